package report

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// move is one transition: who may make it, from which statuses, to which, and the message when
// the report is in another status.
type move struct {
	from      []string
	to        string
	author    bool // only the author (else only staff holding decide-admin-report)
	wrong     string
	reason    string // the message when a reason is required and missing ("": optional)
	submitted bool
	decided   bool
	// undoable (an approval only) lets the approver undo it for UndoWindow; its effects wait.
	undoable bool
}

var (
	moveSubmit   = move{from: []string{model.ReportDraft}, to: model.ReportPending, author: true, wrong: MsgAlreadySent, submitted: true}
	moveUnsubmit = move{from: []string{model.ReportPending, model.ReportHold}, to: model.ReportDraft, author: true, wrong: MsgNotSubmitted}
	moveHold     = move{from: []string{model.ReportPending}, to: model.ReportHold, wrong: MsgNotPending, reason: MsgHoldReason, decided: true}
	moveApprove  = move{from: []string{model.ReportPending, model.ReportHold}, to: model.ReportApproved, wrong: MsgNotDecidable, decided: true}
	moveReject   = move{from: []string{model.ReportPending, model.ReportHold}, to: model.ReportRejected, wrong: MsgNotDecidable, reason: MsgRejectReason, decided: true}
)

// Submit sends the author's DRAFT for approval (DRAFT → PENDING) once its type's rules pass;
// each broken rule comes back on its field.
func (s *Service) Submit(ctx context.Context, id string, via string) (*model.Report, error) {
	return s.transition(ctx, id, moveSubmit, "", via, 0)
}

// Unsubmit takes the author's report back to DRAFT (from PENDING or HOLD).
func (s *Service) Unsubmit(ctx context.Context, id string, via string) (*model.Report, error) {
	return s.transition(ctx, id, moveUnsubmit, "", via, 0)
}

// Hold puts a PENDING report on hold, with the reason the author will read.
func (s *Service) Hold(ctx context.Context, id, reason, via string) (*model.Report, error) {
	return s.transition(ctx, id, moveHold, reason, via, 0)
}

// Approve approves a PENDING or held report; it is final.
func (s *Service) Approve(ctx context.Context, id, via string) (*model.Report, error) {
	return s.transition(ctx, id, moveApprove, "", via, 0)
}

// Reject rejects a PENDING or held report, with a reason; it is final.
func (s *Service) Reject(ctx context.Context, id, reason, via string) (*model.Report, error) {
	return s.transition(ctx, id, moveReject, reason, via, 0)
}

func (s *Service) transition(ctx context.Context, id string, m move, reason, via string, version int) (*model.Report, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.get(ctx, v, id)
	if err != nil {
		return nil, err
	}
	if err := s.check(ctx, v, r, m, reason); err != nil {
		return nil, err
	}
	if version == 0 {
		version = r.Version
	}
	if err := s.write(ctx, v, r, m, strings.TrimSpace(reason), via, version); err != nil {
		return nil, err
	}
	s.publish(ctx, r, CrudUpdate)
	return r, nil
}

// check answers why v may not make m on r as read, or nil.
func (s *Service) check(ctx context.Context, v *auth.Viewer, r *model.Report, m move, reason string) error {
	if m.author && !IsAuthor(v, r) {
		return apperr.New(apperr.Forbidden, MsgNotAuthor)
	}
	if !m.author && !v.Can(PermDecide) {
		return apperr.New(apperr.Forbidden, apperr.MsgForbidden)
	}
	if !slices.Contains(m.from, r.Status) {
		return conflict(finalMessage(r.Status, m.wrong))
	}
	reason = strings.TrimSpace(reason)
	if m.reason != "" && reason == "" {
		return apperr.Input("reason", m.reason)
	}
	if len(reason) > MaxReason {
		return apperr.Input("reason", "The reason is too long.")
	}
	if m.submitted {
		if t := s.types[r.Type]; t != nil && t.Validator != nil {
			if problems := t.Validator.Validate(ctx, r); len(problems) > 0 {
				return invalid(problems)
			}
		}
		if t := s.types[r.Type]; t != nil && t.Hooks.Check != nil {
			if err := t.Hooks.Check(ctx, r); err != nil {
				return err
			}
		}
	}
	return nil
}

