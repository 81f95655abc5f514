package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

// sortBys maps the schema's sortBy onto the browse service's.
func sortBys(in []*gqlmodel.SortByInput) []peoplegroup.SortBy {
	out := make([]peoplegroup.SortBy, 0, len(in))
	for _, s := range in {
		if s == nil {
			continue
		}
		sb := peoplegroup.SortBy{Key: s.Key}
		if s.Order != nil {
			desc := *s.Order == gqlmodel.SortOrderDesc
			sb.Desc = &desc
		}
		out = append(out, sb)
	}
	return out
}

func pageInfo(p peoplegroup.PublicPage, n int, more bool) *gqlmodel.PageInfo {
	info := &gqlmodel.PageInfo{HasNextPage: more}
	if n > 0 {
		c := peoplegroup.PublicCursor(p.Offset + n - 1)
		info.EndCursor = &c
	}
	return info
}

func publicPeopleGroupFilters(f *gqlmodel.PublicPeopleGroupFilters) peoplegroup.PeopleGroupFilters {
	if f == nil {
		return peoplegroup.PeopleGroupFilters{}
	}
	return peoplegroup.PeopleGroupFilters{
		HasAdoptionsAvailable: f.HasAdoptionsAvailable,
		FocusLevelNo:          f.FocusLevelNo,
		RegionCode:            f.RegionCode,
		PrimaryReligionID:     f.PrimaryReligionID,
		PopulationRange:       f.PopulationRange,
		PopulationMax:         f.PopulationMax,
		Search:                f.Search,
	}
}

func (r *Resolver) peopleGroupConnection(p peoplegroup.PublicPage, pgs []*model.PeopleGroup, more bool) *gqlmodel.PeopleGroupConnection {
	edges := make([]*gqlmodel.PeopleGroupEdge, len(pgs))
	for i, pg := range pgs {
		edges[i] = &gqlmodel.PeopleGroupEdge{Cursor: peoplegroup.PublicCursor(p.Offset + i), Node: r.toPeopleGroup(pg)}
	}
	return &gqlmodel.PeopleGroupConnection{PageInfo: pageInfo(p, len(pgs), more), Edges: edges}
}

func publicAdoptionConnection(p peoplegroup.PublicPage, rows []peoplegroup.PublicAdoption, more bool) *gqlmodel.PublicAdoptionConnection {
	edges := make([]*gqlmodel.PublicAdoptionEdge, len(rows))
	for i, a := range rows {
		edges[i] = &gqlmodel.PublicAdoptionEdge{Cursor: peoplegroup.PublicCursor(p.Offset + i), Node: &gqlmodel.PublicAdoption{
			ID: a.ID, PeopleGroupID: a.PeopleGroupID, Level: gqlmodel.AdoptionLevel(a.Level), Status: a.Status,
			StartDate: a.StartDate, CreatedAt: a.CreatedAt,
		}}
	}
	return &gqlmodel.PublicAdoptionConnection{PageInfo: pageInfo(p, len(rows), more), Edges: edges}
}

func holisticProjectConnection(p peoplegroup.PublicPage, rows []*holisticproject.Project, more bool) *gqlmodel.HolisticProjectConnection {
	edges := make([]*gqlmodel.HolisticProjectEdge, len(rows))
	for i, hp := range rows {
		edges[i] = &gqlmodel.HolisticProjectEdge{Cursor: peoplegroup.PublicCursor(p.Offset + i), Node: toHolisticProject(hp)}
	}
	return &gqlmodel.HolisticProjectConnection{PageInfo: pageInfo(p, len(rows), more), Edges: edges}
}

