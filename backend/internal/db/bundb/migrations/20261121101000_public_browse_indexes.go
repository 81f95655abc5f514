package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Indexes for the giving site's people group listing, whose order is
// population DESC NULLS LAST, id: with a region filter (the most common
// page) and without. PostgreSQL needs NULLS LAST spelt out for the index to
// serve that order; SQLite sorts NULLs first ascending, so a DESC column
// already puts them last and takes no NULLS clause.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			desc := "population DESC"
			if db.Dialect().Name().String() == "pg" {
				desc = "population DESC NULLS LAST"
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS people_groups_public_region_idx ON people_groups (region_code, `+desc+`, id)`,
				`CREATE INDEX IF NOT EXISTS people_groups_public_population_idx ON people_groups (`+desc+`, id)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
