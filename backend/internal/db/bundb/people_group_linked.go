package bundb

import (
	"context"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's people groups and their figures (package peoplegroup).

func (d *DB) ListLinkedPeopleGroups(ctx context.Context, contactID string, all bool, offset, limit int, columns []string) ([]*model.PeopleGroup, map[string][]string, error) {
	var rows []*linkedGroup
	query, cols := d.linkedGroupsText(all, columns)
	// Every value is a placeholder, so the text depends only on the selected columns and the
	// statement is prepared once (the page of cards is every partner's first request).
	args := []any{contactID, limit, offset}
	if all {
		args = args[1:]
	}
	if cols != nil {
		res, err := d.queryPrepared(ctx, query, args...)
		if err != nil {
			return nil, nil, translate(err)
		}
		defer res.Close()
		scanned, err := scanLinkedGroups(res, cols, limit)
		if err != nil {
			return nil, nil, translate(err)
		}
		rows = make([]*linkedGroup, len(scanned))
		for i := range scanned {
			rows[i] = &scanned[i]
		}
	} else if err := d.scanPrepared(ctx, &rows, query, args...); err != nil {
		return nil, nil, translate(err)
	}
	pgs := make([]*model.PeopleGroup, len(rows))
	for i, r := range rows {
		pgs[i] = &r.PeopleGroup
	}
	if all {
		ids := make([]string, len(pgs))
		for i, pg := range pgs {
			ids[i] = pg.ID
		}
		roles, err := d.GroupRoles(ctx, contactID, ids)
		return pgs, roles, err
	}
	roles := make(map[string][]string, len(rows))
	for _, r := range rows {
		if r.Roles != nil {
			rs := strings.Split(*r.Roles, ",")
			slices.Sort(rs)
			roles[r.ID] = rs
		}
	}
	return pgs, roles, nil
}

// linkedGroupsText is the text of ListLinkedPeopleGroups' page query for a selection, and the
// columns of its answer when every one is in groupColumns (read without bun), else nil. Texts
// are built once per selection (as many as maxPrepared; bun assembling the same text on every
// request was a twentieth of an /upgs answer's allocations).
func (d *DB) linkedGroupsText(all bool, columns []string) (string, []string) {
	key := strings.Join(columns, ",")
	if columns == nil {
		key = "*"
	}
	if all {
		key = "all:" + key
	}
	if t, ok := d.pageTexts.load(key); ok {
		return t.query, t.cols
	}
	var rows []*linkedGroup
	sel := d.bun.NewSelect().Model(&rows).Where("?TableAlias.deleted_at IS NULL")
	// cols are the columns of the answer when every one is in groupColumns (read without bun).
	var cols []string
	if columns != nil {
		sel.Column("id")
		cols = append(cols, "id")
		for _, c := range columns {
			if c != "id" {
				sel.Column(c)
				cols = append(cols, c)
			}
		}
	} else {
		sel.ColumnExpr("?TableColumns")
	}
	if all {
		sel.OrderExpr("?TableAlias.name_across_countries " + d.byteCollation() + " ASC")
	} else {
		agg := d.dialect.stringAgg("type", ",")
		sel.ColumnExpr("l.roles").
			Join("JOIN (SELECT people_group_id, MAX(created_at) AS linked_at, "+agg+" AS roles FROM people_group_links WHERE contact_id = ? GROUP BY people_group_id) AS l ON l.people_group_id = ?TableAlias.id", bun.Safe("$1")).
			OrderExpr("l.linked_at DESC")
		cols = append(cols, "roles")
	}
	sel.OrderExpr("?TableAlias.id ASC")
	page := " LIMIT $2 OFFSET $3"
	if all {
		page = " LIMIT $1 OFFSET $2"
	}
	t := pageText{query: sel.String() + page}
	if columns != nil && allKnown(cols) {
		t.cols = cols
	}
	t, _ = d.pageTexts.store(key, t)
	return t.query, t.cols
}

// pageText is a page query's text and the columns its rows hold (nil: read with bun).
type pageText struct {
	query string
	cols  []string
}

func allKnown(cols []string) bool {
	for _, c := range cols {
		if groupColumns[c] == nil {
			return false
		}
	}
	return true
}

// linkedGroup is a people group with the roles a contact holds on it ("A,B").
type linkedGroup struct {
	model.PeopleGroup `bun:",extend"`
	Roles             *string `bun:"roles,scanonly"`
}

// UpgCounts implements peoplegroup.Store: four queries whatever the number of groups.
func (d *DB) UpgCounts(ctx context.Context, groupIDs []string) (map[string]*model.UpgCounts, error) {
	out := map[string]*model.UpgCounts{}
	if len(groupIDs) == 0 {
		return out, nil
	}
	for _, id := range groupIDs {
		out[id] = &model.UpgCounts{PeopleGroupID: id}
	}
	var links []struct {
		ID   string `bun:"id"`
		Type string `bun:"type"`
		N    int    `bun:"n"`
	}
	if err := d.bun.NewSelect().TableExpr("people_group_links").
		ColumnExpr("people_group_id AS id, type, COUNT(*) AS n").
		Where("people_group_id IN (?)", bun.In(groupIDs)).
		GroupExpr("people_group_id, type").Scan(ctx, &links); err != nil {
		return nil, translate(err)
	}
	for _, l := range links {
		c := out[l.ID]
		switch l.Type {
		case model.LinkAdopter:
			c.NumAdopters = l.N
		case model.LinkSponsor:
			c.NumSponsors = l.N
		case model.LinkFieldWorker:
			c.NumFieldWorkers = l.N
		case model.LinkRegionalCoordinator:
			c.NumRegionalCoords = l.N
		}
	}
	var projects []struct {
		ID string `bun:"id"`
		N  int    `bun:"n"`
	}
	if err := d.bun.NewSelect().TableExpr("holistic_project_people_groups AS hpg").
		ColumnExpr("hpg.people_group_id AS id, COUNT(*) AS n").
		Join("JOIN holistic_projects AS hp ON hp.id = hpg.project_id").
		Where("hpg.people_group_id IN (?)", bun.In(groupIDs)).
		Where("hp.status = ?", model.ProjectActive).Where("hp.deleted_at IS NULL").
		GroupExpr("hpg.people_group_id").Scan(ctx, &projects); err != nil {
		return nil, translate(err)
	}
	for _, p := range projects {
		out[p.ID].NumHolisticProjects = p.N
	}
	var sums []struct {
		ID string `bun:"id"`
		model.UpgCumulative
	}
	if err := d.bun.NewSelect().TableExpr("upg_stats_records").
		ColumnExpr("people_group_id AS id, COUNT(*) AS num_quarters").
		ColumnExpr("SUM(num_churches_planted) AS num_churches_planted, SUM(num_heard_for_first_time) AS num_heard_for_first_time").
		ColumnExpr("SUM(num_salvations) AS num_salvations, SUM(num_water_baptisms) AS num_water_baptisms").
		ColumnExpr("SUM(num_miracles) AS num_miracles, SUM(num_prayer_requests) AS num_prayer_requests").
		Where("people_group_id IN (?)", bun.In(groupIDs)).
		GroupExpr("people_group_id").Scan(ctx, &sums); err != nil {
		return nil, translate(err)
	}
	for _, s := range sums {
		out[s.ID].Cumulative = s.UpgCumulative
	}
	var latest []struct {
		ID string `bun:"id"`
		N  int    `bun:"n"`
	}
	if err := d.bun.NewSelect().TableExpr("upg_stats_records AS r").
		ColumnExpr("r.people_group_id AS id, r.num_active_adoptions AS n").
		Where("r.people_group_id IN (?)", bun.In(groupIDs)).
		Where("r.quarter = (SELECT MAX(r2.quarter) FROM upg_stats_records AS r2 WHERE r2.people_group_id = r.people_group_id)").
		Scan(ctx, &latest); err != nil {
		return nil, translate(err)
	}
	for _, l := range latest {
		out[l.ID].LatestActiveAdoptions = l.N
	}
	return out, nil
}
