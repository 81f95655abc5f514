// The public browsing of people groups answers the giving site's public browsing (spec 01, section
// 7 "Public browsing"): people groups with filters, relevance search and
// cursor paging, public adoptions, and the region and religion lists.
//
// Decisions where the spec is silent:
//   - Cursors are opaque but encode a row's position in the ordered list
//     (offset paging). The order always ends in id, so a page neither
//     repeats nor skips a row while the data stands still; the deepest page
//     of the 16,382 groups still costs one indexed scan.
//   - Without sortBy and without a search the list is ordered by population,
//     largest first: the giving site leads with the groups where a gift
//     reaches the most people. A search puts relevance (_score, descending)
//     first unless sortBy places _score itself; remaining ties go to
//     population (largest first) and then id.
//   - A sortBy entry without an order is ascending, except _score which is
//     descending (most relevant first).
//   - Pages of the listing are served from memory for ListCacheTTL (10 s),
//     so a staff edit reaches the giving site within seconds on every
//     instance; see docs/benchmarks.md for why.

package peoplegroup

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Paging and search limits (spec 01, section 9: page size 25, query batch
// size 100).
const (
	DefaultFirst = 25
	MaxFirst     = 100
	// MaxSearchLength bounds a search term, in bytes.
	MaxSearchLength = 200
	// ReferenceTTL is how long the region and religion lists are kept in
	// memory; they change only when Joshua Project data is imported.
	ReferenceTTL = time.Minute
)

// Page is one page of a Relay connection: Offset rows skipped, at most
// Limit rows shown.
type PublicPage struct {
	Offset int
	Limit  int
}

// PageFrom reads Relay's first and after: first defaults to 25 and may be
// at most 100; after is a cursor this package wrote.
func PublicPageFrom(first *int, after *string) (PublicPage, error) {
	p := PublicPage{Limit: DefaultFirst}
	if first != nil {
		if *first < 0 {
			return p, apperr.Input("first", "first must be 0 or more.")
		}
		if *first > MaxFirst {
			return p, apperr.Inputf("first", "first must be at most %d.", MaxFirst)
		}
		p.Limit = *first
	}
	if after != nil && *after != "" {
		pos, err := decodeCursor(*after)
		if err != nil {
			return p, apperr.Input("after", "after is not a cursor of this list.")
		}
		p.Offset = pos + 1
	}
	return p, nil
}

// Cursor is the cursor of the row at position pos (from 0) of a list.
func PublicCursor(pos int) string {
	return base64.RawURLEncoding.EncodeToString([]byte("o" + strconv.Itoa(pos)))
}

func decodeCursor(c string) (int, error) {
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil || len(raw) < 2 || raw[0] != 'o' {
		return 0, errors.New("bad cursor")
	}
	pos, err := strconv.Atoi(string(raw[1:]))
	if err != nil || pos < 0 || pos > 1<<30 {
		return 0, errors.New("bad cursor")
	}
	return pos, nil
}

// SortBy is one entry of a public list's sortBy; Desc nil means the key's
// natural order (see the package doc).
type SortBy struct {
	Key  string
	Desc *bool
}

// ScoreKey is the sortBy key of search relevance.
const ScoreKey = "_score"

var peopleGroupSorts = map[string]db.PeopleGroupSort{
	"nameAcrossCountries": db.SortNameAcrossCountries,
	"population":          db.SortPopulation,
	"updatedAt":           db.SortUpdatedAt,
	"focusLevelNo":        db.SortFocusLevelNo,
	ScoreKey:              db.SortScore,
}

// PeopleGroupSortKeys lists the sortBy keys allPeopleGroupsForPublic accepts.
const PeopleGroupSortKeys = "nameAcrossCountries, population, updatedAt, focusLevelNo, _score"

// PeopleGroupFilters are allPeopleGroupsForPublic's filters; nil fields do
// not filter.
type PeopleGroupFilters struct {
	HasAdoptionsAvailable *bool
	FocusLevelNo          *int
	RegionCode            *string
	PrimaryReligionID     *string
	// PopulationRange is [min, max], both inclusive.
	PopulationRange []int
	PopulationMax   *int
	Search          *string
}

// PublicAdoption is what anyone may see of an adoption: no names, no amounts.
type PublicAdoption struct {
	ID            string
	PeopleGroupID string
	Level         string
	Status        string
	StartDate     *time.Time
	CreatedAt     time.Time
}

// AdoptionQuery is one page of public adoptions, newest first unless Sort
// says otherwise.
type AdoptionQuery struct {
	PeopleGroupID *string
	// Sort is "createdAt" or "startDate".
	Sort   string
	Desc   bool
	Offset int
	Limit  int
}

// PublicAdoptions reads adoptions for the public list. The adoptions table
// belongs to the giving (payments) domain; the server wires its store here.
type PublicAdoptions interface {
	ListPublicAdoptions(ctx context.Context, q AdoptionQuery) ([]PublicAdoption, error)
}

// Service answers the public browsing calls.
type Public struct {
	groups db.PeopleGroup
	ref    db.Public
	// Adoptions lists public adoptions; nil answers an empty list.
	Adoptions PublicAdoptions
	fundID    string
	// Now is the clock of the reference cache.
	Now func() time.Time

	lists listCache

	mu        sync.Mutex
	regions   []*model.Region
	byCode    map[string]*model.Region
	religions []*model.Religion
	loadedAt  time.Time
}

// New returns a Service; fundID answers holisticFundId.
func NewPublic(groups db.PeopleGroup, ref db.Public, fundID string) *Public {
	return &Public{groups: groups, ref: ref, fundID: fundID, Now: time.Now}
}

// HolisticFundID is the fund the holistic Skip link gives to.
func (s *Public) HolisticFundID() string { return s.fundID }

// Forget drops the kept pages of the listing, so a change made through this
// server (a staff edit, a gift) shows on the next request.
func (s *Public) Forget() { s.lists.forget() }

// PeopleGroups returns one page of the public people group listing and
// whether more rows follow. Only the columns named are read (and id; nil
// reads every column): the groups hold zero values in the others.
func (s *Public) PeopleGroups(ctx context.Context, p PublicPage, f PeopleGroupFilters, sortBy []SortBy, columns []string) ([]*model.PeopleGroup, bool, error) {
	q := db.PublicPeopleGroupQuery{Offset: p.Offset, Limit: p.Limit + 1, Columns: columns}
	df, err := peopleGroupFilter(f)
	if err != nil {
		return nil, false, err
	}
	q.Filter = df
	scored := false
	for _, sb := range sortBy {
		sort, ok := peopleGroupSorts[sb.Key]
		if !ok {
			return nil, false, apperr.Inputf("sortBy", "People groups cannot be sorted by %q; use one of %s.", sb.Key, PeopleGroupSortKeys)
		}
		desc := sort == db.SortScore
		if sb.Desc != nil {
			desc = *sb.Desc
		}
		scored = scored || sort == db.SortScore
		q.Order = append(q.Order, db.PublicPeopleGroupOrder{Sort: sort, Desc: desc})
	}
	switch {
	case df.Term != "" && !scored:
		q.Order = append([]db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}, q.Order...)
	case len(q.Order) == 0:
		q.Order = []db.PublicPeopleGroupOrder{{Sort: db.SortPopulation, Desc: true}}
	}
	if p.Limit == 0 {
		return nil, false, nil
	}
	key, err := json.Marshal(q)
	if err != nil {
		return nil, false, err
	}
	pgs, err := s.lists.get(string(key), s.Now(), func() ([]*model.PeopleGroup, error) {
		// Detached from the request: waiting requests share the answer.
		return s.groups.ListPublicPeopleGroups(context.WithoutCancel(ctx), q)
	})
	if err != nil {
		return nil, false, err
	}
	if len(pgs) > p.Limit {
		return pgs[:p.Limit], true, nil
	}
	return pgs, false, nil
}

