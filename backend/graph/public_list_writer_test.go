package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/reachmissions/reach/backend/graph"
	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

// everyPublicField asks the giving site's list for every field the writer knows, with aliases,
// a fragment and __typename at each level.
const everyPublicField = `query Every($first: Int, $after: String, $f: PublicPeopleGroupFilters, $s: [SortByInput!]) {
  page: allPeopleGroupsForPublic(first: $first, after: $after, filters: $f, sortBy: $s) {
    __typename
    pageInfo { __typename hasNextPage endCursor }
    edges {
      __typename cursor
      node {
        __typename id _id peopleGroupId name: nameAcrossCountries nameInCountry population country countryCode
        continent continentCode region regionCode affinityBloc peopleCluster primaryLanguage primaryLanguageCode
        officialLanguage bibleStatus primaryReligion primaryReligionId religionSubdivision jpScale jpScaleId
        leastReached frontier window1040 percentEvangelical percentAdherents latlon jpUrl jpPhotoUrl jpSummary
        ...card focusLevelNo primaryPhotoId primaryThumbnailUrl
        numAdoptionsAvailable suggestedAdoptionLevel createdAt updatedAt deletedAt myRoles
      }
    }
  }
}
fragment card on PeopleGroup { summary summaryText id population }`

// The giving site's list, as the bench asks for it.
const givingList = `query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f) { edges { cursor node { _id nameAcrossCountries population region primaryReligion jpScale numAdoptionsAvailable suggestedAdoptionLevel primaryThumbnailUrl } } pageInfo { hasNextPage endCursor } } }`

// The public list written without gqlgen's generic path answers byte for byte what gqlgen
// answers, for every filter and sort, for literal and variable arguments, and for the inputs
// gqlgen refuses (which the writer leaves to it).
func TestPublicListAnswersAsGqlgen(t *testing.T) {
	env := graphtest.New(t)
	ctx := context.Background()
	odd := addGroup(t, env, "Quote \" back\\slash\nnew line\ttab \x1b ctrl Ñandú 北京")
	pop, lat, lon, js := int64(1234567), 33.5, -7.25, 3
	if _, err := env.DB.Bun().NewUpdate().Model(&model.PeopleGroup{}).Where("id = ?", odd).
		Set("population = ?", pop).Set("percent_evangelical_x1000 = ?", 12345).Set("percent_adherents_x1000 = ?", 1).
		Set("latitude = ?", lat).Set("longitude = ?", lon).Set("jp_scale = ?", js).Set("summary = ?", "A <b>summary</b>\r\nline two").
		Set("suggested_adoption_level = ?", "monthly").Set("least_reached = ?", true).Set("focus_level_no = ?", 5).
		Set("num_adoptions_available = ?", 2).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"Pashtun, Northern", "Pashtun", "Uzbek", "Fulani"} {
		id := addGroup(t, env, name)
		if _, err := env.DB.Bun().NewUpdate().Model(&model.PeopleGroup{}).Where("id = ?", id).
			Set("population = ?", 1000*(i+1)).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	resolver := func() *graph.Resolver {
		links := link.New(env.DB)
		r := &graph.Resolver{Links: links, PeopleGroups: peoplegroup.New(env.DB), Browse: peoplegroup.NewPublic(env.DB, env.DB, "fund")}
		r.PeopleGroups.Links = links
		return r
	}
	// Each handler has its own resolver, so neither answers from the other's list cache.
	plain := cardsHandler(resolver(), false)
	writer := cardsHandler(resolver(), true)
	cases := []struct {
		name  string
		query string
		vars  map[string]any
	}{
		{"the giving site's list", givingList, map[string]any{"f": map[string]any{"regionCode": "9"}}},
		{"every field", everyPublicField, nil},
		{"second page", everyPublicField, map[string]any{"first": 2, "after": "bzA"}},
		{"search", everyPublicField, map[string]any{"f": map[string]any{"search": "pashtun"}}},
		{"search by score ascending", everyPublicField, map[string]any{"f": map[string]any{"search": "PASHTUN"}, "s": []any{map[string]any{"key": "_score", "order": "ASC"}}}},
		{"every filter", everyPublicField, map[string]any{"f": map[string]any{"hasAdoptionsAvailable": true, "focusLevelNo": 5, "regionCode": "9",
			"primaryReligionId": nil, "populationRange": []any{0, 2000000}, "populationMax": 3000000}}},
		{"a population range of one value", everyPublicField, map[string]any{"f": map[string]any{"populationRange": 5}}},
		{"sorted by name", everyPublicField, map[string]any{"s": []any{map[string]any{"key": "nameAcrossCountries"}, map[string]any{"key": "population", "order": "ASC"}}}},
		{"literal arguments", `{ allPeopleGroupsForPublic(first: 3, filters: {search: "pash", populationRange: [1, 99999]}, sortBy: [{key: "population", order: DESC}]) { edges { cursor node { _id population } } } }`, nil},
		{"unknown sort key", everyPublicField, map[string]any{"s": []any{map[string]any{"key": "secret"}}}},
		{"bad population range", everyPublicField, map[string]any{"f": map[string]any{"populationRange": []any{5, 1}}}},
		{"first too large", everyPublicField, map[string]any{"first": 1000}},
		{"bad cursor", everyPublicField, map[string]any{"after": "nonsense"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := cardsAnswer(t, plain, nil, c.query, c.vars)
			got := cardsAnswer(t, writer, nil, c.query, c.vars)
			if !bytes.Equal(got, want) {
				t.Errorf("list writer answered\n%s\ngqlgen answered\n%s", got, want)
			}
			if !json.Valid(got) {
				t.Errorf("not JSON: %s", got)
			}
		})
	}
	// The cases above must reach the writer's own path, not only its fallbacks.
	var page struct {
		Data struct {
			Page struct {
				Edges []struct{ Node struct{ Name string } }
			}
		}
	}
	if err := json.Unmarshal(cardsAnswer(t, writer, nil, everyPublicField, nil), &page); err != nil {
		t.Fatal(err)
	}
	if n := len(page.Data.Page.Edges); n != 5 {
		t.Fatalf("got %d groups, want 5", n)
	}
}
