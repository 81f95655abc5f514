package graph

import (
	"context"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

func peopleGroupFilter(f *gqlmodel.PeopleGroupFilter) peoplegroup.Filter {
	if f == nil {
		return peoplegroup.Filter{}
	}
	return peoplegroup.Filter{
		IDs:               f.Ids,
		Q:                 f.Q,
		RegionCode:        f.RegionCode,
		CountryCode:       f.CountryCode,
		PrimaryReligionID: f.PrimaryReligionID,
		FocusLevelNo:      f.FocusLevelNo,
		LeastReached:      f.LeastReached,
	}
}

// toPeopleGroup maps the model onto the schema. Percentages turn back into
// floats only here; a missing population shows as 0 since the schema's
// population is non-null. Joshua Project's photo is not in its listings, so
// jpPhotoUrl is null; primaryThumbnailUrl is the stable thumbnail address of
// the group's photo (a public picture, checked when staff chose it).
// summaryText is the summary as plain text, which is how it is stored.
func (r *Resolver) toPeopleGroup(pg *model.PeopleGroup) *gqlmodel.PeopleGroup {
	if pg == nil {
		return nil
	}
	out := &gqlmodel.PeopleGroup{
		ID:                     pg.ID,
		UnderscoreID:           pg.ID,
		PeopleGroupID:          pg.PeopleID3,
		NameAcrossCountries:    pg.NameAcrossCountries,
		NameInCountry:          pg.NameInCountry,
		Country:                pg.Country,
		CountryCode:            pg.CountryCode,
		Continent:              pg.Continent,
		ContinentCode:          pg.ContinentCode,
		Region:                 pg.Region,
		RegionCode:             pg.RegionCode,
		AffinityBloc:           pg.AffinityBloc,
		PeopleCluster:          pg.PeopleCluster,
		PrimaryLanguage:        pg.PrimaryLanguage,
		PrimaryLanguageCode:    pg.PrimaryLanguageCode,
		OfficialLanguage:       pg.OfficialLanguage,
		BibleStatus:            pg.BibleStatus,
		PrimaryReligion:        pg.PrimaryReligion,
		PrimaryReligionID:      pg.PrimaryReligionID,
		ReligionSubdivision:    pg.ReligionSubdivision,
		JpScale:                pg.JPScale,
		LeastReached:           pg.LeastReached,
		Frontier:               pg.Frontier,
		Window1040:             pg.Window1040,
		PercentEvangelical:     fromThousandths(pg.PercentEvangelicalX1000),
		PercentAdherents:       fromThousandths(pg.PercentAdherentsX1000),
		JpURL:                  pg.JPURL,
		Summary:                pg.Summary,
		SummaryText:            pg.Summary,
		FocusLevelNo:           pg.FocusLevelNo,
		PrimaryPhotoID:         pg.PrimaryPhotoID,
		NumAdoptionsAvailable:  pg.NumAdoptionsAvailable,
		SuggestedAdoptionLevel: pg.SuggestedAdoptionLevel,
		CreatedAt:              pg.CreatedAt,
		UpdatedAt:              pg.UpdatedAt,
		DeletedAt:              pg.DeletedAt,
	}
	if pg.Population != nil {
		out.Population = int(*pg.Population)
	}
	if pg.JPScale != nil {
		id := strconv.Itoa(*pg.JPScale)
		out.JpScaleID = &id
	}
	if pg.Latitude != nil && pg.Longitude != nil {
		out.Latlon = []float64{*pg.Latitude, *pg.Longitude}
	}
	if pg.PrimaryPhotoID != nil {
		u := r.Files.PublicPictureURL(*pg.PrimaryPhotoID, model.SizeThumb)
		out.PrimaryThumbnailURL = &u
	}
	return out
}

func fromThousandths(x *int64) *float64 {
	if x == nil {
		return nil
	}
	f := float64(*x) / 1000
	return &f
}

// peopleGroupColumns names, for every field of the PeopleGroup type, the people_groups columns
// it is made from (toPeopleGroup); fields the operation's loaders answer by id (myRoles and
// groupDetailFields) need none beyond the id. A test holds it to the schema: a new field without
// an entry here fails it.
var peopleGroupColumns = withLoaderFields(map[string][]string{
	"__typename": nil, "id": nil, "_id": nil,
	"peopleGroupId":          {"people_id3"},
	"nameAcrossCountries":    {"name_across_countries"},
	"nameInCountry":          {"name_in_country"},
	"population":             {"population"},
	"country":                {"country"},
	"countryCode":            {"country_code"},
	"continent":              {"continent"},
	"continentCode":          {"continent_code"},
	"region":                 {"region"},
	"regionCode":             {"region_code"},
	"affinityBloc":           {"affinity_bloc"},
	"peopleCluster":          {"people_cluster"},
	"primaryLanguage":        {"primary_language"},
	"primaryLanguageCode":    {"primary_language_code"},
	"officialLanguage":       {"official_language"},
	"bibleStatus":            {"bible_status"},
	"primaryReligion":        {"primary_religion"},
	"primaryReligionId":      {"primary_religion_id"},
	"religionSubdivision":    {"religion_subdivision"},
	"jpScale":                {"jp_scale"},
	"jpScaleId":              {"jp_scale"},
	"leastReached":           {"least_reached"},
	"frontier":               {"frontier"},
	"window1040":             {"window_1040"},
	"percentEvangelical":     {"percent_evangelical_x1000"},
	"percentAdherents":       {"percent_adherents_x1000"},
	"latlon":                 {"latitude", "longitude"},
	"jpUrl":                  {"jp_url"},
	"jpPhotoUrl":             nil,
	"jpSummary":              nil,
	"summary":                {"summary"},
	"summaryText":            {"summary"},
	"focusLevelNo":           {"focus_level_no"},
	"primaryPhotoId":         {"primary_photo_id"},
	"primaryThumbnailUrl":    {"primary_photo_id"},
	"numAdoptionsAvailable":  {"num_adoptions_available"},
	"suggestedAdoptionLevel": {"suggested_adoption_level"},
	"createdAt":              {"created_at"},
	"updatedAt":              {"updated_at"},
	"deletedAt":              {"deleted_at"},
})

// withLoaderFields adds the fields read through the operation's loaders, which need only the id.
func withLoaderFields(m map[string][]string) map[string][]string {
	m["myRoles"] = nil
	for f := range groupDetailFields {
		m[f] = nil
	}
	// The Movements flag (and so the percent of flags set) reads the share born again.
	for _, f := range []string{"statusMovements", "reachStatusPercent"} {
		m[f] = []string{"population", "percent_evangelical_x1000"}
	}
	return m
}

// selectedPeopleGroupColumns answers the people_groups columns the current connection field's
// edges { node { ... } } selection needs, or nil (every column) when it cannot tell.
func selectedPeopleGroupColumns(ctx context.Context) []string {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || !graphql.HasOperationContext(ctx) {
		return nil
	}
	op := graphql.GetOperationContext(ctx)
	seen := map[string]bool{}
	cols := []string{}
	for _, edges := range graphql.CollectFields(op, fc.Field.Selections, []string{"PeopleGroupConnection"}) {
		if edges.Name != "edges" {
			continue
		}
		for _, node := range graphql.CollectFields(op, edges.Selections, []string{"PeopleGroupEdge"}) {
			if node.Name != "node" {
				continue
			}
			for _, f := range graphql.CollectFields(op, node.Selections, []string{"PeopleGroup"}) {
				need, known := peopleGroupColumns[f.Name]
				if !known {
					return nil
				}
				for _, c := range need {
					if !seen[c] {
						seen[c] = true
						cols = append(cols, c)
					}
				}
			}
		}
	}
	return cols
}
