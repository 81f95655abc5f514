// Package agreement is loan agreements and partnership agreement forms (MOUs): staff prepare
// them in the back office, the parties initial every section and sign in the portal, and
// finance prints a PDF it can trust.
//
// The rules (spec/02 "Loan agreements" and "Partnership commitment forms"; what the spec leaves
// open is decided here and in docs/agreements.md):
//   - Reads: the contact a request acts for is a party, or the viewer is staff
//     (list-admin-agreement). When another of the user's accounts is a party the answer is
//     FORBIDDEN with MsgInsufficient (the portal suggests changing account); otherwise NOT_FOUND,
//     as for projects. Templates never show outside the back office.
//   - Only a request acting for a party's contact signs or initials for that party, only while
//     the agreement is SIGNING; the server's clock, the IP, the user agent, how the session was
//     signed in and the content hash are recorded with it. Acting for a household or an
//     organisation, the signer must have belonged to it since before the agreement entered
//     SIGNING (SigningStartedAt): a membership that began later (added, or removed and added
//     again) is refused with MsgJoinedAfterSigning, so whoever prepared the agreement cannot
//     join the other party and sign for it.
//   - Staff move PREPARING ⇄ PREVIEW, either to SIGNING, SIGNING back to PREPARING while nothing
//     is signed or initialled, and anything but SIGNED to CANCELLED with a reason. SIGNING becomes
//     SIGNED by itself once every party has signed and initialled every section (asking for
//     SIGNED is refused like any other move the rules do not make). Content changes only in
//     PREPARING; a change after anything is signed, or to a cancelled agreement, is a new version.
//   - Entering SIGNING freezes the content as canonical JSON; its SHA-256 is the content hash.
package agreement

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Messages (spec/02 §5 and §8 where it gives them).
const (
	MsgRequired            = "This field is required"
	MsgNotFound            = "Agreement not found"
	MsgInsufficient        = "Insufficient permissions: one of your other accounts is a party to this agreement. Change account and refresh."
	MsgLocked              = "A signed or initialled agreement cannot be changed."
	MsgNotPreparing        = "Move the agreement back to Preparing to change it."
	MsgCancelled           = "A cancelled agreement is kept as it was."
	MsgChanged             = "This agreement has changed. Please refresh and read it again."
	MsgAlreadySigned       = "This party has already signed."
	MsgAlreadyInitialled   = "This party has already initialled this section."
	MsgNotSigning          = "This agreement is not open for signing."
	MsgNotYourParty        = "Only the party's own account can sign for it."
	MsgUnknownFont         = "Please choose one of the signature fonts."
	MsgUnknownParty        = "This party is not part of the agreement."
	MsgUnknownSection      = "This section is not part of the agreement."
	MsgCancelReason        = "Please say why the agreement is cancelled."
	MsgNoParties           = "Add at least one party, each with a contact, before signing starts."
	MsgNoSections          = "Add at least one section before signing starts."
	MsgNoAmount            = "A loan agreement needs a project and an amount before signing starts."
	MsgNoMOUFields         = "A partnership agreement form needs a role, a people group and a contact before signing starts."
	MsgBadTransition       = "The agreement cannot move from %s to %s."
	MsgTemplateSigning     = "A template is not signed: create an agreement from it."
	MsgNameFromTemplate    = "Please name the new agreement: a template's name is not copied."
	MsgRemindTooSoon       = "This party was reminded less than an hour ago."
	MsgNoAddress           = "This party's contact has no email address, nor any member with one."
	MsgPartySigned         = "This party has already signed: there is nothing to remind."
	MsgFileNotFound        = "File not found"
	MsgFileNotForAgreement = "This file was not uploaded for this agreement. Please upload it again here."
	MsgAttachmentMissing   = "The file of the attachment '%s' is missing. Remove the attachment or upload the file again."
	MsgPDFNotYet           = "The PDF is available once signing starts."
	// MsgLanguage is user.MsgLanguage: the same refusal wherever a language is chosen.
	MsgLanguage = "Please choose one of the languages."
	// MsgLanguagePDF refuses a language whose script the PDF cannot print yet (docs/languages.md).
	MsgLanguagePDF        = "Agreements cannot be prepared in %s yet: their PDF cannot print its script."
	MsgJoinedAfterSigning = "You joined %s after this agreement was opened for signing, so you cannot sign or initial it for %s. A member who belonged to it before can, or staff can open a new version for signing."
)

// Limits on what staff and signers type.
const (
	MaxName          = 200
	MaxSignature     = 100
	MaxInitials      = 10
	MaxSectionTitle  = 300
	MaxSectionText   = 100_000
	MaxSections      = 200
	MaxParties       = 20
	MaxAttachments   = 50
	MaxText          = 20_000
	MaxCancelReason  = 1000
	MaxReminderDays  = 365
	MaxReminders     = 5
	MaxAmount        = 1_000_000_000_000 // $100,000,000.00 in ten-thousandths
	RemindEvery      = time.Hour
	DefaultReminders = 7
)

// Fonts are the signature fonts (spec/02): the server refuses any other.
var Fonts = []string{"Babylonica", "Herr Von Muellerhoff", "Send Flowers", "Square Peg", "Tangerine", "Water Brush"}

// IsFont tells whether name is one of Fonts.
func IsFont(name string) bool { return slices.Contains(Fonts, name) }

// Roles an MOU names.
var MOURoles = []string{model.MOURoleTrainer, model.MOURoleFieldWorker, model.MOURoleRegionalCoordinator}

// Filter narrows a list of agreements; Changes is what a change asks the store to write.
type (
	Filter  = db.AgreementFilter
	Changes = db.AgreementChanges
)

