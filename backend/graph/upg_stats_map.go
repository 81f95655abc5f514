package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Quarterly stats mapped onto GraphQL.

func statsToGQL(r *model.UpgStatsRecord) *gqlmodel.UpgStatsRecord {
	if r == nil {
		return nil
	}
	return &gqlmodel.UpgStatsRecord{ID: r.ID, UnderscoreID: r.ID, PeopleGroupID: r.PeopleGroupID, Quarter: r.Quarter,
		NumHolisticProject: r.NumHolisticProject, NumActiveAdoptions: r.NumActiveAdoptions, NumAdopters: r.NumAdopters,
		NumRegionalCoords: r.NumRegionalCoords, NumFieldWorkers: r.NumFieldWorkers, NumChurchesPlanted: r.NumChurchesPlanted,
		NumHeardForFirstTime: r.NumHeardForFirstTime, NumSalvations: r.NumSalvations, NumWaterBaptisms: r.NumWaterBaptisms,
		NumMiracles: r.NumMiracles, NumPrayerRequests: r.NumPrayerRequests, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

func statsFilter(f *gqlmodel.UpgStatsRecordFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"people_group_id": f.PeopleGroupID, "quarter": f.Quarter}}
}

func statsCounts(numHolisticProject, numActiveAdoptions, numAdopters, numRegionalCoords, numFieldWorkers, numChurchesPlanted, numHeardForFirstTime, numSalvations, numWaterBaptisms, numMiracles, numPrayerRequests *int) map[string]*int {
	return map[string]*int{
		"numHolisticProject": numHolisticProject, "numActiveAdoptions": numActiveAdoptions, "numAdopters": numAdopters,
		"numRegionalCoords": numRegionalCoords, "numFieldWorkers": numFieldWorkers, "numChurchesPlanted": numChurchesPlanted,
		"numHeardForFirstTime": numHeardForFirstTime, "numSalvations": numSalvations, "numWaterBaptisms": numWaterBaptisms,
		"numMiracles": numMiracles, "numPrayerRequests": numPrayerRequests,
	}
}
