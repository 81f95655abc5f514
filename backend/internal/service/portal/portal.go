// Package portal holds the partner portal's rules: which people groups and
// holistic projects the contact a request acts for may read (through the
// links staff keep), their figures, testimonies, prayer requests and
// quarterly stats; and the back office's editing of those links and records.
//
// Visibility (spec/02 is silent; decided here): a request acts for one
// contact (auth.Viewer.ContactID: the user's own, or a household or
// organisation they belong to, chosen with the Contact header). It reads the
// people groups linked to that contact; staff (list-admin-people-group) read
// every group. It reads the projects linked to that contact; viewers holding
// get-user-h-project also read the projects serving a group linked to the
// contact and those naming the contact as regional coordinator; staff
// (list-admin-holistic-project) read every project. Anything else answers
// NOT_FOUND, the same as a missing row, so nothing leaks.
package portal

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Permissions the rules look at besides the schema's guards.
const (
	PermAllPeopleGroups = auth.PermListAdminPeopleGroup
	PermAllProjects     = auth.PermListAdminHolisticProject
	PermProjectsViaUPG  = auth.PermGetUserHProject
)

// Page sizes (spec/02 section 9).
const (
	PeopleGroupsFirst = 40
	ProjectsFirst     = 24
	PrayerFirst       = 5
	StatsFirst        = 100
	MaxFirst          = 100
	DefaultPerPage    = 25
	MaxPerPage        = 500
)

// Messages.
const (
	MsgPeopleGroupNotFound = "People group not found"
	MsgProjectNotFound     = "Holistic project not found"
	MsgNotFound            = "Not found"
)

// Store is what the service reads and writes.
type Store interface {
	db.Portal
	GetPeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error)
	// ListContacts finds the contact a new link names.
	ListContacts(ctx context.Context, q db.ListQuery) ([]*db.ContactRow, int, error)
}

// Service answers the portal's people group, project, prayer and stats calls.
type Service struct {
	store Store
	Now   func() time.Time
}

// New returns a Service on store.
func New(store Store) *Service { return &Service{store: store, Now: time.Now} }

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func newID() string { return uuid.Must(uuid.NewV7()).String() }

func viewer(ctx context.Context) (*auth.Viewer, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	if v.ContactRefused {
		return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
	}
	return v, nil
}

func notFound(msg string) error { return apperr.New(apperr.NotFound, msg) }

// Page is a page of a connection: Offset rows skipped, at most First rows.
type Page struct {
	Offset int
	First  int
	// Columns, when not nil, are the only stored columns the caller needs (a GraphQL selection
	// asking for a few fields reads no more); nil reads everything.
	Columns []string
}

// clamp applies a default and a maximum to a requested page size.
func clamp(first *int, def, max int) int {
	if first == nil || *first <= 0 {
		return def
	}
	return min(*first, max)
}

// PageOf builds a Page from first (nil for the default) and an offset.
func PageOf(first *int, offset, def, max int) Page {
	return Page{Offset: max0(offset), First: clamp(first, def, max)}
}

func max0(n int) int {
	if n < 0 {
		return 0
	}
	return n
}

// trim cuts rows fetched with one extra row to the page, telling whether more follow.
func trim[T any](rows []T, first int) ([]T, bool) {
	if len(rows) > first {
		return rows[:first], true
	}
	return rows, false
}

// ---- people groups

// MyLinks lists the links of the contact the request acts for, newest first.
func (s *Service) MyLinks(ctx context.Context) ([]*model.PeopleGroupLink, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	links, _, err := s.store.ListPeopleGroupLinks(ctx, db.ListQuery{Eq: map[string]any{"contact_id": v.ContactID}, Sort: "created_at", Desc: true, Limit: 1000})
	return links, err
}

// PeopleGroupsForUser lists the viewer's people groups (every group for staff).
func (s *Service) PeopleGroupsForUser(ctx context.Context, p Page) ([]*model.PeopleGroup, map[string][]string, bool, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, nil, false, err
	}
	pgs, roles, err := s.store.ListLinkedPeopleGroups(ctx, v.ContactID, auth.Can(v.Roles, PermAllPeopleGroups), p.Offset, p.First+1, p.Columns)
	if err != nil {
		return nil, nil, false, err
	}
	pgs, more := trim(pgs, p.First)
	return pgs, roles, more, nil
}

// VisibleGroups tells which of ids the viewer may read.
func (s *Service) VisibleGroups(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	v := auth.ViewerFrom(ctx)
	if v == nil || v.ContactRefused {
		return out, nil
	}
	if auth.Can(v.Roles, PermAllPeopleGroups) {
		for _, id := range ids {
			out[id] = true
		}
		return out, nil
	}
	roles, err := s.store.GroupRoles(ctx, v.ContactID, ids)
	if err != nil {
		return nil, err
	}
	for id := range roles {
		out[id] = true
	}
	return out, nil
}

