// Package datadir keeps Reach's data folder private to the user Reach runs
// as: the folder and the folders in it are DirMode (0700), the SQLite
// database and its -wal and -shm files FileMode (0600). New ones are made so;
// ones found looser at start are tightened, and the caller warns about each.
package datadir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// The modes of the data folder and of what Reach keeps in it.
const (
	DirMode  fs.FileMode = 0o700
	FileMode fs.FileMode = 0o600
)

// SQLiteFiles are the database file and the files SQLite keeps beside it.
func SQLiteFiles(dbPath string) []string {
	return []string{dbPath, dbPath + "-wal", dbPath + "-shm", dbPath + "-journal"}
}

// Tighten makes path private when it exists with more than its owner's
// permissions: a folder becomes DirMode, a file FileMode. It tells whether
// it changed anything; a missing path is left alone.
func Tighten(path string) (bool, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if fi.Mode().Perm()&0o077 == 0 {
		return false, nil
	}
	mode := FileMode
	if fi.IsDir() {
		mode = DirMode
	}
	if err := os.Chmod(path, mode); err != nil {
		return false, fmt.Errorf("make %s private: %w", path, err)
	}
	return true, nil
}

// Secure makes the data folder private at start: it tightens dataDir, its
// files folder (local file storage) and the SQLite files of dbPath (empty:
// none) when they are looser than DirMode and FileMode, and returns the paths
// it tightened for the caller to warn about. It creates nothing.
func Secure(dataDir, dbPath string) ([]string, error) {
	var paths []string
	if dataDir != "" {
		paths = append(paths, dataDir, filepath.Join(dataDir, "files"))
	}
	if dbPath != "" {
		paths = append(paths, SQLiteFiles(dbPath)...)
	}
	var tightened []string
	for _, p := range paths {
		changed, err := Tighten(p)
		if err != nil {
			return tightened, err
		}
		if changed {
			tightened = append(tightened, p)
		}
	}
	return tightened, nil
}

// CreateFile creates an empty file at path with FileMode unless one exists,
// so a program that creates it with wider permissions (SQLite makes its
// database 0644) finds it already private.
func CreateFile(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, FileMode)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return f.Close()
}
