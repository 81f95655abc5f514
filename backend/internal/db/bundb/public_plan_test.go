package bundb_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/data"
)

// lastQuery keeps the text of the last statement bun ran.
type lastQuery struct {
	mu   sync.Mutex
	text string
}

func (h *lastQuery) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context { return ctx }
func (h *lastQuery) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	h.mu.Lock()
	h.text = e.Query
	h.mu.Unlock()
}

// Every query of the giving site's people group list is served by the index made for it, on
// the imported Joshua Project data, on both engines: the plan each engine chooses names it. A
// plan that stops naming it (a changed query, a dropped index, statistics gone) fails here
// before the figures in docs/benchmarks.md fall.
func TestPublicPeopleGroupQueriesUseTheirIndexes(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	if _, err := importer.ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
		t.Fatal(err)
	}
	hook := &lastQuery{}
	d.Bun().AddQueryHook(hook)
	pg := bundbtest.Engine() == "postgres"
	region, minPop, search := "5", int64(100000), "pashtun"
	byPopulation := []db.PublicPeopleGroupOrder{{Sort: db.SortPopulation, Desc: true}}
	byScore := []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}
	cols := []string{"name_across_countries", "population", "region", "primary_religion", "jp_scale", "num_adoptions_available", "suggested_adoption_level", "primary_photo_id"}
	cases := []struct {
		name     string
		q        db.PublicPeopleGroupQuery
		sqlite   string // a line of EXPLAIN QUERY PLAN
		postgres string // an "Index Name" of EXPLAIN (FORMAT JSON)
	}{
		{"every group by population", db.PublicPeopleGroupQuery{Order: byPopulation, Limit: 26, Columns: cols},
			"people_groups_public_population_idx", "people_groups_public_population_idx"},
		{"a region by population", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{RegionCode: &region}, Order: byPopulation, Limit: 26, Columns: cols},
			"people_groups_public_region_idx", "people_groups_public_region_idx"},
		{"a region and a minimum population", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{RegionCode: &region, PopulationMin: &minPop}, Order: byPopulation, Limit: 26, Columns: cols},
			"people_groups_public_region_idx", "people_groups_public_region_idx"},
		{"a deep page", db.PublicPeopleGroupQuery{Order: byPopulation, Offset: 5000, Limit: 26, Columns: cols},
			"people_groups_public_population_idx", "people_groups_public_population_idx"},
		{"a search", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{Term: search, Words: []string{search}}, Order: byScore, Limit: 26, Columns: cols},
			"people_groups_search VIRTUAL TABLE INDEX", "people_groups_search_trgm_idx"},
		{"a search of two words", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{Term: "pashtun northern", Words: []string{"pashtun", "northern"}}, Order: byScore, Limit: 26, Columns: cols},
			"people_groups_search VIRTUAL TABLE INDEX", "people_groups_search_trgm_idx"},
		{"a search in a region", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{RegionCode: &region, Term: "khan", Words: []string{"khan"}}, Order: byScore, Limit: 26, Columns: cols},
			"people_groups_search VIRTUAL TABLE INDEX", "people_groups_search_trgm_idx"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := d.ListPublicPeopleGroups(ctx, c.q); err != nil {
				t.Fatal(err)
			}
			hook.mu.Lock()
			query := hook.text
			hook.mu.Unlock()
			if pg {
				var plan string
				if err := d.Bun().QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+query).Scan(&plan); err != nil {
					t.Fatal(err)
				}
				if !planUsesIndex(t, plan, c.postgres) {
					t.Errorf("%s\nuses no index %s:\n%s", query, c.postgres, plan)
				}
				return
			}
			rows, err := d.Bun().QueryContext(ctx, "EXPLAIN QUERY PLAN "+query)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var plan []string
			for rows.Next() {
				var id, parent, unused int
				var detail string
				if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
					t.Fatal(err)
				}
				plan = append(plan, detail)
			}
			text := strings.Join(plan, "\n")
			if !strings.Contains(text, c.sqlite) {
				t.Errorf("%s\nuses no %s:\n%s", query, c.sqlite, text)
			}
			// The search must look its candidates up, not walk the groups in population order.
			if strings.Contains(c.sqlite, "people_groups_search") && strings.Contains(text, "people_groups_public_population_idx") {
				t.Errorf("%s\nwalks the population index:\n%s", query, text)
			}
		})
	}
}

// planUsesIndex reports whether a PostgreSQL JSON plan has a node on index name.
func planUsesIndex(t *testing.T, plan, name string) bool {
	t.Helper()
	var nodes []struct{ Plan map[string]any }
	if err := json.Unmarshal([]byte(plan), &nodes); err != nil {
		t.Fatal(err)
	}
	var walk func(n map[string]any) bool
	walk = func(n map[string]any) bool {
		if n["Index Name"] == name {
			return true
		}
		kids, _ := n["Plans"].([]any)
		for _, k := range kids {
			if m, ok := k.(map[string]any); ok && walk(m) {
				return true
			}
		}
		return false
	}
	return len(nodes) == 1 && walk(nodes[0].Plan)
}
