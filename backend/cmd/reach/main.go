// Command reach is Reach's one binary: `reach serve` runs the API and the
// apps; `reach migrate`, `reach users create` and `reach import
// joshua-project DIR` manage the database; `reach backup DIR`, `reach backup
// verify PATH` and `reach restore PATH` take, check and restore backups.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/datadir"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
)

const usage = `Usage:
  reach serve [--addr A] [--data-dir D] [--database-url U] [--public-url P] [--no-demo]
  reach migrate [--data-dir D] [--database-url U]
  reach users create --username U --email E --password P|- --name N --role ROLE[,ROLE] [--phone PH] [--data-dir D] [--database-url U]
  reach import joshua-project DIR [--data-dir D] [--database-url U]
  reach backup DIR [--data-dir D] [--database-url U]
  reach backup verify PATH
  reach restore PATH [--data-dir D] [--database-url U]

Settings come from the environment (REACH_*); flags override them.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run is the whole command line; it returns the exit code.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch {
	case args[0] == "serve":
		err = serve(ctx, args[1:], getenv, stdout, stderr)
	case args[0] == "migrate":
		err = migrate(ctx, args[1:], getenv, stdout, stderr)
	case len(args) >= 2 && args[0] == "users" && args[1] == "create":
		err = usersCreate(ctx, args[2:], getenv, stdout, stderr)
	case len(args) >= 2 && args[0] == "import" && args[1] == "joshua-project":
		err = importCmd(ctx, args[2:], getenv, stdout, stderr)
	case args[0] == "backup":
		err = backupCmd(ctx, args[1:], getenv, stdout, stderr)
	case args[0] == "restore":
		err = restoreCmd(ctx, args[1:], getenv, stdout, stderr)
	case args[0] == "help" || args[0] == "-h" || args[0] == "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "reach: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	if err == nil {
		return 0
	}
	if errors.Is(err, flag.ErrHelp) {
		return 2
	}
	msg := err.Error()
	if e := apperr.As(err); e != nil {
		msg = e.Message
	}
	fmt.Fprintf(stderr, "reach %s: %s\n", args[0], msg)
	return 1
}

// dbFlags are the flags every command that opens the database takes.
type dbFlags struct {
	dataDir, databaseURL string
}

func (f *dbFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.dataDir, "data-dir", "", "folder for the SQLite database and local files (REACH_DATA_DIR)")
	fs.StringVar(&f.databaseURL, "database-url", "", "postgres://... or empty for SQLite (REACH_DATABASE_URL)")
}

func (f *dbFlags) apply(cfg *config.Config) {
	if f.dataDir != "" {
		cfg.DataDir = f.dataDir
	}
	if f.databaseURL != "" {
		cfg.DatabaseURL = f.databaseURL
	}
}

// openDB makes the data folder private (warning about each path it had to
// tighten), then opens and migrates the database of cfg.
func openDB(ctx context.Context, cfg config.Config, log *slog.Logger) (*bundb.DB, error) {
	tightened, err := datadir.Secure(cfg.DataDir, bundb.SQLitePath(cfg.DatabaseURL, cfg.DataDir))
	for _, p := range tightened {
		log.Warn("data folder: others could read this; made it private to Reach's user", "path", p)
	}
	if err != nil {
		return nil, err
	}
	d, err := bundb.Open(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	if err := d.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

func newLogger(w io.Writer) *slog.Logger {
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

func migrate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	var df dbFlags
	df.register(fs)
	if err := fs.Parse(args); err != nil {
		return err
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
	fmt.Fprintln(stdout, "The database is up to date.")
	return nil
}
