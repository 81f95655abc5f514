package giving

import (
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

func TestLevelAmounts(t *testing.T) {
	for _, tc := range []struct {
		level            string
		monthly, oneTime int64
	}{
		{"ADOPTER_PRAY", 0, 0},
		{"ADOPTER_LV1", 3000, 36000},
		{"ADOPTER_LV2", 10000, 120000},
		{"ADOPTER_LV3", 30000, 360000},
	} {
		l := Levels[tc.level]
		if l.Amount(true) != tc.monthly || l.Amount(false) != tc.oneTime {
			t.Errorf("%s: monthly %d once %d, want %d and %d", tc.level, l.Amount(true), l.Amount(false), tc.monthly, tc.oneTime)
		}
	}
}

func TestResolveStart(t *testing.T) {
	now := time.Date(2026, 11, 21, 15, 30, 0, 0, time.UTC)
	for _, tc := range []struct {
		name, date string
		wantNow    bool
		wantAt     time.Time
		wantErr    string
	}{
		{"missing", "", false, time.Time{}, MsgStartDateRequired},
		{"garbage", "next tuesday", false, time.Time{}, MsgDateInvalid},
		{"two days ago is past", "2026-11-19", false, time.Time{}, MsgDatePast},
		{"yesterday is still today west of UTC", "2026-11-20", true, now, ""},
		{"today charges now", "2026-11-21", true, now, ""},
		{"ISO date-time from a date picker", "2026-11-21T00:00:00.000Z", true, now, ""},
		{"tomorrow is bumped to 48 hours", "2026-11-22", false, now.Add(48*time.Hour + time.Minute), ""},
		{"in two days at midnight is under 48 hours: bumped", "2026-11-23", false, now.Add(48*time.Hour + time.Minute), ""},
		{"three days ahead starts that day", "2026-11-24", false, time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), ""},
		{"first of next month", "2026-12-01", false, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), ""},
		{"more than a year ahead", "2027-11-22", false, time.Time{}, MsgDateTooFar},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, err := ResolveStart(tc.date, now)
			if tc.wantErr != "" {
				if e := apperr.As(err); e == nil || e.Message != tc.wantErr || e.Code != apperr.BadUserInput {
					t.Fatalf("want %q, got %v", tc.wantErr, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if st.Now != tc.wantNow || !st.At.Equal(tc.wantAt) {
				t.Fatalf("got now=%v at=%v, want now=%v at=%v", st.Now, st.At, tc.wantNow, tc.wantAt)
			}
		})
	}
}

func TestFormatDollars(t *testing.T) {
	for cents, want := range map[int64]string{0: "$0.00", 3000: "$30.00", 120000: "$1,200.00", 99999900: "$999,999.00", 123456789: "$1,234,567.89", -3000: "-$30.00"} {
		if got := FormatDollars(cents); got != want {
			t.Errorf("FormatDollars(%d) = %q, want %q", cents, got, want)
		}
	}
}
