package bundb

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The giving site's search orders by relevance (3 a name is the search, 2 a name starts with
// it, 1 otherwise), then population, then id. Relevance is an expression over each row, so one
// query ordered by it must find and score every group the search matches before it can answer
// a page of 25: at ten times the groups, ten times the work. On SQLite the page is instead read
// tier by tier, each tier in population order, until the page is full:
//
//   - tier 3 (a name is the search) and tier 2 (a name starts with it) are found by indexes
//     (migration 20261201090000): equality on the lower-cased names, and a prefix range over
//     search_text (which begins with the folded name) and the lower-cased name in country. A
//     tier with fewer groups than fewInTier is read whole and sorted;
//   - a larger tier, and tier 1 (every other group the search matches), are read in population
//     order from the trigram index, whose rowid is the group's population and rowid (migration
//     20261202090000): the read stops when the page is full, so its cost follows the page and
//     how many of the search's matches are of the tier, not the number of groups. Groups of equal
//     population come from the index in rowid order, so the groups of the page's last population
//     are read again, all of them, and sorted by id (tieBreak).
//   - a search whose words are all too short for the trigram index (one or two letters) walks
//     the groups in population order instead (people_groups_search_walk_idx, which holds
//     search_text, so a group the search does not match costs no read of the table).
//
// The name tier conditions are the relevance expression's tests 3 and 2 written so an index can
// serve them: search_text LIKE 'term%' is search_text >= 'term' AND search_text < the next
// prefix (in SQLite's byte order), because search_text and the term are folded alike (lower
// case); lower(name) is lower case too. Every column they read is NOT NULL, so their negations
// are exact.

// byTiers reports whether q is a search ordered by relevance first, most relevant first, then
// by population, largest first, with a page to fill, on SQLite. PostgreSQL's trigram index
// (GIN) gives no order: there a search that matches many groups reads them from the gram index
// in population order, or walks the groups (byWalk), and the rest are answered in one query.
func (d *DB) byTiers(q db.PublicPeopleGroupQuery) bool {
	return !d.dialect.pg && q.Filter.Term != "" && q.Limit > 0 && len(q.Order) > 0 &&
		q.Order[0].Sort == db.SortScore && q.Order[0].Desc && byPopulation(withoutScore(q.Order[1:]))
}

// byPopulation reports whether order (after relevance) is population, largest first, then id:
// the order of the trigram index's keys and of the walk index.
func byPopulation(order []db.PublicPeopleGroupOrder) bool {
	return len(order) == 0 || (len(order) == 1 && order[0] == db.PublicPeopleGroupOrder{Sort: db.SortPopulation, Desc: true})
}

// searchTier is the condition that keeps one relevance tier of a search, with its arguments;
// named tells a name tier, which indexes can count.
type searchTier struct {
	cond  string
	args  []any
	named bool
}

// searchTiers are the relevance tiers of a search for term, most relevant first; names and
// nameArgs are d.dialect.nameTier(term).
func searchTiers(term, names string, nameArgs []any) []searchTier {
	exact, exactArgs := "(lower(name_across_countries) = ? OR lower(name_in_country) = ?)", []any{term, term}
	return []searchTier{
		{exact, exactArgs, true},
		{names + " AND NOT " + exact, append(slices.Clone(nameArgs), exactArgs...), true},
		{"NOT " + names, nameArgs, false},
	}
}

