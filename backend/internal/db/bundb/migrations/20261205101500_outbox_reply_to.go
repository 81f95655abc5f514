package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// A mail may name where replies go (Reply-To): a report's hold or rejection goes back to the
// staff member who decided. NULL sends replies to the support address.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx, `ALTER TABLE outbox_mails ADD COLUMN reply_to VARCHAR`)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
