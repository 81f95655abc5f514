package server

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

// publicAdoptions lets the public browse service list adoptions from the
// giving store, keeping only what anyone may see (no names, no amounts).
type publicAdoptions struct{ store db.Giving }

func (p publicAdoptions) ListPublicAdoptions(ctx context.Context, q peoplegroup.AdoptionQuery) ([]peoplegroup.PublicAdoption, error) {
	dq := db.AdoptionQuery{Status: "ACTIVE", ListPage: db.ListPage{Sort: q.Sort, Desc: q.Desc, Offset: q.Offset, Limit: q.Limit}}
	if q.PeopleGroupID != nil {
		dq.PeopleGroupID = *q.PeopleGroupID
	}
	rows, _, err := p.store.ListAdoptions(ctx, dq)
	if err != nil {
		return nil, err
	}
	out := make([]peoplegroup.PublicAdoption, 0, len(rows))
	for _, a := range rows {
		out = append(out, peoplegroup.PublicAdoption{
			ID: a.ID, PeopleGroupID: a.PeopleGroupID, Level: a.Level, Status: a.Status,
			StartDate: a.StartDate, CreatedAt: a.CreatedAt,
		})
	}
	return out, nil
}
