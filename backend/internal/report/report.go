// Package report is the part every report type shares (spec/03): who may read a report, and the
// state machine its status follows. The five types (people group quarterly, holistic proposal
// and progress, training event and quarterly) stand on it and bring their own fields and rules.
//
// The rules (spec/03 §4 and issue 13 "Reports on the server"; what the spec leaves open is
// decided here and in docs/reports.md):
//   - Create makes a DRAFT. Only the author saves it, only while it is a DRAFT, and only from
//     the version they last read ("This report was changed by someone else. Please reload it.").
//   - Submit: DRAFT → PENDING, once the type's Validator passes. Unsubmit: PENDING or HOLD →
//     DRAFT, by the author. Staff (decide-admin-report) hold from PENDING, with a reason, and
//     approve or reject from PENDING or HOLD; a rejection needs a reason. APPROVED and REJECTED
//     are final, for staff too. Only a report never submitted may be deleted.
//   - Every transition is one conditional update plus its history row in one transaction: when
//     two requests race, one wins and the other is told what the report has become.
//   - A report is read by its author, the field worker it is filed for, the regional
//     coordinators of its people group or project, and staff (list-admin-report); anyone else is
//     told NOT_FOUND, as for a missing report.
package report

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Messages. Stable codes come with them: NOT_FOUND, BAD_USER_INPUT, FORBIDDEN and CONFLICT.
const (
	MsgNotFound        = "Report not found"
	MsgRequired        = "This field is required"
	MsgUnknownType     = "Please choose one of the report types."
	MsgQuarter         = "Please select a quarter"
	MsgStale           = "This report was changed by someone else. Please reload it."
	MsgApproved        = "An approved report cannot be edited."
	MsgRejected        = "A rejected report cannot be edited."
	MsgNotDraft        = "Only a draft can be saved. Unsubmit the report first."
	MsgNotAuthor       = "Only the author of a report can change it."
	MsgNotPending      = "Only a report pending approval can be put on hold."
	MsgNotSubmitted    = "This report is not submitted."
	MsgAlreadySent     = "This report is already submitted."
	MsgNotDecidable    = "Only a report pending approval or on hold can be approved or rejected."
	MsgHoldReason      = "Please say why the report is put on hold."
	MsgRejectReason    = "Please say why the report is rejected."
	MsgDeleteSubmitted = "A report that was submitted cannot be deleted."
	MsgFields          = "The report's fields must be a JSON object."
	MsgPeopleGroup     = "Please select a people group"
	MsgHistory         = "Only staff and the author see a report's history."
	MsgProject         = "Please select a holistic project"
)

// Conflict is the code of a change refused because the report is not (or no longer) in a state
// that allows it.
const Conflict = apperr.Conflict

// Limits.
const (
	MaxReason = 2000
	MaxNotes  = 20_000
	MaxFields = 1 << 20
	MaxBulk   = 500
)

// Permissions the rules look at besides the schema's guards.
const (
	PermAll    = auth.PermListAdminReport
	PermDecide = auth.PermDecideAdminReport
)

