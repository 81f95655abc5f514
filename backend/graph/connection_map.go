package graph

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
)

// Paging shared by the connections and back-office lists of every domain.

// Connections page by offset: a cursor is the base64 of "o:{offset after this row}".
func offsetCursor(n int) string {
	return base64.RawURLEncoding.EncodeToString([]byte("o:" + strconv.Itoa(n)))
}

// maxCursorOffset bounds the offset a cursor may name: far past any list, and
// small enough that offset plus a page never overflows.
const maxCursorOffset = 1 << 30

func cursorOffset(after *string) (int, error) {
	if after == nil || *after == "" {
		return 0, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(*after)
	if err == nil && strings.HasPrefix(string(b), "o:") {
		if n, err := strconv.Atoi(string(b[2:])); err == nil && n >= 0 && n <= maxCursorOffset {
			return n, nil
		}
	}
	return 0, apperr.Input("after", "Bad cursor")
}

// pageArgs turns first/after into a page with the given default and maximum.
func pageArgs(first *int, after *string, def, max int) (db.Page, error) {
	off, err := cursorOffset(after)
	if err != nil {
		return db.Page{}, err
	}
	return db.PageOf(first, off, def, max), nil
}

func offsetPageInfo(offset, n int, more bool) *gqlmodel.PageInfo {
	pi := &gqlmodel.PageInfo{HasNextPage: more}
	if n > 0 {
		c := offsetCursor(offset + n)
		pi.EndCursor = &c
	}
	return pi
}

func emptyToNilStr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// listArgs gathers react-admin's list arguments.
func listArgs(page, perPage *int, sortField, sortOrder *string) db.ListArgs {
	return db.ListArgs{Page: page, PerPage: perPage, SortField: sortField, SortOrder: sortOrder}
}

func trainingArgs(page, perPage *int, sortField, sortOrder *string) db.ListArgs {
	return db.ListArgs{Page: page, PerPage: perPage, SortField: sortField, SortOrder: sortOrder}
}

// selects tells whether the selection set asks, at any depth, for a field in names.
func selects(set ast.SelectionSet, names map[string]bool) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if names[s.Name] || selects(s.SelectionSet, names) {
				return true
			}
		case *ast.InlineFragment:
			if selects(s.SelectionSet, names) {
				return true
			}
		case *ast.FragmentSpread:
			if s.Definition != nil && selects(s.Definition.SelectionSet, names) {
				return true
			}
		}
	}
	return false
}

func ptrTo[T any](v T) *T { return &v }
