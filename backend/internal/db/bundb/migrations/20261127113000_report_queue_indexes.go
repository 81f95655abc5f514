package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// The staff's approval queue (docs/benchmarks.md, "Reports"): every list of reports reads the
// live ones (deleted_at IS NULL) of one status, a page oldest submitted first and counts of each
// tab, or newest first by default. reports_queue_idx (status, submitted_at) left the deleted_at
// test and the id tiebreak to each row, so every tab count read its rows and the newest-first
// page sorted the whole tab. Partial indexes on the live rows, with the tiebreak, give the page
// in index order and count from the index alone, on both engines.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS reports_live_submitted_idx ON reports (status, submitted_at, id) WHERE deleted_at IS NULL`,
				`CREATE INDEX IF NOT EXISTS reports_live_created_idx ON reports (status, created_at, id) WHERE deleted_at IS NULL`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
