package migrations

import (
	"context"

	"github.com/uptrace/bun"

	uploadmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261124110000_file_uploads"
)

// Signed uploads are recorded (single use, a daily quota per user, removal
// after a day), and a saved file keeps the SHA-256 of its bytes.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx, (*uploadmodel.FileUpload)(nil)); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`ALTER TABLE files ADD COLUMN sha256 VARCHAR`,
				`CREATE INDEX IF NOT EXISTS file_uploads_user_idx ON file_uploads (user_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS file_uploads_stale_idx ON file_uploads (created_at) WHERE removed_at IS NULL`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
