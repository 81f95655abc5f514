// Package audit is the audit trail: every staff action that changes people, money, agreements
// or reports, and every export, recorded append-only (who, when, from which address, what, and
// before → after for the fields that changed). Admins read it in the back office.
//
// A change that has a transaction records its entries in it: Attach puts them on the context,
// the store method that makes the change inserts them in its transaction, and Finish writes
// only what no transaction took (a change without one), after that change succeeded. A change
// that fails leaves no row:
//
//	ctx, p := s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindUserRoles, ...})
//	err := s.Users.Update(ctx, ...)
//	if err = p.Finish(ctx, err); err != nil { ... }
//
// Record writes an entry on its own, for what is not a change of rows (an export).
package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Kinds of entries: what was done. The back office names each in the staff member's language.
const (
	KindUserRoles       = model.AuditUserRoles
	KindUserDeactivated = model.AuditUserDeactivated
	KindUserReactivated = model.AuditUserReactivated

	KindInviteSent    = model.AuditInviteSent
	KindInviteRevoked = model.AuditInviteRevoked

	KindReportApproved     = model.AuditReportApproved
	KindReportApprovalUndo = model.AuditReportApprovalUndo
	KindReportHeld         = model.AuditReportHeld
	KindReportRejected     = model.AuditReportRejected

	KindAgreementSigning    = model.AuditAgreementSigning
	KindAgreementCancelled  = model.AuditAgreementCancelled
	KindAgreementNewVersion = model.AuditAgreementNewVersion
	KindAgreementPreparing  = model.AuditAgreementPreparing

	KindPaymentRefunded        = model.AuditPaymentRefunded
	KindRecurringGiftCancelled = model.AuditRecurringGiftCancelled

	KindExportCSV = model.AuditExportCSV

	// Reserved for a person's erasure and for backups: their code records with these kinds.
	KindPersonErased = model.AuditPersonErased
	// A person downloaded what Reach holds about them (personaldata).
	KindPersonExported = model.AuditPersonExported
	KindBackupTaken    = model.AuditBackupTaken
	KindBackupRestored = model.AuditBackupRestored
)

// Kinds lists every kind, in the order the back office offers them.
var Kinds = []string{
	KindUserRoles, KindUserDeactivated, KindUserReactivated,
	KindInviteSent, KindInviteRevoked,
	KindReportApproved, KindReportApprovalUndo, KindReportHeld, KindReportRejected,
	KindAgreementSigning, KindAgreementCancelled, KindAgreementNewVersion, KindAgreementPreparing,
	KindPaymentRefunded, KindRecurringGiftCancelled,
	KindExportCSV,
	KindPersonErased, KindPersonExported, KindBackupTaken, KindBackupRestored,
}

// Target types.
const (
	TargetUser          = "user"
	TargetInvite        = "invite"
	TargetReport        = "report"
	TargetAgreement     = "agreement"
	TargetPayment       = "payment"
	TargetRecurringGift = "recurring_gift"
	TargetList          = "list"
	TargetPerson        = "person"
	TargetBackup        = "backup"
)

// Change is one field that changed: its value before and after, as text.
type Change struct {
	Field  string `json:"field"`
	Before string `json:"before"`
	After  string `json:"after"`
}

// Entry is one thing done. Actor, At and IP are filled from the request when left empty.
type Entry struct {
	ID          string
	ActorID     string
	ActorName   string
	ActorEmail  string
	At          time.Time
	IP          string
	Kind        string
	TargetType  string
	TargetID    string
	TargetLabel string
	Changes     []Change
}

// Changes collects the fields that changed: Add leaves out a field whose value is the same
// before and after, and any field that would hold a secret.
type Changes []Change

// Add appends field's change when before and after differ.
func (c Changes) Add(field, before, after string) Changes {
	if before == after || secretField(field) {
		return c
	}
	return append(c, Change{Field: field, Before: before, After: after})
}

// List joins a list's values the way entries show them ("admin, staff"), sorted.
func List(values []string) string {
	v := slices.Clone(values)
	slices.Sort(v)
	return strings.Join(v, ", ")
}

// secretField tells whether a field's name says it holds a secret: such values never go into
// the trail (password hashes, tokens, one-time links and codes).
func secretField(field string) bool {
	f := strings.ToLower(field)
	for _, s := range []string{"password", "token", "secret", "hash", "link", "code"} {
		if strings.Contains(f, s) {
			return true
		}
	}
	return false
}

// Actors says who a user is now (name and email), for the entries they make.
type Actors func(ctx context.Context, userID string) (name, email string, err error)

// Service records and reads the trail.
type Service struct {
	store  db.Audit
	actors Actors
	log    *slog.Logger
	now    func() time.Time
}

// New returns the trail over store; actors names the acting user.
func New(store db.Audit, actors Actors, log *slog.Logger) *Service {
	if log == nil {
		log = slog.Default()
	}
	return &Service{store: store, actors: actors, log: log, now: time.Now}
}