// ReadsAllGroups tells whether the viewer reads every people group (staff).
func (s *Service) ReadsAllGroups(ctx context.Context) bool {
	v := auth.ViewerFrom(ctx)
	return v != nil && !v.ContactRefused && auth.Can(v.Roles, PermAllPeopleGroups)
}

// GroupRoles answers the roles of the contact the request acts for on each of ids.
func (s *Service) GroupRoles(ctx context.Context, ids []string) (map[string][]string, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.ContactRefused {
		return map[string][]string{}, nil
	}
	return s.store.GroupRoles(ctx, v.ContactID, ids)
}

// UpgCounts computes the portal figures of ids (callers check visibility).
func (s *Service) UpgCounts(ctx context.Context, ids []string) (map[string]*model.UpgCounts, error) {
	return s.store.UpgCounts(ctx, ids)
}

func (s *Service) requireGroup(ctx context.Context, id string) error {
	vis, err := s.VisibleGroups(ctx, []string{id})
	if err != nil {
		return err
	}
	if !vis[id] {
		return notFound(MsgPeopleGroupNotFound)
	}
	return nil
}

// PeopleGroupForUser loads a people group the viewer may read.
func (s *Service) PeopleGroupForUser(ctx context.Context, id string) (*model.PeopleGroup, error) {
	if _, err := viewer(ctx); err != nil {
		return nil, err
	}
	if err := s.requireGroup(ctx, id); err != nil {
		return nil, err
	}
	pg, err := s.store.GetPeopleGroup(ctx, id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && pg.DeletedAt != nil) {
		return nil, notFound(MsgPeopleGroupNotFound)
	}
	return pg, err
}

// reporterRoles may file quarterly reports for a group or a project.
var reporterRoles = []string{model.LinkFieldWorker, model.LinkRegionalCoordinator}

func hasAny(roles []string, want []string) bool {
	for _, r := range roles {
		if slices.Contains(want, r) {
			return true
		}
	}
	return false
}

// CanCreateUpgQuarterlyReport: a field worker or coordinator of the group, or staff.
func (s *Service) CanCreateUpgQuarterlyReport(ctx context.Context, peopleGroupID string) (bool, error) {
	v, err := viewer(ctx)
	if err != nil {
		return false, err
	}
	if auth.Can(v.Roles, PermAllPeopleGroups) {
		return true, nil
	}
	roles, err := s.store.GroupRoles(ctx, v.ContactID, []string{peopleGroupID})
	if err != nil {
		return false, err
	}
	return hasAny(roles[peopleGroupID], reporterRoles), nil
}

// ---- holistic projects

func (s *Service) visibility(v *auth.Viewer) db.ProjectVisibility {
	return db.ProjectVisibility{
		ContactID: v.ContactID,
		All:       auth.Can(v.Roles, PermAllProjects),
		ViaGroups: auth.Can(v.Roles, PermProjectsViaUPG),
	}
}

// ProjectSorts maps sortBy keys onto columns.
var ProjectSorts = map[string]string{
	"updatedAt": "updated_at", "createdAt": "created_at", "projectName": "project_name", "projectName.keyword": "project_name",
}

// ProjectsForUser lists the projects the viewer may read. Filtering by
// people groups (the people group's tab) needs get-user-h-project.
func (s *Service) ProjectsForUser(ctx context.Context, peopleGroupIDs []string, sort string, desc bool, p Page) ([]*model.HolisticProject, bool, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, false, err
	}
	q := s.visibility(v)
	if peopleGroupIDs != nil {
		if !auth.Can(v.Roles, PermProjectsViaUPG) {
			return nil, false, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
		}
		if len(peopleGroupIDs) == 0 {
			return []*model.HolisticProject{}, false, nil
		}
		q.PeopleGroupIDs = peopleGroupIDs
	}
	q.Sort, q.Desc, q.Offset, q.Limit = sort, desc, p.Offset, p.First+1
	projects, err := s.store.ListVisibleProjects(ctx, q)
	if err != nil {
		return nil, false, err
	}
	projects, more := trim(projects, p.First)
	return projects, more, nil
}

// ProjectForUser loads a project the viewer may read.
func (s *Service) ProjectForUser(ctx context.Context, id string) (*model.HolisticProject, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	q := s.visibility(v)
	q.IDs, q.Limit = []string{id}, 1
	projects, err := s.store.ListVisibleProjects(ctx, q)
	if err != nil {
		return nil, err
	}
	if len(projects) == 0 {
		return nil, notFound(MsgProjectNotFound)
	}
	return projects[0], nil
}

// isCoordinator: a REGIONAL_COORDINATOR link to the project, or its regionalCoordId.
func (s *Service) projectRoles(ctx context.Context, v *auth.Viewer, id string) ([]string, *model.HolisticProject, error) {
	projects, err := s.store.ListVisibleProjects(ctx, db.ProjectVisibility{All: true, IDs: []string{id}, Limit: 1})
	if err != nil {
		return nil, nil, err
	}
	if len(projects) == 0 {
		return nil, nil, nil
	}
	roles, err := s.store.ProjectRoles(ctx, v.ContactID, []string{id})
	if err != nil {
		return nil, nil, err
	}
	r := roles[id]
	if p := projects[0]; p.RegionalCoordID != nil && *p.RegionalCoordID == v.ContactID && !slices.Contains(r, model.LinkRegionalCoordinator) {
		r = append(r, model.LinkRegionalCoordinator)
	}
	return r, projects[0], nil
}

