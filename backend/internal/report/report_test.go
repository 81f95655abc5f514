package report_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// fixture is a database with a people group; Ana, a field worker who files reports; Ben, the
// group's regional coordinator; Zoe, a field worker of nothing here; and staff.
type fixture struct {
	t                      *testing.T
	d                      *bundb.DB
	svc                    *report.Service
	group                  string
	ana, ben, zoe, staff   context.Context
	anaContact, benContact string
	zoeContact             string
	drafts                 int
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	d := bundbtest.New(t)
	clock := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	f := &fixture{t: t, d: d, svc: report.New(d, link.New(d))}
	var mu sync.Mutex
	f.svc.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); clock = clock.Add(time.Second); return clock }
	contact := func(name string) string {
		c := &model.Contact{FullName: name, Type: model.ContactIndividual}
		if err := d.CreateContact(ctx, c); err != nil {
			t.Fatal(err)
		}
		return c.ID
	}
	g := &model.PeopleGroup{ID: "ke-12345", PeopleID3: "12345", NameAcrossCountries: "Kikuyu", NameInCountry: "Kikuyu", SearchText: "kikuyu kenya",
		CountryCode: "KE", Country: "Kenya", ContinentCode: "AFR", Continent: "Africa", RegionCode: "1", Region: "East Africa", JPURL: "https://joshuaproject.net/",
		CreatedAt: clock, UpdatedAt: clock}
	if _, err := d.Bun().NewInsert().Model(g).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	f.group = g.ID
	ana, ben, zoe, staff := contact("Ana"), contact("Ben"), contact("Zoe"), contact("Staff")
	f.anaContact, f.benContact, f.zoeContact = ana, ben, zoe
	for i, l := range []struct{ contact, role string }{{ana, model.LinkFieldWorker}, {ben, model.LinkRegionalCoordinator}} {
		if err := d.CreatePeopleGroupLink(ctx, &model.PeopleGroupLink{ID: fmt.Sprintf("l-%d", i), ContactID: l.contact, PeopleGroupID: g.ID, Type: l.role, CreatedAt: clock, UpdatedAt: clock}); err != nil {
			t.Fatal(err)
		}
	}
	f.ana = as("ana", ana, "field-worker")
	f.ben = as("ben", ben, "regional-coordinator")
	f.zoe = as("zoe", zoe, "field-worker")
	f.staff = as("staff", staff, "staff")
	return f
}

func as(user, contact string, roles ...string) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{UserID: "u-" + user, Username: user, Roles: roles, SessionID: "s-" + user, ContactID: contact, UserContactID: contact})
}

func ptr[T any](v T) *T { return &v }

// draft has Ana create a people group report, each for a quarter before the last one's (one
// report per group, quarter and field worker).
func (f *fixture) draft() *model.Report {
	f.t.Helper()
	q := fmt.Sprintf("%d.Q%d", 2026-f.drafts/4, 4-f.drafts%4)
	f.drafts++
	r, err := f.svc.Create(f.ana, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group), Quarter: ptr(q),
		Fields: json.RawMessage(`{"numSalvations": 3, "miracles": []}`)}, model.ViaPortal)
	if err != nil {
		f.t.Fatal(err)
	}
	return r
}

// refused fails unless err has code and message.
func refused(t *testing.T, what string, err error, code, msg string) {
	t.Helper()
	e := apperr.As(err)
	if e == nil || e.Code != code || (msg != "" && e.Message != msg) {
		t.Fatalf("%s: got %v (%+v), want %s %q", what, err, e, code, msg)
	}
}

func must(t *testing.T, what string, r *model.Report, err error, status string) *model.Report {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if r.Status != status {
		t.Fatalf("%s: status %s, want %s", what, r.Status, status)
	}
	return r
}

func (f *fixture) history(id string) []*model.ReportHistory {
	f.t.Helper()
	h, err := f.svc.History(f.staff, id)
	if err != nil {
		f.t.Fatal(err)
	}
	return h
}

