package bundb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.Mail = (*DB)(nil)

// PutOutboxMail implements db.Mail.
func (d *DB) PutOutboxMail(ctx context.Context, m *model.OutboxMail) error {
	return putOutboxMail(ctx, d.bun, m)
}

func putOutboxMail(ctx context.Context, idb bun.IDB, m *model.OutboxMail) error {
	if m.ID == "" {
		m.ID = newV7ID()
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = time.Now().UTC()
	}
	if m.Status == "" {
		m.Status = model.MailQueued
	}
	ins := idb.NewInsert().Model(m)
	if m.NextAttemptAt == nil {
		// No SMTP delivery is due, so the one-time link is never stored.
		ins.ExcludeColumn(secretMailColumns...)
	}
	_, err := ins.Exec(ctx)
	return translate(err)
}

// secretMailColumns hold the bodies with a one-time link: only the delivery reads them.
var secretMailColumns = []string{"secret_text_body", "secret_html_body"}

// GetOutboxMail implements db.Mail.
func (d *DB) GetOutboxMail(ctx context.Context, id string) (*model.OutboxMail, error) {
	m := new(model.OutboxMail)
	if err := d.bun.NewSelect().Model(m).ExcludeColumn(secretMailColumns...).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return m, nil
}

// GetOutboxMailForDelivery implements db.Mail.
func (d *DB) GetOutboxMailForDelivery(ctx context.Context, id string) (*model.OutboxMail, error) {
	m := new(model.OutboxMail)
	if err := d.bun.NewSelect().Model(m).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return m, nil
}

var outboxSortColumns = map[string]string{
	"createdAt": "created_at",
	"sentAt":    "sent_at",
	"to":        "to_addr",
	"subject":   "subject",
	"kind":      "kind",
	"status":    "status",
}

// ListOutboxMails implements db.Mail.
func (d *DB) ListOutboxMails(ctx context.Context, q db.OutboxQuery) ([]*model.OutboxMail, int, error) {
	var rows []*model.OutboxMail
	sel := d.bun.NewSelect().Model(&rows).ExcludeColumn(secretMailColumns...)
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return []*model.OutboxMail{}, 0, nil
		}
		sel.Where("id IN (?)", bun.In(q.IDs))
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.Where(`lower(to_addr) LIKE ? ESCAPE '\'`, like).WhereOr(`lower(subject) LIKE ? ESCAPE '\'`, like)
		})
	}
	if s := strings.TrimSpace(q.To); s != "" {
		sel.Where("lower(to_addr) = ?", strings.ToLower(s))
	}
	if q.Kind != "" {
		sel.Where("kind = ?", q.Kind)
	}
	if q.Status != "" {
		sel.Where("status = ?", q.Status)
	}
	// id (a UUIDv7) breaks ties in the same direction, so equal times keep creation order.
	page := db.ListPage{Sort: q.Sort, Desc: q.Desc, Offset: q.Offset, Limit: q.Limit}
	return listPage(ctx, sel, &rows, page, outboxSortColumns, "created_at", "id")
}

// DueOutboxMailIDs implements db.Mail.
func (d *DB) DueOutboxMailIDs(ctx context.Context, now time.Time, limit int) ([]string, error) {
	var ids []string
	err := d.bun.NewSelect().Model((*model.OutboxMail)(nil)).Column("id").
		Where("status <> ?", model.MailSent).
		Where("next_attempt_at IS NOT NULL AND next_attempt_at <= ?", now.UTC()).
		Order("next_attempt_at", "id").
		Limit(int64(limit)).
		Scan(ctx, &ids)
	return ids, translate(err)
}

// ClaimOutboxMail implements db.Mail.
func (d *DB) ClaimOutboxMail(ctx context.Context, id string, now, leaseUntil time.Time) (bool, error) {
	res, err := d.bun.NewUpdate().Model((*model.OutboxMail)(nil)).
		Set("next_attempt_at = ?", leaseUntil.UTC()).
		Where("id = ?", id).
		Where("status <> ?", model.MailSent).
		Where("next_attempt_at IS NOT NULL AND next_attempt_at <= ?", now.UTC()).
		Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// FinishOutboxMail implements db.Mail.
func (d *DB) FinishOutboxMail(ctx context.Context, m *model.OutboxMail) error {
	_, err := d.bun.NewUpdate().Model(m).
		Column("status", "error", "sent_at", "attempts", "next_attempt_at", "secret_text_body", "secret_html_body").
		WherePK().
		Exec(ctx)
	return translate(err)
}

// ResendOutboxMail implements db.Mail in one conditional UPDATE.
func (d *DB) ResendOutboxMail(ctx context.Context, id string, now time.Time) (bool, error) {
	res, err := d.bun.NewUpdate().Model((*model.OutboxMail)(nil)).
		Set("status = ?", model.MailQueued).
		Set("error = NULL").
		Set("attempts = 0").
		Set("next_attempt_at = ?", now.UTC()).
		Where("id = ?", id).
		Where("status = ?", model.MailFailed).
		Where("next_attempt_at IS NULL").
		Where("hidden_link IS NULL").
		Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// escapedLike turns a search term into a lower-case LIKE pattern matching it
// anywhere, with LIKE's wildcards escaped (ESCAPE '\').
func escapedLike(s string) string {
	return "%" + escapeLike(strings.ToLower(s)) + "%"
}
