package migrations

import (
	"context"

	"github.com/uptrace/bun"

	emailchangemodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261205141500_email_changes"
)

// A change of another person's email takes effect only when the new address confirms it by a
// mailed link: the change waits here, its code stored as a hash.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx, (*emailchangemodel.EmailChange)(nil)); err != nil {
				return err
			}
			return createIndexes(ctx, tx, `CREATE INDEX IF NOT EXISTS email_changes_user_idx ON email_changes (user_id)`)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
