package report

import (
	"testing"

	"github.com/reachmissions/reach/backend/internal/model"
)

// A quarter reads in its reader's language, as the portal's quarter selector writes it; the
// stored "YYYY.Qn" is English's (the spec's), and anything else is left as it is.
func TestQuarterReadsInTheReadersLanguage(t *testing.T) {
	for _, c := range []struct{ lang, q, want string }{
		{"en", "2026.Q3", "2026.Q3"},
		{"es", "2026.Q3", "T3 2026"},
		{"fr", "2026.Q1", "1er trimestre 2026"},
		{"fr", "2026.Q3", "3e trimestre 2026"},
		{"ar", "2026.Q3", "الربع الثالث 2026"},
		{"ar", "2025.Q4", "الربع الرابع 2025"},
		{"es", "", ""},
		{"es", "2026-3", "2026-3"},
	} {
		if got := QuarterIn(c.lang, c.q); got != c.want {
			t.Errorf("QuarterIn(%s, %q) = %q, want %q", c.lang, c.q, got, c.want)
		}
	}
	r := &model.Report{Type: model.ReportTrainQuarterly, Quarter: "2026.Q2"}
	if got, want := LabelIn("fr", r), "Votre rapport trimestriel de formation pour le 2e trimestre 2026"; got != want {
		t.Errorf("LabelIn(fr) = %q, want %q", got, want)
	}
	if got, want := Label(r), "Your training quarterly report for 2026.Q2"; got != want {
		t.Errorf("Label = %q, want %q", got, want)
	}
}
