package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Indexes for the back office's contacts: its list filtered by type and sorted by name, and the
// users of a contact (whose profiles hear of a change of membership).
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS contacts_type_name_idx ON contacts (type, full_name)`,
				`CREATE INDEX IF NOT EXISTS users_contact_id_idx ON users (contact_id)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
