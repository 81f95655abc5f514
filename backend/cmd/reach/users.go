package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/user"
)

// usersCreate creates an active, email-verified user.
func usersCreate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("users create", flag.ContinueOnError)
	var df dbFlags
	df.register(fs)
	var in user.NewUserInput
	var phone, roles string
	fs.StringVar(&in.Username, "username", "", "username (letters, numbers or one of _.@$-)")
	fs.StringVar(&in.Email, "email", "", "email address")
	fs.StringVar(&in.Password, "password", "", "password (at least 10 characters, strong)")
	fs.StringVar(&in.Name, "name", "", "full name")
	fs.StringVar(&phone, "phone", "", "phone number (optional)")
	fs.StringVar(&roles, "role", "", "role: admin, staff, regional-coordinator, field-worker, trainer or partner (comma-separated for several)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	for _, r := range strings.Split(roles, ",") {
		if r = strings.TrimSpace(r); r != "" {
			in.Roles = append(in.Roles, r)
		}
	}
	if len(in.Roles) == 0 {
		return errors.New("--role is required: admin, staff, regional-coordinator, field-worker, trainer or partner")
	}
	if phone != "" {
		in.Phone = &phone
	}
	cfg, err := config.FromEnv(getenv)
	if err != nil {
		return err
	}
	df.apply(&cfg)
	d, err := openDB(ctx, cfg, newLogger(stderr))
	if err != nil {
		return err
	}
	defer d.Close()
	u, err := newUserService(cfg, d).CreateUser(ctx, in, true)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Created user %s (%s) with role %s.\n", u.Username, u.ID, strings.Join(in.Roles, ", "))
	return nil
}

// newUserService is the users service without a server (CLI and seeding).
func newUserService(cfg config.Config, d *bundb.DB) *user.Service {
	return user.New(user.Options{Config: cfg, Store: d})
}
