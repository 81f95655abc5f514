package bundb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/model"
)

// CreateSession implements db.User.
func (d *DB) CreateSession(ctx context.Context, s *model.Session) error {
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(s).Exec(ctx); err != nil {
			return err
		}
		_, err := tx.NewUpdate().Model((*model.User)(nil)).Set("last_sign_in_at = ?", s.CreatedAt).Where("id = ?", s.UserID).Exec(ctx)
		return err
	}))
}

// GetSessionByTokenHash implements db.User.
func (d *DB) GetSessionByTokenHash(ctx context.Context, tokenHash string, now time.Time) (*model.Session, error) {
	s := new(model.Session)
	err := d.bun.NewSelect().Model(s).Where("token_hash = ?", tokenHash).
		Where("revoked_at IS NULL").Where("expires_at > ?", now).Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return s, nil
}

// TouchSession implements db.User.
func (d *DB) TouchSession(ctx context.Context, id string, now time.Time) error {
	_, err := d.bun.NewUpdate().Model((*model.Session)(nil)).Set("last_seen_at = ?", now).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

// RevokeSession implements db.User.
func (d *DB) RevokeSession(ctx context.Context, id string, now time.Time) error {
	_, err := d.bun.NewUpdate().Model((*model.Session)(nil)).Set("revoked_at = ?", now).
		Where("id = ?", id).Where("revoked_at IS NULL").Exec(ctx)
	return translate(err)
}

// RevokeUserSessions implements db.User.
func (d *DB) RevokeUserSessions(ctx context.Context, userID, exceptSessionID string, now time.Time) error {
	return translate(revokeSessions(ctx, d.bun, userID, exceptSessionID, now))
}

func revokeSessions(ctx context.Context, idb bun.IDB, userID, exceptSessionID string, now time.Time) error {
	q := idb.NewUpdate().Model((*model.Session)(nil)).Set("revoked_at = ?", now).
		Where("user_id = ?", userID).Where("revoked_at IS NULL")
	if exceptSessionID != "" {
		q.Where("id <> ?", exceptSessionID)
	}
	_, err := q.Exec(ctx)
	return err
}

// SessionActive implements db.User.
func (d *DB) SessionActive(ctx context.Context, id string, now time.Time) (bool, error) {
	n, err := d.bun.NewSelect().Model((*model.Session)(nil)).Where("id = ?", id).
		Where("revoked_at IS NULL").Where("expires_at > ?", now).Count(ctx)
	return n > 0, translate(err)
}
