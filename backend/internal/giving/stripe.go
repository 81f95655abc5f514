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

// subscription retrieves a subscription (its items carry their price and product ids).
func (p *StripeProvider) subscription(ctx context.Context, id string) (*stripe.Subscription, error) {
	params := &stripe.SubscriptionParams{}
	params.Context = ctx
	sub, err := p.api.Subscriptions.Get(id, params)
	if err != nil {
		return nil, fmt.Errorf("stripe: retrieve subscription: %w", err)
	}
	return sub, nil
}

func stripeSubscriptionEnded(sub *stripe.Subscription) bool {
	return sub.Status == stripe.SubscriptionStatusCanceled || sub.Status == stripe.SubscriptionStatusIncompleteExpired
}

// SubscriptionAmountParams are the fields Reach sends to change a monthly
// gift's amount: items[0][id] (the subscription's one item) with
// items[0][price_data][currency=usd, product (the item's own), unit_amount,
// recurring[interval]=month], and proration_behavior=none, so the next
// charge is the new amount and nothing is charged or credited for the month
// under way.
func SubscriptionAmountParams(itemID, productID string, cents int64) *stripe.SubscriptionParams {
	return &stripe.SubscriptionParams{
		Items: []*stripe.SubscriptionItemsParams{{
			ID: stripe.String(itemID),
			PriceData: &stripe.SubscriptionItemPriceDataParams{
				Currency:   stripe.String(string(stripe.CurrencyUSD)),
				Product:    stripe.String(productID),
				UnitAmount: stripe.Int64(cents),
				Recurring:  &stripe.SubscriptionItemPriceDataRecurringParams{Interval: stripe.String(string(stripe.PriceRecurringIntervalMonth))},
			},
		}},
		ProrationBehavior: stripe.String("none"),
	}
}

// UpdateSubscriptionAmount implements Provider: the subscription's item gets
// a new price on the same product (SubscriptionAmountParams).
func (p *StripeProvider) UpdateSubscriptionAmount(ctx context.Context, subscriptionID string, cents int64) error {
	sub, err := p.subscription(ctx, subscriptionID)
	if err != nil {
		return err
	}
	if stripeSubscriptionEnded(sub) {
		return ErrSubscriptionEnded
	}
	if sub.Items == nil || len(sub.Items.Data) != 1 || sub.Items.Data[0].Price == nil || sub.Items.Data[0].Price.Product == nil {
		return fmt.Errorf("stripe: subscription %s does not have the one priced item Reach made", subscriptionID)
	}
	item := sub.Items.Data[0]
	params := SubscriptionAmountParams(item.ID, item.Price.Product.ID, cents)
	params.Context = ctx
	if _, err := p.api.Subscriptions.Update(subscriptionID, params); err != nil {
		return fmt.Errorf("stripe: change subscription amount: %w", err)
	}
	return nil
}

// CancelSubscription implements Provider: DELETE the subscription with
// prorate=false and invoice_now=false. When Stripe refuses because it is
// cancelled already, that is what was wanted.
func (p *StripeProvider) CancelSubscription(ctx context.Context, subscriptionID string) error {
	params := &stripe.SubscriptionCancelParams{Prorate: stripe.Bool(false), InvoiceNow: stripe.Bool(false)}
	params.Context = ctx
	_, err := p.api.Subscriptions.Cancel(subscriptionID, params)
	if err == nil {
		return nil
	}
	if sub, gerr := p.subscription(ctx, subscriptionID); gerr == nil && stripeSubscriptionEnded(sub) {
		return nil
	}
	return fmt.Errorf("stripe: cancel subscription: %w", err)
}

// PaymentPortalURL implements PaymentPortal: a customer portal session for
// the subscription's own customer, opening on the payment method
// (flow_data[type]=payment_method_update) and leading back to returnURL.
func (p *StripeProvider) PaymentPortalURL(ctx context.Context, subscriptionID, returnURL string) (string, error) {
	sub, err := p.subscription(ctx, subscriptionID)
	if err != nil {
		return "", err
	}
	if sub.Customer == nil || sub.Customer.ID == "" {
		return "", fmt.Errorf("stripe: subscription %s has no customer", subscriptionID)
	}
	params := &stripe.BillingPortalSessionParams{
		Customer:  stripe.String(sub.Customer.ID),
		ReturnURL: stripe.String(returnURL),
		FlowData: &stripe.BillingPortalSessionFlowDataParams{
			Type: stripe.String("payment_method_update"),
			AfterCompletion: &stripe.BillingPortalSessionFlowDataAfterCompletionParams{
				Type:     stripe.String("redirect"),
				Redirect: &stripe.BillingPortalSessionFlowDataAfterCompletionRedirectParams{ReturnURL: stripe.String(returnURL)},
			},
		},
	}
	params.Context = ctx
	s, err := p.api.BillingPortalSessions.New(params)
	if err != nil {
		return "", fmt.Errorf("stripe: create customer portal session: %w", err)
	}
	return s.URL, nil
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
