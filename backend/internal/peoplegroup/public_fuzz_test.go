package peoplegroup

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// FuzzPageFrom feeds the public lists' first and after (a signed-out
// visitor's arguments) through PageFrom: a refusal is BAD_USER_INPUT on the
// argument at fault; an accepted page is within bounds, and every cursor the
// server hands out is read back as the row after it.
func FuzzPageFrom(f *testing.F) {
	f.Add(25, "")
	f.Add(-1, PublicCursor(0))
	f.Add(101, PublicCursor(99))
	f.Add(0, "bzk5OTk5OTk5OTk5OTk5OTk5OTk")
	f.Add(10, "!!!")
	f.Add(10, "o-1")
	f.Fuzz(func(t *testing.T, first int, after string) {
		p, err := PublicPageFrom(&first, &after)
		if err != nil {
			e := apperr.As(err)
			if e == nil || e.Code != apperr.BadUserInput || (e.Field != "first" && e.Field != "after") {
				t.Fatalf("PageFrom(%d, %q) refused with %v", first, after, err)
			}
			return
		}
		if p.Limit < 0 || p.Limit > MaxFirst || p.Offset < 0 || p.Offset > 1<<30+1 {
			t.Fatalf("PageFrom(%d, %q) = %+v, out of bounds", first, after, p)
		}
		if after != "" {
			back, err := PublicPageFrom(&first, ptr(PublicCursor(p.Offset-1)))
			if err != nil || back.Offset != p.Offset {
				t.Fatalf("cursor of row %d reads back as %+v, %v", p.Offset-1, back, err)
			}
		}
	})
}

// FuzzPeopleGroupFilter feeds the public people group list's filters through
// peopleGroupFilter: a refusal is BAD_USER_INPUT on the filter at fault; an
// accepted search is folded and bounded in length and words, and population
// bounds are never negative.
func FuzzPeopleGroupFilter(f *testing.F) {
	f.Add("pashtun", 0, 1000, 5000, true)
	f.Add(strings.Repeat("a ", 30), -1, 0, -5, false)
	f.Add("\xff\xfe Ünïcödé  ", 10, 5, 0, true)
	f.Add(strings.Repeat("é", 150), 0, 0, 0, false)
	f.Fuzz(func(t *testing.T, search string, lo, hi, max int, withRange bool) {
		in := PeopleGroupFilters{Search: &search, PopulationMax: &max}
		if withRange {
			in.PopulationRange = []int{lo, hi}
		}
		df, err := peopleGroupFilter(in)
		if err != nil {
			e := apperr.As(err)
			if e == nil || e.Code != apperr.BadUserInput || e.Field == "" {
				t.Fatalf("refused with %v", err)
			}
			return
		}
		if len(search) > MaxSearchLength {
			t.Fatalf("accepted a search of %d bytes", len(search))
		}
		if len(df.Words) > MaxSearchWords {
			t.Fatalf("accepted %d words", len(df.Words))
		}
		for _, w := range df.Words {
			if !strings.Contains(df.Term, w) {
				t.Fatalf("word %q is not in the term %q", w, df.Term)
			}
		}
		if utf8.ValidString(search) && !utf8.ValidString(df.Term) {
			t.Fatalf("folding %q made invalid UTF-8 %q", search, df.Term)
		}
		if df.PopulationMin != nil && (*df.PopulationMin < 0 || *df.PopulationMin > int64(hi)) {
			t.Fatalf("population minimum %d from range [%d, %d]", *df.PopulationMin, lo, hi)
		}
		if df.PopulationMax != nil && *df.PopulationMax < 0 {
			t.Fatalf("population max %d", *df.PopulationMax)
		}
	})
}
