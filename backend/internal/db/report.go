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
	// Effects, when set, are written in the same transaction once the change applied.
	Effects *ReportEffects
}

// ReportEffects are what a transition writes besides the report, in the same transaction (an
// approval feeding a people group's stats, prayer requests and testimonies). Each report type
// fills the parts it needs.
type ReportEffects struct {
	// Stats are added to the people group's UpgStatsRecord of the quarter, created when missing.
	Stats          []UpgStatsDelta
	PrayerRequests []*model.PrayerRequest
	Testimonies    []*model.Testimony
}

// UpgStatsDelta is what a report adds to a people group's figures of a quarter.
type UpgStatsDelta struct {
	PeopleGroupID        string
	Quarter              string
	NumChurchesPlanted   int
	NumHeardForFirstTime int
	NumSalvations        int
	NumWaterBaptisms     int
	NumMiracles          int
	NumPrayerRequests    int
}