func TestReportLifecycleThroughEveryState(t *testing.T) {
	f := newFixture(t)
	r := f.draft()
	if r.Status != model.ReportDraft || r.Version != 1 || r.CreatedBy != "u-ana" || r.ContactID != f.anaContact || r.Fields != `{"miracles":[],"numSalvations":3}` {
		t.Fatalf("new report %+v", r)
	}
	id := r.ID
	r, err := f.svc.Update(f.ana, id, report.Input{Notes: ptr("Three baptisms."), Version: 1})
	r = must(t, "save draft", r, err, model.ReportDraft)
	if r.Version != 2 || r.Notes != "Three baptisms." {
		t.Fatalf("saved %+v", r)
	}
	r, err = f.svc.Submit(f.ana, id, model.ViaPortal)
	r = must(t, "submit", r, err, model.ReportPending)
	if r.SubmittedAt == nil {
		t.Fatal("submit records no submittedAt")
	}
	_, err = f.svc.Update(f.ana, id, report.Input{Notes: ptr("late"), Version: r.Version})
	refused(t, "save while pending", err, report.Conflict, report.MsgNotDraft)
	_, err = f.svc.Submit(f.ana, id, model.ViaPortal)
	refused(t, "submit twice", err, report.Conflict, report.MsgAlreadySent)

	r, err = f.svc.Unsubmit(f.ana, id, model.ViaPortal)
	must(t, "unsubmit pending", r, err, model.ReportDraft)
	_, err = f.svc.Hold(f.staff, id, "why", model.ViaBackOffice)
	refused(t, "hold a draft", err, report.Conflict, report.MsgNotPending)
	_, err = f.svc.Approve(f.staff, id, model.ViaBackOffice)
	refused(t, "approve a draft", err, report.Conflict, report.MsgNotDecidable)
	r, err = f.svc.Submit(f.ana, id, model.ViaPortal)
	must(t, "submit again", r, err, model.ReportPending)

	_, err = f.svc.Hold(f.staff, id, "  ", model.ViaBackOffice)
	refused(t, "hold without a reason", err, apperr.BadUserInput, report.MsgHoldReason)
	r, err = f.svc.Hold(f.staff, id, "Please add the village names.", model.ViaBackOffice)
	r = must(t, "hold", r, err, model.ReportHold)
	if r.DecisionReason != "Please add the village names." || r.DecidedBy == nil || *r.DecidedBy != "u-staff" || r.DecidedAt == nil {
		t.Fatalf("hold records %+v", r)
	}
	_, err = f.svc.Hold(f.staff, id, "again", model.ViaBackOffice)
	refused(t, "hold a held report", err, report.Conflict, report.MsgNotPending)
	r, err = f.svc.Unsubmit(f.ana, id, model.ViaPortal)
	must(t, "unsubmit held", r, err, model.ReportDraft)
	r, err = f.svc.Submit(f.ana, id, model.ViaPortal)
	must(t, "re-submit", r, err, model.ReportPending)
	r, err = f.svc.Hold(f.staff, id, "One more thing.", model.ViaBackOffice)
	must(t, "hold again", r, err, model.ReportHold)
	r, err = f.svc.Approve(f.staff, id, model.ViaBackOffice)
	must(t, "approve from hold", r, err, model.ReportApproved)

	// Approved is final, for everyone.
	for name, err := range map[string]error{
		"save":     second(f.svc.Update(f.ana, id, report.Input{Notes: ptr("x")})),
		"submit":   second(f.svc.Submit(f.ana, id, model.ViaPortal)),
		"unsubmit": second(f.svc.Unsubmit(f.ana, id, model.ViaPortal)),
		"hold":     second(f.svc.Hold(f.staff, id, "x", model.ViaBackOffice)),
		"reject":   second(f.svc.Reject(f.staff, id, "x", model.ViaBackOffice)),
		"approve":  second(f.svc.Approve(f.staff, id, model.ViaBackOffice)),
		"delete":   second(f.svc.Delete(f.ana, id, model.ViaPortal)),
	} {
		refused(t, name+" approved", err, report.Conflict, report.MsgApproved)
	}

	var got []string
	for _, h := range f.history(id) {
		got = append(got, h.FromStatus+">"+h.ToStatus+" "+h.UserName+" "+h.Via+" "+h.Reason)
	}
	want := []string{
		">DRAFT ana portal ",
		"DRAFT>PENDING ana portal ", "PENDING>DRAFT ana portal ", "DRAFT>PENDING ana portal ",
		"PENDING>HOLD staff back office Please add the village names.", "HOLD>DRAFT ana portal ", "DRAFT>PENDING ana portal ",
		"PENDING>HOLD staff back office One more thing.", "HOLD>APPROVED staff back office ",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("history\n got %q\nwant %q", got, want)
	}
}

