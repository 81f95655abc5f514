package model

import "time"

// Report types (spec/03 §3).
const (
	ReportHolisticReq      = "HOLISTIC_REQ"
	ReportHolisticProgress = "HOLISTIC_PROGRESS"
	ReportTrainEvent       = "TRAIN_EVENT"
	ReportTrainQuarterly   = "TRAIN_QUARTERLY"
	ReportPGQuarterly      = "PG_QUARTERLY"
)

// ReportTypes are the five report types, in the spec's order.
var ReportTypes = []string{ReportHolisticReq, ReportHolisticProgress, ReportTrainEvent, ReportTrainQuarterly, ReportPGQuarterly}

// Report statuses (spec/03 §4). A report is created DRAFT; the author submits it (PENDING) and
// may unsubmit it (PENDING or HOLD back to DRAFT); staff hold it (PENDING to HOLD) and approve
// or reject it (from PENDING or HOLD). APPROVED and REJECTED are final.
const (
	ReportDraft    = "DRAFT"
	ReportPending  = "PENDING"
	ReportApproved = "APPROVED"
	ReportRejected = "REJECTED"
	ReportHold     = "HOLD"
)

// Where a report transition was made (ReportHistory.Via).
const (
	ViaPortal     = "portal"
	ViaBackOffice = "back office"
	ViaBulk       = "bulk"
	// ViaUndo is the move that undid an approval in its undo window.
	ViaUndo = "undo"
)

// Report is the part every report type shares (spec/03 §3): who filed it and for whom, what it is
// about, its status and the staff's decision. The type's own fields are Fields, canonical JSON,
// until each type has columns of its own. Version grows by one with every change, so a save
// based on an older version is refused.
type Report struct {
	ID     string `bun:"id,pk"`
	Type   string `bun:"type,notnull"`
	Status string `bun:"status,notnull"`
	// Version counts the changes: 1 when created.
	Version int `bun:"version,notnull,default:1"`

	// CreatedBy is the author's user id; ContactID is the field worker the report is filed for.
	CreatedBy     string `bun:"created_by,notnull"`
	CreatedByName string `bun:"created_by_name,notnull,default:''"`
	ContactID     string `bun:"contact_id,notnull"`

	PeopleGroupID     *string `bun:"people_group_id"`
	HolisticProjectID *string `bun:"holistic_project_id"`
	RegionCode        string  `bun:"region_code,notnull,default:''"`
	// Quarter is "YYYY.Qn" ("" for a report that covers none, like a training event).
	Quarter string `bun:"quarter,notnull,default:''"`
	Notes   string `bun:"notes,type:text,notnull,default:''"`
	// Fields are the type's own fields as canonical JSON (an object; "{}" when empty).
	Fields string `bun:"fields,type:text,notnull,default:'{}'"`

	SubmittedAt *time.Time `bun:"submitted_at"`
	UpdatedBy   string     `bun:"updated_by,notnull,default:''"`

	// The staff's last decision: APPROVED, REJECTED or HOLD, when and by whom, and why.
	DecidedAt      *time.Time `bun:"decided_at"`
	DecidedBy      *string    `bun:"decided_by"`
	DecidedByName  string     `bun:"decided_by_name,notnull,default:''"`
	DecisionReason string     `bun:"decision_reason,type:text,notnull,default:''"`
	// EffectsDueAt is set while an approval made with an undo (docs/reports.md, "Undoing an
	// approval") waits out its window: until then its approver may undo it, and what it feeds
	// (OnApprove's effects) is applied once it passes; nil otherwise.
	EffectsDueAt *time.Time `bun:"effects_due_at"`

	CreatedAt time.Time  `bun:"created_at,notnull"`
	UpdatedAt time.Time  `bun:"updated_at,notnull"`
	DeletedAt *time.Time `bun:"deleted_at"`
	DeletedBy *string    `bun:"deleted_by"`
}

// ReportHistory is one transition of a report: append-only, never changed.
type ReportHistory struct {
	ID         string    `bun:"id,pk"`
	ReportID   string    `bun:"report_id,notnull"`
	UserID     string    `bun:"user_id,notnull"`
	UserName   string    `bun:"user_name,notnull"`
	At         time.Time `bun:"at,notnull"`
	FromStatus string    `bun:"from_status,notnull"`
	ToStatus   string    `bun:"to_status,notnull"`
	Reason     string    `bun:"reason,type:text,notnull,default:''"`
	// Via is ViaPortal, ViaBackOffice, ViaBulk or ViaUndo.
	Via string `bun:"via,notnull"`
}
