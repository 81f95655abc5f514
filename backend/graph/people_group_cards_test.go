package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"github.com/reachmissions/reach/backend/graph"
	"github.com/reachmissions/reach/backend/graph/generated"
	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

// everyCardField asks for every field the cards writer knows, with aliases, a fragment,
// __typename at each level and fields left out by @skip and @include.
const everyCardField = `query Every($first: Int, $after: String, $no: Boolean!) {
  page: allPeopleGroupsForUser(first: $first, after: $after) {
    __typename
    pageInfo { __typename hasNextPage endCursor }
    edges {
      __typename cursor
      node {
        __typename id _id peopleGroupId name: nameAcrossCountries nameInCountry population country countryCode
        continent continentCode region regionCode affinityBloc peopleCluster primaryLanguage primaryLanguageCode
        officialLanguage bibleStatus primaryReligion primaryReligionId religionSubdivision jpScale jpScaleId
        leastReached frontier window1040 percentEvangelical percentAdherents latlon jpUrl jpPhotoUrl jpSummary
        ...card
        summaryText @skip(if: $no) focusLevelNo @include(if: $no) primaryPhotoId primaryThumbnailUrl
        numAdoptionsAvailable suggestedAdoptionLevel createdAt updatedAt deletedAt myRoles roles: myRoles
      }
    }
  }
}
fragment card on PeopleGroup { summary id population }`

// The cards writer answers byte for byte what gqlgen answers: the portal's own query, every
// field it knows with awkward values (quotes, control characters, nulls, floats), a second page,
// and the refusals, which it leaves to gqlgen.
func TestPeopleGroupCardsAnswerAsGqlgen(t *testing.T) {
	env := graphtest.New(t)
	_, u := env.SignInAs("partner")
	_, staff := env.SignInAs("staff")
	_, lonely := env.SignInAs("partner")
	odd := addGroup(t, env, "Quote \" back\\slash\nnew line\ttab \x1b ctrl Ñandú 北京")
	ctx := context.Background()
	pop, pct, lat, lon, js := int64(1234567), int64(12345), 33.5, -7.25, 3
	summary, level := "A <b>summary</b>\r\nline two", "monthly"
	if _, err := env.DB.Bun().NewUpdate().Model(&model.PeopleGroup{}).Where("id = ?", odd).
		Set("population = ?", pop).Set("percent_evangelical_x1000 = ?", pct).Set("percent_adherents_x1000 = ?", 1).
		Set("latitude = ?", lat).Set("longitude = ?", lon).Set("jp_scale = ?", js).Set("summary = ?", summary).
		Set("suggested_adoption_level = ?", level).Set("least_reached = ?", true).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	linkGroup(t, env, u.ContactID, odd, model.LinkAdopter)
	linkGroup(t, env, u.ContactID, odd, model.LinkFieldWorker)
	for i := 0; i < 3; i++ {
		linkGroup(t, env, u.ContactID, addGroup(t, env, "Plain group"), model.LinkAdopter)
	}

	links := link.New(env.DB)
	r := &graph.Resolver{Links: links, PeopleGroups: peoplegroup.New(env.DB)}
	r.PeopleGroups.Links = links
	plain := cardsHandler(r, false)
	cards := cardsHandler(r, true)
	viewer := func(user *graphtest.TestUser, roles ...string) *auth.Viewer {
		return &auth.Viewer{UserID: user.ID, Username: user.Username, Roles: roles, ContactID: user.ContactID, UserContactID: user.ContactID}
	}
	cases := []struct {
		name   string
		viewer *auth.Viewer
		query  string
		vars   map[string]any
	}{
		{"the portal's query", viewer(u, "partner"), myCards, map[string]any{"first": 40}},
		{"every field", viewer(u, "partner"), everyCardField, map[string]any{"no": false}},
		{"every field, the skipped ones included", viewer(u, "partner"), everyCardField, map[string]any{"no": true, "first": 2}},
		{"second page", viewer(u, "partner"), everyCardField, map[string]any{"no": false, "first": 2, "after": "bzoy"}},
		{"staff", viewer(staff, "staff"), myCards, map[string]any{"first": 3}},
		{"no groups", viewer(lonely, "partner"), everyCardField, map[string]any{"no": false}},
		{"past the last page", viewer(u, "partner"), myCards, map[string]any{"after": "bzo5"}},
		{"bad cursor", viewer(u, "partner"), myCards, map[string]any{"after": "nonsense"}},
		{"no permission", viewer(u), myCards, nil},
		{"signed out", nil, myCards, nil},
		{"contact refused", &auth.Viewer{UserID: u.ID, Roles: []string{"partner"}, ContactID: u.ContactID, ContactRefused: true}, myCards, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := cardsAnswer(t, plain, c.viewer, c.query, c.vars)
			got := cardsAnswer(t, cards, c.viewer, c.query, c.vars)
			if !bytes.Equal(got, want) {
				t.Errorf("cards writer answered\n%s\ngqlgen answered\n%s", got, want)
			}
			if !json.Valid(got) {
				t.Errorf("not JSON: %s", got)
			}
		})
	}
	// The cases above must reach the writer's own path, not only its fallbacks.
	var page portalGroupPage
	if err := json.Unmarshal(cardsAnswer(t, cards, viewer(u, "partner"), myCards, nil), &struct{ Data *portalGroupPage }{&page}); err != nil {
		t.Fatal(err)
	}
	if n := len(page.AllPeopleGroupsForUser.Edges); n != 4 {
		t.Fatalf("got %d cards, want 4", n)
	}
}

// cardsHandler is the GraphQL handler as the server builds it, with or without the cards writer.
func cardsHandler(r *graph.Resolver, withCards bool) http.Handler {
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: r, Directives: graph.Directives()}))
	srv.AddTransport(transport.POST{})
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		return next(r.WithLoaders(ctx))
	})
	if withCards {
		srv.Use(r.PeopleGroupCards())
	}
	return srv
}

func cardsAnswer(t *testing.T, h http.Handler, v *auth.Viewer, query string, vars map[string]any) []byte {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req = req.WithContext(auth.WithViewer(req.Context(), v))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	return rec.Body.Bytes()
}
