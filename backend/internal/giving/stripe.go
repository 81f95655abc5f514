package giving

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/client"
)

// StripeProvider is Stripe Checkout through stripe-go.
type StripeProvider struct {
	api *client.API
}

// NewStripeProvider talks to Stripe with secretKey; apiURL (empty for
// api.stripe.com) points it at stripe-mock or a test server.
func NewStripeProvider(secretKey, apiURL string, httpClient *http.Client, log *slog.Logger) *StripeProvider {
	if httpClient == nil {
		httpClient = &http.Client{Timeout: 30 * time.Second}
	}
	cfg := &stripe.BackendConfig{
		HTTPClient:        httpClient,
		MaxNetworkRetries: stripe.Int64(2),
		LeveledLogger:     stripeLogger{log},
	}
	if apiURL != "" {
		cfg.URL = stripe.String(apiURL)
	}
	backends := &stripe.Backends{
		API:     stripe.GetBackendWithConfig(stripe.APIBackend, cfg),
		Connect: stripe.GetBackendWithConfig(stripe.ConnectBackend, cfg),
		Uploads: stripe.GetBackendWithConfig(stripe.UploadsBackend, cfg),
	}
	return &StripeProvider{api: client.New(secretKey, backends)}
}

// Name implements Provider.
func (p *StripeProvider) Name() string { return "stripe" }

// CheckoutParams are the fields Reach sends to create a Checkout Session:
// mode, success_url, cancel_url, customer_email (signed-in donors),
// line_items[0][quantity]=1 and line_items[0][price_data][currency=usd,
// unit_amount, product_data[name, description], recurring[interval]=month
// in subscription mode], metadata, and subscription_data[trial_end,
// metadata] (subscription mode) or payment_intent_data[description,
// metadata] and submit_type=donate (payment mode).
func CheckoutParams(r CheckoutRequest) *stripe.CheckoutSessionParams {
	price := &stripe.CheckoutSessionLineItemPriceDataParams{
		Currency:   stripe.String(string(stripe.CurrencyUSD)),
		UnitAmount: stripe.Int64(r.AmountCents),
		ProductData: &stripe.CheckoutSessionLineItemPriceDataProductDataParams{
			Name: stripe.String(r.ProductName),
		},
	}
	if r.Description != "" {
		price.ProductData.Description = stripe.String(r.Description)
	}
	params := &stripe.CheckoutSessionParams{
		Mode:       stripe.String(r.Mode),
		SuccessURL: stripe.String(r.SuccessURL),
		CancelURL:  stripe.String(r.CancelURL),
		LineItems:  []*stripe.CheckoutSessionLineItemParams{{PriceData: price, Quantity: stripe.Int64(1)}},
		Metadata:   r.Metadata,
	}
	if r.CustomerEmail != "" {
		params.CustomerEmail = stripe.String(r.CustomerEmail)
	}
	if r.Mode == ModeSubscription {
		price.Recurring = &stripe.CheckoutSessionLineItemPriceDataRecurringParams{Interval: stripe.String(string(stripe.PriceRecurringIntervalMonth))}
		params.SubscriptionData = &stripe.CheckoutSessionSubscriptionDataParams{Metadata: r.Metadata}
		if r.TrialEnd != nil {
			params.SubscriptionData.TrialEnd = stripe.Int64(r.TrialEnd.Unix())
		}
	} else {
		params.SubmitType = stripe.String(string(stripe.CheckoutSessionSubmitTypeDonate))
		params.PaymentIntentData = &stripe.CheckoutSessionPaymentIntentDataParams{
			Description: stripe.String(r.ProductName),
			Metadata:    r.Metadata,
		}
	}
	return params
}

// CreateCheckoutSession implements Provider.
func (p *StripeProvider) CreateCheckoutSession(ctx context.Context, r CheckoutRequest) (*Session, error) {
	params := CheckoutParams(r)
	params.Context = ctx
	s, err := p.api.CheckoutSessions.New(params)
	if err != nil {
		return nil, fmt.Errorf("stripe: create checkout session: %w", err)
	}
	return fromStripeSession(s), nil
}

