package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/backup"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/metrics"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// parseWithArg parses args, which hold one positional argument (named what) before, among or
// after the flags, and returns it.
func parseWithArg(flags *flag.FlagSet, args []string, what string) (string, error) {
	if err := flags.Parse(args); err != nil {
		return "", err
	}
	rest := flags.Args()
	if len(rest) == 0 {
		return "", fmt.Errorf("%s is required", what)
	}
	arg := rest[0]
	if err := flags.Parse(rest[1:]); err != nil {
		return "", err
	}
	if flags.NArg() > 0 {
		return "", fmt.Errorf("one %s only; unexpected %q", what, flags.Arg(0))
	}
	return arg, nil
}

// backupConfig reads the settings serve reads, with the database flags.
func backupConfig(getenv func(string) string, df dbFlags) (config.Config, error) {
	cfg, err := config.FromEnv(getenv)
	if err != nil {
		return cfg, err
	}
	df.apply(&cfg)
	return cfg, nil
}

// backupOptions are what a backup of cfg's database and files reads.
func backupOptions(cfg config.Config, d *bundb.DB, dir string) (backup.Options, error) {
	o := backup.Options{Store: d, DatabaseURL: d.DSN, Dir: dir}
	if cfg.S3Bucket != "" {
		s3, err := storage.NewS3(storage.S3Config{Endpoint: cfg.S3Endpoint, Bucket: cfg.S3Bucket, Region: cfg.S3Region,
			AccessKey: cfg.S3AccessKeyID, SecretKey: cfg.S3SecretAccessKey, PathStyle: cfg.S3PathStyle})
		if err != nil {
			return o, err
		}
		o.Bucket = s3
	} else {
		o.FilesDir = filepath.Join(cfg.DataDir, "files")
	}
	return o, nil
}

// readBackupTables reads the tables of a backup's SQLite copy without writing beside it.
func readBackupTables(ctx context.Context, dbFile string) (model.BackupSnapshot, error) {
	d, err := bundb.OpenSQLiteReadOnly(dbFile)
	if err != nil {
		return model.BackupSnapshot{}, err
	}
	defer d.Close()
	return d.BackupSums(ctx)
}

func backupCmd(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "verify" {
		return backupVerify(ctx, args[1:], stdout)
	}
	flags := flag.NewFlagSet("backup", flag.ContinueOnError)
	flags.SetOutput(stderr)
	var df dbFlags
	df.register(flags)
	dir, err := parseWithArg(flags, args, "the folder to write the backup in (reach backup DIR)")
	if err != nil {
		return err
	}
	cfg, err := backupConfig(getenv, df)
	if err != nil {
		return err
	}
	if p := bundb.SQLitePath(cfg.DatabaseURL, cfg.DataDir); p != "" {
		// Opening would make an empty database: there must be one to back up.
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("there is no database at %s (REACH_DATA_DIR, REACH_DATABASE_URL)", p)
		}
	}
	d, err := bundb.Open(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return err
	}
	defer d.Close()
	o, err := backupOptions(cfg, d, dir)
	if err != nil {
		return err
	}
	path, m, err := backup.Take(ctx, o)
	if err != nil {
		return fmt.Errorf("no backup was written: %w", err)
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(stderr, "warning: %s\n", w)
	}
	if err := recordBackup(ctx, d, audit.KindBackupTaken, "reach backup", path, newLogger(stderr)); err != nil {
		fmt.Fprintf(stderr, "warning: the backup is whole but the audit trail did not record it: %v\n", err)
	}
	fmt.Fprintf(stdout, "Backed up %d tables and %d files (%s, migration %s).\n", len(m.Tables), len(m.Files), m.Engine, m.MigrationLevel)
	fmt.Fprintln(stdout, path)
	return nil
}

func backupVerify(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: reach backup verify PATH")
	}
	m, err := backup.Verify(ctx, args[0], readBackupTables)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "The backup at %s is whole: its database (%s, migration %s), %d tables and %d files match its manifest.\n",
		args[0], m.Engine, m.MigrationLevel, len(m.Tables), len(m.Files))
	return nil
}

