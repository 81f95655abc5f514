package bundb

import (
	"context"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// On PostgreSQL a search that matches many groups reads its page from the gram index
// (migration 20261204090000) in one prepared statement of three parts, each a page at most, in
// population order:
//
//  1. the groups whose name is the search (relevance 3), by the lower-cased names' indexes;
//  2. the groups holding the search's name gram ("^" and its first four characters), read from
//     the gram index in population order, that a name starts with the search (relevance 2 or
//     3);
//  3. the groups holding the search's rarest gram, read from the gram index in population order,
//     that hold its other grams (a look-up each in the same index) and its words: the groups the
//     search matches, whatever their relevance.
//
// Each group is kept where it first comes, so the page is the groups of relevance 3, then 2,
// then 1, each in population order: the one query's page. Among the first n groups of part 2 at
// most (part 1's groups) are of relevance 3, so it holds every group of relevance 2 the page
// needs; likewise part 3 for relevance 1. Every part stops at the page's end: the statement
// reads a few dozen entries of the index, where the one query reads and sorts every group the
// search matches, and the name tiers' indexes every group whose name starts with it.

// The statement's texts are few, whatever a stranger asks: every value is a placeholder (as
// many words as gramWords, the population range always present, from -1: a group of no known
// population is -1 in the index), its page ends at one of gramEnds, and its columns are the
// selection's (in name order: publicGroupColumns), or every column once the texts of
// selections fill all but gramWideShapes of the room for prepared statements. The texts of
// every column then always find room, so a stranger who asks for many selections and page
// lengths makes later searches read more columns, never plan their statement anew (about 2 ms
// each on PostgreSQL).
var gramEnds = [...]int{26, 51, 101, 201, 401}

// gramWideShapes is how many texts read every column: one for each page end, with and without
// a next prefix.
const gramWideShapes = 2 * len(gramEnds)

// gramWords is the most words a search read from the gram index has (the statement tests each
// in a placeholder of its own); a search of more is rare and answered otherwise.
const gramWords = 4

// gramEnd is the least of gramEnds at or above end, and false when there is none: a page
// ending beyond them is not read from the gram index.
func gramEnd(end int) (int, bool) {
	for _, e := range gramEnds {
		if end <= e {
			return e, true
		}
	}
	return 0, false
}

// listPublicByGrams answers q (byWalk) from the gram index, way naming its name gram and grams.
func (d *DB) listPublicByGrams(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string, way searchWay) ([]*model.PeopleGroup, error) {
	f, end, limit := q.Filter, q.Offset+q.Limit, way.end
	next, hasNext := nextPrefix(f.Term)
	least, most := int64(-1), int64(math.MaxInt64)
	if f.PopulationMin != nil && *f.PopulationMin > 0 {
		least = *f.PopulationMin
	}
	if f.PopulationMax != nil {
		most = *f.PopulationMax
	}
	args := []any{f.Term, way.name, way.gram, pgTextArray(way.others), least, most}
	for i := range gramWords {
		w := "" // every text holds the empty string
		if i < len(f.Words) {
			w = f.Words[i]
		}
		args = append(args, w)
	}
	if hasNext {
		args = append(args, next)
	}
	shape := ":" + strconv.Itoa(limit) + ":" + strconv.FormatBool(hasNext)
	key := strings.Join(cols, ",") + shape
	text, ok := d.gramTexts.load(key)
	if !ok && int(d.gramTexts.n.Load()) >= maxPrepared-gramWideShapes {
		cols = allGroupColumns
		key = strings.Join(cols, ",") + shape
		text, ok = d.gramTexts.load(key)
	}
	if !ok {
		text, _ = d.gramTexts.store(key, gramText(cols, limit, hasNext))
	}
	rows, err := d.queryPreparedOn(ctx, d.generic, &d.prepared.search, text, args...)
	parts, err := readPublicGroups(rows, err, cols, 3*limit)
	if err != nil {
		return nil, err
	}
	d.searchSample.gramWalks.Add(1)
	page := make([]*model.PeopleGroup, 0, end)
	seen := make(map[string]bool, len(parts))
	for _, g := range parts {
		if !seen[g.ID] && len(page) < end {
			seen[g.ID] = true
			page = append(page, g)
		}
	}
	return page[min(q.Offset, len(page)):], nil
}

// gramText is the text of listPublicByGrams's statement for its shape: the columns cols, a page
// ending at end, and whether the search's term has a next prefix (nextPrefix). Its
// placeholders: $1 the term, $2 the name gram, $3 the rarest gram, $4 the other grams (an
// array), $5 the least and $6 the greatest population, $7 to $10 the words (gramWords, the
// empty string for each beyond the search's), and $11 the next prefix.
func gramText(cols []string, end int, hasNext bool) string {
	var b strings.Builder
	g := make([]string, len(cols))
	for i, c := range cols {
		g[i] = "g." + c
	}
	list := strings.Join(g, ", ")
	// The name tiers' test (part 2 runs it where people_groups is the only table).
	next := ""
	if hasNext {
		next = "$" + strconv.Itoa(7+gramWords)
	}
	tier := dialect{pg: true}.nameTierSQL("$1", next)
	// Every part keeps the groups not deleted that hold every word (strpos: the trigram index
	// must not be asked for these few groups' words), within the population range (a group of
	// no known population is -1 in the gram index, 0 to a greatest population; the way is not
	// taken for a greatest population below 0).
	common := "g.deleted_at IS NULL"
	for i := range gramWords {
		common += " AND strpos(g.search_text, $" + strconv.Itoa(7+i) + ") > 0"
	}
	onGroup := " AND COALESCE(g.population, -1) >= $5 AND COALESCE(g.population, 0) <= $6"
	onGram := " AND t.population >= $5 AND t.population <= $6"
	limit := " LIMIT " + strconv.Itoa(end) + ")"
	// A part read from the gram index walks the entries of one gram in the index's order and
	// looks each group up, testing it there; both are subqueries of their own (OFFSET 0), the
	// look-up a lateral one, so that the planner cannot read the groups by another index first
	// and join them (part 2 otherwise read the name tiers' groups: every group whose name
	// starts with the search, 350 for "arab", 3,500 at 163,820 groups).
	walk := func(gram, more, test string) string {
		return " FROM (SELECT t.population, t.group_id FROM people_group_search_grams AS t WHERE t.gram = " + gram + onGram + more +
			" ORDER BY t.population DESC, t.group_id OFFSET 0) AS t CROSS JOIN LATERAL (SELECT " + list +
			" FROM people_groups AS g WHERE g.id = t.group_id AND " + test + common + " OFFSET 0) AS g" +
			" ORDER BY t.population DESC, t.group_id" + limit
	}
	b.WriteString("SELECT " + strings.Join(cols, ", ") + " FROM (")
	b.WriteString("(SELECT 1 AS part, " + list + ", g.population AS page_population FROM people_groups AS g WHERE (lower(g.name_across_countries) = $1 OR lower(g.name_in_country) = $1) AND " +
		common + onGroup + " ORDER BY g.population DESC NULLS LAST, g.id" + limit)
	b.WriteString(" UNION ALL (SELECT 2, " + list + ", t.population" + walk("$2", "", tier+" AND "))
	b.WriteString(" UNION ALL (SELECT 3, " + list + ", t.population" + walk("$3", " AND NOT EXISTS (SELECT 1 FROM unnest($4::text[]) AS o (gram) WHERE NOT EXISTS"+
		" (SELECT 1 FROM people_group_search_grams AS u WHERE u.gram = o.gram AND u.population = t.population AND u.group_id = t.group_id))", ""))
	b.WriteString(") AS parts ORDER BY part, page_population DESC NULLS LAST, id")
	return b.String()
}

// arrayQuote escapes an element of an array's text within its double quotes.
var arrayQuote = strings.NewReplacer(`\`, `\\`, `"`, `\"`)

// pgTextArray is PostgreSQL's text of an array of xs, each quoted.
func pgTextArray(xs []string) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(arrayQuote.Replace(x))
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String()
}

// nameGram is the name gram of a search for term: "^" and its first four bytes, when they are
// ASCII (the gram index holds "^" and the first four characters of each group's search_text and
// lower-cased name in country).
func nameGram(term string) (string, bool) {
	if len(term) < 4 || !model.IsASCII(term[:4]) {
		return "", false
	}
	return "^" + term[:4], true
}

// eachGram calls f with every gram of s that the gram index holds (migration 20261204090000):
// every run of four bytes that are all ASCII, none a space, as often as it occurs.
func eachGram(s string, f func(gram string)) {
	for i := 0; i+4 <= len(s); i++ {
		if g := s[i : i+4]; model.IsASCII(g) && !strings.Contains(g, " ") {
			f(g)
		}
	}
}

// searchGrams is the grams of words, once each. A word's grams are among the grams of every
// text that holds it.
func searchGrams(words []string) []string {
	var out []string
	for _, w := range words {
		eachGram(w, func(g string) {
			if !slices.Contains(out, g) {
				out = append(out, g)
			}
		})
	}
	return out
}

// textGrams counts into n the grams of text, each once (the sample's counts).
func textGrams(text string, n map[string]int) {
	seen := make(map[string]bool, len(text))
	eachGram(text, func(g string) {
		if !seen[g] {
			seen[g] = true
			n[g]++
		}
	})
}
