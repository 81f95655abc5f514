package bundb

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.Invite = (*DB)(nil)

// CreateInvite implements db.Invite.
func (d *DB) CreateInvite(ctx context.Context, inv *model.Invite, newContact *model.Contact, queued *model.OutboxMail) error {
	return d.auditedTxOf(ctx, []string{model.AuditInviteSent}, func() string { return inv.ID }, func(ctx context.Context, tx bun.Tx) error {
		if newContact != nil {
			if err := insertContact(ctx, tx, newContact); err != nil {
				return err
			}
			inv.ContactID = newContact.ID
		}
		if inv.ID == "" {
			inv.ID = newV7ID()
		}
		if inv.GiftEmail != nil {
			// A gift's invite that is used, withdrawn or expired no longer holds its address.
			if _, err := tx.NewUpdate().Model((*model.Invite)(nil)).Set("gift_email = NULL").
				Where("gift_email = ?", *inv.GiftEmail).
				Where("accepted_at IS NOT NULL OR withdrawn_at IS NOT NULL OR expires_at <= ?", inv.CreatedAt.UTC()).
				Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if _, err := tx.NewInsert().Model(inv).Exec(ctx); err != nil {
			return translate(err)
		}
		if queued != nil {
			return putOutboxMail(ctx, tx, queued)
		}
		return nil
	})
}

// GetInvite implements db.Invite.
func (d *DB) GetInvite(ctx context.Context, id string) (*model.Invite, error) {
	return d.getInvite(ctx, "invite.id = ?", id)
}

// GetInviteByCode implements db.Invite.
func (d *DB) GetInviteByCode(ctx context.Context, codeHash string) (*model.Invite, error) {
	if codeHash == "" {
		return nil, db.ErrNotFound
	}
	return d.getInvite(ctx, "invite.code_hash = ?", codeHash)
}

func (d *DB) getInvite(ctx context.Context, where string, arg string) (*model.Invite, error) {
	inv := new(model.Invite)
	err := withContactDetails(d.bun.NewSelect().Model(inv).Relation("Contact"), "Contact.").
		Where(where, arg).
		Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return inv, nil
}

var inviteSortColumns = map[string]string{
	"createdAt":  "invite.created_at",
	"expiresAt":  "invite.expires_at",
	"acceptedAt": "invite.accepted_at",
	"email":      "invite.email",
	"fullName":   "contact.full_name",
}

// ListInvites implements db.Invite.
func (d *DB) ListInvites(ctx context.Context, q db.InviteQuery) ([]*model.Invite, int, error) {
	var rows []*model.Invite
	sel := withContactDetails(d.bun.NewSelect().Model(&rows).Relation("Contact"), "Contact.").
		Where("invite.withdrawn_at IS NULL")
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return []*model.Invite{}, 0, nil
		}
		sel.Where("invite.id IN (?)", bun.In(q.IDs))
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.Where(`lower(invite.email) LIKE ? ESCAPE '\'`, like).WhereOr(`lower(contact.full_name) LIKE ? ESCAPE '\'`, like)
		})
	}
	now := q.Now.UTC()
	switch q.Status {
	case "":
	case db.InvitePending:
		sel.Where("invite.accepted_at IS NULL AND invite.expires_at > ?", now)
	case db.InviteAccepted:
		sel.Where("invite.accepted_at IS NOT NULL")
	case db.InviteExpired:
		sel.Where("invite.accepted_at IS NULL AND invite.expires_at <= ?", now)
	default:
		return []*model.Invite{}, 0, nil
	}
	page := db.ListPage{Sort: q.Sort, Desc: q.Desc, Offset: q.Offset, Limit: q.Limit}
	return listPage(ctx, sel, &rows, page, inviteSortColumns, "invite.created_at", "invite.id")
}

// WithdrawInvite implements db.Invite.
func (d *DB) WithdrawInvite(ctx context.Context, id string, at time.Time) (*model.Invite, error) {
	err := d.auditedTx(ctx, []string{model.AuditInviteRevoked}, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*model.Invite)(nil)).
			Set("withdrawn_at = ?", at.UTC()).
			Where("id = ? AND accepted_at IS NULL AND withdrawn_at IS NULL", id).
			Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errNothingWithdrawn // no row changed: nothing to record
		}
		return nil
	})
	if errors.Is(err, errNothingWithdrawn) {
		err = nil
	}
	if err != nil {
		return nil, translate(err)
	}
	inv, err := d.GetInvite(ctx, id)
	if err != nil {
		return nil, err
	}
	if inv.AcceptedAt != nil {
		return inv, db.ErrInviteAccepted
	}
	return inv, nil
}

// ResendInvite implements db.Invite.
func (d *DB) ResendInvite(ctx context.Context, id, codeHash string, expiresAt time.Time, queued *model.OutboxMail) error {
	err := d.auditedTx(ctx, []string{model.AuditInviteSent}, func(ctx context.Context, tx bun.Tx) error {
		// The conditional update is the lock: an invite accepted or withdrawn meanwhile is left as it is.
		res, err := tx.NewUpdate().Model((*model.Invite)(nil)).
			Set("code_hash = ?", codeHash).Set("expires_at = ?", expiresAt.UTC()).
			Where("id = ? AND accepted_at IS NULL AND withdrawn_at IS NULL", id).
			Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			n, err := tx.NewSelect().Model((*model.Invite)(nil)).Where("id = ?", id).Count(ctx)
			if err != nil {
				return err
			}
			if n == 0 {
				return db.ErrNotFound
			}
			return db.ErrInviteAccepted
		}
		if queued != nil {
			return putOutboxMail(ctx, tx, queued)
		}
		return nil
	})
	if errors.Is(err, db.ErrInviteAccepted) {
		return err
	}
	return translate(err)
}

// errNothingWithdrawn rolls back a withdrawal that changed no row, with its audit row.
var errNothingWithdrawn = errors.New("no pending invite withdrawn")
