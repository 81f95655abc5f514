package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

// The audit trail through the API (issue 31): each staff action makes its row (who, from
// where, what, before → after), a refused or failed change makes none, only admins read it, and
// nothing in the API edits or deletes a row.

const auditListDoc = `query($f: AuditEntryFilter) { allAuditEntries(filter: $f, perPage: 100) {
  id at actorId actorName actorEmail ip kind targetType targetId targetLabel changes { field before after } }
  _allAuditEntriesMeta(filter: $f) { count } }`

type auditRow struct {
	ID, At, ActorID, ActorName, ActorEmail, IP, Kind, TargetType, TargetID, TargetLabel string
	Changes                                                                             []struct{ Field, Before, After string }
}

func auditRows(t *testing.T, env *graphtest.Env, admin string, filter map[string]any) []auditRow {
	t.Helper()
	var d struct {
		AllAuditEntries []auditRow
		Meta            struct{ Count int } `json:"_allAuditEntriesMeta"`
	}
	env.Do(admin, auditListDoc, map[string]any{"f": filter}).MustDecode(&d)
	if d.Meta.Count != len(d.AllAuditEntries) {
		t.Fatalf("count %d for %d rows", d.Meta.Count, len(d.AllAuditEntries))
	}
	return d.AllAuditEntries
}

