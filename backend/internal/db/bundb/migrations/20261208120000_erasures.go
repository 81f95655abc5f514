package migrations

import (
	"context"

	"github.com/uptrace/bun"

	erasuremodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261208120000_erasures"
)

// Erasures (docs/operations.md, "Erasing a person"): one row per person an admin erased, with
// the reason and what was kept.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createTables(ctx, tx, (*erasuremodel.Erasure)(nil))
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
