package peoplegroup

import (
	"context"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/data"
)

var ctx = context.Background()

func imported(t *testing.T) *Service {
	t.Helper()
	d := bundbtest.New(t)
	if _, err := importer.ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
		t.Fatal(err)
	}
	return New(d)
}

func ids(pgs []*model.PeopleGroup) string {
	s := make([]string, len(pgs))
	for i, pg := range pgs {
		s[i] = pg.ID
	}
	return strings.Join(s, " ")
}

func inputError(t *testing.T, err error, want string) {
	t.Helper()
	appErr(t, err, apperr.BadUserInput, want)
}

func appErr(t *testing.T, err error, code, want string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != code || e.Message != want {
		t.Errorf("error %v, want %s %q", err, code, want)
	}
}

func TestListingPeopleGroups(t *testing.T) {
	s := imported(t)

	t.Run("search and region", func(t *testing.T) {
		f := Filter{Q: ptr("pashtun"), RegionCode: ptr("5")}
		pgs, err := s.List(ctx, Page{}, f)
		if err != nil {
			t.Fatal(err)
		}
		// By name, then country in byte order on both engines: Turkmenistan before Türkiye.
		want := "af-14256 ti-14256 tx-14256 tu-14256 af-22356 af-14327 ir-14327 ti-14327 tu-14327"
		if got := ids(pgs); got != want {
			t.Errorf("Pashtun in Central Asia:\n got %s\nwant %s", got, want)
		}
		if n, err := s.Count(ctx, f); err != nil || n != 9 {
			t.Errorf("count %d %v, want 9", n, err)
		}
	})

	t.Run("every word must match, any case and accents", func(t *testing.T) {
		n, err := s.Count(ctx, Filter{Q: ptr("  PASHTÚN   southern ")})
		if err != nil {
			t.Fatal(err)
		}
		all, _ := s.Count(ctx, Filter{Q: ptr("pashtun")})
		if n == 0 || n >= all {
			t.Errorf("'pashtun southern' matches %d of pashtun's %d", n, all)
		}
		if all != 273 {
			t.Errorf("pashtun matches %d groups, want 273", all)
		}
	})

	t.Run("wildcards are plain characters", func(t *testing.T) {
		for _, q := range []string{"%", "_", `\`} {
			if n, err := s.Count(ctx, Filter{Q: ptr(q)}); err != nil || n != 0 {
				t.Errorf("q %q matches %d (%v), want 0", q, n, err)
			}
		}
	})

	t.Run("sort and pages", func(t *testing.T) {
		pgs, err := s.List(ctx, Page{Page: ptr(1), PerPage: ptr(2), SortField: ptr("population"), SortOrder: ptr("DESC")}, Filter{})
		if err != nil {
			t.Fatal(err)
		}
		// The largest are the Han Chinese, Americans, Bengali Muslims, Russians: page 1 of 2 per page.
		if len(pgs) != 2 || pgs[0].CountryCode != "BG" || pgs[1].CountryCode != "RS" {
			t.Fatalf("second page by population: %s", ids(pgs))
		}
		if *pgs[0].Population != 135533000 || *pgs[1].Population != 118741000 {
			t.Errorf("second page populations %d %d, want 135533000 118741000", *pgs[0].Population, *pgs[1].Population)
		}
		// Groups without a population come last, whichever the direction.
		last, err := s.List(ctx, Page{Page: ptr(16381), PerPage: ptr(1), SortField: ptr("population"), SortOrder: ptr("ASC")}, Filter{})
		if err != nil || len(last) != 1 || last[0].Population != nil {
			t.Errorf("last by population ascending: %v %v, want a group without population", last, err)
		}
	})

	t.Run("at most 500 a page", func(t *testing.T) {
		pgs, err := s.List(ctx, Page{PerPage: ptr(100000)}, Filter{})
		if err != nil || len(pgs) != 500 {
			t.Errorf("perPage 100000 gave %d (%v), want 500", len(pgs), err)
		}
	})

	t.Run("filters", func(t *testing.T) {
		pgs, err := s.List(ctx, Page{}, Filter{IDs: []string{"af-14372", "us-14256", "xx-1"}})
		if err != nil || ids(pgs) != "af-14372 us-14256" {
			t.Errorf("ids filter: %s %v", ids(pgs), err)
		}
		lower, _ := s.Count(ctx, Filter{CountryCode: ptr("af")})
		if lower != 58 {
			t.Errorf("country 'af' has %d groups, want Afghanistan's 58", lower)
		}
		n, _ := s.Count(ctx, Filter{RegionCode: ptr("5"), LeastReached: ptr(true), FocusLevelNo: ptr(5), PrimaryReligionID: ptr("6")})
		if n == 0 {
			t.Error("no least-reached Muslim groups in focus 5 in Central Asia")
		}
	})

	t.Run("bad requests", func(t *testing.T) {
		_, err := s.List(ctx, Page{SortField: ptr("password")}, Filter{})
		inputError(t, err, `People groups cannot be sorted by "password"; use one of country, focusLevelNo, id, jpScale, nameAcrossCountries, numAdoptionsAvailable, population, updatedAt.`)
		_, err = s.List(ctx, Page{SortOrder: ptr("UP")}, Filter{})
		inputError(t, err, "sortOrder must be ASC or DESC.")
		_, err = s.List(ctx, Page{Page: ptr(-1)}, Filter{})
		inputError(t, err, "page must be 0 or more (the first page is 0).")
		_, err = s.Count(ctx, Filter{Q: ptr("a b c d e f g h i j k")})
		inputError(t, err, "Search for at most 10 words.")
	})
}

func TestUpdatingAPeopleGroup(t *testing.T) {
	s := imported(t)

	pg, err := s.Update(ctx, "af-14372", Edit{Summary: ptr("  Tajik farmers of Herat.  "), FocusLevelNo: ptr(0), NumAdoptionsAvailable: ptr(0), SuggestedAdoptionLevel: ptr("ADOPTER_PRAY")})
	if err != nil {
		t.Fatal(err)
	}
	if *pg.Summary != "Tajik farmers of Herat." || pg.FocusLevelNo != 0 || pg.NumAdoptionsAvailable != 0 || *pg.SuggestedAdoptionLevel != "ADOPTER_PRAY" {
		t.Errorf("after the edit: %q focus %d adoptions %d level %s", *pg.Summary, pg.FocusLevelNo, pg.NumAdoptionsAvailable, *pg.SuggestedAdoptionLevel)
	}
	again, _ := s.Get(ctx, "af-14372")
	if again.Summary == nil || *again.Summary != "Tajik farmers of Herat." || !again.UpdatedAt.After(again.CreatedAt) {
		t.Errorf("the edit was not stored: %v, updated %v created %v", again.Summary, again.UpdatedAt, again.CreatedAt)
	}
	// Fields left out stay; an empty summary clears it.
	pg, err = s.Update(ctx, "af-14372", Edit{Summary: ptr("")})
	if err != nil || pg.Summary != nil || *pg.SuggestedAdoptionLevel != "ADOPTER_PRAY" {
		t.Errorf("clearing the summary: %v %v", pg, err)
	}

	cases := []struct {
		name string
		id   string
		e    Edit
		want string
	}{
		{"focus too high", "af-14372", Edit{FocusLevelNo: ptr(6)}, "Focus level must be between 0 and 5."},
		{"focus negative", "af-14372", Edit{FocusLevelNo: ptr(-1)}, "Focus level must be between 0 and 5."},
		{"negative adoptions", "af-14372", Edit{NumAdoptionsAvailable: ptr(-3)}, "Adoptions available must be 0 or more."},
		{"unknown level", "af-14372", Edit{SuggestedAdoptionLevel: ptr("GOLD")}, "Suggested adoption level must be one of ADOPTER_PRAY, ADOPTER_LV1, ADOPTER_LV2, ADOPTER_LV3."},
		{"long summary", "af-14372", Edit{Summary: ptr(strings.Repeat("é", 20001))}, "Summary must be at most 20000 characters (it has 20001)."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := s.Update(ctx, c.id, c.e)
			inputError(t, err, c.want)
		})
	}
	_, err = s.Update(ctx, "zz-1", Edit{FocusLevelNo: ptr(1)})
	appErr(t, err, apperr.NotFound, `There is no people group "zz-1".`)
	if pg, _ := s.Get(ctx, "af-14372"); pg.FocusLevelNo != 0 || pg.NumAdoptionsAvailable != 0 {
		t.Errorf("a refused edit changed the group: focus %d adoptions %d", pg.FocusLevelNo, pg.NumAdoptionsAvailable)
	}
	if pg, err := s.Get(ctx, "zz-1"); pg != nil || err != nil {
		t.Errorf("Get of a missing group: %v %v, want nil, nil", pg, err)
	}
}

func ptr[T any](v T) *T { return &v }
