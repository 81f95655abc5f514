package model

import "time"

// Erasure records that an admin erased a person (docs/operations.md, "Erasing a person"): who
// did it, when, why, and what was kept. It holds no name or address of the person erased.
type Erasure struct {
	ID string `bun:"id,pk"`
	// UserID is the erased user (nil for a contact without an account); ContactID their contact.
	UserID         *string `bun:"user_id"`
	ContactID      string  `bun:"contact_id,notnull,unique"`
	ErasedByUserID string  `bun:"erased_by_user_id,notnull"`
	Reason         string  `bun:"reason,notnull"`
	// Note says what was kept and why (signed agreements are a legal record).
	Note           string    `bun:"note,notnull,default:''"`
	GiftsKept      int       `bun:"gifts_kept,notnull,default:0"`
	AgreementsKept int       `bun:"agreements_kept,notnull,default:0"`
	MailRemoved    int       `bun:"mail_removed,notnull,default:0"`
	FilesRemoved   int       `bun:"files_removed,notnull,default:0"`
	ErasedAt       time.Time `bun:"erased_at,notnull"`
}