// SetClock replaces the clock (tests).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// row fills what e leaves out from the request and turns it into a row.
func (s *Service) row(ctx context.Context, e Entry) (*model.AuditEntry, error) {
	if !slices.Contains(Kinds, e.Kind) {
		return nil, fmt.Errorf("audit: unknown kind %q", e.Kind)
	}
	if e.ActorID == "" {
		if v := auth.ViewerFrom(ctx); v != nil {
			e.ActorID = v.UserID
			if e.ActorName == "" {
				e.ActorName = v.Username
			}
		}
	}
	if e.ActorID != "" && s.actors != nil && e.ActorEmail == "" {
		// The actor's id and username are kept when their name cannot be read: the entry still goes in.
		if name, email, err := s.actors(ctx, e.ActorID); err != nil {
			s.log.WarnContext(ctx, "audit: actor not named", "actor", e.ActorID, "err", err)
		} else {
			if name != "" {
				e.ActorName = name
			}
			e.ActorEmail = email
		}
	}
	if e.IP == "" {
		e.IP = auth.ClientFrom(ctx).IP
	}
	if e.At.IsZero() {
		e.At = s.now()
	}
	if e.ID == "" {
		e.ID = uuid.Must(uuid.NewV7()).String()
	}
	changes := []Change{}
	for _, c := range e.Changes {
		if c.Before != c.After && !secretField(c.Field) {
			changes = append(changes, c)
		}
	}
	js, err := json.Marshal(changes)
	if err != nil {
		return nil, err
	}
	return &model.AuditEntry{
		ID: e.ID, At: e.At.UTC().Truncate(time.Microsecond),
		ActorID: e.ActorID, ActorName: e.ActorName, ActorEmail: e.ActorEmail, IP: e.IP,
		Kind: e.Kind, TargetType: e.TargetType, TargetID: e.TargetID, TargetLabel: e.TargetLabel,
		Changes: string(js),
	}, nil
}

// Record writes e now, on its own: for what has no transaction of rows (an export, a backup).
func (s *Service) Record(ctx context.Context, e Entry) error {
	row, err := s.row(ctx, e)
	if err != nil {
		return err
	}
	return s.store.PutAuditEntry(ctx, row)
}

// Pending is what Attach put on a change's context.
type Pending struct {
	s    *Service
	rows *db.PendingAudit
	err  error
}

// Attach returns ctx carrying entries for the change about to be made: the store method that
// makes it inserts them in its own transaction. Call Finish with the change's error.
//
// A nil Service (a service built without the trail, in a test) attaches nothing.
func (s *Service) Attach(ctx context.Context, entries ...Entry) (context.Context, *Pending) {
	if s == nil || len(entries) == 0 {
		return ctx, nil
	}
	p := &Pending{s: s, rows: db.PendingAuditFrom(ctx)}
	if p.rows == nil {
		p.rows = &db.PendingAudit{}
		ctx = db.WithPendingAudit(ctx, p.rows)
	}
	for _, e := range entries {
		row, err := s.row(ctx, e)
		if err != nil {
			p.err = err
			continue
		}
		p.rows.Add(row)
	}
	return ctx, p
}

// Finish ends the change: with changeErr nil it writes the entries no transaction took (a
// change made without one: right after it, as close as Reach can), and answers changeErr
// otherwise, writing nothing. An entry that cannot be written is logged and answered as an
// internal error: the change stands, and the operator must know its row is missing.
func (p *Pending) Finish(ctx context.Context, changeErr error) error {
	if p == nil || changeErr != nil {
		return changeErr
	}
	if p.err != nil {
		p.s.log.ErrorContext(ctx, "audit entry not recorded", "err", p.err)
		return p.err
	}
	for _, row := range p.rows.Unwritten() {
		if err := p.s.store.PutAuditEntry(ctx, row); err != nil {
			p.s.log.ErrorContext(ctx, "audit entry not recorded", "kind", row.Kind, "target", row.TargetID, "err", err)
			return err
		}
		p.rows.Written([]*model.AuditEntry{row})
	}
	return nil
}

// Filter narrows the trail.
type Filter struct {
	IDs     []string
	ActorID string
	Kinds   []string
	Q       string
	From    *time.Time
	Until   *time.Time
}

// List answers one page of the trail, newest first unless ASC is asked for.
func (s *Service) List(ctx context.Context, f Filter, args db.ListArgs) ([]*Entry, int, error) {
	for _, k := range f.Kinds {
		if !slices.Contains(Kinds, k) {
			return nil, 0, apperr.Inputf("kind", "Unknown kind %s", k)
		}
	}
	if f.From != nil && f.Until != nil && f.Until.Before(*f.From) {
		return nil, 0, apperr.Input("until", "The end date is before the start date.")
	}
	page := args.ListPage(true)
	if _, ok := map[string]bool{"": true, "at": true, "kind": true, "actorName": true, "id": true}[page.Sort]; !ok {
		return nil, 0, apperr.Inputf("sortField", "This list cannot be sorted by %s", page.Sort)
	}
	rows, n, err := s.store.ListAuditEntries(ctx, db.AuditQuery{
		IDs: f.IDs, ActorID: f.ActorID, Kinds: f.Kinds, Q: f.Q, From: f.From, Until: f.Until,
		Sort: page.Sort, Desc: page.Desc, Offset: page.Offset, Limit: page.Limit,
	})
	if err != nil {
		return nil, 0, err
	}
	out := make([]*Entry, len(rows))
	for i, r := range rows {
		if out[i], err = fromRow(r); err != nil {
			return nil, 0, err
		}
	}
	return out, n, nil
}

// Get answers one entry.
func (s *Service) Get(ctx context.Context, id string) (*Entry, error) {
	r, err := s.store.GetAuditEntry(ctx, id)
	if err != nil {
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.New(apperr.NotFound, "There is no such entry.")
		}
		return nil, err
	}
	return fromRow(r)
}

func fromRow(r *model.AuditEntry) (*Entry, error) {
	e := &Entry{
		ID: r.ID, ActorID: r.ActorID, ActorName: r.ActorName, ActorEmail: r.ActorEmail, At: r.At, IP: r.IP,
		Kind: r.Kind, TargetType: r.TargetType, TargetID: r.TargetID, TargetLabel: r.TargetLabel,
	}
	if err := json.Unmarshal([]byte(r.Changes), &e.Changes); err != nil {
		return nil, fmt.Errorf("audit entry %s: changes: %w", r.ID, err)
	}
	return e, nil
}
