// Package backupmodel holds the models as migration 20261207090000 made them.
package backupmodel

import "time"

// BackupSchedule says when the next scheduled backup is due.
type BackupSchedule struct {
	ID         string     `bun:"id,pk"`
	DueAt      time.Time  `bun:"due_at,notnull"`
	LeaseUntil *time.Time `bun:"lease_until"`
}

// BackupRun is one scheduled backup.
type BackupRun struct {
	ID         string     `bun:"id,pk"`
	StartedAt  time.Time  `bun:"started_at,notnull"`
	FinishedAt *time.Time `bun:"finished_at"`
	OK         bool       `bun:"ok,notnull,default:false"`
	Path       string     `bun:"path,notnull,default:''"`
	Error      string     `bun:"error,notnull,default:''"`
}
