package importer

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/data"
)

var ctx = context.Background()

// tableCounts counts the rows an import writes.
type tableCounts struct{ countries, languages, regions, religions, peopleGroups int }

func countTables(t *testing.T, d *bundb.DB) tableCounts {
	t.Helper()
	n := func(table string) int {
		c, err := d.Bun().NewSelect().TableExpr(table).Count(ctx)
		if err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		return int(c)
	}
	return tableCounts{n("countries"), n("languages"), n("regions"), n("religions"), n("people_groups")}
}

func getGroup(t *testing.T, d *bundb.DB, id string) *model.PeopleGroup {
	t.Helper()
	pg, err := d.GetPeopleGroup(ctx, id)
	if err != nil {
		t.Fatalf("people group %s: %v", id, err)
	}
	return pg
}

// fixture is testdata/small with the files of testdata/dir laid over it.
func fixture(t *testing.T, dir string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	for _, d := range []string{"small", dir} {
		entries, err := os.ReadDir(filepath.Join("testdata", d))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join("testdata", d, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			m[e.Name()] = &fstest.MapFile{Data: b}
		}
	}
	return m
}

func TestImportJoshuaProjectEmbeddedData(t *testing.T) {
	d := bundbtest.New(t)
	res, err := ImportJoshuaProject(ctx, d, data.JoshuaProject)
	if err != nil {
		t.Fatalf("import on %s: %v", bundbtest.Engine(), err)
	}
	// 7,134 listed languages plus one a people row names that the languages listing lacks.
	want := tableCounts{countries: 238, languages: 7135, regions: 12, religions: 8, peopleGroups: 16382}
	if got := countTables(t, d); got != want {
		t.Fatalf("tables hold %+v, want %+v", got, want)
	}
	if res.PeopleGroups != 16382 || res.PeopleGroupsCreated != 16382 || res.Countries != 238 {
		t.Errorf("result %+v does not report 16382 new groups in 238 countries", res)
	}

	pg := getGroup(t, d, "af-14372")
	if pg.NameAcrossCountries != "Afghan, Tajik" || pg.Country != "Afghanistan" || pg.CountryCode != "AF" || pg.PeopleID3 != "14372" {
		t.Errorf("af-14372 is %q in %q (%s), people %s", pg.NameAcrossCountries, pg.Country, pg.CountryCode, pg.PeopleID3)
	}
	if pg.Population == nil || *pg.Population != 12313000 {
		t.Errorf("af-14372 population %v, want 12313000", pg.Population)
	}
	if pg.JPScale == nil || *pg.JPScale != 1 || !pg.LeastReached || !pg.Frontier || !pg.Window1040 {
		t.Errorf("af-14372 JPScale %v least reached %v frontier %v 10/40 %v, want 1 and three yeses", pg.JPScale, pg.LeastReached, pg.Frontier, pg.Window1040)
	}
	if pg.PercentAdherentsX1000 == nil || *pg.PercentAdherentsX1000 != 10 || pg.PercentEvangelicalX1000 == nil || *pg.PercentEvangelicalX1000 != 10 {
		t.Errorf("af-14372 percentages %v %v, want 10 thousandths (0.010%%) each", pg.PercentAdherentsX1000, pg.PercentEvangelicalX1000)
	}
	if pg.Latitude == nil || *pg.Latitude != 31.15621 || pg.Longitude == nil || *pg.Longitude != 62.14612 {
		t.Errorf("af-14372 at %v,%v", pg.Latitude, pg.Longitude)
	}
	if pg.RegionCode != "5" || pg.Region != "Asia, Central" || pg.ContinentCode != "ASI" {
		t.Errorf("af-14372 region %s %q continent %s", pg.RegionCode, pg.Region, pg.ContinentCode)
	}
	if pg.PrimaryLanguageCode == nil || *pg.PrimaryLanguageCode != "prs" || pg.PrimaryReligion == nil || *pg.PrimaryReligion != "Islam" {
		t.Errorf("af-14372 language %v religion %v", pg.PrimaryLanguageCode, pg.PrimaryReligion)
	}
	if pg.OfficialLanguage == nil || *pg.OfficialLanguage != "Pashto, Southern" {
		t.Errorf("af-14372 official language %v, want Afghanistan's Pashto, Southern", pg.OfficialLanguage)
	}
	if pg.JPURL != "https://joshuaproject.net/people_groups/14372/AF" {
		t.Errorf("af-14372 jp url %q", pg.JPURL)
	}
	if pg.SearchText != "afghan, tajik afghan, tajik afghanistan dari" {
		t.Errorf("af-14372 search text %q", pg.SearchText)
	}
	// First-import defaults for a least-reached group at JPScale 1.
	if pg.FocusLevelNo != 5 || pg.NumAdoptionsAvailable != 3 || pg.SuggestedAdoptionLevel == nil || *pg.SuggestedAdoptionLevel != "ADOPTER_LV2" {
		t.Errorf("af-14372 focus %d adoptions %d level %v, want 5, 3, ADOPTER_LV2", pg.FocusLevelNo, pg.NumAdoptionsAvailable, pg.SuggestedAdoptionLevel)
	}

	// A reached group (JPScale 5) gets little focus and no adoptions to offer.
	us, err := d.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{CountryCode: ptr("US"), Words: []string{"americans, u.s."}}, Limit: 1})
	if err != nil || len(us) != 1 {
		t.Fatalf("Americans in the US: %v %v", us, err)
	}
	if g := us[0]; g.LeastReached || g.FocusLevelNo != 6-*g.JPScale || g.NumAdoptionsAvailable != 0 || *g.SuggestedAdoptionLevel != "ADOPTER_LV1" {
		t.Errorf("%s: least reached %v JPScale %d focus %d adoptions %d level %s", g.ID, g.LeastReached, *g.JPScale, g.FocusLevelNo, g.NumAdoptionsAvailable, *g.SuggestedAdoptionLevel)
	}

	// Joshua Project's one impossible longitude (line 16325) is dropped with a warning, not the import.
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "AllPeoplesInCountry.csv line 16325: Longitude 2350588") {
		t.Errorf("warnings %q, want one about line 16325's longitude", res.Warnings)
	}
	if z := getGroup(t, d, "za-22655"); z.Longitude != nil || z.Latitude == nil {
		t.Errorf("za-22655 longitude %v latitude %v: want the bad longitude empty and the latitude kept", z.Longitude, z.Latitude)
	}

	var regionContinent string
	if err := d.Bun().NewSelect().TableExpr("regions").Column("continent_code").Where("code = '5'").Scan(ctx, &regionContinent); err != nil || regionContinent != "ASI" {
		t.Errorf("region 5 (Asia, Central) continent %q %v, want ASI", regionContinent, err)
	}
}

