package bundb

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Testimonies (package testimony).

// CreateTestimony implements testimony.Store.
func (d *DB) CreateTestimony(ctx context.Context, t *model.Testimony) error {
	return insertRow(ctx, d, t)
}

// GetTestimony implements testimony.Store.
func (d *DB) GetTestimony(ctx context.Context, id string) (*model.Testimony, error) {
	return getByID[model.Testimony](ctx, d, id)
}

// UpdateTestimony implements testimony.Store.
func (d *DB) UpdateTestimony(ctx context.Context, t *model.Testimony) error {
	return updateRow(ctx, d, t)
}

// DeleteTestimony implements testimony.Store.
func (d *DB) DeleteTestimony(ctx context.Context, id string) error {
	return deleteRow[model.Testimony](ctx, d, id)
}

// ListTestimonies implements testimony.Store.
func (d *DB) ListTestimonies(ctx context.Context, q db.ListQuery) ([]*model.Testimony, int, error) {
	var rows []*model.Testimony
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.description"}, "created_at")
}
