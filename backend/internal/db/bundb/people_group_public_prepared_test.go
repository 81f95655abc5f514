package bundb_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

// The giving site's browse (a region, a population range, by population) runs as a prepared
// statement, the same text for every value: its pages are the pages of the query written out
// for those values, for every region, range, page length and depth, a deleted group never among
// them, and its statement is prepared once, whatever the values.
func TestPreparedBrowseAnswersAsTheQueryForItsValues(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	var deleted string
	if err := d.Bun().NewSelect().TableExpr("people_groups").Column("id").Where("region_code = '5'").
		OrderExpr("population DESC NULLS LAST, id").Limit(1).Scan(ctx, &deleted); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Bun().ExecContext(ctx, "UPDATE people_groups SET deleted_at = CURRENT_TIMESTAMP WHERE id = ?", deleted); err != nil {
		t.Fatal(err)
	}

	reference := func(region *string, min, max *int64, limit, offset int) []string {
		sel := d.Bun().NewSelect().TableExpr("people_groups").Column("id").Where("deleted_at IS NULL")
		if region != nil {
			sel.Where("region_code = ?", *region)
		}
		if min != nil && *min > 0 {
			sel.Where("population >= ?", *min)
		}
		if max != nil {
			sel.Where("COALESCE(population, 0) <= ?", *max)
		}
		var ids []string
		if err := sel.OrderExpr("population DESC NULLS LAST, id ASC").Limit(int64(limit)).Offset(int64(offset)).Scan(ctx, &ids); err != nil {
			t.Fatal(err)
		}
		return ids
	}
	str := func(s string) *string { return &s }
	num := func(n int64) *int64 { return &n }
	regions := []*string{nil, str("5"), str("1"), str("12"), str("no such region")}
	ranges := [][2]*int64{{nil, nil}, {num(0), nil}, {num(100000), nil}, {nil, num(50000)}, {num(10000), num(2000000)}, {num(5000000000), nil}}
	pages := [][2]int{{26, 0}, {26, 25}, {11, 3}, {101, 0}, {26, 5000}, {26, 20000}}
	orders := [][]db.PublicPeopleGroupOrder{nil, {{Sort: db.SortPopulation, Desc: true}}}

	queries := d.CountQueries()
	statements, nonEmpty := 0, 0
	prepared := 0
	d.SeePrepared(func(string, []any) { prepared++ })
	for _, region := range regions {
		for _, r := range ranges {
			for _, p := range pages {
				for _, order := range orders {
					q := db.PublicPeopleGroupQuery{
						Filter: db.PublicPeopleGroupFilter{RegionCode: region, PopulationMin: r[0], PopulationMax: r[1]},
						Order:  order, Limit: p[0], Offset: p[1],
						Columns: []string{"name_across_countries", "population", "region"},
					}
					queries.Reset()
					pgs, err := d.ListPublicPeopleGroups(ctx, q)
					if err != nil {
						t.Fatal(err)
					}
					if n := queries.N(); n != 1 {
						t.Errorf("a page ran %d statements, want 1", n)
					}
					statements++
					got := make([]string, len(pgs))
					for i, pg := range pgs {
						got[i] = pg.ID
					}
					want := reference(region, r[0], r[1], p[0], p[1])
					name := fmt.Sprintf("region %v, population %v–%v, %d from %d", deref(region), deref(r[0]), deref(r[1]), p[0], p[1])
					if !slices.Equal(got, want) {
						t.Errorf("%s: %v, want %v", name, got, want)
					}
					if slices.Contains(got, deleted) {
						t.Errorf("%s: shows the deleted group %s", name, deleted)
					}
					if len(pgs) > 0 {
						nonEmpty++
						if pgs[0].NameAcrossCountries == "" || pgs[0].Region == "" || pgs[0].Population == nil {
							t.Errorf("%s: the selected columns were not read: %+v", name, *pgs[0])
						}
					}
				}
			}
		}
	}
	// The cases are not mostly empty pages (a region with none, a range above every group, a
	// page past the last are some of them).
	if nonEmpty < statements/3 {
		t.Errorf("only %d of %d pages held a group", nonEmpty, statements)
	}
	if prepared != statements {
		t.Errorf("%d of %d pages ran the prepared statement", prepared, statements)
	}
}

