package graph

import (
	"context"
	"encoding/json"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// toReport maps a report for the viewer of ctx.
func toReport(ctx context.Context, r *model.Report) *gqlmodel.Report {
	var fields any = map[string]any{}
	_ = json.Unmarshal([]byte(r.Fields), &fields)
	out := &gqlmodel.Report{
		UnderscoreID: r.ID, ID: r.ID, ReportType: gqlmodel.ReportType(r.Type), Status: gqlmodel.ReportStatus(r.Status), Version: r.Version,
		ContactID: r.ContactID, PeopleGroupID: r.PeopleGroupID, HolisticProjectID: r.HolisticProjectID, RegionCode: r.RegionCode,
		Quarter: r.Quarter, Notes: r.Notes, Fields: fields, SubmittedAt: r.SubmittedAt,
		IsSubmitted: r.Status != model.ReportDraft, IsApproved: r.Status == model.ReportApproved,
		CreatedBy: r.CreatedBy, CreatedByUser: &gqlmodel.ReportUser{UnderscoreID: r.CreatedBy, Name: r.CreatedByName},
		UpdatedBy: r.UpdatedBy, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		CanEdit: report.CanEdit(auth.ViewerFrom(ctx), r),
	}
	if r.DecidedAt != nil {
		a := &gqlmodel.ReportApproval{Status: gqlmodel.ReportStatus(r.Status), When: r.DecidedAt, Reason: r.DecisionReason}
		if r.Status == model.ReportApproved {
			a.UndoableUntil = r.EffectsDueAt
		}
		if r.DecidedBy != nil {
			a.Approver = &gqlmodel.ReportUser{UnderscoreID: *r.DecidedBy, Name: r.DecidedByName}
		}
		if r.Status == model.ReportDraft || r.Status == model.ReportPending {
			// The last decision was a hold the author has since answered.
			a.Status = gqlmodel.ReportStatusHold
		}
		out.Approval = a
	}
	return out
}

func toReports(ctx context.Context, rs []*model.Report) []*gqlmodel.Report {
	out := make([]*gqlmodel.Report, len(rs))
	for i, r := range rs {
		out[i] = toReport(ctx, r)
	}
	return out
}

func toReportHistory(hs []*model.ReportHistory) []*gqlmodel.ReportHistoryEntry {
	out := make([]*gqlmodel.ReportHistoryEntry, len(hs))
	for i, h := range hs {
		out[i] = &gqlmodel.ReportHistoryEntry{UnderscoreID: h.ID, UserID: h.UserID, UserName: h.UserName, When: h.At,
			FromStatus: h.FromStatus, ToStatus: h.ToStatus, Reason: h.Reason, Via: h.Via}
	}
	return out
}

// reportInput parses what createReport and updateReport send.
func reportInput(in gqlmodel.ReportInput) (report.Input, error) {
	out := report.Input{ID: in.ID, ContactID: in.ContactID, PeopleGroupID: in.PeopleGroupID, HolisticProjectID: in.HolisticProjectID,
		RegionCode: in.RegionCode, Quarter: in.Quarter, Notes: in.Notes, Version: deref(in.Version)}
	if in.ReportType != nil {
		out.Type = string(*in.ReportType)
	}
	if in.Fields != nil {
		b, err := json.Marshal(in.Fields)
		if err != nil {
			return out, apperr.Input("fields", report.MsgFields)
		}
		out.Fields = b
	}
	return out, nil
}

// reportFilter merges the portal's filters and the back office's filter.
func reportFilter(fs ...*gqlmodel.ReportFilter) db.ReportFilter {
	var out db.ReportFilter
	for _, f := range fs {
		if f == nil {
			continue
		}
		if f.Ids != nil {
			out.IDs = f.Ids
		}
		for _, s := range f.Status {
			out.Status = append(out.Status, string(s))
		}
		for _, t := range f.ReportType {
			out.Type = append(out.Type, string(t))
		}
		set := func(dst *string, v *string) {
			if v != nil {
				*dst = *v
			}
		}
		set(&out.Q, f.Q)
		set(&out.PeopleGroupID, f.PeopleGroupID)
		set(&out.HolisticProjectID, f.HolisticProjectID)
		set(&out.ContactID, f.ContactID)
		set(&out.CreatedBy, f.CreatedBy)
		set(&out.Quarter, f.Quarter)
		set(&out.RegionCode, f.RegionCode)
	}
	return out
}

func toBulkApprove(ctx context.Context, b *report.Bulk) *gqlmodel.BulkApproveResult {
	out := &gqlmodel.BulkApproveResult{Approved: toReports(ctx, b.Approved), Skipped: make([]*gqlmodel.BulkApproveSkipped, len(b.Skipped))}
	for i, s := range b.Skipped {
		// The reason is the service's English message: said in the caller's language, as errors are.
		out.Skipped[i] = &gqlmodel.BulkApproveSkipped{UnderscoreID: s.ID, Message: i18n.TC(ctx, s.Message)}
		if s.Status != "" {
			st := gqlmodel.ReportStatus(s.Status)
			out.Skipped[i].Status = &st
		}
	}
	return out
}

// reportOf maps a service's answer of one report.
func reportOf(ctx context.Context) func(*model.Report, error) (*gqlmodel.Report, error) {
	return func(r *model.Report, err error) (*gqlmodel.Report, error) {
		if err != nil {
			return nil, err
		}
		return toReport(ctx, r), nil
	}
}
