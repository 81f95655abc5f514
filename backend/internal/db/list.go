package db

import (
	"errors"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// The back office's page sizes: 25 rows unless perPage says otherwise (the
// spec's page size), at most 500.
const (
	DefaultPerPage = 25
	MaxPerPage     = 500
)

// ListArgs are react-admin's list arguments as ra-data-graphql-simple sends
// them: Page counts from 0, SortOrder is ASC or DESC. Every back-office list
// takes them; nil means not sent.
type ListArgs struct {
	Page, PerPage        *int
	SortField, SortOrder *string
}

// Paging is the offset and limit of the page: DefaultPerPage rows unless
// perPage says otherwise, at most MaxPerPage; a negative page is the first.
func (a ListArgs) Paging() (offset, limit int) {
	limit = DefaultPerPage
	if a.PerPage != nil && *a.PerPage > 0 {
		limit = min(*a.PerPage, MaxPerPage)
	}
	if a.Page != nil && *a.Page > 0 {
		offset = *a.Page * limit
	}
	return offset, limit
}

// Field is the sort field asked for ("" when none).
func (a ListArgs) Field() string {
	if a.SortField == nil {
		return ""
	}
	return *a.SortField
}

// Ascending tells whether SortOrder is ASC; Descending whether it is DESC.
// Lists differ in their default direction, so each asks the one it needs.
func (a ListArgs) Ascending() bool {
	return a.SortOrder != nil && strings.EqualFold(*a.SortOrder, "ASC")
}
func (a ListArgs) Descending() bool {
	return a.SortOrder != nil && strings.EqualFold(*a.SortOrder, "DESC")
}

// Page is the sort and page of the arguments, for stores that whitelist the
// sort field themselves (ListPage.Sort is the field as sent); descending
// unless ASC is asked for when defaultDesc, else only when DESC is.
func (a ListArgs) ListPage(defaultDesc bool) ListPage {
	offset, limit := a.Paging()
	desc := a.Descending()
	if defaultDesc {
		desc = !a.Ascending()
	}
	return ListPage{Sort: a.Field(), Desc: desc, Offset: offset, Limit: limit}
}

// Query turns the arguments into a ListQuery: sorts maps sortField names onto
// columns ("id" is always accepted); an unknown field is refused.
func (a ListArgs) Query(sorts map[string]string) (ListQuery, error) {
	q := ListQuery{Desc: a.Descending()}
	q.Offset, q.Limit = a.Paging()
	if f := a.Field(); f != "" {
		col, ok := sorts[f]
		if f == "id" {
			col, ok = "id", true
		}
		if !ok {
			return q, apperr.Inputf("sortField", "This list cannot be sorted by %s", f)
		}
		q.Sort = col
	}
	return q, nil
}

// ListQuery is a back-office listing: IDs and Eq narrow (Eq maps a column to
// the value it must equal), Q searches the listing's text columns
// case-insensitively, Sort is a column the service has checked.
type ListQuery struct {
	IDs    []string
	Q      string
	Eq     map[string]any
	Sort   string
	Desc   bool
	Offset int
	Limit  int
}

// Set adds column = value to q when value is set.
func Set[T any](q *ListQuery, col string, v *T) {
	if v == nil {
		return
	}
	if q.Eq == nil {
		q.Eq = map[string]any{}
	}
	q.Eq[col] = *v
}

// ListFilter is a back-office filter: ids, q and column equalities.
type ListFilter struct {
	IDs []string
	Q   *string
	Eq  map[string]*string
}

// Apply narrows q by the filter.
func (f ListFilter) Apply(q *ListQuery) {
	q.IDs = f.IDs
	if f.Q != nil {
		q.Q = *f.Q
	}
	for col, v := range f.Eq {
		Set(q, col, v)
	}
}

// ListPage is the sort and page of a back office list; Sort is a column the
// list accepts (anything else sorts by createdAt).
type ListPage struct {
	Sort   string
	Desc   bool
	Offset int
	// Limit of 0 means no limit.
	Limit int
}

// Found answers row, or NOT_FOUND with msg when the store found none.
func Found[T any](row *T, err error, msg string) (*T, error) {
	if errors.Is(err, ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, msg)
	}
	return row, err
}

// Page is a page of a Relay connection: Offset rows skipped, at most First.
type Page struct {
	Offset int
	First  int
	// Columns, when not nil, are the only stored columns the caller needs (a
	// GraphQL selection asking for a few fields reads no more); nil reads
	// everything.
	Columns []string
}

// PageOf builds a Page from first (nil or not positive: def; at most max)
// and an offset (never negative).
func PageOf(first *int, offset, def, max int) Page {
	n := def
	if first != nil && *first > 0 {
		n = min(*first, max)
	}
	return Page{Offset: maxInt(offset, 0), First: n}
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// Trim cuts rows read with one extra row to the page's First, telling whether
// more follow.
func Trim[T any](rows []T, first int) ([]T, bool) {
	if len(rows) > first {
		return rows[:first], true
	}
	return rows, false
}
