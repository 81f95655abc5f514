package db

import "github.com/reachmissions/reach/backend/internal/model"

// ErasurePerson is who an erasure is about, as the store reads them before (erasure.Store).
type ErasurePerson struct {
	// UserID is empty for a contact without an account.
	UserID    string
	ContactID string
	// Individual is false for a household or an organisation.
	Individual bool
	// Names are their full names (user and contact), Emails every address Reach holds for them.
	Names  []string
	Emails []string
	// Admin is true when the user holds the admin role and is active.
	Admin bool
	// Erased is their earlier erasure, if there was one.
	Erased *model.Erasure
}

// ErasurePlan is what the store erases, in one transaction.
type ErasurePlan struct {
	Erasure *model.Erasure
	Person  *ErasurePerson
	// Username and Email are the placeholders the user gets (unique per user).
	Username, Email string
	// DonorName replaces the payer's name on gifts and adoptions, PersonName the user's and the
	// contact's name and the name in other people's mail, EmailPlaceholder an address elsewhere.
	DonorName, PersonName, EmailPlaceholder string
}

// ErasureOutcome is what the store did.
type ErasureOutcome struct {
	// MailIDs are the outbox rows removed or rewritten: their copies in the mail drop folder go too.
	MailIDs []string
	// FileKeys are the stored objects of the person's photos, removed from the file store after
	// the commit.
	FileKeys []string
}
