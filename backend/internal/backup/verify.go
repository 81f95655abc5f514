package backup

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/reachmissions/reach/backend/internal/model"
)

// TableReader reads the tables of a backup's SQLite copy (bundb.OpenSQLiteReadOnly and
// BackupSums), so that verify checks every table's rows and checksum as well as the file's hash.
type TableReader func(ctx context.Context, dbFile string) (model.BackupSnapshot, error)

// Problems is what verify found wrong with a backup, one line each.
type Problems []string

func (p Problems) Error() string {
	return fmt.Sprintf("the backup does not match its manifest (%d problems):\n  %s", len(p), strings.Join(p, "\n  "))
}

// Verify checks the backup folder dir against its manifest: the manifest's own checksum, the
// folder's name, the database file's and every file's size and SHA-256, that no file is missing
// and none was added, and (with tables, on SQLite) every table's rows and checksum. It returns
// the manifest, and Problems naming each difference.
func Verify(ctx context.Context, dir string, tables TableReader) (*Manifest, error) {
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("backup %s: %w", dir, errors.Unwrap(err))
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("backup %s is not a folder", dir)
	}
	m, err := ReadManifest(dir)
	if err != nil {
		return nil, err
	}
	var probs Problems
	if base := filepath.Base(filepath.Clean(dir)); base != m.Name {
		probs = append(probs, fmt.Sprintf("the folder is named %s but the backup was written as %s (a backup cut short keeps its temporary name)", base, m.Name))
	}
	want := map[string]Entry{m.Database.Path: m.Database}
	for _, e := range m.Files {
		want[e.Path] = e
	}
	seen := map[string]bool{}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() || rel == ManifestName {
			return nil
		}
		if !d.Type().IsRegular() {
			probs = append(probs, fmt.Sprintf("%s is not a plain file (a link or device has no place in a backup)", rel))
			return nil
		}
		e, ok := want[rel]
		if !ok {
			probs = append(probs, fmt.Sprintf("extra file %s: not in the manifest", rel))
			return nil
		}
		seen[rel] = true
		size, sum, err := hashFile(p)
		if err != nil {
			return err
		}
		switch {
		case size != e.Size:
			probs = append(probs, fmt.Sprintf("changed file %s: %d bytes, the manifest says %d", rel, size, e.Size))
		case sum != e.SHA256:
			probs = append(probs, fmt.Sprintf("changed file %s: its SHA-256 is %s, the manifest says %s", rel, sum, e.SHA256))
		}
		return nil
	})
	if err != nil {
		return m, err
	}
	for path := range want {
		if !seen[path] {
			probs = append(probs, fmt.Sprintf("missing file %s", path))
		}
	}
	if len(probs) == 0 && tables != nil && m.Engine == "sqlite" {
		got, err := tables(ctx, filepath.Join(dir, m.Database.Path))
		if err != nil {
			probs = append(probs, fmt.Sprintf("the database copy cannot be read: %v", err))
		} else {
			probs = append(probs, CompareTables(m, got)...)
		}
	}
	if len(probs) > 0 {
		sort.Strings(probs)
		return m, probs
	}
	return m, nil
}

// CompareTables names every difference between the manifest's migration level and tables and
// those read from a database.
func CompareTables(m *Manifest, got model.BackupSnapshot) []string {
	var probs []string
	if got.Level != m.MigrationLevel {
		probs = append(probs, fmt.Sprintf("migration level %s, the manifest says %s", got.Level, m.MigrationLevel))
	}
	have := map[string]model.BackupTable{}
	for _, t := range got.Tables {
		have[t.Name] = t
	}
	for _, t := range m.Tables {
		g, ok := have[t.Name]
		delete(have, t.Name)
		switch {
		case !ok:
			probs = append(probs, fmt.Sprintf("table %s is missing", t.Name))
		case g.Rows != t.Rows:
			probs = append(probs, fmt.Sprintf("table %s has %d rows, the manifest says %d", t.Name, g.Rows, t.Rows))
		case g.Checksum != t.Checksum:
			probs = append(probs, fmt.Sprintf("table %s's content differs from the manifest's checksum", t.Name))
		}
	}
	for name := range have {
		probs = append(probs, fmt.Sprintf("extra table %s: not in the manifest", name))
	}
	return probs
}