func second[T any](_ T, err error) error { return err }

func TestReportRejectNeedsAReasonAndIsFinal(t *testing.T) {
	f := newFixture(t)
	id := f.draft().ID
	if _, err := f.svc.Submit(f.ana, id, model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	_, err := f.svc.Reject(f.staff, id, "", model.ViaBackOffice)
	refused(t, "reject without a reason", err, apperr.BadUserInput, report.MsgRejectReason)
	r, err := f.svc.Reject(f.staff, id, "Wrong quarter.", model.ViaBackOffice)
	must(t, "reject", r, err, model.ReportRejected)
	_, err = f.svc.Unsubmit(f.ana, id, model.ViaPortal)
	refused(t, "unsubmit rejected", err, report.Conflict, report.MsgRejected)
	_, err = f.svc.Approve(f.staff, id, model.ViaBackOffice)
	refused(t, "approve rejected", err, report.Conflict, report.MsgRejected)
}

func TestReportTransitionsPerRole(t *testing.T) {
	f := newFixture(t)
	id := f.draft().ID
	// Ben coordinates the group: he reads Ana's report but does not write it.
	if _, err := f.svc.Get(f.ben, id); err != nil {
		t.Fatalf("coordinator reads: %v", err)
	}
	refused(t, "coordinator reads the history", second(f.svc.History(f.ben, id)), apperr.Forbidden, report.MsgHistory)
	if h, err := f.svc.History(f.ana, id); err != nil || len(h) != 1 {
		t.Fatalf("the author reads the history: %d %v", len(h), err)
	}
	_, err := f.svc.Update(f.ben, id, report.Input{Notes: ptr("x")})
	refused(t, "coordinator saves", err, apperr.Forbidden, report.MsgNotAuthor)
	_, err = f.svc.Submit(f.ben, id, model.ViaPortal)
	refused(t, "coordinator submits", err, apperr.Forbidden, report.MsgNotAuthor)
	_, err = f.svc.Submit(f.staff, id, model.ViaBackOffice)
	refused(t, "staff submit another's report", err, apperr.Forbidden, report.MsgNotAuthor)
	_, err = f.svc.Delete(f.staff, id, model.ViaBackOffice)
	refused(t, "staff delete another's report", err, apperr.Forbidden, report.MsgNotAuthor)
	if _, err := f.svc.Submit(f.ana, id, model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	// Only staff decide: not the author, not the coordinator.
	for name, ctx := range map[string]context.Context{"author": f.ana, "coordinator": f.ben} {
		refused(t, name+" approves", second(f.svc.Approve(ctx, id, model.ViaPortal)), apperr.Forbidden, apperr.MsgForbidden)
		refused(t, name+" holds", second(f.svc.Hold(ctx, id, "x", model.ViaPortal)), apperr.Forbidden, apperr.MsgForbidden)
		refused(t, name+" rejects", second(f.svc.Reject(ctx, id, "x", model.ViaPortal)), apperr.Forbidden, apperr.MsgForbidden)
	}
	_, err = f.svc.Unsubmit(f.staff, id, model.ViaBackOffice)
	refused(t, "staff unsubmit", err, apperr.Forbidden, report.MsgNotAuthor)
	_, err = f.svc.Delete(f.ana, id, model.ViaPortal)
	refused(t, "delete pending", err, report.Conflict, report.MsgDeleteSubmitted)
}

func TestReportStrangersSeeNothing(t *testing.T) {
	f := newFixture(t)
	id := f.draft().ID
	calls := map[string]error{
		"read":     second(f.svc.Get(f.zoe, id)),
		"history":  second(f.svc.History(f.zoe, id)),
		"save":     second(f.svc.Update(f.zoe, id, report.Input{Notes: ptr("mine now")})),
		"submit":   second(f.svc.Submit(f.zoe, id, model.ViaPortal)),
		"unsubmit": second(f.svc.Unsubmit(f.zoe, id, model.ViaPortal)),
		"delete":   second(f.svc.Delete(f.zoe, id, model.ViaPortal)),
	}
	for name, err := range calls {
		refused(t, "stranger "+name, err, apperr.NotFound, report.MsgNotFound)
	}
	list, n, err := f.svc.List(f.zoe, db.ReportFilter{}, db.ListPage{})
	if err != nil || n != 0 || len(list) != 0 {
		t.Fatalf("stranger's list: %d %v", n, err)
	}
	for name, ctx := range map[string]context.Context{"author": f.ana, "coordinator": f.ben, "staff": f.staff} {
		list, n, err := f.svc.List(ctx, db.ReportFilter{}, db.ListPage{})
		if err != nil || n != 1 || list[0].ID != id {
			t.Fatalf("%s's list: %d %v", name, n, err)
		}
	}
	// Zoe may not file a report for Ana, who is no field worker of anything Zoe names.
	_, err = f.svc.Create(f.zoe, report.Input{Type: model.ReportTrainEvent, ContactID: ptr(f.anaContact)}, model.ViaPortal)
	refused(t, "filing for a stranger", err, apperr.BadUserInput, "Please select a field worker")
	if e := apperr.As(err); e.Field != "contactId" {
		t.Fatalf("refused on %q", e.Field)
	}
	// A report Ben files for Ana, a field worker of his group, is Ana's to read as well.
	r, err := f.svc.Create(f.ben, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group), Quarter: ptr("2025.Q4"), ContactID: ptr(f.anaContact)}, model.ViaPortal)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Get(f.ana, r.ID); err != nil {
		t.Fatalf("the field worker it is filed for reads: %v", err)
	}
	// Ben may not file for Zoe, who is no field worker of his group; staff file for anyone.
	_, err = f.svc.Create(f.ben, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group), Quarter: ptr("2025.Q3"), ContactID: ptr(f.zoeContact)}, model.ViaPortal)
	refused(t, "filing for a field worker of nothing here", err, apperr.BadUserInput, "Please select a field worker")
	s, err := f.svc.Create(f.staff, report.Input{Type: model.ReportTrainEvent, ContactID: ptr(f.anaContact)}, model.ViaPortal)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Get(f.ana, s.ID); err != nil {
		t.Fatalf("the field worker staff filed for reads: %v", err)
	}
	if _, err := f.svc.Get(f.ben, s.ID); err == nil {
		t.Fatal("a coordinator of another group reads a report about none")
	}
}

