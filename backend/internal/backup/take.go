package backup

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// Store is what a backup reads from the database (bundb.DB).
type Store interface {
	// Engine is "sqlite" or "postgres".
	Engine() string
	// BackupSnapshot reads one consistent view of the database: on SQLite it writes the
	// database's online copy to dbFile; on PostgreSQL it calls dump with the name of an
	// exported snapshot while it reads.
	BackupSnapshot(ctx context.Context, dbFile string, dump func(ctx context.Context, snapshot string) error) (model.BackupSnapshot, error)
}

// Options say what to back up and where.
type Options struct {
	Store Store
	// DatabaseURL is PostgreSQL's address, for pg_dump.
	DatabaseURL string
	// FilesDir is the local file store's folder (the data folder's files); empty when the
	// files are in a bucket.
	FilesDir string
	// Bucket is the S3 store when the files are in a bucket (nil for local files).
	Bucket storage.Store
	// Dir is the folder the backup folder is made in.
	Dir string
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// afterCopy, when set (tests), runs after each file copied; an error stops the backup.
	afterCopy func(n int) error
	// beforeRename, when set (tests), runs once the manifest is written, before the rename.
	beforeRename func() error
}

// PGDumpMissing is the message when pg_dump is not on the PATH.
const PGDumpMissing = "pg_dump is not on the PATH: install PostgreSQL's client programs (the postgresql-client package, of the server's major version)"

// Take writes a backup into a new folder of opts.Dir named reach-backup-<UTC time>: under a
// temporary name, renamed only once everything in it is written and synced, so a backup cut
// short never looks whole. It returns the folder's path and the manifest.
func Take(ctx context.Context, opts Options) (string, *Manifest, error) {
	now := time.Now
	if opts.Now != nil {
		now = opts.Now
	}
	engine := opts.Store.Engine()
	pgDump := ""
	if engine == "postgres" {
		p, err := exec.LookPath("pg_dump")
		if err != nil {
			return "", nil, errors.New(PGDumpMissing)
		}
		pgDump = p
	}
	if abs, err := filepath.Abs(opts.Dir); err == nil {
		opts.Dir = abs // the path printed is one a script can use from anywhere
	}
	if fi, err := os.Stat(opts.Dir); err != nil {
		return "", nil, fmt.Errorf("backup folder %s: %w", opts.Dir, errors.Unwrap(err))
	} else if !fi.IsDir() {
		return "", nil, fmt.Errorf("backup folder %s is not a folder", opts.Dir)
	}
	start := now().UTC()
	name := folderPrefix + start.Format("20060102T150405Z")
	var rnd [4]byte
	_, _ = rand.Read(rnd[:])
	tmp := filepath.Join(opts.Dir, "."+name+".partial-"+hex.EncodeToString(rnd[:]))
	if err := os.Mkdir(tmp, 0o700); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return "", nil, fmt.Errorf("cannot write in the backup folder %s: %w", opts.Dir, err)
	}
	done := false
	defer func() {
		if !done {
			os.RemoveAll(tmp) //nolint:errcheck // a failed backup leaves nothing
		}
	}()
	m := &Manifest{Format: Format, CreatedAt: start, ReachVersion: Version(), Engine: engine}

	dbName := SQLiteFile
	if engine == "postgres" {
		dbName = PGDumpFile
	}
	dbPath := filepath.Join(tmp, dbName)
	snap, err := opts.Store.BackupSnapshot(ctx, dbPath, func(ctx context.Context, snapshot string) error {
		return runPGDump(ctx, pgDump, opts.DatabaseURL, snapshot, dbPath)
	})
	if err != nil {
		return "", nil, err
	}
	m.MigrationLevel, m.Tables = snap.Level, snap.Tables
	if err := os.Chmod(dbPath, 0o600); err != nil {
		return "", nil, err
	}
	if err := syncFile(dbPath); err != nil {
		return "", nil, err
	}
	if m.Database.Size, m.Database.SHA256, err = hashFile(dbPath); err != nil {
		return "", nil, err
	}
	m.Database.Path = dbName

	refs := dedupe(snap.Files)
	switch {
	case opts.Bucket != nil:
		for _, r := range refs {
			o, err := opts.Bucket.Stat(ctx, r.Key)
			if errors.Is(err, storage.ErrNotExist) {
				if r.Required {
					m.Warnings = append(m.Warnings, fmt.Sprintf("file %s is named in the database but is not in the bucket", r.Key))
				}
				continue
			}
			if err != nil {
				return "", nil, fmt.Errorf("bucket object %s: %w", r.Key, err)
			}
			m.Bucket = append(m.Bucket, Entry{Path: r.Key, Size: o.Size, SHA256: r.SHA256})
		}
	case opts.FilesDir != "":
		if err := copyFiles(ctx, opts, refs, tmp, m); err != nil {
			return "", nil, err
		}
	}
	if err := syncTree(tmp); err != nil {
		return "", nil, err
	}
	final := filepath.Join(opts.Dir, name)
	for i := 2; ; i++ {
		if _, err := os.Lstat(final); errors.Is(err, fs.ErrNotExist) {
			break
		}
		final = filepath.Join(opts.Dir, fmt.Sprintf("%s-%d", name, i))
	}
	m.Name = filepath.Base(final)
	if err := writeManifest(tmp, m); err != nil {
		return "", nil, err
	}
	if err := syncDir(tmp); err != nil {
		return "", nil, err
	}
	if opts.beforeRename != nil {
		if err := opts.beforeRename(); err != nil {
			return "", nil, err
		}
	}
	if err := os.Rename(tmp, final); err != nil {
		return "", nil, err
	}
	done = true
	if err := syncDir(opts.Dir); err != nil {
		return final, m, err
	}
	return final, m, nil
}

