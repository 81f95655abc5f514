package backup

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/reachmissions/reach/backend/internal/datadir"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Target is the database a backup is restored into (bundb.DB), opened without migrating.
type Target interface {
	// BackupEmpty tells whether the database holds no table.
	BackupEmpty(ctx context.Context) (bool, error)
	// BackupSums reads the migration level and every table's rows and checksum.
	BackupSums(ctx context.Context) (model.BackupSnapshot, error)
	// Migrate brings the schema up to date.
	Migrate(ctx context.Context) error
	Close() error
}

// RestoreOptions say which backup to restore and where: the database and files folder the
// settings name.
type RestoreOptions struct {
	Path string
	// Engine is the settings' engine: "sqlite" or "postgres".
	Engine string
	// DatabaseURL is PostgreSQL's address (pg_restore).
	DatabaseURL string
	// DataDir is the data folder; SQLitePath the SQLite database file (empty on PostgreSQL).
	DataDir, SQLitePath string
	// FilesDir is the local file store's folder; empty when the files are in a bucket.
	FilesDir string
	// Open opens the database the settings name without migrating it.
	Open func(ctx context.Context) (Target, error)
	// Tables reads a SQLite copy's tables for verify.
	Tables TableReader
}

// PGRestoreMissing is the message when pg_restore is not on the PATH.
const PGRestoreMissing = "pg_restore is not on the PATH: install PostgreSQL's client programs (the postgresql-client package, of the server's major version)"

// Restore verifies the backup at o.Path, then restores it into an absent or empty target
// (refused otherwise, with nothing touched), checks every table against the manifest, and
// runs the migrations that bring an older backup up to date.
func Restore(ctx context.Context, o RestoreOptions) (*Manifest, error) {
	m, err := Verify(ctx, o.Path, o.Tables)
	if err != nil {
		return m, fmt.Errorf("nothing restored: %w", err)
	}
	if m.Engine != o.Engine {
		return m, fmt.Errorf("nothing restored: the backup holds a %s database but the settings name %s (REACH_DATABASE_URL)", m.Engine, o.Engine)
	}
	if len(m.Files) > 0 && o.FilesDir == "" {
		return m, errors.New("nothing restored: the backup holds local files but the settings keep files in a bucket (REACH_S3_BUCKET)")
	}
	pgRestore := ""
	if m.Engine == "postgres" {
		if pgRestore, err = exec.LookPath("pg_restore"); err != nil {
			return m, errors.New(PGRestoreMissing)
		}
	}
	// The target must be absent or empty: checked before anything is written.
	if o.SQLitePath != "" {
		for _, p := range []string{o.SQLitePath, o.SQLitePath + "-wal"} {
			if fi, err := os.Stat(p); err == nil && (fi.Size() > 0 || p == o.SQLitePath && !fi.Mode().IsRegular()) {
				return m, fmt.Errorf("nothing restored: %s already holds a database; restore only into an absent or empty data folder", p)
			} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return m, err
			}
		}
		if filepath.Dir(o.SQLitePath) == filepath.Clean(o.DataDir) {
			if ok, err := emptyOrAbsent(o.DataDir); err != nil {
				return m, err
			} else if !ok {
				return m, fmt.Errorf("nothing restored: the data folder %s is not empty; restore only into an absent or empty data folder", o.DataDir)
			}
		}
	}
	if o.FilesDir != "" && len(m.Files) > 0 {
		if ok, err := emptyOrAbsent(o.FilesDir); err != nil {
			return m, err
		} else if !ok {
			return m, fmt.Errorf("nothing restored: the files folder %s is not empty; restore only into an absent or empty data folder", o.FilesDir)
		}
	}
	var target Target
	if m.Engine == "postgres" {
		if target, err = o.Open(ctx); err != nil {
			return m, err
		}
		defer target.Close()
		empty, err := target.BackupEmpty(ctx)
		if err != nil {
			return m, err
		}
		if !empty {
			return m, errors.New("nothing restored: the database REACH_DATABASE_URL names already has tables; restore only into an empty database")
		}
	}

	// Write: the files, then the database. The target was empty: a restore that fails from
	// here on removes what it wrote, so it can be tried again.
	var written []string
	ok := false
	defer func() {
		if !ok {
			for _, p := range written {
				os.RemoveAll(p) //nolint:errcheck // best effort; the error is already reported
			}
		}
	}()
	if o.FilesDir != "" && len(m.Files) > 0 {
		if err := restoreFiles(o.Path, o.FilesDir, m); err != nil {
			return m, err
		}
		written = append(written, o.FilesDir)
	}
	if m.Engine == "postgres" {
		if err := runPGRestore(ctx, pgRestore, o.DatabaseURL, filepath.Join(o.Path, m.Database.Path)); err != nil {
			return m, err
		}
	} else {
		if err := os.MkdirAll(filepath.Dir(o.SQLitePath), 0o700); err != nil {
			return m, err
		}
		tmp := o.SQLitePath + ".restoring"
		os.Remove(tmp) //nolint:errcheck // a leftover of a restore cut short
		if _, sum, err := copyFile(filepath.Join(o.Path, m.Database.Path), tmp); err != nil {
			return m, fmt.Errorf("copy the database: %w", err)
		} else if sum != m.Database.SHA256 {
			os.Remove(tmp) //nolint:errcheck
			return m, errors.New("the database copy changed while it was read; nothing restored")
		}
		if err := os.Rename(tmp, o.SQLitePath); err != nil {
			return m, err
		}
		written = append(written, datadir.SQLiteFiles(o.SQLitePath)...)
		if err := syncDir(filepath.Dir(o.SQLitePath)); err != nil {
			return m, err
		}
		if target, err = o.Open(ctx); err != nil {
			return m, err
		}
		defer target.Close()
	}
	got, err := target.BackupSums(ctx)
	if err != nil {
		return m, fmt.Errorf("read the restored database: %w", err)
	}
	if probs := CompareTables(m, got); len(probs) > 0 {
		return m, fmt.Errorf("the restored database differs from the backup's manifest: %s", strings.Join(probs, "; "))
	}
	ok = true
	if err := target.Migrate(ctx); err != nil {
		return m, fmt.Errorf("the backup was restored but its migrations failed: %w", err)
	}
	return m, nil
}

