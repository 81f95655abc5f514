package link

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The back office's links of contacts to people groups and projects.

var linkSorts = map[string]string{"createdAt": "created_at", "updatedAt": "updated_at", "startDate": "start_date", "type": "type", "contactName": "c.full_name"}

func checkRole(role string) error {
	if !slices.Contains(model.LinkRoles, role) {
		return apperr.Input("type", "Please choose a role")
	}
	return nil
}

func (s *Service) checkContact(ctx context.Context, id string) error {
	rows, _, err := s.store.ListContacts(ctx, db.ListQuery{IDs: []string{id}, Limit: 1})
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		return apperr.Input("contactId", "Please choose a contact")
	}
	return nil
}

// ListPeopleGroupLinks lists links for the back office.
func (s *Service) ListPeopleGroupLinks(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*model.PeopleGroupLink, int, error) {
	q, err := a.Query(linkSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListPeopleGroupLinks(ctx, q)
}

// GetPeopleGroupLink loads one link.
func (s *Service) GetPeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error) {
	l, err := s.store.GetPeopleGroupLink(ctx, id)
	return db.Found(l, err, "Link not found")
}

// CreatePeopleGroupLink links a contact to a people group with a role.
func (s *Service) CreatePeopleGroupLink(ctx context.Context, contactID, peopleGroupID, role string, start *time.Time) (*model.PeopleGroupLink, error) {
	if err := checkRole(role); err != nil {
		return nil, err
	}
	if err := s.checkContact(ctx, contactID); err != nil {
		return nil, err
	}
	if _, err := s.store.GetPeopleGroup(ctx, peopleGroupID); errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("peopleGroupId", "Please choose a people group")
	} else if err != nil {
		return nil, err
	}
	now := s.now()
	l := &model.PeopleGroupLink{ID: newID(), ContactID: contactID, PeopleGroupID: peopleGroupID, Type: role, StartDate: start, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreatePeopleGroupLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this people group")
	} else if err != nil {
		return nil, err
	}
	return s.GetPeopleGroupLink(ctx, l.ID)
}

// UpdatePeopleGroupLink changes a link's role or start date.
func (s *Service) UpdatePeopleGroupLink(ctx context.Context, id string, role *string, start *time.Time) (*model.PeopleGroupLink, error) {
	l, err := s.GetPeopleGroupLink(ctx, id)
	if err != nil {
		return nil, err
	}
	if role != nil {
		if err := checkRole(*role); err != nil {
			return nil, err
		}
		l.Type = *role
	}
	if start != nil {
		l.StartDate = start
	}
	l.UpdatedAt = s.now()
	if err := s.store.UpdatePeopleGroupLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this people group")
	} else if err != nil {
		return nil, err
	}
	return s.GetPeopleGroupLink(ctx, id)
}

// DeletePeopleGroupLink removes a link and answers it as it was.
func (s *Service) DeletePeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error) {
	l, err := s.GetPeopleGroupLink(ctx, id)
	if err != nil {
		return nil, err
	}
	return l, s.store.DeletePeopleGroupLink(ctx, id)
}

// ListProjectLinks lists project links for the back office.
func (s *Service) ListProjectLinks(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*model.ProjectLink, int, error) {
	q, err := a.Query(linkSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListProjectLinks(ctx, q)
}

// GetProjectLink loads one project link.
func (s *Service) GetProjectLink(ctx context.Context, id string) (*model.ProjectLink, error) {
	l, err := s.store.GetProjectLink(ctx, id)
	return db.Found(l, err, "Link not found")
}

// CreateProjectLink links a contact to a project with a role.
func (s *Service) CreateProjectLink(ctx context.Context, contactID, projectID, role string, start *time.Time) (*model.ProjectLink, error) {
	if err := checkRole(role); err != nil {
		return nil, err
	}
	if err := s.checkContact(ctx, contactID); err != nil {
		return nil, err
	}
	ps, err := s.store.ListVisibleProjects(ctx, db.ProjectVisibility{All: true, IDs: []string{projectID}, Limit: 1})
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, apperr.Input("projectId", "Please choose a holistic project")
	}
	now := s.now()
	l := &model.ProjectLink{ID: newID(), ContactID: contactID, ProjectID: projectID, Type: role, StartDate: start, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreateProjectLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this project")
	} else if err != nil {
		return nil, err
	}
	return s.GetProjectLink(ctx, l.ID)
}

// UpdateProjectLink changes a project link's role or start date.
func (s *Service) UpdateProjectLink(ctx context.Context, id string, role *string, start *time.Time) (*model.ProjectLink, error) {
	l, err := s.GetProjectLink(ctx, id)
	if err != nil {
		return nil, err
	}
	if role != nil {
		if err := checkRole(*role); err != nil {
			return nil, err
		}
		l.Type = *role
	}
	if start != nil {
		l.StartDate = start
	}
	l.UpdatedAt = s.now()
	if err := s.store.UpdateProjectLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this project")
	} else if err != nil {
		return nil, err
	}
	return s.GetProjectLink(ctx, id)
}

// DeleteProjectLink removes a project link.
func (s *Service) DeleteProjectLink(ctx context.Context, id string) (*model.ProjectLink, error) {
	l, err := s.GetProjectLink(ctx, id)
	if err != nil {
		return nil, err
	}
	return l, s.store.DeleteProjectLink(ctx, id)
}
