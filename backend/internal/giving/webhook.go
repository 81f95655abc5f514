package giving

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// WebhookTolerance is how old a signed webhook may be.
const WebhookTolerance = 5 * time.Minute

// MaxWebhookBytes bounds a webhook body; Stripe's events are far smaller.
const MaxWebhookBytes = 256 << 10

// ErrBadSignature is a webhook whose Stripe-Signature does not verify (or
// that arrived while no webhook secret is configured).
var ErrBadSignature = errors.New("stripe webhook: bad signature")

// WebhookOutcome says what a verified event did.
type WebhookOutcome string

// The outcomes of HandleWebhook.
const (
	WebhookHandled  WebhookOutcome = "handled"
	WebhookReplayed WebhookOutcome = "replayed"
	WebhookIgnored  WebhookOutcome = "ignored"
)

// HandleWebhook verifies and handles one Stripe event: the signature with
// WebhookTolerance (ErrBadSignature otherwise), then, unless the event id was
// handled before, checkout.session.completed and
// checkout.session.async_payment_succeeded (record the gift as completion
// does), checkout.session.async_payment_failed and invoice.payment_failed
// (a FAILED payment and the donor's mail, failed.go), invoice.paid (one
// Payment per monthly charge; a cancelled gift stays cancelled),
// charge.refunded (mark the payment refunded), and
// customer.subscription.deleted and customer.subscription.updated (a
// monthly gift cancelled in Stripe, subscription.go). Other events are
// ignored. An error other than ErrBadSignature means "try again later"
// (Stripe retries).
func (s *Service) HandleWebhook(ctx context.Context, payload []byte, signature string) (WebhookOutcome, error) {
	if s.webhookSecret == "" {
		return "", ErrBadSignature
	}
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.webhookSecret, webhook.ConstructEventOptions{
		Tolerance: WebhookTolerance,
		// Reach reads only fields that are the same in every API version
		// since 2023-10-16, so an endpoint on a newer version still works.
		IgnoreAPIVersionMismatch: true,
	})
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	if done, err := s.store.StripeEventProcessed(ctx, ev.ID); err != nil {
		return "", err
	} else if done {
		return WebhookReplayed, nil
	}
	outcome, err := s.handleEvent(ctx, &ev)
	if err != nil {
		return "", err
	}
	if err := s.store.MarkStripeEvent(ctx, ev.ID, string(ev.Type), s.clock()); err != nil {
		return "", err
	}
	return outcome, nil
}

func (s *Service) handleEvent(ctx context.Context, ev *stripe.Event) (WebhookOutcome, error) {
	if ev.Data == nil {
		return WebhookIgnored, nil
	}
	switch ev.Type {
	case "checkout.session.completed", "checkout.session.async_payment_succeeded":
		var cs stripe.CheckoutSession
		if err := json.Unmarshal(ev.Data.Raw, &cs); err != nil {
			return "", fmt.Errorf("stripe webhook: decode session: %w", err)
		}
		c, err := s.store.GetCheckout(ctx, cs.ID)
		if errors.Is(err, db.ErrNotFound) {
			s.log.Warn("stripe webhook: checkout session Reach did not start", "session", cs.ID)
			return WebhookIgnored, nil
		}
		if err != nil {
			return "", err
		}
		if _, err := s.complete(ctx, c.Kind, cs.ID); err != nil {
			if e := apperr.As(err); e != nil {
				// Not paid yet (an async payment method) or not recordable:
				// nothing to retry; async_payment_succeeded follows if it pays.
				s.log.Warn("stripe webhook: checkout not recorded", "session", cs.ID, "reason", e.Message)
				return WebhookIgnored, nil
			}
			return "", err
		}
		return WebhookHandled, nil

	case "checkout.session.async_payment_failed":
		var cs stripe.CheckoutSession
		if err := json.Unmarshal(ev.Data.Raw, &cs); err != nil {
			return "", fmt.Errorf("stripe webhook: decode session: %w", err)
		}
		return s.checkoutFailed(ctx, &cs, eventTime(ev, s.clock()))

	case "invoice.paid":
		var inv stripe.Invoice
		if err := json.Unmarshal(ev.Data.Raw, &inv); err != nil {
			return "", fmt.Errorf("stripe webhook: decode invoice: %w", err)
		}
		outcome, _, err := s.invoicePaid(ctx, &inv)
		return outcome, err

	case "invoice.payment_failed":
		var inv stripe.Invoice
		if err := json.Unmarshal(ev.Data.Raw, &inv); err != nil {
			return "", fmt.Errorf("stripe webhook: decode invoice: %w", err)
		}
		outcome, _, err := s.invoiceFailed(ctx, &inv, eventTime(ev, s.clock()))
		return outcome, err

	case "customer.subscription.deleted", "customer.subscription.updated":
		var sub stripe.Subscription
		if err := json.Unmarshal(ev.Data.Raw, &sub); err != nil {
			return "", fmt.Errorf("stripe webhook: decode subscription: %w", err)
		}
		return s.subscriptionCancelled(ctx, &sub, ev.Type == "customer.subscription.deleted", eventTime(ev, s.clock()))

	case "charge.refunded":
		var ch stripe.Charge
		if err := json.Unmarshal(ev.Data.Raw, &ch); err != nil {
			return "", fmt.Errorf("stripe webhook: decode charge: %w", err)
		}
		outcome, _, err := s.chargeRefunded(ctx, &ch)
		return outcome, err
	}
	return WebhookIgnored, nil
}

