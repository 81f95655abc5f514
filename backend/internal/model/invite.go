package model

import "time"

// Invite invites a contact to create an account with the given roles.
//
// ID is what staff see and act on; the code in the invite mail's link is a
// separate secret of the invitee's, stored only as CodeHash.
type Invite struct {
	ID string `bun:"id,pk"`
	// Language is the language the invite mail and the sign-up it leads to speak.
	Language string `bun:"language,notnull,default:'en'"`
	// CodeHash is auth.HashToken of the code in the invite link.
	CodeHash string `bun:"code_hash,notnull,default:''"`
	// Code is the code itself, known only to the Invite that Create answers
	// (never stored).
	Code      string `bun:"-"`
	ContactID string `bun:"contact_id,notnull"`
	Email     string `bun:"email,notnull"`
	// Roles is a comma-separated list of role names.
	Roles            string     `bun:"roles,notnull"`
	CreatedByUserID  *string    `bun:"created_by_user_id"`
	CreatedAt        time.Time  `bun:"created_at,notnull"`
	ExpiresAt        time.Time  `bun:"expires_at,notnull"`
	AcceptedAt       *time.Time `bun:"accepted_at"`
	AcceptedByUserID *string    `bun:"accepted_by_user_id"`
	WithdrawnAt      *time.Time `bun:"withdrawn_at"`
	// GiftEmail is the address, lower case, of an invite a gift sent, while it
	// may be pending; it is unique, so a second gift's invite to the same
	// address at the same instant is refused by the database.
	GiftEmail *string `bun:"gift_email"`

	Contact *Contact `bun:"rel:belongs-to,join:contact_id=id"`
}
