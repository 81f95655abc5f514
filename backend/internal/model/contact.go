package model

import (
	"strings"
	"time"
)

// Contact types.
const (
	ContactIndividual   = "INDIVIDUAL"
	ContactHousehold    = "HOUSEHOLD"
	ContactOrganization = "ORGANIZATION"
)

// Contact is an individual, a household or an organisation. Gifts, links to
// people groups and agreements belong to contacts, not to users.
type Contact struct {
	ID                   string    `bun:"id,pk"`
	Type                 string    `bun:"type,notnull"`
	FullName             string    `bun:"full_name,notnull"`
	FirstName            *string   `bun:"first_name"`
	PrimaryEmailID       *string   `bun:"primary_email_id"`
	PrimaryPhoneNumberID *string   `bun:"primary_phone_number_id"`
	CreatedAt            time.Time `bun:"created_at,notnull"`
	UpdatedAt            time.Time `bun:"updated_at,notnull"`

	Emails       []*ContactEmail `bun:"rel:has-many,join:id=contact_id"`
	PhoneNumbers []*ContactPhone `bun:"rel:has-many,join:id=contact_id"`
}

// ContactEmail is one email address of a contact.
type ContactEmail struct {
	ID        string    `bun:"id,pk"`
	ContactID string    `bun:"contact_id,notnull"`
	Email     string    `bun:"email,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// ContactPhone is one phone number (E.164) of a contact.
type ContactPhone struct {
	ID        string    `bun:"id,pk"`
	ContactID string    `bun:"contact_id,notnull"`
	Phone     string    `bun:"phone,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// ContactMember says that an individual contact belongs to a household or an
// organisation; a user may act for those (the Contact header) only through it.
type ContactMember struct {
	GroupContactID  string    `bun:"group_contact_id,pk"`
	MemberContactID string    `bun:"member_contact_id,pk"`
	CreatedAt       time.Time `bun:"created_at,notnull"`
}

// ContactMemberIDSeparator joins a membership's group and member contact ids
// into the one id the API gives it ("{group}:{member}"); contact ids never hold it.
const ContactMemberIDSeparator = ":"

// ID is the membership's id in the API: "{group contact id}:{member contact id}".
func (m *ContactMember) ID() string { return ContactMemberID(m.GroupContactID, m.MemberContactID) }

// ContactMemberID joins a group's and a member's contact ids into a membership id.
func ContactMemberID(groupID, memberID string) string {
	return groupID + ContactMemberIDSeparator + memberID
}

// ParseContactMemberID splits a membership id into the group's and the
// member's contact ids; ok is false when id is not one.
func ParseContactMemberID(id string) (groupID, memberID string, ok bool) {
	groupID, memberID, ok = strings.Cut(id, ContactMemberIDSeparator)
	if !ok || groupID == "" || memberID == "" || strings.Contains(memberID, ContactMemberIDSeparator) {
		return "", "", false
	}
	return groupID, memberID, true
}
