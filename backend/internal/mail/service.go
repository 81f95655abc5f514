package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Delivery limits.
const (
	// DefaultTimeout bounds one SMTP delivery attempt, dial to QUIT.
	DefaultTimeout = 30 * time.Second
	// MaxAttempts is how often a mail is tried before it stays FAILED.
	MaxAttempts = 8
	// pollEvery is how often Run looks for due mail.
	pollEvery = 30 * time.Second
)

// Options tune a Service; the zero value is right for production.
type Options struct {
	Logger *slog.Logger
	// TLSConfig is cloned for STARTTLS and smtps (tests use it to trust
	// their own certificate); nil uses the system roots.
	TLSConfig *tls.Config
	// Timeout bounds one delivery attempt (DefaultTimeout when zero).
	Timeout time.Duration
	// Now replaces the clock (tests).
	Now func() time.Time
}

// Service is the mail Sender: it writes every mail to the outbox and, when
// SMTP is configured, delivers it in the background.
type Service struct {
	store db.Mail
	from  *mail.Address
	// replyTo is where replies go when a mail names nobody (REACH_SUPPORT_EMAIL); nil: no
	// Reply-To.
	replyTo *mail.Address
	smtp    *smtpConfig // nil: the outbox is the delivery
	helo    string
	// dropDir is where mail goes without SMTP (empty: nowhere but the outbox).
	dropDir string
	log     *slog.Logger
	tls     *tls.Config
	timeout time.Duration
	now     func() time.Time
	// mu guards closed and adding to inflight.
	mu       sync.Mutex
	closed   bool
	inflight sync.WaitGroup
}

var _ Sender = (*Service)(nil)

