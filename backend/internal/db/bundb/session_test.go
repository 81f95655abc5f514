package bundb_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// A session is found with its user and roles in one go; revoked and expired ones are not.
func TestSessionFoundWithItsUserAndRoles(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	u, err := d.CreateUser(ctx, db.NewUser{Username: "ana", Email: "ana@example.org", Name: "Ana", PasswordHash: "x", Roles: []string{"staff", "partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	seen := now.Add(-2 * time.Minute)
	s := &model.Session{TokenHash: "hash-ana", UserID: u.ID, CreatedAt: now, LastSeenAt: seen, ExpiresAt: now.Add(time.Hour)}
	if err := d.CreateSession(ctx, s); err != nil {
		t.Fatal(err)
	}
	got, gu, err := d.GetSessionByTokenHash(ctx, "hash-ana", now)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != s.ID || !got.LastSeenAt.Equal(seen) || gu.ID != u.ID || gu.Username != "ana" || gu.ContactID == "" {
		t.Fatalf("session %+v user %+v", got, gu)
	}
	if len(gu.Roles) != 2 || gu.Roles[0].Role != "partner" || gu.Roles[1].Role != "staff" {
		t.Fatalf("roles %+v", gu.Roles)
	}
	if _, _, err := d.GetSessionByTokenHash(ctx, "hash-ana", now.Add(2*time.Hour)); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("expired session: %v", err)
	}
	if err := d.RevokeSession(ctx, s.ID, now); err != nil {
		t.Fatal(err)
	}
	if _, _, err := d.GetSessionByTokenHash(ctx, "hash-ana", now); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("revoked session: %v", err)
	}
}