// Store keeps reports.
type Store interface {
	// CreateReport stores a new report with its first history row.
	CreateReport(ctx context.Context, r *model.Report, h *model.ReportHistory) error
	// GetReport loads a report that is not deleted (db.ErrNotFound).
	GetReport(ctx context.Context, id string) (*model.Report, error)
	// ListReports lists reports matching f, paged and sorted by p, with the count of all.
	ListReports(ctx context.Context, f db.ReportFilter, p db.ListPage) ([]*model.Report, int, error)
	// CountReports answers how many reports match f.
	CountReports(ctx context.Context, f db.ReportFilter) (int, error)
	// SaveReportDraft writes a DRAFT's content if it is still a DRAFT at version (else db.ErrConflict).
	SaveReportDraft(ctx context.Context, r *model.Report, version int) error
	// TransitionReport changes a status conditionally, with its history row (else db.ErrConflict).
	TransitionReport(ctx context.Context, t db.ReportTransition) error
	// DeleteReport marks a never-submitted DRAFT deleted, with its history row (else db.ErrConflict).
	DeleteReport(ctx context.Context, t db.ReportTransition) error
	// UndoReportApproval takes back an approval in its undo window, with its history row (else
	// db.ErrConflict).
	UndoReportApproval(ctx context.Context, u db.ReportUndo) error
	// DueReportEffects lists up to limit approved reports whose effects were due by at.
	DueReportEffects(ctx context.Context, at time.Time, limit int) ([]string, error)
	// SettleReportEffects applies e for report id, once: only while its effects are due by at
	// and the report is still APPROVED (else db.ErrConflict, and nothing changes).
	SettleReportEffects(ctx context.Context, id string, e *db.ReportEffects, at time.Time) error
	// ReportHistory lists a report's transitions, oldest first.
	ReportHistory(ctx context.Context, reportID string) ([]*model.ReportHistory, error)
	// ReportFiles answers, for the reports of ids, what decides who sees their attachments
	// (whether contactIDs support each one's people group or project), in one query.
	ReportFiles(ctx context.Context, ids, contactIDs []string) ([]*db.ReportFiles, error)
	// ApprovedReportPictures lists the pictures attached to the approved reports of a people
	// group (project: a holistic project), limited, when contactIDs is not nil, to reports userID
	// wrote or whose group or project one of contactIDs supports. One query.
	ApprovedReportPictures(ctx context.Context, id string, project bool, userID string, contactIDs []string) ([]*db.ReportPicture, error)
}

// Links answers the roles of the contact a request acts for on people groups and projects
// (link.Service).
type Links interface {
	// GroupRoles answers the acting contact's roles on each of ids.
	GroupRoles(ctx context.Context, ids []string) (map[string][]string, error)
	// RolesOnProject answers v's contact's roles on project id (its regionalCoordId counting as
	// REGIONAL_COORDINATOR) and the project, nil when there is none.
	RolesOnProject(ctx context.Context, v *auth.Viewer, id string) ([]string, *model.HolisticProject, error)
	// IsReporter tells whether the acting contact is a FIELD_WORKER or REGIONAL_COORDINATOR of
	// any people group or project.
	IsReporter(ctx context.Context) (bool, error)
	// IsFieldWorkerOf tells whether contactID is a FIELD_WORKER of the people group or of the
	// project (either that is not nil).
	IsFieldWorkerOf(ctx context.Context, contactID string, peopleGroupID, projectID *string) (bool, error)
}

// Problem is one rule a report breaks, on its field.
type Problem struct {
	Field   string
	Message string
}

// Validator checks a report of its type before it is submitted (spec/03 §5). Drafts may be
// incomplete, so it runs only at submit.
type Validator interface {
	Validate(ctx context.Context, r *model.Report) []Problem
}

// OnApprove answers what approving r changes beside it (its project's stats, a new project,
// people group stats...), applied in the approval's transaction; nil changes nothing. r is the
// report as read at the version the approval is conditional on.
type OnApprove func(ctx context.Context, r *model.Report) (*db.ReportEffects, error)

// Type is what a report type brings: its name, the rules a submit checks and what an approval
// feeds (nil: none).
type Type struct {
	Name      string
	Validator Validator
	Hooks     Hooks
}

// Hooks are what a report type adds to the shared steps; each may be nil.
type Hooks struct {
	// Normalize rewrites r (its Fields above all) on every create and save: blank entries
	// dropped, ids given, totals computed on the server.
	Normalize func(ctx context.Context, r *model.Report) error
	// CanCreate answers why the viewer may not create r (the type's canCreate… check), or nil.
	CanCreate func(ctx context.Context, r *model.Report) error
	// Check answers a rule every create, save and submit keeps (one report per group and
	// quarter, a quarter the selector offers), or nil.
	Check func(ctx context.Context, r *model.Report) error
	// OnApprove answers what approving r writes in the same transaction (nil: nothing).
	OnApprove OnApprove
}

// SetHooks gives a report type its hooks (Hooks); an OnApprove set before (SetOnApprove) stays
// when h has none.
func (s *Service) SetHooks(typeName string, h Hooks) {
	if t := s.types[typeName]; t != nil {
		if h.OnApprove == nil {
			h.OnApprove = t.Hooks.OnApprove
		}
		t.Hooks = h
	}
}

