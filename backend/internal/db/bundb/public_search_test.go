package bundb_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The search index follows the groups: a new group is found at once, a renamed one by its new
// name and no longer by its old one, a removed one not at all; words of one or two letters,
// which the trigram index cannot look up, still find what they are part of.
func TestPublicSearchFollowsTheGroups(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
	add := func(id, name string) {
		pg := &model.PeopleGroup{ID: id, PeopleID3: id, NameAcrossCountries: name, NameInCountry: name, SearchText: model.FoldSearchText(name),
			CountryCode: "XX", Country: "Testland", ContinentCode: "AFR", Continent: "Africa", RegionCode: "9", Region: "West",
			JPURL: "https://joshuaproject.net/" + id, CreatedAt: now, UpdatedAt: now}
		if _, err := d.Bun().NewInsert().Model(pg).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	found := func(words ...string) []string {
		t.Helper()
		f := db.PublicPeopleGroupFilter{Words: words}
		for i, w := range words {
			if i > 0 {
				f.Term += " "
			}
			f.Term += w
		}
		pgs, err := d.ListPublicPeopleGroups(ctx, db.PublicPeopleGroupQuery{Filter: f, Order: []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		ids := []string{}
		for _, pg := range pgs {
			ids = append(ids, pg.ID)
		}
		slices.Sort(ids)
		return ids
	}
	want := func(got []string, ids ...string) {
		t.Helper()
		if ids == nil {
			ids = []string{}
		}
		if !slices.Equal(got, ids) {
			t.Errorf("found %v, want %v", got, ids)
		}
	}
	add("g1", "Pashtun, Northern")
	add("g2", "Uzbek")
	want(found("pashtun"), "g1")
	want(found("shtu", "north"), "g1")
	want(found("zb"), "g2")
	want(found("u"), "g1", "g2")
	want(found("pashtun", "uzbek"))

	if _, err := d.Bun().NewUpdate().Model((*model.PeopleGroup)(nil)).Where("id = ?", "g1").
		Set("name_across_countries = ?", "Hazara").Set("search_text = ?", model.FoldSearchText("Hazara")).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	want(found("pashtun"))
	want(found("hazar"), "g1")

	if _, err := d.Bun().NewDelete().Model((*model.PeopleGroup)(nil)).Where("id = ?", "g2").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	want(found("uzbek"))
	want(found("hazara"), "g1")
}