func TestReimportUpdatesAndKeepsStaffEdits(t *testing.T) {
	d := bundbtest.New(t)
	if _, err := ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
		t.Fatal(err)
	}
	before := countTables(t, d)
	first := getGroup(t, d, "af-14372")

	summary := "Our partners in Herat pray weekly."
	if _, err := d.UpdatePeopleGroup(ctx, "af-14372", db.PeopleGroupEdit{Summary: &summary, FocusLevelNo: ptr(2), NumAdoptionsAvailable: ptr(7), SuggestedAdoptionLevel: ptr("ADOPTER_LV3")}); err != nil {
		t.Fatal(err)
	}
	// Joshua Project's columns are overwritten on re-import: spoil one to see it restored.
	if _, err := d.Bun().NewUpdate().TableExpr("people_groups").Set("population = 1, name_in_country = 'stale'").Where("id = 'af-14372'").Exec(ctx); err != nil {
		t.Fatal(err)
	}

	res, err := ImportJoshuaProject(ctx, d, data.JoshuaProject)
	if err != nil {
		t.Fatalf("re-import: %v", err)
	}
	if got := countTables(t, d); got != before {
		t.Errorf("re-import changed the counts from %+v to %+v", before, got)
	}
	if res.PeopleGroupsCreated != 0 || res.PeopleGroups != 16382 {
		t.Errorf("re-import reports %d created of %d, want 0 of 16382", res.PeopleGroupsCreated, res.PeopleGroups)
	}
	pg := getGroup(t, d, "af-14372")
	if pg.Summary == nil || *pg.Summary != summary || pg.FocusLevelNo != 2 || pg.NumAdoptionsAvailable != 7 || *pg.SuggestedAdoptionLevel != "ADOPTER_LV3" {
		t.Errorf("staff edits lost: summary %v focus %d adoptions %d level %v", pg.Summary, pg.FocusLevelNo, pg.NumAdoptionsAvailable, pg.SuggestedAdoptionLevel)
	}
	if pg.Population == nil || *pg.Population != 12313000 || pg.NameInCountry != "Afghan, Tajik" {
		t.Errorf("Joshua Project's values not restored: population %v name %q", pg.Population, pg.NameInCountry)
	}
	if !pg.CreatedAt.Equal(first.CreatedAt) {
		t.Errorf("created_at moved from %v to %v", first.CreatedAt, pg.CreatedAt)
	}
	// updated_at says when a group last really changed: the restored group
	// moved, an untouched one did not.
	if !pg.UpdatedAt.After(first.UpdatedAt) {
		t.Errorf("af-14372's restored values left updated_at at %v", pg.UpdatedAt)
	}
	if other := getGroup(t, d, "af-19409"); !other.UpdatedAt.Equal(first.UpdatedAt) {
		t.Errorf("an unchanged group's updated_at moved from %v to %v", first.UpdatedAt, other.UpdatedAt)
	}
}

