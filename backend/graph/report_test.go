package graph_test

import (
	"slices"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/report"
)

// The report calls as the portal and the back office send them (spec/03 §7, issue 13): the state
// machine through the API, who reads what, and the staff's decisions.

const (
	reportFields  = `_id status version reportType contactId peopleGroupId quarter notes fields canEdit isSubmitted isApproved submittedAt createdByUser { name } approval { status reason approver { name } }`
	createRptDoc  = `mutation($r: ReportInput!) { createReport(report: $r) { ` + reportFields + ` } }`
	updateRptDoc  = `mutation($r: ReportInput!) { updateReport(report: $r) { ` + reportFields + ` } }`
	submitRptDoc  = `mutation($id: ID!) { submitReport(reportId: $id) { ` + reportFields + ` } }`
	unsubRptDoc   = `mutation($id: ID!) { unsubmitReport(reportId: $id) { ` + reportFields + ` } }`
	deleteRptDoc  = `mutation($id: ID!) { deleteReport(_id: $id) }`
	approveRptDoc = `mutation($id: ID!) { approveReport(id: $id) { ` + reportFields + ` } }`
	holdRptDoc    = `mutation($id: ID!, $r: String!) { holdReport(id: $id, reason: $r) { ` + reportFields + ` } }`
	rejectRptDoc  = `mutation($id: ID!, $r: String!) { rejectReport(id: $id, reason: $r) { ` + reportFields + ` } }`
	readRptDoc    = `query($id: ID!) { report(_id: $id) { ` + reportFields + ` history { fromStatus toStatus userName reason via } } }`
	readRptShort  = `query($id: ID!) { report(_id: $id) { ` + reportFields + ` } }`
	listRptDoc    = `query($f: ReportFilter) { allReports(filters: $f) { _id status } }`
	queueRptDoc   = `query($f: ReportFilter) { allReports(page: 0, perPage: 10, sortField: "submittedAt", sortOrder: "ASC", filter: $f) { _id status }
	  _allReportsMeta(filter: $f) { count } }`
	bulkRptDoc = `mutation($ids: [ID!]!, $v: [Int!]) { bulkApproveReports(ids: $ids, versions: $v) { approved { _id status } skipped { _id status message } } }`
)

type reportOut struct {
	ID            string `json:"_id"`
	Status        string
	Version       int
	ReportType    string
	ContactID     string
	PeopleGroupID *string
	Quarter       string
	Notes         string
	Fields        map[string]any
	CanEdit       bool
	IsSubmitted   bool
	IsApproved    bool
	SubmittedAt   *string
	CreatedByUser struct{ Name string }
	Approval      *struct {
		Status   string
		Reason   string
		Approver *struct{ Name string }
	}
	History []struct{ FromStatus, ToStatus, UserName, Reason, Via string }
}

// reportPeople: Ana, a field worker of the group who files; Ben, its regional coordinator; Zoe,
// a field worker of nothing here; a partner; staff.
type reportPeople struct {
	env                         *graphtest.Env
	staff, ana, ben, zoe, partn string
	anaU                        *graphtest.TestUser
	group                       string
	made                        int
}

func newReportPeople(t *testing.T) *reportPeople {
	env := graphtest.New(t)
	p := &reportPeople{env: env}
	p.staff, _ = env.SignInAs("staff")
	p.ana, p.anaU = env.SignInAs("field-worker")
	var benU *graphtest.TestUser
	p.ben, benU = env.SignInAs("regional-coordinator")
	p.zoe, _ = env.SignInAs("field-worker")
	p.partn, _ = env.SignInAs("partner")
	p.group = addGroup(t, env, "Kikuyu")
	linkGroup(t, env, p.anaU.ContactID, p.group, "FIELD_WORKER")
	linkGroup(t, env, benU.ContactID, p.group, "REGIONAL_COORDINATOR")
	return p
}

func (p *reportPeople) do(t *testing.T, token, doc, field string, vars map[string]any) reportOut {
	t.Helper()
	var d map[string]reportOut
	p.env.Do(token, doc, vars).MustDecode(&d)
	return d[field]
}

// create saves a people group report of Ana's that its rules let her submit, each for another
// quarter (one report per group, quarter and field worker).
func (p *reportPeople) create(t *testing.T) reportOut {
	t.Helper()
	q := report.QuarterOf(time.Now().UTC().AddDate(0, -3*p.made, 0))
	p.made++
	return p.do(t, p.ana, createRptDoc, "createReport", map[string]any{"r": map[string]any{
		"reportType": "PG_QUARTERLY", "peopleGroupId": p.group, "quarter": q, "fields": map[string]any{"numSalvations": 4,
			"receivedFinancialSupport": false, "numHeardForFirstTime": 9, "numWaterBaptisms": 2}}})
}