// runHooks runs a save's Normalize and Check (and on create CanCreate) of r's type.
func (s *Service) runHooks(ctx context.Context, r *model.Report, create bool) error {
	t := s.types[r.Type]
	if t == nil {
		return nil
	}
	if t.Hooks.Normalize != nil {
		if err := t.Hooks.Normalize(ctx, r); err != nil {
			return err
		}
	}
	if create && t.Hooks.CanCreate != nil {
		if err := t.Hooks.CanCreate(ctx, r); err != nil {
			return err
		}
	}
	if t.Hooks.Check != nil {
		return t.Hooks.Check(ctx, r)
	}
	return nil
}

// duplicate explains a unique index refusing r: the type's Check, when it names why.
func (s *Service) duplicate(ctx context.Context, r *model.Report) error {
	if t := s.types[r.Type]; t != nil && t.Hooks.Check != nil {
		if err := t.Hooks.Check(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// Service keeps reports.
type Service struct {
	// Audit records staff's decisions (approve, hold, reject, undo) in their transactions (nil: not recorded).
	Audit *audit.Service
	store Store
	links Links
	types map[string]*Type
	Now   func() time.Time
	// Events, when set, carries every change to the subscriptions (events.go).
	Events db.Events

	// Names, when set, answers a contact's display name (its full name): the author's and the
	// decider's names a report shows are their own contact's, the username only when it has none.
	Names func(ctx context.Context, contactID string) (string, error)

	// mailer, authors and publicURL write to an author on a hold or a rejection (SetMail).
	mailer    Mailer
	authors   Authors
	publicURL string

	// due wakes RunEffects when an undoable approval made here comes due.
	due chan struct{}
}

// New returns a Service knowing the five report types, none with rules yet.
func New(store Store, links Links) *Service {
	s := &Service{store: store, links: links, types: map[string]*Type{}, Now: time.Now, due: make(chan struct{}, 1)}
	for _, name := range model.ReportTypes {
		s.types[name] = &Type{Name: name}
	}
	s.registerHolistic()
	return s
}

// SetValidator gives a report type the rules its submit checks.
func (s *Service) SetValidator(typeName string, v Validator) {
	if t := s.types[typeName]; t != nil {
		t.Validator = v
	}
}

// SetOnApprove gives a report type what its approval feeds.
func (s *Service) SetOnApprove(typeName string, f OnApprove) {
	if t := s.types[typeName]; t != nil {
		t.Hooks.OnApprove = f
	}
}

// nameOf answers the name v is shown by on reports: their own contact's full name, else their
// username.
func (s *Service) nameOf(ctx context.Context, v *auth.Viewer) (string, error) {
	if s.Names == nil || v.UserContactID == "" {
		return v.Username, nil
	}
	n, err := s.Names(ctx, v.UserContactID)
	if err != nil {
		return "", err
	}
	if n = strings.TrimSpace(n); n != "" {
		return n, nil
	}
	return v.Username, nil
}

// actorName answers the name v is shown by on r's history: the author's name as stored on r when
// v wrote it (no lookup on the author's own steps), else nameOf.
func (s *Service) actorName(ctx context.Context, v *auth.Viewer, r *model.Report) (string, error) {
	if IsAuthor(v, r) && r.CreatedByName != "" {
		return r.CreatedByName, nil
	}
	return s.nameOf(ctx, v)
}

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func newID() string { return uuid.Must(uuid.NewV7()).String() }

func notFound() error { return apperr.New(apperr.NotFound, MsgNotFound) }

func conflict(msg string) error { return apperr.New(Conflict, msg) }

// IsStaff tells whether v reads every report.
func IsStaff(v *auth.Viewer) bool { return v != nil && v.Can(PermAll) }

// IsAuthor tells whether v wrote r.
func IsAuthor(v *auth.Viewer, r *model.Report) bool { return v != nil && r.CreatedBy == v.UserID }

// CanEdit tells whether v may change r: its author, while it is DRAFT, PENDING or HOLD.
func CanEdit(v *auth.Viewer, r *model.Report) bool {
	return IsAuthor(v, r) && slices.Contains([]string{model.ReportDraft, model.ReportPending, model.ReportHold}, r.Status)
}

func contactsOf(v *auth.Viewer) []string {
	out := []string{v.ContactID}
	if v.UserContactID != "" && v.UserContactID != v.ContactID {
		out = append(out, v.UserContactID)
	}
	return out
}

// canSee tells whether v may read r.
func (s *Service) canSee(ctx context.Context, v *auth.Viewer, r *model.Report) (bool, error) {
	if IsStaff(v) || IsAuthor(v, r) || slices.Contains(contactsOf(v), r.ContactID) {
		return true, nil
	}
	if r.PeopleGroupID != nil {
		roles, err := s.links.GroupRoles(ctx, []string{*r.PeopleGroupID})
		if err != nil {
			return false, err
		}
		if slices.Contains(roles[*r.PeopleGroupID], model.LinkRegionalCoordinator) {
			return true, nil
		}
	}
	if r.HolisticProjectID != nil {
		roles, _, err := s.links.RolesOnProject(ctx, v, *r.HolisticProjectID)
		if err != nil {
			return false, err
		}
		if slices.Contains(roles, model.LinkRegionalCoordinator) {
			return true, nil
		}
	}
	return false, nil
}

// Get answers report id if the viewer may read it, else NOT_FOUND.
func (s *Service) Get(ctx context.Context, id string) (*model.Report, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	return s.get(ctx, v, id)
}

func (s *Service) get(ctx context.Context, v *auth.Viewer, id string) (*model.Report, error) {
	row, err := s.store.GetReport(ctx, id)
	r, err := db.Found(row, err, MsgNotFound)
	if err != nil {
		return nil, err
	}
	ok, err := s.canSee(ctx, v, r)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, notFound()
	}
	return r, nil
}

// List answers the reports matching f that the viewer may read, and how many there are.
func (s *Service) List(ctx context.Context, f db.ReportFilter, p db.ListPage) ([]*model.Report, int, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, 0, err
	}
	f.Visible = nil
	if !IsStaff(v) {
		f.Visible = &db.ReportVisibility{UserID: v.UserID, ContactIDs: contactsOf(v)}
	}
	return s.store.ListReports(ctx, f, p)
}

// Count answers how many reports matching f the viewer may read (the list's total, without
// reading a page).
func (s *Service) Count(ctx context.Context, f db.ReportFilter) (int, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return 0, err
	}
	f.Visible = nil
	if !IsStaff(v) {
		f.Visible = &db.ReportVisibility{UserID: v.UserID, ContactIDs: contactsOf(v)}
	}
	return s.store.CountReports(ctx, f)
}

