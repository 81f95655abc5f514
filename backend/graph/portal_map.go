package graph

import (
	"context"
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/training"
)

// Connections page by offset: a cursor is the base64 of "o:{offset after this row}".
func offsetCursor(n int) string {
	return base64.RawURLEncoding.EncodeToString([]byte("o:" + strconv.Itoa(n)))
}

// maxCursorOffset bounds the offset a cursor may name: far past any list, and
// small enough that offset plus a page never overflows.
const maxCursorOffset = 1 << 30

func cursorOffset(after *string) (int, error) {
	if after == nil || *after == "" {
		return 0, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(*after)
	if err == nil && strings.HasPrefix(string(b), "o:") {
		if n, err := strconv.Atoi(string(b[2:])); err == nil && n >= 0 && n <= maxCursorOffset {
			return n, nil
		}
	}
	return 0, apperr.Input("after", "Bad cursor")
}

// pageArgs turns first/after into a page with the given default and maximum.
func pageArgs(first *int, after *string, def, max int) (db.Page, error) {
	off, err := cursorOffset(after)
	if err != nil {
		return db.Page{}, err
	}
	return db.PageOf(first, off, def, max), nil
}

func offsetPageInfo(offset, n int, more bool) *gqlmodel.PageInfo {
	pi := &gqlmodel.PageInfo{HasNextPage: more}
	if n > 0 {
		c := offsetCursor(offset + n)
		pi.EndCursor = &c
	}
	return pi
}

func sortKeys(in []*gqlmodel.SortByInput) []training.SortKey {
	out := make([]training.SortKey, 0, len(in))
	for _, s := range in {
		if s == nil {
			continue
		}
		out = append(out, training.SortKey{Key: s.Key, Desc: s.Order != nil && *s.Order == gqlmodel.SortOrderDesc})
	}
	return out
}

func linkRoles(roles []string) []gqlmodel.LinkRole {
	out := make([]gqlmodel.LinkRole, 0, len(roles))
	for _, r := range roles {
		out = append(out, gqlmodel.LinkRole(r))
	}
	return out
}

func strPtr(p *gqlmodel.LinkRole) *string {
	if p == nil {
		return nil
	}
	s := string(*p)
	return &s
}

func peopleGroupLinkToGQL(l *model.PeopleGroupLink) *gqlmodel.PeopleGroupLink {
	if l == nil {
		return nil
	}
	return &gqlmodel.PeopleGroupLink{ID: l.ID, UnderscoreID: l.ID, Type: gqlmodel.LinkRole(l.Type), PeopleGroupID: l.PeopleGroupID,
		PeopleGroupName: l.PeopleGroupName, ContactID: l.ContactID, ContactName: l.ContactName, StartDate: l.StartDate,
		CreatedAt: l.CreatedAt, UpdatedAt: l.UpdatedAt}
}

func projectLinkToGQL(l *model.ProjectLink) *gqlmodel.ProjectLink {
	if l == nil {
		return nil
	}
	return &gqlmodel.ProjectLink{ID: l.ID, UnderscoreID: l.ID, Type: gqlmodel.LinkRole(l.Type), ProjectID: l.ProjectID,
		ProjectName: l.ProjectName, ContactID: l.ContactID, ContactName: l.ContactName, StartDate: l.StartDate,
		CreatedAt: l.CreatedAt, UpdatedAt: l.UpdatedAt}
}

func statsToGQL(r *model.UpgStatsRecord) *gqlmodel.UpgStatsRecord {
	if r == nil {
		return nil
	}
	return &gqlmodel.UpgStatsRecord{ID: r.ID, UnderscoreID: r.ID, PeopleGroupID: r.PeopleGroupID, Quarter: r.Quarter,
		NumHolisticProject: r.NumHolisticProject, NumActiveAdoptions: r.NumActiveAdoptions, NumAdopters: r.NumAdopters,
		NumRegionalCoords: r.NumRegionalCoords, NumFieldWorkers: r.NumFieldWorkers, NumChurchesPlanted: r.NumChurchesPlanted,
		NumHeardForFirstTime: r.NumHeardForFirstTime, NumSalvations: r.NumSalvations, NumWaterBaptisms: r.NumWaterBaptisms,
		NumMiracles: r.NumMiracles, NumPrayerRequests: r.NumPrayerRequests, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

func testimonyToGQL(t *model.Testimony) *gqlmodel.Testimony {
	if t == nil {
		return nil
	}
	return &gqlmodel.Testimony{ID: t.ID, UnderscoreID: t.ID, Desc: t.Desc, ReportID: t.ReportID, ReportType: t.ReportType,
		PeopleGroupID: t.PeopleGroupID, HolisticProjectID: t.HolisticProjectID, CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
}

func prayerRequestToGQL(p *model.PrayerRequest) *gqlmodel.PrayerRequest {
	if p == nil {
		return nil
	}
	ids := p.MiracleIDs
	if ids == nil {
		ids = []string{}
	}
	return &gqlmodel.PrayerRequest{ID: p.ID, UnderscoreID: p.ID, Desc: p.Desc, ReportID: p.ReportID, ReportType: p.ReportType,
		PeopleGroupID: p.PeopleGroupID, HolisticProjectID: p.HolisticProjectID, MiracleIds: ids, Result: p.Result,
		CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt}
}

func (r *Resolver) coursesToGQL(ctx context.Context, cs []*model.TrainingCourse) ([]*gqlmodel.TrainingCourse, error) {
	ids := make([]*string, len(cs))
	for i, c := range cs {
		ids[i] = c.PrimaryThumbnailID
	}
	urls, err := r.Training.URLs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*gqlmodel.TrainingCourse, len(cs))
	for i, c := range cs {
		mods := make([]*gqlmodel.TrainingModule, len(c.Modules))
		for j, m := range c.Modules {
			mods[j] = &gqlmodel.TrainingModule{ID: m.ID, Name: m.Name, Desc: emptyToNilStr(m.Desc)}
		}
		out[i] = &gqlmodel.TrainingCourse{ID: c.ID, UnderscoreID: c.ID, CourseName: c.CourseName, Desc: c.Desc,
			PrimaryThumbnailID: c.PrimaryThumbnailID, Modules: mods, NumFiles: c.NumFiles,
			CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt, DeletedAt: c.DeletedAt}
		if c.PrimaryThumbnailID != nil {
			if u, ok := urls[*c.PrimaryThumbnailID]; ok {
				out[i].PrimaryThumbnailURL = &u
			}
		}
	}
	return out, nil
}

func (r *Resolver) courseToGQL(ctx context.Context, c *model.TrainingCourse) (*gqlmodel.TrainingCourse, error) {
	if c == nil {
		return nil, nil
	}
	out, err := r.coursesToGQL(ctx, []*model.TrainingCourse{c})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func (r *Resolver) filesToGQL(ctx context.Context, fs []*model.TrainingFile) ([]*gqlmodel.TrainingFile, error) {
	ids := make([]*string, len(fs))
	for i, f := range fs {
		ids[i] = f.FileID
	}
	urls, err := r.Training.URLs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*gqlmodel.TrainingFile, len(fs))
	for i, f := range fs {
		out[i] = &gqlmodel.TrainingFile{ID: f.ID, UnderscoreID: f.ID, FileName: f.FileName, Desc: f.Desc, CourseID: f.CourseID,
			ModuleID: f.ModuleID, FileID: f.FileID, Language: f.Language, CreatedAt: f.CreatedAt, UpdatedAt: f.UpdatedAt, DeletedAt: f.DeletedAt}
		if f.FileID != nil {
			if u, ok := urls[*f.FileID]; ok {
				out[i].URL = &u
			}
		}
	}
	return out, nil
}

func (r *Resolver) trainingFileToGQL(ctx context.Context, f *model.TrainingFile) (*gqlmodel.TrainingFile, error) {
	if f == nil {
		return nil, nil
	}
	out, err := r.filesToGQL(ctx, []*model.TrainingFile{f})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func simpleListToGQL(l *model.SimpleList) *gqlmodel.SimpleList {
	if l == nil {
		return nil
	}
	items := make([]*gqlmodel.SimpleListItem, len(l.List))
	for i, it := range l.List {
		items[i] = &gqlmodel.SimpleListItem{ID: it.ID, Key: it.Key, Content: it.Content}
	}
	return &gqlmodel.SimpleList{ID: l.ID, UnderscoreID: l.ID, Name: l.Name, List: items, CreatedAt: l.CreatedAt,
		CreatedBy: l.CreatedBy, UpdatedAt: l.UpdatedAt, UpdatedBy: l.UpdatedBy}
}

func emptyToNilStr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// projectsToGQL maps holistic projects for the portal, with their people
// groups and region names in two queries for the whole list, and primes the
// operation's role loader in one more.
func (r *Resolver) projectsToGQL(ctx context.Context, ps []*model.HolisticProject) ([]*gqlmodel.HolisticProject, error) {
	ids := make([]string, len(ps))
	var codes []string
	for i, p := range ps {
		ids[i] = p.ID
		codes = append(codes, p.RegionCode)
	}
	groups, err := r.HolisticProjects.PeopleGroupsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	regions, err := r.HolisticProjects.RegionNames(ctx, codes)
	if err != nil {
		return nil, err
	}
	if len(ids) > 1 {
		roles, err := r.Links.ProjectRoles(ctx, ids)
		if err != nil {
			return nil, err
		}
		l := r.loadersFrom(ctx)
		for _, id := range ids {
			l.projectRoles.Prime(id, roles[id])
		}
	}
	out := make([]*gqlmodel.HolisticProject, len(ps))
	for i, p := range ps {
		out[i] = portalProjectToGQL(p, groups[p.ID], regions[p.RegionCode])
	}
	return out, nil
}

// portalProjectToGQL maps a project the portal loaded with its people groups
// through the one holistic project mapping (toHolisticProject).
func portalProjectToGQL(p *model.HolisticProject, groups []*model.PeopleGroup, region string) *gqlmodel.HolisticProject {
	proj := &holisticproject.Project{HolisticProject: p, Region: region, PeopleGroups: make([]db.ProjectPeopleGroup, len(groups))}
	for i, g := range groups {
		proj.PeopleGroups[i] = db.ProjectPeopleGroup{ProjectID: p.ID, PeopleGroupID: g.ID, NameAcrossCountries: g.NameAcrossCountries}
	}
	return toHolisticProject(proj)
}

// listArgs gathers react-admin's list arguments.
func listArgs(page, perPage *int, sortField, sortOrder *string) db.ListArgs {
	return db.ListArgs{Page: page, PerPage: perPage, SortField: sortField, SortOrder: sortOrder}
}

func trainingArgs(page, perPage *int, sortField, sortOrder *string) db.ListArgs {
	return db.ListArgs{Page: page, PerPage: perPage, SortField: sortField, SortOrder: sortOrder}
}

// groupDetailFields are the PeopleGroup fields that read the groupCounts loader.
var groupDetailFields = map[string]bool{
	"statusAdopted": true, "statusCoordinator": true, "statusFieldWorker": true, "statusFunding": true,
	"statusHolisticProject": true, "statusSalvations": true, "statusChurches": true, "statusMovements": true,
	"reachStatusPercent": true, "numAdopters": true, "numFieldWorkers": true, "numHolisticProjects": true,
	"numRegionalCoords": true, "cumulativeStats": true,
}

// selects tells whether the selection set asks, at any depth, for a field in names.
func selects(set ast.SelectionSet, names map[string]bool) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if names[s.Name] || selects(s.SelectionSet, names) {
				return true
			}
		case *ast.InlineFragment:
			if selects(s.SelectionSet, names) {
				return true
			}
		case *ast.FragmentSpread:
			if s.Definition != nil && selects(s.Definition.SelectionSet, names) {
				return true
			}
		}
	}
	return false
}

// primeGroupLoaders primes the operation's loaders with the viewer's roles
// on a page of groups (as the list query answered them), and, when the
// operation asks for the detail figures, the figures in four queries: the
// cards cost no query each, whatever their number.
func (r *Resolver) primeGroupLoaders(ctx context.Context, pgs []*model.PeopleGroup, roles map[string][]string) error {
	if len(pgs) == 0 {
		return nil
	}
	ids := make([]string, len(pgs))
	for i, pg := range pgs {
		ids[i] = pg.ID
	}
	l := r.loadersFrom(ctx)
	for _, id := range ids {
		l.groupRoles.Prime(id, roles[id])
	}
	if fc := graphql.GetFieldContext(ctx); fc == nil || !selects(fc.Field.Selections, groupDetailFields) {
		return nil
	}
	all := r.Links.ReadsAllGroups(ctx)
	var visible []string
	for _, id := range ids {
		if all || len(roles[id]) > 0 {
			visible = append(visible, id)
		}
	}
	counts, err := r.PeopleGroups.UpgCounts(ctx, visible)
	if err != nil {
		return err
	}
	for _, id := range ids {
		l.groupCounts.Prime(id, counts[id])
	}
	return nil
}

// MovementChurches is how many planted churches make a church planting movement.
const MovementChurches = 100

func fundingFlag(c *model.UpgCounts) bool {
	return c.NumSponsors > 0 || c.LatestActiveAdoptions > 0
}

func movementFlag(c *model.UpgCounts) bool {
	return c.Cumulative.NumChurchesPlanted >= MovementChurches
}

// reachStatusPercent is the share of the eight status flags that are set.
func reachStatusPercent(c *model.UpgCounts) int {
	flags := []bool{c.NumAdopters > 0, c.NumRegionalCoords > 0, c.NumFieldWorkers > 0, fundingFlag(c),
		c.NumHolisticProjects > 0, c.Cumulative.NumSalvations > 0, c.Cumulative.NumChurchesPlanted > 0, movementFlag(c)}
	n := 0
	for _, f := range flags {
		if f {
			n++
		}
	}
	return n * 100 / len(flags)
}

func roleStr(p *gqlmodel.LinkRole) *string { return strPtr(p) }

func peopleGroupLinkFilter(f *gqlmodel.PeopleGroupLinkFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"contact_id": f.ContactID, "people_group_id": f.PeopleGroupID, "type": roleStr(f.Type)}}
}

