package db

import (
	"context"
	"errors"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// ErrInviteNotPending is returned when signing up with an invite that was
// already accepted, withdrawn, has expired or does not exist.
var ErrInviteNotPending = errors.New("invite is not pending")

// NewUser is what creating a user needs. The user's individual contact is
// created with it, in the same transaction.
type NewUser struct {
	Username      string
	Name          string
	Email         string
	Phone         *string
	PasswordHash  string
	EmailVerified bool
	Newsletter    bool
	// Roles are granted to the new user; for an invite sign-up the invite's
	// roles are granted instead.
	Roles         []string
	GoogleSubject *string
	// Language is the new user's language code; empty is English.
	Language string
}

// UserQuery filters, sorts and pages the back office's user list.
type UserQuery struct {
	IDs    []string
	Q      string
	Role   string
	Active *bool
	// SortField is one of id, username, name, email, createdAt, updatedAt,
	// lastSignInAt, active; anything else sorts by createdAt.
	SortField string
	SortDesc  bool
	Offset    int
	Limit     int
}

// UserContacts are the contacts a user may act for: their own individual
// contact, their household and their organisations (contact_members).
type UserContacts struct {
	Contact       *model.Contact
	Household     *model.Contact
	Organizations []*model.Contact
}

// User stores users, their roles, sessions and mailed links.
type User interface {
	// CreateUser creates the user, their individual contact (with the email
	// and phone) and their roles in one transaction.
	CreateUser(ctx context.Context, nu NewUser, now time.Time) (*model.User, error)
	// CreateUserFromInvite creates the user on the invite's contact, grants the
	// invite's roles and marks the invite accepted, in one transaction.
	// ErrInviteNotPending when the invite cannot be accepted.
	CreateUserFromInvite(ctx context.Context, nu NewUser, inviteCodeHash string, now time.Time) (*model.User, error)
	GetUserByID(ctx context.Context, id string) (*model.User, error)
	// GetUserByLogin finds a user by username or email, case-insensitively;
	// a username match wins over an email match.
	GetUserByLogin(ctx context.Context, login string) (*model.User, error)
	GetUserByEmail(ctx context.Context, email string) (*model.User, error)
	GetUserByUsername(ctx context.Context, username string) (*model.User, error)
	GetUserByGoogleSubject(ctx context.Context, subject string) (*model.User, error)
	// UpdateUser writes the named columns of u (updated_at always). When they
	// include name, email or phone, the user's contact follows in the same
	// transaction: its full and first name are the user's name, and the user's
	// email and phone become its primary ones, replacing the ones the user had
	// (a phone set to nil removes the contact's).
	UpdateUser(ctx context.Context, u *model.User, columns ...string) error
	SetUserRoles(ctx context.Context, userID string, roles []string, now time.Time) error
	// DeactivateUser marks the user deleted and revokes all their sessions.
	DeactivateUser(ctx context.Context, userID string, now time.Time) error
	// ChangePassword sets the hash, revokes every session of the user but keepSessionID and
	// stores queued (the mail saying so; nil: none), in one transaction.
	ChangePassword(ctx context.Context, userID, passwordHash, keepSessionID string, now time.Time, queued ...*model.OutboxMail) error
	ListUsers(ctx context.Context, q UserQuery) ([]*model.User, int, error)
	CountUsers(ctx context.Context) (int, error)

	GetUserContacts(ctx context.Context, contactID string) (UserContacts, error)
	// ActsForContact tells whether the individual memberContactID is contactID
	// or belongs to it.
	ActsForContact(ctx context.Context, memberContactID, contactID string) (bool, error)
	// UserIDsActingFor lists the users who may act for contactID: the one whose
	// own contact it is and those whose contact is a member of it.
	UserIDsActingFor(ctx context.Context, contactID string) ([]string, error)

	// CreateSession records a new session and the user's last sign-in, in one transaction.
	CreateSession(ctx context.Context, s *model.Session) error
	// GetSessionByTokenHash returns an unrevoked, unexpired session and its user (with the
	// user's roles; the user's other fields are those Authenticate needs: id, username,
	// contact, deletedAt), in one round trip: every signed-in request asks it.
	GetSessionByTokenHash(ctx context.Context, tokenHash string, now time.Time) (*model.Session, *model.User, error)
	// GetSession returns a session by id, revoked or not (its CreatedAt tells
	// when its user signed in).
	GetSession(ctx context.Context, id string) (*model.Session, error)
	// SessionActive tells whether the session is neither revoked nor expired.
	SessionActive(ctx context.Context, id string, now time.Time) (bool, error)
	TouchSession(ctx context.Context, id string, now time.Time) error
	RevokeSession(ctx context.Context, id string, now time.Time) error
	RevokeUserSessions(ctx context.Context, userID, exceptSessionID string, now time.Time) error

	CreateUserLink(ctx context.Context, l *model.UserLink) error
	// GetUserLink returns an unused, unexpired link of kind.
	GetUserLink(ctx context.Context, kind, codeHash string, now time.Time) (*model.UserLink, error)
	// UseUserLink marks an unused, unexpired link used and returns it; only
	// one caller ever succeeds for a code.
	UseUserLink(ctx context.Context, kind, codeHash string, now time.Time) (*model.UserLink, error)
	// CreateEmailChange records a change of a user's email waiting for the new address to
	// confirm it, cancels the user's earlier pending ones and stores queued (its mail; nil:
	// none), in one transaction.
	CreateEmailChange(ctx context.Context, c *model.EmailChange, queued *model.OutboxMail) error
	// GetEmailChange answers the pending change (unused, not cancelled, unexpired at now) whose
	// code hashes to codeHash, without using it; ErrNotFound when there is none.
	GetEmailChange(ctx context.Context, codeHash string, now time.Time) (*model.EmailChange, error)
	// PendingEmailChange answers userID's pending change of email, the latest; ErrNotFound when
	// there is none.
	PendingEmailChange(ctx context.Context, userID string, now time.Time) (*model.EmailChange, error)
	// ConfirmEmailChange follows the link of a pending change (unused, not cancelled, unexpired at
	// now) in one transaction: it marks the change used and makes its address the user's email,
	// verified (their contact follows, as in UpdateUser). It answers the change and the user as
	// they were before. ErrNotFound when there is no such change or its user is deactivated;
	// ErrAlreadyExists when the address belongs to another account by now (nothing changes).
	// Only a change of userID's email is followed (ErrNotFound for another's), and queued (the
	// mail to the old address; nil: none) is stored in the same transaction.
	ConfirmEmailChange(ctx context.Context, codeHash, userID string, queued *model.OutboxMail, now time.Time) (*model.EmailChange, *model.User, error)
	// ResetPassword uses a PASSWORD_RESET link of userID, sets the password, marks the
	// email verified, revokes every session of the user and stores queued (the mail saying so;
	// nil: none), in one transaction. ErrNotFound for a link that is not userID's.
	ResetPassword(ctx context.Context, codeHash, userID, passwordHash string, now time.Time, queued *model.OutboxMail) (*model.User, error)
}

// RateLimit counts attempts in fixed windows, shared by every instance.
type RateLimit interface {
	// HitRateLimit records one attempt in each bucket's current window (one
	// statement) and returns the attempts in each so far, this one included.
	HitRateLimit(ctx context.Context, window time.Duration, now time.Time, buckets ...string) (map[string]int, error)
	// UndoRateLimitHit takes one attempt back from each bucket's current
	// window (never below zero): limits that count failures record every
	// attempt first, so concurrent attempts count exactly, and forgive the
	// ones that succeeded.
	UndoRateLimitHit(ctx context.Context, window time.Duration, now time.Time, buckets ...string) error
}

// Events fans changes out to subscriptions on every instance.
type Events interface {
	PublishEvent(ctx context.Context, topic, payload string) error
	// SubscribeEvents delivers the payloads published to topic until ctx ends.
	SubscribeEvents(ctx context.Context, topic string) (<-chan string, error)
}
