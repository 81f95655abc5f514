package graph_test

import (
	"context"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
)

// The dashboard's backup tile: off without REACH_BACKUP_DIR; with it, the last good backup's
// time, and a warning once a run fails.
func TestStaffDashboardBackupTile(t *testing.T) {
	ctx := context.Background()
	const q = `{ staffDashboard { backup { scheduled lastAt failed warning } } }`
	type answer struct {
		StaffDashboard struct {
			Backup struct {
				Scheduled, Failed, Warning bool
				LastAt                     *time.Time
			}
		}
	}
	off := graphtest.New(t)
	token, _ := off.SignInAs("staff")
	var got answer
	off.Do(token, q, nil).MustOK().MustDecode(&got)
	if b := got.StaffDashboard.Backup; b.Scheduled || b.Warning || b.LastAt != nil {
		t.Fatalf("without scheduled backups: %+v", b)
	}

	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.BackupDir, c.BackupEvery = t.TempDir(), 24*time.Hour
	}))
	token, _ = env.SignInAs("staff")
	now := env.Clock.Now()
	id, ok, err := env.DB.ClaimBackup(ctx, now.Add(-time.Hour), 24*time.Hour, time.Hour)
	if err != nil || !ok {
		t.Fatalf("claim: %v %v", ok, err)
	}
	if err := env.DB.FinishBackup(ctx, id, now.Add(-50*time.Minute), "/srv/backups/reach-backup-1", "", time.Time{}); err != nil {
		t.Fatal(err)
	}
	env.Do(token, q, nil).MustOK().MustDecode(&got)
	if b := got.StaffDashboard.Backup; !b.Scheduled || b.Warning || b.Failed || b.LastAt == nil || b.LastAt.Sub(now.Add(-50*time.Minute)).Abs() > time.Millisecond {
		t.Fatalf("after a good backup: %+v", b)
	}
	id, ok, err = env.DB.ClaimBackup(ctx, now.Add(25*time.Hour), 24*time.Hour, time.Hour)
	if err != nil || !ok {
		t.Fatalf("claim: %v %v", ok, err)
	}
	if err := env.DB.FinishBackup(ctx, id, now.Add(25*time.Hour), "", "no space left on device", time.Time{}); err != nil {
		t.Fatal(err)
	}
	env.Do(token, q, nil).MustOK().MustDecode(&got)
	if b := got.StaffDashboard.Backup; !b.Failed || !b.Warning || b.LastAt == nil {
		t.Fatalf("after a failed backup: %+v", b)
	}
}
