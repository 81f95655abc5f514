package bundb

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Simple lists (package simplelist).

// CreateSimpleList implements simplelist.Store.
func (d *DB) CreateSimpleList(ctx context.Context, l *model.SimpleList) error {
	return insertRow(ctx, d, l)
}

// GetSimpleList implements simplelist.Store.
func (d *DB) GetSimpleList(ctx context.Context, id string) (*model.SimpleList, error) {
	return getByID[model.SimpleList](ctx, d, id)
}

// GetSimpleListByName implements simplelist.Store.
func (d *DB) GetSimpleListByName(ctx context.Context, name string) (*model.SimpleList, error) {
	l := new(model.SimpleList)
	if err := d.bun.NewSelect().Model(l).Where("name = ?", name).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdateSimpleList implements simplelist.Store.
func (d *DB) UpdateSimpleList(ctx context.Context, l *model.SimpleList) error {
	return updateRow(ctx, d, l)
}

// DeleteSimpleList implements simplelist.Store.
func (d *DB) DeleteSimpleList(ctx context.Context, id string) error {
	return deleteRow[model.SimpleList](ctx, d, id)
}

// ListSimpleLists implements simplelist.Store.
func (d *DB) ListSimpleLists(ctx context.Context, q db.ListQuery) ([]*model.SimpleList, int, error) {
	var rows []*model.SimpleList
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.name"}, "name")
}
