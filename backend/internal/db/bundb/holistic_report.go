package bundb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// applyHolisticEffects changes or creates the holistic project an approved holistic report
// feeds, inside the approval's transaction.
func (d *DB) applyHolisticEffects(ctx context.Context, tx bun.Tx, e *db.HolisticReportEffects) error {
	if e.ProjectID != "" && e.UpdateProject != nil {
		p := new(model.HolisticProject)
		if err := d.dialect.forUpdate(tx.NewSelect().Model(p).Where("id = ?", e.ProjectID)).Scan(ctx); err != nil {
			return err
		}
		if err := e.UpdateProject(p); err != nil {
			return err
		}
		projectDefaults(p)
		p.UpdatedAt = time.Now().UTC().Truncate(time.Microsecond)
		if _, err := tx.NewUpdate().Model(p).WherePK().
			Column("supported_field_workers", "responsible_persons", "cumulative_stats", "updated_at").Exec(ctx); err != nil {
			return err
		}
	}
	if e.NewProject != nil {
		projectDefaults(e.NewProject)
		if _, err := tx.NewInsert().Model(e.NewProject).Exec(ctx); err != nil {
			return err
		}
		if err := linkPeopleGroups(ctx, tx, e.NewProject.ID, e.NewProjectGroupIDs); err != nil {
			return err
		}
		for _, l := range e.NewProjectLinks {
			if _, err := tx.NewInsert().Model(l).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// projectDefaults gives a project's JSON columns their empty values.
func projectDefaults(p *model.HolisticProject) {
	if p.Tags == nil {
		p.Tags = []model.ProjectTag{}
	}
	if p.SupportedFieldWorkers == nil {
		p.SupportedFieldWorkers = []model.ProjectFieldWorker{}
	}
	if p.ResponsiblePersons == nil {
		p.ResponsiblePersons = []model.ProjectResponsiblePerson{}
	}
}
