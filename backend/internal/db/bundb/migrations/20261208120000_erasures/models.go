// Package erasuremodel holds the models as migration 20261208120000 made them.
package erasuremodel

import "time"

// Erasure records that an admin erased a person.
type Erasure struct {
	ID             string    `bun:"id,pk"`
	UserID         *string   `bun:"user_id"`
	ContactID      string    `bun:"contact_id,notnull,unique"`
	ErasedByUserID string    `bun:"erased_by_user_id,notnull"`
	Reason         string    `bun:"reason,notnull"`
	Note           string    `bun:"note,notnull,default:''"`
	GiftsKept      int       `bun:"gifts_kept,notnull,default:0"`
	AgreementsKept int       `bun:"agreements_kept,notnull,default:0"`
	MailRemoved    int       `bun:"mail_removed,notnull,default:0"`
	FilesRemoved   int       `bun:"files_removed,notnull,default:0"`
	ErasedAt       time.Time `bun:"erased_at,notnull"`
}
