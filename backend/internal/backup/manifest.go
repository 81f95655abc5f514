// Package backup takes, checks and restores Reach's backups: one folder per backup holding the
// database (SQLite's online copy or PostgreSQL's pg_dump), the local files and manifest.json,
// which records what a whole backup holds so that `reach backup verify` can tell. Scheduled
// backups run on one instance at a time and are recorded for the dashboard
// (docs/operations.md).
package backup

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// ManifestName is the manifest's file in a backup folder.
const ManifestName = "manifest.json"

// Format is the manifest's layout version.
const Format = 1

// The database's file in a backup folder, by engine.
const (
	SQLiteFile   = "database.sqlite"
	PGDumpFile   = "database.pgdump"
	FilesFolder  = "files"
	folderPrefix = "reach-backup-"
)

// Entry is one file of a backup folder, or one object of a bucket, with its size and SHA-256.
type Entry struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Manifest says what a whole backup holds.
type Manifest struct {
	Format int `json:"format"`
	// Name is the backup folder's name: a folder of another name (a backup cut short before
	// its rename) is not a whole backup.
	Name           string    `json:"name"`
	CreatedAt      time.Time `json:"createdAt"`
	ReachVersion   string    `json:"reachVersion"`
	Engine         string    `json:"engine"`
	MigrationLevel string    `json:"migrationLevel"`
	Database       Entry     `json:"database"`
	// Tables are every table's rows and content checksum at the moment of the backup.
	Tables []model.BackupTable `json:"tables"`
	// Files are the files copied into the folder (the local file store's objects).
	Files []Entry `json:"files"`
	// Bucket lists the S3 bucket's objects the database names, with the SHA-256 Reach
	// recorded; the bucket keeps them (its versioning or replication backs them up).
	Bucket []Entry `json:"bucket,omitempty"`
	// Warnings are what the backup found wrong but kept going past (a file whose bytes no
	// longer match the SHA-256 Reach recorded, a file the database names that is gone).
	Warnings []string `json:"warnings,omitempty"`
	// Checksum is the SHA-256 of the manifest written with an empty Checksum.
	Checksum string `json:"checksum"`
}

func (m Manifest) sum() (string, error) {
	m.Checksum = ""
	b, err := json.Marshal(m)
	if err != nil {
		return "", err
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:]), nil
}

// ErrNotBackup is returned for a folder with no manifest: not a backup, or one cut short.
var ErrNotBackup = errors.New("not a whole backup")

// ReadManifest reads and checks the manifest of the backup folder dir.
func ReadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s has no %s: %w (a backup writes its manifest last)", dir, ManifestName, ErrNotBackup)
	}
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s is damaged (%v): the backup cannot be trusted", ManifestName, err)
	}
	want, err := m.sum()
	if err != nil {
		return nil, err
	}
	if m.Checksum != want {
		return nil, fmt.Errorf("%s has been changed or damaged: its checksum does not match its content", ManifestName)
	}
	if m.Format != Format {
		return nil, fmt.Errorf("%s is of format %d; this Reach reads format %d", ManifestName, m.Format, Format)
	}
	return &m, nil
}

func writeManifest(dir string, m *Manifest) error {
	sum, err := m.sum()
	if err != nil {
		return err
	}
	m.Checksum = sum
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return writeFileSync(filepath.Join(dir, ManifestName), append(b, '\n'))
}

// Version is this build's version: the module's, and the commit it was built from when known.
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" {
			v += " " + s.Value
		}
	}
	return v
}
