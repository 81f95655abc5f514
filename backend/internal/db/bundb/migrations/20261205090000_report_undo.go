package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// An approval made with an undo waits out its window before it feeds anything
// (docs/reports.md, "Undoing an approval"): reports.effects_due_at holds when its effects are
// due, and a partial index finds the due ones without reading the others.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			ts := timestampType(db)
			return createIndexes(ctx, tx,
				`ALTER TABLE reports ADD COLUMN effects_due_at `+ts,
				`CREATE INDEX IF NOT EXISTS reports_effects_due_idx ON reports (effects_due_at) WHERE effects_due_at IS NOT NULL`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
