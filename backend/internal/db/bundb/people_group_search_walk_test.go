package bundb

import (
	"strings"
	"testing"
)

// The walk answers a search only when the sample says it is frequent enough for the walk (a
// statement more, and the entries it passes) to cost less than reading every group it matches,
// and walks a bounded number of groups: twice what the sample says the page needs.
func TestWalkForFollowsTheSample(t *testing.T) {
	sample := func(share float64) []string {
		texts := make([]string, 1024)
		for i := range texts {
			texts[i] = "han chinese china mandarin"
			if i < int(share*1024+0.5) {
				texts[i] = "arab, levantine jordan arabic"
			}
		}
		return texts
	}
	cases := []struct {
		name   string
		share  float64
		groups int
		words  string
		end    int
		walk   int // 0: the trigram index
	}{
		{"a tenth of the groups", 0.1, 16382, "arab", 26, 587}, // 2 × 26 / (102/1,024), and 64
		{"a tenth, two words both matched", 0.1, 16382, "arab jordan", 26, 587},
		{"a tenth, one of two words unmatched", 0.1, 16382, "arab chin", 26, 0},
		{"too few sample texts to tell", 0.005, 163820, "arab", 26, 0},
		{"one in a hundred of few groups: reading them is cheaper", 0.01, 16382, "arab", 26, 0},
		{"two in a hundred of few groups: still cheaper", 0.02, 16382, "arab", 26, 0},
		{"three in a hundred of few groups", 0.03, 16382, "arab", 26, 1782}, // 2 × 26 / (31/1,024), and 64
		{"one in a hundred of many groups", 0.01, 163820, "arab", 26, 5389}, // 2 × 26 / (10/1,024), and 64
		{"a deep page would walk a quarter of the groups", 0.1, 16382, "arab", 1026, 0},
		{"no sample", 0, 0, "arab", 26, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var texts []string
			if c.groups > 0 {
				texts = sample(c.share)
			}
			if got := walkFor(texts, c.groups, strings.Fields(c.words), c.end); got != c.walk {
				t.Errorf("walk %d groups, want %d", got, c.walk)
			}
		})
	}
}