func deref[T any](p *T) any {
	if p == nil {
		return "-"
	}
	return *p
}

// A stranger asking for the browse in a hundred page lengths fills only the browse's room for
// prepared statements (the rest run unprepared, answered all the same): a partner's page of
// groups is still prepared.
func TestTheBrowseCannotUseUpTheSignedInReadsPreparedStatements(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	for limit := 1; limit <= 100; limit++ {
		pgs, err := d.ListPublicPeopleGroups(ctx, db.PublicPeopleGroupQuery{Limit: limit, Columns: []string{"population"}})
		if err != nil {
			t.Fatal(err)
		}
		if len(pgs) != limit {
			t.Fatalf("a page of %d held %d groups", limit, len(pgs))
		}
	}
	if reads, browse, _ := d.PreparedStatements(); reads != 0 || browse != 64 {
		t.Errorf("after 100 page lengths: %d statements prepared for signed-in reads and %d for the browse, want 0 and 64", reads, browse)
	}
	if _, _, err := d.ListLinkedPeopleGroups(ctx, "no-contact", false, 0, 40, []string{"name_across_countries"}); err != nil {
		t.Fatal(err)
	}
	if reads, _, _ := d.PreparedStatements(); reads != 1 {
		t.Errorf("a partner's page of groups: %d statements prepared for signed-in reads, want 1", reads)
	}
}

// On SQLite the giving site's search runs prepared statements whose texts hold none of a
// search's values: hundreds of different searches (of one and two words, with a population
// bound, at several page lengths) share a handful of statements, each prepared once, and every
// value reaches SQLite as a bound value. A search with a filter whose index SQLite chooses by its
// value (a region) is planned for its values, unprepared. On PostgreSQL only the searches read
// from the gram index are prepared (its plan suits every search); the one query is planned for
// each search's values.
func TestTheSearchIsPreparedOncePerShape(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	var names []string
	if err := d.Bun().NewSelect().TableExpr("people_groups").ColumnExpr("lower(name_across_countries)").
		OrderExpr("id").Limit(400).Scan(ctx, &names); err != nil {
		t.Fatal(err)
	}
	terms := nameFragments(names)
	texts := map[string]bool{}
	ran := 0
	d.SeePrepared(func(query string, args []any) {
		texts[query] = true
		ran++
	})
	max := int64(2000000000)
	byScore := []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}
	searches, rows := 0, 0
	for i, term := range terms {
		words := []string{term}
		if i%3 == 0 {
			words = append(words, "a") // a second word, too short for the trigram index
		}
		f := db.PublicPeopleGroupFilter{Term: term, Words: words}
		if i%2 == 0 {
			f.PopulationMax = &max
		}
		pgs, err := d.ListPublicPeopleGroups(ctx, db.PublicPeopleGroupQuery{Filter: f, Order: byScore, Limit: 5 + i%22, Columns: []string{"population"}})
		if err != nil {
			t.Fatal(err)
		}
		searches++
		rows += len(pgs)
	}
	if searches < 200 || rows < searches {
		t.Fatalf("%d searches answered %d groups: too few to tell", searches, rows)
	}
	_, _, kept := d.PreparedStatements()
	if bundbtest.Engine() == "postgres" {
		// The searches read from the gram index, one statement each, of one text for every
		// page up to 26 groups, whatever its words and population bound (two when a term has
		// no next prefix).
		if _, gramWalks := d.SearchWalks(); gramWalks == 0 || int64(ran) != gramWalks {
			t.Errorf("PostgreSQL ran %d searches' statements prepared, %d searches read from the gram index", ran, gramWalks)
		}
		if len(texts) > 2 || kept != len(texts) {
			t.Errorf("%d searches ran %d different statements (%d kept prepared), want one a shape", searches, len(texts), kept)
		}
	} else {
		if ran < searches {
			t.Errorf("%d searches ran %d prepared statements, want one or more each", searches, ran)
		}
		if len(texts) > 24 || kept != len(texts) {
			t.Errorf("%d searches ran %d different statements (%d kept prepared), want a few, each kept", searches, len(texts), kept)
		}
	}
	for text := range texts {
		if strings.Contains(text, "'") || strings.Contains(text, "2000000000") {
			t.Errorf("a value is written in a prepared search's text: %s", text)
		}
	}

	region := "5"
	d.SeePrepared(func(query string, args []any) { t.Errorf("a search in a region ran prepared: %s", query) })
	if _, err := d.ListPublicPeopleGroups(ctx, db.PublicPeopleGroupQuery{
		Filter: db.PublicPeopleGroupFilter{Term: "khan", Words: []string{"khan"}, RegionCode: &region}, Order: byScore, Limit: 26,
	}); err != nil {
		t.Fatal(err)
	}
}

