package bundb

import (
	"context"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// On PostgreSQL the trigram index (GIN) finds a search's groups in no order, so one query
// ordered by relevance reads and sorts every group the search matches: a rare search reads
// few, a frequent one thousands ("tradit" 10,390 of 163,820 groups, 40 ms). A search with a word
// of four letters or more that matches more than a few groups is read from the gram index in
// population order (people_group_search_grams.go). A frequent search of shorter words is
// instead answered by walking the groups in population order (people_groups_search_walk_idx,
// which holds search_text: an index-only scan) until the page is full, which reads about
// page / (share of groups matched) entries of the index: for "tradit" about 400, a fraction
// of a millisecond. Which of the two is cheaper depends on the share of groups the search
// matches, which the planner cannot guess for LIKE '%word%' (it walked every group for rare
// words it judged frequent), so it is judged here from a sample of the groups' search texts
// (searchSample), and the walk is bounded: a walk that does not fill the page gives way to
// the one query.
//
// The relevance tiers come first: the groups whose name is the search or starts with it (tiers
// 3 and 2) are read by their own indexes (migration 20261203090000) and ordered by the query;
// when they are fewer than the page, the walk reads the first groups of the page's end of all
// the groups the search matches, in population order, and the page is the name tiers followed
// by those of the walk's groups that are not of the name tiers. That is the single query's page:
// among the first n groups the search matches, at most (name tier groups) are of the name
// tiers, so the rest hold every group of tier 1 that the page needs, in its order.

// byWalk reports whether q is a PostgreSQL search that the gram index or the walk may answer:
// ordered by relevance, then population, with no filter but population (the walk index and the
// gram index hold only population besides the search).
func (d *DB) byWalk(q db.PublicPeopleGroupQuery) bool {
	f := q.Filter
	return d.dialect.pg && f.Term != "" && len(f.Words) > 0 && q.Limit > 0 && len(q.Order) > 0 &&
		q.Order[0].Sort == db.SortScore && q.Order[0].Desc && byPopulation(withoutScore(q.Order[1:])) &&
		f.IDs == nil && !f.HasAdoptionsAvailable && f.FocusLevelNo == nil && f.RegionCode == nil && f.PrimaryReligionID == nil
}

// listPublicByWalk answers q (byWalk) by the gram walk or the walk when the sample says the
// search matches enough groups for one of them to be cheaper, and by the one query otherwise.
func (d *DB) listPublicByWalk(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string) ([]*model.PeopleGroup, error) {
	return d.listPublicByWay(ctx, q, cols, d.searchSample.way(ctx, d, q.Filter, q.Offset+q.Limit))
}

// listPublicByWay answers q (byWalk) the way way says.
func (d *DB) listPublicByWay(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string, way searchWay) ([]*model.PeopleGroup, error) {
	f, end := q.Filter, q.Offset+q.Limit
	if way.gram != "" {
		return d.listPublicByGrams(ctx, q, cols, way)
	}
	if way.walk == 0 {
		return d.listPublicInOneQuery(ctx, q, cols)
	}
	// The name tiers, in relevance order: all of them when they are fewer than the page.
	cond, args := d.dialect.nameTier(f.Term)
	names := d.publicGroupsWhere(f, cols).Where(cond, args...)
	if err := d.orderPublicGroups(names, q.Order, f.Term); err != nil {
		return nil, err
	}
	page, err := scanPublicGroups(ctx, names, cols, 0, end)
	if err != nil || len(page) >= end {
		return page[min(q.Offset, len(page)):], err
	}
	// The first end groups the search matches, in population order.
	inner := d.bun.NewSelect().TableExpr("people_groups").Column("id", "population", "search_text").
		Where("deleted_at IS NULL")
	if f.PopulationMin != nil && *f.PopulationMin > 0 {
		inner.Where("population >= ?", *f.PopulationMin)
	}
	inner.OrderExpr("population DESC NULLS LAST").OrderExpr("id ASC").Limit(int64(way.walk))
	first := d.bun.NewSelect().TableExpr("(?) AS walk", inner).Column("id").Limit(int64(end))
	if f.PopulationMax != nil {
		first.Where("COALESCE(population, 0) <= ?", *f.PopulationMax)
	}
	whereSearchWords(first, f.Words, nil)
	sel := d.bun.NewSelect().Model((*model.PeopleGroup)(nil)).Column(cols...).Where("id IN (?)", first)
	if err := d.orderPublicGroups(sel, nil, ""); err != nil {
		return nil, err
	}
	rows, err := scanPublicGroups(ctx, sel, cols, 0, 0)
	if err != nil {
		return nil, err
	}
	if len(rows) < end {
		// The walk ended before the page did: the search is rarer than the sample said, or
		// matches fewer groups than the page.
		return d.listPublicInOneQuery(ctx, q, cols)
	}
	d.searchSample.walks.Add(1)
	named := make(map[string]bool, len(page))
	for _, g := range page {
		named[g.ID] = true
	}
	for _, g := range rows {
		if !named[g.ID] {
			page = append(page, g)
		}
	}
	return page[min(q.Offset, len(page)):min(end, len(page))], nil
}

// searchWay is how a search is answered: from the gram index (name, the search's name gram;
// gram, its rarest gram; its others; and end, the page end its statement is written for,
// gramEnd), by the walk (walk, how many groups to walk), or, both empty, by the one query.
type searchWay struct {
	walk   int
	name   string
	gram   string
	others []string
	end    int
}

// searchSample is a sample of the groups' search texts (PostgreSQL), taken again when it is
// older than sampleAge (in the background: searches meanwhile use the older one) and after an
// import. It only chooses between two ways to the same answer.
type searchSample struct {
	mu      sync.Mutex
	texts   []string
	groups  int // groups not deleted when it was taken
	taken   time.Time
	loading bool
	// gen counts the samples forgotten: a sample taken across an import is not kept.
	gen int
	// failed is when the last sample could not be read: it is not asked for again until
	// emptySampleAge has passed, so a database that refuses it is not asked on every search.
	failed time.Time
	walks  atomic.Int64 // searches the walk answered
	// grams counts the sample texts that hold each gram (searchGrams) of theirs.
	grams     map[string]int
	gramWalks atomic.Int64 // searches the gram walk answered
}

const (
	// sampleSize is how many search texts the sample holds: 1,024 of about 60 bytes, checked
	// in about 30 µs a search.
	sampleSize = 1024
	// sampleAge is how long a sample is used; one of no groups (taken before an import)
	// for emptySampleAge.
	sampleAge      = 5 * time.Minute
	emptySampleAge = 10 * time.Second
	// minWalkHits is the fewest sample texts a search must match to be walked: fewer say
	// little about its share of the groups.
	minWalkHits = 8
	// The costs, in microseconds, that choose between the two (measured at 16,382 and
	// 163,820 groups, docs/benchmarks.md): the walk's second statement (its round trip and
	// planning), walking past one entry of the walk index (its LIKEs included), and reading
	// one group the trigram index finds and sorting it.
	walkStatementCost = 800
	walkEntryCost     = 0.7
	matchCost         = 4
	// gramStatementCost is what the gram index's statement costs beyond the one query's own
	// (0.55 ms and matchCost a group it matches; the gram index's statement 0.6-0.65 ms,
	// whatever the search, at 16,382 and at 163,820 groups: docs/benchmarks.md), and
	// gramEntryCost what one group holding the search's rarest gram costs it: an entry of the
	// gram index and a look-up there for each other gram.
	gramStatementCost = 20
	gramEntryCost     = 2
)

// way is how a search with filter f should fill a page ending at end, judged from the current
// sample: from the gram index when that costs less than the one query, else by the walk when
// that does (a search with no word of four letters), else by the one query.
func (s *searchSample) way(ctx context.Context, d *DB, f db.PublicPeopleGroupFilter, end int) searchWay {
	texts, groups := s.current(ctx, d)
	s.mu.Lock()
	grams := s.grams
	s.mu.Unlock()
	return wayFor(texts, grams, groups, f, end)
}

// wayFor is searchWay for a search with filter f and a page ending at end, from a sample of
// texts of groups groups whose grams are counted in grams. The gram index is not taken for a
// page ending beyond gramEnds or a search of more than gramWords words.
func wayFor(texts []string, grams map[string]int, groups int, f db.PublicPeopleGroupFilter, end int) searchWay {
	hits := sampleHits(texts, f.Words)
	way := searchWay{walk: walkForHits(hits, len(texts), groups, end)}
	sg := searchGrams(f.Words)
	name, named := nameGram(f.Term)
	limit, short := gramEnd(end)
	if len(texts) == 0 || len(sg) == 0 || !named || !short || len(f.Words) > gramWords || (f.PopulationMax != nil && *f.PopulationMax < 0) {
		return way
	}
	// The rarest gram: the fewest sample texts hold it (the first of those).
	rare := 0
	for i, g := range sg {
		if grams[g] < grams[sg[rare]] {
			rare = i
		}
	}
	// A search no sample text holds is taken to match half what one text stands for.
	share := max(float64(hits), 0.5) / float64(len(texts))
	rareShare := max(float64(grams[sg[rare]])/float64(len(texts)), share)
	// The gram index's statement, written for a page ending at limit, passes about
	// limit × rareShare / share groups holding the rarest gram; the one query reads share ×
	// groups.
	if gramStatementCost+gramEntryCost*float64(limit)*rareShare/share >= matchCost*share*float64(groups) {
		return way
	}
	others := make([]string, 0, len(sg)-1)
	others = append(others, sg[:rare]...)
	return searchWay{name: name, gram: sg[rare], others: append(others, sg[rare+1:]...), end: limit}
}

// sampleHits is how many of the sample's texts hold every word.
func sampleHits(texts []string, words []string) int {
	hits := 0
	for _, t := range texts {
		if containsAll(t, words) {
			hits++
		}
	}
	return hits
}

// walkForHits is how many groups, in population order, a search that hits of a sample of n
// texts match should walk to fill a page ending at end, twice what that share says it needs, or
// 0 when the trigram index should find them: when the walk (a statement more, and the entries it
// passes) would cost more than reading and sorting every match, or the sample says too little.
func walkForHits(hits, n, groups, end int) int {
	if n == 0 || hits < minWalkHits {
		return 0
	}
	share := float64(hits) / float64(n)
	// The walk reads about end/share entries, the trigram index share × groups groups.
	if walkStatementCost+walkEntryCost*float64(end)/share > matchCost*share*float64(groups) {
		return 0
	}
	walk := int(math.Ceil(2*float64(end)/share)) + 64
	if walk > groups/4 {
		return 0
	}
	return walk
}

// containsAll reports whether every word is in text, as the search's LIKEs test.
func containsAll(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// current returns the sample, taking it first when there is none (the caller waits) and again
// in the background when it is old.
func (s *searchSample) current(ctx context.Context, d *DB) ([]string, int) {
	s.mu.Lock()
	texts, groups, taken, loading := s.texts, s.groups, s.taken, s.loading
	age := sampleAge
	if groups == 0 {
		age = emptySampleAge
	}
	if loading || (texts != nil && time.Since(taken) < age) || time.Since(s.failed) < emptySampleAge {
		s.mu.Unlock()
		return texts, groups
	}
	s.loading = true
	gen := s.gen
	s.mu.Unlock()
	if texts == nil {
		return s.take(ctx, d, gen)
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		s.take(ctx, d, gen)
	}()
	return texts, groups
}

// take reads a new sample; on an error the search goes on with the sample it had, or without one
// (the one query answers), and the sample is not asked for again for emptySampleAge.
func (s *searchSample) take(ctx context.Context, d *DB, gen int) ([]string, int) {
	var rows []struct {
		SearchText string `bun:"search_text"`
		Groups     int    `bun:"groups"`
	}
	err := d.bun.NewSelect().TableExpr("people_groups").ColumnExpr("search_text, count(*) OVER () AS groups").
		Where("deleted_at IS NULL").OrderExpr("random()").Limit(sampleSize).Scan(ctx, &rows)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.loading = false
	if err != nil && gen == s.gen {
		s.failed = time.Now()
	}
	if err != nil || gen != s.gen {
		return s.texts, s.groups
	}
	s.texts, s.groups, s.taken, s.failed = make([]string, len(rows)), 0, time.Now(), time.Time{}
	s.grams = make(map[string]int)
	for i, r := range rows {
		s.texts[i], s.groups = r.SearchText, r.Groups
		textGrams(r.SearchText, s.grams)
	}
	return s.texts, s.groups
}

// forget drops the sample, after an import: the next search takes a new one.
func (s *searchSample) forget() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.texts, s.groups, s.grams, s.failed = nil, 0, nil, time.Time{}
	s.gen++
}
