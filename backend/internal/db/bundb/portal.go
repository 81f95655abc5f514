package bundb

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.Portal = (*DB)(nil)

// listing runs a back-office listing of T: filters from q, search over
// searchCols (expressions), sort, page, and the total count.
func listing[T any](ctx context.Context, sel *bun.SelectQuery, rows *[]*T, q db.ListQuery, searchCols []string, defaultSort string) ([]*T, int, error) {
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			sel.Where("1 = 0")
		} else {
			sel.Where("?TableAlias.id IN (?)", bun.In(q.IDs))
		}
	}
	for col, v := range q.Eq {
		if v == nil {
			sel.Where("?TableAlias.? IS NULL", bun.Ident(col))
		} else {
			sel.Where("?TableAlias.? = ?", bun.Ident(col), v)
		}
	}
	if s := strings.TrimSpace(q.Q); s != "" && len(searchCols) > 0 {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			for _, c := range searchCols {
				w.WhereOr("lower("+c+`) LIKE ? ESCAPE '\'`, like)
			}
			return w
		})
	}
	sort := q.Sort
	if sort == "" {
		sort = defaultSort
	}
	if !strings.Contains(sort, ".") && !strings.Contains(sort, "(") {
		sort = "?TableAlias." + sort
	}
	n, err := orderPageCount(ctx, sel, q, sort, "?TableAlias.id ASC")
	if err != nil {
		return nil, 0, err
	}
	if *rows == nil {
		*rows = []*T{}
	}
	return *rows, n, nil
}

// orderPageCount orders sel by sort (a column the service chose from its whitelist) in q's
// direction and then by tiebreak, pages it by q, scans it and counts every row that matches.
func orderPageCount(ctx context.Context, sel *bun.SelectQuery, q db.ListQuery, sort, tiebreak string) (int, error) {
	dir := " ASC"
	if q.Desc {
		dir = " DESC"
	}
	sel.OrderExpr(sort + dir).OrderExpr(tiebreak)
	if q.Limit > 0 {
		sel.Limit(int64(q.Limit))
	}
	if q.Offset > 0 {
		sel.Offset(int64(q.Offset))
	}
	n, err := sel.ScanAndCount(ctx)
	return int(n), translate(err)
}

func getByID[T any](ctx context.Context, d *DB, id string) (*T, error) {
	row := new(T)
	if err := d.bun.NewSelect().Model(row).Where("?TableAlias.id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return row, nil
}

func insertRow[T any](ctx context.Context, d *DB, row *T) error {
	_, err := d.bun.NewInsert().Model(row).Exec(ctx)
	return translate(err)
}

func updateRow[T any](ctx context.Context, d *DB, row *T) error {
	res, err := d.bun.NewUpdate().Model(row).WherePK().ExcludeColumn("created_at").Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrNotFound
	}
	return nil
}

func deleteRow[T any](ctx context.Context, d *DB, id string) error {
	res, err := d.bun.NewDelete().Model((*T)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrNotFound
	}
	return nil
}

// ---- links

func peopleGroupLinkSelect(d *DB, rows any) *bun.SelectQuery {
	return d.bun.NewSelect().Model(rows).
		ColumnExpr("?TableAlias.*").
		ColumnExpr("COALESCE(c.full_name, '') AS contact_name").
		ColumnExpr("COALESCE(pg.name_across_countries, '') AS people_group_name").
		Join("LEFT JOIN contacts AS c ON c.id = ?TableAlias.contact_id").
		Join("LEFT JOIN people_groups AS pg ON pg.id = ?TableAlias.people_group_id")
}

// CreatePeopleGroupLink implements db.Portal.
func (d *DB) CreatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error {
	return insertRow(ctx, d, l)
}

