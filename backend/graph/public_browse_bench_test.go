package graph_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/data"
)

// BenchmarkPublicPeopleGroups serves the giving site's first page of a
// region through the server's handler (no network): everything but the
// socket, with the page cached as it is under load.
func BenchmarkPublicPeopleGroups(b *testing.B) {
	env := withPeopleGroupsB(b)
	for _, bc := range []struct{ name, filters string }{
		{"region", `{"regionCode":"5"}`},
		{"search", `{"search":"pashtun"}`},
	} {
		b.Run(bc.name, func(b *testing.B) {
			body := `{"query":"query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f) { edges { cursor node { _id nameAcrossCountries population region primaryReligion jpScale numAdoptionsAvailable suggestedAdoptionLevel primaryThumbnailUrl } } pageInfo { hasNextPage endCursor } } }","variables":{"f":` + bc.filters + `}}`
			h := env.Server.Handler()
			b.ReportAllocs()
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(body))
					req.Header.Set("Content-Type", "application/json")
					w := httptest.NewRecorder()
					h.ServeHTTP(w, req)
					if w.Code != 200 || strings.Contains(w.Body.String(), `"errors"`) {
						b.Fatalf("%d %s", w.Code, w.Body)
					}
				}
			})
		})
	}
}

func withPeopleGroupsB(b *testing.B) *graphtest.Env {
	b.Helper()
	env := graphtest.New(b)
	if _, err := importer.ImportJoshuaProject(context.Background(), env.DB, data.JoshuaProject); err != nil {
		b.Fatal(err)
	}
	return env
}
