package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/backup"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
)

// TestBackupVerifyRestore runs the three commands as an operator does: the backup's folder is
// the last line printed, verify accepts it and refuses a changed copy with a non-zero exit,
// and restore fills an empty data folder or database and refuses one in use.
func TestBackupVerifyRestore(t *testing.T) {
	ctx := context.Background()
	dbArgs, d := testDB(t)
	cmd := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := run(ctx, args, noEnv, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	dir := t.TempDir()
	code, out, errOut := cmd(append([]string{"backup", dir}, dbArgs...)...)
	if code != 0 {
		t.Fatalf("backup: exit %d, %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	path := lines[len(lines)-1]
	if filepath.Dir(path) != dir || !strings.HasPrefix(filepath.Base(path), "reach-backup-") {
		t.Fatalf("backup's last line %q; want the new folder in %s", path, dir)
	}
	// the audit trail names the backup and who took it
	rows, _, err := d.ListAuditEntries(ctx, db.AuditQuery{Kinds: []string{audit.KindBackupTaken}})
	if err != nil || len(rows) != 1 || rows[0].TargetLabel != path || rows[0].ActorName != "reach backup" {
		t.Fatalf("the audit trail's backups: %v %+v", err, rows)
	}
	if code, out, errOut := cmd("backup", "verify", path); code != 0 || !strings.Contains(out, "is whole") {
		t.Fatalf("verify: exit %d, %s %s", code, out, errOut)
	}

	// A changed byte: named, non-zero.
	dbFile := filepath.Join(path, "database.sqlite")
	if _, err := os.Stat(dbFile); err != nil {
		dbFile = filepath.Join(path, "database.pgdump")
	}
	b, _ := os.ReadFile(dbFile)
	b[len(b)-10] ^= 0xff
	os.WriteFile(dbFile, b, 0o600)
	if code, _, errOut := cmd("backup", "verify", path); code == 0 || !strings.Contains(errOut, "changed file "+filepath.Base(dbFile)) {
		t.Fatalf("verify of a changed backup: exit %d, %s", code, errOut)
	}
	b[len(b)-10] ^= 0xff
	os.WriteFile(dbFile, b, 0o600)

	// Restore into the database in use: refused.
	if code, _, errOut := cmd(append([]string{"restore", path}, dbArgs...)...); code == 0 || !strings.Contains(errOut, "nothing restored") {
		t.Fatalf("restore into a database in use: exit %d, %s", code, errOut)
	}
	// Into an empty data folder (SQLite; PostgreSQL's restore is tested in internal/backup).
	if !strings.Contains(strings.Join(dbArgs, " "), "--database-url") {
		fresh := filepath.Join(t.TempDir(), "data")
		code, out, errOut := cmd("restore", path, "--data-dir", fresh)
		if code != 0 || !strings.Contains(out, "Restored the backup") {
			t.Fatalf("restore: exit %d, %s %s", code, out, errOut)
		}
		if code, out, errOut := cmd("migrate", "--data-dir", fresh); code != 0 {
			t.Fatalf("migrate the restored folder: exit %d, %s %s", code, out, errOut)
		}
		restored, err := bundb.Open("", fresh)
		if err != nil {
			t.Fatal(err)
		}
		defer restored.Close()
		rows, _, err := restored.ListAuditEntries(ctx, db.AuditQuery{Kinds: []string{audit.KindBackupRestored}})
		if err != nil || len(rows) != 1 || rows[0].TargetLabel != path || rows[0].ActorName != "reach restore" {
			t.Fatalf("the restored site's audit trail: %v %+v", err, rows)
		}
	}

	if code, _, errOut := cmd("backup"); code == 0 || !strings.Contains(errOut, "reach backup DIR") {
		t.Fatalf("backup without a folder: exit %d, %s", code, errOut)
	}
	if code, _, errOut := cmd("backup", "verify", filepath.Join(dir, "nothing")); code == 0 || !strings.Contains(errOut, "no such file") {
		t.Fatalf("verify of nothing: exit %d, %s", code, errOut)
	}
}

// TestScheduledBackupsOfServe: the scheduler serve starts writes a whole backup of its settings'
// database into REACH_BACKUP_DIR, recorded for the dashboard.
func TestScheduledBackupsOfServe(t *testing.T) {
	ctx := context.Background()
	dbArgs, d := testDB(t)
	dir := t.TempDir()
	env := map[string]string{"REACH_BACKUP_DIR": dir, "REACH_BACKUP_EVERY": "6h", "REACH_BACKUP_KEEP": "3"}
	for i := 0; i+1 < len(dbArgs); i += 2 {
		switch dbArgs[i] {
		case "--data-dir":
			env["REACH_DATA_DIR"] = dbArgs[i+1]
		case "--database-url":
			env["REACH_DATABASE_URL"] = dbArgs[i+1]
		}
	}
	cfg, err := config.FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	s := scheduledBackups(cfg, d, newLogger(io.Discard))
	if s.Every != 6*time.Hour || s.Keep != 3 || s.Dir != dir {
		t.Fatalf("scheduler %+v", s)
	}
	ran, err := s.Once(ctx)
	if !ran || err != nil {
		t.Fatalf("first scheduled backup: ran %v, %v", ran, err)
	}
	if ran, _ := s.Once(ctx); ran {
		t.Fatal("a second backup within the period")
	}
	st, err := backup.Status(ctx, d, cfg.BackupEvery, time.Now())
	if err != nil || st.Last == nil || !st.Last.OK || st.Warning {
		t.Fatalf("status: %+v %v", st, err)
	}
	if _, err := backup.Verify(ctx, st.Last.Path, readBackupTables); err != nil {
		t.Fatalf("the scheduled backup: %v", err)
	}
}
