// Package link is the roles of contacts on people groups and holistic
// projects (the spec's user-to-people-group link): staff keep the links in
// the back office, and every portal read asks this package what the contact
// a request acts for may see.
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
package link

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

// Messages.
const (
	MsgPeopleGroupNotFound = "People group not found"
	MsgProjectNotFound     = "Holistic project not found"
)

// Store is what links read and write.
type Store interface {
	CreatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error
	GetPeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error)
	UpdatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error
	DeletePeopleGroupLink(ctx context.Context, id string) error
	ListPeopleGroupLinks(ctx context.Context, q db.ListQuery) ([]*model.PeopleGroupLink, int, error)

	CreateProjectLink(ctx context.Context, l *model.ProjectLink) error
	GetProjectLink(ctx context.Context, id string) (*model.ProjectLink, error)
	UpdateProjectLink(ctx context.Context, l *model.ProjectLink) error
	DeleteProjectLink(ctx context.Context, id string) error
	ListProjectLinks(ctx context.Context, q db.ListQuery) ([]*model.ProjectLink, int, error)

	// GroupRoles answers the roles contactID holds on each of groupIDs (only
	// groups with a role are keys).
	GroupRoles(ctx context.Context, contactID string, groupIDs []string) (map[string][]string, error)
	// ProjectRoles answers the roles contactID holds on each of projectIDs.
	ProjectRoles(ctx context.Context, contactID string, projectIDs []string) (map[string][]string, error)
	// ListVisibleProjects answers the projects q lets its contact read.
	ListVisibleProjects(ctx context.Context, q db.ProjectVisibility) ([]*model.HolisticProject, error)

	GetPeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error)
	// ListContacts finds the contact a new link names.
	ListContacts(ctx context.Context, q db.ListQuery) ([]*db.ContactRow, int, error)
}

// Service keeps links and answers what a viewer may see.
type Service struct {
	store Store
	Now   func() time.Time
}

// New returns a Service on store.
func New(store Store) *Service { return &Service{store: store, Now: time.Now} }

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func newID() string { return uuid.Must(uuid.NewV7()).String() }

// Viewer is the signed-in viewer acting for a contact they belong to:
// UNAUTHENTICATED when nobody is signed in, FORBIDDEN when the Contact
// header names a contact that is not theirs.
func Viewer(ctx context.Context) (*auth.Viewer, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	if v.ContactRefused {
		return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
	}
	return v, nil
}

// MyLinks lists the links of the contact the request acts for, newest first.
func (s *Service) MyLinks(ctx context.Context) ([]*model.PeopleGroupLink, error) {
	v, err := Viewer(ctx)
	if err != nil {
		return nil, err
	}
	links, _, err := s.store.ListPeopleGroupLinks(ctx, db.ListQuery{Eq: map[string]any{"contact_id": v.ContactID}, Sort: "created_at", Desc: true, Limit: 1000})
	return links, err
}

