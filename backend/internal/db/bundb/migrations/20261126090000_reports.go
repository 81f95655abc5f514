package migrations

import (
	"context"

	"github.com/uptrace/bun"

	reportmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261126090000_reports"
)

// Reports: the part every report type shares, indexed for the staff's queue, and the
// append-only history of their transitions.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx,
				(*reportmodel.Report)(nil),
				(*reportmodel.ReportHistory)(nil),
			); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS reports_queue_idx ON reports (status, submitted_at)`,
				`CREATE INDEX IF NOT EXISTS reports_type_idx ON reports (type, status)`,
				`CREATE INDEX IF NOT EXISTS reports_people_group_idx ON reports (people_group_id)`,
				`CREATE INDEX IF NOT EXISTS reports_project_idx ON reports (holistic_project_id)`,
				`CREATE INDEX IF NOT EXISTS reports_created_by_idx ON reports (created_by)`,
				`CREATE INDEX IF NOT EXISTS reports_contact_idx ON reports (contact_id)`,
				`CREATE INDEX IF NOT EXISTS report_histories_report_idx ON report_histories (report_id, at)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