// oneAuditRow is the only row of kind about target, checked for its change.
func oneAuditRow(t *testing.T, env *graphtest.Env, admin, kind, target, field, before, after string) auditRow {
	t.Helper()
	var found []auditRow
	for _, r := range auditRows(t, env, admin, map[string]any{"kind": kind}) {
		if r.TargetID == target {
			found = append(found, r)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d rows of %s for %s, want 1: %+v", len(found), kind, target, found)
	}
	r := found[0]
	for _, c := range r.Changes {
		if c.Field == field {
			if c.Before != before || c.After != after {
				t.Fatalf("%s %s: %q → %q, want %q → %q", kind, field, c.Before, c.After, before, after)
			}
			return r
		}
	}
	t.Fatalf("%s: no change of %s in %+v", kind, field, r.Changes)
	return r
}

func TestAuditTrailRecordsPeopleChanges(t *testing.T) {
	env := graphtest.New(t)
	admin, adminU := env.SignInAs("admin")
	staff, staffU := env.SignInAs("staff")
	partner := env.CreateUser("partner")

	// A role change, from an address the trail keeps.
	env.DoRequest(graphtest.Request{Token: admin, IP: "203.0.113.7", Query: `mutation($id: ID!) { updateUser(id: $id, roles: ["partner", "trainer"]) { id } }`,
		Variables: map[string]any{"id": partner.ID}}).MustOK()
	r := oneAuditRow(t, env, admin, "user.roles_changed", partner.ID, "roles", "partner", "partner, trainer")
	if r.ActorID != adminU.ID || r.ActorName != adminU.Name || r.ActorEmail != adminU.Email || r.IP != "203.0.113.7" ||
		r.TargetType != "user" || r.TargetLabel != partner.Name || len(r.Changes) != 1 {
		t.Fatalf("the role change's row: %+v", r)
	}
	if at, err := time.Parse(time.RFC3339, r.At); err != nil || time.Since(at) > time.Minute {
		t.Fatalf("at %q", r.At)
	}

	// The same roles again, or a name change alone, record nothing.
	env.Do(admin, `mutation($id: ID!) { updateUser(id: $id, roles: ["trainer", "partner"], name: "Pat Renamed") { id } }`, map[string]any{"id": partner.ID}).MustOK()
	if n := len(auditRows(t, env, admin, map[string]any{"q": partner.ID})); n != 1 {
		t.Fatalf("%d rows for the partner after a change of name, want 1", n)
	}

	// A new account's roles are a grant too; one refused (staff may not make an admin) leaves no row.
	var made struct{ CreateUser struct{ ID string } }
	env.Do(admin, `mutation { createUser(username: "audited-new", name: "Nia New", email: "nia@example.org", password: "Walnut-Comet-Ledger-64", roles: ["staff"]) { id } }`, nil).MustDecode(&made)
	oneAuditRow(t, env, admin, "user.roles_changed", made.CreateUser.ID, "roles", "", "staff")
	env.Do(staff, `mutation { createUser(username: "audited-no", name: "No One", email: "no@example.org", password: "Walnut-Comet-Ledger-64", roles: ["admin"]) { id } }`, nil).MustFail("FORBIDDEN", "")
	// A username taken fails in the store's transaction: no row either.
	env.Do(admin, `mutation { createUser(username: "audited-new", name: "Nia Again", email: "nia2@example.org", password: "Walnut-Comet-Ledger-64", roles: ["partner"]) { id } }`, nil).MustFail("BAD_USER_INPUT", "")
	if rows := auditRows(t, env, admin, map[string]any{"kind": "user.roles_changed"}); len(rows) != 2 {
		t.Fatalf("%d role rows after the new accounts, want 2: %+v", len(rows), rows)
	}

	// Deactivation by staff, then reactivation.
	env.Do(staff, `mutation($id: ID!) { deleteUser(id: $id) { id } }`, map[string]any{"id": partner.ID}).MustOK()
	r = oneAuditRow(t, env, admin, "user.deactivated", partner.ID, "active", "true", "false")
	if r.ActorID != staffU.ID {
		t.Fatalf("deactivated by %s, want %s", r.ActorID, staffU.ID)
	}
	env.Do(staff, `mutation($id: ID!) { updateUser(id: $id, active: true) { id } }`, map[string]any{"id": partner.ID}).MustOK()
	oneAuditRow(t, env, admin, "user.reactivated", partner.ID, "active", "false", "true")

	// A refused change leaves no row: staff may not grant the admin role.
	env.Do(staff, `mutation($id: ID!) { updateUser(id: $id, roles: ["admin"]) { id } }`, map[string]any{"id": partner.ID}).MustFail("FORBIDDEN", "")
	if rows := auditRows(t, env, admin, map[string]any{"kind": "user.roles_changed"}); len(rows) != 2 {
		t.Fatalf("a refused role change made a row: %+v", rows)
	}

	// Invites: sent and withdrawn; no secret (the invite's code or link) anywhere in the rows.
	inv := createInvite(t, env, staff, "Ines Invited", "ines@example.org", nil, "field-worker")
	oneAuditRow(t, env, admin, "invite.sent", inv.ID, "roles", "", "field-worker")
	env.Do(staff, `mutation($id: ID!) { deleteInvite(id: $id) { id } }`, map[string]any{"id": inv.ID}).MustOK()
	r = oneAuditRow(t, env, admin, "invite.revoked", inv.ID, "status", "pending", "withdrawn")
	if !strings.Contains(r.TargetLabel, "ines@example.org") {
		t.Fatalf("the invite's label %q", r.TargetLabel)
	}
	env.Do(staff, `mutation($id: ID!) { deleteInvite(id: $id) { id } }`, map[string]any{"id": inv.ID}).MustOK()
	if rows := auditRows(t, env, admin, map[string]any{"kind": "invite.revoked"}); len(rows) != 1 {
		t.Fatalf("withdrawing twice made %d rows", len(rows))
	}
	var code string
	if inv.URL != nil {
		code = (*inv.URL)[strings.LastIndex(*inv.URL, "=")+1:]
	}
	for _, row := range auditRows(t, env, admin, nil) {
		for _, c := range row.Changes {
			if code != "" && (strings.Contains(c.Before, code) || strings.Contains(c.After, code)) {
				t.Fatalf("the invite's code is in the trail: %+v", row)
			}
		}
	}

	// Filters: by person and by dates.
	if rows := auditRows(t, env, admin, map[string]any{"actorId": adminU.ID}); len(rows) != 2 || rows[0].Kind != "user.roles_changed" {
		t.Fatalf("the admin's rows: %+v", rows)
	}
	today := time.Now().UTC().Format(time.DateOnly)
	if rows := auditRows(t, env, admin, map[string]any{"from": today, "until": today}); len(rows) != 6 {
		t.Fatalf("%d rows today, want 6", len(rows))
	}
	if rows := auditRows(t, env, admin, map[string]any{"until": "2000-01-01"}); len(rows) != 0 {
		t.Fatalf("rows before 2000: %+v", rows)
	}
	env.Do(admin, auditListDoc, map[string]any{"f": map[string]any{"from": "yesterday"}}).MustFail("BAD_USER_INPUT", "")
	env.Do(admin, auditListDoc, map[string]any{"f": map[string]any{"kind": "user.erased_everything"}}).MustFail("BAD_USER_INPUT", "")
}

func TestAuditTrailRecordsReportDecisions(t *testing.T) {
	p := newReportPeople(t)
	admin, _ := p.env.SignInAs("admin")
	held := p.create(t)
	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": held.ID})
	p.do(t, p.staff, holdRptDoc, "holdReport", map[string]any{"id": held.ID, "r": "Please name the villages."})
	oneAuditRow(t, p.env, admin, "report.held", held.ID, "reason", "", "Please name the villages.")
	p.do(t, p.staff, approveRptDoc, "approveReport", map[string]any{"id": held.ID})
	oneAuditRow(t, p.env, admin, "report.approved", held.ID, "status", "HOLD", "APPROVED")

	rejected := p.create(t)
	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": rejected.ID})
	// A reject without its reason is refused and leaves no row.
	p.env.Do(p.staff, `mutation($id: ID!) { rejectReport(id: $id, reason: " ") { _id } }`, map[string]any{"id": rejected.ID}).MustFail("BAD_USER_INPUT", "")
	if rows := auditRows(t, p.env, admin, map[string]any{"kind": "report.rejected"}); len(rows) != 0 {
		t.Fatalf("a refused rejection made rows: %+v", rows)
	}
	p.env.Do(p.staff, `mutation($id: ID!) { rejectReport(id: $id, reason: "Twice filed.") { _id } }`, map[string]any{"id": rejected.ID}).MustOK()
	oneAuditRow(t, p.env, admin, "report.rejected", rejected.ID, "status", "PENDING", "REJECTED")

	undone := p.create(t)
	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": undone.ID})
	p.env.Do(p.staff, `mutation($id: ID!) { approveReport(id: $id, undoable: true) { _id } }`, map[string]any{"id": undone.ID}).MustOK()
	p.env.Do(p.staff, `mutation($id: ID!) { undoReportApproval(id: $id) { _id } }`, map[string]any{"id": undone.ID}).MustOK()
	oneAuditRow(t, p.env, admin, "report.approval_undone", undone.ID, "status", "APPROVED", "PENDING")
	// A bulk approval records each report it approved.
	a, b := p.create(t), p.create(t)
	for _, r := range []reportOut{a, b} {
		p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r.ID})
	}
	p.env.Do(p.staff, `mutation($ids: [ID!]!) { bulkApproveReports(ids: $ids) { approved { _id } } }`, map[string]any{"ids": []string{a.ID, b.ID}}).MustOK()
	oneAuditRow(t, p.env, admin, "report.approved", a.ID, "status", "PENDING", "APPROVED")
	oneAuditRow(t, p.env, admin, "report.approved", b.ID, "status", "PENDING", "APPROVED")
	// The submit by the author is no staff decision: it is not in the trail.
	for _, r := range auditRows(t, p.env, admin, nil) {
		if !strings.HasPrefix(r.Kind, "report.") {
			t.Fatalf("unexpected row %+v", r)
		}
	}
}

