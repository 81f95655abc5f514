package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Gift receipts: a mail may carry one file (a receipt's PDF), kept with its outbox row.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			blob := "BLOB"
			if db.Dialect().Name().String() == "pg" {
				blob = "BYTEA"
			}
			return createIndexes(ctx, tx,
				`ALTER TABLE outbox_mails ADD COLUMN attachment_name VARCHAR`,
				`ALTER TABLE outbox_mails ADD COLUMN attachment_type VARCHAR`,
				`ALTER TABLE outbox_mails ADD COLUMN attachment `+blob,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