// VisibleGroups tells which of ids the viewer may read.
func (s *Service) VisibleGroups(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	v := auth.ViewerFrom(ctx)
	if v == nil || v.ContactRefused {
		return out, nil
	}
	if v.Can(PermAllPeopleGroups) {
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
	return v != nil && !v.ContactRefused && v.Can(PermAllPeopleGroups)
}

// GroupRoles answers the roles of the contact the request acts for on each of ids.
func (s *Service) GroupRoles(ctx context.Context, ids []string) (map[string][]string, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.ContactRefused {
		return map[string][]string{}, nil
	}
	return s.store.GroupRoles(ctx, v.ContactID, ids)
}

// RequireGroup answers NOT_FOUND unless the viewer may read people group id.
func (s *Service) RequireGroup(ctx context.Context, id string) error {
	vis, err := s.VisibleGroups(ctx, []string{id})
	if err != nil {
		return err
	}
	if !vis[id] {
		return apperr.New(apperr.NotFound, MsgPeopleGroupNotFound)
	}
	return nil
}

// ReporterRoles may file quarterly reports for a group or a project.
var ReporterRoles = []string{model.LinkFieldWorker, model.LinkRegionalCoordinator}

// HasAny tells whether roles holds one of want.
func HasAny(roles []string, want []string) bool {
	for _, r := range roles {
		if slices.Contains(want, r) {
			return true
		}
	}
	return false
}

// CanCreateUpgQuarterlyReport: a field worker or coordinator of the group, or staff.
func (s *Service) CanCreateUpgQuarterlyReport(ctx context.Context, peopleGroupID string) (bool, error) {
	v, err := Viewer(ctx)
	if err != nil {
		return false, err
	}
	if v.Can(PermAllPeopleGroups) {
		return true, nil
	}
	roles, err := s.store.GroupRoles(ctx, v.ContactID, []string{peopleGroupID})
	if err != nil {
		return false, err
	}
	return HasAny(roles[peopleGroupID], ReporterRoles), nil
}

// ProjectVisibility is the visibility of projects to v, for the store.
func ProjectVisibility(v *auth.Viewer) db.ProjectVisibility {
	return db.ProjectVisibility{
		ContactID: v.ContactID,
		All:       v.Can(PermAllProjects),
		ViaGroups: v.Can(PermProjectsViaUPG),
	}
}

// RequireProject answers NOT_FOUND unless the viewer may read project id.
func (s *Service) RequireProject(ctx context.Context, id string) (*model.HolisticProject, error) {
	v, err := Viewer(ctx)
	if err != nil {
		return nil, err
	}
	q := ProjectVisibility(v)
	q.IDs, q.Limit = []string{id}, 1
	projects, err := s.store.ListVisibleProjects(ctx, q)
	if err != nil {
		return nil, err
	}
	if len(projects) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgProjectNotFound)
	}
	return projects[0], nil
}

// ProjectRoles answers the roles of the contact the request acts for on each project.
func (s *Service) ProjectRoles(ctx context.Context, ids []string) (map[string][]string, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.ContactRefused {
		return map[string][]string{}, nil
	}
	return s.store.ProjectRoles(ctx, v.ContactID, ids)
}

// RolesOnProject answers v's contact's roles on project id (a project naming
// the contact as regional coordinator counts as that role) and the project,
// whatever v may read; nil when there is no such project.
func (s *Service) RolesOnProject(ctx context.Context, v *auth.Viewer, id string) ([]string, *model.HolisticProject, error) {
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

// Target names the people group or the project an entry (a prayer request,
// a testimony) is about.
type Target struct {
	PeopleGroupID     *string
	HolisticProjectID *string
}

// Scope is the column a portal list of entries filters on for t, once the
// viewer is known to read its group or project (BAD_USER_INPUT unless t
// names exactly one; NOT_FOUND when the viewer may not read it).
func (s *Service) Scope(ctx context.Context, t Target) (map[string]any, error) {
	if _, err := Viewer(ctx); err != nil {
		return nil, err
	}
	pg, hp := strings.TrimSpace(deref(t.PeopleGroupID)), strings.TrimSpace(deref(t.HolisticProjectID))
	switch {
	case pg != "" && hp != "":
		return nil, apperr.Input("filters", "Please filter by a people group or a holistic project, not both")
	case pg != "":
		if err := s.RequireGroup(ctx, pg); err != nil {
			return nil, err
		}
		return map[string]any{"people_group_id": pg}, nil
	case hp != "":
		if _, err := s.RequireProject(ctx, hp); err != nil {
			return nil, err
		}
		return map[string]any{"holistic_project_id": hp}, nil
	default:
		return nil, apperr.Input("filters", "Please filter by a people group or a holistic project")
	}
}

// CheckTarget refuses an entry about no group or project, or about one that
// does not exist (whoever edits it: staff in the back office).
func (s *Service) CheckTarget(ctx context.Context, pg, hp *string) error {
	if pg == nil && hp == nil {
		return apperr.Input("peopleGroupId", "Please choose a people group or a holistic project")
	}
	if pg != nil {
		if _, err := s.store.GetPeopleGroup(ctx, *pg); errors.Is(err, db.ErrNotFound) {
			return apperr.Input("peopleGroupId", "Please choose a people group")
		} else if err != nil {
			return err
		}
	}
	if hp != nil {
		ps, err := s.store.ListVisibleProjects(ctx, db.ProjectVisibility{All: true, IDs: []string{*hp}, Limit: 1})
		if err != nil {
			return err
		}
		if len(ps) == 0 {
			return apperr.Input("holisticProjectId", "Please choose a holistic project")
		}
	}
	return nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
