package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Donors change and cancel their monthly gifts: a recurring payment keeps when and by whom it
// was cancelled; the sandbox's subscription keeps its state and its changed amount.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			ts := timestampType(db)
			return createIndexes(ctx, tx,
				`ALTER TABLE recurring_payments ADD COLUMN cancelled_at `+ts,
				`ALTER TABLE recurring_payments ADD COLUMN cancelled_by_user_id VARCHAR`,
				`ALTER TABLE recurring_payments ADD COLUMN cancelled_by VARCHAR`,
				`ALTER TABLE sandbox_checkout_sessions ADD COLUMN subscription_status VARCHAR`,
				`ALTER TABLE sandbox_checkout_sessions ADD COLUMN subscription_cents BIGINT`,
				`CREATE INDEX IF NOT EXISTS recurring_payments_payer_idx ON recurring_payments (payer_id, created_at)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
