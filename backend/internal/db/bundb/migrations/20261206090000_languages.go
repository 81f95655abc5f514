package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Reach speaks several languages (docs/languages.md): a user's language, the language of the
// page a gift was given from (its mails follow it when the donor has no account), an invite's
// (its mail and the sign-up it leads to) and an agreement's (its PDF). Every row before this
// migration was English.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`ALTER TABLE users ADD COLUMN language VARCHAR(35) NOT NULL DEFAULT 'en'`,
				`ALTER TABLE checkout_sessions ADD COLUMN language VARCHAR(35) NOT NULL DEFAULT 'en'`,
				`ALTER TABLE recurring_payments ADD COLUMN language VARCHAR(35) NOT NULL DEFAULT 'en'`,
				`ALTER TABLE invites ADD COLUMN language VARCHAR(35) NOT NULL DEFAULT 'en'`,
				`ALTER TABLE agreements ADD COLUMN language VARCHAR(35) NOT NULL DEFAULT 'en'`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
