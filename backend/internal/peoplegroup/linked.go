package peoplegroup

import (
	"context"
	"errors"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's people groups: those linked to the contact a request acts for
// (package link says which), every group for staff.

// PeopleGroupsFirst is the page size of the portal's people group list
// (spec/02 section 9); at most MaxFirst.
const PeopleGroupsFirst = 40

// ForUser lists the viewer's people groups (every group for staff), with
// their roles on each.
func (s *Service) ForUser(ctx context.Context, p db.Page) ([]*model.PeopleGroup, map[string][]string, bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, nil, false, err
	}
	pgs, roles, err := s.db.ListLinkedPeopleGroups(ctx, v.ContactID, v.Can(link.PermAllPeopleGroups), p.Offset, p.First+1, p.Columns)
	if err != nil {
		return nil, nil, false, err
	}
	pgs, more := db.Trim(pgs, p.First)
	return pgs, roles, more, nil
}

// OneForUser loads a people group the viewer may read.
func (s *Service) OneForUser(ctx context.Context, id string) (*model.PeopleGroup, error) {
	if _, err := link.Viewer(ctx); err != nil {
		return nil, err
	}
	if err := s.Links.RequireGroup(ctx, id); err != nil {
		return nil, err
	}
	pg, err := s.db.GetPeopleGroup(ctx, id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && pg.DeletedAt != nil) {
		return nil, apperr.New(apperr.NotFound, link.MsgPeopleGroupNotFound)
	}
	return pg, err
}

// UpgCounts computes the portal figures of ids (callers check visibility).
func (s *Service) UpgCounts(ctx context.Context, ids []string) (map[string]*model.UpgCounts, error) {
	return s.db.UpgCounts(ctx, ids)
}
