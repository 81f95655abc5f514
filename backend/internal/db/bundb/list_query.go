package bundb

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
)

// The back office listing helpers shared by the stores.

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
	dir := " ASC"
	if q.Desc {
		dir = " DESC"
	}
	sel.OrderExpr(sort + dir).OrderExpr(tiebreak)
	if q.Limit > 0 {
		sel.Limit(int64(q.Limit))
	}
	if q.Offset > 0 {
		sel.Offset(int64(q.Offset))
	}
	n, err := sel.ScanAndCount(ctx)
	return int(n), translate(err)
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
