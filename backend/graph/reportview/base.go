// Package reportview holds the typed report objects as GraphQL shows them (the five report types'
// schema files): gqlgen's generated code binds them, so they cannot sit in package graph, which
// imports it. Package graph fills them (graph/report_view.go and each type's map).
package reportview

import (
	"time"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Base is what the five typed report objects share (report.graphqls, "What the five
// typed report objects share"): each type's view embeds it, so gqlgen reads these fields from
// it, and the type's own fields sit beside it. contact, publicAttachments, privateAttachments
// and history are resolvers of each type that call graph's reportContact, reportFiles and reportHistory.
type Base struct {
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
