package db

import (
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// AgreementFilter narrows a list of agreements.
type AgreementFilter struct {
	Kind       string
	IDs        []string
	Q          string
	Status     []string
	IsTemplate *bool
	ProjectID  string
	// PartyContactID keeps agreements with a party for this contact.
	PartyContactID string
	PeopleGroupID  string
}

// AgreementChanges is what a change made inside an agreement store's Change asks it to write.
type AgreementChanges struct {
	// Row writes the agreement's own columns back.
	Row bool
	// Content replaces the parties, sections and attachments.
	Content bool
	// Sign sets this party's signature, only if it is still empty (else ErrConflict).
	Sign *model.AgreementParty
	// Initial inserts these initials (one per section and party: else ErrAlreadyExists).
	Initial *model.AgreementInitial
	// Reminded marks these parties reminded at RemindedAt.
	Reminded   []string
	RemindedAt time.Time
	// Mails are stored in the same transaction and delivered after it.
	Mails []*model.OutboxMail
}
