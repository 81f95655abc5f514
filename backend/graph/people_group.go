package graph

import (
	"strconv"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/service/peoplegroup"
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
// population is non-null. Joshua Project's photo and summary are not in its
// listings, and Reach's photos are not built yet, so those URLs are null.
// summaryText is the summary as plain text, which is how it is stored.
func toPeopleGroup(pg *model.PeopleGroup) *gqlmodel.PeopleGroup {
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
	return out
}

func fromThousandths(x *int64) *float64 {
	if x == nil {
		return nil
	}
	f := float64(*x) / 1000
	return &f
}
