package db

import (
	"context"
	"time"

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
	// GetContactByEmail loads the oldest individual contact holding email,
	// compared case-insensitively, with its emails and phone numbers.
	// Households and organisations are never found this way: an invite or a
	// gift by email belongs to a person.
	GetContactByEmail(ctx context.Context, email string) (*model.Contact, error)
	// UpdateContact changes a contact's name and its primary email and phone
	// in one transaction (ErrNotFound for an unknown id).
	UpdateContact(ctx context.Context, id string, ch ContactChange) error
	// ListContacts lists contacts with their primary email and phone.
	ListContacts(ctx context.Context, q ListQuery) ([]*ContactRow, int, error)

	// AddContactMember makes the individual memberID a member of the
	// household or organisation groupID. Adding twice is not an error.
	AddContactMember(ctx context.Context, groupID, memberID string) error
	// CreateContactMember adds m in one transaction after check, given both
	// contacts and the member's present groups, allows it; check's error is
	// returned as it is and nothing changes. tell (may be nil) then composes
	// the mail to the group's other members, stored in the same transaction.
	// A membership that exists already gives ErrAlreadyExists.
	CreateContactMember(ctx context.Context, m *model.ContactMember, check MemberCheck, tell MemberMails) error
	// GetContactMember loads one membership with both contacts' names.
	GetContactMember(ctx context.Context, groupID, memberID string) (*ContactMemberRow, error)
	// DeleteContactMember removes a membership (ErrNotFound when there is none)
	// and stores the mail tell (may be nil) composes for the group's other
	// members, in one transaction.
	DeleteContactMember(ctx context.Context, groupID, memberID string, tell MemberMails) error
	// ListContactMembers lists memberships: IDs are membership ids
	// (model.ContactMemberID), Eq may hold group_contact_id and
	// member_contact_id, Q searches the member's name and email and the
	// group's name.
	ListContactMembers(ctx context.Context, q ListQuery) ([]*ContactMemberRow, int, error)
	// CountContactMembers answers how many members each of groupIDs has (absent: none).
	CountContactMembers(ctx context.Context, groupIDs []string) (map[string]int, error)
	// ListContactGroups lists the households and organisations memberID belongs to.
	ListContactGroups(ctx context.Context, memberID string) ([]*model.Contact, error)
	// IsContactMember tells whether memberID belongs to groupID.
	IsContactMember(ctx context.Context, groupID, memberID string) (bool, error)
}

// ContactRow is a contact as the back office lists it.
type ContactRow struct {
	ID        string    `bun:"id"`
	Type      string    `bun:"type"`
	FullName  string    `bun:"full_name"`
	FirstName *string   `bun:"first_name"`
	Email     *string   `bun:"email"`
	Phone     *string   `bun:"phone"`
	CreatedAt time.Time `bun:"created_at"`
	UpdatedAt time.Time `bun:"updated_at"`
}

// ContactChange is what UpdateContact changes; nil fields stay as they are.
// An empty Email or Phone removes the contact's primary one; another value
// replaces it (or becomes the first). At is the new updated_at.
type ContactChange struct {
	FullName *string
	Email    *string
	Phone    *string
	At       time.Time
}

// MemberCheck decides, inside CreateContactMember's transaction, whether
// member may join group. group or member is nil when no contact has that id;
// memberGroups are the households and organisations member belongs to now.
type MemberCheck func(group, member *model.Contact, memberGroups []*model.Contact) error

// MemberMails composes, inside the transaction of a change of membership, the
// mail that tells the group's other members of it: others are those members
// who can be written to (a primary email, and no deactivated user), by name.
// The store stores the mail with the change.
type MemberMails func(group, member *model.Contact, others []MemberAddress) ([]*model.OutboxMail, error)

// MemberAddress is a member of a household or an organisation as mail reaches them.
type MemberAddress struct {
	ContactID string `bun:"contact_id"`
	Name      string `bun:"full_name"`
	Email     string `bun:"email"`
	// Language is the language of the member's user ("en" when they have no account).
	Language string `bun:"language"`
}

// ContactMemberRow is a membership as the back office lists it.
type ContactMemberRow struct {
	GroupContactID  string    `bun:"group_contact_id"`
	MemberContactID string    `bun:"member_contact_id"`
	GroupName       string    `bun:"group_name"`
	GroupType       string    `bun:"group_type"`
	MemberName      string    `bun:"member_name"`
	MemberEmail     *string   `bun:"member_email"`
	CreatedAt       time.Time `bun:"created_at"`
}

// ID is the membership's id (model.ContactMemberID).
func (r *ContactMemberRow) ID() string {
	return model.ContactMemberID(r.GroupContactID, r.MemberContactID)
}

// UserContactQuery narrows ListUserContacts, the contacts a report may be filed for. Exactly one
// scope applies: All (staff), CoordinatedBy (the field workers of the groups and projects these
// contacts coordinate) or Own (these contacts and the households and organisations they belong
// to).
type UserContactQuery struct {
	All           bool
	CoordinatedBy []string
	Own           []string
	// Types keeps contacts of these back-office types (model.Contact...).
	Types []string
	// FieldWorker keeps contacts with a FIELD_WORKER link (on PeopleGroupID when set).
	FieldWorker bool
	// PeopleGroupID keeps contacts linked to this people group.
	PeopleGroupID string
	// RegionalCoordID keeps the field workers of the groups and projects this contact coordinates.
	RegionalCoordID string
	// Q searches the name (case-insensitive).
	Q string
	// Desc sorts by name descending (else ascending).
	Desc          bool
	Offset, Limit int
}