// listPublicByTiers answers a search ordered by relevance, then population (byTiers), on SQLite.
func (d *DB) listPublicByTiers(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string) ([]*model.PeopleGroup, error) {
	f, end := q.Filter, q.Offset+q.Limit
	// The tiers are sorted here, by population and id, and told apart by the names.
	for _, c := range []string{"population", "name_across_countries", "name_in_country"} {
		if !slices.Contains(cols, c) {
			cols = append(slices.Clone(cols), c)
		}
	}
	names, nameArgs := d.dialect.nameTier(f.Term)
	tiers := searchTiers(f.Term, names, nameArgs)
	// Both name tiers at once, when they are few: one statement instead of two.
	few := fewInTier(end)
	b := bindsFor(f)
	page, err := d.scanBound(ctx, d.publicGroupsBound(f, cols, b).Where(names, b.all(nameArgs)...), b, cols, few)
	if err != nil {
		return nil, err
	}
	if len(page) < few {
		exact := func(g *model.PeopleGroup) bool {
			return asciiLower(g.NameAcrossCountries) == f.Term || asciiLower(g.NameInCountry) == f.Term
		}
		named := slices.DeleteFunc(slices.Clone(page), func(g *model.PeopleGroup) bool { return !exact(g) })
		prefixed := slices.DeleteFunc(page, exact)
		sortByPopulation(named)
		sortByPopulation(prefixed)
		page = append(named, prefixed...)
		tiers = tiers[2:]
	} else {
		page = page[:0]
	}
	for _, t := range tiers {
		if len(page) >= end {
			break
		}
		rows, err := d.readTier(ctx, f, cols, t, end-len(page))
		if err != nil {
			return nil, err
		}
		page = append(page, rows...)
	}
	return page[min(q.Offset, len(page)):min(end, len(page))], nil
}

// bindsFor is a new binds for one statement of a search with filter f, or nil (the values
// written into the text, the statement not prepared) when f names groups by id (their list
// would make every text another), or filters by a column whose index SQLite may choose by the
// value (a region, a religion, a focus level, a least population: a rare value is best found
// by its index, a common one is not), so that such a search is planned for its values as before.
func bindsFor(f db.PublicPeopleGroupFilter) *binds {
	if f.IDs != nil || f.RegionCode != nil || f.PrimaryReligionID != nil || f.FocusLevelNo != nil ||
		(f.PopulationMin != nil && *f.PopulationMin > 0) {
		return nil
	}
	return &binds{}
}

// scanBound runs sel at most limit rows (every row when limit is 0) and reads cols into
// groups. With binds b, whose placeholders sel holds, it runs through a statement prepared once
// per text (d.prepared.search): a search's statements differ by the filters present and the
// number of words, not by their values or the page's length, and SQLite parsing and planning
// them again on every search was a fifth of its time. With no binds it runs as scanPublicGroups.
func (d *DB) scanBound(ctx context.Context, sel *bun.SelectQuery, b *binds, cols []string, limit int) ([]*model.PeopleGroup, error) {
	if b == nil {
		return scanPublicGroups(ctx, sel, cols, 0, limit)
	}
	query := sel.String()
	if limit > 0 {
		query += " LIMIT " + string(b.v(limit).(bun.Safe))
	}
	rows, err := d.queryPreparedIn(ctx, &d.prepared.search, query, b.args...)
	return readPublicGroups(rows, err, cols, limit)
}

// asciiLower is s with A-Z in lower case, as SQLite's lower() does.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}

// fewInTier is how many groups a name tier may have to be read whole and sorted for a page
// ending at want: a larger one is read in population order.
func fewInTier(want int) int { return max(2*want, 100) }

