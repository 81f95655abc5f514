package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Prayer requests and testimonies mapped onto GraphQL.

func testimonyToGQL(t *model.Testimony) *gqlmodel.Testimony {
	if t == nil {
		return nil
	}
	return &gqlmodel.Testimony{ID: t.ID, UnderscoreID: t.ID, Desc: t.Desc, ReportID: t.ReportID, ReportType: t.ReportType,
		PeopleGroupID: t.PeopleGroupID, HolisticProjectID: t.HolisticProjectID, CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
}

func prayerRequestToGQL(p *model.PrayerRequest) *gqlmodel.PrayerRequest {
	if p == nil {
		return nil
	}
	ids := p.MiracleIDs
	if ids == nil {
		ids = []string{}
	}
	return &gqlmodel.PrayerRequest{ID: p.ID, UnderscoreID: p.ID, Desc: p.Desc, ReportID: p.ReportID, ReportType: p.ReportType,
		PeopleGroupID: p.PeopleGroupID, HolisticProjectID: p.HolisticProjectID, MiracleIds: ids, Result: p.Result,
		CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt}
}

func prayerFilterT(f *gqlmodel.TestimonyFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"people_group_id": f.PeopleGroupID, "holistic_project_id": f.HolisticProjectID}}
}

func prayerFilterP(f *gqlmodel.PrayerRequestFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"people_group_id": f.PeopleGroupID, "holistic_project_id": f.HolisticProjectID}}
}
