package bundb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.HolisticProject = (*DB)(nil)

// CreateHolisticProject implements db.HolisticProject.
func (d *DB) CreateHolisticProject(ctx context.Context, p *model.HolisticProject, peopleGroupIDs []string) error {
	projectDefaults(p)
	return translate(d.InTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(p).Exec(ctx); err != nil {
			return err
		}
		return linkPeopleGroups(ctx, tx, p.ID, peopleGroupIDs)
	}))
}

func linkPeopleGroups(ctx context.Context, tx bun.Tx, projectID string, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	links := make([]*model.HolisticProjectPeopleGroup, len(ids))
	for i, id := range ids {
		links[i] = &model.HolisticProjectPeopleGroup{ProjectID: projectID, PeopleGroupID: id, Position: i}
	}
	_, err := tx.NewInsert().Model(&links).Column("project_id", "people_group_id", "position").Exec(ctx)
	return err
}

// UpdateHolisticProject implements db.HolisticProject.
func (d *DB) UpdateHolisticProject(ctx context.Context, p *model.HolisticProject, peopleGroupIDs *[]string) error {
	projectDefaults(p)
	return translate(d.InTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model(p).WherePK().ExcludeColumn("id", "created_at").Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err == nil && n == 0 {
			return db.ErrNotFound
		}
		if peopleGroupIDs == nil {
			return nil
		}
		if _, err := tx.NewDelete().Model((*model.HolisticProjectPeopleGroup)(nil)).Where("project_id = ?", p.ID).Exec(ctx); err != nil {
			return err
		}
		return linkPeopleGroups(ctx, tx, p.ID, *peopleGroupIDs)
	}))
}

// GetHolisticProject implements db.HolisticProject.
func (d *DB) GetHolisticProject(ctx context.Context, id string) (*model.HolisticProject, error) {
	p := new(model.HolisticProject)
	if err := d.bun.NewSelect().Model(p).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return p, nil
}

// ListHolisticProjects implements db.HolisticProject.
func (d *DB) ListHolisticProjects(ctx context.Context, q db.HolisticProjectQuery) ([]*model.HolisticProject, error) {
	var out []*model.HolisticProject
	sel := d.bun.NewSelect().Model(&out)
	holisticProjectWhere(sel, q.Filter)
	for _, o := range q.Order {
		dir := "ASC"
		if o.Desc {
			dir = "DESC"
		}
		switch o.Sort {
		case db.SortProjectName:
			sel.OrderExpr("lower(project_name) " + d.byteCollation() + " " + dir)
		case db.SortProjectType, db.SortProjectStage, db.SortProjectStatus, db.SortProjectRegion,
			db.SortFundingTarget, db.SortFundingBalance, db.SortProjectCreated, db.SortProjectUpdated, db.SortProjectID:
			sel.OrderExpr("? "+dir, bun.Ident(string(o.Sort)))
		default:
			return nil, fmt.Errorf("holistic projects cannot be sorted by %q", o.Sort)
		}
	}
	sel.OrderExpr("id ASC")
	if q.Limit > 0 {
		sel.Limit(int64(q.Limit))
	}
	if q.Offset > 0 {
		sel.Offset(int64(q.Offset))
	}
	if err := sel.Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// CountHolisticProjects implements db.HolisticProject.
func (d *DB) CountHolisticProjects(ctx context.Context, f db.HolisticProjectFilter) (int, error) {
	sel := d.bun.NewSelect().Model((*model.HolisticProject)(nil))
	holisticProjectWhere(sel, f)
	n, err := sel.Count(ctx)
	return int(n), translate(err)
}

func holisticProjectWhere(sel *bun.SelectQuery, f db.HolisticProjectFilter) {
	if f.IDs != nil {
		if len(f.IDs) == 0 {
			sel.Where("1 = 0")
		} else {
			sel.Where("id IN (?)", bun.In(f.IDs))
		}
	}
	for _, w := range f.Words {
		like := "%" + escapeLike(w) + "%"
		sel.Where(`(lower(project_name) LIKE ? ESCAPE '\' OR lower(description) LIKE ? ESCAPE '\')`, like, like)
	}
	if len(f.RegionCodes) > 0 {
		sel.Where("region_code IN (?)", bun.In(f.RegionCodes))
	}
	if len(f.Types) > 0 {
		sel.Where("type_of_project IN (?)", bun.In(f.Types))
	}
	if f.Stage != nil {
		sel.Where("stage = ?", *f.Stage)
	}
	if f.Status != nil {
		sel.Where("status = ?", *f.Status)
	}
	if f.PublicOnly {
		sel.Where("status = ?", model.ProjectActive).Where("deleted_at IS NULL")
	}
}

// HolisticProjectPeopleGroups implements db.HolisticProject.
func (d *DB) HolisticProjectPeopleGroups(ctx context.Context, projectIDs []string) ([]db.ProjectPeopleGroup, error) {
	if len(projectIDs) == 0 {
		return nil, nil
	}
	var out []db.ProjectPeopleGroup
	err := d.bun.NewSelect().
		TableExpr("holistic_project_people_groups AS l").
		Join("JOIN people_groups AS pg ON pg.id = l.people_group_id").
		ColumnExpr("l.project_id, l.people_group_id, pg.name_across_countries, pg.primary_photo_id").
		Where("l.project_id IN (?)", bun.In(projectIDs)).
		OrderExpr("l.project_id, l.position, l.people_group_id").
		Scan(ctx, &out)
	return out, translate(err)
}
