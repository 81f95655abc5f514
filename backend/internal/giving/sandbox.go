package giving

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

// SandboxPath is where the sandbox checkout page lives: SandboxPath + {id}.
const SandboxPath = "/sandbox-checkout/"

// sandboxLifetime is how long a sandbox session can be paid, as Stripe's default.
const sandboxLifetime = 24 * time.Hour

// Sandbox is the built-in checkout used when no Stripe key is configured: it
// answers like Stripe Checkout from rows in sandbox_checkout_sessions, and
// its page at /sandbox-checkout/{id} pays or cancels. No money moves.
type Sandbox struct {
	store     db.Giving
	publicURL string
	now       func() time.Time
}

// NewSandbox returns the sandbox checkout.
func NewSandbox(store db.Giving, publicURL string, now func() time.Time) *Sandbox {
	if now == nil {
		now = time.Now
	}
	return &Sandbox{store: store, publicURL: strings.TrimRight(publicURL, "/"), now: now}
}

// Name implements Provider.
func (s *Sandbox) Name() string { return model.ProviderSandbox }

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// CreateCheckoutSession implements Provider.
func (s *Sandbox) CreateCheckoutSession(ctx context.Context, r CheckoutRequest) (*Session, error) {
	now := s.now().UTC().Truncate(time.Microsecond)
	meta, _ := json.Marshal(r.Metadata)
	row := &model.SandboxCheckoutSession{
		ID: "cs_sandbox_" + randomHex(16), Mode: r.Mode, Status: "open", PaymentStatus: "unpaid",
		AmountCents: r.AmountCents, Description: r.ProductName, SuccessURL: r.SuccessURL, CancelURL: r.CancelURL,
		TrialEnd: r.TrialEnd, CSRFToken: randomHex(24), Metadata: string(meta),
		CreatedAt: now, ExpiresAt: now.Add(sandboxLifetime),
	}
	if r.CustomerEmail != "" {
		row.CustomerEmail = &r.CustomerEmail
	}
	if err := s.store.CreateSandboxSession(ctx, row); err != nil {
		return nil, fmt.Errorf("sandbox: create session: %w", err)
	}
	return s.toSession(row), nil
}

// GetCheckoutSession implements Provider.
func (s *Sandbox) GetCheckoutSession(ctx context.Context, id string) (*Session, error) {
	row, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.toSession(row), nil
}

// CancelSubscriptionAt implements Provider.
func (s *Sandbox) CancelSubscriptionAt(ctx context.Context, subscriptionID string, at time.Time) error {
	row, err := s.loadSubscription(ctx, subscriptionID)
	if err != nil {
		return err
	}
	at = at.UTC()
	row.CancelAt = &at
	return s.store.UpdateSandboxSession(ctx, row, "cancel_at")
}

// sandboxCanceled is a cancelled sandbox subscription's status, as Stripe spells it.
const sandboxCanceled = "canceled"

// UpdateSubscriptionAmount implements Provider: the sandbox subscription's
// monthly amount (it records no later charges).
func (s *Sandbox) UpdateSubscriptionAmount(ctx context.Context, subscriptionID string, cents int64) error {
	row, err := s.loadSubscription(ctx, subscriptionID)
	if err != nil {
		return err
	}
	if deref(row.SubscriptionStatus) == sandboxCanceled {
		return ErrSubscriptionEnded
	}
	row.SubscriptionCents = &cents
	return s.store.UpdateSandboxSession(ctx, row, "subscription_cents")
}