func TestReportLifecycleThroughTheAPI(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	r := p.create(t)
	if r.Status != "DRAFT" || r.Version != 1 || !r.CanEdit || r.IsSubmitted || r.ContactID != p.anaU.ContactID || r.Fields["numSalvations"] != float64(4) || r.CreatedByUser.Name == "" {
		t.Fatalf("created %+v", r)
	}
	id := map[string]any{"id": r.ID}
	r = p.do(t, p.ana, updateRptDoc, "updateReport", map[string]any{"r": map[string]any{"_id": r.ID, "notes": "Four salvations.", "version": 1}})
	if r.Version != 2 || r.Notes != "Four salvations." {
		t.Fatalf("saved %+v", r)
	}
	// A save from the version before is refused.
	env.Do(p.ana, updateRptDoc, map[string]any{"r": map[string]any{"_id": r.ID, "notes": "old tab", "version": 1}}).MustFail("CONFLICT", report.MsgStale)

	r = p.do(t, p.ana, submitRptDoc, "submitReport", id)
	if r.Status != "PENDING" || !r.IsSubmitted || r.SubmittedAt == nil || !r.CanEdit {
		t.Fatalf("submitted %+v", r)
	}
	env.Do(p.ana, updateRptDoc, map[string]any{"r": map[string]any{"_id": r.ID, "notes": "x"}}).MustFail("CONFLICT", report.MsgNotDraft)
	env.Do(p.ana, approveRptDoc, id).MustFail("FORBIDDEN", "")
	env.Do(p.ben, holdRptDoc, map[string]any{"id": r.ID, "r": "x"}).MustFail("FORBIDDEN", "")
	env.Do(p.staff, holdRptDoc, map[string]any{"id": r.ID, "r": " "}).MustFail("BAD_USER_INPUT", report.MsgHoldReason)
	p.do(t, p.staff, holdRptDoc, "holdReport", map[string]any{"id": r.ID, "r": "Please name the villages."})

	// The author reads the staff's reason, unsubmits, saves and submits again.
	r = p.do(t, p.ana, readRptDoc, "report", id)
	if r.Status != "HOLD" || r.Approval == nil || r.Approval.Status != "HOLD" || r.Approval.Reason != "Please name the villages." || r.Approval.Approver == nil {
		t.Fatalf("held, as the author reads it: %+v", r)
	}
	p.do(t, p.ana, unsubRptDoc, "unsubmitReport", id)
	p.do(t, p.ana, updateRptDoc, "updateReport", map[string]any{"r": map[string]any{"_id": r.ID, "notes": "Villages: Gatundu."}})
	p.do(t, p.ana, submitRptDoc, "submitReport", id)
	env.Do(p.staff, rejectRptDoc, map[string]any{"id": r.ID, "r": ""}).MustFail("BAD_USER_INPUT", report.MsgRejectReason)
	r = p.do(t, p.staff, approveRptDoc, "approveReport", id)
	if r.Status != "APPROVED" || !r.IsApproved || r.Approval == nil || r.Approval.Status != "APPROVED" {
		t.Fatalf("approved %+v", r)
	}
	if r = p.do(t, p.ana, readRptDoc, "report", id); r.CanEdit {
		t.Fatal("an approved report is editable")
	}
	for _, doc := range []string{submitRptDoc, unsubRptDoc, deleteRptDoc} {
		env.Do(p.ana, doc, id).MustFail("CONFLICT", report.MsgApproved)
	}
	env.Do(p.ana, updateRptDoc, map[string]any{"r": map[string]any{"_id": r.ID, "notes": "x"}}).MustFail("CONFLICT", report.MsgApproved)
	env.Do(p.staff, holdRptDoc, map[string]any{"id": r.ID, "r": "x"}).MustFail("CONFLICT", report.MsgApproved)
	env.Do(p.staff, rejectRptDoc, map[string]any{"id": r.ID, "r": "x"}).MustFail("CONFLICT", report.MsgApproved)

	var got []string
	for _, h := range p.do(t, p.staff, readRptDoc, "report", id).History {
		got = append(got, h.FromStatus+">"+h.ToStatus+" "+h.Via)
	}
	want := []string{">DRAFT portal", "DRAFT>PENDING portal", "PENDING>HOLD back office", "HOLD>DRAFT portal", "DRAFT>PENDING portal", "PENDING>APPROVED back office"}
	if !slices.Equal(got, want) {
		t.Fatalf("history %q, want %q", got, want)
	}
}