// restoreFiles copies the backup's files into a folder beside filesDir, then renames it into
// place.
func restoreFiles(backupDir, filesDir string, m *Manifest) error {
	if err := os.MkdirAll(filepath.Dir(filesDir), 0o700); err != nil {
		return err
	}
	tmp := filesDir + ".restoring"
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	for _, e := range m.Files {
		rel := strings.TrimPrefix(e.Path, FilesFolder+"/")
		_, sum, err := copyFile(filepath.Join(backupDir, filepath.FromSlash(e.Path)), filepath.Join(tmp, filepath.FromSlash(rel)))
		if err != nil {
			os.RemoveAll(tmp) //nolint:errcheck
			return fmt.Errorf("restore file %s: %w", rel, err)
		}
		if sum != e.SHA256 {
			os.RemoveAll(tmp) //nolint:errcheck
			return fmt.Errorf("file %s changed while it was restored; nothing restored", rel)
		}
	}
	if err := syncTree(tmp); err != nil {
		return err
	}
	os.Remove(filesDir) //nolint:errcheck // empty (checked), or absent
	if err := os.Rename(tmp, filesDir); err != nil {
		return err
	}
	return syncDir(filepath.Dir(filesDir))
}

// runPGRestore restores a pg_dump custom-format file into the database at url, in one
// transaction: a failure leaves the database as it was.
func runPGRestore(ctx context.Context, pgRestore, url, file string) error {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, pgRestore, "--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", "--no-password", "--dbname="+url, file)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if strings.Contains(msg, "unsupported version") {
			return fmt.Errorf("pg_restore cannot read this dump: it was written by a newer pg_dump (%s); install the postgresql-client package of the version that made it; nothing restored", firstLine(msg))
		}
		return fmt.Errorf("pg_restore failed, nothing restored: %v: %s", err, msg)
	}
	return nil
}
