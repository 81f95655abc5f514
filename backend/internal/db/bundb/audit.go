package bundb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.Audit = (*DB)(nil)

// The audit trail is insert-only here: there is no update or delete of audit_entries anywhere
// in this package, and the table's triggers refuse both (migration 20261207091700).

// PutAuditEntry implements db.Audit.
func (d *DB) PutAuditEntry(ctx context.Context, e *model.AuditEntry) error {
	return putAuditEntry(ctx, d.bun, e)
}

func putAuditEntry(ctx context.Context, idb bun.IDB, e *model.AuditEntry) error {
	if e.ID == "" {
		e.ID = newV7ID()
	}
	if e.At.IsZero() {
		e.At = time.Now().UTC()
	}
	if e.Changes == "" {
		e.Changes = "[]"
	}
	_, err := idb.NewInsert().Model(e).Exec(ctx)
	return translate(err)
}

// putPendingAudit inserts, inside tx, the context's pending audit rows of the given kinds
// (db.PendingAudit): the change and its rows commit or roll back together. The caller passes
// what it answers to settleAudit once the transaction is over.
func putPendingAudit(ctx context.Context, tx bun.IDB, kinds ...string) ([]*model.AuditEntry, error) {
	return putPendingAuditOf(ctx, tx, "", kinds...)
}

// putPendingAuditOf is putPendingAudit for a change that creates its target: a row that names
// no target id is given newID, the id the store made.
func putPendingAuditOf(ctx context.Context, tx bun.IDB, newID string, kinds ...string) ([]*model.AuditEntry, error) {
	rows := db.PendingAuditFrom(ctx).Take(kinds...)
	for _, e := range rows {
		if e.TargetID == "" {
			e.TargetID = newID
		}
		if err := putAuditEntry(ctx, tx, e); err != nil {
			db.PendingAuditFrom(ctx).Release(rows)
			return nil, err
		}
	}
	return rows, nil
}

// auditedTx runs fn in a transaction that also inserts the context's pending audit rows of
// kinds, after fn's writes: a change and its rows commit or roll back together.
func (d *DB) auditedTx(ctx context.Context, kinds []string, fn func(ctx context.Context, tx bun.Tx) error) error {
	return d.auditedTxOf(ctx, kinds, func() string { return "" }, fn)
}

// auditedTxOf is auditedTx for a change that creates its target: newID answers its id once fn ran.
func (d *DB) auditedTxOf(ctx context.Context, kinds []string, newID func() string, fn func(ctx context.Context, tx bun.Tx) error) error {
	var rows []*model.AuditEntry
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := fn(ctx, tx); err != nil {
			return err
		}
		var err error
		rows, err = putPendingAuditOf(ctx, tx, newID(), kinds...)
		return err
	})
	settleAudit(ctx, rows, err)
	return err
}

// settleAudit marks rows putPendingAudit inserted as written when their transaction
// committed (err nil), and gives them back otherwise.
func settleAudit(ctx context.Context, rows []*model.AuditEntry, err error) {
	if len(rows) == 0 {
		return
	}
	if err != nil {
		db.PendingAuditFrom(ctx).Release(rows)
		return
	}
	db.PendingAuditFrom(ctx).Written(rows)
}

// GetAuditEntry implements db.Audit.
func (d *DB) GetAuditEntry(ctx context.Context, id string) (*model.AuditEntry, error) {
	return getByID[model.AuditEntry](ctx, d, id)
}

var auditSortColumns = map[string]string{
	"at":        "at",
	"kind":      "kind",
	"actorName": "actor_name",
}

// ListAuditEntries implements db.Audit.
func (d *DB) ListAuditEntries(ctx context.Context, q db.AuditQuery) ([]*model.AuditEntry, int, error) {
	var rows []*model.AuditEntry
	sel := d.bun.NewSelect().Model(&rows)
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return []*model.AuditEntry{}, 0, nil
		}
		sel.Where("id IN (?)", bun.In(q.IDs))
	}
	if q.ActorID != "" {
		sel.Where("actor_id = ?", q.ActorID)
	}
	if len(q.Kinds) > 0 {
		sel.Where("kind IN (?)", bun.In(q.Kinds))
	}
	if q.TargetType != "" {
		sel.Where("target_type = ?", q.TargetType)
	}
	if q.TargetID != "" {
		sel.Where("target_id = ?", q.TargetID)
	}
	if q.From != nil {
		sel.Where("at >= ?", q.From.UTC())
	}
	if q.Until != nil {
		sel.Where("at < ?", q.Until.UTC())
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.Where(`lower(target_label) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(target_id) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(actor_name) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(actor_email) LIKE ? ESCAPE '\'`, like)
		})
	}
	page := db.ListPage{Sort: q.Sort, Desc: q.Desc, Offset: q.Offset, Limit: q.Limit}
	return listPage(ctx, sel, &rows, page, auditSortColumns, "at", "id")
}
