package backup

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/storage/s3test"
)

// siteWithFiles is a migrated site holding a few mails and files.
func siteWithFiles(t *testing.T, files int) site {
	t.Helper()
	ctx := context.Background()
	s := newSite(t)
	store := storage.NewLocal(s.dataDir, "http://localhost")
	for i := 0; i < files; i++ {
		name := fmt.Sprintf("f%02d", i)
		if err := addFile(ctx, s, store, name, []byte("photo "+name)); err != nil {
			t.Fatal(err)
		}
		if err := addMail(ctx, s, "mail-"+name); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// copyTree copies the backup folder src into a new folder of the same name.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), filepath.Base(src))
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o700)
		}
		_, _, err = copyFile(p, filepath.Join(dst, rel))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// tree lists every file under dir with its size (nil when dir does not exist).
func tree(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == dir {
			return fs.SkipAll
		}
		if err != nil {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out = append(out, fmt.Sprintf("%s %d", rel, fi.Size()))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	return out
}

func flipByte(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 0x01
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyNamesEveryDifference changes a whole backup's copies as a disk or a person might:
// verify fails and names what changed, and restore refuses them, writing nothing.
func TestVerifyNamesEveryDifference(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 3)
	path, m, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	file := m.Files[len(m.Files)-1].Path
	cases := []struct {
		name   string
		change func(dir string)
		want   string
	}{
		{"a flipped byte in the database", func(dir string) { flipByte(t, filepath.Join(dir, m.Database.Path)) }, "changed file " + m.Database.Path},
		{"a flipped byte in a file", func(dir string) { flipByte(t, filepath.Join(dir, file)) }, "changed file " + file},
		{"a missing file", func(dir string) { os.Remove(filepath.Join(dir, file)) }, "missing file " + file},
		{"an extra file", func(dir string) { os.WriteFile(filepath.Join(dir, "files", "extra.txt"), []byte("x"), 0o600) }, "extra file files/extra.txt"},
		{"a truncated manifest", func(dir string) {
			b, _ := os.ReadFile(filepath.Join(dir, ManifestName))
			os.WriteFile(filepath.Join(dir, ManifestName), b[:len(b)/2], 0o600)
		}, "manifest.json is damaged"},
		{"an edited manifest", func(dir string) {
			p := filepath.Join(dir, ManifestName)
			b, _ := os.ReadFile(p)
			os.WriteFile(p, []byte(strings.Replace(string(b), `"rows": 3`, `"rows": 4`, 1)), 0o600)
		}, "manifest.json has been changed or damaged"},
		{"no manifest", func(dir string) { os.Remove(filepath.Join(dir, ManifestName)) }, "has no manifest.json"},
		{"a renamed folder", nil, "the folder is named"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := copyTree(t, path)
			if c.change != nil {
				c.change(dir)
			} else {
				renamed := filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".partial-x")
				if err := os.Rename(dir, renamed); err != nil {
					t.Fatal(err)
				}
				dir = renamed
			}
			_, err := Verify(ctx, dir, readTables)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("verify: %v; want an error naming %q", err, c.want)
			}
			dst := emptySite(t)
			if _, err := Restore(ctx, dst.restoreOptions(dir)); err == nil || !strings.Contains(err.Error(), "nothing restored") {
				t.Fatalf("restore of a changed backup: %v; want it refused", err)
			}
			if got := tree(t, dst.dataDir); len(got) > 0 {
				t.Fatalf("a refused restore wrote %v", got)
			}
		})
	}
	if _, err := Verify(ctx, copyTree(t, path), readTables); err != nil {
		t.Fatalf("an unchanged copy: %v", err)
	}
}

// TestVerifyChecksTheTables: a database copy whose bytes match the manifest but whose tables
// do not (a manifest rewritten with its checksum) is caught by the tables' rows and checksums.
func TestVerifyChecksTheTables(t *testing.T) {
	if pgURL() != "" {
		t.Skip("the tables of a pg_dump are checked on restore")
	}
	ctx := context.Background()
	src := siteWithFiles(t, 2)
	path, m, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	claimOneMailMore(t, path, m)
	if _, err := Verify(ctx, path, readTables); err == nil || !strings.Contains(err.Error(), "table outbox_mails has 2 rows, the manifest says 3") {
		t.Fatalf("verify: %v", err)
	}
}

