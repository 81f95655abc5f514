package holisticproject

import (
	"context"
	"slices"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's holistic projects: those package link lets the contact a
// request acts for read.

// Store is what projects are kept in.
type Store interface {
	db.HolisticProject
	// ListVisibleProjects answers the projects q lets its contact read.
	ListVisibleProjects(ctx context.Context, q db.ProjectVisibility) ([]*model.HolisticProject, error)
	// RegionNames answers region names by code.
	RegionNames(ctx context.Context, codes []string) (map[string]string, error)
	// ProjectPeopleGroups answers each project's people groups.
	ProjectPeopleGroups(ctx context.Context, projectIDs []string) (map[string][]*model.PeopleGroup, error)
}

// Page sizes of the portal's project lists (spec/02 section 9).
const (
	ProjectsFirst = 24
	MaxFirst      = 100
)

// PortalSorts maps the portal's sortBy keys onto columns.
var PortalSorts = map[string]string{
	"updatedAt": "updated_at", "createdAt": "created_at", "projectName": "project_name", "projectName.keyword": "project_name",
}

// ForUser lists the projects the viewer may read. Filtering by people groups
// (the people group's tab) needs get-user-h-project.
func (s *Service) ForUser(ctx context.Context, peopleGroupIDs []string, sort string, desc bool, p db.Page) ([]*model.HolisticProject, bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, false, err
	}
	q := link.ProjectVisibility(v)
	if peopleGroupIDs != nil {
		if !v.Can(link.PermProjectsViaUPG) {
			return nil, false, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
		}
		if len(peopleGroupIDs) == 0 {
			return []*model.HolisticProject{}, false, nil
		}
		q.PeopleGroupIDs = peopleGroupIDs
	}
	q.Sort, q.Desc, q.Offset, q.Limit = sort, desc, p.Offset, p.First+1
	projects, err := s.db.ListVisibleProjects(ctx, q)
	if err != nil {
		return nil, false, err
	}
	projects, more := db.Trim(projects, p.First)
	return projects, more, nil
}

// OneForUser loads a project the viewer may read.
func (s *Service) OneForUser(ctx context.Context, id string) (*model.HolisticProject, error) {
	return s.Links.RequireProject(ctx, id)
}

// ForCoord loads a project the viewer coordinates (staff: any).
func (s *Service) ForCoord(ctx context.Context, id string) (*model.HolisticProject, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	roles, p, err := s.Links.RolesOnProject(ctx, v, id)
	if err != nil {
		return nil, err
	}
	if p == nil || (!v.Can(link.PermAllProjects) && !slices.Contains(roles, model.LinkRegionalCoordinator)) {
		return nil, apperr.New(apperr.NotFound, link.MsgProjectNotFound)
	}
	return p, nil
}

// CanCreateHolisticQuarterlyReport: a field worker or coordinator of the project, or staff.
func (s *Service) CanCreateHolisticQuarterlyReport(ctx context.Context, projectID string) (bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return false, err
	}
	roles, p, err := s.Links.RolesOnProject(ctx, v, projectID)
	if err != nil || p == nil {
		return false, err
	}
	return v.Can(link.PermAllProjects) || link.HasAny(roles, link.ReporterRoles), nil
}

// RegionNames answers region names by code.
func (s *Service) RegionNames(ctx context.Context, codes []string) (map[string]string, error) {
	return s.db.RegionNames(ctx, codes)
}

// PeopleGroupsOf answers each project's people groups.
func (s *Service) PeopleGroupsOf(ctx context.Context, ids []string) (map[string][]*model.PeopleGroup, error) {
	return s.db.ProjectPeopleGroups(ctx, ids)
}
