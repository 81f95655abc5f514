package bundb

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
)

// listPage sorts sel by a whitelisted column (sorts maps the API's sort key to
// a column; defSort when the key is unknown), then by idCol in the same
// direction so equal values keep a stable order, pages it and counts it. The
// back office's react-admin lists all page this way.
func listPage[T any](ctx context.Context, sel *bun.SelectQuery, rows *[]T, p db.ListPage, sorts map[string]string, defSort, idCol string) ([]T, int, error) {
	col, ok := sorts[p.Sort]
	if !ok {
		col = defSort
	}
	dir := " ASC"
	if p.Desc {
		dir = " DESC"
	}
	sel.OrderExpr("?"+dir+", ?"+dir, bun.Safe(col), bun.Safe(idCol))
	if p.Limit > 0 {
		sel.Limit(int64(p.Limit))
	}
	if p.Offset > 0 {
		sel.Offset(int64(p.Offset))
	}
	n, err := sel.ScanAndCount(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	return *rows, int(n), nil
}