func TestAuditTrailRecordsAgreementMoves(t *testing.T) {
	p := newAgreementParties(t)
	admin, _ := p.env.SignInAs("admin")
	id := p.loan(t, false)
	p.move(t, id, "SIGNING")
	oneAuditRow(t, p.env, admin, "agreement.signing_started", id, "status", "PREPARING", "SIGNING")
	p.move(t, id, "PREPARING")
	oneAuditRow(t, p.env, admin, "agreement.preparing", id, "status", "SIGNING", "PREPARING")

	// A move the agreement's rules refuse inside the store's transaction leaves no row: a
	// template cannot go to signing.
	tpl := p.loan(t, true)
	p.env.Do(p.staff, moveDoc, map[string]any{"id": tpl, "t": "LOAN_AGREEMENT", "s": "SIGNING"}).MustFail("BAD_USER_INPUT", "")
	if rows := auditRows(t, p.env, admin, map[string]any{"q": tpl}); len(rows) != 0 {
		t.Fatalf("a refused move made rows: %+v", rows)
	}

	p.env.Do(p.staff, moveDoc, map[string]any{"id": id, "t": "LOAN_AGREEMENT", "s": "CANCELLED", "r": "The project was withdrawn."}).MustOK()
	oneAuditRow(t, p.env, admin, "agreement.cancelled", id, "cancelReason", "", "The project was withdrawn.")

	var d struct{ NewAgreementVersion struct{ ID string } }
	p.env.Do(p.staff, `mutation($id: ID!) { newAgreementVersion(id: $id, agreementType: LOAN_AGREEMENT) { id } }`, map[string]any{"id": id}).MustDecode(&d)
	oneAuditRow(t, p.env, admin, "agreement.new_version", d.NewAgreementVersion.ID, "previousVersionId", "", id)
}

