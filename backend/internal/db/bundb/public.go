package bundb

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.Public = (*DB)(nil)

// ListRegions implements db.Public.
func (d *DB) ListRegions(ctx context.Context) ([]*model.Region, error) {
	var out []*model.Region
	err := d.bun.NewSelect().Model(&out).OrderExpr("name " + d.byteCollation() + " ASC, code ASC").Scan(ctx)
	return out, translate(err)
}

// ListReligions implements db.Public.
func (d *DB) ListReligions(ctx context.Context) ([]*model.Religion, error) {
	var out []*model.Religion
	err := d.bun.NewSelect().Model(&out).OrderExpr("name " + d.byteCollation() + " ASC, id ASC").Scan(ctx)
	return out, translate(err)
}
