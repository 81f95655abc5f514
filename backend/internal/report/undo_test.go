package report_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// undoFixture is the report fixture on a clock the test moves, with an approval that feeds the
// group's salvations of the report's quarter (as the people group report's does).
type undoFixture struct {
	*fixture
	mu  sync.Mutex
	now time.Time
}

func newUndoFixture(t *testing.T) *undoFixture {
	f := &undoFixture{fixture: newFixture(t), now: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)}
	f.svc.Now = func() time.Time { f.mu.Lock(); defer f.mu.Unlock(); return f.now }
	f.svc.SetOnApprove(model.ReportPGQuarterly, func(_ context.Context, r *model.Report) (*db.ReportEffects, error) {
		return &db.ReportEffects{Stats: []db.UpgStatsDelta{{PeopleGroupID: *r.PeopleGroupID, Quarter: r.Quarter, NumSalvations: 3}}}, nil
	})
	return f
}

func (f *undoFixture) wait(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now = f.now.Add(d)
}

// pending is a report Ana submitted.
func (f *undoFixture) pending() *model.Report {
	f.t.Helper()
	r, err := f.svc.Submit(f.ana, f.draft().ID, model.ViaPortal)
	return must(f.t, "submit", r, err, model.ReportPending)
}

// salvations answers the group's salvations counted for the quarter (-1: no record).
func (f *undoFixture) salvations(quarter string) int {
	f.t.Helper()
	var recs []model.UpgStatsRecord
	if err := f.d.Bun().NewSelect().Model(&recs).Where("people_group_id = ?", f.group).Where("quarter = ?", quarter).Scan(context.Background()); err != nil {
		f.t.Fatal(err)
	}
	if len(recs) == 0 {
		return -1
	}
	return recs[0].NumSalvations
}

func (f *undoFixture) settle(want int) {
	f.t.Helper()
	n, err := f.svc.SettleDue(context.Background())
	if err != nil || n != want {
		f.t.Fatalf("settled %d (%v), want %d", n, err, want)
	}
}

func (f *undoFixture) stored(id string) *model.Report {
	f.t.Helper()
	r, err := f.d.GetReport(context.Background(), id)
	if err != nil {
		f.t.Fatal(err)
	}
	return r
}

// An approval is stored the moment it is made; what it feeds waits out the undo window and is
// then applied once, whoever settles it.
func TestUndoableApprovalIsStoredAtOnceAndFeedsAfterItsWindow(t *testing.T) {
	f := newUndoFixture(t)
	r := f.pending()
	a, err := f.svc.ApproveUndoable(f.staff, r.ID, model.ViaBackOffice)
	must(t, "approve", a, err, model.ReportApproved)
	if got := f.stored(r.ID); got.Status != model.ReportApproved || got.EffectsDueAt == nil || !got.EffectsDueAt.Equal(f.now.Add(report.UndoWindow)) {
		t.Fatalf("stored %s, effects due %v: the approval is not stored at once with its window", got.Status, got.EffectsDueAt)
	}
	f.settle(0)
	if n := f.salvations(r.Quarter); n != -1 {
		t.Fatalf("salvations %d counted inside the undo window", n)
	}
	f.wait(report.UndoWindow)
	_, err = f.svc.UndoApproval(f.staff, r.ID)
	refused(t, "undo at the window's end", err, report.Conflict, report.MsgUndoLate)
	f.settle(1)
	f.settle(0)
	if n := f.salvations(r.Quarter); n != 3 {
		t.Fatalf("salvations %d after the window, want 3", n)
	}
	if got := f.stored(r.ID); got.Status != model.ReportApproved || got.EffectsDueAt != nil {
		t.Fatalf("after settling: %s, due %v", got.Status, got.EffectsDueAt)
	}
	_, err = f.svc.UndoApproval(f.staff, r.ID)
	refused(t, "undo after settling", err, report.Conflict, report.MsgUndoLate)
}

// Undo puts the report back as it was (status, the hold's decision) and records the move; its
// approval then feeds nothing.
func TestUndoApprovalPutsTheReportBackAsItWas(t *testing.T) {
	f := newUndoFixture(t)
	r := f.pending()
	held, err := f.svc.Hold(f.staff, r.ID, "Please add the village names.", model.ViaBackOffice)
	must(t, "hold", held, err, model.ReportHold)
	f.wait(time.Minute)
	a, err := f.svc.ApproveUndoable(f.staff, r.ID, model.ViaBackOffice)
	must(t, "approve", a, err, model.ReportApproved)
	f.wait(report.UndoWindow - time.Second)
	u, err := f.svc.UndoApproval(f.staff, r.ID)
	must(t, "undo", u, err, model.ReportHold)
	got := f.stored(r.ID)
	if got.Status != model.ReportHold || got.Version != a.Version+1 || got.EffectsDueAt != nil ||
		got.DecisionReason != "Please add the village names." || got.DecidedAt == nil || !got.DecidedAt.Equal(*held.DecidedAt) {
		t.Fatalf("after undo: %s v%d due %v reason %q at %v; want HOLD as held", got.Status, got.Version, got.EffectsDueAt, got.DecisionReason, got.DecidedAt)
	}
	h := f.history(r.ID)
	last := h[len(h)-1]
	if last.FromStatus != model.ReportApproved || last.ToStatus != model.ReportHold || last.Via != model.ViaUndo || last.UserID != "u-staff" {
		t.Fatalf("the undo's history row: %+v", last)
	}
	f.wait(time.Hour)
	f.settle(0)
	if n := f.salvations(r.Quarter); n != -1 {
		t.Fatalf("an undone approval fed %d salvations", n)
	}
	// Decided again, it is final as before.
	a, err = f.svc.Approve(f.staff, r.ID, model.ViaBackOffice)
	must(t, "approve again", a, err, model.ReportApproved)
	if n := f.salvations(r.Quarter); n != 3 {
		t.Fatalf("salvations %d after a plain approval, want 3", n)
	}
	_, err = f.svc.UndoApproval(f.staff, r.ID)
	refused(t, "undo a plain approval", err, report.Conflict, report.MsgUndoLate)

	// An approval undone from PENDING leaves no decision behind.
	p := f.pending()
	a, err = f.svc.ApproveUndoable(f.staff, p.ID, model.ViaBackOffice)
	must(t, "approve", a, err, model.ReportApproved)
	u, err = f.svc.UndoApproval(f.staff, p.ID)
	must(t, "undo", u, err, model.ReportPending)
	if got := f.stored(p.ID); got.DecidedAt != nil || got.DecidedBy != nil || got.DecisionReason != "" {
		t.Fatalf("an undone approval from PENDING left a decision: %+v", got)
	}
}