func projectLinkFilter(f *gqlmodel.ProjectLinkFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"contact_id": f.ContactID, "project_id": f.ProjectID, "type": roleStr(f.Type)}}
}

func prayerFilterT(f *gqlmodel.TestimonyFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"people_group_id": f.PeopleGroupID, "holistic_project_id": f.HolisticProjectID}}
}

func prayerFilterP(f *gqlmodel.PrayerRequestFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"people_group_id": f.PeopleGroupID, "holistic_project_id": f.HolisticProjectID}}
}

func statsFilter(f *gqlmodel.UpgStatsRecordFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"people_group_id": f.PeopleGroupID, "quarter": f.Quarter}}
}

func statsCounts(numHolisticProject, numActiveAdoptions, numAdopters, numRegionalCoords, numFieldWorkers, numChurchesPlanted, numHeardForFirstTime, numSalvations, numWaterBaptisms, numMiracles, numPrayerRequests *int) map[string]*int {
	return map[string]*int{
		"numHolisticProject": numHolisticProject, "numActiveAdoptions": numActiveAdoptions, "numAdopters": numAdopters,
		"numRegionalCoords": numRegionalCoords, "numFieldWorkers": numFieldWorkers, "numChurchesPlanted": numChurchesPlanted,
		"numHeardForFirstTime": numHeardForFirstTime, "numSalvations": numSalvations, "numWaterBaptisms": numWaterBaptisms,
		"numMiracles": numMiracles, "numPrayerRequests": numPrayerRequests,
	}
}

