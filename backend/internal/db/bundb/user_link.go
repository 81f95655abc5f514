package bundb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// CreateUserLink implements db.User.
func (d *DB) CreateUserLink(ctx context.Context, l *model.UserLink) error {
	_, err := d.bun.NewInsert().Model(l).Exec(ctx)
	return translate(err)
}

// GetUserLink implements db.User.
func (d *DB) GetUserLink(ctx context.Context, kind, codeHash string, now time.Time) (*model.UserLink, error) {
	l := new(model.UserLink)
	err := d.bun.NewSelect().Model(l).Where("code_hash = ?", codeHash).Where("kind = ?", kind).
		Where("used_at IS NULL").Where("expires_at > ?", now).Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return l, nil
}

// UseUserLink implements db.User.
func (d *DB) UseUserLink(ctx context.Context, kind, codeHash string, now time.Time) (*model.UserLink, error) {
	var l *model.UserLink
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		l, err = useLink(ctx, tx, kind, codeHash, now)
		return err
	})
	return l, translate(err)
}

func useLink(ctx context.Context, tx bun.Tx, kind, codeHash string, now time.Time) (*model.UserLink, error) {
	res, err := tx.NewUpdate().Model((*model.UserLink)(nil)).Set("used_at = ?", now).
		Where("code_hash = ?", codeHash).Where("kind = ?", kind).
		Where("used_at IS NULL").Where("expires_at > ?", now).Exec(ctx)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return nil, db.ErrNotFound
	}
	l := new(model.UserLink)
	if err := tx.NewSelect().Model(l).Where("code_hash = ?", codeHash).Scan(ctx); err != nil {
		return nil, err
	}
	return l, nil
}

// ResetPassword implements db.User.
func (d *DB) ResetPassword(ctx context.Context, codeHash, userID, passwordHash string, now time.Time, queued *model.OutboxMail) (*model.User, error) {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		l, err := useLink(ctx, tx, model.LinkPasswordReset, codeHash, now)
		if err != nil {
			return err
		}
		if l.UserID != userID {
			return db.ErrNotFound // rolled back: the link stays unused
		}
		if queued != nil {
			if err := putOutboxMail(ctx, tx, queued); err != nil {
				return err
			}
		}
		if _, err := tx.NewUpdate().Model((*model.User)(nil)).Set("password_hash = ?", passwordHash).
			Set("email_verified = ?", true).Set("updated_at = ?", now).Where("id = ?", l.UserID).Exec(ctx); err != nil {
			return err
		}
		return revokeSessions(ctx, tx, l.UserID, "", now)
	})
	if err != nil {
		return nil, translate(err)
	}
	return d.GetUserByID(ctx, userID)
}