// Only the approver undoes, only staff, and only an approval.
func TestUndoApprovalIsTheApproversAlone(t *testing.T) {
	f := newUndoFixture(t)
	other := as("staff2", f.zoeContact, "staff")
	r := f.pending()
	_, err := f.svc.UndoApproval(f.staff, r.ID)
	refused(t, "undo a pending report", err, report.Conflict, report.MsgUndoLate)
	_, err = f.svc.ApproveUndoable(f.staff, r.ID, model.ViaBackOffice)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.svc.UndoApproval(other, r.ID)
	refused(t, "another staff member's undo", err, apperr.Forbidden, report.MsgUndoNotYours)
	_, err = f.svc.UndoApproval(f.ana, r.ID)
	refused(t, "the author's undo", err, apperr.Forbidden, "")
	if got := f.stored(r.ID); got.Status != model.ReportApproved {
		t.Fatalf("a refused undo moved the report to %s", got.Status)
	}
	var vias []string
	for _, h := range f.history(r.ID) {
		vias = append(vias, h.Via)
	}
	if slices.Contains(vias, model.ViaUndo) {
		t.Fatalf("a refused undo wrote history: %q", vias)
	}
}

// An undo and the settling racing at the window's end: exactly one of them changes anything.
func TestUndoAndSettleRaceOneWins(t *testing.T) {
	f := newUndoFixture(t)
	for i := 0; i < 4; i++ {
		r := f.pending()
		if _, err := f.svc.ApproveUndoable(f.staff, r.ID, model.ViaBackOffice); err != nil {
			t.Fatal(err)
		}
		f.wait(report.UndoWindow - time.Millisecond)
		// The store decides at its own time: an undo stamped before the end and a settle stamped after.
		var wg sync.WaitGroup
		var undoErr, settleErr error
		wg.Add(2)
		go func() {
			defer wg.Done()
			_, undoErr = f.svc.UndoApproval(f.staff, r.ID)
		}()
		go func() {
			defer wg.Done()
			settleErr = f.d.SettleReportEffects(context.Background(), r.ID, &db.ReportEffects{Stats: []db.UpgStatsDelta{{PeopleGroupID: f.group, Quarter: r.Quarter, NumSalvations: 3}}}, f.now.Add(time.Second))
		}()
		wg.Wait()
		got := f.stored(r.ID)
		n := f.salvations(r.Quarter)
		switch {
		case undoErr == nil && settleErr != nil:
			if got.Status != model.ReportPending || n != -1 {
				t.Fatalf("undo won, yet %s with %d salvations", got.Status, n)
			}
		case undoErr != nil && settleErr == nil:
			if got.Status != model.ReportApproved || n != 3 {
				t.Fatalf("settle won, yet %s with %d salvations", got.Status, n)
			}
		default:
			t.Fatalf("undo %v, settle %v: not exactly one won", undoErr, settleErr)
		}
		f.wait(time.Minute)
	}
}

// Two instances settle the same due approvals at once: each approval feeds once in all.
func TestSettleDueClaimedOnceAcrossInstances(t *testing.T) {
	f := newUndoFixture(t)
	other := report.New(f.d, nil)
	other.Now = f.svc.Now
	other.SetOnApprove(model.ReportPGQuarterly, func(_ context.Context, r *model.Report) (*db.ReportEffects, error) {
		return &db.ReportEffects{Stats: []db.UpgStatsDelta{{PeopleGroupID: *r.PeopleGroupID, Quarter: r.Quarter, NumSalvations: 3}}}, nil
	})
	var quarters []string
	for i := 0; i < 3; i++ {
		r := f.pending()
		if _, err := f.svc.ApproveUndoable(f.staff, r.ID, model.ViaBackOffice); err != nil {
			t.Fatal(err)
		}
		quarters = append(quarters, r.Quarter)
	}
	f.wait(report.UndoWindow)
	var wg sync.WaitGroup
	counts := make([]int, 2)
	for i, s := range []*report.Service{f.svc, other} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := s.SettleDue(context.Background())
			if err != nil {
				t.Error(err)
			}
			counts[i] = n
		}()
	}
	wg.Wait()
	if counts[0]+counts[1] != 3 {
		t.Fatalf("settled %v, want 3 in all", counts)
	}
	for _, q := range quarters {
		if n := f.salvations(q); n != 3 {
			t.Fatalf("quarter %s: %d salvations, want 3 (fed once)", q, n)
		}
	}
}
