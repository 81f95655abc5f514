package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/reachmissions/reach/backend/internal/config"
)

// importCmd is `reach import joshua-project DIR`.
func importCmd(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("import joshua-project", flag.ContinueOnError)
	var df dbFlags
	df.register(fs)
	// Allow DIR before or after the flags.
	var dir string
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		dir, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if dir == "" && fs.NArg() > 0 {
		dir = fs.Arg(0)
	}
	if dir == "" {
		return errors.New("give the folder of the Joshua Project CSV files: reach import joshua-project DIR")
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("%s is not a folder", dir)
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
	summary, err := importJoshuaProject(ctx, d, os.DirFS(dir))
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, "Imported Joshua Project data:", summary)
	return nil
}
