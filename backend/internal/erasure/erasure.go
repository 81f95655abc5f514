// Package erasure erases a person on request (docs/operations.md, "Erasing a person"): an
// admin names a user or a contact, types their email to confirm and gives a reason; their
// name, addresses, phone, photo and sign-in go, their gifts stay for the accounts under
// ErasedDonor, signed agreements stay whole, their mail leaves the outbox.
package erasure

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The names an erased person's rows show instead of theirs. They are stored as they are (the
// accounts read them in exports) and the back office translates them where it shows them.
const (
	// ErasedDonor is the payer of an erased person's gifts and adoptions.
	ErasedDonor = "Erased donor"
	// ErasedPerson is the name of the erased user and contact.
	ErasedPerson = "Erased person"
	// PlaceholderDomain is the domain of the erased user's placeholder email; .invalid never
	// receives mail (RFC 2606).
	PlaceholderDomain = "erased.invalid"
	// KeptNote is the note every erasure stores about what it kept.
	KeptNote = "Signed agreements were kept whole: they are a legal record of what both parties signed. Gifts keep their amount, date and fund for the accounts."
)

// Messages a person reads.
const (
	MsgNotFound      = "There is no such person."
	MsgConfirm       = "Type the person's email exactly as it is shown to confirm the erasure."
	MsgReason        = "Say why this person is erased."
	MsgReasonLong    = "The reason may be at most 1000 characters."
	MsgSelf          = "You cannot erase yourself. Ask another administrator."
	MsgLastAdmin     = "This person is the last active administrator and cannot be erased. Make another administrator first."
	MsgNotIndividual = "Only a person can be erased, not a household or an organisation."
)

// Store reads and erases a person (implemented in backend/internal/db/bundb/erasure.go).
type Store interface {
	// ErasurePerson reads the person of userID, or of contactID when userID is empty
	// (db.ErrNotFound when neither is known).
	ErasurePerson(ctx context.Context, userID, contactID string) (*db.ErasurePerson, error)
	// CountActiveAdmins counts the active users holding the admin role.
	CountActiveAdmins(ctx context.Context) (int, error)
	// ErasePerson erases in one transaction and inserts p.Erasure with its counts filled in; a
	// second erasure of the same contact gives db.ErrAlreadyExists and changes nothing.
	ErasePerson(ctx context.Context, p db.ErasurePlan) (*db.ErasureOutcome, error)
}

// Recorder is told of every erasure once it is committed (the audit trail); nil records nothing.
type Recorder interface {
	Erased(ctx context.Context, actorUserID string, e *model.Erasure) error
}

// Files removes stored objects (file.Service.Store()).
type Files interface {
	Delete(ctx context.Context, key string) error
}

// MailDrop removes the mail drop folder's copies of outbox rows (mail.Service).
type MailDrop interface {
	RemoveDropped(ids []string) error
}

// Service erases people.
type Service struct {
	Store    Store
	Files    Files
	Drop     MailDrop
	Recorder Recorder
	Log      *slog.Logger
	Now      func() time.Time
	// Changed is called after an erasure (caches of public answers and sessions forget).
	Changed func(ctx context.Context)
}

// Request is an admin's erasure: of UserID, or ContactID for a contact without an account.
type Request struct {
	UserID, ContactID string
	// ConfirmEmail must be one of the person's addresses, as the admin typed it (their full name
	// for a contact without an address).
	ConfirmEmail string
	Reason       string
}

// Erase erases the person in r. Erasing an erased person again answers the first erasure and
// changes nothing.
func (s *Service) Erase(ctx context.Context, r Request) (*model.Erasure, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	p, err := s.Store.ErasurePerson(ctx, strings.TrimSpace(r.UserID), strings.TrimSpace(r.ContactID))
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, MsgNotFound)
	} else if err != nil {
		return nil, err
	}
	if p.Erased != nil {
		return p.Erased, nil
	}
	if p.UserID != "" && p.UserID == v.UserID {
		return nil, apperr.New(apperr.BadUserInput, MsgSelf)
	}
	if !p.Individual {
		return nil, apperr.New(apperr.BadUserInput, MsgNotIndividual)
	}
	confirm := strings.ToLower(strings.TrimSpace(r.ConfirmEmail))
	ok := false
	for _, e := range p.Emails {
		if confirm != "" && strings.ToLower(e) == confirm {
			ok = true
		}
	}
	// A contact without an address is confirmed by their full name instead.
	for _, n := range p.Names {
		if len(p.Emails) == 0 && confirm != "" && strings.ToLower(strings.TrimSpace(n)) == confirm {
			ok = true
		}
	}
	if !ok {
		return nil, apperr.Input("confirmEmail", MsgConfirm)
	}
	reason := strings.TrimSpace(r.Reason)
	if reason == "" {
		return nil, apperr.Input("reason", MsgReason)
	}
	if len([]rune(reason)) > 1000 {
		return nil, apperr.Input("reason", MsgReasonLong)
	}
	if p.Admin {
		n, err := s.Store.CountActiveAdmins(ctx)
		if err != nil {
			return nil, err
		}
		if n <= 1 {
			return nil, apperr.New(apperr.BadUserInput, MsgLastAdmin)
		}
	}
	now := time.Now().UTC()
	if s.Now != nil {
		now = s.Now().UTC()
	}
	e := &model.Erasure{
		ID: uuid.NewString(), ContactID: p.ContactID, ErasedByUserID: v.UserID,
		Reason: reason, Note: KeptNote, ErasedAt: now,
	}
	plan := db.ErasurePlan{Erasure: e, Person: p, DonorName: ErasedDonor, PersonName: ErasedPerson, EmailPlaceholder: PlaceholderDomain}
	if p.UserID != "" {
		uid := p.UserID
		e.UserID = &uid
		plan.Username = "erased-" + uid
		plan.Email = fmt.Sprintf("erased-%s@%s", uid, PlaceholderDomain)
	}
	out, err := s.Store.ErasePerson(ctx, plan)
	if errors.Is(err, db.ErrAlreadyExists) {
		// Two admins at once: the other erasure won, and this one is the same.
		p, err := s.Store.ErasurePerson(ctx, p.UserID, p.ContactID)
		if err != nil {
			return nil, err
		}
		if p.Erased != nil {
			return p.Erased, nil
		}
		return nil, apperr.New(apperr.Conflict, MsgNotFound)
	} else if err != nil {
		return nil, err
	}
	s.afterCommit(ctx, e, out)
	return e, nil
}

// afterCommit removes what lives outside the database: the photo files and the mail drop
// folder's copies. A failure is logged: the rows no longer name these objects.
func (s *Service) afterCommit(ctx context.Context, e *model.Erasure, out *db.ErasureOutcome) {
	log := s.Log
	if log == nil {
		log = slog.Default()
	}
	if s.Changed != nil {
		s.Changed(ctx)
	}
	if s.Files != nil {
		for _, k := range out.FileKeys {
			if err := s.Files.Delete(ctx, k); err != nil {
				log.Error("erasure: delete a stored file", "erasure", e.ID, "key", k, "err", err)
			}
		}
	}
	if s.Drop != nil && len(out.MailIDs) > 0 {
		if err := s.Drop.RemoveDropped(out.MailIDs); err != nil {
			log.Error("erasure: remove mail from the drop folder", "erasure", e.ID, "err", err)
		}
	}
	if s.Recorder != nil {
		if err := s.Recorder.Erased(ctx, e.ErasedByUserID, e); err != nil {
			log.Error("erasure: record in the audit trail", "erasure", e.ID, "err", err)
		}
	}
}
