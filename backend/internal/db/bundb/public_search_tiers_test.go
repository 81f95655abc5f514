package bundb_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// referenceRelevance is the relevance order as one expression over each row, the way the
// search was answered before it was read tier by tier: 3 a name is the term, 2 a name starts
// with it, 1 otherwise.
const referenceRelevance = `(CASE WHEN lower(name_across_countries) = ? OR lower(name_in_country) = ? THEN 3` +
	` WHEN search_text LIKE ? ESCAPE '\' OR lower(name_in_country) LIKE ? ESCAPE '\' THEN 2 ELSE 1 END)`

// referencePage is the ids of q's page from one query ordered by referenceRelevance, the LIKEs
// alone deciding which groups match.
func referencePage(t *testing.T, d *bundb.DB, q db.PublicPeopleGroupQuery) []string {
	t.Helper()
	f := q.Filter
	like := func(s string) string {
		return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
	}
	sel := d.Bun().NewSelect().Model((*model.PeopleGroup)(nil)).Column("id").Where("deleted_at IS NULL")
	if f.HasAdoptionsAvailable {
		sel.Where("num_adoptions_available > 0")
	}
	if f.RegionCode != nil {
		sel.Where("region_code = ?", *f.RegionCode)
	}
	if f.PrimaryReligionID != nil {
		sel.Where("primary_religion_id = ?", *f.PrimaryReligionID)
	}
	if f.PopulationMin != nil {
		sel.Where("population >= ?", *f.PopulationMin)
	}
	if f.PopulationMax != nil {
		sel.Where("COALESCE(population, 0) <= ?", *f.PopulationMax)
	}
	for _, w := range f.Words {
		sel.Where(`search_text LIKE ? ESCAPE '\'`, "%"+like(w)+"%")
	}
	population := false
	for _, o := range q.Order {
		dir := map[bool]string{false: "ASC", true: "DESC"}[o.Desc]
		switch o.Sort {
		case db.SortScore:
			sel.OrderExpr(referenceRelevance+" "+dir, f.Term, f.Term, like(f.Term)+"%", like(f.Term)+"%")
		case db.SortPopulation:
			population = true
			sel.OrderExpr("population " + dir + " NULLS LAST")
		case db.SortNameAcrossCountries:
			c := ""
			if bundbtest.Engine() == "postgres" {
				c = ` COLLATE "C"`
			}
			sel.OrderExpr("name_across_countries" + c + " " + dir)
		default:
			sel.OrderExpr("? "+dir, bun.Ident(string(o.Sort)))
		}
	}
	if !population {
		sel.OrderExpr("population DESC NULLS LAST")
	}
	sel.OrderExpr("id ASC").Limit(int64(q.Limit)).Offset(int64(q.Offset))
	var ids []string
	if err := sel.Scan(context.Background(), &ids); err != nil {
		t.Fatal(err)
	}
	return ids
}

