package db

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Contact stores contacts (individuals, households, organisations) with their
// emails and phone numbers, and who belongs to which household or organisation.
type Contact interface {
	// CreateContact inserts c with c.Emails and c.PhoneNumbers. Missing ids
	// and timestamps are filled in; when PrimaryEmailID or
	// PrimaryPhoneNumberID is nil the first email or phone becomes primary.
	CreateContact(ctx context.Context, c *model.Contact) error
	// GetContact loads a contact with its emails and phone numbers.
	GetContact(ctx context.Context, id string) (*model.Contact, error)
	// GetContactByEmail loads the oldest contact holding email, compared
	// case-insensitively, with its emails and phone numbers.
	GetContactByEmail(ctx context.Context, email string) (*model.Contact, error)
	// AddContactMember makes the individual memberID a member of the
	// household or organisation groupID. Adding twice is not an error.
	AddContactMember(ctx context.Context, groupID, memberID string) error
	// ListContactGroups lists the households and organisations memberID belongs to.
	ListContactGroups(ctx context.Context, memberID string) ([]*model.Contact, error)
	// IsContactMember tells whether memberID belongs to groupID.
	IsContactMember(ctx context.Context, groupID, memberID string) (bool, error)
}
