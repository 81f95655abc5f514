package bundb

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Prayer requests (package prayer).

// CreatePrayerRequest implements prayer.Store.
func (d *DB) CreatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error {
	return insertRow(ctx, d, p)
}

// GetPrayerRequest implements prayer.Store.
func (d *DB) GetPrayerRequest(ctx context.Context, id string) (*model.PrayerRequest, error) {
	return getByID[model.PrayerRequest](ctx, d, id)
}

// UpdatePrayerRequest implements prayer.Store.
func (d *DB) UpdatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error {
	return updateRow(ctx, d, p)
}

// DeletePrayerRequest implements prayer.Store.
func (d *DB) DeletePrayerRequest(ctx context.Context, id string) error {
	return deleteRow[model.PrayerRequest](ctx, d, id)
}

// ListPrayerRequests implements prayer.Store.
func (d *DB) ListPrayerRequests(ctx context.Context, q db.ListQuery) ([]*model.PrayerRequest, int, error) {
	var rows []*model.PrayerRequest
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.description", "?TableAlias.result"}, "created_at")
}
