package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// An agreement keeps when it entered SIGNING: a household's or organisation's member signs for
// it only if they belonged to it before then. An agreement whose signing started before this
// migration takes its last update, the move to SIGNING unless a signature completed it since.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			ts := timestampType(db)
			return createIndexes(ctx, tx,
				`ALTER TABLE agreements ADD COLUMN signing_started_at `+ts,
				`UPDATE agreements SET signing_started_at = updated_at WHERE content_hash <> ''`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
