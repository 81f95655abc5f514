package giving

import (
	"context"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// MaxMyAdoptions bounds the adoptions myAdoptions answers (newest first).
const MaxMyAdoptions = 500

// MyAdoption is a gift the contact the request acts for gives to a people group, as the
// portal's cards and page show it beside the group's suggested level.
type MyAdoption struct {
	Adoption *model.Adoption
	// Monthly is a monthly gift; Until is then the day it ends, a year after it began.
	Monthly bool
	Since   time.Time
	Until   *time.Time
}

// MyAdoptions answers the active adoptions of the contact the request acts for (the Contact
// header's account, else the viewer's own contact), newest first, at most MaxMyAdoptions;
// peopleGroupID, when set, keeps one group's. A monthly gift past its end and a cancelled one
// are left out. Nobody else's adoptions are ever read: an account the viewer may not act for
// answers none.
func (s *Service) MyAdoptions(ctx context.Context, peopleGroupID string) ([]*MyAdoption, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.UserID == "" {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	out := []*MyAdoption{}
	if v.ContactID == "" || v.ContactRefused {
		return out, nil
	}
	per, field, desc := MaxMyAdoptions, "createdAt", "DESC"
	rows, _, err := s.store.ListAdoptions(ctx, db.AdoptionQuery{
		ContactID: v.ContactID, PeopleGroupID: peopleGroupID, Status: model.GiftActive,
		ListPage: db.ListArgs{PerPage: &per, SortField: &field, SortOrder: &desc}.ListPage(false),
	})
	if err != nil {
		return nil, err
	}
	now := s.clock()
	for _, a := range rows {
		m := &MyAdoption{Adoption: a, Monthly: a.DonationFrequency != nil, Since: a.CreatedAt}
		if a.StartDate != nil {
			m.Since = *a.StartDate
		}
		if m.Monthly {
			until := monthlyEnd(m.Since)
			if !until.After(now) {
				continue // its year is over
			}
			m.Until = &until
		}
		out = append(out, m)
	}
	return out, nil
}