// Store keeps agreements.
type Store interface {
	RefStore
	// CreateAgreement stores a new agreement with its parties, sections and attachments.
	CreateAgreement(ctx context.Context, a *model.Agreement) error
	// GetAgreement loads an agreement whole: parties (with contact names and emails), sections
	// with their initials, attachments with their files, and what it names (Refs).
	GetAgreement(ctx context.Context, id string) (*model.Agreement, error)
	// ListAgreements lists agreements (rows only) matching f, paged and sorted by p.
	ListAgreements(ctx context.Context, f Filter, p db.ListPage) ([]*model.Agreement, int, error)
	// LoadParties fills each agreement's parties (with contact names), for lists.
	LoadParties(ctx context.Context, as []*model.Agreement) error
	// Change loads agreement id whole inside one transaction that holds its row, calls change,
	// writes what it asks and answers the agreement as stored after it.
	Change(ctx context.Context, id string, change func(a *model.Agreement) (Changes, error)) (*model.Agreement, error)
	// ContactIDsOf answers the contacts a user acts for: their own and the households and
	// organisations they belong to.
	ContactIDsOf(ctx context.Context, userContactID string) ([]string, error)
	// MemberSince answers since when memberID belongs to the household or organisation groupID
	// (db.ErrNotFound when it does not).
	MemberSince(ctx context.Context, groupID, memberID string) (time.Time, error)
	// SignInMethod answers how a session was signed in ("" when unknown).
	SignInMethod(ctx context.Context, sessionID string) (string, error)
	// AgreementByVerifyCode loads an agreement whole by its /verify code (db.ErrNotFound).
	AgreementByVerifyCode(ctx context.Context, code string) (*model.Agreement, error)
	// RecordPDF records a PDF served; one already recorded keeps its first record.
	RecordPDF(ctx context.Context, p *model.AgreementPDF) error
	// AgreementPDF answers the record of a PDF by its SHA-256 (db.ErrNotFound).
	AgreementPDF(ctx context.Context, sha256 string) (*model.AgreementPDF, error)
	// PartyFileVisible tells whether fileID is the file of an attachment of an agreement with a
	// party for contactID, in one of statuses, neither a template nor deleted.
	PartyFileVisible(ctx context.Context, fileID, contactID string, statuses []string) (bool, error)
	// DueReminders claims up to limit agreements whose automatic reminder is due at now: each is
	// answered to one caller only (its next reminder moves on before the claim commits).
	DueReminders(ctx context.Context, now time.Time, limit, maxReminders int) ([]string, error)
}

// Mailer composes mail for the outbox and delivers it after the transaction that stored it.
type Mailer interface {
	Queue(m mail.Message) (*model.OutboxMail, error)
	DeliverQueued(row *model.OutboxMail)
}

// Service keeps agreements.
type Service struct {
	// Audit records staff's moves of agreements in their transactions (nil: not recorded).
	Audit     *audit.Service
	store     Store
	mailer    Mailer
	publicURL string
	Now       func() time.Time
}

// New returns a Service; publicURL is where mails link (REACH_PUBLIC_URL).
func New(store Store, mailer Mailer, publicURL string) *Service {
	return &Service{store: store, mailer: mailer, publicURL: strings.TrimRight(publicURL, "/"), Now: time.Now}
}

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func newID() string { return uuid.Must(uuid.NewV7()).String() }

// newVerifyCode is the random code of /verify/{code}: 24 base32 characters (120 bits).
func newVerifyCode() string {
	b := make([]byte, 15)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// isStaff tells whether v reads and prepares every agreement.
func isStaff(v *auth.Viewer) bool { return v != nil && v.Can(auth.PermListAdminAgreement) }

func notFound() error { return apperr.New(apperr.NotFound, MsgNotFound) }

// SigneeIDs are the parties' contact ids, in order.
func SigneeIDs(a *model.Agreement) []string {
	out := make([]string, 0, len(a.Parties))
	for _, p := range a.Parties {
		if !slices.Contains(out, p.ContactID) {
			out = append(out, p.ContactID)
		}
	}
	return out
}

// Party finds a party by id.
func Party(a *model.Agreement, id string) *model.AgreementParty {
	for _, p := range a.Parties {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// Section finds a section by id.
func Section(a *model.Agreement, id string) *model.AgreementSection {
	for _, sec := range a.Sections {
		if sec.ID == id {
			return sec
		}
	}
	return nil
}

// Initialled answers the initials party gave on section, or nil.
func Initialled(sec *model.AgreementSection, partyID string) *model.AgreementInitial {
	for _, in := range sec.Initials {
		if in.PartyID == partyID {
			return in
		}
	}
	return nil
}

// Touched tells whether anything is signed or initialled.
func Touched(a *model.Agreement) bool {
	for _, p := range a.Parties {
		if p.SignedAt != nil {
			return true
		}
	}
	for _, sec := range a.Sections {
		if len(sec.Initials) > 0 {
			return true
		}
	}
	return false
}

// Complete tells whether every party has signed and initialled every section.
func Complete(a *model.Agreement) bool {
	if len(a.Parties) == 0 {
		return false
	}
	for _, p := range a.Parties {
		if p.SignedAt == nil {
			return false
		}
		for _, sec := range a.Sections {
			if Initialled(sec, p.ID) == nil {
				return false
			}
		}
	}
	return true
}

// LastSigned is the latest party date, else nil.
func LastSigned(a *model.Agreement) *time.Time {
	var last *time.Time
	for _, p := range a.Parties {
		if p.SignedAt != nil && (last == nil || p.SignedAt.After(*last)) {
			last = p.SignedAt
		}
	}
	return last
}
