package giving

import (
	"context"
	"errors"
	"time"
)

// Checkout modes, as Stripe names them.
const (
	ModePayment      = "payment"
	ModeSubscription = "subscription"
)

// CheckoutRequest is a checkout session to create: one line item of
// AmountCents US dollars, monthly in subscription mode.
type CheckoutRequest struct {
	Mode          string
	AmountCents   int64
	ProductName   string
	Description   string
	SuccessURL    string
	CancelURL     string
	CustomerEmail string
	// TrialEnd delays a subscription's first charge.
	TrialEnd *time.Time
	Metadata map[string]string
}

// Session is a checkout session as the provider tells it.
type Session struct {
	ID  string
	URL string
	// Mode is payment or subscription.
	Mode string
	// Status is open, complete or expired.
	Status string
	// PaymentStatus is paid, unpaid or no_payment_required.
	PaymentStatus     string
	AmountTotal       int64
	Currency          string
	Metadata          map[string]string
	CustomerEmail     string
	CustomerName      string
	PaymentMethodType string
	PaymentIntentID   string
	InvoiceID         string
	SubscriptionID    string
	// SubscriptionStatus is trialing, active, ... when there is a subscription.
	SubscriptionStatus string
	// SubscriptionStart is the subscription's first charge (trial end or start).
	SubscriptionStart *time.Time
	Created           time.Time
}

// Provider is Stripe Checkout or the built-in sandbox.
type Provider interface {
	// Name is model.ProviderStripe or model.ProviderSandbox.
	Name() string
	CreateCheckoutSession(ctx context.Context, r CheckoutRequest) (*Session, error)
	// GetCheckoutSession answers ErrSessionNotFound for an id the provider
	// does not know.
	GetCheckoutSession(ctx context.Context, id string) (*Session, error)
	// CancelSubscriptionAt ends a subscription at at (no proration).
	CancelSubscriptionAt(ctx context.Context, subscriptionID string, at time.Time) error
	// UpdateSubscriptionAmount makes a subscription's next charges cents a
	// month, with no proration; ErrSubscriptionEnded when it is cancelled.
	UpdateSubscriptionAmount(ctx context.Context, subscriptionID string, cents int64) error
	// CancelSubscription stops a subscription now: no further charges, no
	// proration. One cancelled already is not an error.
	CancelSubscription(ctx context.Context, subscriptionID string) error
}

// PaymentPortal is a provider with its own page where a donor manages the
// payment method of a subscription (Stripe's customer portal).
type PaymentPortal interface {
	// PaymentPortalURL opens that page for the customer who pays
	// subscriptionID (and nobody else); returnURL is where it leads back.
	PaymentPortalURL(ctx context.Context, subscriptionID, returnURL string) (string, error)
}

// ErrSessionNotFound is a checkout session the provider does not know.
var ErrSessionNotFound = errors.New("checkout session not found")

// ErrSubscriptionEnded is a subscription the provider has cancelled or
// ended, which cannot change any more.
var ErrSubscriptionEnded = errors.New("subscription cancelled or ended")
