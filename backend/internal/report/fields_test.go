package report_test

import (
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/report"
)

func TestQuarterSelectorOffersTheLastTwoYearsAndTheCurrentQuarter(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	if q := report.QuarterOf(now); q != "2026.Q4" {
		t.Fatalf("quarter of %v: %s", now, q)
	}
	for q, want := range map[string]bool{"2026.Q4": true, "2026.Q1": true, "2024.Q4": true, "2024.Q3": false, "2027.Q1": false, "2026-Q4": false, "": false} {
		if got := report.SelectorOffers(q, now); got != want {
			t.Errorf("SelectorOffers(%q) = %v, want %v", q, got, want)
		}
	}
	// On the first day of a quarter the window moves with it.
	if !report.SelectorOffers("2025.Q1", time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)) || report.SelectorOffers("2024.Q4", time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Fatal("window on 1 January 2027")
	}
}

func TestURLEmailAndZipRules(t *testing.T) {
	for u, want := range map[string]bool{"https://example.org": true, "http://a.b/c?d=e": true, "ftp://files.example.org": true, "HTTPS://EXAMPLE.ORG": true,
		"www.example.org": false, "https://a b.org": false, "mailto:x@y.z": false, "https://": false, "javascript:alert(1)": false} {
		if got := report.ValidURL(u); got != want {
			t.Errorf("ValidURL(%q) = %v", u, got)
		}
	}
	for e, want := range map[string]bool{"peter@example.org": true, "a@b": false, "a@": false, "Peter <p@example.org>": false, "p @example.org": false} {
		if got := report.ValidEmail(e); got != want {
			t.Errorf("ValidEmail(%q) = %v", e, got)
		}
	}
	for _, c := range []struct {
		country, zip string
		want         bool
	}{{"US", "20100", true}, {"US", "20100-1234", true}, {"US", "ABC", false}, {"CA", "K1A 0B1", true}, {"CA", "12345", false},
		{"KE", "20100", true}, {"KE", "", true}, {"KE", "!!", false}} {
		if got := report.ValidZip(c.country, c.zip); got != c.want {
			t.Errorf("ValidZip(%q, %q) = %v", c.country, c.zip, got)
		}
	}
	if report.MsgURL != "Please enter a valid URL (https://www.example.com)" || report.MsgEmail != "Please enter a valid email (ex. name@example.com)." {
		t.Fatalf("messages %q %q", report.MsgURL, report.MsgEmail)
	}
}
