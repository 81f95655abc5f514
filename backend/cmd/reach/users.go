package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
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
	fs.StringVar(&in.Password, "password", "", "password (at least 10 characters, strong); - reads it from the first line of standard input, kept out of the process list and the shell's history")
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
	if in.Password == "-" {
		p, err := readPassword(stdin)
		if err != nil {
			return err
		}
		in.Password = p
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

// stdin is where `--password -` reads the password (tests replace it).
var stdin io.Reader = os.Stdin

// readPassword reads the first line of r (at most maxPasswordLine bytes), without its line end.
func readPassword(r io.Reader) (string, error) {
	line, err := bufio.NewReader(io.LimitReader(r, maxPasswordLine)).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", fmt.Errorf("read the password from standard input: %w", err)
	}
	if !strings.HasSuffix(line, "\n") && len(line) >= maxPasswordLine {
		return "", errors.New("the password on standard input is longer than 1,024 bytes")
	}
	line = strings.TrimRight(line, "\r\n")
	if line == "" {
		return "", errors.New("--password - reads the password from standard input, which gave none")
	}
	return line, nil
}

// maxPasswordLine bounds the line --password - reads.
const maxPasswordLine = 1024