// invalid is the error of a submit that breaks rules: every one, each on its field (the first
// one's message is the error's).
func invalid(problems []Problem) error {
	out := make([]apperr.Problem, len(problems))
	for i, p := range problems {
		out[i] = apperr.Problem{Field: p.Field, Message: p.Message}
	}
	return apperr.Inputs(out)
}

// write stores m as one conditional update from r's status at version, with its history row,
// and, once stored, makes r what the update wrote (no read back).
func (s *Service) write(ctx context.Context, v *auth.Viewer, r *model.Report, m move, reason, via string, version int) error {
	name, err := s.actorName(ctx, v, r)
	if err != nil {
		return err
	}
	now := s.now()
	h := &model.ReportHistory{ID: newID(), ReportID: r.ID, UserID: v.UserID, UserName: name, At: now,
		FromStatus: r.Status, ToStatus: m.to, Reason: reason, Via: via}
	t := db.ReportTransition{ID: r.ID, From: []string{r.Status}, Version: version, To: m.to, At: now,
		Submitted: m.submitted, Decided: m.decided, History: h}
	if m.to == model.ReportApproved {
		// An undoable approval's effects are read now too, so one that cannot be fed is refused
		// as before; SettleDue reads them again when they are due.
		e, err := s.approvalEffects(ctx, r)
		if err != nil {
			return err
		}
		if !m.undoable {
			t.Effects = e
		}
	}
	if m.undoable {
		due := now.Add(UndoWindow)
		t.EffectsDueAt = &due
	}
	mailRow, err := s.decisionMail(ctx, r, m.to, h)
	if err != nil {
		return err
	}
	if mailRow != nil {
		t.Mails = append(t.Mails, mailRow)
	}
	if m.decided {
		ctx, _ = s.Audit.Attach(ctx, decisionEntry(r, m.to, reason))
	}
	err = s.store.TransitionReport(ctx, t)
	if errors.Is(err, db.ErrConflict) {
		return s.refused(ctx, r.ID)
	}
	if err != nil {
		return err
	}
	r.Status, r.Version, r.UpdatedAt, r.EffectsDueAt = m.to, version+1, now, t.EffectsDueAt
	if t.EffectsDueAt != nil {
		s.wakeAt(*t.EffectsDueAt)
	}
	if m.submitted {
		r.SubmittedAt = &now
	}
	if m.decided {
		by := h.UserID
		r.DecidedAt, r.DecidedBy, r.DecidedByName, r.DecisionReason = &now, &by, h.UserName, h.Reason
	}
	if s.mailer != nil {
		for _, row := range t.Mails {
			s.mailer.DeliverQueued(row)
		}
	}
	return nil
}

// Delete removes the author's report that was never submitted, recording who and when.
func (s *Service) Delete(ctx context.Context, id, via string) (*model.Report, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.get(ctx, v, id)
	if err != nil {
		return nil, err
	}
	if !IsAuthor(v, r) {
		return nil, apperr.New(apperr.Forbidden, MsgNotAuthor)
	}
	if r.SubmittedAt != nil || r.Status != model.ReportDraft {
		return nil, conflict(finalMessage(r.Status, MsgDeleteSubmitted))
	}
	name, err := s.actorName(ctx, v, r)
	if err != nil {
		return nil, err
	}
	now := s.now()
	h := &model.ReportHistory{ID: newID(), ReportID: r.ID, UserID: v.UserID, UserName: name, At: now,
		FromStatus: r.Status, ToStatus: "DELETED", Via: via}
	err = s.store.DeleteReport(ctx, db.ReportTransition{ID: r.ID, At: now, History: h})
	if errors.Is(err, db.ErrConflict) {
		if cur, gerr := s.store.GetReport(ctx, id); gerr == nil && cur.SubmittedAt != nil {
			return nil, conflict(finalMessage(cur.Status, MsgDeleteSubmitted))
		}
		return nil, s.refused(ctx, id)
	}
	if err != nil {
		return nil, err
	}
	r.DeletedAt, r.DeletedBy = &now, &v.UserID
	s.publish(ctx, r, CrudDelete)
	return r, nil
}

