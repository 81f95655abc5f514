package migrations

import (
	"context"

	"github.com/uptrace/bun"

	claimmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261124130000_gift_claims"
)

// A gift given signed out with an address that has an account is claimed by
// the account's owner through a mailed link.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx, (*claimmodel.GiftClaim)(nil)); err != nil {
				return err
			}
			return createIndexes(ctx, tx, `CREATE INDEX IF NOT EXISTS gift_claims_checkout_idx ON gift_claims (checkout_id)`)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
