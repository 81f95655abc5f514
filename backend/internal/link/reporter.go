package link

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
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