// GetPeopleGroupLink implements db.Portal.
func (d *DB) GetPeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error) {
	l := new(model.PeopleGroupLink)
	if err := peopleGroupLinkSelect(d, l).Where("?TableAlias.id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdatePeopleGroupLink implements db.Portal.
func (d *DB) UpdatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error {
	return updateRow(ctx, d, l)
}

// DeletePeopleGroupLink implements db.Portal.
func (d *DB) DeletePeopleGroupLink(ctx context.Context, id string) error {
	return deleteRow[model.PeopleGroupLink](ctx, d, id)
}

// ListPeopleGroupLinks implements db.Portal.
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

// CreateProjectLink implements db.Portal.
func (d *DB) CreateProjectLink(ctx context.Context, l *model.ProjectLink) error {
	return insertRow(ctx, d, l)
}

// GetProjectLink implements db.Portal.
func (d *DB) GetProjectLink(ctx context.Context, id string) (*model.ProjectLink, error) {
	l := new(model.ProjectLink)
	if err := projectLinkSelect(d, l).Where("?TableAlias.id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdateProjectLink implements db.Portal.
func (d *DB) UpdateProjectLink(ctx context.Context, l *model.ProjectLink) error {
	return updateRow(ctx, d, l)
}

// DeleteProjectLink implements db.Portal.
func (d *DB) DeleteProjectLink(ctx context.Context, id string) error {
	return deleteRow[model.ProjectLink](ctx, d, id)
}

// ListProjectLinks implements db.Portal.
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

// GroupRoles implements db.Portal.
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

// ProjectRoles implements db.Portal.
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

// ListLinkedPeopleGroups implements db.Portal.
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

// UpgCounts implements db.Portal: four queries whatever the number of groups.
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

// ---- holistic projects

// ListVisibleProjects implements db.Portal.
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

// RegionNames implements db.Portal.
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

// ProjectPeopleGroups implements db.Portal.
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

// ---- stats, testimonies, prayer requests

// CreateUpgStatsRecord implements db.Portal.
func (d *DB) CreateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error {
	return insertRow(ctx, d, r)
}

// GetUpgStatsRecord implements db.Portal.
func (d *DB) GetUpgStatsRecord(ctx context.Context, id string) (*model.UpgStatsRecord, error) {
	return getByID[model.UpgStatsRecord](ctx, d, id)
}

// UpdateUpgStatsRecord implements db.Portal.
func (d *DB) UpdateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error {
	return updateRow(ctx, d, r)
}

// DeleteUpgStatsRecord implements db.Portal.
func (d *DB) DeleteUpgStatsRecord(ctx context.Context, id string) error {
	return deleteRow[model.UpgStatsRecord](ctx, d, id)
}

// ListUpgStatsRecords implements db.Portal.
func (d *DB) ListUpgStatsRecords(ctx context.Context, q db.ListQuery) ([]*model.UpgStatsRecord, int, error) {
	var rows []*model.UpgStatsRecord
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.quarter", "?TableAlias.people_group_id"}, "quarter")
}

// CreateTestimony implements db.Portal.
func (d *DB) CreateTestimony(ctx context.Context, t *model.Testimony) error {
	return insertRow(ctx, d, t)
}

// GetTestimony implements db.Portal.
func (d *DB) GetTestimony(ctx context.Context, id string) (*model.Testimony, error) {
	return getByID[model.Testimony](ctx, d, id)
}

// UpdateTestimony implements db.Portal.
func (d *DB) UpdateTestimony(ctx context.Context, t *model.Testimony) error {
	return updateRow(ctx, d, t)
}

// DeleteTestimony implements db.Portal.
func (d *DB) DeleteTestimony(ctx context.Context, id string) error {
	return deleteRow[model.Testimony](ctx, d, id)
}

// ListTestimonies implements db.Portal.
func (d *DB) ListTestimonies(ctx context.Context, q db.ListQuery) ([]*model.Testimony, int, error) {
	var rows []*model.Testimony
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.description"}, "created_at")
}

// CreatePrayerRequest implements db.Portal.
func (d *DB) CreatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error {
	return insertRow(ctx, d, p)
}

// GetPrayerRequest implements db.Portal.
func (d *DB) GetPrayerRequest(ctx context.Context, id string) (*model.PrayerRequest, error) {
	return getByID[model.PrayerRequest](ctx, d, id)
}

// UpdatePrayerRequest implements db.Portal.
func (d *DB) UpdatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error {
	return updateRow(ctx, d, p)
}

// DeletePrayerRequest implements db.Portal.
func (d *DB) DeletePrayerRequest(ctx context.Context, id string) error {
	return deleteRow[model.PrayerRequest](ctx, d, id)
}

// ListPrayerRequests implements db.Portal.
func (d *DB) ListPrayerRequests(ctx context.Context, q db.ListQuery) ([]*model.PrayerRequest, int, error) {
	var rows []*model.PrayerRequest
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.description", "?TableAlias.result"}, "created_at")
}

// ---- training

func trainingCourseSelect(d *DB, rows any) *bun.SelectQuery {
	return d.bun.NewSelect().Model(rows).ColumnExpr("?TableAlias.*").
		ColumnExpr("(SELECT COUNT(*) FROM training_files AS f WHERE f.course_id = ?TableAlias.id AND f.deleted_at IS NULL) AS num_files")
}

// CreateTrainingCourse implements db.Portal.
func (d *DB) CreateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error {
	return insertRow(ctx, d, c)
}

// GetTrainingCourse implements db.Portal.
func (d *DB) GetTrainingCourse(ctx context.Context, id string) (*model.TrainingCourse, error) {
	c := new(model.TrainingCourse)
	if err := trainingCourseSelect(d, c).Where("?TableAlias.id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// UpdateTrainingCourse implements db.Portal.
func (d *DB) UpdateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error {
	return updateRow(ctx, d, c)
}

// ListTrainingCourses implements db.Portal.
func (d *DB) ListTrainingCourses(ctx context.Context, q db.ListQuery) ([]*model.TrainingCourse, int, error) {
	var rows []*model.TrainingCourse
	return listing(ctx, trainingCourseSelect(d, &rows), &rows, q, []string{"?TableAlias.course_name", "?TableAlias.description"}, "course_name")
}

// CreateTrainingFile implements db.Portal.
func (d *DB) CreateTrainingFile(ctx context.Context, f *model.TrainingFile) error {
	return insertRow(ctx, d, f)
}

// GetTrainingFile implements db.Portal.
func (d *DB) GetTrainingFile(ctx context.Context, id string) (*model.TrainingFile, error) {
	return getByID[model.TrainingFile](ctx, d, id)
}

// UpdateTrainingFile implements db.Portal.
func (d *DB) UpdateTrainingFile(ctx context.Context, f *model.TrainingFile) error {
	return updateRow(ctx, d, f)
}

// ListTrainingFiles implements db.Portal.
func (d *DB) ListTrainingFiles(ctx context.Context, q db.ListQuery) ([]*model.TrainingFile, int, error) {
	var rows []*model.TrainingFile
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.file_name", "?TableAlias.description"}, "file_name")
}

// ---- simple lists

// CreateSimpleList implements db.Portal.
func (d *DB) CreateSimpleList(ctx context.Context, l *model.SimpleList) error {
	return insertRow(ctx, d, l)
}

// GetSimpleList implements db.Portal.
func (d *DB) GetSimpleList(ctx context.Context, id string) (*model.SimpleList, error) {
	return getByID[model.SimpleList](ctx, d, id)
}

// GetSimpleListByName implements db.Portal.
func (d *DB) GetSimpleListByName(ctx context.Context, name string) (*model.SimpleList, error) {
	l := new(model.SimpleList)
	if err := d.bun.NewSelect().Model(l).Where("name = ?", name).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UpdateSimpleList implements db.Portal.
func (d *DB) UpdateSimpleList(ctx context.Context, l *model.SimpleList) error {
	return updateRow(ctx, d, l)
}

// DeleteSimpleList implements db.Portal.
func (d *DB) DeleteSimpleList(ctx context.Context, id string) error {
	return deleteRow[model.SimpleList](ctx, d, id)
}

// ListSimpleLists implements db.Portal.
func (d *DB) ListSimpleLists(ctx context.Context, q db.ListQuery) ([]*model.SimpleList, int, error) {
	var rows []*model.SimpleList
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.name"}, "name")
}
