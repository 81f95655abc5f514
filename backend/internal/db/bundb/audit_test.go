package bundb_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The trail is append-only in the database itself: someone going around Reach's store with
// SQL of their own cannot change or remove a row, on either engine.
func TestAuditTableRefusesUpdateAndDelete(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	e := &model.AuditEntry{ActorID: "u1", ActorName: "Ada Admin", ActorEmail: "ada@example.org", IP: "203.0.113.9",
		Kind: "user.roles_changed", TargetType: "user", TargetID: "u2", TargetLabel: "Ben",
		Changes: `[{"field":"roles","before":"partner","after":"staff"}]`}
	if err := d.PutAuditEntry(ctx, e); err != nil {
		t.Fatalf("insert on %s: %v", bundbtest.Engine(), err)
	}
	for _, stmt := range []string{
		`UPDATE audit_entries SET actor_name = 'someone else'`,
		`UPDATE audit_entries SET changes = '[]' WHERE id = '` + e.ID + `'`,
		`DELETE FROM audit_entries WHERE id = '` + e.ID + `'`,
		`DELETE FROM audit_entries`,
	} {
		_, err := d.Bun().ExecContext(ctx, stmt)
		if err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s on %s: want the trigger's refusal, got %v", stmt, bundbtest.Engine(), err)
		}
	}
	if bundbtest.Engine() == "postgres" {
		if _, err := d.Bun().ExecContext(ctx, `TRUNCATE audit_entries`); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("TRUNCATE: want the trigger's refusal, got %v", err)
		}
	}
	got, err := d.GetAuditEntry(ctx, e.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.ActorName != "Ada Admin" || got.Changes != e.Changes {
		t.Errorf("the row changed: %+v", got)
	}
}