func TestReportReadersThroughTheAPI(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	r := p.create(t)
	id := map[string]any{"id": r.ID}
	// Zoe is nobody here: she neither reads nor writes Ana's report.
	env.Do(p.zoe, readRptDoc, id).MustFail("NOT_FOUND", report.MsgNotFound)
	env.Do(p.zoe, updateRptDoc, map[string]any{"r": map[string]any{"_id": r.ID, "notes": "mine"}}).MustFail("NOT_FOUND", "")
	env.Do(p.zoe, submitRptDoc, id).MustFail("NOT_FOUND", "")
	env.Do(p.zoe, deleteRptDoc, id).MustFail("NOT_FOUND", "")
	var list struct {
		AllReports []struct {
			ID string `json:"_id"`
		}
	}
	env.Do(p.zoe, listRptDoc, nil).MustDecode(&list)
	if len(list.AllReports) != 0 {
		t.Fatalf("Zoe lists %+v", list)
	}
	// Ben coordinates the group: he reads it, cannot edit it.
	if got := p.do(t, p.ben, readRptShort, "report", id); got.ID != r.ID || got.CanEdit {
		t.Fatalf("coordinator reads %+v", got)
	}
	// The history is for staff and the author.
	env.Do(p.ben, readRptDoc, id).MustFail("FORBIDDEN", report.MsgHistory)
	env.Do(p.ben, updateRptDoc, map[string]any{"r": map[string]any{"_id": r.ID, "notes": "x"}}).MustFail("FORBIDDEN", report.MsgNotAuthor)
	list.AllReports = nil
	env.Do(p.ben, listRptDoc, map[string]any{"f": map[string]any{"peopleGroupId": p.group}}).MustDecode(&list)
	if len(list.AllReports) != 1 {
		t.Fatalf("Ben lists %+v", list)
	}
	// Partners may not read reports at all; nobody signed in is refused.
	env.Do(p.partn, listRptDoc, nil).MustFail("FORBIDDEN", "")
	env.Do(p.partn, createRptDoc, map[string]any{"r": map[string]any{"reportType": "PG_QUARTERLY"}}).MustFail("FORBIDDEN", "")
	env.Do("", readRptDoc, id).MustFail("UNAUTHENTICATED", "")

	// Deleting: only a report never submitted, by its author.
	other := p.create(t)
	var del struct{ DeleteReport string }
	env.Do(p.ana, deleteRptDoc, map[string]any{"id": other.ID}).MustDecode(&del)
	if del.DeleteReport != other.ID {
		t.Fatalf("deleted %q", del.DeleteReport)
	}
	env.Do(p.ana, readRptDoc, map[string]any{"id": other.ID}).MustFail("NOT_FOUND", "")
	p.do(t, p.ana, submitRptDoc, "submitReport", id)
	p.do(t, p.ana, unsubRptDoc, "unsubmitReport", id)
	env.Do(p.ana, deleteRptDoc, id).MustFail("CONFLICT", report.MsgDeleteSubmitted)
}

