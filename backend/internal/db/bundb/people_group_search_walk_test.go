package bundb

import (
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db"
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
			if got := walkForHits(sampleHits(texts, strings.Fields(c.words)), len(texts), c.groups, c.end); got != c.walk {
				t.Errorf("walk %d groups, want %d", got, c.walk)
			}
		})
	}
}

// The gram index answers a search of a word of four letters or more when the sample says it
// matches enough groups that reading every one of them costs more than the gram index's
// statement and entries, reading the groups that hold the search's rarest gram (by the
// sample) and looking the others up; a search of shorter words is walked when it is frequent.
func TestWayForChoosesTheGramWalk(t *testing.T) {
	// share of the texts are Arab groups of Jordan, a tenth of those also of Iraq; the rest Han.
	sample := func(share float64) ([]string, map[string]int) {
		texts, grams := make([]string, 1024), map[string]int{}
		arabs := int(share*1024 + 0.5)
		for i := range texts {
			switch {
			case i < arabs/10:
				texts[i] = "arab, iraqi jordan arabic"
			case i < arabs:
				texts[i] = "arab, levantine jordan arabic"
			default:
				texts[i] = "han chinese china mandarin"
			}
			textGrams(texts[i], grams)
		}
		return texts, grams
	}
	negative := int64(-1)
	cases := []struct {
		name   string
		share  float64
		groups int
		words  string
		popMax *int64
		gram   string // "": not the gram walk
		others string
		walk   bool
	}{
		{"one in a hundred of many groups", 0.01, 163820, "arab", nil, "arab", "", false},
		{"one in a hundred of few groups", 0.01, 16382, "arab", nil, "arab", "", false},
		{"no sample text holds it, of few groups: reading them is cheaper", 0.1, 16382, "zulu", nil, "", "", false},
		{"no sample text holds it, of many groups", 0.1, 163820, "zulu", nil, "zulu", "", false},
		{"a tenth of few groups", 0.1, 16382, "arab", nil, "arab", "", false},
		{"the rarest gram first", 0.1, 163820, "jordan", nil, "jord", "orda rdan", false},
		{"the rarest gram of two words", 0.1, 163820, "arab iraqi", nil, "iraq", "arab raqi", false},
		{"a word of three letters is walked", 0.1, 16382, "han", nil, "", "", true},
		{"a maximum population below none", 0.1, 163820, "arab", &negative, "", "", true},
		{"no sample", 0, 0, "arab", nil, "", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var texts []string
			var grams map[string]int
			if c.groups > 0 {
				texts, grams = sample(c.share)
			}
			f := db.PublicPeopleGroupFilter{Term: c.words, Words: strings.Fields(c.words), PopulationMax: c.popMax}
			way := wayFor(texts, grams, c.groups, f, 26)
			if way.gram != c.gram || strings.Join(way.others, " ") != c.others || (way.walk > 0) != c.walk {
				t.Errorf("gram %q, others %q, walk %d; want gram %q, others %q, walk %v", way.gram, way.others, way.walk, c.gram, c.others, c.walk)
			}
		})
	}
	// A word whose grams every text holds apart ("iraq" and "raqa" in "iraq, raqaba") but none
	// together: reading the groups holding its rarest gram would pass a tenth of the groups.
	texts, grams := make([]string, 1024), map[string]int{}
	for i := range texts {
		texts[i] = "han chinese china mandarin"
		if i%10 == 0 {
			texts[i] = "iraq, raqaba"
		}
		textGrams(texts[i], grams)
	}
	if way := wayFor(texts, grams, 163820, db.PublicPeopleGroupFilter{Term: "iraqa", Words: []string{"iraqa"}}, 26); way.gram != "" {
		t.Errorf("a word whose grams are only apart is read from the gram index by %q", way.gram)
	}
	if way := wayFor(texts, grams, 163820, db.PublicPeopleGroupFilter{Term: "raqaba", Words: []string{"raqaba"}}, 26); way.gram != "raqa" {
		t.Errorf("a word of a tenth of the groups is read from the gram index by %q, want raqa", way.gram)
	}
	// The statement's shapes are few: a page ending beyond the longest it is written for, or a
	// search of more words than it has placeholders for, goes another way.
	if way := wayFor(texts, grams, 163820, db.PublicPeopleGroupFilter{Term: "raqaba", Words: []string{"raqaba"}}, 402); way.gram != "" {
		t.Errorf("a page ending at 402 is read from the gram index by %q", way.gram)
	}
	five := db.PublicPeopleGroupFilter{Term: "raqaba i r a q", Words: []string{"raqaba", "i", "r", "a", "q"}}
	if way := wayFor(texts, grams, 163820, five, 26); way.gram != "" {
		t.Errorf("a search of five words is read from the gram index by %q", way.gram)
	}
	five.Words = five.Words[:4]
	if way := wayFor(texts, grams, 163820, five, 26); way.gram != "raqa" {
		t.Errorf("a search of four words is read from the gram index by %q, want raqa", way.gram)
	}
}
