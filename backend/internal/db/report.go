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
	// NotID, when set, leaves that report out (another report than this one).
	NotID string
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
	// Effects are what the transition changes beside the report, in the same transaction and
	// only when the report changed (an approval's: report.Service.SetOnApprove). nil: none.
	Effects *ReportEffects
	// Mails are stored in the outbox in the transition's transaction, only when it changes the
	// report (the caller delivers them after the commit).
	Mails []*model.OutboxMail
	// EffectsDueAt, on an approval that can be undone, is when its effects are due (Effects is
	// then nil: SettleReportEffects applies them once it passes).
	EffectsDueAt *time.Time
}

// ReportUndo takes back an approval still in its undo window: it applies only while the report
// is APPROVED, decided by UserID, with effects due after At, and moves it back To the status it
// was approved from, with the decision it had before (Decision, nil for none) and its history row.
type ReportUndo struct {
	ID       string
	UserID   string
	To       string
	At       time.Time
	Decision *ReportDecision
	History  *model.ReportHistory
}

// ReportDecision is a report's staff decision: when, by whom (id and name), and why.
type ReportDecision struct {
	At     time.Time
	By     string
	ByName string
	Reason string
}

// ReportEffects is what an approval changes beside the report. Each report type fills its own
// part; a nil or empty part changes nothing. The store applies them in the transaction of the
// report's conditional update, so a second approval (refused) changes nothing either.
type ReportEffects struct {
	// Holistic is the holistic proposal's and progress report's part.
	Holistic *HolisticReportEffects
	// The people group quarterly report's part: Stats are added to the people group's
	// UpgStatsRecord of the quarter (created when missing), and its prayer requests and
	// testimonies are recorded.
	Stats          []UpgStatsDelta
	PrayerRequests []*model.PrayerRequest
	Testimonies    []*model.Testimony
}

// HolisticReportEffects change or create a holistic project.
type HolisticReportEffects struct {
	// ProjectID names the project UpdateProject changes: the store reads it locked for update,
	// calls UpdateProject, and writes back its report-fed columns (supported field workers,
	// responsible persons, cumulative stats) and updated_at.
	ProjectID     string
	UpdateProject func(p *model.HolisticProject) error
	// NewProject is a project to create (an approved proposal's), serving NewProjectGroupIDs,
	// with NewProjectLinks (its field workers).
	NewProject         *model.HolisticProject
	NewProjectGroupIDs []string
	NewProjectLinks    []*model.ProjectLink
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