// NewService returns the mail service for cfg (REACH_SMTP_URL, REACH_MAIL_FROM,
// REACH_PUBLIC_URL). Call Close at shutdown and run Run in the background to
// retry failed deliveries.
func NewService(store db.Mail, cfg config.Config, opts Options) (*Service, error) {
	from, err := mail.ParseAddress(cfg.MailFrom)
	if err != nil {
		return nil, fmt.Errorf("REACH_MAIL_FROM must be an address like 'Reach <no-reply@example.org>': %w", err)
	}
	s := &Service{
		store:   store,
		from:    from,
		log:     opts.Logger,
		tls:     opts.TLSConfig,
		timeout: opts.Timeout,
		now:     opts.Now,
		helo:    "localhost",
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.timeout <= 0 {
		s.timeout = DefaultTimeout
	}
	if s.now == nil {
		s.now = time.Now
	}
	if a := strings.TrimSpace(cfg.SupportEmail); a != "" && ValidAddress(a) {
		s.replyTo = &mail.Address{Address: a}
	}
	if u, err := url.Parse(cfg.PublicURL); err == nil && u.Hostname() != "" {
		s.helo = u.Hostname()
	}
	if cfg.SMTPURL != "" {
		if s.smtp, err = parseSMTPURL(cfg.SMTPURL); err != nil {
			return nil, err
		}
	} else if cfg.DataDir != "" {
		s.dropDir = filepath.Join(cfg.DataDir, DropFolder)
	}
	return s, nil
}

// SMTPEnabled tells whether mail is delivered over SMTP (else it stays in the outbox).
func (s *Service) SMTPEnabled() bool { return s.smtp != nil }

// Queue checks m and returns the outbox row it becomes, not yet stored. A
// caller that stores the row inside its own transaction (see
// db.Invite.CreateInvite) calls DeliverQueued with it after the commit.
func (s *Service) Queue(m Message) (*model.OutboxMail, error) {
	to := strings.TrimSpace(m.To)
	if !ValidAddress(to) {
		return nil, fmt.Errorf("mail: invalid recipient address")
	}
	if m.Kind == "" || m.Subject == "" || m.Text == "" {
		return nil, fmt.Errorf("mail: kind, subject and text are required")
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	row := &model.OutboxMail{
		ID:        uuid.Must(uuid.NewV7()).String(),
		To:        to,
		Subject:   oneLine(m.Subject),
		TextBody:  m.Text,
		Kind:      m.Kind,
		Status:    model.MailQueued,
		CreatedAt: now,
	}
	if m.HTML != "" {
		row.HTMLBody = &m.HTML
	}
	if r := strings.TrimSpace(m.ReplyTo); r != "" {
		if !ValidAddress(r) {
			return nil, fmt.Errorf("mail: invalid reply-to address")
		}
		row.ReplyTo = &r
	}
	if kinds[m.Kind].secretLabel != "" && m.HiddenLink == "" {
		return nil, fmt.Errorf("mail: a %s mail carries a one-time link: compose it with Render", m.Kind)
	}
	if m.HiddenLink != "" {
		// The one-time link goes to the recipient alone: the bodies anyone
		// else can read show its label.
		if m.ShownText == "" {
			return nil, fmt.Errorf("mail: a %s mail needs its shown copy", m.Kind)
		}
		label, text, html := m.HiddenLink, m.Text, m.HTML
		row.HiddenLink, row.SecretTextBody = &label, &text
		row.TextBody, row.HTMLBody = m.ShownText, nil
		if m.ShownHTML != "" {
			row.HTMLBody = &m.ShownHTML
		}
		if html != "" {
			row.SecretHTMLBody = &html
		}
	}
	if a := m.Attachment; a != nil {
		name := strings.Map(func(r rune) rune {
			if r < 0x20 || r == '"' || r == '\\' || r == '/' || r == 0x7f {
				return '_'
			}
			return r
		}, strings.TrimSpace(a.Name))
		if name == "" || len(a.Data) == 0 || a.ContentType == "" || strings.ContainsAny(a.ContentType, "\r\n") {
			return nil, fmt.Errorf("mail: an attachment needs a name, a type and content")
		}
		if len(a.Data) > MaxAttachmentBytes {
			return nil, fmt.Errorf("mail: attachment of %d bytes is larger than %d", len(a.Data), MaxAttachmentBytes)
		}
		ctype := a.ContentType
		row.AttachmentName, row.AttachmentType, row.Attachment = &name, &ctype, a.Data
	}
	if s.smtp != nil {
		row.NextAttemptAt = &now
	}
	return row, nil
}

// deliverable is the mail as its recipient gets it: with its one-time link,
// when it carries one.
func deliverable(row *model.OutboxMail) *model.OutboxMail {
	if row.HiddenLink == nil || row.SecretTextBody == nil {
		return row
	}
	out := *row
	out.TextBody, out.HTMLBody = *row.SecretTextBody, row.SecretHTMLBody
	return &out
}

// Send implements Sender: it stores m in the outbox and, with SMTP
// configured, starts its delivery without waiting for it.
func (s *Service) Send(ctx context.Context, m Message) error {
	row, err := s.Queue(m)
	if err != nil {
		return err
	}
	if err := s.store.PutOutboxMail(ctx, row); err != nil {
		return fmt.Errorf("mail: store outbox row: %w", err)
	}
	s.DeliverQueued(row)
	return nil
}

// DeliverQueued starts the SMTP delivery of a stored outbox row in the
// background. Without SMTP the outbox is the delivery: the whole mail, link
// included, is written to the mail drop folder (see drop.go) for the person
// who runs this Reach, and staff read the outbox's copy.
func (s *Service) DeliverQueued(row *model.OutboxMail) {
	if row == nil {
		return
	}
	if s.smtp == nil {
		s.drop(row)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return // still due in the outbox: Run picks it up after the restart
	}
	s.inflight.Add(1)
	go func() {
		defer s.inflight.Done()
		// Detached from the request that queued the mail; the attempt is
		// bounded by the timeout instead.
		s.deliver(context.Background(), row.ID)
	}()
}

// Wait blocks until the deliveries started so far have finished (tests, shutdown).
func (s *Service) Wait() { s.inflight.Wait() }

// Close stops starting deliveries and waits for those running (each is
// bounded by the timeout).
func (s *Service) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.inflight.Wait()
}

// Run delivers due mail (new, or failed and waiting for a retry) until ctx
// ends. Several instances may run it at once: a mail is claimed before it is sent.
func (s *Service) Run(ctx context.Context) {
	if s.smtp == nil {
		return
	}
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	for {
		s.DeliverDue(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// DeliverDue tries every mail whose delivery is due now, one after another.
func (s *Service) DeliverDue(ctx context.Context) {
	if s.smtp == nil {
		return
	}
	ids, err := s.store.DueOutboxMailIDs(ctx, s.now(), 100)
	if err != nil {
		s.log.Error("mail: list due mail", "err", err)
		return
	}
	for _, id := range ids {
		if ctx.Err() != nil {
			return
		}
		s.deliver(ctx, id)
	}
}

// deliver claims one outbox row, sends it and records the outcome.
func (s *Service) deliver(ctx context.Context, id string) {
	now := s.now()
	// The lease outlasts the attempt, so a crashed instance's mail is retried later.
	ok, err := s.store.ClaimOutboxMail(ctx, id, now, now.Add(2*s.timeout))
	if err != nil {
		s.log.Error("mail: claim", "mail", id, "err", err)
		return
	}
	if !ok {
		return
	}
	row, err := s.store.GetOutboxMailForDelivery(ctx, id)
	if err != nil {
		s.log.Error("mail: load", "mail", id, "err", err)
		return
	}
	var sendErr error
	if row.HiddenLink != nil && row.SecretTextBody == nil {
		sendErr = errLinkGone
	} else {
		attemptCtx, cancel := context.WithTimeout(ctx, s.timeout)
		sendErr = s.sendSMTP(attemptCtx, deliverable(row))
		cancel()
	}

	done := s.now().UTC().Truncate(time.Microsecond)
	row.Attempts++
	if sendErr == nil {
		row.Status, row.SentAt, row.Error, row.NextAttemptAt = model.MailSent, &done, nil, nil
		s.log.Info("mail: sent", "mail", id, "kind", row.Kind)
	} else {
		msg := s.redact(sendErr.Error())
		row.Status, row.Error = model.MailFailed, &msg
		row.NextAttemptAt = nil
		if retryable(sendErr) && row.Attempts < MaxAttempts {
			next := done.Add(backoff(row.Attempts))
			row.NextAttemptAt = &next
		}
		s.log.Warn("mail: delivery failed", "mail", id, "kind", row.Kind, "attempt", row.Attempts, "retry", row.NextAttemptAt != nil, "err", msg)
	}
	if row.NextAttemptAt == nil {
		// Sent, or failed for good: the one-time link is no longer kept.
		row.SecretTextBody, row.SecretHTMLBody = nil, nil
	}
	// The outcome is recorded even when ctx ended during the attempt.
	if err := s.store.FinishOutboxMail(context.WithoutCancel(ctx), row); err != nil {
		s.log.Error("mail: record delivery", "mail", id, "err", err)
	}
}

// backoff is the wait after the given number of failed attempts: 1, 2, 4 ...
// minutes, at most an hour.
func backoff(attempts int) time.Duration {
	d := time.Minute << (attempts - 1)
	if d > time.Hour || d <= 0 {
		return time.Hour
	}
	return d
}

// redact keeps the SMTP password (and user) out of stored errors and logs.
func (s *Service) redact(msg string) string {
	if s.smtp != nil {
		for _, secret := range []string{s.smtp.password, s.smtp.user} {
			if len(secret) >= 3 {
				msg = strings.ReplaceAll(msg, secret, "***")
			}
		}
	}
	if len(msg) > 500 {
		msg = msg[:500]
	}
	return msg
}

// List answers one page of the outbox and the count of all rows q matches.
func (s *Service) List(ctx context.Context, q db.OutboxQuery) ([]*model.OutboxMail, int, error) {
	return s.store.ListOutboxMails(ctx, q)
}

// Get loads one outbox row (db.ErrNotFound when there is none).
func (s *Service) Get(ctx context.Context, id string) (*model.OutboxMail, error) {
	return s.store.GetOutboxMail(ctx, id)
}

// Messages of Resend's refusals.
const (
	MsgResendNoSMTP   = "Mail is kept in the outbox only (no SMTP server is configured), so it cannot be resent."
	MsgResendNotFound = "There is no such mail."
	MsgResendSent     = "This mail was sent already."
	MsgResendQueued   = "This mail is waiting to be sent; only a mail that failed can be resent."
	// MsgResendRetrying is completed with the time of the next attempt.
	MsgResendRetrying = "This mail is retried automatically (next attempt %s); it can be resent once its retries have ended."
	// MsgResendLinkGone refuses mail whose one-time link is no longer kept.
	MsgResendLinkGone = "This mail carried a one-time link, which is kept only until the mail is sent or fails for good. Ask the person to request a new one."
)

// errLinkGone fails the delivery of a mail whose one-time link is no longer kept.
var errLinkGone = errors.New("the mail's one-time link is no longer kept")

// Resend queues again a mail that failed for good (FAILED, no retry due),
// due now, and starts its delivery. The new round starts from zero attempts,
// so it gets the whole backoff of MaxAttempts again and no more. Any other
// mail is refused with a BAD_USER_INPUT error and left as it is; of two
// resends at once only one succeeds.
func (s *Service) Resend(ctx context.Context, id string) (*model.OutboxMail, error) {
	if s.smtp == nil {
		return nil, apperr.Input("id", MsgResendNoSMTP)
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	ok, err := s.store.ResendOutboxMail(ctx, id, now)
	if err != nil {
		return nil, fmt.Errorf("mail: resend %s: %w", id, err)
	}
	row, err := s.store.GetOutboxMail(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("id", MsgResendNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("mail: load %s: %w", id, err)
	}
	if !ok {
		return nil, resendRefusal(row)
	}
	s.log.Info("mail: resent", "mail", id, "kind", row.Kind)
	s.DeliverQueued(row)
	return row, nil
}

// resendRefusal says why row cannot be resent.
func resendRefusal(row *model.OutboxMail) error {
	switch {
	case row.Status == model.MailFailed && row.NextAttemptAt == nil && row.HiddenLink != nil:
		return apperr.Input("id", MsgResendLinkGone)
	case row.Status == model.MailSent:
		return apperr.Input("id", MsgResendSent)
	case row.Status == model.MailFailed && row.NextAttemptAt != nil:
		return apperr.Inputf("id", MsgResendRetrying, row.NextAttemptAt.UTC().Format("2006-01-02 15:04 UTC"))
	default:
		return apperr.Input("id", MsgResendQueued)
	}
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