// CancelSubscription implements Provider: the sandbox subscription is
// cancelled now (once; a second call changes nothing).
func (s *Sandbox) CancelSubscription(ctx context.Context, subscriptionID string) error {
	row, err := s.loadSubscription(ctx, subscriptionID)
	if err != nil {
		return err
	}
	if deref(row.SubscriptionStatus) == sandboxCanceled {
		return nil
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	status := sandboxCanceled
	row.SubscriptionStatus, row.CancelAt = &status, &now
	return s.store.UpdateSandboxSession(ctx, row, "subscription_status", "cancel_at")
}

// loadSubscription loads the session that started sandbox subscription id.
func (s *Sandbox) loadSubscription(ctx context.Context, id string) (*model.SandboxCheckoutSession, error) {
	if !strings.HasPrefix(id, "sub_sandbox_") {
		return nil, ErrSessionNotFound
	}
	row, err := s.load(ctx, "cs_sandbox_"+strings.TrimPrefix(id, "sub_sandbox_"))
	if err != nil {
		return nil, err
	}
	if row.SubscriptionID == nil || *row.SubscriptionID != id {
		return nil, ErrSessionNotFound
	}
	return row, nil
}

func (s *Sandbox) load(ctx context.Context, id string) (*model.SandboxCheckoutSession, error) {
	if !strings.HasPrefix(id, "cs_sandbox_") {
		return nil, ErrSessionNotFound
	}
	row, err := s.store.GetSandboxSession(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, ErrSessionNotFound
	}
	if err != nil {
		return nil, err
	}
	if row.Status == "open" && !s.now().Before(row.ExpiresAt) {
		row.Status = "expired"
	}
	return row, nil
}

func (s *Sandbox) toSession(r *model.SandboxCheckoutSession) *Session {
	out := &Session{
		ID: r.ID, URL: s.publicURL + SandboxPath + r.ID, Mode: r.Mode, Status: r.Status, PaymentStatus: r.PaymentStatus,
		Currency: "usd", CustomerEmail: deref(r.CustomerEmail), CustomerName: deref(r.CustomerName),
		PaymentIntentID: deref(r.PaymentIntentID), InvoiceID: deref(r.InvoiceID), SubscriptionID: deref(r.SubscriptionID),
		Created: r.CreatedAt,
	}
	_ = json.Unmarshal([]byte(r.Metadata), &out.Metadata)
	if r.PaymentStatus == "paid" {
		out.AmountTotal = r.AmountCents
		out.PaymentMethodType = "card"
	}
	if r.SubscriptionID != nil {
		out.SubscriptionStatus = "active"
		start := r.PaidAt
		if r.TrialEnd != nil {
			out.SubscriptionStatus = "trialing"
			start = r.TrialEnd
		}
		if r.SubscriptionStatus != nil {
			out.SubscriptionStatus = *r.SubscriptionStatus
		}
		out.SubscriptionStart = start
	}
	return out
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// SandboxPage is what the sandbox checkout page shows.
type SandboxPage struct {
	ID string
	// Amount reads e.g. "$100.00 / month from 1 Dec 2026 to 1 Dec 2027" or "$1,200.00 once".
	Amount      string
	Description string
	// NeedsEmail is true when the donor is not signed in: the page asks
	// for a name and email as Stripe Checkout would.
	NeedsEmail bool
	CSRFToken  string
	// Open is false once paid or expired; Message then says why.
	Open    bool
	Message string
}

// Page answers the page for session id (ErrSessionNotFound when unknown).
func (s *Sandbox) Page(ctx context.Context, id string) (*SandboxPage, error) {
	row, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	p := &SandboxPage{
		ID: row.ID, Description: row.Description, NeedsEmail: row.CustomerEmail == nil,
		CSRFToken: row.CSRFToken, Open: row.Status == "open",
	}
	if row.Mode == ModeSubscription {
		start := row.CreatedAt
		if row.TrialEnd != nil {
			start = *row.TrialEnd
		}
		p.Amount = fmt.Sprintf("%s / month from %s to %s", FormatDollars(row.AmountCents), start.UTC().Format("2 Jan 2006"), monthlyEnd(start).UTC().Format("2 Jan 2006"))
	} else {
		p.Amount = FormatDollars(row.AmountCents) + " once"
	}
	switch row.Status {
	case "complete":
		p.Message = "This checkout has already been paid."
	case "expired":
		p.Message = "This checkout has expired. Nothing was charged."
	}
	return p, nil
}

// ErrBadToken is a Pay or Cancel form without the page's token.
var ErrBadToken = errors.New("sandbox: bad form token")

func (s *Sandbox) checkToken(row *model.SandboxCheckoutSession, token string) error {
	if subtle.ConstantTimeCompare([]byte(row.CSRFToken), []byte(token)) != 1 {
		return ErrBadToken
	}
	return nil
}

// Pay marks an open session paid, as Stripe does when the card goes
// through, and answers the success URL with the session id in it. name and
// email are asked of a donor who is not signed in.
func (s *Sandbox) Pay(ctx context.Context, id, token, name, email string) (string, error) {
	row, err := s.load(ctx, id)
	if err != nil {
		return "", err
	}
	if err := s.checkToken(row, token); err != nil {
		return "", err
	}
	if row.Status != "open" {
		if row.Status == "complete" {
			return successURL(row), nil
		}
		return "", apperr.Input("", "This checkout has expired. Nothing was charged.")
	}
	cols := []string{"status", "payment_status", "paid_at"}
	if row.CustomerEmail == nil {
		n, err := user.ValidateName(name)
		if err != nil {
			return "", err
		}
		e, err := user.ValidateEmail(email)
		if err != nil {
			return "", err
		}
		row.CustomerName, row.CustomerEmail = &n, &e
		cols = append(cols, "customer_name", "customer_email")
	} else if n := strings.TrimSpace(name); n != "" {
		row.CustomerName = &n
		cols = append(cols, "customer_name")
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	suffix := strings.TrimPrefix(row.ID, "cs_sandbox_")
	row.Status, row.PaidAt = "complete", &now
	row.PaymentStatus = "paid"
	if row.Mode == ModeSubscription {
		sub := "sub_sandbox_" + suffix
		row.SubscriptionID = &sub
		cols = append(cols, "subscription_id")
		if row.TrialEnd != nil {
			row.PaymentStatus = "no_payment_required"
		} else {
			inv := "in_sandbox_" + suffix
			row.InvoiceID = &inv
			cols = append(cols, "invoice_id")
		}
	} else {
		pi := "pi_sandbox_" + suffix
		row.PaymentIntentID = &pi
		cols = append(cols, "payment_intent_id")
	}
	if err := s.store.UpdateSandboxSession(ctx, row, cols...); err != nil {
		return "", err
	}
	return successURL(row), nil
}

// Cancel answers where the page's Cancel button goes; the session stays
// open until it expires, as on Stripe.
func (s *Sandbox) Cancel(ctx context.Context, id, token string) (string, error) {
	row, err := s.load(ctx, id)
	if err != nil {
		return "", err
	}
	if err := s.checkToken(row, token); err != nil {
		return "", err
	}
	return row.CancelURL, nil
}

func successURL(row *model.SandboxCheckoutSession) string {
	return strings.ReplaceAll(row.SuccessURL, "{CHECKOUT_SESSION_ID}", row.ID)
}
