package giving

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Charges that failed.
//
// Decisions:
//   - A failed charge is a Payment with status FAILED and the amount tried
//     (nothing was received, so it counts in no total, balance or
//     statement, and 'My Giving' does not list it). Staff find them on the
//     dashboard's 'Failed payments' tile and the payments list's status
//     filter.
//   - invoice.payment_failed (a monthly charge) records one FAILED payment
//     per invoice, its transaction id the invoice's: Stripe's retries of the
//     charge and of the webhook add nothing, and when the invoice is paid
//     after all (invoice.paid) that row becomes the PAID payment, with its
//     receipt, so the tile counts only charges still unpaid. The gift stays
//     as it is: Stripe retries, and cancels the subscription when its
//     settings say so (customer.subscription.deleted, subscription.go).
//   - checkout.session.async_payment_failed (a bank debit at checkout that
//     bounced) records one FAILED payment for the checkout, its transaction
//     id the payment intent's; no gift is recorded, as none was paid.
//   - The donor is mailed once per failed payment (PAYMENT_FAILED), in the
//     transaction that records it, at the address the gift was given with.
//     For a monthly gift whose card can be changed in Stripe's customer
//     portal the mail says how: sign in, 'My Giving', 'Manage payment method'
//     (the portal's links last minutes, so the mail cannot carry one), and
//     when Stripe will try again. A checkout's failure says the gift was not
//     recorded and leads back to the giving site.

// invoiceFailed records the failed charge of a monthly gift's invoice
// (invoice.payment_failed, and the sandbox's 'Fail next charge') at at.
func (s *Service) invoiceFailed(ctx context.Context, inv *stripe.Invoice, at time.Time) (WebhookOutcome, *model.Payment, error) {
	if inv.Subscription == nil || inv.ID == "" || inv.AmountDue <= 0 {
		return WebhookIgnored, nil, nil
	}
	rp, err := s.store.GetRecurringPaymentBySubscription(ctx, inv.Subscription.ID)
	if errors.Is(err, db.ErrNotFound) {
		s.log.Warn("stripe webhook: failed invoice for an unknown subscription", "invoice", inv.ID, "subscription", inv.Subscription.ID)
		return WebhookIgnored, nil, nil
	}
	if err != nil {
		return "", nil, err
	}
	created := time.Unix(inv.Created, 0).UTC()
	if inv.Created <= 0 {
		created = at
	}
	p := &model.Payment{
		USDCentsAmount: inv.AmountDue, PayerID: rp.PayerID, PayerName: rp.PayerName, PayerEmail: rp.PayerEmail,
		FundID: rp.FundID, FundName: rp.FundName, PPCreatedOn: &created, PPUpdatedOn: &at, GivenOn: at,
		TransactionID: inv.ID, RecurringPaymentToken: &inv.Subscription.ID, PaymentMethodType: strPtr(paymentMethodOf(inv)),
		RecurringPaymentID: &rp.ID, AdoptionID: rp.AdoptionID, ProjectSponsorshipID: rp.ProjectSponsorshipID,
	}
	if inv.CustomerEmail != "" && mail.ValidAddress(inv.CustomerEmail) {
		p.PayerEmail = &inv.CustomerEmail
	}
	if inv.PaymentIntent != nil && inv.PaymentIntent.ID != "" {
		p.PaymentIntentID = &inv.PaymentIntent.ID
	}
	var retry *time.Time
	if inv.NextPaymentAttempt > 0 {
		t := time.Unix(inv.NextPaymentAttempt, 0).UTC()
		retry = &t
	}
	g := s.recurringGift(rp)
	lang := s.mailLanguage(ctx, nil, deref(p.PayerEmail), rp.Language)
	what := i18n.T(lang, "Your monthly gift stays active. If you would rather stop it, you can cancel it on My Giving.")
	if g.CanManagePayment {
		what = i18n.T(lang, "To keep your monthly gift going, please update your card: sign in to Reach, open My Giving and choose 'Manage payment method' on this gift.")
		if retry != nil {
			what += " " + i18n.T(lang, "We will try the charge again on %s.", dateText(lang, *retry))
		}
	}
	var queued []*model.OutboxMail
	fresh, err := s.store.RecordFailedCharge(ctx, p, s.queueFailedMail(&queued, true, what, lang))
	if err != nil {
		return "", nil, err
	}
	if fresh {
		s.deliver(queued)
		s.log.Warn("giving: a monthly charge failed", "invoice", inv.ID, "recurring", rp.ID, "cents", inv.AmountDue)
	}
	return WebhookHandled, p, nil
}

