// Package dashboard is the back office's first screen: what waits for staff
// (reports to decide, agreements out for signature, failed payments, mail not
// delivered), the giving of the last twelve months, the new adoptions by
// region and where the people groups are, adopted or not.
package dashboard

import (
	"context"
	"fmt"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/backup"
	"github.com/reachmissions/reach/backend/internal/db"
)

// Months is how many calendar months the giving chart and the adoptions by
// region cover, the current one included.
const Months = 12

// CellDegrees is the size of a map cell: people groups are counted per cell of
// this many degrees of latitude and longitude, so the map's payload stays
// small (some 2,000 cells for 16,000 groups).
const CellDegrees = 2

// Store is what the dashboard reads. Every count is done by the database.
type Store interface {
	DashboardTiles(ctx context.Context) (db.DashboardTiles, error)
	// GivingByMonth sums the payments still PAID given on or after from, per month.
	GivingByMonth(ctx context.Context, from time.Time) ([]db.GivingMonth, error)
	// AdoptionsByRegion counts the adoptions created on or after from, per region.
	AdoptionsByRegion(ctx context.Context, from time.Time) ([]db.RegionAdoptions, error)
	// PeopleGroupCells counts the people groups with a point, per cell of degrees.
	PeopleGroupCells(ctx context.Context, degrees int) ([]db.MapCell, error)
}

// Summary is the dashboard.
type Summary struct {
	Tiles db.DashboardTiles
	// Since is the first day (UTC) of the first month counted.
	Since time.Time
	// Giving has one entry per month, oldest first, months without gifts at 0.
	Giving []db.GivingMonth
	// Regions are the regions with new adoptions, most first.
	Regions []db.RegionAdoptions
	Cells   []db.MapCell
	Backup  BackupTile
}

// BackupTile is the scheduled backups' tile.
type BackupTile struct {
	// Scheduled is set when the server takes backups (REACH_BACKUP_DIR).
	Scheduled bool
	// LastAt is when the last backup that worked finished (nil: none has).
	LastAt *time.Time
	// Failed is set when the last run failed; Warning also when the last good backup is older
	// than two periods.
	Failed, Warning bool
}

// Backups is where the dashboard reads the scheduled backups: their runs and period.
type Backups struct {
	Runs  backup.RunStore
	Every time.Duration
}

// Service answers the dashboard.
type Service struct {
	store Store
	Now   func() time.Time
	// Backups is set when the server takes scheduled backups.
	Backups *Backups
}

// New returns a Service on store.
func New(store Store) *Service { return &Service{store: store, Now: time.Now} }

// Summary answers the dashboard for a viewer who may read it.
func (s *Service) Summary(ctx context.Context) (*Summary, error) {
	if v := auth.ViewerFrom(ctx); v == nil || !v.Can(auth.PermViewAdminDashboard) {
		return nil, apperr.New(apperr.Forbidden, "You do not have permission to see the dashboard.")
	}
	since := FirstMonth(s.Now())
	tiles, err := s.store.DashboardTiles(ctx)
	if err != nil {
		return nil, fmt.Errorf("dashboard tiles: %w", err)
	}
	paid, err := s.store.GivingByMonth(ctx, since)
	if err != nil {
		return nil, fmt.Errorf("giving by month: %w", err)
	}
	regions, err := s.store.AdoptionsByRegion(ctx, since)
	if err != nil {
		return nil, fmt.Errorf("adoptions by region: %w", err)
	}
	cells, err := s.store.PeopleGroupCells(ctx, CellDegrees)
	if err != nil {
		return nil, fmt.Errorf("people group cells: %w", err)
	}
	sum := &Summary{Tiles: tiles, Since: since, Giving: FillMonths(since, paid), Regions: regions, Cells: cells}
	if s.Backups != nil {
		st, err := backup.Status(ctx, s.Backups.Runs, s.Backups.Every, s.Now())
		if err != nil {
			return nil, fmt.Errorf("backup status: %w", err)
		}
		sum.Backup = BackupTile{Scheduled: true, LastAt: st.LastOK, Failed: st.Last != nil && !st.Last.OK, Warning: st.Warning}
	}
	return sum, nil
}

// FirstMonth is the first day (UTC) of the oldest of the Months months that
// end with now's.
func FirstMonth(now time.Time) time.Time {
	now = now.UTC()
	return time.Date(now.Year(), now.Month()-Months+1, 1, 0, 0, 0, 0, time.UTC)
}

// FillMonths gives every month from since on its entry in paid, or zero.
func FillMonths(since time.Time, paid []db.GivingMonth) []db.GivingMonth {
	by := make(map[string]db.GivingMonth, len(paid))
	for _, m := range paid {
		by[m.Month] = m
	}
	out := make([]db.GivingMonth, Months)
	for i := range out {
		key := since.AddDate(0, i, 0).Format("2006-01")
		out[i] = by[key]
		out[i].Month = key
	}
	return out
}