// TestRestoreRefusesATargetInUse: a data folder or database that holds anything is refused,
// and nothing in it changes.
func TestRestoreRefusesATargetInUse(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 2)
	path, _, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	// A site in use: migrated, with its own mail and files.
	dst := siteWithFiles(t, 1)
	before := tree(t, dst.dataDir)
	sums, err := dst.db.BackupSums(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Restore(ctx, dst.restoreOptions(path))
	if err == nil || !strings.Contains(err.Error(), "nothing restored") {
		t.Fatalf("restore into a site in use: %v; want it refused", err)
	}
	if after := tree(t, dst.dataDir); strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Fatalf("a refused restore changed the data folder:\n%v\n%v", before, after)
	}
	got, err := dst.db.BackupSums(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(sums) {
		t.Fatal("a refused restore changed the database")
	}

	// On SQLite, any file in the data folder is enough to refuse.
	if pgURL() == "" {
		other := emptySite(t)
		os.MkdirAll(other.dataDir, 0o700)
		os.WriteFile(filepath.Join(other.dataDir, "notes.txt"), []byte("mine"), 0o600)
		if _, err := Restore(ctx, other.restoreOptions(path)); err == nil || !strings.Contains(err.Error(), "is not empty") {
			t.Fatalf("restore into a folder with a file: %v", err)
		}
		if got := tree(t, other.dataDir); len(got) != 2 {
			t.Fatalf("a refused restore changed the folder: %v", got)
		}
	}
}

// TestBackupFolderNotWritable: a clear error, and no backup.
func TestBackupFolderNotWritable(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 1)
	missing := filepath.Join(t.TempDir(), "nowhere")
	if _, _, err := Take(ctx, src.options(missing)); err == nil || !strings.Contains(err.Error(), "backup folder "+missing) {
		t.Fatalf("a missing folder: %v", err)
	}
	locked := t.TempDir()
	if err := os.Chmod(locked, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(locked, 0o700)
	if os.Getuid() == 0 {
		locked = "/sys" // permissions do not stop root; a read-only file system does
		if err := os.Mkdir("/sys/reach-backup-probe", 0o700); err == nil {
			os.Remove("/sys/reach-backup-probe")
			t.Skip("no folder here refuses writes")
		}
	}
	_, _, err := Take(ctx, src.options(locked))
	if err == nil || !strings.Contains(err.Error(), "cannot write in the backup folder "+locked) {
		t.Fatalf("a folder that cannot be written: %v", err)
	}
	if locked != "/sys" {
		if got := tree(t, locked); len(got) != 1 {
			t.Fatalf("a failed backup left %v", got)
		}
	}
}

// TestBackupFailingMidwayLeavesNothing: a backup that fails while copying files removes its
// temporary folder.
func TestBackupFailingMidwayLeavesNothing(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 3)
	out := t.TempDir()
	o := src.options(out)
	o.afterCopy = func(n int) error {
		if n == 3 {
			return syscall.ENOSPC
		}
		return nil
	}
	if _, _, err := Take(ctx, o); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("backup: %v; want the disk's error", err)
	}
	if got := tree(t, out); len(got) != 1 {
		t.Fatalf("a failed backup left %v", got)
	}
}

// TestKilledBackupLeavesNothingWhole kills a backup (SIGKILL, in a process of its own) while
// it copies files and again once its manifest is written but before its rename: no folder has
// a backup's final name and verify accepts none of what is left; prune removes the leftovers.
func TestKilledBackupLeavesNothingWhole(t *testing.T) {
	for _, at := range []string{"copying", "renaming"} {
		t.Run(at, func(t *testing.T) {
			src := siteWithFiles(t, 4)
			if pgURL() == "" {
				src.db.Close() // the child process opens the file itself
			}
			out := t.TempDir()
			marker := filepath.Join(t.TempDir(), "paused")
			cmd := exec.Command(os.Args[0], "-test.run=^TestKilledBackupChild$", "-test.count=1")
			cmd.Env = append(os.Environ(), "BACKUP_CHILD_DATA="+src.dataDir, "BACKUP_CHILD_URL="+src.url,
				"BACKUP_CHILD_OUT="+out, "BACKUP_CHILD_MARKER="+marker, "BACKUP_CHILD_AT="+at)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(60 * time.Second)
			for {
				if _, err := os.Stat(marker); err == nil {
					break
				}
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatal("the backup never reached the point to kill it")
				}
				time.Sleep(10 * time.Millisecond)
			}
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			_ = cmd.Wait()
			entries, err := os.ReadDir(out)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 1 {
				t.Fatalf("after the kill: %v; want the one temporary folder", entries)
			}
			for _, e := range entries {
				if strings.HasPrefix(e.Name(), folderPrefix) {
					t.Fatalf("a killed backup left %s, a whole backup's name", e.Name())
				}
				if _, err := Verify(context.Background(), filepath.Join(out, e.Name()), readTables); err == nil {
					t.Fatalf("verify accepts %s, left by a killed backup", e.Name())
				}
			}
			if _, err := Prune(out, 3, time.Now().Add(Lease+time.Minute)); err != nil {
				t.Fatal(err)
			}
			if got := tree(t, out); len(got) != 1 {
				t.Fatalf("prune left %v", got)
			}
		})
	}
}

