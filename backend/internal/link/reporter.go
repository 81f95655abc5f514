package link

import (
	"context"
	"slices"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// IsReporter tells whether the contact the request acts for is a FIELD_WORKER or
// REGIONAL_COORDINATOR of any people group or project (by its links).
func (s *Service) IsReporter(ctx context.Context) (bool, error) {
	v, err := Viewer(ctx)
	if err != nil {
		return false, err
	}
	for _, role := range ReporterRoles {
		q := db.ListQuery{Eq: map[string]any{"contact_id": v.ContactID, "type": role}, Limit: 1}
		if _, n, err := s.store.ListPeopleGroupLinks(ctx, q); err != nil || n > 0 {
			return n > 0, err
		}
		if _, n, err := s.store.ListProjectLinks(ctx, q); err != nil || n > 0 {
			return n > 0, err
		}
	}
	return false, nil
}

// IsFieldWorkerOf tells whether contactID is a FIELD_WORKER of people group peopleGroupID or of
// project projectID (whichever is not nil; either suffices), by its links.
func (s *Service) IsFieldWorkerOf(ctx context.Context, contactID string, peopleGroupID, projectID *string) (bool, error) {
	if contactID == "" {
		return false, nil
	}
	if peopleGroupID != nil {
		roles, err := s.store.GroupRoles(ctx, contactID, []string{*peopleGroupID})
		if err != nil || slices.Contains(roles[*peopleGroupID], model.LinkFieldWorker) {
			return err == nil, err
		}
	}
	if projectID != nil {
		roles, err := s.store.ProjectRoles(ctx, contactID, []string{*projectID})
		if err != nil || slices.Contains(roles[*projectID], model.LinkFieldWorker) {
			return err == nil, err
		}
	}
	return false, nil
}
