package graph

import (
	"context"
	"encoding/json"

	"github.com/reachmissions/reach/backend/graph/reportview"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// ReportBaseView is the shared part of the typed report objects; it lives in reportview because
// gqlgen's generated code binds the typed objects and imports their package, which graph cannot be
// (graph imports generated).
type ReportBaseView = reportview.ReportBaseView

// attachmentIDs are the two attachment lists every type keeps in its fields.
type attachmentIDs struct {
	Public  []string `json:"publicAttachmentIds"`
	Private []string `json:"privateAttachmentIds"`
}

// reportBase maps the shared part of r for the viewer of ctx.
func reportBase(ctx context.Context, r *model.Report) ReportBaseView {
	g := toReport(ctx, r)
	var ids attachmentIDs
	_ = json.Unmarshal([]byte(r.Fields), &ids)
	v := ReportBaseView{
		UnderscoreID: r.ID, ID: r.ID, ReportType: g.ReportType, Status: g.Status, Version: r.Version,
		ContactID: r.ContactID, Quarter: r.Quarter, RegionCode: r.RegionCode, Notes: r.Notes,
		SubmittedAt: r.SubmittedAt, IsSubmitted: g.IsSubmitted, IsApproved: g.IsApproved,
		CreatedBy: r.CreatedBy, CreatedByUser: g.CreatedByUser, UpdatedBy: r.UpdatedBy,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, DeletedBy: r.DeletedBy, DeletedAt: r.DeletedAt,
		Approval: g.Approval, CanEdit: report.CanEdit(auth.ViewerFrom(ctx), r),
		PublicAttachmentIds: nonNil(ids.Public), PrivateAttachmentIds: nonNil(ids.Private),
		Report: r,
	}
	if r.SubmittedAt != nil {
		// The author submits; nobody else can.
		v.SubmittedByUser = g.CreatedByUser
	}
	return v
}

func nonNil(ids []string) []string {
	if ids == nil {
		return []string{}
	}
	return ids
}