// TestKilledBackupChild is the backup TestKilledBackupLeavesNothingWhole kills.
func TestKilledBackupChild(t *testing.T) {
	data := os.Getenv("BACKUP_CHILD_DATA")
	if data == "" {
		t.Skip("run by TestKilledBackupLeavesNothingWhole")
	}
	s := site{dataDir: data, url: os.Getenv("BACKUP_CHILD_URL")}
	d, err := openSite(s)
	if err != nil {
		t.Fatal(err)
	}
	s.db = d
	pause := func() error {
		os.WriteFile(os.Getenv("BACKUP_CHILD_MARKER"), nil, 0o600)
		time.Sleep(time.Minute)
		return nil
	}
	o := s.options(os.Getenv("BACKUP_CHILD_OUT"))
	if os.Getenv("BACKUP_CHILD_AT") == "copying" {
		o.afterCopy = func(n int) error {
			if n == 3 {
				return pause()
			}
			return nil
		}
	} else {
		o.beforeRename = pause
	}
	_, _, err = Take(context.Background(), o)
	t.Fatalf("the backup was not killed: %v", err)
}

// TestPGDumpMissing: without pg_dump on the PATH a PostgreSQL backup says which package to
// install, and writes nothing.
func TestPGDumpMissing(t *testing.T) {
	if pgURL() == "" {
		t.Skip("PostgreSQL only (REACH_TEST_DATABASE_URL)")
	}
	src := newSite(t)
	out := t.TempDir()
	t.Setenv("PATH", t.TempDir())
	if _, _, err := Take(context.Background(), src.options(out)); err == nil || !strings.Contains(err.Error(), "postgresql-client") {
		t.Fatalf("backup without pg_dump: %v", err)
	}
	if got := tree(t, out); len(got) != 1 {
		t.Fatalf("left %v", got)
	}
}

// TestFailedRestoreRemovesWhatItWrote: a restore whose database does not match the manifest
// (here a manifest rewritten with one row more, its tables not read by verify) fails and
// leaves the target empty again, so it can be tried again.
func TestFailedRestoreRemovesWhatItWrote(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 2)
	path, m, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	claimOneMailMore(t, path, m)
	dst := emptySite(t)
	o := dst.restoreOptions(path)
	o.Tables = nil
	if _, err := Restore(ctx, o); err == nil || !strings.Contains(err.Error(), "table outbox_mails has 2 rows") {
		t.Fatalf("restore: %v", err)
	}
	for _, e := range tree(t, dst.dataDir) {
		if e != ". 4096" && !strings.HasPrefix(e, ". ") {
			t.Fatalf("a failed restore left %v", tree(t, dst.dataDir))
		}
	}
	if dst.url != "" {
		d, err := bundb.Open(dst.url, dst.dataDir)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		if _, err := Restore(ctx, o); err == nil || !strings.Contains(err.Error(), "already has tables") {
			t.Fatalf("PostgreSQL keeps the restored tables for a look: %v", err)
		}
	}
}

// TestVerifyRefusesPathsOutOfTheFolder: a manifest rewritten (with a valid checksum) to name a
// file outside the backup, or a link placed in it, is refused: restore never reads or writes
// beyond the backup and the target.
func TestVerifyRefusesPathsOutOfTheFolder(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 1)
	path, m, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(secret, []byte("not yours"), 0o600)
	size, sha, _ := hashFile(secret)

	escape := copyTree(t, path)
	rel, _ := filepath.Rel(escape, secret)
	m.Files = append(m.Files, Entry{Path: filepath.ToSlash(rel), Size: size, SHA256: sha})
	os.Remove(filepath.Join(escape, ManifestName))
	if err := writeManifest(escape, m); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(ctx, escape, readTables); err == nil || !strings.Contains(err.Error(), "missing file ../") {
		t.Fatalf("a manifest naming a file outside: %v", err)
	}

	link := copyTree(t, path)
	target := filepath.Join(link, m.Files[0].Path)
	os.Remove(target)
	if err := os.Symlink(secret, target); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(ctx, link, readTables); err == nil || !strings.Contains(err.Error(), "is not a plain file") {
		t.Fatalf("a link in the backup: %v", err)
	}
}

