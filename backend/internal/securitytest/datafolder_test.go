package securitytest

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/reachmissions/reach/backend/internal/datadir"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// acctMode is path's permission bits; the test fails when it is missing.
func acctMode(t *testing.T, path string) os.FileMode {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode().Perm()
}

// Another user on the server cannot read the SQLite database (password
// hashes, session hashes, everyone's contacts) or the uploaded files: a fresh
// data folder is 0700 and every file Reach writes in it 0600, whatever the
// umask.
func TestDataFolderIsPrivateFromTheStart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "var")
	d, err := bundb.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "reach.db")
	for _, p := range []string{db, db + "-wal", db + "-shm"} {
		if m := acctMode(t, p); m != datadir.FileMode {
			t.Errorf("%s is %v, want %v", p, m, datadir.FileMode)
		}
	}
	if m := acctMode(t, dir); m != datadir.DirMode {
		t.Errorf("the data folder is %v, want %v", m, datadir.DirMode)
	}

	files := storage.NewLocal(dir, "http://localhost")
	if err := files.Put(context.Background(), "uploads/a/photo.png", "image/png", []byte("png")); err != nil {
		t.Fatal(err)
	}
	stored := filepath.Join(dir, "files", "uploads", "a", "photo.png")
	for _, p := range []string{filepath.Join(dir, "files"), filepath.Join(dir, "files", "uploads", "a")} {
		if m := acctMode(t, p); m != datadir.DirMode {
			t.Errorf("%s is %v, want %v", p, m, datadir.DirMode)
		}
	}
	for _, p := range []string{stored, stored + ".meta"} {
		if m := acctMode(t, p); m != datadir.FileMode {
			t.Errorf("%s is %v, want %v", p, m, datadir.FileMode)
		}
	}
}

// A data folder made readable by others (an older Reach, a copy made by
// hand) is tightened at start, and each path is named for the warning.
func TestLooseDataFolderIsTightenedAtStart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "var")
	db := filepath.Join(dir, "reach.db")
	if err := os.MkdirAll(filepath.Join(dir, "files"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{db, db + "-wal"} {
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for p, m := range map[string]os.FileMode{dir: 0o755, filepath.Join(dir, "files"): 0o755, db: 0o644, db + "-wal": 0o644} {
		if err := os.Chmod(p, m); err != nil { // whatever the umask
			t.Fatal(err)
		}
	}
	tightened, err := datadir.Secure(dir, db)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{dir, filepath.Join(dir, "files"), db, db + "-wal"}
	if !slices.Equal(tightened, want) {
		t.Errorf("tightened %v, want %v", tightened, want)
	}
	for _, p := range want {
		wantMode := datadir.FileMode
		if p == dir || p == filepath.Join(dir, "files") {
			wantMode = datadir.DirMode
		}
		if m := acctMode(t, p); m != wantMode {
			t.Errorf("%s is %v after start, want %v", p, m, wantMode)
		}
	}
	// Already private: nothing to tighten, nothing to warn about.
	if again, err := datadir.Secure(dir, db); err != nil || len(again) != 0 {
		t.Fatalf("second start tightened %v (%v)", again, err)
	}
}
