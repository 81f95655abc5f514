package report

import (
	"context"
	"errors"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Undoing an approval (docs/reports.md): the back office's Approve is stored at once, durable
// whatever the tab does next, and its approver may take it back for UndoWindow. What the
// approval feeds (its type's OnApprove effects) waits until the window has passed, so an undo
// has nothing to take back but the status: SettleDue applies the effects once, on one instance.

// UndoWindow is how long after an undoable approval its approver may undo it. The back office's
// notice offers Undo for less (UndoOffered in apps/admin), so a click near its end still arrives
// in time.
const UndoWindow = 15 * time.Second

// SettleEvery is how often RunEffects looks for approvals whose window has passed (beside the
// wake-up each undoable approval schedules on the instance that made it).
const SettleEvery = 10 * time.Second

// Messages of an undo.
const (
	MsgUndoLate     = "This approval can no longer be undone."
	MsgUndoNotYours = "Only the staff member who approved a report can undo the approval."
)

var moveApproveUndoable = func() move { m := moveApprove; m.undoable = true; return m }()

// ApproveUndoable approves as Approve does; for UndoWindow its approver may take it back
// (UndoApproval), and what it feeds is applied once the window has passed (SettleDue).
func (s *Service) ApproveUndoable(ctx context.Context, id, via string) (*model.Report, error) {
	return s.transition(ctx, id, moveApproveUndoable, "", via, 0)
}

// UndoApproval takes back the viewer's own undoable approval of report id while its window is
// open: the report returns to the status it was approved from (PENDING or HOLD) with the decision
// it had before, and the history records the move (via ViaUndo). Later, or another's approval,
// is refused and changes nothing.
func (s *Service) UndoApproval(ctx context.Context, id string) (*model.Report, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if !v.Can(PermDecide) {
		return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
	}
	r, err := s.get(ctx, v, id)
	if err != nil {
		return nil, err
	}
	now := s.now()
	if r.Status != model.ReportApproved || r.EffectsDueAt == nil || !now.Before(*r.EffectsDueAt) {
		return nil, conflict(MsgUndoLate)
	}
	if r.DecidedBy == nil || *r.DecidedBy != v.UserID {
		return nil, apperr.New(apperr.Forbidden, MsgUndoNotYours)
	}
	hist, err := s.store.ReportHistory(ctx, id)
	if err != nil {
		return nil, err
	}
	to, before := beforeApproval(hist)
	if to == "" {
		return nil, conflict(MsgUndoLate)
	}
	name, err := s.nameOf(ctx, v)
	if err != nil {
		return nil, err
	}
	h := &model.ReportHistory{ID: newID(), ReportID: r.ID, UserID: v.UserID, UserName: name, At: now,
		FromStatus: model.ReportApproved, ToStatus: to, Via: model.ViaUndo}
	ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindReportApprovalUndo, TargetType: audit.TargetReport, TargetID: r.ID,
		TargetLabel: reportLabel(r), Changes: audit.Changes{}.Add("status", model.ReportApproved, to)})
	err = s.store.UndoReportApproval(ctx, db.ReportUndo{ID: r.ID, UserID: v.UserID, To: to, At: now, Decision: before, History: h})
	if errors.Is(err, db.ErrConflict) {
		return nil, conflict(MsgUndoLate)
	}
	if err != nil {
		return nil, err
	}
	r.Status, r.Version, r.UpdatedAt, r.EffectsDueAt = to, r.Version+1, now, nil
	r.DecidedAt, r.DecidedBy, r.DecidedByName, r.DecisionReason = nil, nil, "", ""
	if before != nil {
		at, by := before.At, before.By
		r.DecidedAt, r.DecidedBy, r.DecidedByName, r.DecisionReason = &at, &by, before.ByName, before.Reason
	}
	s.publish(ctx, r, CrudUpdate)
	return r, nil
}

// beforeApproval reads from a report's history (oldest first) the status its last approval was
// made from and the decision it had then: the last hold before it (the only decision a report
// can carry and still be decided), or nil.
func beforeApproval(hist []*model.ReportHistory) (string, *db.ReportDecision) {
	last := -1
	for i, h := range hist {
		if h.ToStatus == model.ReportApproved {
			last = i
		}
	}
	if last < 0 {
		return "", nil
	}
	for i := last - 1; i >= 0; i-- {
		if h := hist[i]; h.ToStatus == model.ReportHold {
			return hist[last].FromStatus, &db.ReportDecision{At: h.At, By: h.UserID, ByName: h.UserName, Reason: h.Reason}
		}
	}
	return hist[last].FromStatus, nil
}

// SettleDue applies the effects of the undoable approvals whose window has passed, each once
// across instances, and answers how many it applied.
func (s *Service) SettleDue(ctx context.Context) (int, error) {
	ids, err := s.store.DueReportEffects(ctx, s.now(), 100)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		r, err := s.store.GetReport(ctx, id)
		if errors.Is(err, db.ErrNotFound) {
			continue
		}
		if err != nil {
			return n, err
		}
		e, err := s.approvalEffects(ctx, r)
		if err != nil {
			return n, err
		}
		err = s.store.SettleReportEffects(ctx, id, e, s.now())
		if errors.Is(err, db.ErrConflict) {
			continue // another instance settled it, or it was undone
		}
		if err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// approvalEffects answers what approving r feeds, through its type's OnApprove (nil: nothing).
func (s *Service) approvalEffects(ctx context.Context, r *model.Report) (*db.ReportEffects, error) {
	if t := s.types[r.Type]; t != nil && t.Hooks.OnApprove != nil {
		return t.Hooks.OnApprove(ctx, r)
	}
	return nil, nil
}

// RunEffects settles due approvals until ctx ends: when an undoable approval made here comes
// due, and every SettleEvery for those made elsewhere (or before a restart). log reports failures.
func (s *Service) RunEffects(ctx context.Context, log func(msg string, args ...any)) {
	t := time.NewTicker(SettleEvery)
	defer t.Stop()
	for {
		if n, err := s.SettleDue(ctx); err != nil && ctx.Err() == nil {
			log("report: apply approvals' effects", "applied", n, "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-s.due:
		}
	}
}

// wakeAt asks RunEffects to settle once at has passed.
func (s *Service) wakeAt(at time.Time) {
	time.AfterFunc(time.Until(at)+50*time.Millisecond, func() {
		select {
		case s.due <- struct{}{}:
		default:
		}
	})
}