func peopleGroupFilter(f PeopleGroupFilters) (db.PublicPeopleGroupFilter, error) {
	df := db.PublicPeopleGroupFilter{
		HasAdoptionsAvailable: f.HasAdoptionsAvailable != nil && *f.HasAdoptionsAvailable,
		FocusLevelNo:          f.FocusLevelNo,
		RegionCode:            emptyIsNil(f.RegionCode),
		PrimaryReligionID:     emptyIsNil(f.PrimaryReligionID),
	}
	if r := f.PopulationRange; r != nil {
		if len(r) != 2 || r[0] < 0 || r[1] < r[0] {
			return df, apperr.Input("populationRange", "populationRange must be [min, max] with 0 ≤ min ≤ max.")
		}
		lo, hi := int64(r[0]), int64(r[1])
		df.PopulationMin, df.PopulationMax = &lo, &hi
	}
	if f.PopulationMax != nil {
		if *f.PopulationMax < 0 {
			return df, apperr.Input("populationMax", "populationMax must be 0 or more.")
		}
		hi := int64(*f.PopulationMax)
		if df.PopulationMax == nil || hi < *df.PopulationMax {
			df.PopulationMax = &hi
		}
	}
	if f.Search != nil {
		if len(*f.Search) > MaxSearchLength {
			return df, apperr.Inputf("search", "Search for at most %d characters.", MaxSearchLength)
		}
		df.Term = model.FoldSearchText(*f.Search)
		df.Words = strings.Fields(df.Term)
		if len(df.Words) > MaxSearchWords {
			return df, apperr.Inputf("search", "Search for at most %d words.", MaxSearchWords)
		}
	}
	return df, nil
}

