package bundb_test

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

// queries keeps the text of the statements bun ran since the last take, and the text and
// values of the prepared ones.
type queries struct {
	mu    sync.Mutex
	texts []string
	args  map[int][]any // by index in texts: a prepared statement's values
}

func (h *queries) prepared(query string, args []any) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.args == nil {
		h.args = map[int][]any{}
	}
	h.args[len(h.texts)] = args
	h.texts = append(h.texts, query)
}

func (h *queries) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context { return ctx }
func (h *queries) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	h.mu.Lock()
	h.texts = append(h.texts, e.Query)
	h.mu.Unlock()
}

func (h *queries) take() ([]string, map[int][]any) {
	h.mu.Lock()
	defer h.mu.Unlock()
	texts, args := h.texts, h.args
	h.texts, h.args = nil, nil
	return texts, args
}

// Every query of the giving site's people group list is served by the index made for it, on
// the imported Joshua Project data, on both engines: the plan each engine chooses names it. A
// plan that stops naming it (a changed query, a dropped index, statistics gone) fails here
// before the figures in docs/benchmarks.md fall.
func TestPublicPeopleGroupQueriesUseTheirIndexes(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	hook := &queries{}
	d.Bun().AddQueryHook(hook)
	d.SeePrepared(hook.prepared)
	pg := bundbtest.Engine() == "postgres"
	region, minPop, search := "5", int64(100000), "pashtun"
	byPopulation := []db.PublicPeopleGroupOrder{{Sort: db.SortPopulation, Desc: true}}
	byScore := []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}
	cols := []string{"name_across_countries", "population", "region", "primary_religion", "jp_scale", "num_adoptions_available", "suggested_adoption_level", "primary_photo_id"}
	searchFor := func(term string) db.PublicPeopleGroupFilter {
		return db.PublicPeopleGroupFilter{Term: term, Words: strings.Fields(term)}
	}
	const (
		// SQLite's plans of a search: the name tiers by their prefix index, and tier 1 from
		// the trigram index in the order of its keys (population), each group looked up by
		// rowid; a search of words too short for the trigram index walks the index that holds
		// search_text.
		names   = "people_groups_search_prefix_idx"
		walk    = "people_groups_search_walk_idx"
		trigram = "people_groups_search VIRTUAL TABLE INDEX"
		byRowid = "SEARCH people_group USING INTEGER PRIMARY KEY (rowid=?)"
		// PostgreSQL answers a rare search in one query, its candidates from the trigram
		// index. A search of a word of four letters or more that matches more groups reads
		// them from the gram index in population order (index-only), the names equal to the
		// search by their index; a frequent search of shorter words reads the name tiers by
		// their indexes and walks the walk index, without reading the table.
		trigramPG = "people_groups_search_trgm_idx"
		namesPG   = "people_groups_search_prefix_idx"
		equalPG   = "people_groups_name_lower_idx"
		gramsPG   = "people_group_search_grams_idx"
		walkPG    = "Index Only Scan"
	)
	cases := []struct {
		name     string
		q        db.PublicPeopleGroupQuery
		sqlite   []string // lines of EXPLAIN QUERY PLAN, over the statements the call ran
		postgres []string // "Index Name"s of EXPLAIN (FORMAT JSON)
		notWalk  bool     // the search must not walk the groups in population order (on PostgreSQL unless walksOnPG)
		// short: a word too short for the trigram index, which PostgreSQL answers by reading
		// every group (SQLite walks its index in population order)
		short bool
		// walksOnPG: a frequent search, which PostgreSQL answers by the walk
		walksOnPG bool
	}{
		{"every group by population", db.PublicPeopleGroupQuery{Order: byPopulation, Limit: 26, Columns: cols},
			[]string{"people_groups_public_population_idx"}, []string{walk}, false, false, false},
		{"a region by population", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{RegionCode: &region}, Order: byPopulation, Limit: 26, Columns: cols},
			[]string{"people_groups_public_region_idx"}, []string{"people_groups_public_region_idx"}, false, false, false},
		{"a region and a minimum population", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{RegionCode: &region, PopulationMin: &minPop}, Order: byPopulation, Limit: 26, Columns: cols},
			[]string{"people_groups_public_region_idx"}, []string{"people_groups_public_region_idx"}, false, false, false},
		{"a deep page", db.PublicPeopleGroupQuery{Order: byPopulation, Offset: 5000, Limit: 26, Columns: cols},
			[]string{"people_groups_public_population_idx"}, []string{walk}, false, false, false},
		{"a search the names fill", db.PublicPeopleGroupQuery{Filter: searchFor(search), Order: byScore, Limit: 26, Columns: cols},
			[]string{names}, []string{equalPG, gramsPG, walkPG}, true, false, true},
		{"a rare search", db.PublicPeopleGroupQuery{Filter: searchFor("kurudu"), Order: byScore, Limit: 26, Columns: cols},
			[]string{trigram, byRowid}, []string{trigramPG}, true, false, false},
		{"a search of two words", db.PublicPeopleGroupQuery{Filter: searchFor("pashtun northern"), Order: byScore, Limit: 26, Columns: cols},
			[]string{trigram, byRowid}, []string{equalPG, gramsPG, walkPG}, true, false, true},
		{"a rare search of two words", db.PublicPeopleGroupQuery{Filter: searchFor("kurux india"), Order: byScore, Limit: 26, Columns: cols},
			[]string{trigram, byRowid}, []string{trigramPG}, true, false, false},
		{"a frequent search", db.PublicPeopleGroupQuery{Filter: searchFor("tion"), Order: byScore, Limit: 26, Columns: cols},
			[]string{names, trigram, byRowid}, []string{equalPG, gramsPG, walkPG}, true, false, true},
		{"a frequent search of two words", db.PublicPeopleGroupQuery{Filter: searchFor("india hindi"), Order: byScore, Limit: 26, Columns: cols},
			[]string{trigram, byRowid}, []string{equalPG, gramsPG, walkPG}, true, false, true},
		{"a frequent search of three letters", db.PublicPeopleGroupQuery{Filter: searchFor("ian"), Order: byScore, Limit: 26, Columns: cols},
			[]string{names, trigram, byRowid}, []string{namesPG, walk, walkPG}, true, false, true},
		{"a search of one letter, past its names", db.PublicPeopleGroupQuery{Filter: searchFor("q"), Order: byScore, Offset: 100, Limit: 26, Columns: cols},
			[]string{names, walk}, nil, false, true, false},
		{"a search in a region", db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{RegionCode: &region, Term: "khan", Words: []string{"khan"}}, Order: byScore, Limit: 26, Columns: cols},
			[]string{trigram}, []string{trigramPG}, true, false, false},
	}
	// PostgreSQL's first search takes the sample of search texts that tells a frequent search
	// (a read of every group every few minutes, not a search's): before the cases.
	if _, err := d.ListPublicPeopleGroups(ctx, db.PublicPeopleGroupQuery{Filter: searchFor("tion"), Order: byScore, Limit: 26}); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hook.take()
			if _, err := d.ListPublicPeopleGroups(ctx, c.q); err != nil {
				t.Fatal(err)
			}
			statements, args := hook.take()
			want := c.sqlite
			if pg {
				want = c.postgres
			}
			var plans []string
			for i, query := range statements {
				if a, prepared := args[i]; prepared {
					plan := explainPrepared(t, d, query, a, pg)
					plans = append(plans, plan)
					if !pg {
						// SQLite plans a prepared statement as it runs it: among the call's
						// statements, as an unprepared one.
						continue
					}
					// Every plan PostgreSQL may run it by names the index (the browse, its
					// one statement).
					for _, mode := range strings.Split(plan, "\n\n") {
						for _, w := range want {
							if !strings.Contains(mode, w) {
								t.Errorf("%s\nuse no %s:\n%s", query, w, mode)
							}
						}
					}
				} else {
					plans = append(plans, explain(t, d, query, pg))
				}
			}
			text := strings.Join(plans, "\n")
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("%s\nuse no %s:\n%s", strings.Join(statements, "\n"), w, text)
				}
			}
			for i, plan := range plans {
				// No statement reads every group to find a few.
				if (strings.Contains(plan, "Seq Scan") && !c.short) || slices.Contains(strings.Split(plan, "\n"), "SCAN people_group") {
					t.Errorf("%s\nreads every group:\n%s", statements[i], plan)
				}
				// The trigram index gives a search's groups in population order: nothing sorts them.
				if strings.Contains(plan, trigram) && strings.Contains(plan, "USE TEMP B-TREE FOR ORDER BY") && !strings.Contains(statements[i], " IN (SELECT group_rowid") {
					t.Errorf("%s\nsorts the trigram index's groups:\n%s", statements[i], plan)
				}
				// A search that is rare, or whose page the names fill, looks its groups up.
				if c.notWalk && !(pg && c.walksOnPG) && (strings.Contains(plan, walk) || strings.Contains(plan, "people_groups_public_population_idx")) {
					t.Errorf("%s\nwalks the groups in population order:\n%s", statements[i], plan)
				}
			}
		})
	}
}

