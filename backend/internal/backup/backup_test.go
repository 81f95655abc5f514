package backup

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// site is one Reach installation under test: its database, as `reach serve` opens it, and its
// data folder (the SQLite file on SQLite, the local files on both engines).
type site struct {
	db      *bundb.DB
	url     string // PostgreSQL's address; empty on SQLite
	dataDir string
}

func (s site) sqlitePath() string { return bundb.SQLitePath(s.url, s.dataDir) }

func (s site) filesDir() string { return filepath.Join(s.dataDir, "files") }

func (s site) options(dir string) Options {
	return Options{Store: s.db, DatabaseURL: s.url, FilesDir: s.filesDir(), Dir: dir}
}

// restoreOptions restore into this site's (empty) database and data folder.
func (s site) restoreOptions(path string) RestoreOptions {
	engine := "sqlite"
	if s.url != "" {
		engine = "postgres"
	}
	return RestoreOptions{Path: path, Engine: engine, DatabaseURL: s.url, DataDir: s.dataDir, SQLitePath: s.sqlitePath(),
		FilesDir: s.filesDir(), Tables: readTables,
		Open: func(context.Context) (Target, error) { return bundb.Open(s.url, s.dataDir) }}
}

func readTables(ctx context.Context, dbFile string) (model.BackupSnapshot, error) {
	d, err := bundb.OpenSQLiteReadOnly(dbFile)
	if err != nil {
		return model.BackupSnapshot{}, err
	}
	defer d.Close()
	return d.BackupSums(ctx)
}

// pgURL is the test server's address, or empty to run on SQLite.
func pgURL() string { return os.Getenv("REACH_TEST_DATABASE_URL") }

// emptySite is a site with nothing yet: on PostgreSQL a new empty database, on SQLite a data
// folder that does not exist.
func emptySite(t *testing.T) site {
	t.Helper()
	s := site{dataDir: filepath.Join(t.TempDir(), "data")}
	base := pgURL()
	if base == "" {
		return s
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	name := "reach_test_" + hex.EncodeToString(b[:])
	admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(base)))
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	s.url = u.String()
	return s
}

// newSite is a migrated site, as `reach serve` leaves it.
func newSite(t *testing.T) site {
	t.Helper()
	s := emptySite(t)
	d, err := bundb.Open(s.url, s.dataDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	s.db = d
	return s
}

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// addFile stores body in the site's local file store and records it as Reach does, with its
// SHA-256.
func addFile(ctx context.Context, s site, store *storage.Local, name string, body []byte) error {
	id := name
	key := "files/" + id + "/original.txt"
	if err := store.Put(ctx, key, "text/plain", body); err != nil {
		return err
	}
	h := sum(body)
	now := time.Now()
	return s.db.CreateFile(ctx, &model.File{ID: id, S3Key: key, Size: int64(len(body)), Filename: name + ".txt", ContentType: "text/plain",
		Uploaded: true, Processed: true, Type: model.FileTypeAttachment, CreatedBy: "test", UpdatedBy: "test", CreatedAt: now, UpdatedAt: now, SHA256: &h})
}

func addMail(ctx context.Context, s site, subject string) error {
	return s.db.PutOutboxMail(ctx, &model.OutboxMail{ID: subject, To: "donor@example.org", Subject: subject, TextBody: "Thank you",
		Kind: "test", Status: "OUTBOX", CreatedAt: time.Now()})
}

// load writes mail rows and files through the real stores until stop is closed.
func load(t *testing.T, s site, stop chan struct{}) (*sync.WaitGroup, *atomic.Int64) {
	t.Helper()
	store := storage.NewLocal(s.dataDir, "http://localhost")
	var wg sync.WaitGroup
	var n atomic.Int64
	u, err := s.db.CreateUser(context.Background(), db.NewUser{Username: "loaded", Name: "Lou Load", Email: "lou@example.org",
		PasswordHash: "x", Roles: []string{"partner"}}, time.Now())
	if err != nil {
		t.Fatalf("a user to sign in: %v", err)
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		ctx := context.Background()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			now := time.Now()
			if err := s.db.CreateSession(ctx, &model.Session{ID: fmt.Sprintf("s-%05d", i), TokenHash: sum([]byte(fmt.Sprint("token", i))), UserID: u.ID,
				CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour), SignInMethod: "password"}); err != nil {
				t.Errorf("sign in: %v", err)
				return
			}
		}
	}()
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := context.Background()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				name := fmt.Sprintf("w%d-%04d", w, i)
				if err := addMail(ctx, s, "mail-"+name); err != nil {
					t.Errorf("write mail: %v", err)
					return
				}
				if i%3 == 0 {
					if err := addFile(ctx, s, store, name, []byte("report page "+name)); err != nil {
						t.Errorf("write file: %v", err)
						return
					}
				}
				n.Add(1)
			}
		}()
	}
	return &wg, &n
}

