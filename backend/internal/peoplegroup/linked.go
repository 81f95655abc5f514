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

// maxLinkedSearch bounds how many of a partner's own groups a search looks through.
const maxLinkedSearch = 10000

// ForUser lists the viewer's people groups (every group for staff), with
// their roles on each. Filters (the giving site's: search, region, ...) narrow
// the list and never widen it: a partner's search looks only through the
// partner's own groups. A search orders by relevance, else by name.
func (s *Service) ForUser(ctx context.Context, p db.Page, f PeopleGroupFilters) ([]*model.PeopleGroup, map[string][]string, bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, nil, false, err
	}
	if f.filters() {
		return s.searchForUser(ctx, v.ContactID, v.Can(link.PermAllPeopleGroups), p, f)
	}
	pgs, roles, err := s.db.ListLinkedPeopleGroups(ctx, v.ContactID, v.Can(link.PermAllPeopleGroups), p.Offset, p.First+1, p.Columns)
	if err != nil {
		return nil, nil, false, err
	}
	pgs, more := db.Trim(pgs, p.First)
	return pgs, roles, more, nil
}

// filters tells whether f narrows a list at all.
func (f PeopleGroupFilters) filters() bool {
	return (f.HasAdoptionsAvailable != nil && *f.HasAdoptionsAvailable) || f.FocusLevelNo != nil || f.RegionCode != nil ||
		f.PrimaryReligionID != nil || len(f.PopulationRange) > 0 || f.PopulationMax != nil || (f.Search != nil && *f.Search != "")
}

func (s *Service) searchForUser(ctx context.Context, contactID string, all bool, p db.Page, f PeopleGroupFilters) ([]*model.PeopleGroup, map[string][]string, bool, error) {
	df, err := peopleGroupFilter(f)
	if err != nil {
		return nil, nil, false, err
	}
	var roles map[string][]string
	if !all {
		// The partner's own groups bound the search.
		var mine []*model.PeopleGroup
		mine, roles, err = s.db.ListLinkedPeopleGroups(ctx, contactID, false, 0, maxLinkedSearch, []string{"id"})
		if err != nil {
			return nil, nil, false, err
		}
		df.IDs = make([]string, len(mine))
		for i, pg := range mine {
			df.IDs[i] = pg.ID
		}
	}
	q := db.PublicPeopleGroupQuery{Filter: df, Offset: p.Offset, Limit: p.First + 1, Columns: p.Columns}
	if df.Term != "" {
		q.Order = []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}
	} else {
		q.Order = []db.PublicPeopleGroupOrder{{Sort: db.SortNameAcrossCountries}}
	}
	pgs, err := s.db.ListPublicPeopleGroups(ctx, q)
	if err != nil {
		return nil, nil, false, err
	}
	pgs, more := db.Trim(pgs, p.First)
	if all {
		ids := make([]string, len(pgs))
		for i, pg := range pgs {
			ids[i] = pg.ID
		}
		if roles, err = s.Links.GroupRoles(ctx, ids); err != nil {
			return nil, nil, false, err
		}
	}
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
