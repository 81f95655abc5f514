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

// The typed holistic calls (holistic_proposal.go, holistic_progress.go) share these: a save
// sends a patch of the type's fields (the keys it sends replace the stored ones), which is
// merged onto the stored fields, decoded into the type's struct, normalised, and stored as
// canonical JSON.

// registerHolistic gives the two holistic types their rules and what their approval feeds.
func (s *Service) registerHolistic() {
	s.SetValidator(model.ReportHolisticReq, proposalRules{})
	s.SetOnApprove(model.ReportHolisticReq, s.approveProposal)
	s.SetValidator(model.ReportHolisticProgress, progressRules{})
	s.SetOnApprove(model.ReportHolisticProgress, s.approveProgress)
}

// mergeFields answers stored (a JSON object) with patch's keys replacing its own.
func mergeFields(stored string, patch json.RawMessage) (map[string]any, error) {
	m := map[string]any{}
	if stored != "" {
		if err := json.Unmarshal([]byte(stored), &m); err != nil || m == nil {
			m = map[string]any{}
		}
	}
	if len(patch) > 0 && string(patch) != "null" {
		if len(patch) > MaxFields {
			return nil, apperr.Input("fields", MsgFields)
		}
		var p map[string]any
		if err := json.Unmarshal(patch, &p); err != nil {
			return nil, apperr.Input("fields", MsgFields)
		}
		for k, v := range p {
			m[k] = v
		}
	}
	return m, nil
}

// decodeInto decodes m into out (a type's fields struct).
func decodeInto(m map[string]any, out any) error {
	b, err := json.Marshal(m)
	if err != nil {
		return apperr.Input("fields", MsgFields)
	}
	if err := json.Unmarshal(b, out); err != nil {
		return apperr.Input("fields", MsgFields)
	}
	return nil
}

// encodeFields answers a type's fields struct as a JSON object.
func encodeFields(v any) (json.RawMessage, error) {
	return json.Marshal(v)
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

// saveTyped saves the author's DRAFT of type t: patch merged onto its fields, normalised by
// norm (which may change in too), from in.Version (the version read here when 0).
func (s *Service) saveTyped(ctx context.Context, id, t string, in Input, patch json.RawMessage, norm func(r *model.Report, in *Input, m map[string]any) (json.RawMessage, error)) (*model.Report, error) {
	r, err := s.typed(ctx, id, t)
	if err != nil {
		return nil, err
	}
	if in.Version == 0 {
		in.Version = r.Version
	}
	m, err := mergeFields(r.Fields, patch)
	if err != nil {
		return nil, err
	}
	fields, err := norm(r, &in, m)
	if err != nil {
		return nil, err
	}
	in.Type, in.Fields = t, fields
	return s.Update(ctx, id, in)
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
