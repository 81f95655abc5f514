package bundb

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
)

// The back office lists of every store: filters, search, sort, page and count
// (db.ListQuery through listing, db.ListPage through listPage).

// listing runs a back-office listing of T: filters from q, search over
// searchCols (expressions), sort, page, and the total count.
func listing[T any](ctx context.Context, sel *bun.SelectQuery, rows *[]*T, q db.ListQuery, searchCols []string, defaultSort string) ([]*T, int, error) {
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			sel.Where("1 = 0")
		} else {
			sel.Where("?TableAlias.id IN (?)", bun.In(q.IDs))
		}
	}
	for col, v := range q.Eq {
		if v == nil {
			sel.Where("?TableAlias.? IS NULL", bun.Ident(col))
		} else {
			sel.Where("?TableAlias.? = ?", bun.Ident(col), v)
		}
	}
	if s := strings.TrimSpace(q.Q); s != "" && len(searchCols) > 0 {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			for _, c := range searchCols {
				w.WhereOr("lower("+c+`) LIKE ? ESCAPE '\'`, like)
			}
			return w
		})
	}
	sort := q.Sort
	if sort == "" {
		sort = defaultSort
	}
	if !strings.Contains(sort, ".") && !strings.Contains(sort, "(") {
		sort = "?TableAlias." + sort
	}
	n, err := orderPageCount(ctx, sel, q, sort, "?TableAlias.id ASC")
	if err != nil {
		return nil, 0, err
	}
	if *rows == nil {
		*rows = []*T{}
	}
	return *rows, n, nil
}

// orderPageCount orders sel by sort (a column the service chose from its whitelist) in q's
// direction and then by tiebreak, pages it by q, scans it and counts every row that matches.
func orderPageCount(ctx context.Context, sel *bun.SelectQuery, q db.ListQuery, sort, tiebreak string) (int, error) {
	return orderPage(ctx, sel, sort+direction(q.Desc), tiebreak, q.Offset, q.Limit)
}

func direction(desc bool) string {
	if desc {
		return " DESC"
	}
	return " ASC"
}

// orderPage is the one place a back-office list becomes ORDER BY, LIMIT and
// OFFSET, on both engines: it orders sel by order then tiebreak (so equal
// values keep a stable order), pages it (limit 0: no limit), scans it and
// counts every row that matches.
func orderPage(ctx context.Context, sel *bun.SelectQuery, order, tiebreak string, offset, limit int) (int, error) {
	sel.OrderExpr(order).OrderExpr(tiebreak)
	if limit > 0 {
		sel.Limit(int64(limit))
	}
	if offset > 0 {
		sel.Offset(int64(offset))
	}
	n, err := sel.ScanAndCount(ctx)
	return int(n), translate(err)
}

// listPage sorts sel by a whitelisted column (sorts maps the API's sort key to
// a column; defSort when the key is unknown), then by idCol in the same
// direction so equal values keep a stable order, pages it and counts it. The
// back office's react-admin lists all page this way.
func listPage[T any](ctx context.Context, sel *bun.SelectQuery, rows *[]T, p db.ListPage, sorts map[string]string, defSort, idCol string) ([]T, int, error) {
	col, ok := sorts[p.Sort]
	if !ok {
		col = defSort
	}
	dir := direction(p.Desc)
	n, err := orderPage(ctx, sel, col+dir, idCol+dir, p.Offset, p.Limit)
	if err != nil {
		return nil, 0, err
	}
	return *rows, n, nil
}

func getByID[T any](ctx context.Context, d *DB, id string) (*T, error) {
	row := new(T)
	if err := d.bun.NewSelect().Model(row).Where("?TableAlias.id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return row, nil
}

func insertRow[T any](ctx context.Context, d *DB, row *T) error {
	_, err := d.bun.NewInsert().Model(row).Exec(ctx)
	return translate(err)
}

func updateRow[T any](ctx context.Context, d *DB, row *T) error {
	res, err := d.bun.NewUpdate().Model(row).WherePK().ExcludeColumn("created_at").Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrNotFound
	}
	return nil
}

func deleteRow[T any](ctx context.Context, d *DB, id string) error {
	res, err := d.bun.NewDelete().Model((*T)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrNotFound
	}
	return nil
}
