package graph

import (
	"context"
	"encoding/json"
	"time"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// ReportBaseView is what the five typed report objects share (report.graphqls, "What the five
// typed report objects share"): each type's view embeds it, so gqlgen reads these fields from
// it, and the type's own fields sit beside it. contact, publicAttachments, privateAttachments
// and history are resolvers of each type that call reportContact, reportFiles and
// reportHistory.
type ReportBaseView struct {
	UnderscoreID         string
	ID                   string
	ReportType           gqlmodel.ReportType
	Status               gqlmodel.ReportStatus
	Version              int
	ContactID            string
	Quarter              string
	RegionCode           string
	Notes                string
	SubmittedAt          *time.Time
	IsSubmitted          bool
	IsApproved           bool
	CreatedBy            string
	CreatedByUser        *gqlmodel.ReportUser
	SubmittedByUser      *gqlmodel.ReportUser
	UpdatedBy            string
	CreatedAt            time.Time
	UpdatedAt            time.Time
	DeletedBy            *string
	DeletedAt            *time.Time
	Approval             *gqlmodel.ReportApproval
	CanEdit              bool
	PublicAttachmentIds  []string
	PrivateAttachmentIds []string

	// Report is the row the view was made from (for the resolvers of the type's fields).
	Report *model.Report `json:"-"`
}

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