// PeopleGroup returns one people group that is not deleted, or nil.
func (s *Public) PeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error) {
	pg, err := s.groups.GetPeopleGroup(ctx, id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && pg.DeletedAt != nil) {
		return nil, nil
	}
	return pg, err
}

// PublicAdoptions returns one page of public adoptions and whether more follow;
// sortBy keys are createdAt (default, newest first) and startDate.
func (s *Public) PublicAdoptions(ctx context.Context, p PublicPage, peopleGroupID *string, sortBy []SortBy) ([]PublicAdoption, bool, error) {
	q := AdoptionQuery{PeopleGroupID: emptyIsNil(peopleGroupID), Sort: "createdAt", Desc: true, Offset: p.Offset, Limit: p.Limit + 1}
	if len(sortBy) > 1 {
		return nil, false, apperr.Input("sortBy", "Adoptions are sorted by one key: createdAt or startDate.")
	}
	for _, sb := range sortBy {
		if sb.Key != "createdAt" && sb.Key != "startDate" {
			return nil, false, apperr.Inputf("sortBy", "Adoptions cannot be sorted by %q; use createdAt or startDate.", sb.Key)
		}
		q.Sort, q.Desc = sb.Key, sb.Desc != nil && *sb.Desc
	}
	if s.Adoptions == nil || p.Limit == 0 {
		return nil, false, nil
	}
	out, err := s.Adoptions.ListPublicAdoptions(ctx, q)
	if err != nil {
		return nil, false, err
	}
	if len(out) > p.Limit {
		return out[:p.Limit], true, nil
	}
	return out, false, nil
}

// Regions returns every Joshua Project region, ordered by name.
func (s *Public) Regions(ctx context.Context) ([]*model.Region, error) {
	if err := s.load(ctx); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.regions, nil
}

// Region returns the region with code, or nil when there is none.
func (s *Public) Region(ctx context.Context, code string) (*model.Region, error) {
	if err := s.load(ctx); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.byCode[code], nil
}

// Religions returns every Joshua Project primary religion, ordered by name.
func (s *Public) Religions(ctx context.Context) ([]*model.Religion, error) {
	if err := s.load(ctx); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.religions, nil
}

// load refreshes the cached lists when they are older than ReferenceTTL.
// An empty list is not cached, so a fresh install sees its first import.
func (s *Public) load(ctx context.Context) error {
	s.mu.Lock()
	fresh := s.regions != nil && s.religions != nil && s.Now().Sub(s.loadedAt) < ReferenceTTL
	s.mu.Unlock()
	if fresh {
		return nil
	}
	regions, err := s.ref.ListRegions(ctx)
	if err != nil {
		return err
	}
	religions, err := s.ref.ListReligions(ctx)
	if err != nil {
		return err
	}
	byCode := make(map[string]*model.Region, len(regions))
	for _, r := range regions {
		byCode[r.Code] = r
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(regions) > 0 && len(religions) > 0 {
		s.loadedAt = s.Now()
	}
	if regions == nil {
		regions = []*model.Region{}
	}
	if religions == nil {
		religions = []*model.Religion{}
	}
	s.regions, s.byCode, s.religions = regions, byCode, religions
	return nil
}