func TestAuditTrailRecordsRefundsAndCancelledGifts(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	admin, _ := env.SignInAs("admin")
	staff, _ := env.SignInAs("staff")
	token, donor := env.SignInAs("partner")
	c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 40, "recurring": true, "startDate": time.Now().UTC().Format(time.DateOnly)})
	payInSandbox(t, env, c.URL, "", "")
	gift := complete(t, env, token, completeProject, c.SessionID)
	charged := sandboxDo(t, env, staff, sandboxCharge, gift.ProjectSponsorship.ID)
	g := myRecurring(t, env, token)[0]
	sandboxDo(t, env, staff, sandboxRefund, charged.ID)
	r := oneAuditRow(t, env, admin, "payment.refunded", charged.ID, "status", "PAID", "REFUNDED")
	if !strings.Contains(r.TargetLabel, "$40.00") {
		t.Fatalf("the refund's label %q", r.TargetLabel)
	}
	// A second refund of the same payment is refused: still one row.
	env.Do(staff, sandboxRefund, map[string]any{"id": charged.ID}).MustFail("BAD_USER_INPUT", "")
	if rows := auditRows(t, env, admin, map[string]any{"kind": "payment.refunded"}); len(rows) != 1 {
		t.Fatalf("%d refund rows, want 1", len(rows))
	}

	cancelGift(t, env, token, g.ID)
	r = oneAuditRow(t, env, admin, "recurring_gift.cancelled", g.ID, "status", "ACTIVE", "CANCELLED")
	if r.ActorEmail != donor.Email {
		t.Fatalf("cancelled by %q, want the donor", r.ActorEmail)
	}
	cancelGift(t, env, token, g.ID) // twice answers the cancelled gift and records nothing more
	if rows := auditRows(t, env, admin, map[string]any{"kind": "recurring_gift.cancelled"}); len(rows) != 1 {
		t.Fatalf("%d cancellation rows, want 1", len(rows))
	}
}

func TestAuditTrailExportsAndGuards(t *testing.T) {
	env := graphtest.New(t)
	admin, _ := env.SignInAs("admin")
	staff, staffU := env.SignInAs("staff")
	partner, _ := env.SignInAs("partner")

	const record = `mutation($l: String!, $f: JSON, $n: Int!) { recordCsvExport(list: $l, filter: $f, rowCount: $n) }`
	env.Do(staff, record, map[string]any{"l": "payments", "f": map[string]any{"status": "PAID"}, "n": 42}).MustOK()
	r := oneAuditRow(t, env, admin, "export.csv", "payments", "rows", "", "42")
	if r.ActorID != staffU.ID || r.Changes[0].Field != "filters" || r.Changes[0].After != `{"status":"PAID"}` {
		t.Fatalf("the export's row: %+v", r)
	}
	for _, bad := range []map[string]any{
		{"l": "Payments; DROP", "n": 1},
		{"l": "payments", "n": -1},
		{"l": "payments", "n": 100_001},
		{"l": "payments", "n": 1, "f": map[string]any{"q": strings.Repeat("x", 3000)}},
	} {
		env.Do(staff, record, bad).MustFail("BAD_USER_INPUT", "")
	}
	env.Do(partner, record, map[string]any{"l": "payments", "n": 1}).MustFail("FORBIDDEN", "")
	if rows := auditRows(t, env, admin, nil); len(rows) != 1 {
		t.Fatalf("refused exports made rows: %+v", rows)
	}

	// Only admins read the trail: staff and everyone else are refused.
	for _, token := range []string{staff, partner} {
		env.Do(token, auditListDoc, nil).MustFail("FORBIDDEN", "")
		env.Do(token, `query($id: ID!) { AuditEntry(id: $id) { id } }`, map[string]any{"id": r.ID}).MustFail("FORBIDDEN", "")
		env.Do(token, `query { auditKinds }`, nil).MustFail("FORBIDDEN", "")
	}
	env.Do("", auditListDoc, nil).MustFail("UNAUTHENTICATED", "")
	var one struct{ AuditEntry auditRow }
	env.Do(admin, `query($id: ID!) { AuditEntry(id: $id) { id kind targetId } }`, map[string]any{"id": r.ID}).MustDecode(&one)
	if one.AuditEntry.Kind != "export.csv" {
		t.Fatalf("AuditEntry: %+v", one.AuditEntry)
	}

	// No mutation edits or deletes an entry: the only one about the trail adds an export's.
	var schema struct {
		Schema struct {
			MutationType struct {
				Fields []struct {
					Name string
					Args []struct{ Name string }
				}
			}
		} `json:"__schema"`
	}
	env.Do(admin, `query { __schema { mutationType { fields { name args { name } } } } }`, nil).MustDecode(&schema)
	for _, f := range schema.Schema.MutationType.Fields {
		if strings.Contains(strings.ToLower(f.Name), "audit") {
			t.Errorf("mutation %s touches the trail", f.Name)
		}
	}

}