// Bulk is the answer of a bulk approval: the reports approved, and those that were not because
// they changed meanwhile (or were never approvable), each with why.
type Bulk struct {
	Approved []*model.Report
	Skipped  []Skipped
}

// Skipped is a report a bulk approval left as it was.
type Skipped struct {
	ID      string
	Status  string
	Message string
}

// BulkApprove approves each of ids that is still PENDING or HOLD at the version the staff saw
// (versions[i], 0 when not sent); the others are named in Skipped.
func (s *Service) BulkApprove(ctx context.Context, ids []string, versions []int) (*Bulk, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if !v.Can(PermDecide) {
		return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
	}
	if len(ids) > MaxBulk {
		return nil, apperr.Input("ids", "Approve at most 500 reports at once.")
	}
	out := &Bulk{Approved: []*model.Report{}, Skipped: []Skipped{}}
	seen := map[string]bool{}
	for i, id := range ids {
		if seen[id] {
			continue
		}
		seen[id] = true
		version := 0
		if i < len(versions) {
			version = versions[i]
		}
		r, err := s.get(ctx, v, id)
		if err != nil {
			if e := apperr.As(err); e != nil && e.Code == apperr.NotFound {
				out.Skipped = append(out.Skipped, Skipped{ID: id, Message: MsgNotFound})
				continue
			}
			return nil, err
		}
		if version != 0 && version != r.Version {
			out.Skipped = append(out.Skipped, Skipped{ID: id, Status: r.Status, Message: MsgStale})
			continue
		}
		if err := s.check(ctx, v, r, moveApprove, ""); err != nil {
			out.Skipped = append(out.Skipped, Skipped{ID: id, Status: r.Status, Message: err.Error()})
			continue
		}
		if err := s.write(ctx, v, r, moveApprove, "", model.ViaBulk, r.Version); err != nil {
			if e := apperr.As(err); e != nil && e.Code != apperr.Internal {
				cur, _ := s.store.GetReport(ctx, id)
				st := ""
				if cur != nil {
					st = cur.Status
				}
				out.Skipped = append(out.Skipped, Skipped{ID: id, Status: st, Message: e.Message})
				continue
			}
			return nil, err
		}
		r, err = s.store.GetReport(ctx, id)
		if err != nil {
			return nil, err
		}
		s.publish(ctx, r, CrudUpdate)
		out.Approved = append(out.Approved, r)
	}
	return out, nil
}

// decisionEntry is the audit trail's entry of a staff decision on r (as read) to status to;
// the store writes it in the decision's transaction.
func decisionEntry(r *model.Report, to, reason string) audit.Entry {
	kind := map[string]string{model.ReportApproved: audit.KindReportApproved, model.ReportHold: audit.KindReportHeld,
		model.ReportRejected: audit.KindReportRejected}[to]
	return audit.Entry{Kind: kind, TargetType: audit.TargetReport, TargetID: r.ID, TargetLabel: reportLabel(r),
		Changes: audit.Changes{}.Add("status", r.Status, to).Add("reason", r.DecisionReason, reason)}
}

// reportLabel names a report in the audit trail: its type and quarter.
func reportLabel(r *model.Report) string {
	if r.Quarter == "" {
		return r.Type
	}
	return r.Type + " " + r.Quarter
}