// ProjectForCoord loads a project the viewer coordinates (staff: any).
func (s *Service) ProjectForCoord(ctx context.Context, id string) (*model.HolisticProject, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	roles, p, err := s.projectRoles(ctx, v, id)
	if err != nil {
		return nil, err
	}
	if p == nil || (!auth.Can(v.Roles, PermAllProjects) && !slices.Contains(roles, model.LinkRegionalCoordinator)) {
		return nil, notFound(MsgProjectNotFound)
	}
	return p, nil
}

// CanCreateHolisticQuarterlyReport: a field worker or coordinator of the project, or staff.
func (s *Service) CanCreateHolisticQuarterlyReport(ctx context.Context, projectID string) (bool, error) {
	v, err := viewer(ctx)
	if err != nil {
		return false, err
	}
	roles, p, err := s.projectRoles(ctx, v, projectID)
	if err != nil || p == nil {
		return false, err
	}
	return auth.Can(v.Roles, PermAllProjects) || hasAny(roles, reporterRoles), nil
}

// ProjectRoles answers the roles of the contact the request acts for on each project.
func (s *Service) ProjectRoles(ctx context.Context, ids []string) (map[string][]string, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.ContactRefused {
		return map[string][]string{}, nil
	}
	return s.store.ProjectRoles(ctx, v.ContactID, ids)
}

// RegionNames answers region names by code.
func (s *Service) RegionNames(ctx context.Context, codes []string) (map[string]string, error) {
	return s.store.RegionNames(ctx, codes)
}

// ProjectPeopleGroups answers each project's people groups.
func (s *Service) ProjectPeopleGroups(ctx context.Context, ids []string) (map[string][]*model.PeopleGroup, error) {
	return s.store.ProjectPeopleGroups(ctx, ids)
}

// ---- testimonies, prayer requests, stats

// PrayerFilter names the group or the project whose entries to list.
type PrayerFilter struct {
	PeopleGroupID     *string
	HolisticProjectID *string
}

func (s *Service) prayerScope(ctx context.Context, f PrayerFilter) (map[string]any, error) {
	if _, err := viewer(ctx); err != nil {
		return nil, err
	}
	pg, hp := strings.TrimSpace(deref(f.PeopleGroupID)), strings.TrimSpace(deref(f.HolisticProjectID))
	switch {
	case pg != "" && hp != "":
		return nil, apperr.Input("filters", "Please filter by a people group or a holistic project, not both")
	case pg != "":
		if err := s.requireGroup(ctx, pg); err != nil {
			return nil, err
		}
		return map[string]any{"people_group_id": pg}, nil
	case hp != "":
		if _, err := s.ProjectForUser(ctx, hp); err != nil {
			return nil, err
		}
		return map[string]any{"holistic_project_id": hp}, nil
	default:
		return nil, apperr.Input("filters", "Please filter by a people group or a holistic project")
	}
}

// MiraclesForUser lists a visible group's or project's testimonies, newest first.
func (s *Service) MiraclesForUser(ctx context.Context, f PrayerFilter, p Page) ([]*model.Testimony, bool, error) {
	eq, err := s.prayerScope(ctx, f)
	if err != nil {
		return nil, false, err
	}
	rows, _, err := s.store.ListTestimonies(ctx, db.ListQuery{Eq: eq, Sort: "created_at", Desc: true, Offset: p.Offset, Limit: p.First + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := trim(rows, p.First)
	return rows, more, nil
}

// PrayerRequestsForUser lists a visible group's or project's prayer requests, newest first.
func (s *Service) PrayerRequestsForUser(ctx context.Context, f PrayerFilter, p Page) ([]*model.PrayerRequest, bool, error) {
	eq, err := s.prayerScope(ctx, f)
	if err != nil {
		return nil, false, err
	}
	rows, _, err := s.store.ListPrayerRequests(ctx, db.ListQuery{Eq: eq, Sort: "created_at", Desc: true, Offset: p.Offset, Limit: p.First + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := trim(rows, p.First)
	return rows, more, nil
}

// StatsForUser lists a visible group's quarterly records, newest quarter first.
func (s *Service) StatsForUser(ctx context.Context, peopleGroupID string, p Page) ([]*model.UpgStatsRecord, bool, error) {
	if _, err := viewer(ctx); err != nil {
		return nil, false, err
	}
	if err := s.requireGroup(ctx, peopleGroupID); err != nil {
		return nil, false, err
	}
	rows, _, err := s.store.ListUpgStatsRecords(ctx, db.ListQuery{Eq: map[string]any{"people_group_id": peopleGroupID}, Sort: "quarter", Desc: true, Offset: p.Offset, Limit: p.First + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := trim(rows, p.First)
	return rows, more, nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
