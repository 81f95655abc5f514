package bundb_test

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The /upgs page reads a linked group's columns without bun; it must read what bun reads, for
// every column, set and null, on both engines.
func TestLinkedGroupsReadAsBunReadsThem(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 4, 5, 6, 7, 890123000, time.UTC)
	u, err := d.CreateUser(ctx, db.NewUser{Username: "ana", Email: "ana@example.org", Name: "Ana", PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	s, n, f, b := func(v string) *string { return &v }, func(v int64) *int64 { return &v }, func(v float64) *float64 { return &v }, func(v int) *int { return &v }
	full := &model.PeopleGroup{ID: "xx-1", PeopleID3: "1", ROP3: s("r3"), NameAcrossCountries: "Ñandú \"quoted\"", NameInCountry: "In country",
		SearchText: "search", Population: n(1234567890123), CountryCode: "XX", Country: "Testland", ContinentCode: "AFR", Continent: "Africa",
		RegionCode: "9", Region: "West", AffinityBloc: s("bloc"), PeopleCluster: s("cluster"), PrimaryLanguageCode: s("abc"),
		PrimaryLanguage: s("Abc"), OfficialLanguage: s("Def"), BibleStatus: b(3), PrimaryReligionID: s("6"), PrimaryReligion: s("Islam"),
		ReligionSubdivision: s("sub"), JPScale: b(1), LeastReached: true, Frontier: true, Window1040: true,
		PercentAdherentsX1000: n(99500), PercentEvangelicalX1000: n(0), Latitude: f(-12.25), Longitude: f(44.125), WorkersNeeded: b(7),
		JPURL: "https://joshuaproject.net/x", Summary: s("line one\nline two"), FocusLevelNo: 5, NumAdoptionsAvailable: 2,
		SuggestedAdoptionLevel: s("monthly"), PrimaryPhotoID: s("photo"), CreatedAt: now, UpdatedAt: now.Add(time.Minute)}
	bare := &model.PeopleGroup{ID: "xx-2", PeopleID3: "2", NameAcrossCountries: "Bare", NameInCountry: "Bare", SearchText: "bare",
		CountryCode: "XX", Country: "Testland", ContinentCode: "AFR", Continent: "Africa", RegionCode: "9", Region: "West",
		JPURL: "https://joshuaproject.net/y", CreatedAt: now, UpdatedAt: now}
	for _, pg := range []*model.PeopleGroup{full, bare} {
		if _, err := d.Bun().NewInsert().Model(pg).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		for _, role := range []string{model.LinkFieldWorker, model.LinkAdopter} {
			if err := d.CreatePeopleGroupLink(ctx, &model.PeopleGroupLink{ID: pg.ID + role, ContactID: u.ContactID, PeopleGroupID: pg.ID, Type: role, CreatedAt: now, UpdatedAt: now}); err != nil {
				t.Fatal(err)
			}
		}
	}
	var columns []string
	for _, f := range d.Bun().Table(reflect.TypeOf(model.PeopleGroup{})).Fields {
		columns = append(columns, f.Name)
	}
	for _, all := range []bool{false, true} {
		byBun, bunRoles, err := d.ListLinkedPeopleGroups(ctx, u.ContactID, all, 0, 10, nil)
		if err != nil {
			t.Fatal(err)
		}
		byHand, handRoles, err := d.ListLinkedPeopleGroups(ctx, u.ContactID, all, 0, 10, columns)
		if err != nil {
			t.Fatal(err)
		}
		if len(byHand) != 2 {
			t.Fatalf("got %d groups", len(byHand))
		}
		for i := range byHand {
			if !reflect.DeepEqual(byBun[i], byHand[i]) {
				t.Errorf("all=%v: read without bun\n%+v\nbun read\n%+v", all, *byHand[i], *byBun[i])
			}
		}
		if !reflect.DeepEqual(bunRoles, handRoles) || !slices.Equal(handRoles["xx-1"], []string{model.LinkAdopter, model.LinkFieldWorker}) {
			t.Errorf("all=%v: roles %v, bun read %v", all, handRoles, bunRoles)
		}
	}
}
