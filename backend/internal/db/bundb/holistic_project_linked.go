package bundb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's holistic projects (packages link and holisticproject).

// ListVisibleProjects implements holisticproject.Store and link.Store.
func (d *DB) ListVisibleProjects(ctx context.Context, q db.ProjectVisibility) ([]*model.HolisticProject, error) {
	projects := []*model.HolisticProject{}
	sel := d.bun.NewSelect().Model(&projects).Where("?TableAlias.deleted_at IS NULL")
	if !q.All {
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			w.Where("?TableAlias.id IN (SELECT project_id FROM project_links WHERE contact_id = ?)", q.ContactID)
			if q.ViaGroups {
				w.WhereOr("?TableAlias.id IN (SELECT hpg.project_id FROM holistic_project_people_groups AS hpg JOIN people_group_links AS l ON l.people_group_id = hpg.people_group_id WHERE l.contact_id = ?)", q.ContactID)
				w.WhereOr("?TableAlias.regional_coord_id = ?", q.ContactID)
			}
			return w
		})
	}
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return projects, nil
		}
		sel.Where("?TableAlias.id IN (?)", bun.In(q.IDs))
	}
	if len(q.PeopleGroupIDs) > 0 {
		sel.Where("?TableAlias.id IN (SELECT project_id FROM holistic_project_people_groups WHERE people_group_id IN (?))", bun.In(q.PeopleGroupIDs))
	}
	sort := q.Sort
	switch sort {
	case "":
		sort = "updated_at"
	case "updated_at", "created_at":
	case "project_name":
		sort = "project_name " + d.byteCollation()
	default:
		return nil, fmt.Errorf("holistic projects cannot be sorted by %q", q.Sort)
	}
	dir := "ASC"
	if q.Desc {
		dir = "DESC"
	}
	sel.OrderExpr("?TableAlias." + sort + " " + dir).OrderExpr("?TableAlias.id ASC")
	if q.Limit > 0 {
		sel.Limit(int64(q.Limit))
	}
	if q.Offset > 0 {
		sel.Offset(int64(q.Offset))
	}
	if err := sel.Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return projects, nil
}

// RegionNames implements holisticproject.Store.
func (d *DB) RegionNames(ctx context.Context, codes []string) (map[string]string, error) {
	out := map[string]string{}
	if len(codes) == 0 {
		return out, nil
	}
	var rows []*model.Region
	if err := d.bun.NewSelect().Model(&rows).Where("code IN (?)", bun.In(codes)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, r := range rows {
		out[r.Code] = r.Name
	}
	return out, nil
}

// ProjectPeopleGroups implements holisticproject.Store.
func (d *DB) ProjectPeopleGroups(ctx context.Context, projectIDs []string) (map[string][]*model.PeopleGroup, error) {
	out := map[string][]*model.PeopleGroup{}
	if len(projectIDs) == 0 {
		return out, nil
	}
	var links []*model.HolisticProjectPeopleGroup
	if err := d.bun.NewSelect().Model(&links).Where("project_id IN (?)", bun.In(projectIDs)).
		OrderExpr("project_id, position, people_group_id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	if len(links) == 0 {
		return out, nil
	}
	ids := make([]string, 0, len(links))
	for _, l := range links {
		ids = append(ids, l.PeopleGroupID)
	}
	var pgs []*model.PeopleGroup
	if err := d.bun.NewSelect().Model(&pgs).Where("id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	byID := map[string]*model.PeopleGroup{}
	for _, pg := range pgs {
		byID[pg.ID] = pg
	}
	for _, l := range links {
		if pg := byID[l.PeopleGroupID]; pg != nil {
			out[l.ProjectID] = append(out[l.ProjectID], pg)
		}
	}
	return out, nil
}
