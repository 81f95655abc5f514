package model

import "time"

// BackupSchedule is the one row that says when the next scheduled backup is due; an instance
// claims a run by moving DueAt on with a conditional update, and holds LeaseUntil while it works.
type BackupSchedule struct {
	ID         string     `bun:"id,pk"`
	DueAt      time.Time  `bun:"due_at,notnull"`
	LeaseUntil *time.Time `bun:"lease_until"`
}

// BackupRun is one scheduled backup: when it started and finished, whether it worked, the
// folder it wrote and, when it failed, why.
type BackupRun struct {
	ID         string     `bun:"id,pk"`
	StartedAt  time.Time  `bun:"started_at,notnull"`
	FinishedAt *time.Time `bun:"finished_at"`
	OK         bool       `bun:"ok,notnull,default:false"`
	Path       string     `bun:"path,notnull,default:''"`
	Error      string     `bun:"error,notnull,default:''"`
}

// BackupTable is one table of a database as a backup records it: its rows and a checksum of
// their content, read in the order of the primary key.
type BackupTable struct {
	Name     string `json:"name"`
	Rows     int64  `json:"rows"`
	Checksum string `json:"checksum"`
}

// BackupFileRef is one stored object a database's files table names, with the SHA-256 Reach
// recorded for it ("" when none was) and whether the object must be there (an upload never
// received or a deleted file may be gone).
type BackupFileRef struct {
	Key      string
	SHA256   string
	Size     int64
	Required bool
}

// BackupSnapshot is what a backup reads from one consistent view of the database.
type BackupSnapshot struct {
	// Level is the name of the last migration applied.
	Level  string
	Tables []BackupTable
	Files  []BackupFileRef
}
