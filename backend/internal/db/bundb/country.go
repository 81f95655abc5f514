package bundb

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/model"
)

// ListJPCountries implements country.Store: the imported Joshua Project countries by name.
func (d *DB) ListJPCountries(ctx context.Context) ([]*model.Country, error) {
	var out []*model.Country
	err := d.bun.NewSelect().Model(&out).Column("code", "name", "region_code", "region", "continent_code", "continent").
		OrderExpr("name " + d.byteCollation() + " ASC, code ASC").Scan(ctx)
	return out, translate(err)
}
