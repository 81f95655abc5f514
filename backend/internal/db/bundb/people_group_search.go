package bundb

import (
	"context"
	"math"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The giving site's search orders by relevance (3 a name is the search, 2 a name starts with
// it, 1 otherwise), then population, then id. Relevance is an expression over each row, so one
// query ordered by it must find and score every group the search matches before it can answer
// a page of 25: at ten times the groups, ten times the work. Instead the page is read tier by
// tier:
//
//   - the name tiers (3 and 2) are the groups whose name is the search or starts with it. Few
//     groups do, and the indexes of migration 20261201090000 find them by a prefix range; they
//     are read ordered by relevance and the rest of the order, up to the end of the page;
//   - when they end before the page does, tier 1 is every other group the search matches (the
//     same condition, negated: no group shows twice), in the order after relevance, from where
//     the name tiers end to the end of the page. SQLite walks the groups in population order
//     (people_groups_search_walk_idx) with the search's LIKEs and stops when it has enough, or, for a rare search, looks the few
//     candidates up in the trigram index and sorts them. SQLite's planner cannot tell a rare
//     search from a frequent one, so tier1SQLite asks the trigram index first.
//
// A search the trigram index finds few candidates for (fewCandidates for the page's end) is
// answered in one query ordered by relevance over those candidates before any tier is read.
//
// The name tier condition is the relevance expression's tests 3 and 2 written as ranges an index
// can serve: search_text LIKE 'term%' is search_text >= 'term' AND search_text < the next
// prefix (in SQLite's byte order), because search_text and the term are folded alike (lower
// case); lower(name) is lower case too. Every column it reads is NOT NULL, so its negation is
// exactly tier 1.

// byTiers reports whether q is a search ordered by relevance first, most relevant first, with
// a page to fill, on SQLite. PostgreSQL answers in one query: there its planner, misled about
// how many groups the name tiers' negation keeps, walked the population index past every group
// for some searches, and the second statement's planning cost more than scoring the matches
// saved (measured at 163,820 groups).
func (d *DB) byTiers(q db.PublicPeopleGroupQuery) bool {
	return !d.dialect.pg && q.Filter.Term != "" && q.Limit > 0 && len(q.Order) > 0 &&
		q.Order[0].Sort == db.SortScore && q.Order[0].Desc
}

// listPublicByTiers answers a search ordered by relevance (byTiers) on SQLite.
func (d *DB) listPublicByTiers(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string) ([]*model.PeopleGroup, error) {
	f := q.Filter
	end := q.Offset + q.Limit
	rest := withoutScore(q.Order[1:])
	// A rare search is answered in one query from the trigram index's few candidates, read
	// before the name tiers: the name tiers of most searches do not fill the page, and the
	// tiers would take three statements.
	dense := false
	if match := d.searchMatch(f.Words); match != "" && walkable(f, rest) {
		limit := d.fewCandidates(ctx, end)
		rowids, err := d.candidates(ctx, match, limit)
		switch {
		case err != nil:
			return nil, err
		case len(rowids) == 0:
			return []*model.PeopleGroup{}, nil
		case len(rowids) < limit:
			return d.listPublicInOneQuery(ctx, q, cols, rowids)
		}
		dense = true
	}
	names, args := nameTier(f.Term)
	named := d.publicGroupsWhere(f, cols).Where(names, args...)
	if err := d.orderPublicGroups(named, q.Order, f.Term); err != nil {
		return nil, err
	}
	page, err := scanPublicGroups(ctx, named, cols, 0, end)
	if err != nil {
		return nil, err
	}
	if len(page) == end {
		return page[q.Offset:], nil
	}
	// The name tiers end before the page does: page holds all of them.
	nameRows := len(page)
	skip, take := max(q.Offset-nameRows, 0), end-max(nameRows, q.Offset)
	page = page[min(q.Offset, nameRows):]
	others := d.publicGroupsWhere(f, cols).Where("NOT "+names, args...)
	found, err := d.tier1SQLite(ctx, others, f, rest, nameRows, skip+take, dense)
	if err != nil {
		return nil, err
	}
	if !found {
		return page, nil
	}
	if err := d.orderPublicGroups(others, rest, ""); err != nil {
		return nil, err
	}
	tier1, err := scanPublicGroups(ctx, others, cols, skip, take)
	if err != nil {
		return nil, err
	}
	return append(page, tier1...), nil
}

// nameTier is the condition that keeps the name tiers (relevance 3 or 2) of a search for term,
// with its arguments.
func nameTier(term string) (string, []any) {
	cond := "(lower(name_across_countries) = ? OR lower(name_in_country) = ?"
	args := []any{term, term}
	if next, ok := nextPrefix(term); ok {
		cond += " OR (search_text >= ? AND search_text < ?) OR (lower(name_in_country) >= ? AND lower(name_in_country) < ?))"
		args = append(args, term, next, term, next)
	} else {
		cond += " OR search_text >= ? OR lower(name_in_country) >= ?)"
		args = append(args, term, term)
	}
	return cond, args
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

// tier1SQLite tells SQLite how to find tier 1 of a search (sel), of which the page needs
// need groups: nameRows groups were of the name tiers. found is false when the trigram index
// has no candidate. dense tells that the trigram index was found to hold at least
// fewCandidates(need) candidates (more than the page's end needed).
//
// Walking walkIndex in population order reads about need × groups / matches index entries;
// looking the candidates up in the trigram index reads each one's row and sorts them, some
// ten times the cost of an index entry. So the lookup is the cheaper below about
// sqrt(need × groups / 10) candidates: the trigram index is asked for that many, and the
// walk is taken when it has them all. The walk is taken too for words of one or two letters,
// which the trigram index cannot look up.
func (d *DB) tier1SQLite(ctx context.Context, sel *bun.SelectQuery, f db.PublicPeopleGroupFilter, order []db.PublicPeopleGroupOrder, nameRows, need int, dense bool) (found bool, err error) {
	match := d.searchMatch(f.Words)
	candidates := 0
	walk := func() { sel.ModelTableExpr("people_groups AS people_group INDEXED BY " + walkIndex) }
	switch {
	case !walkable(f, order):
		if match != "" {
			inSearchIndex(sel, match)
		}
		return true, nil
	case match == "":
		walk()
		return true, nil
	}
	limit := d.fewCandidates(ctx, need)
	var rowids []int64
	if dense {
		candidates = limit
	} else {
		if rowids, err = d.candidates(ctx, match, limit); err != nil {
			return false, err
		}
		candidates = len(rowids)
	}
	switch {
	case candidates == 0:
		return false, nil
	case candidates < limit:
		sel.Where("?TableAlias.rowid IN (?)", bun.In(rowids))
	case 2*nameRows > candidates:
		// Most of the candidates seen were of the name tiers (a deep page): the others may be
		// too few for a walk to meet soon.
		inSearchIndex(sel, match)
	default:
		walk()
	}
	return true, nil
}

// fewCandidates is how many candidates of the trigram index a search may have for a page
// ending at need to be looked up rather than walked (tier1SQLite).
func (d *DB) fewCandidates(ctx context.Context, need int) int {
	limit := int(math.Sqrt(float64(need) * float64(d.groupCount(ctx)) / 10))
	return min(max(limit, 100), 5000)
}

// candidates is the rowids of at most limit groups that the trigram index finds for match.
func (d *DB) candidates(ctx context.Context, match string, limit int) ([]int64, error) {
	var rowids []int64
	if err := d.bun.NewSelect().TableExpr("people_groups_search").Column("rowid").
		Where("people_groups_search MATCH ?", match).Limit(int64(limit)).Scan(ctx, &rowids); err != nil {
		return nil, translate(err)
	}
	return rowids, nil
}

// inSearchIndex keeps, on SQLite, the groups the trigram index finds for match (searchMatch):
// the candidates, of which the search's LIKEs decide.
func inSearchIndex(sel *bun.SelectQuery, match string) {
	sel.Where("?TableAlias.rowid IN (SELECT rowid FROM people_groups_search WHERE people_groups_search MATCH ?)", match)
}

// walkIndex is SQLite's index for walking the groups in population order with a search's
// LIKEs: it holds search_text, so a group the search does not match is passed over without a
// read of the table.
const walkIndex = "people_groups_search_walk_idx"

// walkable reports whether SQLite may walk walkIndex for tier 1 of a search: the order after
// relevance is the index's and no filter but the population range keeps only some groups,
// which the walk would pass over one by one.
func walkable(f db.PublicPeopleGroupFilter, order []db.PublicPeopleGroupOrder) bool {
	byPopulation := len(order) == 0 || (len(order) == 1 && order[0] == db.PublicPeopleGroupOrder{Sort: db.SortPopulation, Desc: true})
	return byPopulation && f.IDs == nil && !f.HasAdoptionsAvailable && f.FocusLevelNo == nil &&
		f.RegionCode == nil && f.PrimaryReligionID == nil
}

// groupCount is about how many people groups there are (the largest rowid), read at most once a
// minute: tier1SQLite needs no more.
func (d *DB) groupCount(ctx context.Context) int64 {
	d.groups.mu.Lock()
	defer d.groups.mu.Unlock()
	if now := time.Now(); now.Sub(d.groups.at) > time.Minute {
		var n int64
		if err := d.bun.NewSelect().Model((*model.PeopleGroup)(nil)).ColumnExpr("coalesce(max(rowid), 0)").Scan(ctx, &n); err == nil {
			d.groups.n, d.groups.at = n, now
		}
	}
	return d.groups.n
}

// groupCountCache holds groupCount's answer and when it was read.
type groupCountCache struct {
	mu sync.Mutex
	n  int64
	at time.Time
}