func TestReportQueueAndBulkApprove(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	var ids []any
	versions := []any{}
	for range 3 {
		r := p.create(t)
		r = p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r.ID})
		ids = append(ids, r.ID)
		versions = append(versions, r.Version)
	}
	var queue struct {
		AllReports     []struct{ ID, Status string }
		AllReportsMeta struct{ Count int } `json:"_allReportsMeta"`
	}
	env.Do(p.staff, queueRptDoc, map[string]any{"f": map[string]any{"status": []string{"PENDING"}}}).MustDecode(&queue)
	if queue.AllReportsMeta.Count != 3 || len(queue.AllReports) != 3 {
		t.Fatalf("queue %+v", queue)
	}
	// Ana unsubmits the second after staff read the queue.
	p.do(t, p.ana, unsubRptDoc, "unsubmitReport", map[string]any{"id": ids[1]})
	env.Do(p.ana, bulkRptDoc, map[string]any{"ids": ids, "v": versions}).MustFail("FORBIDDEN", "")
	var out struct {
		BulkApproveReports struct {
			Approved []struct {
				ID     string `json:"_id"`
				Status string
			}
			Skipped []struct {
				ID      string `json:"_id"`
				Status  *string
				Message string
			}
		}
	}
	env.Do(p.staff, bulkRptDoc, map[string]any{"ids": ids, "v": versions}).MustDecode(&out)
	b := out.BulkApproveReports
	if len(b.Approved) != 2 || b.Approved[0].ID != ids[0] || b.Approved[1].ID != ids[2] || b.Approved[0].Status != "APPROVED" {
		t.Fatalf("approved %+v", b.Approved)
	}
	if len(b.Skipped) != 1 || b.Skipped[0].ID != ids[1] || b.Skipped[0].Status == nil || *b.Skipped[0].Status != "DRAFT" || b.Skipped[0].Message != report.MsgStale {
		t.Fatalf("skipped %+v", b.Skipped)
	}
	r := p.do(t, p.staff, readRptDoc, "report", map[string]any{"id": ids[0]})
	if last := r.History[len(r.History)-1]; last.Via != "bulk" || last.ToStatus != "APPROVED" {
		t.Fatalf("bulk approval recorded as %+v", last)
	}

	// Why a report was left is said in the staff member's language, as an error would be.
	var me struct {
		MyProfileForUser struct {
			ID string `json:"_id"`
		}
	}
	env.Do(p.staff, `{ myProfileForUser { _id } }`, nil).MustDecode(&me)
	env.Do(p.staff, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, language: "fr"}) { language } }`,
		map[string]any{"id": me.MyProfileForUser.ID}).MustOK()
	env.Do(p.staff, bulkRptDoc, map[string]any{"ids": ids[1:2], "v": versions[1:2]}).MustDecode(&out)
	french := i18n.T("fr", report.MsgStale)
	if french == report.MsgStale {
		t.Fatal("the French catalog lacks report.MsgStale")
	}
	if s := out.BulkApproveReports.Skipped; len(s) != 1 || s[0].Message != french {
		t.Fatalf("skipped in French: %+v", s)
	}
}

// The back office's Approve with an undo: stored at once, undone by its approver alone through
// undoReportApproval, and recorded as the undo it was.
func TestReportApprovalUndoThroughTheAPI(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	r := p.create(t)
	id := map[string]any{"id": r.ID}
	p.do(t, p.ana, submitRptDoc, "submitReport", id)
	const undoableDoc = `mutation($id: ID!) { approveReport(id: $id, undoable: true) { _id status approval { status undoableUntil approver { name } } } }`
	const undoDoc = `mutation($id: ID!) { undoReportApproval(id: $id) { ` + reportFields + ` } }`
	var approved struct {
		ApproveReport struct {
			Status   string
			Approval struct {
				Status        string
				UndoableUntil *time.Time
			}
		}
	}
	env.Do(p.staff, undoableDoc, id).MustDecode(&approved)
	a := approved.ApproveReport
	if a.Status != "APPROVED" || a.Approval.Status != "APPROVED" || a.Approval.UndoableUntil == nil ||
		a.Approval.UndoableUntil.Sub(time.Now()) > report.UndoWindow || a.Approval.UndoableUntil.Before(time.Now()) {
		t.Fatalf("undoable approval answered %+v", a)
	}
	// Read again (a closed tab, another staff member): approved already.
	if got := p.do(t, p.ben, readRptShort, "report", id); got.Status != "APPROVED" {
		t.Fatalf("the coordinator reads %s right after the approval", got.Status)
	}
	env.Do(p.ana, undoDoc, id).MustFail("FORBIDDEN", "")
	other, _ := env.SignInAs("staff")
	env.Do(other, undoDoc, id).MustFail("FORBIDDEN", report.MsgUndoNotYours)
	u := p.do(t, p.staff, undoDoc, "undoReportApproval", id)
	if u.Status != "PENDING" || u.IsApproved || u.Approval != nil {
		t.Fatalf("undone %+v", u)
	}
	env.Do(p.staff, undoDoc, id).MustFail("CONFLICT", report.MsgUndoLate)
	h := p.do(t, p.staff, readRptDoc, "report", id).History
	if last := h[len(h)-1]; last.FromStatus != "APPROVED" || last.ToStatus != "PENDING" || last.Via != "undo" {
		t.Fatalf("the undo's history row %+v", last)
	}
	// Approved again without the undo, it is final.
	p.do(t, p.staff, approveRptDoc, "approveReport", id)
	env.Do(p.staff, undoDoc, id).MustFail("CONFLICT", report.MsgUndoLate)
}