func TestAuditListFiltersByActorKindAndDates(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	base := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	put := func(actor, kind, label string, at time.Duration) {
		t.Helper()
		if err := d.PutAuditEntry(ctx, &model.AuditEntry{ActorID: actor, ActorName: actor + " name", Kind: kind,
			TargetType: "user", TargetID: label, TargetLabel: label, At: base.Add(at)}); err != nil {
			t.Fatal(err)
		}
	}
	put("ada", "user.roles_changed", "Ben", 0)
	put("ada", "export.csv", "payments", 24*time.Hour)
	put("cy", "user.deactivated", "Dee", 48*time.Hour)
	put("cy", "user.roles_changed", "Eve", 72*time.Hour)

	labels := func(q db.AuditQuery) ([]string, int) {
		t.Helper()
		rows, n, err := d.ListAuditEntries(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range rows {
			out = append(out, r.TargetLabel)
		}
		return out, n
	}
	check := func(name string, q db.AuditQuery, want ...string) {
		t.Helper()
		if q.Limit == 0 {
			q.Limit = 25
		}
		got, n := labels(q)
		total := len(want)
		if q.Offset > 0 {
			total = 4
		}
		if strings.Join(got, ",") != strings.Join(want, ",") || n != total {
			t.Errorf("%s: got %v (%d), want %v", name, got, n, want)
		}
	}
	from, until := base.Add(24*time.Hour), base.Add(72*time.Hour)
	check("newest first", db.AuditQuery{Desc: true}, "Eve", "Dee", "payments", "Ben")
	check("by actor", db.AuditQuery{ActorID: "ada"}, "Ben", "payments")
	check("by kind", db.AuditQuery{Kinds: []string{"user.roles_changed"}}, "Ben", "Eve")
	check("by dates", db.AuditQuery{From: &from, Until: &until}, "payments", "Dee")
	check("by text", db.AuditQuery{Q: "CY NAME"}, "Dee", "Eve")
	check("second page", db.AuditQuery{Offset: 2, Limit: 1}, "Dee")
}

// A change and its audit row are one transaction: when the row cannot be written, the change
// is not made either (and when the change fails, no row is written: the graph tests).
func TestAuditRowAndItsChangeCommitTogether(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC()
	u, err := d.CreateUser(ctx, db.NewUser{Username: "ben", Name: "Ben", Email: "ben@example.org", PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	taken := &model.AuditEntry{Kind: model.AuditExportCSV, TargetType: "list", TargetID: "users"}
	if err := d.PutAuditEntry(ctx, taken); err != nil {
		t.Fatal(err)
	}
	roles := func() string {
		t.Helper()
		got, err := d.GetUserByID(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range got.Roles {
			out = append(out, r.Role)
		}
		return strings.Join(out, ",")
	}

	// The entry's id is taken: its insert fails, and the roles stay as they were.
	pending := &db.PendingAudit{}
	pending.Add(&model.AuditEntry{ID: taken.ID, Kind: model.AuditUserRoles, TargetType: "user", TargetID: u.ID, Changes: "[]"})
	if err := d.SetUserRoles(db.WithPendingAudit(ctx, pending), u.ID, []string{"staff"}, now); err == nil {
		t.Fatal("the change was made without its audit row")
	}
	if got := roles(); got != "partner" {
		t.Fatalf("roles %q after a change whose audit row failed", got)
	}
	if n := len(pending.Unwritten()); n != 1 {
		t.Fatalf("%d entries left to write, want the one that failed", n)
	}

	// With a good entry both go in, and the entry is marked written.
	pending = &db.PendingAudit{}
	pending.Add(&model.AuditEntry{Kind: model.AuditUserRoles, TargetType: "user", TargetID: u.ID, Changes: `[{"field":"roles","before":"partner","after":"staff"}]`})
	if err := d.SetUserRoles(db.WithPendingAudit(ctx, pending), u.ID, []string{"staff"}, now); err != nil {
		t.Fatal(err)
	}
	rows, n, err := d.ListAuditEntries(ctx, db.AuditQuery{Kinds: []string{model.AuditUserRoles}, Limit: 10})
	if err != nil || n != 1 || rows[0].TargetID != u.ID || roles() != "staff" || len(pending.Unwritten()) != 0 {
		t.Fatalf("after the change: %d rows %+v, roles %q, unwritten %d (%v)", n, rows, roles(), len(pending.Unwritten()), err)
	}
}

// An erasure's transaction may rewrite names and addresses out of earlier entries, and nothing
// else: not who acted, when, the kind or the target, and never a DELETE.
func TestAuditTableLetsAnErasureRewriteNamesOnly(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	e := &model.AuditEntry{ActorID: "u1", ActorName: "Ada Admin", ActorEmail: "ada@example.org", IP: "203.0.113.9",
		Kind: "user.roles_changed", TargetType: "user", TargetID: "u2", TargetLabel: "Ben", Changes: `[]`}
	if err := d.PutAuditEntry(ctx, e); err != nil {
		t.Fatal(err)
	}
	inErasure := func(stmt string) error {
		return d.Bun().RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.ExecContext(ctx, `INSERT INTO audit_erasing (erasure_id) VALUES ('x1')`); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, `DELETE FROM audit_erasing WHERE erasure_id = 'x1'`)
			return err
		})
	}
	for _, stmt := range []string{
		`UPDATE audit_entries SET kind = 'export.csv'`,
		`UPDATE audit_entries SET actor_id = 'u9'`,
		`UPDATE audit_entries SET target_id = 'u9', target_label = 'Erased person'`,
		`DELETE FROM audit_entries`,
	} {
		if err := inErasure(stmt); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s in an erasure on %s: want the trigger's refusal, got %v", stmt, bundbtest.Engine(), err)
		}
	}
	if err := inErasure(`UPDATE audit_entries SET actor_name = 'Erased person', actor_email = '', target_label = 'Erased person'`); err != nil {
		t.Fatalf("an erasure's rewrite on %s: %v", bundbtest.Engine(), err)
	}
	got, err := d.GetAuditEntry(ctx, e.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.ActorName != "Erased person" || got.ActorEmail != "" || got.ActorID != "u1" || got.Kind != e.Kind || got.TargetID != "u2" {
		t.Errorf("after the erasure's rewrite: %+v", got)
	}
	// Once the erasure committed, the trail is append-only again.
	if _, err := d.Bun().ExecContext(ctx, `UPDATE audit_entries SET actor_name = 'Ada Admin'`); err == nil || !strings.Contains(err.Error(), "append-only") {
		t.Errorf("an update after the erasure on %s: want the trigger's refusal, got %v", bundbtest.Engine(), err)
	}
}