func TestReportStaleSaveIsRefused(t *testing.T) {
	f := newFixture(t)
	id := f.draft().ID
	if _, err := f.svc.Update(f.ana, id, report.Input{Notes: ptr("from the phone"), Version: 1}); err != nil {
		t.Fatal(err)
	}
	_, err := f.svc.Update(f.ana, id, report.Input{Notes: ptr("from the laptop"), Version: 1})
	refused(t, "save from version 1 after version 2", err, report.Conflict, report.MsgStale)
	r, _ := f.svc.Get(f.ana, id)
	if r.Notes != "from the phone" || r.Version != 2 {
		t.Fatalf("after a stale save: %+v", r)
	}
}

func TestReportInputRules(t *testing.T) {
	f := newFixture(t)
	_, err := f.svc.Create(f.ana, report.Input{Type: "WEEKLY"}, model.ViaPortal)
	refused(t, "unknown type", err, apperr.BadUserInput, report.MsgUnknownType)
	_, err = f.svc.Create(f.ana, report.Input{Type: model.ReportPGQuarterly, Quarter: ptr("2026-3")}, model.ViaPortal)
	refused(t, "bad quarter", err, apperr.BadUserInput, report.MsgQuarter)
	_, err = f.svc.Create(f.ana, report.Input{Type: model.ReportPGQuarterly, Fields: json.RawMessage(`[1]`)}, model.ViaPortal)
	refused(t, "fields not an object", err, apperr.BadUserInput, report.MsgFields)
	// Only staff pick any people group or project; others, one they have a role on.
	_, err = f.svc.Create(f.zoe, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group)}, model.ViaPortal)
	refused(t, "a group Zoe has no role on", err, apperr.BadUserInput, report.MsgPeopleGroup)
	_, err = f.svc.Create(f.ana, report.Input{Type: model.ReportHolisticProgress, HolisticProjectID: ptr("no-such-project")}, model.ViaPortal)
	refused(t, "a project that does not exist", err, apperr.BadUserInput, report.MsgProject)
	r := f.draft()
	_, err = f.svc.Update(f.ana, r.ID, report.Input{PeopleGroupID: ptr("elsewhere")})
	refused(t, "saving with a group Ana has no role on", err, apperr.BadUserInput, report.MsgPeopleGroup)
	if _, err := f.svc.Create(f.staff, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group)}, model.ViaBackOffice); err != nil {
		t.Fatalf("staff pick any group: %v", err)
	}
}

