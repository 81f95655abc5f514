package report

import (
	"context"
	"encoding/json"
	"math/big"
	"strconv"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The typed holistic calls (holistic_proposal.go, holistic_progress.go) save as every typed
// report does: the save's fields are a patch (Input.Patch; the keys it sends replace the stored
// ones), merged onto the stored fields by Update, then decoded into the type's struct,
// normalised and stored as canonical JSON by the type's Normalize hook.

// registerHolistic gives the two holistic types their rules and what their approval feeds.
func (s *Service) registerHolistic() {
	s.SetValidator(model.ReportHolisticReq, proposalRules{})
	s.SetHooks(model.ReportHolisticReq, Hooks{Normalize: normalizeAs(&Proposal{}, normProposal), OnApprove: s.approveProposal})
	s.SetValidator(model.ReportHolisticProgress, progressRules{})
	s.SetHooks(model.ReportHolisticProgress, Hooks{Normalize: normalizeAs(&Progress{}, normProgress), OnApprove: s.approveProgress})
}

// normalizeAs is a Normalize hook: r's fields (the stored ones with the save's keys merged onto
// them, Input.Patch) decoded into a fresh T, normalised and checked by norm, and stored back as
// canonical JSON.
func normalizeAs[T any](_ *T, norm func(*T) error) func(ctx context.Context, r *model.Report) error {
	return func(_ context.Context, r *model.Report) error {
		v := new(T)
		if err := json.Unmarshal([]byte(r.Fields), v); err != nil {
			return apperr.Input("fields", MsgFields)
		}
		if err := norm(v); err != nil {
			return err
		}
		return encode(r, v)
	}
}

// typed answers report id if the viewer may read it and it is of type t, else NOT_FOUND.
func (s *Service) typed(ctx context.Context, id, t string) (*model.Report, error) {
	r, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if r.Type != t {
		return nil, notFound()
	}
	return r, nil
}

// GetTyped answers report id of type t if the viewer may read it, else NOT_FOUND.
func (s *Service) GetTyped(ctx context.Context, id, t string) (*model.Report, error) {
	return s.typed(ctx, id, t)
}

// DeleteTyped deletes the author's never-submitted report id of type t.
func (s *Service) DeleteTyped(ctx context.Context, id, t, via string) (*model.Report, error) {
	if _, err := s.typed(ctx, id, t); err != nil {
		return nil, err
	}
	return s.Delete(ctx, id, via)
}

// SubmitTyped submits the author's report id of type t.
func (s *Service) SubmitTyped(ctx context.Context, id, t, via string) (*model.Report, error) {
	if _, err := s.typed(ctx, id, t); err != nil {
		return nil, err
	}
	return s.Submit(ctx, id, via)
}

// UnsubmitTyped unsubmits the author's report id of type t.
func (s *Service) UnsubmitTyped(ctx context.Context, id, t, via string) (*model.Report, error) {
	if _, err := s.typed(ctx, id, t); err != nil {
		return nil, err
	}
	return s.Unsubmit(ctx, id, via)
}

// ListTyped lists the reports of type t matching f that the viewer may read.
func (s *Service) ListTyped(ctx context.Context, t string, f db.ReportFilter, p db.ListPage) ([]*model.Report, int, error) {
	f.Type = []string{t}
	return s.List(ctx, f, p)
}

// rat answers x as an exact fraction (a float64 written as the shortest decimal that reads
// back as x: an exchange rate of 0.1 is 1/10, not the binary float's value).
func rat(x float64) *big.Rat {
	r, ok := new(big.Rat).SetString(strconv.FormatFloat(x, 'f', -1, 64))
	if !ok {
		return new(big.Rat)
	}
	return r
}

// round answers r rounded to the nearest integer, halves away from zero.
func round(r *big.Rat) int64 {
	num, den := new(big.Int).Set(r.Num()), r.Denom()
	neg := num.Sign() < 0
	num.Abs(num)
	q, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	if rem.Lsh(rem, 1).Cmp(den) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	if neg {
		q.Neg(q)
	}
	return q.Int64()
}

// times answers amount × rate, rounded (local currency ×10000 from USD ×10000).
func times(amount int64, rate float64) int64 {
	return round(new(big.Rat).Mul(new(big.Rat).SetInt64(amount), rat(rate)))
}

// over answers amount ÷ rate, rounded (USD ×10000 from local currency ×10000); 0 when rate is not
// above 0.
func over(amount int64, rate float64) int64 {
	if rate <= 0 {
		return 0
	}
	return round(new(big.Rat).Quo(new(big.Rat).SetInt64(amount), rat(rate)))
}

// canCreateForProject: a FIELD_WORKER or REGIONAL_COORDINATOR of the project (or its
// regionalCoordId), or staff (holisticproject.CanCreateHolisticQuarterlyReport's rule).
func (s *Service) canCreateForProject(ctx context.Context, projectID string) (bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return false, err
	}
	roles, p, err := s.links.RolesOnProject(ctx, v, projectID)
	if err != nil || p == nil {
		return false, err
	}
	return v.Can(link.PermAllProjects) || link.HasAny(roles, link.ReporterRoles), nil
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}