func restoreCmd(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("restore", flag.ContinueOnError)
	flags.SetOutput(stderr)
	var df dbFlags
	df.register(flags)
	path, err := parseWithArg(flags, args, "the backup folder (reach restore PATH)")
	if err != nil {
		return err
	}
	cfg, err := backupConfig(getenv, df)
	if err != nil {
		return err
	}
	engine := "sqlite"
	if bundb.SQLitePath(cfg.DatabaseURL, cfg.DataDir) == "" {
		engine = "postgres"
	}
	o := backup.RestoreOptions{
		Path: path, Engine: engine, DatabaseURL: cfg.DatabaseURL, DataDir: cfg.DataDir,
		SQLitePath: bundb.SQLitePath(cfg.DatabaseURL, cfg.DataDir),
		Tables:     readBackupTables,
		Open: func(ctx context.Context) (backup.Target, error) {
			return bundb.Open(cfg.DatabaseURL, cfg.DataDir)
		},
	}
	if cfg.S3Bucket == "" {
		o.FilesDir = filepath.Join(cfg.DataDir, "files")
	}
	m, err := backup.Restore(ctx, o)
	if err != nil {
		return err
	}
	where := o.SQLitePath
	if engine == "postgres" {
		where = "the PostgreSQL database REACH_DATABASE_URL names"
	}
	if d, err := bundb.Open(cfg.DatabaseURL, cfg.DataDir); err != nil {
		fmt.Fprintf(stderr, "warning: the backup is restored but the audit trail did not record it: %v\n", err)
	} else {
		if err := recordBackup(ctx, d, audit.KindBackupRestored, "reach restore", path, newLogger(stderr)); err != nil {
			fmt.Fprintf(stderr, "warning: the backup is restored but the audit trail did not record it: %v\n", err)
		}
		d.Close()
	}
	fmt.Fprintf(stdout, "Restored the backup of %s (%d tables, %d files) into %s; the database is up to date.\n",
		m.CreatedAt.Format("2006-01-02 15:04:05 UTC"), len(m.Tables), len(m.Files), where)
	return nil
}

// scheduledBackups takes a backup of cfg's database and files into REACH_BACKUP_DIR every
// REACH_BACKUP_EVERY, on one instance at a time, keeping the REACH_BACKUP_KEEP newest.
func scheduledBackups(cfg config.Config, d *bundb.DB, log *slog.Logger) *backup.Scheduler {
	return &backup.Scheduler{Runs: d, Every: cfg.BackupEvery, Keep: cfg.BackupKeep, Dir: cfg.BackupDir, Log: log.Error,
		Take: func(ctx context.Context) (string, error) {
			o, err := backupOptions(cfg, d, cfg.BackupDir)
			if err != nil {
				return "", err
			}
			path, m, err := backup.Take(ctx, o)
			if err != nil {
				return "", err
			}
			for _, w := range m.Warnings {
				log.Warn("backup", "path", path, "warning", w)
			}
			log.Info("backup written", "path", path, "tables", len(m.Tables), "files", len(m.Files))
			if err := recordBackup(ctx, d, audit.KindBackupTaken, "scheduled backup", path, log); err != nil {
				log.Warn("the backup is whole but the audit trail did not record it", "path", path, "err", err)
			}
			return path, nil
		}}
}

// watchBackupAge reads the last good backup's time every 30 seconds and gives the metrics its
// age from memory (a scrape never waits on the database). It returns when ctx ends.
func watchBackupAge(ctx context.Context, d *bundb.DB, every time.Duration, log *slog.Logger) {
	var last atomic.Pointer[time.Time]
	metrics.SetBackupAgeFunc(func() (time.Duration, bool) {
		t := last.Load()
		if t == nil {
			return 0, false
		}
		return time.Since(*t), true
	})
	defer metrics.SetBackupAgeFunc(nil)
	read := func() {
		rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		st, err := backup.Status(rctx, d, every, time.Now())
		if err != nil {
			if ctx.Err() == nil {
				log.Warn("backup age for the metrics", "err", err)
			}
			return
		}
		last.Store(st.LastOK)
	}
	read()
	t := time.NewTicker(30 * time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			read()
		}
	}
}

// recordBackup writes a backup taken or restored in the audit trail: by whom (the command or
// the schedule, no person) and the folder.
func recordBackup(ctx context.Context, d *bundb.DB, kind, by, path string, log *slog.Logger) error {
	return audit.New(d, nil, log).Record(ctx, audit.Entry{
		ActorName: by, Kind: kind, TargetType: audit.TargetBackup, TargetID: filepath.Base(path), TargetLabel: path,
	})
}
