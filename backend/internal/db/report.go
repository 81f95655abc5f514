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
}
