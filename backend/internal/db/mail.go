package db

import (
	"context"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Mail stores the outbox: every mail Reach sends, and its SMTP delivery state.
type Mail interface {
	// PutOutboxMail inserts a new outbox row.
	PutOutboxMail(ctx context.Context, m *model.OutboxMail) error
	// GetOutboxMail loads one outbox row, without its secret bodies.
	GetOutboxMail(ctx context.Context, id string) (*model.OutboxMail, error)
	// GetOutboxMailForDelivery loads one outbox row with its secret bodies;
	// only the delivery calls it.
	GetOutboxMailForDelivery(ctx context.Context, id string) (*model.OutboxMail, error)
	// ListOutboxMails answers one page of the outbox (without secret bodies)
	// and the count of all rows the filter matches.
	ListOutboxMails(ctx context.Context, q OutboxQuery) ([]*model.OutboxMail, int, error)
	// DueOutboxMailIDs lists up to limit rows whose delivery is due at now, oldest first.
	DueOutboxMailIDs(ctx context.Context, now time.Time, limit int) ([]string, error)
	// ClaimOutboxMail takes the delivery of a due row for this process until
	// leaseUntil; it answers false when the row is not due (sent, not for
	// SMTP, or claimed by another instance).
	ClaimOutboxMail(ctx context.Context, id string, now, leaseUntil time.Time) (bool, error)
	// FinishOutboxMail records the outcome of a delivery attempt: status,
	// error, sent_at, attempts, next_attempt_at and the secret bodies as set on m.
	FinishOutboxMail(ctx context.Context, m *model.OutboxMail) error
	// ResendOutboxMail queues again, due at now, a row that failed for good
	// (FAILED, no delivery due) and carries no one-time link: status QUEUED,
	// no error, attempts 0. It answers false, changing nothing, for any other
	// row or an unknown id, so of two callers at once only one resends.
	ResendOutboxMail(ctx context.Context, id string, now time.Time) (bool, error)
}

// OutboxQuery selects outbox rows. Empty fields do not filter.
type OutboxQuery struct {
	IDs []string
	// Q matches the recipient or the subject, case-insensitively.
	Q string
	// To matches the recipient, case-insensitively and exactly.
	To   string
	Kind string
	// Status is QUEUED, SENT or FAILED.
	Status string
	// Sort is createdAt (the default), sentAt, to, subject, kind or status.
	Sort   string
	Desc   bool
	Offset int
	// Limit of 0 means no limit.
	Limit int
}
