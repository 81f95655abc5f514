package db

import (
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// ReportFilter narrows a list of reports. Deleted reports never show.
type ReportFilter struct {
	IDs               []string
	Type              []string
	Status            []string
	PeopleGroupID     string
	HolisticProjectID string
	ContactID         string
	CreatedBy         string
	Quarter           string
	RegionCode        string
	Q                 string
	// Visible, when set, keeps the reports this viewer may read: the author's, those filed for
	// the contact, and those of groups or projects the contact coordinates.
	Visible *ReportVisibility
}

// ReportVisibility is who reads a report besides staff.
type ReportVisibility struct {
	UserID     string
	ContactIDs []string
}

// ReportTransition is one conditional change of a report's status: it applies only while the
// report is in one of From (and, when Version is not 0, at that version), and is stored with
// its history row in the same transaction.
type ReportTransition struct {
	ID      string
	From    []string
	Version int
	To      string
	At      time.Time
	// Submitted sets submitted_at to At (a submit); Decided records the decision fields.
	Submitted bool
	Decided   bool
	History   *model.ReportHistory
	// Mails are stored in the outbox in the transition's transaction, only when it changes the
	// report (the caller delivers them after the commit).
	Mails []*model.OutboxMail
}

// ReportFiles is what decides who sees a report's attachments: its author, status and fields
// (publicAttachmentIds, privateAttachmentIds), and whether the asking contacts support its people
// group or project (any link on it, or the project's regional coordinator).
type ReportFiles struct {
	ID        string `bun:"id"`
	CreatedBy string `bun:"created_by"`
	Status    string `bun:"status"`
	Fields    string `bun:"fields"`
	Supporter bool   `bun:"supporter"`
}

// ReportPicture is a picture attached to an approved report, with the report's fields.
type ReportPicture struct {
	model.File   `bun:",extend"`
	ReportFields string `bun:"report_fields"`
}
