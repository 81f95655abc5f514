package bundb_test

import (
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

// BenchmarkPublicSearch times the giving site's search in the database alone, without the
// server: one op is one page of 26 groups, ordered by relevance, for one fragment (4 to 7
// letters) of a group's name: a fragment of every group's name in turn, each fragment once, as
// scripts/bench-varied.sh asks the server for fragments of 3,000 names. It
// reports the rows an answer held (a fragment matches fewer groups than a page holds more often
// at 1× than at 10×) and the time per row. SQLite in a file (as a server runs it), or a new
// PostgreSQL database with REACH_TEST_DATABASE_URL; BENCH_SCALE=10 copies every group nine
// times with new ids first, as SCALE=10 does in the script; BENCH_FULL=1 keeps only the
// fragments that fill the page at 1×, so that both scales answer as many rows.
//
//	go test ./backend/internal/db/bundb -run '^$' -bench PublicSearch -benchtime 8000x
func BenchmarkPublicSearch(b *testing.B) {
	ctx := context.Background()
	var d *bundb.DB
	if bundbtest.Engine() == "postgres" {
		d = bundbtest.New(b)
	} else {
		d = bundbtest.NewSQLiteFile(b)
	}
	importGroups(b, d)
	var names []string
	if err := d.Bun().NewSelect().TableExpr("people_groups").ColumnExpr("lower(name_across_countries)").
		OrderExpr("id").Scan(ctx, &names); err != nil {
		b.Fatal(err)
	}
	terms := nameFragments(names)
	search := func(term string) db.PublicPeopleGroupQuery {
		return db.PublicPeopleGroupQuery{
			Filter:  db.PublicPeopleGroupFilter{Term: term, Words: []string{term}},
			Order:   []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}},
			Limit:   26,
			Columns: []string{"name_across_countries", "population", "region", "primary_religion", "jp_scale", "num_adoptions_available", "suggested_adoption_level", "primary_photo_id"},
		}
	}
	if os.Getenv("BENCH_FULL") != "" {
		terms = slices.DeleteFunc(terms, func(term string) bool {
			pgs, err := d.ListPublicPeopleGroups(ctx, search(term))
			if err != nil {
				b.Fatal(err)
			}
			return len(pgs) < 26
		})
	}
	if scale, _ := strconv.Atoi(os.Getenv("BENCH_SCALE")); scale > 1 {
		scaleGroups(b, d, scale)
	}
	b.ResetTimer()
	rows := 0
	for i := range b.N {
		pgs, err := d.ListPublicPeopleGroups(ctx, search(terms[i%len(terms)]))
		if err != nil {
			b.Fatal(err)
		}
		rows += len(pgs)
	}
	b.ReportMetric(float64(rows)/float64(b.N), "rows/op")
	if rows > 0 {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(rows), "ns/row")
	}
}

// nameFragments is a fragment of 4 to 7 letters of one word of 4 letters or more of each name,
// every fragment once, in a fixed random order.
func nameFragments(names []string) []string {
	r := rand.New(rand.NewPCG(7, 7))
	seen := map[string]bool{}
	var terms []string
	for _, n := range names {
		words := slices.DeleteFunc(strings.FieldsFunc(n, func(c rune) bool { return c == ' ' || c == ',' || c == '(' || c == ')' }),
			func(w string) bool {
				return len(w) < 4 || strings.IndexFunc(w, func(c rune) bool { return c > unicode.MaxASCII || !unicode.IsLetter(c) }) >= 0
			})
		if len(words) == 0 {
			continue
		}
		w := words[r.IntN(len(words))]
		k := 4 + r.IntN(min(7, len(w))-3)
		s := r.IntN(len(w) - k + 1)
		if t := w[s : s+k]; !seen[t] {
			seen[t] = true
			terms = append(terms, t)
		}
	}
	r.Shuffle(len(terms), func(i, j int) { terms[i], terms[j] = terms[j], terms[i] })
	return terms
}

// scaleGroups copies every group scale-1 times with new ids, as scripts/bench-varied.sh does,
// and brings the statistics, SQLite's trigram index and PostgreSQL's visibility map up to date
// as an import does.
func scaleGroups(b *testing.B, d *bundb.DB, scale int) {
	for k := 2; k <= scale; k++ {
		copyGroups(b, d, k, "")
	}
	stmts := []string{"ANALYZE", "VACUUM people_groups, people_group_search_grams"}
	if bundbtest.Engine() == "sqlite" {
		stmts = []string{"ANALYZE", "INSERT INTO people_groups_search (people_groups_search) VALUES ('optimize')"}
	}
	for _, s := range stmts {
		if _, err := d.Bun().ExecContext(context.Background(), s); err != nil {
			b.Fatal(err)
		}
	}
	d.ForgetSearchSample()
}
