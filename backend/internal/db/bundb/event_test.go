package bundb_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Two instances on one PostgreSQL database: a session ended or changed through one is
// dropped from the other's session cache as soon as the notice arrives, not when its time
// runs out (the caches' clocks are stopped); touching a session keeps it cached; and an
// instance whose listening connection was lost empties its cache when it listens again,
// since a notice sent meanwhile is never heard.
func TestSessionCacheForgetsOnEveryInstance(t *testing.T) {
	if bundbtest.Engine() != "postgres" {
		t.Skip("several instances need PostgreSQL (set REACH_TEST_DATABASE_URL)")
	}
	ctx := context.Background()
	a := bundbtest.New(t)
	b, err := bundb.Open(a.DSN, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	stopped := time.Now()
	a.SetSessionClock(func() time.Time { return stopped })
	b.SetSessionClock(func() time.Time { return stopped })
	busA, busB := bundb.NewEventBus(a, nil), bundb.NewEventBus(b, nil)
	for _, bus := range []*bundb.EventBus{busA, busB} {
		if err := bus.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { bus.Close() })
	}

	now := time.Now().UTC().Truncate(time.Second)
	u, err := a.CreateUser(ctx, db.NewUser{Username: "ana", Email: "ana@example.org", Name: "Ana", PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	newSession := func() *model.Session {
		n++
		s := &model.Session{ID: "s-" + string(rune('a'+n)), TokenHash: "hash-" + string(rune('a'+n)), UserID: u.ID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
		if err := a.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	readOnB := func(s *model.Session) (*model.User, error) {
		_, user, err := b.GetSessionByTokenHash(ctx, s.TokenHash, now)
		return user, err
	}
	settle := func() {
		t.Helper()
		if err := busB.Settle(ctx); err != nil {
			t.Fatal(err)
		}
	}

	// Creating the user gave her a role, whose notice empties every instance's cache whenever
	// it arrives: b hears it before it caches anything the checks below count on.
	settle()

	// Touching a session (every request does now and then) keeps it in the other's cache.
	s := newSession()
	if _, err := readOnB(s); err != nil {
		t.Fatal(err)
	}
	if err := a.TouchSession(ctx, s.ID, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	settle()
	counter := b.CountQueries()
	if _, err := readOnB(s); err != nil || counter.N() != 0 {
		t.Fatalf("after a touch on the other instance: %d statements, %v", counter.N(), err)
	}

	ends := []struct {
		name string
		end  func(*model.Session) error
	}{
		{"sign-out", func(s *model.Session) error { return a.RevokeSession(ctx, s.ID, now) }},
		{"sign-out everywhere", func(*model.Session) error { return a.RevokeUserSessions(ctx, u.ID, "", now) }},
		{"password change", func(*model.Session) error { return a.ChangePassword(ctx, u.ID, "y", "", now) }},
		{"a write by hand", func(s *model.Session) error {
			_, err := a.Bun().ExecContext(ctx, "UPDATE sessions SET revoked_at = ? WHERE id = ?", now, s.ID)
			return err
		}},
	}
	for _, e := range ends {
		s := newSession()
		if _, err := readOnB(s); err != nil {
			t.Fatal(err)
		}
		if err := e.end(s); err != nil {
			t.Fatal(err)
		}
		settle()
		if _, err := readOnB(s); !errors.Is(err, db.ErrNotFound) {
			t.Errorf("after a %s on the other instance the session still reads (%v)", e.name, err)
		}
	}

	s = newSession()
	if _, err := readOnB(s); err != nil {
		t.Fatal(err)
	}
	if err := a.SetUserRoles(ctx, u.ID, []string{"staff"}, now); err != nil {
		t.Fatal(err)
	}
	settle()
	if user, err := readOnB(s); err != nil || len(user.Roles) != 1 || user.Roles[0].Role != "staff" {
		t.Errorf("after a role change on the other instance: %+v, %v", user, err)
	}

	// A sign-out whose notice is lost (written with triggers off, as if sent while b's
	// listening connection was down) stays cached on b, until b listens again.
	s = newSession()
	if _, err := readOnB(s); err != nil {
		t.Fatal(err)
	}
	err = a.Bun().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, "SET LOCAL session_replication_role = replica"); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, "UPDATE sessions SET revoked_at = ? WHERE id = ?", now, s.ID)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	settle()
	if _, err := readOnB(s); err != nil {
		t.Fatalf("without a notice the cached session should still read: %v", err)
	}
	if _, err := a.Bun().ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); busB.Relistened() == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("b did not listen again after its connection was ended")
		}
	}
	if _, err := readOnB(s); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("after listening again b still serves a signed-out session (%v)", err)
	}
}