// explain is query's plan: on SQLite the lines of EXPLAIN QUERY PLAN, on PostgreSQL the node
// types and index names of EXPLAIN (FORMAT JSON), one a line.
func explain(t *testing.T, d *bundb.DB, query string, pg bool) string {
	t.Helper()
	ctx := context.Background()
	if pg {
		var plan string
		if err := d.Bun().QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+query).Scan(&plan); err != nil {
			t.Fatal(err)
		}
		return strings.Join(planNodes(t, plan), "\n")
	}
	return sqlitePlan(t, d, query)
}

// sqlitePlan is the lines of SQLite's EXPLAIN QUERY PLAN of query with args.
func sqlitePlan(t *testing.T, d *bundb.DB, query string, args ...any) string {
	t.Helper()
	rows, err := d.Bun().DB.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+query, args...)
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
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return strings.Join(plan, "\n")
}

// explainPrepared is the plan of a prepared statement for its values: on SQLite as explain's,
// on PostgreSQL both the plan made for the values and the generic plan, which PostgreSQL uses
// for every value after a few runs when it costs no more, apart by an empty line.
func explainPrepared(t *testing.T, d *bundb.DB, query string, args []any, pg bool) string {
	t.Helper()
	ctx := context.Background()
	if !pg {
		return sqlitePlan(t, d, query, args...)
	}
	conn, err := d.Bun().DB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	values := make([]string, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case string:
			values[i] = "'" + strings.ReplaceAll(v, "'", "''") + "'"
		case int:
			values[i] = strconv.Itoa(v)
		case int64:
			values[i] = strconv.FormatInt(v, 10)
		default:
			t.Fatalf("a value of type %T", a)
		}
	}
	var out []string
	for _, mode := range []string{"force_custom_plan", "force_generic_plan"} {
		for _, s := range []string{"SET plan_cache_mode = " + mode, "PREPARE plan_check AS " + query} {
			if _, err := conn.ExecContext(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		execute := "EXECUTE plan_check"
		if len(values) > 0 {
			execute += "(" + strings.Join(values, ", ") + ")"
		}
		var plan string
		if err := conn.QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+execute).Scan(&plan); err != nil {
			t.Fatal(err)
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, mode+":")
		out = append(out, planNodes(t, plan)...)
		if _, err := conn.ExecContext(ctx, "DEALLOCATE plan_check; RESET plan_cache_mode"); err != nil {
			t.Fatal(err)
		}
	}
	return strings.Join(out, "\n")
}

// planNodes lists a PostgreSQL JSON plan's node types ("Seq Scan on people_groups" for a
// sequential scan) and index names.
func planNodes(t *testing.T, plan string) []string {
	t.Helper()
	var nodes []struct{ Plan map[string]any }
	if err := json.Unmarshal([]byte(plan), &nodes); err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(n map[string]any)
	walk = func(n map[string]any) {
		node, _ := n["Node Type"].(string)
		if rel, ok := n["Relation Name"].(string); ok {
			node += " on " + rel
		}
		out = append(out, node)
		if name, ok := n["Index Name"].(string); ok {
			out = append(out, name)
		}
		kids, _ := n["Plans"].([]any)
		for _, k := range kids {
			if m, ok := k.(map[string]any); ok {
				walk(m)
			}
		}
	}
	for _, n := range nodes {
		walk(n.Plan)
	}
	return out
}
