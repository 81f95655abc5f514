package backup

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// RunStore records scheduled backups (bundb.DB).
type RunStore interface {
	// ClaimBackup takes the scheduled backup when it is due and no instance holds it.
	ClaimBackup(ctx context.Context, now time.Time, every, lease time.Duration) (string, bool, error)
	// FinishBackup records how a run ended and lets the schedule go; a non-zero retry brings
	// the next run forward to then.
	FinishBackup(ctx context.Context, id string, now time.Time, path, runErr string, retry time.Time) error
	// BackupRuns are the latest runs, newest first.
	BackupRuns(ctx context.Context, limit int) ([]*model.BackupRun, error)
}

// Lease is how long a scheduled backup holds the schedule: another instance takes over a run
// whose instance stopped once it has passed.
const Lease = 6 * time.Hour

// RetryAfter is how soon a failed scheduled backup is tried again (or the period, if shorter).
const RetryAfter = 15 * time.Minute

// Scheduler takes a backup every Every into Dir on one instance at a time and keeps the
// Keep newest.
type Scheduler struct {
	Runs  RunStore
	Every time.Duration
	Keep  int
	Dir   string
	// Take writes one backup into Dir and returns its folder.
	Take func(ctx context.Context) (string, error)
	// Check is how often the schedule is looked at (a minute when zero).
	Check time.Duration
	Now   func() time.Time
	Log   func(msg string, args ...any)
}

func (s *Scheduler) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Run looks at the schedule until ctx ends.
func (s *Scheduler) Run(ctx context.Context) {
	check := s.Check
	if check == 0 {
		check = time.Minute
	}
	for {
		if _, err := s.Once(ctx); err != nil && ctx.Err() == nil && s.Log != nil {
			s.Log("scheduled backup", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(check):
		}
	}
}

// Once takes the scheduled backup when it is due and this instance claims it, prunes the
// oldest beyond Keep and records the run; it tells whether it ran one.
func (s *Scheduler) Once(ctx context.Context) (bool, error) {
	id, ok, err := s.Runs.ClaimBackup(ctx, s.now(), s.Every, Lease)
	if err != nil || !ok {
		return false, err
	}
	path, runErr := s.Take(ctx)
	if runErr == nil {
		if _, err := Prune(s.Dir, s.Keep, s.now()); err != nil {
			runErr = fmt.Errorf("the backup was written but the oldest could not be removed: %w", err)
		}
	}
	msg := ""
	var retry time.Time
	if runErr != nil {
		msg = runErr.Error()
		retry = s.now().Add(min(s.Every, RetryAfter))
		if s.Log != nil {
			s.Log("scheduled backup failed", "err", runErr)
		}
	}
	if err := s.Runs.FinishBackup(context.WithoutCancel(ctx), id, s.now(), path, msg, retry); err != nil {
		return true, err
	}
	return true, runErr
}

// Prune removes the oldest whole backups in dir beyond the keep newest, and the folders of
// backups cut short (temporary names) older than Lease; it returns what it removed.
func Prune(dir string, keep int, now time.Time) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var whole, removed []string
	for _, e := range entries {
		name := e.Name()
		switch {
		case !e.IsDir():
		case strings.HasPrefix(name, folderPrefix):
			// Only a folder with a readable manifest counts: anything else someone put here
			// is left alone.
			if m, err := ReadManifest(filepath.Join(dir, name)); err == nil && m.Name == name {
				whole = append(whole, name)
			}
		case strings.HasPrefix(name, "."+folderPrefix) && strings.Contains(name, ".partial-"):
			if fi, err := e.Info(); err == nil && now.Sub(fi.ModTime()) > Lease {
				if err := os.RemoveAll(filepath.Join(dir, name)); err != nil {
					return removed, err
				}
				removed = append(removed, name)
			}
		}
	}
	if keep < 1 || len(whole) <= keep {
		return removed, nil
	}
	sort.Strings(whole) // the names sort by time
	for _, name := range whole[:len(whole)-keep] {
		if err := os.RemoveAll(filepath.Join(dir, name)); err != nil {
			return removed, err
		}
		removed = append(removed, name)
	}
	return removed, nil
}

// State is what the dashboard shows of the scheduled backups.
type State struct {
	// Last is the latest finished run (nil when none has finished).
	Last *model.BackupRun
	// LastOK is when the latest backup that worked finished (nil when none has).
	LastOK *time.Time
	// Warning is set when the latest run failed, or the latest good backup is older than two
	// periods (or there is none a period after the first run began).
	Warning bool
}

// Status reads the scheduled backups' state for the dashboard, for backups every every.
func Status(ctx context.Context, runs RunStore, every time.Duration, now time.Time) (State, error) {
	list, err := runs.BackupRuns(ctx, 50)
	if err != nil {
		return State{}, err
	}
	var st State
	for _, r := range list {
		if r.FinishedAt == nil {
			continue
		}
		if st.Last == nil {
			st.Last = r
		}
		if r.OK {
			st.LastOK = r.FinishedAt
			break
		}
	}
	switch {
	case st.Last != nil && !st.Last.OK:
		st.Warning = true
	case st.LastOK != nil && now.Sub(*st.LastOK) > 2*every:
		st.Warning = true
	case st.LastOK == nil && len(list) > 0 && now.Sub(list[len(list)-1].StartedAt) > every:
		st.Warning = true
	}
	return st, nil
}
