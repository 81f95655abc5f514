package bundb

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Links of contacts to people groups and projects (package link).

func peopleGroupLinkSelect(d *DB, rows any) *bun.SelectQuery {
	return d.bun.NewSelect().Model(rows).
		ColumnExpr("?TableAlias.*").
		ColumnExpr("COALESCE(c.full_name, '') AS contact_name").
		ColumnExpr("COALESCE(pg.name_across_countries, '') AS people_group_name").
		Join("LEFT JOIN contacts AS c ON c.id = ?TableAlias.contact_id").
		Join("LEFT JOIN people_groups AS pg ON pg.id = ?TableAlias.people_group_id")
}

// CreatePeopleGroupLink implements link.Store.
func (d *DB) CreatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error {
	return insertRow(ctx, d, l)
}

// GetPeopleGroupLink implements link.Store.
func (d *DB) GetPeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error) {
	l := new(model.PeopleGroupLink)
	if err := peopleGroupLinkSelect(d, l).Where("?TableAlias.id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdatePeopleGroupLink implements link.Store.
func (d *DB) UpdatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error {
	return updateRow(ctx, d, l)
}

// DeletePeopleGroupLink implements link.Store.
func (d *DB) DeletePeopleGroupLink(ctx context.Context, id string) error {
	return deleteRow[model.PeopleGroupLink](ctx, d, id)
}

// ListPeopleGroupLinks implements link.Store.
func (d *DB) ListPeopleGroupLinks(ctx context.Context, q db.ListQuery) ([]*model.PeopleGroupLink, int, error) {
	var rows []*model.PeopleGroupLink
	return listing(ctx, peopleGroupLinkSelect(d, &rows), &rows, q, []string{"c.full_name", "pg.name_across_countries"}, "created_at")
}

func projectLinkSelect(d *DB, rows any) *bun.SelectQuery {
	return d.bun.NewSelect().Model(rows).
		ColumnExpr("?TableAlias.*").
		ColumnExpr("COALESCE(c.full_name, '') AS contact_name").
		ColumnExpr("COALESCE(hp.project_name, '') AS project_name").
		Join("LEFT JOIN contacts AS c ON c.id = ?TableAlias.contact_id").
		Join("LEFT JOIN holistic_projects AS hp ON hp.id = ?TableAlias.project_id")
}

// CreateProjectLink implements link.Store.
func (d *DB) CreateProjectLink(ctx context.Context, l *model.ProjectLink) error {
	return insertRow(ctx, d, l)
}

// GetProjectLink implements link.Store.
func (d *DB) GetProjectLink(ctx context.Context, id string) (*model.ProjectLink, error) {
	l := new(model.ProjectLink)
	if err := projectLinkSelect(d, l).Where("?TableAlias.id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdateProjectLink implements link.Store.
func (d *DB) UpdateProjectLink(ctx context.Context, l *model.ProjectLink) error {
	return updateRow(ctx, d, l)
}

// DeleteProjectLink implements link.Store.
func (d *DB) DeleteProjectLink(ctx context.Context, id string) error {
	return deleteRow[model.ProjectLink](ctx, d, id)
}

// ListProjectLinks implements link.Store.
func (d *DB) ListProjectLinks(ctx context.Context, q db.ListQuery) ([]*model.ProjectLink, int, error) {
	var rows []*model.ProjectLink
	return listing(ctx, projectLinkSelect(d, &rows), &rows, q, []string{"c.full_name", "hp.project_name"}, "created_at")
}

type roleRow struct {
	ID   string `bun:"id"`
	Type string `bun:"type"`
}

func rolesOf(rows []roleRow) map[string][]string {
	out := map[string][]string{}
	for _, r := range rows {
		out[r.ID] = append(out[r.ID], r.Type)
	}
	return out
}

// GroupRoles implements link.Store.
func (d *DB) GroupRoles(ctx context.Context, contactID string, groupIDs []string) (map[string][]string, error) {
	if len(groupIDs) == 0 || contactID == "" {
		return map[string][]string{}, nil
	}
	var rows []roleRow
	err := d.bun.NewSelect().TableExpr("people_group_links").
		ColumnExpr("people_group_id AS id, type").
		Where("contact_id = ?", contactID).Where("people_group_id IN (?)", bun.In(groupIDs)).
		OrderExpr("type").Scan(ctx, &rows)
	return rolesOf(rows), translate(err)
}

// ProjectRoles implements link.Store.
func (d *DB) ProjectRoles(ctx context.Context, contactID string, projectIDs []string) (map[string][]string, error) {
	if len(projectIDs) == 0 || contactID == "" {
		return map[string][]string{}, nil
	}
	var rows []roleRow
	err := d.bun.NewSelect().TableExpr("project_links").
		ColumnExpr("project_id AS id, type").
		Where("contact_id = ?", contactID).Where("project_id IN (?)", bun.In(projectIDs)).
		OrderExpr("type").Scan(ctx, &rows)
	return rolesOf(rows), translate(err)
}

// ListLinkedPeopleGroups implements link.Store.