// checkoutFailed records the failed delayed payment of a checkout
// (checkout.session.async_payment_failed): nothing of the gift is recorded.
func (s *Service) checkoutFailed(ctx context.Context, cs *stripe.CheckoutSession, at time.Time) (WebhookOutcome, error) {
	c, err := s.store.GetCheckout(ctx, cs.ID)
	if errors.Is(err, db.ErrNotFound) {
		s.log.Warn("stripe webhook: failed payment of a checkout Reach did not start", "session", cs.ID)
		return WebhookIgnored, nil
	}
	if err != nil {
		return "", err
	}
	if c.FulfilledAt != nil {
		s.log.Warn("stripe webhook: a recorded checkout's payment failed", "session", c.ID)
		return WebhookIgnored, nil
	}
	ps := fromStripeSession(cs)
	fundID := deref(c.PeopleGroupID)
	if c.Kind == model.CheckoutProject {
		fundID = deref(c.ProjectID)
	}
	tx := ps.PaymentIntentID
	if tx == "" {
		tx = c.ID
	}
	p := &model.Payment{
		USDCentsAmount: c.AmountCents, PaymentMethodType: strPtr(ps.PaymentMethodType), PayerID: c.ContactID,
		PayerName: strPtr(strings.TrimSpace(ps.CustomerName)), PayerEmail: strPtr(strings.TrimSpace(ps.CustomerEmail)),
		FundID: &fundID, FundName: &c.FundName, PPCreatedOn: &ps.Created, PPUpdatedOn: &at, GivenOn: at,
		TransactionID: tx, PaymentIntentID: strPtr(ps.PaymentIntentID), RecurringPaymentToken: strPtr(ps.SubscriptionID),
		CheckoutSessionID: &c.ID,
	}
	var queued []*model.OutboxMail
	lang := s.mailLanguage(ctx, c.UserID, deref(p.PayerEmail), c.Language)
	fresh, err := s.store.RecordFailedCharge(ctx, p, s.queueFailedMail(&queued, false,
		i18n.T(lang, "Your gift was not recorded. You can give again on the giving site at any time."), lang))
	if err != nil {
		return "", err
	}
	if fresh {
		s.deliver(queued)
		s.log.Warn("giving: a checkout's payment failed", "session", c.ID, "cents", c.AmountCents)
	}
	return WebhookHandled, nil
}

// queueFailedMail answers the db mail function that composes the mail
// telling the donor a charge failed (monthly: of their monthly gift; what:
// what happens now) in lang and queues it for delivery after the commit.
func (s *Service) queueFailedMail(queued *[]*model.OutboxMail, monthly bool, what, lang string) db.PaymentMailFunc {
	return func(p *model.Payment) (*model.OutboxMail, error) {
		if s.outbox == nil {
			return nil, nil
		}
		to := strings.TrimSpace(deref(p.PayerEmail))
		if to == "" || !mail.ValidAddress(to) {
			return nil, nil
		}
		gift := deref(p.FundName)
		if gift == "" {
			gift = s.org.name()
		}
		link := s.publicURL + "/partner"
		if monthly {
			link = s.publicURL + "/my-giving"
		}
		m, err := mail.Render(mail.KindPaymentFailed, mail.Content{
			Lang: lang, To: to, Name: deref(p.PayerName), URL: link, Amount: DollarsIn(lang, p.USDCentsAmount), Gift: gift,
			When: dateText(lang, p.GivenOn), Reason: what, Monthly: monthly,
		})
		if err != nil {
			return nil, fmt.Errorf("giving: failed payment mail: %w", err)
		}
		row, err := s.outbox.Queue(m)
		if err != nil {
			return nil, err
		}
		*queued = append(*queued, row)
		return row, nil
	}
}
