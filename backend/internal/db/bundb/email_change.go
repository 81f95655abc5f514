package bundb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// CreateEmailChange implements db.User.
func (d *DB) CreateEmailChange(ctx context.Context, c *model.EmailChange, queued *model.OutboxMail) error {
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*model.EmailChange)(nil)).Set("cancelled_at = ?", c.CreatedAt).
			Where("user_id = ?", c.UserID).Where("used_at IS NULL").Where("cancelled_at IS NULL").Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(c).Exec(ctx); err != nil {
			return err
		}
		if queued != nil {
			return putOutboxMail(ctx, tx, queued)
		}
		return nil
	}))
}

// GetEmailChange implements db.User.
func (d *DB) GetEmailChange(ctx context.Context, codeHash string, now time.Time) (*model.EmailChange, error) {
	c := new(model.EmailChange)
	err := d.bun.NewSelect().Model(c).Where("code_hash = ?", codeHash).Where("used_at IS NULL").Where("cancelled_at IS NULL").
		Where("expires_at > ?", now).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// PendingEmailChange implements db.User.
func (d *DB) PendingEmailChange(ctx context.Context, userID string, now time.Time) (*model.EmailChange, error) {
	c := new(model.EmailChange)
	err := d.bun.NewSelect().Model(c).Where("user_id = ?", userID).Where("used_at IS NULL").Where("cancelled_at IS NULL").
		Where("expires_at > ?", now).OrderExpr("created_at DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// ConfirmEmailChange implements db.User.
func (d *DB) ConfirmEmailChange(ctx context.Context, codeHash, userID string, queued *model.OutboxMail, now time.Time) (*model.EmailChange, *model.User, error) {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	var change *model.EmailChange
	var was *model.User
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// Of two clicks on one link, one marks it used; the other finds nothing.
		res, err := tx.NewUpdate().Model((*model.EmailChange)(nil)).Set("used_at = ?", now).
			Where("code_hash = ?", codeHash).Where("user_id = ?", userID).Where("used_at IS NULL").Where("cancelled_at IS NULL").
			Where("expires_at > ?", now).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return db.ErrNotFound
		}
		change = new(model.EmailChange)
		if err := tx.NewSelect().Model(change).Where("code_hash = ?", codeHash).Scan(ctx); err != nil {
			return err
		}
		was = new(model.User)
		if err := d.dialect.forUpdate(tx.NewSelect().Model(was).Where("id = ?", change.UserID)).Scan(ctx); err != nil {
			return err
		}
		if was.DeletedAt != nil {
			return db.ErrNotFound
		}
		u := *was
		u.Email, u.EmailLower, u.EmailVerified, u.UpdatedAt = change.NewEmail, strings.ToLower(change.NewEmail), true, now
		columns := []string{"email", "email_lower", "email_verified", "updated_at"}
		if _, err := tx.NewUpdate().Model(&u).Column(columns...).WherePK().Exec(ctx); err != nil {
			return err
		}
		if err := followUser(ctx, tx, was, &u, columns); err != nil {
			return err
		}
		if queued != nil {
			return putOutboxMail(ctx, tx, queued)
		}
		return nil
	})
	if err != nil {
		return nil, nil, translate(err)
	}
	return change, was, nil
}