// History answers a report's transitions, oldest first, to staff and the report's author; others
// who read the report are refused (FORBIDDEN), anyone else is told NOT_FOUND.
func (s *Service) History(ctx context.Context, id string) ([]*model.ReportHistory, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.get(ctx, v, id)
	if err != nil {
		return nil, err
	}
	if !IsStaff(v) && !IsAuthor(v, r) {
		return nil, apperr.New(apperr.Forbidden, MsgHistory)
	}
	return s.store.ReportHistory(ctx, id)
}

// Input is what a create or a save sends. Nil leaves a field as it is (on create: empty).
type Input struct {
	ID                *string
	Type              string
	ContactID         *string
	PeopleGroupID     *string
	HolisticProjectID *string
	RegionCode        *string
	Quarter           *string
	Notes             *string
	// Fields are the type's own fields, a JSON object.
	Fields json.RawMessage
	// Version is the version the author last read (save only; 0 on create).
	Version int
	// Patch merges Fields key by key onto the stored ones (a typed save, where a field left out
	// is left as it is) instead of replacing them.
	Patch bool
}

// ValidQuarter tells whether q is "YYYY.Qn".
func ValidQuarter(q string) bool {
	if len(q) != 7 || q[4] != '.' || q[5] != 'Q' || q[6] < '1' || q[6] > '4' {
		return false
	}
	for _, c := range q[:4] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// canonical answers fields as canonical JSON (keys sorted, no spaces); empty is "{}".
func canonical(fields json.RawMessage) (string, error) {
	if len(fields) == 0 || string(fields) == "null" {
		return "{}", nil
	}
	if len(fields) > MaxFields {
		return "", apperr.Input("fields", MsgFields)
	}
	var m map[string]any
	if err := json.Unmarshal(fields, &m); err != nil || m == nil {
		return "", apperr.Input("fields", MsgFields)
	}
	b, err := json.Marshal(m)
	if err != nil {
		return "", apperr.Input("fields", MsgFields)
	}
	return string(b), nil
}

func nonEmpty(p *string) *string {
	if p == nil || strings.TrimSpace(*p) == "" {
		return nil
	}
	t := strings.TrimSpace(*p)
	return &t
}

// apply writes in onto r, checking what a draft must hold even incomplete.
func apply(r *model.Report, in Input) error {
	if in.ContactID != nil && strings.TrimSpace(*in.ContactID) != "" {
		r.ContactID = strings.TrimSpace(*in.ContactID)
	}
	if in.PeopleGroupID != nil {
		r.PeopleGroupID = nonEmpty(in.PeopleGroupID)
	}
	if in.HolisticProjectID != nil {
		r.HolisticProjectID = nonEmpty(in.HolisticProjectID)
	}
	if in.RegionCode != nil {
		r.RegionCode = strings.TrimSpace(*in.RegionCode)
	}
	if in.Quarter != nil {
		q := strings.TrimSpace(*in.Quarter)
		if q != "" && !ValidQuarter(q) {
			return apperr.Input("quarter", MsgQuarter)
		}
		r.Quarter = q
	}
	if in.Notes != nil {
		if len(*in.Notes) > MaxNotes {
			return apperr.Input("notes", "Notes are too long.")
		}
		r.Notes = *in.Notes
	}
	if in.Fields != nil {
		f, err := canonical(in.Fields)
		if err != nil {
			return err
		}
		if in.Patch {
			if f, err = merge(r.Fields, f); err != nil {
				return err
			}
		}
		r.Fields = f
	}
	return nil
}

// merge answers old with patch's keys written over it, as canonical JSON.
func merge(old, patch string) (string, error) {
	m := map[string]json.RawMessage{}
	if old != "" {
		if err := json.Unmarshal([]byte(old), &m); err != nil {
			return "", err
		}
	}
	var p map[string]json.RawMessage
	if err := json.Unmarshal([]byte(patch), &p); err != nil {
		return "", apperr.Input("fields", MsgFields)
	}
	for k, v := range p {
		m[k] = v
	}
	b, err := json.Marshal(m)
	if err != nil {
		return "", err
	}
	return canonical(b)
}

// Create stores a new DRAFT written by the viewer and filed for in.ContactID (the viewer's
// contact when empty).
func (s *Service) Create(ctx context.Context, in Input, via string) (*model.Report, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if s.types[in.Type] == nil {
		return nil, apperr.Input("reportType", MsgUnknownType)
	}
	name, err := s.nameOf(ctx, v)
	if err != nil {
		return nil, err
	}
	now := s.now()
	r := &model.Report{ID: newID(), Type: in.Type, Status: model.ReportDraft, Version: 1, CreatedBy: v.UserID, CreatedByName: name,
		ContactID: v.ContactID, Fields: "{}", UpdatedBy: v.UserID, CreatedAt: now, UpdatedAt: now}
	if in.ID != nil && strings.TrimSpace(*in.ID) != "" {
		if _, err := uuid.Parse(*in.ID); err != nil {
			return nil, apperr.Input("_id", "The report id must be a UUID.")
		}
		r.ID = strings.ToLower(*in.ID)
	}
	if err := apply(r, in); err != nil {
		return nil, err
	}
	if err := s.checkRefs(ctx, v, in); err != nil {
		return nil, err
	}
	if err := s.runHooks(ctx, r, true); err != nil {
		return nil, err
	}
	if err := s.checkContact(ctx, v, r); err != nil {
		return nil, err
	}
	h := &model.ReportHistory{ID: newID(), ReportID: r.ID, UserID: v.UserID, UserName: name, At: now, ToStatus: model.ReportDraft, Via: via}
	if err := s.store.CreateReport(ctx, r, h); err != nil {
		if errors.Is(err, db.ErrAlreadyExists) {
			if derr := s.duplicate(ctx, r); derr != nil {
				return nil, derr
			}
			return nil, apperr.New(Conflict, "A report with this id already exists.")
		}
		return nil, err
	}
	s.publish(ctx, r, CrudCreate)
	return r, nil
}

// Update saves the author's DRAFT, from the version they last read.
func (s *Service) Update(ctx context.Context, id string, in Input) (*model.Report, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.get(ctx, v, id)
	if err != nil {
		return nil, err
	}
	if !IsAuthor(v, r) {
		return nil, apperr.New(apperr.Forbidden, MsgNotAuthor)
	}
	if err := stateAllows(r, model.ReportDraft, MsgNotDraft); err != nil {
		return nil, err
	}
	if in.Version != 0 && in.Version != r.Version {
		return nil, conflict(MsgStale)
	}
	if in.Type != "" && in.Type != r.Type {
		return nil, apperr.Input("reportType", "The type of a report cannot change.")
	}
	version := r.Version
	if err := apply(r, in); err != nil {
		return nil, err
	}
	if err := s.checkRefs(ctx, v, in); err != nil {
		return nil, err
	}
	if err := s.runHooks(ctx, r, false); err != nil {
		return nil, err
	}
	if err := s.checkContact(ctx, v, r); err != nil {
		return nil, err
	}
	r.UpdatedBy, r.UpdatedAt = v.UserID, s.now()
	if err := s.store.SaveReportDraft(ctx, r, version); err != nil {
		if errors.Is(err, db.ErrConflict) {
			return nil, s.refused(ctx, id)
		}
		if errors.Is(err, db.ErrAlreadyExists) {
			if derr := s.duplicate(ctx, r); derr != nil {
				return nil, derr
			}
		}
		return nil, err
	}
	s.publish(ctx, r, CrudUpdate)
	return r, nil
}

// checkRefs refuses a people group or a project the viewer has no role on: only staff pick any.
func (s *Service) checkRefs(ctx context.Context, v *auth.Viewer, in Input) error {
	if IsStaff(v) {
		return nil
	}
	if id := nonEmpty(in.PeopleGroupID); id != nil {
		roles, err := s.links.GroupRoles(ctx, []string{*id})
		if err != nil {
			return err
		}
		if len(roles[*id]) == 0 {
			return apperr.Input("peopleGroupId", MsgPeopleGroup)
		}
	}
	if id := nonEmpty(in.HolisticProjectID); id != nil {
		roles, p, err := s.links.RolesOnProject(ctx, v, *id)
		if err != nil {
			return err
		}
		if p == nil || len(roles) == 0 {
			return apperr.Input("holisticProjectId", MsgProject)
		}
	}
	return nil
}

// checkContact refuses a report filed for a field worker the viewer may not name: anyone may file
// for themself (their acting or own contact), staff for anyone, and others for a FIELD_WORKER of
// the report's people group or project. The refusal is on the field that named the contact
// (onBehalfOfContactId for a people group report filed on behalf of someone, else contactId).
func (s *Service) checkContact(ctx context.Context, v *auth.Viewer, r *model.Report) error {
	if IsStaff(v) || slices.Contains(contactsOf(v), r.ContactID) {
		return nil
	}
	ok, err := s.links.IsFieldWorkerOf(ctx, r.ContactID, r.PeopleGroupID, r.HolisticProjectID)
	if err != nil || ok {
		return err
	}
	field := "contactId"
	var f struct {
		OnBehalfOfID string `json:"onBehalfOfId"`
	}
	if json.Unmarshal([]byte(r.Fields), &f) == nil && f.OnBehalfOfID != "" && f.OnBehalfOfID == r.ContactID {
		field = "onBehalfOfContactId"
	}
	return apperr.Input(field, MsgFieldWorker)
}

// stateAllows answers the error of acting on r in a status other than want.
func stateAllows(r *model.Report, want string, otherwise string) error {
	if r.Status == want {
		return nil
	}
	return conflict(finalMessage(r.Status, otherwise))
}

func finalMessage(status, otherwise string) string {
	switch status {
	case model.ReportApproved:
		return MsgApproved
	case model.ReportRejected:
		return MsgRejected
	}
	return otherwise
}

// refused explains a conditional change that changed no row: the report is gone, has become
// final, or was changed by someone else meanwhile.
func (s *Service) refused(ctx context.Context, id string) error {
	r, err := s.store.GetReport(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return notFound()
	}
	if err != nil {
		return err
	}
	return conflict(finalMessage(r.Status, MsgStale))
}
