package graph

import (
	"context"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's holistic projects mapped onto GraphQL.

// projectsToGQL maps holistic projects for the portal, with their people
// groups and region names in two queries for the whole list, and primes the
// operation's role loader in one more.
func (r *Resolver) projectsToGQL(ctx context.Context, ps []*model.HolisticProject) ([]*gqlmodel.HolisticProject, error) {
	ids := make([]string, len(ps))
	var codes []string
	for i, p := range ps {
		ids[i] = p.ID
		codes = append(codes, p.RegionCode)
	}
	groups, err := r.HolisticProjects.PeopleGroupsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	regions, err := r.HolisticProjects.RegionNames(ctx, codes)
	if err != nil {
		return nil, err
	}
	if len(ids) > 1 {
		roles, err := r.Links.ProjectRoles(ctx, ids)
		if err != nil {
			return nil, err
		}
		l := r.loadersFrom(ctx)
		for _, id := range ids {
			l.projectRoles.Prime(id, roles[id])
		}
	}
	out := make([]*gqlmodel.HolisticProject, len(ps))
	for i, p := range ps {
		out[i] = portalProjectToGQL(p, groups[p.ID], regions[p.RegionCode])
	}
	return out, nil
}

// portalProjectToGQL maps a project the portal loaded with its people groups
// through the one holistic project mapping (toHolisticProject).
func portalProjectToGQL(p *model.HolisticProject, groups []*model.PeopleGroup, region string) *gqlmodel.HolisticProject {
	proj := &holisticproject.Project{HolisticProject: p, Region: region, PeopleGroups: make([]db.ProjectPeopleGroup, len(groups))}
	for i, g := range groups {
		proj.PeopleGroups[i] = db.ProjectPeopleGroup{ProjectID: p.ID, PeopleGroupID: g.ID, NameAcrossCountries: g.NameAcrossCountries}
	}
	return toHolisticProject(proj)
}
