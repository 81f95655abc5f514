package giving_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/giving"
)

var dollarsShape = regexp.MustCompile(`^-?\$\d{1,3}(,\d{3})*\.\d{2}$`)

// FuzzAmount feeds the money a donor chooses through the server's checks: a
// project gift in whole dollars, an adoption level, and a monthly gift's
// start date. Nothing panics; an accepted amount is positive, at most
// Stripe's limit and exactly the dollars asked, in cents; a level charges
// only the table's amounts; a refusal is BAD_USER_INPUT on its field.
func FuzzAmount(f *testing.F) {
	f.Add(50, "ADOPTER_LV1", true, "2026-12-01", int64(1200))
	f.Add(0, "ADOPTER_PRAY", false, "", int64(0))
	f.Add(-1, "adopter_lv2", false, "2026-13-40", int64(-1))
	f.Add(giving.MaxProjectDollars+1, "ADOPTER_LV9", true, "1999-01-01T00:00:00Z", int64(-9223372036854775808))
	f.Add(1<<31, "", true, "2027-11-25", int64(9223372036854775807))
	now := time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, dollars int, level string, recurring bool, date string, cents int64) {
		got, err := giving.ProjectAmountCents(&dollars)
		if err != nil {
			if e := apperr.As(err); e == nil || e.Code != apperr.BadUserInput || e.Field != "amount" {
				t.Fatalf("refusal of $%d: %v", dollars, err)
			}
			if dollars >= 1 && dollars <= giving.MaxProjectDollars {
				t.Fatalf("refused $%d", dollars)
			}
		} else if dollars < 1 || dollars > giving.MaxProjectDollars || got != int64(dollars)*100 || got <= 0 {
			t.Fatalf("accepted $%d as %d cents", dollars, got)
		}

		if l, ok := giving.Levels[level]; ok {
			a := l.Amount(recurring)
			if a < 0 || (!recurring && a != 12*l.MonthlyCents) || (recurring && a != l.MonthlyCents) {
				t.Fatalf("level %s charges %d", level, a)
			}
		}

		if st, err := giving.ResolveStart(date, now); err != nil {
			if e := apperr.As(err); e == nil || e.Code != apperr.BadUserInput || e.Field != "startDate" {
				t.Fatalf("refusal of %q: %v", date, err)
			}
		} else if st.At.Before(now.Add(-time.Second)) || st.At.After(now.AddDate(1, 0, 2)) {
			t.Fatalf("start %q resolved to %v", date, st.At)
		}

		s := giving.FormatDollars(cents)
		if !dollarsShape.MatchString(s) || strings.HasPrefix(s, "-") != (cents < 0) {
			t.Fatalf("FormatDollars(%d) = %q", cents, s)
		}
		if cents >= 0 {
			back, _ := strconv.ParseInt(strings.NewReplacer("$", "", ",", "", ".", "").Replace(s), 10, 64)
			if back != cents {
				t.Fatalf("FormatDollars(%d) = %q reads back as %d", cents, s, back)
			}
		}
	})
}
