package graph

import (
	"context"
	"encoding/json"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/graph/reportview"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// ReportBaseView is reportview.Base: what the five typed report objects share. The typed views
// live in graph/reportview because gqlgen's generated code binds them and cannot import graph.
type ReportBaseView = reportview.Base

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

// ---- helpers the typed report objects' resolvers share (contact, attachments, history).

// reportContact answers the contact a report is filed for (nil when it is gone).
func (r *Resolver) reportContact(ctx context.Context, contactID string) (*gqlmodel.ReportContact, error) {
	if contactID == "" {
		return nil, nil
	}
	c, err := r.Contacts.GetContact(ctx, contactID)
	if err != nil {
		if e := apperr.As(err); e != nil && e.Code == apperr.NotFound {
			return nil, nil
		}
		return nil, err
	}
	return &gqlmodel.ReportContact{UnderscoreID: c.ID, FullName: c.FullName}, nil
}

// reportFiles answers a report's attachments, in the order of ids, that the viewer may see.
// Private attachments go to staff and the author only; public ones to those too and, once the
// report is approved, to whoever the file's rule lets see them.
func (r *Resolver) reportFiles(ctx context.Context, rep *model.Report, ids []string, private bool) ([]*gqlmodel.File, error) {
	out := []*gqlmodel.File{}
	if rep == nil || len(ids) == 0 {
		return out, nil
	}
	v := auth.ViewerFrom(ctx)
	mine := report.IsStaff(v) || report.IsAuthor(v, rep)
	if !mine && (private || rep.Status != model.ReportApproved) {
		return out, nil
	}
	files, err := r.Files.Visible(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		f := files[id]
		if f == nil {
			continue
		}
		g, err := r.fileToGQL(ctx, f)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// reportHistory answers a report's history (staff and the author; others FORBIDDEN).
func (r *Resolver) reportHistory(ctx context.Context, id string) ([]*gqlmodel.ReportHistoryEntry, error) {
	hs, err := r.Reports.History(ctx, id)
	if err != nil {
		return nil, err
	}
	return toReportHistory(hs), nil
}
