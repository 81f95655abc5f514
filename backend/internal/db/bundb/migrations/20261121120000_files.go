package migrations

import (
	"context"

	"github.com/uptrace/bun"

	filemodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261121120000_files"
)

func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx, (*filemodel.File)(nil)); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS files_attached_idx ON files (attached_to, type, created_at)`,
				`CREATE INDEX IF NOT EXISTS files_created_by_idx ON files (created_by, created_at)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