// TestBackupUnderLoadRestoresWhatItRecorded takes a backup while writers add mail and files,
// restores it into a new site and opens Reach's store on it: every table's rows and checksum
// are the manifest's, every file's bytes match the SHA-256 Reach recorded, and what was written
// after the backup is not there.
func TestBackupUnderLoadRestoresWhatItRecorded(t *testing.T) {
	ctx := context.Background()
	src := newSite(t)
	stop := make(chan struct{})
	wg, n := load(t, src, stop)
	for n.Load() < 30 {
		time.Sleep(5 * time.Millisecond)
	}
	out := t.TempDir()
	path, m, err := Take(ctx, src.options(out))
	if err != nil {
		close(stop)
		wg.Wait()
		t.Fatalf("backup: %v", err)
	}
	// Written once the backup is taken: must not be in it.
	if err := addMail(ctx, src, "after-the-backup"); err != nil {
		t.Fatal(err)
	}
	if err := addFile(ctx, src, storage.NewLocal(src.dataDir, "http://localhost"), "after-the-backup", []byte("late")); err != nil {
		t.Fatal(err)
	}
	close(stop)
	wg.Wait()
	if !strings.HasPrefix(filepath.Base(path), "reach-backup-") || len(m.Warnings) > 0 {
		t.Fatalf("backup at %s, warnings %v", path, m.Warnings)
	}
	if _, err := Verify(ctx, path, readTables); err != nil {
		t.Fatalf("verify a fresh backup: %v", err)
	}

	dst := emptySite(t)
	if _, err := Restore(ctx, dst.restoreOptions(path)); err != nil {
		t.Fatalf("restore: %v", err)
	}
	d, err := bundb.Open(dst.url, dst.dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	got, err := d.BackupSums(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if probs := CompareTables(m, got); len(probs) > 0 {
		t.Fatalf("restored tables differ from the manifest: %v", probs)
	}
	var mails int64
	for _, tb := range m.Tables {
		if tb.Name == "outbox_mails" {
			mails = tb.Rows
		}
	}
	if mails < 30 {
		t.Fatalf("the backup holds %d mails; the load had written at least 30", mails)
	}
	if _, err := d.GetOutboxMail(ctx, "after-the-backup"); err == nil {
		t.Fatal("a mail written after the backup is in the restored database")
	}
	var files []*model.File
	if err := d.Bun().NewSelect().Model(&files).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no files restored")
	}
	restored := storage.NewLocal(dst.dataDir, "http://localhost")
	for _, f := range files {
		if f.ID == "after-the-backup" {
			t.Fatal("a file written after the backup is in the restored database")
		}
		rc, _, err := restored.Open(ctx, f.S3Key)
		if err != nil {
			t.Fatalf("restored file %s: %v", f.S3Key, err)
		}
		h := sha256.New()
		_, _ = io.Copy(h, rc)
		rc.Close()
		if got := hex.EncodeToString(h.Sum(nil)); got != *f.SHA256 {
			t.Fatalf("restored file %s: SHA-256 %s, Reach recorded %s", f.S3Key, got, *f.SHA256)
		}
	}
	if _, err := os.Stat(filepath.Join(dst.filesDir(), "files", "after-the-backup")); !os.IsNotExist(err) {
		t.Fatalf("a file written after the backup is in the restored files folder (%v)", err)
	}
	if len(m.Files) < len(files) {
		t.Fatalf("manifest lists %d files for %d file rows", len(m.Files), len(files))
	}
}

func openSite(s site) (*bundb.DB, error) { return bundb.Open(s.url, s.dataDir) }
