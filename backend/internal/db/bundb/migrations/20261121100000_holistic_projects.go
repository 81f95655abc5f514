package migrations

import (
	"context"

	"github.com/uptrace/bun"

	hpmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261121100000_holistic_projects"
)

func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx,
				(*hpmodel.HolisticProject)(nil),
				(*hpmodel.HolisticProjectPeopleGroup)(nil),
			); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS holistic_projects_public_idx ON holistic_projects (status, region_code, type_of_project)`,
				`CREATE INDEX IF NOT EXISTS holistic_projects_updated_idx ON holistic_projects (updated_at)`,
				`CREATE INDEX IF NOT EXISTS holistic_project_people_groups_pg_idx ON holistic_project_people_groups (people_group_id)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
