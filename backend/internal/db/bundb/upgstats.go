package bundb

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Quarterly figures of people groups (package upgstats).

// CreateUpgStatsRecord implements upgstats.Store.
func (d *DB) CreateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error {
	return insertRow(ctx, d, r)
}

// GetUpgStatsRecord implements upgstats.Store.
func (d *DB) GetUpgStatsRecord(ctx context.Context, id string) (*model.UpgStatsRecord, error) {
	return getByID[model.UpgStatsRecord](ctx, d, id)
}

// UpdateUpgStatsRecord implements upgstats.Store.
func (d *DB) UpdateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error {
	return updateRow(ctx, d, r)
}

// DeleteUpgStatsRecord implements upgstats.Store.
func (d *DB) DeleteUpgStatsRecord(ctx context.Context, id string) error {
	return deleteRow[model.UpgStatsRecord](ctx, d, id)
}

// ListUpgStatsRecords implements upgstats.Store.
func (d *DB) ListUpgStatsRecords(ctx context.Context, q db.ListQuery) ([]*model.UpgStatsRecord, int, error) {
	var rows []*model.UpgStatsRecord
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.quarter", "?TableAlias.people_group_id"}, "quarter")
}
