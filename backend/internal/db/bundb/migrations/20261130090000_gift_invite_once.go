package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// An invite a gift sends holds its address (lower case) in gift_email while it may be pending,
// under a unique index: two gifts completed at the same instant for one new address cannot both
// invite it. NULLs are distinct in a unique index on SQLite and PostgreSQL alike, so staff's
// invites (no gift_email) and used or expired ones (cleared) are not held by it.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`ALTER TABLE invites ADD COLUMN gift_email VARCHAR`,
				`CREATE UNIQUE INDEX IF NOT EXISTS invites_gift_email_key ON invites (gift_email)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