func TestImportHandlesJoshuaProjectsLayout(t *testing.T) {
	d := bundbtest.New(t)
	// testdata/small has the BOM, the title, the blank line, the footer with
	// its legend, quoted values with commas, and its people columns in
	// reverse order.
	res, err := ImportJoshuaProject(ctx, d, fixture(t, "small"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := countTables(t, d), (tableCounts{countries: 2, languages: 2, regions: 2, religions: 1, peopleGroups: 4}); got != want {
		t.Fatalf("tables hold %+v, want %+v (footer lines must not become rows)", got, want)
	}
	if res.PeopleGroupsCreated != 4 || len(res.Warnings) != 0 {
		t.Errorf("result %+v", res)
	}
	pg := getGroup(t, d, "af-14256")
	if pg.NameInCountry != "Pashtun, Northern" || pg.Region != "Asia, Central" || pg.Country != "Afghanistan" {
		t.Errorf("a value with a comma was cut: %q in %q, %q", pg.NameInCountry, pg.Region, pg.Country)
	}
	if pg.PrimaryLanguage == nil || *pg.PrimaryLanguage != "Pashto, Northern" {
		t.Errorf("language %v", pg.PrimaryLanguage)
	}
	// Empty values are NULL, not zero.
	us := getGroup(t, d, "us-14256")
	if us.Population != nil || us.PercentEvangelicalX1000 != nil {
		t.Errorf("us-14256 population %v evangelical %v, want both empty", us.Population, us.PercentEvangelicalX1000)
	}
	if us.PercentAdherentsX1000 == nil {
		t.Error("us-14256 lost its percent adherents")
	}
	var name string
	if err := d.Bun().NewSelect().TableExpr("countries").Column("name").Where("code = 'AF'").Scan(ctx, &name); err != nil || name != "Afghanistan" {
		t.Errorf("country AF is %q (%v); the BOM must not stick to the first column", name, err)
	}
}

func TestMalformedFilesAreRefusedWithTheirLine(t *testing.T) {
	cases := []struct {
		dir, want string
	}{
		{"bad-columns", "AllPeoplesInCountry.csv line 6: 34 values, but the header has 35 columns"},
		{"bad-number", `AllPeoplesInCountry.csv line 5: Population "about 12000" is not a whole number`},
		{"no-header", `AllPeoplesInCountry.csv line 3: the header has no column "Population"`},
	}
	for _, c := range cases {
		t.Run(c.dir, func(t *testing.T) {
			d := bundbtest.New(t)
			_, err := ImportJoshuaProject(ctx, d, fixture(t, c.dir))
			var fe *FileError
			if !errors.As(err, &fe) || err.Error() != c.want {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if got := countTables(t, d); got != (tableCounts{}) {
				t.Errorf("a refused import wrote %+v", got)
			}
		})
	}
}

func TestRefusedImportLeavesEarlierDataAlone(t *testing.T) {
	d := bundbtest.New(t)
	if _, err := ImportJoshuaProject(ctx, d, fixture(t, "small")); err != nil {
		t.Fatal(err)
	}
	before := getGroup(t, d, "af-14256")

	// bad-number's first row is good and differs from small's only in the
	// values (its populations are untouched); its second row is bad.
	_, err := ImportJoshuaProject(ctx, d, fixture(t, "bad-number"))
	if err == nil {
		t.Fatal("bad-number was imported")
	}
	after := getGroup(t, d, "af-14256")
	if !after.UpdatedAt.Equal(before.UpdatedAt) || countTables(t, d).peopleGroups != 4 {
		t.Errorf("a refused import touched the data: updated_at %v -> %v", before.UpdatedAt, after.UpdatedAt)
	}
}

func TestFooterDataRowIsRefused(t *testing.T) {
	m := fixture(t, "small").(fstest.MapFS)
	// A blank line inside the data would end the listing early and lose the
	// rows after it: put one before the third data row (line 6).
	lines := strings.Split(string(m[PeopleFile].Data), "\n")
	lines = append(lines[:5], append([]string{""}, lines[5:]...)...)
	m[PeopleFile] = &fstest.MapFile{Data: []byte(strings.Join(lines, "\n"))}
	_, _, err := Parse(m)
	if err == nil || !strings.Contains(err.Error(), "AllPeoplesInCountry.csv line 7: a row of data after the listing ended at line 6") {
		t.Fatalf("error %v", err)
	}
}

func TestPercentagesAreThousandths(t *testing.T) {
	cases := []struct {
		in   string
		want int64
		bad  bool
	}{
		{"0.010", 10, false},
		{"95.000", 95000, false},
		{"33.653240520088", 33653, false},
		{"0.0005", 1, false},
		{"100", 100000, false},
		{".5", 500, false},
		{"1,5", 0, true},
		{"101", 0, true},
		{"-1", 0, true},
	}
	l := &listing{file: "f.csv", header: map[string]int{"P": 0}}
	for _, c := range cases {
		r := &row{l: l, line: 9, fields: []string{c.in}}
		got := r.thousandths("P")
		if c.bad {
			if r.err == nil {
				t.Errorf("%q accepted as %v", c.in, *got)
			}
			continue
		}
		if r.err != nil || got == nil || *got != c.want {
			t.Errorf("%q read as %v (%v), want %d", c.in, got, r.err, c.want)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// TestImportLeavesPlannerStatistics: on PostgreSQL the import ends with the imported tables
// analysed, so the first queries after it (the portal's cards among them) are planned from their
// real sizes rather than from guesses.
func TestImportLeavesPlannerStatistics(t *testing.T) {
	d := bundbtest.New(t)
	if d.Engine() != "postgres" {
		t.Log("SQLite plans without gathered statistics; nothing to check")
		return
	}
	if _, err := ImportJoshuaProject(ctx, d, fixture(t, "small")); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"countries", "languages", "regions", "religions", "people_groups"} {
		var tuples float64
		if err := d.Bun().NewRaw("SELECT reltuples FROM pg_class WHERE oid = ?::regclass", table).Scan(ctx, &tuples); err != nil {
			t.Fatal(err)
		}
		if tuples <= 0 { // -1: never analysed
			t.Errorf("%s has no statistics after the import (reltuples %v)", table, tuples)
		}
	}
}
