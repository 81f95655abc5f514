// Package user holds the rules of accounts: sign-in (password, magic link,
// Google), sign-up (with or without an invite), mailed links, the profile and
// its subscription, and the back office's user management. Every rule the
// apps check is checked here again.
package user

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Lifetimes of sessions and mailed links.
const (
	SessionLifetime   = 30 * 24 * time.Hour
	MagicLinkLifetime = 15 * time.Minute
	ResetLinkLifetime = 60 * time.Minute
	// sessionTouchEvery limits last_seen_at writes to one per session per interval.
	sessionTouchEvery = 5 * time.Minute
)

// Messages of sign-in and links (spec/01 §6 and §8 match on parts of them).
const (
	MsgBadCredentials = "User does not exist or password is incorrect"
	MsgNoRole         = "This user has not been assigned a role"
	MsgBrokenLink     = "Broken link. Try again."
	MsgInviteUsed     = "This invitation has already been used, was withdrawn or has expired. Please ask for a new one."
)

// Store is the storage the service needs.
type Store interface {
	db.User
	db.RateLimit
}

// Options configure a Service.
type Options struct {
	Config config.Config
	Store  Store
	Events db.Events
	Mail   mail.Sender
	// Outbox queues the mail of a change, stored in the change's own transaction (the email
	// changes, a changed password); nil (the CLI) sends none.
	Outbox Outbox
	Hasher *auth.Hasher
	Log    *slog.Logger
	// HTTPClient calls the bot-check and Google; tests point it at fakes.
	HTTPClient *http.Client
	// BotCheckURL overrides the provider's siteverify address (tests).
	BotCheckURL string
	// GoogleIssuer overrides https://accounts.google.com (tests).
	GoogleIssuer string
	// Now is the clock (tests move it); default time.Now.
	Now func() time.Time
}

// Service implements the account rules.
type Service struct {
	cfg    config.Config
	store  Store
	events db.Events
	mail   mail.Sender
	outbox Outbox
	hasher *auth.Hasher
	log    *slog.Logger
	http   *http.Client
	now    func() time.Time

	botCheckURL string
	google      *googleSignIn
	// after runs what the link mutations leave for after their answer (after.go).
	after afterAnswer
	// Audit records staff's changes of roles and deactivations (nil: not recorded).
	Audit *audit.Service
}

// Outbox turns a mail into an outbox row that a store method stores in the transaction of the
// change it belongs to, and delivers the row once stored (*mail.Service).
type Outbox interface {
	Queue(m mail.Message) (*model.OutboxMail, error)
	DeliverQueued(row *model.OutboxMail)
}

// queue composes a mail of kind as an outbox row for a store method to store with its change;
// nil without an outbox.
func (s *Service) queue(kind string, c mail.Content) (*model.OutboxMail, error) {
	if s.outbox == nil {
		return nil, nil
	}
	msg, err := mail.Render(kind, c)
	if err != nil {
		return nil, err
	}
	return s.outbox.Queue(msg)
}

// deliver starts the delivery of rows stored with their change.
func (s *Service) deliver(rows ...*model.OutboxMail) {
	for _, row := range rows {
		if row != nil && s.outbox != nil {
			s.outbox.DeliverQueued(row)
		}
	}
}

// New returns a Service.
func New(o Options) *Service {
	s := &Service{cfg: o.Config, store: o.Store, events: o.Events, mail: o.Mail, outbox: o.Outbox, hasher: o.Hasher, log: o.Log, http: o.HTTPClient, now: o.Now, botCheckURL: o.BotCheckURL}
	s.after.slots = make(chan struct{}, AfterWorkers)
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.http == nil {
		s.http = &http.Client{Timeout: 10 * time.Second}
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.hasher == nil {
		s.hasher = auth.NewHasher(o.Config.Argon2MemoryKiB, o.Config.Argon2Iterations)
	}
	s.google = newGoogleSignIn(o.Config, o.GoogleIssuer, s.http)
	return s
}

// Config returns the configuration the service runs with.
func (s *Service) Config() config.Config { return s.cfg }

func (s *Service) clock() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

// Authenticate resolves a request's bearer token and Contact header into a
// Viewer. No token, or an unknown, revoked or expired one, or a deactivated
// user, gives nil (nobody signed in).
func (s *Service) Authenticate(ctx context.Context, token, contactID string) (*auth.Viewer, error) {
	if token == "" {
		return nil, nil
	}
	now := s.clock()
	sess, u, err := s.store.GetSessionByTokenHash(ctx, auth.HashToken(token), now)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if u.DeletedAt != nil {
		return nil, nil
	}
	v := &auth.Viewer{UserID: u.ID, Username: u.Username, Roles: roleNames(u), SessionID: sess.ID, ContactID: u.ContactID, UserContactID: u.ContactID, Language: u.Language}
	if contactID != "" && contactID != u.ContactID {
		ok, err := s.store.ActsForContact(ctx, u.ContactID, contactID)
		if err != nil {
			return nil, err
		}
		if ok {
			v.ContactID = contactID
		} else {
			v.ContactID, v.ContactRefused = "", true
		}
	}
	if now.Sub(sess.LastSeenAt) > sessionTouchEvery {
		if err := s.store.TouchSession(ctx, sess.ID, now); err != nil {
			s.log.Warn("touch session", "err", err)
		}
	}
	return v, nil
}

func roleNames(u *model.User) []string {
	out := make([]string, 0, len(u.Roles))
	for _, r := range u.Roles {
		out = append(out, r.Role)
	}
	return out
}

// newSession signs u in: checks they may, records the session (and how it began: method) and
// returns its token.
func (s *Service) newSession(ctx context.Context, u *model.User, method string) (string, error) {
	if u.DeletedAt != nil {
		return "", apperr.New(apperr.BadUserInput, MsgBadCredentials)
	}
	if len(u.Roles) == 0 {
		return "", apperr.New(apperr.Forbidden, MsgNoRole)
	}
	now := s.clock()
	token, hash := auth.NewToken()
	c := auth.ClientFrom(ctx)
	sess := &model.Session{ID: newID(), TokenHash: hash, UserID: u.ID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(SessionLifetime), UserAgent: truncate(c.UserAgent, 300), IP: c.IP, SignInMethod: method}
	if err := s.store.CreateSession(ctx, sess); err != nil {
		return "", err
	}
	u.LastSignInAt = &now
	return token, nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// requireViewer returns the viewer or UNAUTHENTICATED.
func requireViewer(ctx context.Context) (*auth.Viewer, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	return v, nil
}
