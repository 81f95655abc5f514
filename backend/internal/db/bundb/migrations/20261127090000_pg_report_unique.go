package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// People group quarterly reports: one per people group, quarter and field worker, rejected and
// deleted ones not counted (docs/reports.md). The report service checks it first to answer
// with a message; the index settles a race.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`CREATE UNIQUE INDEX IF NOT EXISTS reports_pg_quarter_unique_idx ON reports (people_group_id, quarter, contact_id) `+
					`WHERE type = 'PG_QUARTERLY' AND status <> 'REJECTED' AND deleted_at IS NULL AND people_group_id IS NOT NULL AND quarter <> ''`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