// GetCheckoutSession implements Provider: the session with its subscription
// and payment intent expanded.
func (p *StripeProvider) GetCheckoutSession(ctx context.Context, id string) (*Session, error) {
	params := &stripe.CheckoutSessionParams{}
	params.Context = ctx
	params.AddExpand("subscription")
	params.AddExpand("payment_intent")
	s, err := p.api.CheckoutSessions.Get(id, params)
	if err != nil {
		var se *stripe.Error
		if errors.As(err, &se) && (se.HTTPStatusCode == http.StatusNotFound || se.Code == stripe.ErrorCodeResourceMissing) {
			return nil, ErrSessionNotFound
		}
		return nil, fmt.Errorf("stripe: retrieve checkout session: %w", err)
	}
	return fromStripeSession(s), nil
}

// CancelSubscriptionAt implements Provider: cancel_at and
// proration_behavior=none on the subscription.
func (p *StripeProvider) CancelSubscriptionAt(ctx context.Context, subscriptionID string, at time.Time) error {
	params := &stripe.SubscriptionParams{
		CancelAt:          stripe.Int64(at.Unix()),
		ProrationBehavior: stripe.String("none"),
	}
	params.Context = ctx
	if _, err := p.api.Subscriptions.Update(subscriptionID, params); err != nil {
		return fmt.Errorf("stripe: set subscription cancel_at: %w", err)
	}
	return nil
}

func fromStripeSession(s *stripe.CheckoutSession) *Session {
	out := &Session{
		ID: s.ID, URL: s.URL, Mode: string(s.Mode), Status: string(s.Status), PaymentStatus: string(s.PaymentStatus),
		AmountTotal: s.AmountTotal, Currency: string(s.Currency), Metadata: s.Metadata,
		Created: time.Unix(s.Created, 0).UTC(),
	}
	if d := s.CustomerDetails; d != nil {
		out.CustomerEmail, out.CustomerName = d.Email, d.Name
	}
	if out.CustomerEmail == "" {
		out.CustomerEmail = s.CustomerEmail
	}
	if len(s.PaymentMethodTypes) > 0 {
		out.PaymentMethodType = s.PaymentMethodTypes[0]
	}
	if s.PaymentIntent != nil {
		out.PaymentIntentID = s.PaymentIntent.ID
	}
	if s.Invoice != nil {
		out.InvoiceID = s.Invoice.ID
	}
	if sub := s.Subscription; sub != nil {
		out.SubscriptionID, out.SubscriptionStatus = sub.ID, string(sub.Status)
		var start int64
		switch {
		case sub.TrialEnd > 0:
			start = sub.TrialEnd
		case sub.StartDate > 0:
			start = sub.StartDate
		case sub.CurrentPeriodStart > 0:
			start = sub.CurrentPeriodStart
		}
		if start > 0 {
			t := time.Unix(start, 0).UTC()
			out.SubscriptionStart = &t
		}
		if out.InvoiceID == "" && sub.LatestInvoice != nil {
			out.InvoiceID = sub.LatestInvoice.ID
		}
	}
	return out
}

// stripeLogger sends stripe-go's own log lines to slog at debug level
// (errors come back to the caller and are logged there).
type stripeLogger struct{ log *slog.Logger }

func (l stripeLogger) Debugf(format string, v ...any) { l.debug(format, v...) }
func (l stripeLogger) Infof(format string, v ...any)  { l.debug(format, v...) }
func (l stripeLogger) Warnf(format string, v ...any)  { l.debug(format, v...) }
func (l stripeLogger) Errorf(format string, v ...any) { l.debug(format, v...) }

func (l stripeLogger) debug(format string, v ...any) {
	if l.log != nil {
		l.log.Debug("stripe: " + fmt.Sprintf(format, v...))
	}
}