// A stranger can ask the giving site's search for any selection of fields and any page length,
// each a shape of statement. However many they ask for (here more than the 64 texts kept), the statements of the gram index stay
// within the room kept for prepared statements, a later search of a selection never seen runs
// prepared all the same (PostgreSQL would otherwise plan it anew, about 2 ms, on every search),
// and every answer is the page one query answers, with the fields asked for.
func TestAStrangersSelectionsCannotCrowdOutThePreparedSearch(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	byScore := []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}
	fields := []string{"name_across_countries", "name_in_country", "population", "country", "region", "primary_religion",
		"summary", "jp_scale", "latitude", "primary_language", "frontier", "jp_url"}
	r := rand.New(rand.NewPCG(3, 5))
	terms := []string{"arab", "khan", "hindi", "bengali", "fulani", "kurd", "berber", "chinese"}
	shapes := map[string]bool{} // the selections and page ends of the searches read from the gram index
	searches := 160 // SQLite's pages alone
	if bundbtest.Engine() == "postgres" {
		searches = 600
	}
	for i := 0; len(shapes) <= 80 && i < searches; i++ {
		var sel []string
		for _, f := range fields {
			if r.IntN(2) == 0 {
				sel = append(sel, f)
			}
		}
		sel = append(sel, "population") // the comparison below reads it
		q := db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{Term: terms[i%len(terms)], Words: []string{terms[i%len(terms)]}},
			Order: byScore, Offset: r.IntN(3) * 25, Limit: 1 + r.IntN(100), Columns: sel}
		_, before := d.SearchWalks()
		pgs, err := d.ListPublicPeopleGroups(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if _, after := d.SearchWalks(); after > before {
			shapes[fmt.Sprint(sel, q.Offset+q.Limit)] = true
		}
		want := referencePage(t, d, q)
		if len(pgs) != len(want) {
			t.Fatalf("%q with %d fields at %d+%d: %d groups, want %d", q.Filter.Term, len(sel), q.Offset, q.Limit, len(pgs), len(want))
		}
		for j, g := range pgs {
			if g.ID != want[j] || g.Population == nil {
				t.Fatalf("%q with %d fields at %d+%d: group %d is %s (population %v), want %s", q.Filter.Term, len(sel), q.Offset, q.Limit, j, g.ID, g.Population, want[j])
			}
		}
	}
	_, _, kept := d.PreparedStatements()
	if kept > 64 {
		t.Errorf("%d search statements kept prepared, want at most 64", kept)
	}
	if bundbtest.Engine() != "postgres" {
		return
	}
	if len(shapes) <= 64 {
		t.Fatalf("the searches read from the gram index had %d selections and page ends, no more than the room holds: too few to tell", len(shapes))
	}
	var prepared []string
	d.SeePrepared(func(query string, args []any) { prepared = append(prepared, query) })
	if _, err := d.ListPublicPeopleGroups(ctx, db.PublicPeopleGroupQuery{
		Filter: db.PublicPeopleGroupFilter{Term: "arab", Words: []string{"arab"}}, Order: byScore, Limit: 26,
		Columns: []string{"workers_needed", "rop3", "affinity_bloc"},
	}); err != nil {
		t.Fatal(err)
	}
	if len(prepared) != 1 || !d.KeptPrepared(prepared[0]) {
		t.Errorf("after %d selections and page ends a new selection's search ran %d statements, kept prepared: %v", len(shapes), len(prepared), len(prepared) == 1 && d.KeptPrepared(prepared[0]))
	}
}