// toHolisticProject maps a project onto the schema. The admin-only fields
// are filled too: the schema's field-level @hasPermission decides who sees
// them. Pictures stay null until the files domain resolves them.
func toHolisticProject(p *holisticproject.Project) *gqlmodel.HolisticProject {
	if p == nil {
		return nil
	}
	out := &gqlmodel.HolisticProject{
		ID: p.ID, UnderscoreID: p.ID, RegionCode: p.RegionCode, Region: p.Region, ProjectName: p.ProjectName,
		TypeOfProject: gqlmodel.ProjectType(p.TypeOfProject), Desc: p.Desc, Stage: gqlmodel.ProjectStage(p.Stage),
		PrimaryPhoto: toPicture(p.Photo), PrimaryBanner: toPicture(p.Banner),
		PeopleGroupIds: make([]string, len(p.PeopleGroups)), PeopleGroups: make([]*gqlmodel.PeopleGroupRef, len(p.PeopleGroups)),
		NumSupported: p.NumSupported, FundingTarget: p.FundingTarget, FundingBalance: p.FundingBalance,
		FundingPercent: holisticproject.FundingPercent(p.FundingBalance, p.FundingTarget),
		CreatedAt:      p.CreatedAt, UpdatedAt: p.UpdatedAt,
		Status: p.Status, ApplicationID: p.ApplicationID, RegionalCoordID: p.RegionalCoordID,
		LoanTerm: p.LoanTerm, LoanStartDate: p.LoanStartDate, Tags: make([]*gqlmodel.ProjectTag, len(p.Tags)),
		PhotoIds: []string{}, PrimaryPhotoID: p.PrimaryPhotoID, PrimaryBannerID: p.PrimaryBannerID, DeletedAt: p.DeletedAt,
	}
	if p.Photo != nil && p.Photo.ThumbnailURL != "" {
		out.PrimaryThumbnailURL = &p.Photo.ThumbnailURL
	}
	fillReportFed(out, p.HolisticProject)
	for i, l := range p.PeopleGroups {
		out.PeopleGroupIds[i] = l.PeopleGroupID
		out.PeopleGroups[i] = &gqlmodel.PeopleGroupRef{ID: l.PeopleGroupID, NameAcrossCountries: l.NameAcrossCountries}
	}
	for i, t := range p.Tags {
		out.Tags[i] = &gqlmodel.ProjectTag{Key: t.Key}
		if t.Color != "" {
			out.Tags[i].Color = &t.Color
		}
	}
	for _, id := range []*string{p.PrimaryPhotoID, p.PrimaryBannerID} {
		if id != nil {
			out.PhotoIds = append(out.PhotoIds, *id)
		}
	}
	return out
}

func toPicture(p *holisticproject.Picture) *gqlmodel.Picture {
	if p == nil {
		return nil
	}
	out := &gqlmodel.Picture{ID: p.ID, URL: p.URL, Images: make([]*gqlmodel.FileImage, len(p.Images))}
	for i, im := range p.Images {
		out.Images[i] = &gqlmodel.FileImage{S3Key: im.S3Key, Size: im.Size, Filename: im.Filename, ContentType: im.ContentType,
			URL: im.URL, Height: im.Height, Width: im.Width, SizeCode: im.SizeCode}
	}
	return out
}

func holisticProjectsToGQL(rows []*holisticproject.Project) []*gqlmodel.HolisticProject {
	out := make([]*gqlmodel.HolisticProject, len(rows))
	for i, p := range rows {
		out[i] = toHolisticProject(p)
	}
	return out
}

func holisticProjectFilter(f *gqlmodel.HolisticProjectFilter) holisticproject.Filter {
	if f == nil {
		return holisticproject.Filter{}
	}
	out := holisticproject.Filter{IDs: f.Ids, Q: f.Q, RegionCode: f.RegionCode, Status: f.Status}
	if f.TypeOfProject != nil {
		t := string(*f.TypeOfProject)
		out.Type = &t
	}
	if f.Stage != nil {
		s := string(*f.Stage)
		out.Stage = &s
	}
	return out
}

func projectInput(projectName *string, typeOfProject *gqlmodel.ProjectType, desc *string, stage *gqlmodel.ProjectStage, regionCode *string,
	peopleGroupIds []string, fundingTarget *int64, numSupported *int, primaryPhotoID, primaryBannerID, status *string) holisticproject.Input {
	in := holisticproject.Input{ProjectName: projectName, Desc: desc, RegionCode: regionCode, PeopleGroupIDs: peopleGroupIds,
		FundingTarget: fundingTarget, NumSupported: numSupported, PrimaryPhotoID: primaryPhotoID, PrimaryBannerID: primaryBannerID, Status: status}
	if typeOfProject != nil {
		t := string(*typeOfProject)
		in.TypeOfProject = &t
	}
	if stage != nil {
		s := string(*stage)
		in.Stage = &s
	}
	return in
}