// readTier reads the first want groups of tier t of a search with filter f, in population
// order, then id.
func (d *DB) readTier(ctx context.Context, f db.PublicPeopleGroupFilter, cols []string, t searchTier, want int) ([]*model.PeopleGroup, error) {
	tier := func(b *binds) *bun.SelectQuery {
		return d.publicGroupsBound(f, cols, b).Where(t.cond, b.all(t.args)...)
	}
	if t.named {
		few := fewInTier(want)
		b := bindsFor(f)
		rows, err := d.scanBound(ctx, tier(b), b, cols, few)
		if err != nil {
			return nil, err
		}
		if len(rows) < few {
			sortByPopulation(rows)
			return rows[:min(want, len(rows))], nil
		}
	}
	match := d.searchMatch(f.Words)
	if match == "" {
		b := bindsFor(f)
		sel := tier(b).ModelTableExpr("people_groups AS people_group INDEXED BY " + walkIndex)
		if err := d.orderPublicGroups(sel, nil, ""); err != nil {
			return nil, err
		}
		return d.scanBound(ctx, sel, b, cols, want)
	}
	inOrder := func(b *binds) *bun.SelectQuery {
		return tier(b).ModelTableExpr(searchInOrder).Where("people_groups_search MATCH ?", b.v(match))
	}
	b := bindsFor(f)
	rows, err := d.scanBound(ctx, inOrder(b).OrderExpr("people_groups_search.rowid"), b, cols, want+tieSlack)
	switch {
	case err != nil:
		return nil, err
	case len(rows) < want+tieSlack || searchKeyPopulation(rows[len(rows)-1].Population) != searchKeyPopulation(rows[want-1].Population):
		// Every group of the population of the page's last is read.
		sortByPopulation(rows)
		return rows[:min(want, len(rows))], nil
	}
	b = bindsFor(f)
	return d.tieBreak(ctx, rows[:want], inOrder(b), b, cols)
}

// tieSlack is how many groups a read in the trigram index's order reads past the page, so that
// the groups of the page's last population are most often all read (tieBreak).
const tieSlack = 10

// searchInOrder reads the groups a search matches from the trigram index in the order of its
// keys: population, largest first, then rowid. CROSS JOIN keeps the index first.
const searchInOrder = "people_groups_search CROSS JOIN people_groups AS people_group ON people_group.rowid = people_groups_search.group_rowid"

// tieBreak puts rows, a page read from the trigram index in the order of its keys, in the
// order of population, then id: the index orders groups of one population by rowid, so every
// group of the last row's population (sel, the same search, its values b's placeholders) is
// read and sorted among the rest.
func (d *DB) tieBreak(ctx context.Context, rows []*model.PeopleGroup, sel *bun.SelectQuery, b *binds, cols []string) ([]*model.PeopleGroup, error) {
	last := rows[len(rows)-1].Population
	lo, hi := searchKeyRange(last)
	tied, err := d.scanBound(ctx, sel.Where("people_groups_search.rowid BETWEEN ? AND ?", b.v(lo), b.v(hi)), b, cols, 0)
	if err != nil {
		return nil, err
	}
	out := slices.DeleteFunc(slices.Clone(rows), func(g *model.PeopleGroup) bool { return searchKeyPopulation(g.Population) == searchKeyPopulation(last) })
	out = append(out, tied...)
	sortByPopulation(out)
	return out[:len(rows)], nil
}

// searchKeyPopulation is the population a group's trigram index key holds: none is -1, the
// rest clamped to 0 .. 4,294,967,294 (migration 20261202090000's searchKey).
func searchKeyPopulation(p *int64) int64 {
	if p == nil {
		return -1
	}
	return min(max(*p, 0), 4294967294)
}

// searchKeyRange is the least and greatest trigram index key of the groups of population p.
func searchKeyRange(p *int64) (int64, int64) {
	lo := (4294967295 - (searchKeyPopulation(p) + 1)) << 31
	return lo, lo + 1<<31 - 1
}

// sortByPopulation sorts groups by population, largest first and none last, then id.
func sortByPopulation(groups []*model.PeopleGroup) {
	slices.SortFunc(groups, func(a, b *model.PeopleGroup) int {
		switch {
		case a.Population == nil && b.Population == nil:
		case a.Population == nil:
			return 1
		case b.Population == nil:
			return -1
		case *a.Population != *b.Population:
			return cmp.Compare(*b.Population, *a.Population)
		}
		return cmp.Compare(a.ID, b.ID)
	})
}

