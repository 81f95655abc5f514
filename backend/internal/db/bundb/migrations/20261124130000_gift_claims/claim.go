// Package claimmodel holds the models as migration 20261124130000 made them.
package claimmodel

import "time"

// GiftClaim lets an address's owner take a gift given signed out with it.
type GiftClaim struct {
	ID           string     `bun:"id,pk"`
	CodeHash     string     `bun:"code_hash,notnull,unique"`
	CheckoutID   string     `bun:"checkout_id,notnull"`
	Email        string     `bun:"email,notnull"`
	CreatedAt    time.Time  `bun:"created_at,notnull"`
	ExpiresAt    time.Time  `bun:"expires_at,notnull"`
	UsedAt       *time.Time `bun:"used_at"`
	UsedByUserID *string    `bun:"used_by_user_id"`
}