type needsSalvations struct{}

func (needsSalvations) Validate(_ context.Context, r *model.Report) []report.Problem {
	var m map[string]any
	_ = json.Unmarshal([]byte(r.Fields), &m)
	if _, ok := m["numSalvations"]; !ok {
		return []report.Problem{{Field: "numSalvations", Message: "This field is required"}}
	}
	return nil
}

func TestReportSubmitRunsTheTypesRules(t *testing.T) {
	f := newFixture(t)
	f.svc.SetValidator(model.ReportPGQuarterly, needsSalvations{})
	r, err := f.svc.Create(f.ana, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group)}, model.ViaPortal)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.svc.Submit(f.ana, r.ID, model.ViaPortal)
	refused(t, "submit incomplete", err, apperr.BadUserInput, "This field is required")
	if e := apperr.As(err); e.Field != "numSalvations" {
		t.Fatalf("field %q", e.Field)
	}
	if _, err := f.svc.Update(f.ana, r.ID, report.Input{Fields: json.RawMessage(`{"numSalvations": 0}`)}); err != nil {
		t.Fatal(err)
	}
	r, err = f.svc.Submit(f.ana, r.ID, model.ViaPortal)
	must(t, "submit complete", r, err, model.ReportPending)
}

func TestReportDeleteOnlyNeverSubmitted(t *testing.T) {
	f := newFixture(t)
	id := f.draft().ID
	r, err := f.svc.Delete(f.ana, id, model.ViaPortal)
	if err != nil || r.DeletedAt == nil || r.DeletedBy == nil || *r.DeletedBy != "u-ana" {
		t.Fatalf("delete draft: %+v %v", r, err)
	}
	refused(t, "read deleted", second(f.svc.Get(f.ana, id)), apperr.NotFound, report.MsgNotFound)
	var row model.Report
	if err := f.d.Bun().NewSelect().Model(&row).Where("id = ?", id).Scan(context.Background()); err != nil || row.DeletedBy == nil || *row.DeletedBy != "u-ana" {
		t.Fatalf("deleted row kept with deletedBy: %+v %v", row, err)
	}

	// Submitted once, then unsubmitted: a DRAFT again, but not deletable.
	id = f.draft().ID
	if _, err := f.svc.Submit(f.ana, id, model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Unsubmit(f.ana, id, model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	refused(t, "delete once submitted", second(f.svc.Delete(f.ana, id, model.ViaPortal)), report.Conflict, report.MsgDeleteSubmitted)
}

// TestReportRaceEndsInOneOutcome races the author's submit and unsubmit with staff's approve and
// hold on one report: every call either wins or is refused with a code, the report ends in one
// status, and its history is an unbroken chain ending there, one row per win.
func TestReportRaceEndsInOneOutcome(t *testing.T) {
	f := newFixture(t)
	id := f.draft().ID
	if _, err := f.svc.Submit(f.ana, id, model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	wins := 0
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			switch i % 4 {
			case 0:
				_, err = f.svc.Submit(f.ana, id, model.ViaPortal)
			case 1:
				_, err = f.svc.Unsubmit(f.ana, id, model.ViaPortal)
			case 2:
				_, err = f.svc.Approve(f.staff, id, model.ViaBackOffice)
			case 3:
				_, err = f.svc.Hold(f.staff, id, "Check the numbers.", model.ViaBackOffice)
			}
			if err != nil {
				if e := apperr.As(err); e == nil || e.Code != report.Conflict {
					t.Errorf("call %d: %v", i, err)
				}
				return
			}
			mu.Lock()
			wins++
			mu.Unlock()
		}()
	}
	wg.Wait()
	r, err := f.svc.Get(f.staff, id)
	if err != nil {
		t.Fatal(err)
	}
	h := f.history(id)
	// create and the first submit, then one row per win.
	if len(h) != 2+wins {
		t.Fatalf("%d history rows for %d wins", len(h), wins)
	}
	for i := 1; i < len(h); i++ {
		if h[i].FromStatus != h[i-1].ToStatus {
			t.Fatalf("history breaks at %d: %s after %s", i, h[i].FromStatus, h[i-1].ToStatus)
		}
	}
	if last := h[len(h)-1].ToStatus; last != r.Status {
		t.Fatalf("history ends at %s, report is %s", last, r.Status)
	}
	if r.Version != 1+len(h)-1 {
		t.Fatalf("version %d after %d transitions", r.Version, len(h)-1)
	}
}

func TestReportBulkApproveNamesWhatChanged(t *testing.T) {
	f := newFixture(t)
	var ids []string
	for range 4 {
		r := f.draft()
		if _, err := f.svc.Submit(f.ana, r.ID, model.ViaPortal); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	// Staff read the queue; then Ana unsubmits the second, and another staff rejects the third.
	seen := map[string]int{}
	list, _, err := f.svc.List(f.staff, db.ReportFilter{Status: []string{model.ReportPending}}, db.ListPage{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range list {
		seen[r.ID] = r.Version
	}
	if _, err := f.svc.Unsubmit(f.ana, ids[1], model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Reject(f.staff, ids[2], "Duplicate.", model.ViaBackOffice); err != nil {
		t.Fatal(err)
	}
	versions := make([]int, len(ids))
	for i, id := range ids {
		versions[i] = seen[id]
	}
	_, err = f.svc.BulkApprove(f.ana, ids, versions)
	refused(t, "author bulk approves", err, apperr.Forbidden, apperr.MsgForbidden)
	out, err := f.svc.BulkApprove(f.staff, append(ids, "no-such-report"), append(versions, 0))
	if err != nil {
		t.Fatal(err)
	}
	var approved []string
	for _, r := range out.Approved {
		approved = append(approved, r.ID)
		if r.Status != model.ReportApproved {
			t.Fatalf("approved %s is %s", r.ID, r.Status)
		}
	}
	if !slices.Equal(approved, []string{ids[0], ids[3]}) {
		t.Fatalf("approved %v", approved)
	}
	skipped := map[string]string{}
	for _, s := range out.Skipped {
		skipped[s.ID] = s.Status + ": " + s.Message
	}
	want := map[string]string{
		ids[1]:           "DRAFT: " + report.MsgStale,
		ids[2]:           "REJECTED: " + report.MsgStale,
		"no-such-report": ": " + report.MsgNotFound,
	}
	if fmt.Sprint(skipped) != fmt.Sprint(want) {
		t.Fatalf("skipped %v, want %v", skipped, want)
	}
	for _, h := range f.history(ids[0]) {
		if h.ToStatus == model.ReportApproved && h.Via != model.ViaBulk {
			t.Fatalf("bulk approval recorded via %q", h.Via)
		}
	}
}

func TestReportProjectCoordinatorReads(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	p := &model.HolisticProject{ID: "p-1", RegionCode: "1", ProjectName: "Well for Kibera", TypeOfProject: "CLEAN_WATER", Desc: "A well", Stage: "ACTIVE",
		Status: model.ProjectActive, FundingTarget: 1, Tags: []model.ProjectTag{}, RegionalCoordID: &f.benContact, CreatedAt: now, UpdatedAt: now}
	if err := f.d.CreateHolisticProject(ctx, p, nil); err != nil {
		t.Fatal(err)
	}
	if err := f.d.CreateProjectLink(ctx, &model.ProjectLink{ID: "pl-1", ContactID: f.anaContact, ProjectID: p.ID, Type: model.LinkFieldWorker, CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	r, err := f.svc.Create(f.ana, report.Input{Type: model.ReportHolisticProgress, HolisticProjectID: ptr(p.ID), Quarter: ptr("2026.Q3")}, model.ViaPortal)
	if err != nil {
		t.Fatal(err)
	}
	// Ben is the project's regional coordinator (regionalCoordId), with no link of his own.
	if _, err := f.svc.Get(f.ben, r.ID); err != nil {
		t.Fatalf("project coordinator reads: %v", err)
	}
	if list, n, err := f.svc.List(f.ben, db.ReportFilter{HolisticProjectID: p.ID}, db.ListPage{}); err != nil || n != 1 || list[0].ID != r.ID {
		t.Fatalf("project coordinator lists %d %v", n, err)
	}
	refused(t, "stranger reads", second(f.svc.Get(f.zoe, r.ID)), apperr.NotFound, report.MsgNotFound)
}

// Authors and deciders are shown by their contact's name, not their username; a user whose
// contact has no name is shown by username.
func TestReportShowsPeopleByName(t *testing.T) {
	f := newFixture(t)
	f.svc.Names = func(ctx context.Context, id string) (string, error) {
		c, err := f.d.GetContact(ctx, id)
		if err != nil {
			return "", err
		}
		return c.FullName, nil
	}
	r := f.draft()
	if r.CreatedByName != "Ana" {
		t.Fatalf("author shown as %q", r.CreatedByName)
	}
	_, err := f.svc.Submit(f.ana, r.ID, model.ViaPortal)
	if err != nil {
		t.Fatal(err)
	}
	r, err = f.svc.Hold(f.staff, r.ID, "Which village?", model.ViaBackOffice)
	if err != nil {
		t.Fatal(err)
	}
	if r.DecidedByName != "Staff" {
		t.Fatalf("decider shown as %q", r.DecidedByName)
	}
	var names []string
	for _, h := range f.history(r.ID) {
		names = append(names, h.UserName)
	}
	if !slices.Equal(names, []string{"Ana", "Ana", "Staff"}) {
		t.Fatalf("history names %v", names)
	}
	// Without a name on the contact, the username.
	if _, err := f.d.Bun().NewUpdate().Table("contacts").Set("full_name = ''").Where("id = ?", f.benContact).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := f.svc.Create(f.ben, report.Input{Type: model.ReportPGQuarterly, PeopleGroupID: ptr(f.group), Quarter: ptr("2026.Q1")}, model.ViaPortal)
	if err != nil {
		t.Fatal(err)
	}
	if b.CreatedByName != "ben" {
		t.Fatalf("nameless author shown as %q", b.CreatedByName)
	}
}

// The count the back office's tabs show is the list's total, for each reader.
func TestReportCountMatchesTheList(t *testing.T) {
	f := newFixture(t)
	for range 3 {
		f.draft()
	}
	r := f.draft()
	if _, err := f.svc.Submit(f.ana, r.ID, model.ViaPortal); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		who  string
		ctx  context.Context
		f    db.ReportFilter
		want int
	}{
		{"staff, all", f.staff, db.ReportFilter{}, 4},
		{"staff, pending", f.staff, db.ReportFilter{Status: []string{model.ReportPending}}, 1},
		{"coordinator", f.ben, db.ReportFilter{}, 4},
		{"stranger", f.zoe, db.ReportFilter{}, 0},
	} {
		n, err := f.svc.Count(c.ctx, c.f)
		if err != nil {
			t.Fatal(err)
		}
		_, total, err := f.svc.List(c.ctx, c.f, db.ListPage{Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if n != c.want || total != c.want {
			t.Fatalf("%s: count %d, list total %d, want %d", c.who, n, total, c.want)
		}
	}
}
