package graph_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

var fixtureSeq atomic.Int64

// fixtureTime returns increasing times, so "newest first" is deterministic.
func fixtureTime() time.Time {
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(fixtureSeq.Add(1)) * time.Minute)
}

func fixtureID(prefix string) string { return fmt.Sprintf("%s-%06d", prefix, fixtureSeq.Add(1)) }

func addGroup(t testing.TB, env *graphtest.Env, name string) string {
	t.Helper()
	id := fixtureID("xx")
	now := fixtureTime()
	pg := &model.PeopleGroup{ID: id, PeopleID3: id, NameAcrossCountries: name, NameInCountry: name, SearchText: model.FoldSearchText(name),
		CountryCode: "XX", Country: "Testland", ContinentCode: "AFR", Continent: "Africa", RegionCode: "9", Region: "Africa, West and Central",
		JPURL: "https://joshuaproject.net/people_groups/" + id, CreatedAt: now, UpdatedAt: now}
	if _, err := env.DB.Bun().NewInsert().Model(pg).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	return id
}

func addProject(t testing.TB, env *graphtest.Env, name string, groups ...string) string {
	t.Helper()
	id := fixtureID("hp")
	now := fixtureTime()
	p := &model.HolisticProject{ID: id, RegionCode: "9", ProjectName: name, TypeOfProject: "AGRICULTURE", Desc: name + " description",
		Stage: "ACTIVE", Status: model.ProjectActive, Tags: []model.ProjectTag{}, FundingTarget: 10000000, CreatedAt: now, UpdatedAt: now}
	ctx := context.Background()
	if _, err := env.DB.Bun().NewInsert().Model(p).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	for i, g := range groups {
		if _, err := env.DB.Bun().NewInsert().Model(&model.HolisticProjectPeopleGroup{ProjectID: id, PeopleGroupID: g, Position: i}).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

func linkGroup(t testing.TB, env *graphtest.Env, contactID, groupID, role string) {
	t.Helper()
	now := fixtureTime()
	if err := env.DB.CreatePeopleGroupLink(context.Background(), &model.PeopleGroupLink{ID: fixtureID("l"), ContactID: contactID, PeopleGroupID: groupID, Type: role, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
}

func linkProject(t testing.TB, env *graphtest.Env, contactID, projectID, role string) {
	t.Helper()
	now := fixtureTime()
	if err := env.DB.CreateProjectLink(context.Background(), &model.ProjectLink{ID: fixtureID("l"), ContactID: contactID, ProjectID: projectID, Type: role, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
}

func addPrayer(t testing.TB, env *graphtest.Env, desc string, groupID, projectID *string) {
	t.Helper()
	now := fixtureTime()
	ctx := context.Background()
	if err := env.DB.CreatePrayerRequest(ctx, &model.PrayerRequest{ID: fixtureID("pr"), Desc: desc, PeopleGroupID: groupID, HolisticProjectID: projectID, MiracleIDs: []string{}, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	if err := env.DB.CreateTestimony(ctx, &model.Testimony{ID: fixtureID("t"), Desc: "Answered: " + desc, PeopleGroupID: groupID, HolisticProjectID: projectID, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
}

func addStats(t testing.TB, env *graphtest.Env, groupID, quarter string, salvations, churches int) {
	t.Helper()
	now := fixtureTime()
	if err := env.DB.CreateUpgStatsRecord(context.Background(), &model.UpgStatsRecord{ID: fixtureID("s"), PeopleGroupID: groupID, Quarter: quarter, NumSalvations: salvations, NumChurchesPlanted: churches, NumActiveAdoptions: 2, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
}

func ptr[T any](v T) *T { return &v }