// TestBackupWarnsOfDamagedAndMissingFiles: a file whose bytes no longer match the SHA-256 Reach
// recorded, and one the database names that is gone, are named as warnings; the backup is
// still whole (the database is saved either way).
func TestBackupWarnsOfDamagedAndMissingFiles(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 3)
	damaged := filepath.Join(src.filesDir(), "files", "f00", "original.txt")
	if err := os.WriteFile(damaged, []byte("rotten bits"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(src.filesDir(), "files", "f01", "original.txt")); err != nil {
		t.Fatal(err)
	}
	path, m, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	w := strings.Join(m.Warnings, "\n")
	if !strings.Contains(w, "file files/f00/original.txt does not match the SHA-256 Reach recorded") ||
		!strings.Contains(w, "file files/f01/original.txt is named in the database but is missing") || len(m.Warnings) != 2 {
		t.Fatalf("warnings: %v", m.Warnings)
	}
	if _, err := Verify(ctx, path, readTables); err != nil {
		t.Fatalf("verify: %v", err)
	}
}

// TestBackupListsTheBucket: with files in S3 the manifest lists the objects the database names,
// with the SHA-256 Reach recorded, copies none, and warns of one that is gone.
func TestBackupListsTheBucket(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an S3 server")
	}
	ctx := context.Background()
	src := newSite(t)
	bucket, err := storage.NewS3(s3test.Start(t))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for _, name := range []string{"kept", "gone"} {
		body := []byte("bucket file " + name)
		key := "files/" + name + "/original.txt"
		if err := bucket.Put(ctx, key, "text/plain", body); err != nil {
			t.Fatal(err)
		}
		h := sum(body)
		if err := src.db.CreateFile(ctx, &model.File{ID: name, S3Key: key, Size: int64(len(body)), Filename: name, ContentType: "text/plain",
			Uploaded: true, Processed: true, Type: model.FileTypeAttachment, CreatedBy: "t", UpdatedBy: "t", CreatedAt: now, UpdatedAt: now, SHA256: &h}); err != nil {
			t.Fatal(err)
		}
	}
	if err := bucket.Delete(ctx, "files/gone/original.txt"); err != nil {
		t.Fatal(err)
	}
	o := src.options(t.TempDir())
	o.FilesDir, o.Bucket = "", bucket
	path, m, err := Take(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	want := Entry{Path: "files/kept/original.txt", Size: int64(len("bucket file kept")), SHA256: sum([]byte("bucket file kept"))}
	if len(m.Bucket) != 1 || m.Bucket[0] != want || len(m.Files) != 0 {
		t.Fatalf("bucket %+v files %+v", m.Bucket, m.Files)
	}
	if len(m.Warnings) != 1 || !strings.Contains(m.Warnings[0], "files/gone/original.txt is named in the database but is not in the bucket") {
		t.Fatalf("warnings %v", m.Warnings)
	}
	if _, err := Verify(ctx, path, readTables); err != nil {
		t.Fatalf("verify: %v", err)
	}
}

// TestBackupAndRestoreArePrivate: a backup holds password hashes and donors' addresses; its
// folder and every file in it, and what a restore writes, are readable by Reach's user only.
func TestBackupAndRestoreArePrivate(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 2)
	path, _, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	dst := emptySite(t)
	if _, err := Restore(ctx, dst.restoreOptions(path)); err != nil {
		t.Fatal(err)
	}
	for _, root := range []string{path, dst.dataDir} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			fi, err := d.Info()
			if err != nil {
				return err
			}
			if fi.Mode().Perm()&0o077 != 0 {
				t.Errorf("%s is %v: others may read it", p, fi.Mode().Perm())
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// claimOneMailMore rewrites the backup's manifest (its checksum too) to claim one outbox mail
// more than the database copy holds: bytes that match, tables that do not.
func claimOneMailMore(t *testing.T, path string, m *Manifest) {
	t.Helper()
	for i := range m.Tables {
		if m.Tables[i].Name == "outbox_mails" {
			m.Tables[i].Rows++
		}
	}
	os.Remove(filepath.Join(path, ManifestName))
	if err := writeManifest(path, m); err != nil {
		t.Fatal(err)
	}
}