func dedupe(refs []model.BackupFileRef) []model.BackupFileRef {
	seen := map[string]int{}
	var out []model.BackupFileRef
	for _, r := range refs {
		if i, ok := seen[r.Key]; ok {
			out[i].Required = out[i].Required || r.Required
			if out[i].SHA256 == "" {
				out[i].SHA256 = r.SHA256
			}
			continue
		}
		seen[r.Key] = len(out)
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// copyFiles copies the objects the database names (and each one's content-type sidecar, and
// the store's signing secret) from the local file store, each checked against the SHA-256
// Reach recorded for it.
func copyFiles(ctx context.Context, opts Options, refs []model.BackupFileRef, tmp string, m *Manifest) error {
	n := 0
	add := func(rel string) (bool, string, error) {
		src := filepath.Join(opts.FilesDir, filepath.FromSlash(rel))
		size, sum, err := copyFile(src, filepath.Join(tmp, FilesFolder, filepath.FromSlash(rel)))
		if errors.Is(err, fs.ErrNotExist) {
			return false, "", nil
		}
		if err != nil {
			return false, "", fmt.Errorf("copy file %s: %w", rel, err)
		}
		m.Files = append(m.Files, Entry{Path: FilesFolder + "/" + rel, Size: size, SHA256: sum})
		n++
		if opts.afterCopy != nil {
			if err := opts.afterCopy(n); err != nil {
				return false, "", err
			}
		}
		return true, sum, nil
	}
	if _, _, err := add(".secret"); err != nil {
		return err
	}
	for _, r := range refs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !storage.ValidKey(r.Key) {
			m.Warnings = append(m.Warnings, fmt.Sprintf("file key %q is not one Reach makes; left out", r.Key))
			continue
		}
		ok, sum, err := add(r.Key)
		if err != nil {
			return err
		}
		if !ok {
			if r.Required {
				m.Warnings = append(m.Warnings, fmt.Sprintf("file %s is named in the database but is missing from the files folder", r.Key))
			}
			continue
		}
		if r.SHA256 != "" && !strings.EqualFold(r.SHA256, sum) {
			m.Warnings = append(m.Warnings, fmt.Sprintf("file %s does not match the SHA-256 Reach recorded for it (recorded %s, found %s)", r.Key, r.SHA256, sum))
		}
		if _, _, err := add(r.Key + ".meta"); err != nil {
			return err
		}
	}
	return nil
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// runPGDump dumps the database at url, as of the exported snapshot, in pg_dump's custom format.
func runPGDump(ctx context.Context, pgDump, url, snapshot, out string) error {
	if pgDump == "" {
		return errors.New(PGDumpMissing)
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, pgDump, "--format=custom", "--snapshot="+snapshot, "--no-password", "--file="+out, "--dbname="+url)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if strings.Contains(msg, "version mismatch") {
			return fmt.Errorf("pg_dump cannot dump this server: its major version differs (%s); install the postgresql-client package of the server's major version", firstLine(msg))
		}
		return fmt.Errorf("pg_dump failed: %v: %s", err, msg)
	}
	return nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