// A search ordered by relevance answers, page by page, exactly what one query ordered by the
// relevance expression answers: the same groups in the same order, over the imported Joshua
// Project data, for searches that match many groups and few, words of one and two letters,
// several words, whole names and accented ones, at offsets on either side of where the name
// tiers end, with filters and with orders after relevance.
func TestPublicSearchByTiersAnswersAsOneQuery(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	// Some groups with adoptions available, so that filter keeps some and not others.
	if _, err := d.Bun().NewUpdate().Model((*model.PeopleGroup)(nil)).Set("num_adoptions_available = 2").
		Where("people_id3 LIKE '%3'").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	// Groups of one population are many where a search's page ends: two copies of the groups
	// some searches match, with new ids (a copy's id sorts after its original's, a later copy's
	// before an earlier one's), as SCALE=10 in scripts/bench-varied.sh makes them.
	for _, k := range []int{9, 10} {
		copyGroups(t, d, k, "search_text LIKE '%arab%' OR search_text LIKE '%tion%' OR search_text LIKE '%kuru%' OR search_text LIKE '%deaf%'")
	}
	// A deleted group never shows.
	if _, err := d.Bun().NewUpdate().Model((*model.PeopleGroup)(nil)).Set("deleted_at = updated_at").
		Where("id IN (SELECT id FROM people_groups WHERE search_text LIKE 'pashtun%' ORDER BY id LIMIT 1)").Exec(ctx); err != nil {
		t.Fatal(err)
	}

	searches := []string{
		"india", "arab", "tion", "khan", "pashtun", "brahmin", "deaf", "jewish", // many groups
		"kuru", "tajik", "hazara", "uzbek", "zapotec", // few
		"a", "an", "zu", "ng", // one and two letters
		"pashtun northern", "arab sudan", "han chinese", "mo ri", // several words
		"Uzbek", "Han Chinese", "Gujarati", // whole names
		"Bétsiléo", "Kurdé", "Évé", // accented
		"zzzq", "a_b", "10%", // none
	}
	region, religion := "5", "6"
	lo, hi := int64(50000), int64(2000000000)
	small := int64(20000)
	filters := map[string]db.PublicPeopleGroupFilter{
		"no filter":              {},
		"populationMax":          {PopulationMax: &hi},
		"populationRange":        {PopulationMin: &lo, PopulationMax: &hi},
		"small populations":      {PopulationMax: &small},
		"region":                 {RegionCode: &region},
		"religion":               {PrimaryReligionID: &religion},
		"hasAdoptionsAvailable":  {HasAdoptionsAvailable: true},
		"region and adoptions":   {RegionCode: &region, HasAdoptionsAvailable: true},
		"adoptions and min size": {HasAdoptionsAvailable: true, PopulationMin: &lo},
	}
	orders := map[string][]db.PublicPeopleGroupOrder{
		"relevance":                 {{Sort: db.SortScore, Desc: true}},
		"relevance, population asc": {{Sort: db.SortScore, Desc: true}, {Sort: db.SortPopulation}},
		"relevance, name":           {{Sort: db.SortScore, Desc: true}, {Sort: db.SortNameAcrossCountries}},
	}
	pages := []struct{ offset, limit int }{{0, 26}, {0, 5}, {3, 5}, {20, 26}, {25, 26}, {26, 26}, {40, 10}, {100, 26}, {260, 26}, {1000, 26}}
	compared, beyondNames := 0, 0
	for _, search := range searches {
		term := model.FoldSearchText(search)
		for fname, f := range filters {
			f.Term, f.Words = term, strings.Fields(term)
			for oname, order := range orders {
				if fname != "no filter" && fname != "populationMax" && oname != "relevance" {
					continue
				}
				for i, p := range pages {
					if (fname != "no filter" && fname != "populationMax" || oname != "relevance") && i%3 != 0 {
						continue
					}
					q := db.PublicPeopleGroupQuery{Filter: f, Order: order, Offset: p.offset, Limit: p.limit, Columns: []string{"name_across_countries", "population"}}
					name := fmt.Sprintf("%q %s, %s, offset %d, first %d", search, fname, oname, p.offset, p.limit)
					want := referencePage(t, d, q)
					pgs, err := d.ListPublicPeopleGroups(ctx, q)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					got := make([]string, len(pgs))
					for i, pg := range pgs {
						got[i] = pg.ID
					}
					if !slices.Equal(got, want) {
						t.Errorf("%s:\n got %v\nwant %v", name, got, want)
					}
					compared++
					if len(pgs) > 0 && !strings.HasPrefix(model.FoldSearchText(pgs[len(pgs)-1].NameAcrossCountries), term) {
						beyondNames++
					}
				}
			}
		}
	}
	// The comparison must reach past the name tiers, where the tiers meet.
	if beyondNames < compared/4 {
		t.Errorf("only %d of %d pages reach past the name tiers", beyondNames, compared)
	}
	// On PostgreSQL the frequent searches were walked, or read from the gram index, and their
	// pages compared.
	if walks, gramWalks := d.SearchWalks(); bundbtest.Engine() == "postgres" && (walks == 0 || gramWalks == 0) {
		t.Errorf("%d searches were answered by the walk and %d by the gram walk", walks, gramWalks)
	}
}