func courseInput(name, desc, thumb *string, modules []*gqlmodel.TrainingModuleInput) training.CourseInput {
	in := training.CourseInput{CourseName: name, Desc: desc, PrimaryThumbnailID: thumb, SetModules: modules != nil}
	for _, m := range modules {
		if m == nil {
			continue
		}
		in.Modules = append(in.Modules, model.TrainingModule{ID: deref(m.ID), Name: m.Name, Desc: deref(m.Desc)})
	}
	return in
}

func courseFilterIDs(f *gqlmodel.TrainingCourseFilter) []string {
	if f == nil {
		return nil
	}
	return f.Ids
}

func courseFilterQ(f *gqlmodel.TrainingCourseFilter) *string {
	if f == nil {
		return nil
	}
	return f.Q
}

func fileFilter(f *gqlmodel.TrainingFileFilter) ([]string, training.FileFilter) {
	if f == nil {
		return nil, training.FileFilter{}
	}
	return f.Ids, training.FileFilter{Q: f.Q, CourseID: f.CourseID, ModuleID: f.ModuleID, Language: f.Language}
}

func simpleListItems(in []*gqlmodel.SimpleListItemInput) []model.SimpleListItem {
	if in == nil {
		return nil
	}
	out := make([]model.SimpleListItem, 0, len(in))
	for _, it := range in {
		if it != nil {
			out = append(out, model.SimpleListItem{ID: deref(it.ID), Key: it.Key, Content: it.Content})
		}
	}
	return out
}

func simpleListFilter(f *gqlmodel.SimpleListFilter) ([]string, *string, *string) {
	if f == nil {
		return nil, nil, nil
	}
	return f.Ids, f.Q, f.Name
}
