package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Links mapped onto GraphQL.

func linkRoles(roles []string) []gqlmodel.LinkRole {
	out := make([]gqlmodel.LinkRole, 0, len(roles))
	for _, r := range roles {
		out = append(out, gqlmodel.LinkRole(r))
	}
	return out
}

func strPtr(p *gqlmodel.LinkRole) *string {
	if p == nil {
		return nil
	}
	s := string(*p)
	return &s
}

func peopleGroupLinkToGQL(l *model.PeopleGroupLink) *gqlmodel.PeopleGroupLink {
	if l == nil {
		return nil
	}
	return &gqlmodel.PeopleGroupLink{ID: l.ID, UnderscoreID: l.ID, Type: gqlmodel.LinkRole(l.Type), PeopleGroupID: l.PeopleGroupID,
		PeopleGroupName: l.PeopleGroupName, ContactID: l.ContactID, ContactName: l.ContactName, StartDate: l.StartDate,
		CreatedAt: l.CreatedAt, UpdatedAt: l.UpdatedAt}
}

func projectLinkToGQL(l *model.ProjectLink) *gqlmodel.ProjectLink {
	if l == nil {
		return nil
	}
	return &gqlmodel.ProjectLink{ID: l.ID, UnderscoreID: l.ID, Type: gqlmodel.LinkRole(l.Type), ProjectID: l.ProjectID,
		ProjectName: l.ProjectName, ContactID: l.ContactID, ContactName: l.ContactName, StartDate: l.StartDate,
		CreatedAt: l.CreatedAt, UpdatedAt: l.UpdatedAt}
}

func roleStr(p *gqlmodel.LinkRole) *string { return strPtr(p) }

func peopleGroupLinkFilter(f *gqlmodel.PeopleGroupLinkFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"contact_id": f.ContactID, "people_group_id": f.PeopleGroupID, "type": roleStr(f.Type)}}
}

func projectLinkFilter(f *gqlmodel.ProjectLinkFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"contact_id": f.ContactID, "project_id": f.ProjectID, "type": roleStr(f.Type)}}
}
