package bundb_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// A session read again within the TTL is not queried again, and every way of ending or
// changing it through this database handle shows on the very next read.
func TestSessionCacheForgetsAtOnceOnThisServer(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	u, err := d.CreateUser(ctx, db.NewUser{Username: "ana", Email: "ana@example.org", Name: "Ana", PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	newSession := func() *model.Session {
		n++
		s := &model.Session{ID: "s-" + string(rune('a'+n)), TokenHash: "hash-" + string(rune('a'+n)), UserID: u.ID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		if err := d.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	read := func(s *model.Session) (*model.User, error) {
		_, user, err := d.GetSessionByTokenHash(ctx, s.TokenHash, now)
		return user, err
	}
	counter := d.CountQueries()
	s := newSession()
	counter.Reset()
	for range 3 {
		if _, err := read(s); err != nil {
			t.Fatal(err)
		}
	}
	if counter.N() != 1 {
		t.Fatalf("three reads ran %d statements, want 1", counter.N())
	}
	if _, _, err := d.GetSessionByTokenHash(ctx, s.TokenHash, s.ExpiresAt); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("a cached session past its expiry: %v", err)
	}

	ends := []struct {
		name string
		end  func(*model.Session) error
	}{
		{"sign-out", func(s *model.Session) error { return d.RevokeSession(ctx, s.ID, now) }},
		{"sign-out everywhere", func(*model.Session) error { return d.RevokeUserSessions(ctx, u.ID, "", now) }},
		{"password change", func(*model.Session) error { return d.ChangePassword(ctx, u.ID, "y", "", now) }},
		{"a write by hand", func(s *model.Session) error {
			_, err := d.Bun().ExecContext(ctx, "UPDATE sessions SET revoked_at = ? WHERE id = ?", now, s.ID)
			return err
		}},
	}
	for _, e := range ends {
		s := newSession()
		if _, err := read(s); err != nil {
			t.Fatal(err)
		}
		if err := e.end(s); err != nil {
			t.Fatal(err)
		}
		if _, err := read(s); !errors.Is(err, db.ErrNotFound) {
			t.Errorf("after %s the session still reads (%v)", e.name, err)
		}
	}

	s = newSession()
	if _, err := read(s); err != nil {
		t.Fatal(err)
	}
	if err := d.SetUserRoles(ctx, u.ID, []string{"staff"}, now); err != nil {
		t.Fatal(err)
	}
	if user, err := read(s); err != nil || len(user.Roles) != 1 || user.Roles[0].Role != "staff" {
		t.Errorf("after a role change: %+v, %v", user, err)
	}
	if err := d.DeactivateUser(ctx, u.ID, now); err != nil {
		t.Fatal(err)
	}
	if user, err := read(s); err == nil && user.DeletedAt == nil {
		t.Errorf("a deactivated user's session still reads as active")
	}
}

// Another instance on the same database (a second handle) sees a sign-out within the TTL.
func TestSessionCacheSeesAnotherInstanceWithinTheTTL(t *testing.T) {
	ctx := context.Background()
	var a, b *bundb.DB
	var err error
	if bundbtest.Engine() == "postgres" {
		a = bundbtest.New(t)
		b, err = bundb.Open(a.DSN, "")
	} else {
		dir := t.TempDir()
		if a, err = bundb.Open("", dir); err == nil {
			t.Cleanup(func() { a.Close() })
			err = a.Migrate(ctx)
		}
		if err == nil {
			b, err = bundb.Open("", dir)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	now := time.Now().UTC().Truncate(time.Second)
	u, err := a.CreateUser(ctx, db.NewUser{Username: "ben", Email: "ben@example.org", Name: "Ben", PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	s := &model.Session{TokenHash: "hash-ben", UserID: u.ID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
	if err := a.CreateSession(ctx, s); err != nil {
		t.Fatal(err)
	}
	if _, _, err := a.GetSessionByTokenHash(ctx, s.TokenHash, now); err != nil {
		t.Fatal(err)
	}
	if err := b.RevokeSession(ctx, s.ID, now); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(bundb.SessionCacheTTL + time.Second)
	for {
		_, _, err := a.GetSessionByTokenHash(ctx, s.TokenHash, now)
		if errors.Is(err, db.ErrNotFound) {
			break
		}
		if err != nil || time.Now().After(deadline) {
			t.Fatalf("the other instance's sign-out not seen after %v (%v)", bundb.SessionCacheTTL, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
