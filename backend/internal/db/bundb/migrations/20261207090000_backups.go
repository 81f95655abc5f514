package migrations

import (
	"context"

	"github.com/uptrace/bun"

	backupmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261207090000_backups"
)

// Scheduled backups (docs/operations.md): one row says when the next is due and which instance
// holds it, and each run is recorded for the dashboard's last backup.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx, (*backupmodel.BackupSchedule)(nil), (*backupmodel.BackupRun)(nil)); err != nil {
				return err
			}
			return createIndexes(ctx, tx, `CREATE INDEX IF NOT EXISTS backup_runs_started_idx ON backup_runs (started_at)`)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
