// Package emailchangemodel holds the models as migration 20261205141500 made them.
package emailchangemodel

import "time"

// EmailChange is a change of a user's email waiting for the new address to confirm it.
type EmailChange struct {
	ID                string     `bun:"id,pk"`
	UserID            string     `bun:"user_id,notnull"`
	NewEmail          string     `bun:"new_email,notnull"`
	CodeHash          string     `bun:"code_hash,notnull,unique"`
	RequestedByUserID string     `bun:"requested_by_user_id,notnull"`
	RequestedBy       string     `bun:"requested_by,notnull"`
	CreatedAt         time.Time  `bun:"created_at,notnull"`
	ExpiresAt         time.Time  `bun:"expires_at,notnull"`
	UsedAt            *time.Time `bun:"used_at"`
	CancelledAt       *time.Time `bun:"cancelled_at"`
}
