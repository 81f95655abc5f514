package db

import (
	"context"
	"errors"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Invite statuses as the back office shows them. Withdrawn invites are kept
// in the table but count as EXPIRED.
const (
	InvitePending  = "PENDING"
	InviteAccepted = "ACCEPTED"
	InviteExpired  = "EXPIRED"
)

// Invite stores invites.
type Invite interface {
	// CreateInvite stores, in one transaction, newContact (nil when the invite
	// reuses an existing contact), the invite and the queued invite mail.
	// An invite with GiftEmail first releases that address from the gift
	// invites that are used, withdrawn or expired; ErrAlreadyExists (and
	// nothing stored) when another gift's invite to it may still be pending.
	CreateInvite(ctx context.Context, inv *model.Invite, newContact *model.Contact, queued *model.OutboxMail) error
	// GetInvite loads an invite with its contact, the contact's emails and phone numbers.
	GetInvite(ctx context.Context, id string) (*model.Invite, error)
	// GetInviteByCode loads, as GetInvite does, the invite whose code hashes to codeHash.
	GetInviteByCode(ctx context.Context, codeHash string) (*model.Invite, error)
	// ListInvites answers one page of invites (with contacts) and the count of
	// all the query matches. Withdrawn invites are never listed.
	ListInvites(ctx context.Context, q InviteQuery) ([]*model.Invite, int, error)
	// WithdrawInvite marks an invite that is not accepted as withdrawn at at.
	// It answers ErrNotFound for an unknown id and ErrInviteAccepted for an
	// accepted one; withdrawing twice keeps the first time.
	WithdrawInvite(ctx context.Context, id string, at time.Time) (*model.Invite, error)
	// ResendInvite gives an invite that is neither accepted nor withdrawn a new code (its hash)
	// and a new end, so the link mailed before stops working, and stores queued, its new mail,
	// in one transaction. ErrNotFound for an unknown id; ErrInviteAccepted for an accepted or
	// withdrawn one (nothing changes).
	ResendInvite(ctx context.Context, id, codeHash string, expiresAt time.Time, queued *model.OutboxMail) error
}

// ErrInviteAccepted is returned when an accepted invite cannot be changed.
var ErrInviteAccepted = errors.New("invite already accepted")

// InviteQuery selects invites. Empty fields do not filter.
type InviteQuery struct {
	IDs []string
	// Q matches the contact's full name or the invited email, case-insensitively.
	Q string
	// Status is PENDING, ACCEPTED or EXPIRED, judged at Now.
	Status string
	Now    time.Time
	// Sort is createdAt (the default), expiresAt, email, fullName or acceptedAt.
	Sort   string
	Desc   bool
	Offset int
	// Limit of 0 means no limit.
	Limit int
}

// InviteStatus tells an invite's status at now.
func InviteStatus(inv *model.Invite, now time.Time) string {
	switch {
	case inv.AcceptedAt != nil:
		return InviteAccepted
	case inv.WithdrawnAt != nil || !now.Before(inv.ExpiresAt):
		return InviteExpired
	default:
		return InvitePending
	}
}
