package audit_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

type memStore struct{ rows []*model.AuditEntry }

func (m *memStore) PutAuditEntry(_ context.Context, e *model.AuditEntry) error {
	m.rows = append(m.rows, e)
	return nil
}
func (m *memStore) GetAuditEntry(context.Context, string) (*model.AuditEntry, error) {
	return nil, db.ErrNotFound
}
func (m *memStore) ListAuditEntries(context.Context, db.AuditQuery) ([]*model.AuditEntry, int, error) {
	return m.rows, len(m.rows), nil
}

func actors(_ context.Context, id string) (string, string, error) {
	return "Ada Admin", "ada@example.org", nil
}

func TestChangesKeepOnlyWhatChangedAndNoSecrets(t *testing.T) {
	ch := audit.Changes{}.Add("roles", "partner", "partner").Add("active", "true", "false").
		Add("passwordHash", "$argon2id$old", "$argon2id$new").Add("inviteCode", "", "abc").Add("signInLink", "", "https://x/?t=1")
	if len(ch) != 1 || ch[0].Field != "active" {
		t.Fatalf("changes %+v", ch)
	}
	if audit.List([]string{"staff", "admin"}) != "admin, staff" {
		t.Fatal("List sorts")
	}
}

func TestRecordFillsTheActorAndAddress(t *testing.T) {
	store := &memStore{}
	s := audit.New(store, actors, nil)
	ctx := auth.WithViewer(context.Background(), &auth.Viewer{UserID: "u1", Username: "ada"})
	ctx = auth.WithClient(ctx, &auth.Client{IP: "198.51.100.4"})
	// A secret passed as a change by mistake is dropped on the way in, too.
	err := s.Record(ctx, audit.Entry{Kind: audit.KindExportCSV, TargetType: audit.TargetList, TargetID: "payments",
		Changes: []audit.Change{{Field: "rows", After: "3"}, {Field: "token", After: "secret"}}})
	if err != nil {
		t.Fatal(err)
	}
	r := store.rows[0]
	var ch []audit.Change
	_ = json.Unmarshal([]byte(r.Changes), &ch)
	if r.ActorID != "u1" || r.ActorName != "Ada Admin" || r.ActorEmail != "ada@example.org" || r.IP != "198.51.100.4" || len(ch) != 1 {
		t.Fatalf("row %+v", r)
	}
	if err := s.Record(ctx, audit.Entry{Kind: "user.renamed"}); err == nil {
		t.Fatal("an unknown kind was recorded")
	}
}

func TestFinishWritesOnlyWhatNoTransactionTookAndNothingOnFailure(t *testing.T) {
	store := &memStore{}
	s := audit.New(store, actors, nil)
	e := audit.Entry{Kind: audit.KindUserRoles, TargetType: audit.TargetUser, TargetID: "u2"}

	ctx, p := s.Attach(context.Background(), e)
	if err := p.Finish(ctx, errors.New("the change failed")); err == nil || len(store.rows) != 0 {
		t.Fatalf("a failed change wrote %d rows", len(store.rows))
	}

	ctx, p = s.Attach(context.Background(), e)
	pending := db.PendingAuditFrom(ctx)
	taken := pending.Take(model.AuditUserRoles) // as a store's transaction does
	pending.Written(taken)
	if err := p.Finish(ctx, nil); err != nil || len(store.rows) != 0 {
		t.Fatalf("an entry written in the transaction was written again: %d", len(store.rows))
	}

	ctx, p = s.Attach(context.Background(), e)
	if err := p.Finish(ctx, nil); err != nil || len(store.rows) != 1 {
		t.Fatalf("an entry no transaction took was not written after the change: %d", len(store.rows))
	}

	var none *audit.Service
	if _, p := none.Attach(context.Background(), e); p.Finish(context.Background(), nil) != nil {
		t.Fatal("a nil trail records nothing and refuses nothing")
	}
}