// eventTime is when Stripe made ev, else now.
func eventTime(ev *stripe.Event, now time.Time) time.Time {
	if ev.Created > 0 {
		return time.Unix(ev.Created, 0).UTC()
	}
	return now
}

// invoicePaid records one monthly charge of the gift whose subscription inv
// belongs to (invoice.paid, and the sandbox's 'Charge next month'): one
// Payment per invoice with its receipt; an invoice whose charge failed before
// becomes PAID. A cancelled gift stays cancelled.
func (s *Service) invoicePaid(ctx context.Context, inv *stripe.Invoice) (WebhookOutcome, *model.Payment, error) {
	if inv.Subscription == nil || inv.AmountPaid <= 0 {
		return WebhookIgnored, nil, nil
	}
	rp, err := s.store.GetRecurringPaymentBySubscription(ctx, inv.Subscription.ID)
	if errors.Is(err, db.ErrNotFound) {
		// The first invoice is recorded by completion; a subscription
		// Reach did not start is none of its business.
		s.log.Warn("stripe webhook: invoice for an unknown subscription", "invoice", inv.ID, "subscription", inv.Subscription.ID)
		return WebhookIgnored, nil, nil
	}
	if err != nil {
		return "", nil, err
	}
	if rp.Status == model.GiftCancelled {
		// Paid before the cancellation reached Stripe (or a retry of such
		// an invoice): the money is recorded with its receipt, and the
		// gift stays cancelled: nothing here makes it active again.
		s.log.Warn("stripe webhook: a charge for a cancelled monthly gift", "invoice", inv.ID, "subscription", inv.Subscription.ID, "recurring", rp.ID)
	}
	now := s.clock()
	given := now
	if inv.StatusTransitions != nil && inv.StatusTransitions.PaidAt > 0 {
		given = time.Unix(inv.StatusTransitions.PaidAt, 0).UTC()
	}
	created := time.Unix(inv.Created, 0).UTC()
	p := &model.Payment{
		Status: model.PaymentPaid, USDCentsAmount: inv.AmountPaid, PayerID: rp.PayerID,
		PayerName: rp.PayerName, PayerEmail: rp.PayerEmail, FundID: rp.FundID, FundName: rp.FundName,
		PPCreatedOn: &created, PPReceivedOn: &now, GivenOn: given, TransactionID: inv.ID,
		RecurringPaymentToken: &inv.Subscription.ID, PaymentMethodType: strPtr(paymentMethodOf(inv)),
	}
	if inv.CustomerEmail != "" {
		p.PayerEmail = &inv.CustomerEmail
	}
	if inv.PaymentIntent != nil && inv.PaymentIntent.ID != "" {
		p.PaymentIntentID = &inv.PaymentIntent.ID
	}
	var receipts []*model.OutboxMail
	fresh, err := s.store.RecordRecurringCharge(ctx, rp, p, s.queueReceipt(ctx, &receipts, s.mailLanguage(ctx, nil, deref(p.PayerEmail), rp.Language)))
	if err != nil {
		return "", nil, err
	}
	if fresh {
		s.deliver(receipts)
		s.changed(ctx)
	}
	return WebhookHandled, p, nil
}

// paymentMethodOf is how inv was paid, when the invoice says (the sandbox's do).
func paymentMethodOf(inv *stripe.Invoice) string {
	if inv.Charge != nil && inv.Charge.PaymentMethodDetails != nil {
		return string(inv.Charge.PaymentMethodDetails.Type)
	}
	return ""
}

// chargeRefunded records what Stripe refunded of a charge (charge.refunded,
// and the sandbox's 'Refund'): the payment is marked REFUNDED, one refund
// row per charge holds the total, and the donor gets a corrected receipt
// whenever that total changes.
func (s *Service) chargeRefunded(ctx context.Context, ch *stripe.Charge) (WebhookOutcome, *model.Payment, error) {
	var refs []string
	if ch.PaymentIntent != nil && ch.PaymentIntent.ID != "" {
		refs = append(refs, ch.PaymentIntent.ID)
	}
	if ch.Invoice != nil && ch.Invoice.ID != "" {
		refs = append(refs, ch.Invoice.ID)
	}
	if len(refs) == 0 || ch.AmountRefunded <= 0 {
		return WebhookIgnored, nil, nil
	}
	var receipts []*model.OutboxMail
	refund, err := s.store.RecordRefund(ctx, refs, ch.ID, ch.AmountRefunded, s.clock(), s.queueReceipt(ctx, &receipts, ""))
	if errors.Is(err, db.ErrNotFound) {
		s.log.Warn("stripe webhook: refund of a payment Reach did not record", "charge", ch.ID)
		return WebhookIgnored, nil, nil
	}
	if err != nil {
		return "", nil, err
	}
	s.deliver(receipts)
	if len(receipts) > 0 {
		s.changed(ctx)
	}
	return WebhookHandled, refund, nil
}
