package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Holistic reports feed their project: the field workers it supports (with what they received),
// the persons responsible for it, and the sums of its approved progress reports, each a JSON
// column of holistic_projects. One progress report per project and quarter, rejected and
// deleted ones not counting.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`ALTER TABLE holistic_projects ADD COLUMN supported_field_workers VARCHAR NOT NULL DEFAULT '[]'`,
				`ALTER TABLE holistic_projects ADD COLUMN responsible_persons VARCHAR NOT NULL DEFAULT '[]'`,
				`ALTER TABLE holistic_projects ADD COLUMN cumulative_stats VARCHAR NOT NULL DEFAULT '{}'`,
				`CREATE UNIQUE INDEX IF NOT EXISTS reports_holistic_progress_quarter_idx ON reports (holistic_project_id, quarter)
				 WHERE type = 'HOLISTIC_PROGRESS' AND status <> 'REJECTED' AND deleted_at IS NULL
				   AND holistic_project_id IS NOT NULL AND quarter <> ''`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
