package bundb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// CreateSession implements db.User.
func (d *DB) CreateSession(ctx context.Context, s *model.Session) error {
	ctx = context.WithValue(ctx, sessionsUnchanged{}, true)
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(s).Exec(ctx); err != nil {
			return err
		}
		_, err := tx.NewUpdate().Model((*model.User)(nil)).Set("last_sign_in_at = ?", s.CreatedAt).Where("id = ?", s.UserID).Exec(ctx)
		return err
	}))
}

// GetSessionByTokenHash implements db.User.
func (d *DB) GetSessionByTokenHash(ctx context.Context, tokenHash string, now time.Time) (*model.Session, *model.User, error) {
	var rows []struct {
		SessionID  string     `bun:"session_id"`
		UserID     string     `bun:"user_id"`
		LastSeenAt time.Time  `bun:"last_seen_at"`
		ExpiresAt  time.Time  `bun:"expires_at"`
		Username   string     `bun:"username"`
		ContactID  string     `bun:"contact_id"`
		DeletedAt  *time.Time `bun:"deleted_at"`
		Language   string     `bun:"language"`
		Role       *string    `bun:"role"`
	}
	// One row per role (one row with a NULL role for a user without any). Expiry is checked
	// here, on the parsed time, so the statement's only value is the token's hash.
	if s, u, ok := d.sessions.get(tokenHash); ok {
		if !s.ExpiresAt.After(now) {
			return nil, nil, db.ErrNotFound
		}
		return s, u, nil
	}
	gen := d.sessions.generation()
	if err := d.scanPrepared(ctx, &rows, sessionUserQuery, tokenHash); err != nil {
		return nil, nil, translate(err)
	}
	if len(rows) == 0 || !rows[0].ExpiresAt.After(now) {
		return nil, nil, db.ErrNotFound
	}
	first := rows[0]
	s := &model.Session{ID: first.SessionID, TokenHash: tokenHash, UserID: first.UserID, LastSeenAt: first.LastSeenAt, ExpiresAt: first.ExpiresAt}
	u := &model.User{ID: first.UserID, Username: first.Username, ContactID: first.ContactID, DeletedAt: first.DeletedAt, Language: first.Language, Roles: []*model.UserRole{}}
	for _, r := range rows {
		if r.Role != nil {
			u.Roles = append(u.Roles, &model.UserRole{UserID: u.ID, Role: *r.Role})
		}
	}
	d.sessions.put(tokenHash, gen, s, u)
	return s, u, nil
}

// sessionUserQuery reads a session that is not revoked with its user and the user's roles.
const sessionUserQuery = `SELECT s.id AS session_id, s.user_id, s.last_seen_at, s.expires_at,
	u.username, u.contact_id, u.deleted_at, u.language, r.role
FROM sessions AS s
JOIN users AS u ON u.id = s.user_id
LEFT JOIN user_roles AS r ON r.user_id = u.id
WHERE s.token_hash = $1 AND s.revoked_at IS NULL
ORDER BY r.role`

// TouchSession implements db.User.
func (d *DB) TouchSession(ctx context.Context, id string, now time.Time) error {
	_, err := d.bun.NewUpdate().Model((*model.Session)(nil)).Set("last_seen_at = ?", now).Where("id = ?", id).
		Exec(context.WithValue(ctx, sessionsUnchanged{}, true))
	if err == nil {
		d.sessions.touched(id, now)
	}
	return translate(err)
}

// RevokeSession implements db.User.
func (d *DB) RevokeSession(ctx context.Context, id string, now time.Time) error {
	_, err := d.bun.NewUpdate().Model((*model.Session)(nil)).Set("revoked_at = ?", now).
		Where("id = ?", id).Where("revoked_at IS NULL").Exec(ctx)
	d.sessions.forget()
	return translate(err)
}

// RevokeUserSessions implements db.User.
func (d *DB) RevokeUserSessions(ctx context.Context, userID, exceptSessionID string, now time.Time) error {
	defer d.sessions.forget()
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

// GetSession implements db.User.
func (d *DB) GetSession(ctx context.Context, id string) (*model.Session, error) {
	s := new(model.Session)
	if err := d.bun.NewSelect().Model(s).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return s, nil
}

// SessionActive implements db.User.
func (d *DB) SessionActive(ctx context.Context, id string, now time.Time) (bool, error) {
	n, err := d.bun.NewSelect().Model((*model.Session)(nil)).Where("id = ?", id).
		Where("revoked_at IS NULL").Where("expires_at > ?", now).Count(ctx)
	return n > 0, translate(err)
}