// nameTier is the condition that keeps the name tiers (relevance 3 or 2) of a search for term,
// with its arguments. The prefixes are ranges in byte order, which only the prefix indexes
// serve (text_pattern_ops on PostgreSQL, whose operators are ~>=~ and ~<~): written as
// LIKE 'term%', PostgreSQL's planner took search_text's from the trigram index together with the
// search's LIKE '%term%' and read every group the search matches ("chin" at 163,820 groups:
// 8,600, where the name tiers hold 770).
func (d dialect) nameTier(term string) (string, []any) {
	if next, ok := nextPrefix(term); ok {
		return d.nameTierSQL("?", "?"), []any{term, term, term, next, term, next}
	}
	return d.nameTierSQL("?", ""), []any{term, term, term, term}
}

// nameTierSQL is nameTier's condition with the SQL expressions term and next standing for the
// search and its next prefix (nextPrefix; "" when it has none), each where it is used.
func (d dialect) nameTierSQL(term, next string) string {
	ge, lt := ">=", "<"
	if d.pg {
		ge, lt = "~>=~", "~<~"
	}
	cond := "(lower(name_across_countries) = " + term + " OR lower(name_in_country) = " + term
	if next != "" {
		return cond + " OR (search_text " + ge + " " + term + " AND search_text " + lt + " " + next + ") OR (lower(name_in_country) " +
			ge + " " + term + " AND lower(name_in_country) " + lt + " " + next + "))"
	}
	return cond + " OR search_text " + ge + " " + term + " OR lower(name_in_country) " + ge + " " + term + ")"
}

// nextPrefix is the least string above every string that starts with p, in byte order: p
// with its last character replaced by the next one (UTF-8 keeps the order of code points).
// There is none when that character is the last of Unicode.
func nextPrefix(p string) (string, bool) {
	r, size := utf8.DecodeLastRuneInString(p)
	if r == utf8.RuneError && size <= 1 {
		return "", false
	}
	next := r + 1
	if next >= 0xD800 && next <= 0xDFFF {
		next = 0xE000
	}
	if next > utf8.MaxRune {
		return "", false
	}
	return p[:len(p)-size] + string(next), true
}

// withoutScore is order without its relevance keys: within one tier relevance is the same.
func withoutScore(order []db.PublicPeopleGroupOrder) []db.PublicPeopleGroupOrder {
	out := make([]db.PublicPeopleGroupOrder, 0, len(order))
	for _, o := range order {
		if o.Sort != db.SortScore {
			out = append(out, o)
		}
	}
	return out
}

// inSearchIndex keeps, on SQLite, the groups the trigram index finds for match (searchMatch):
// the candidates, of which the search's LIKEs decide.
func inSearchIndex(sel *bun.SelectQuery, match string) {
	sel.Where("?TableAlias.rowid IN (SELECT group_rowid FROM people_groups_search WHERE people_groups_search MATCH ?)", match)
}

// optimizeSearchIndex readies the search after an import has written every group. SQLite's
// trigram index is merged into one segment: a search reads each word's entries from every
// segment, and a first import leaves dozens (a search then took half as long again). On
// PostgreSQL the groups are vacuumed: that merges the trigram index's pending list, where an
// import leaves up to 4 MB of entries that every search reads unsorted (searches took twice as
// long until autovacuum came round), and sets the visibility map, so that the scans of the walk
// index and of the gram index read no table page for the imported rows, and the gram index
// gets the statistics its plans need; and the search sample is taken again.
func (d *DB) optimizeSearchIndex(ctx context.Context) error {
	if d.dialect.pg {
		d.searchSample.forget()
		_, err := d.bun.ExecContext(ctx, "VACUUM (ANALYZE) people_groups, people_group_search_grams")
		return err
	}
	_, err := d.bun.ExecContext(ctx, "INSERT INTO people_groups_search (people_groups_search) VALUES ('optimize')")
	return err
}

// walkIndex is SQLite's index for walking the groups in population order with a search's
// LIKEs: it holds search_text, so a group the search does not match is passed over without a
// read of the table.
const walkIndex = "people_groups_search_walk_idx"
