package giving

import (
	"context"
	"errors"
	"time"

	"github.com/stripe/stripe-go/v76"

	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// A monthly gift cancelled in Stripe (the dashboard, the customer portal, or
// Stripe itself after failed charges).
//
// Decisions:
//   - customer.subscription.deleted, and customer.subscription.updated with
//     cancel_at_period_end or status canceled, cancel the gift as the donor's
//     own cancellation does (the gift and its adoption CANCELLED, the donor
//     mailed once, in one transaction), by "Stripe" rather than a user: no
//     user id. A subscription set to cancel at the end of the period is
//     cancelled in Reach at once: no further charge will be made.
//   - The end Reach gives every subscription (cancel_at one year after the
//     start) is the gift ending, not a cancellation: a subscription deleted
//     on or after the gift's end date changes nothing (the gift shows ENDED).
//   - A gift cancelled already (by the donor, whose cancellation Stripe then
//     reports, or by an earlier event) changes nothing and mails nothing; an
//     event for a subscription Reach does not know is acknowledged and
//     ignored.

// CancelledByStripe is who cancelled a monthly gift cancelled in Stripe.
const CancelledByStripe = "Stripe"

// stripeCancelReason says to the donor why Stripe cancelled.
func stripeCancelReason(sub *stripe.Subscription) string {
	if d := sub.CancellationDetails; d != nil {
		switch d.Reason {
		case stripe.SubscriptionCancellationDetailsReasonPaymentFailed:
			return "Stripe, our payment provider, cancelled it after its charges failed."
		case stripe.SubscriptionCancellationDetailsReasonPaymentDisputed:
			return "Stripe, our payment provider, cancelled it after a payment was disputed."
		}
	}
	return "It was cancelled in Stripe, our payment provider."
}

// subscriptionCancelled handles a subscription Stripe reports deleted or set
// to cancel (deleted: customer.subscription.deleted) at at.
func (s *Service) subscriptionCancelled(ctx context.Context, sub *stripe.Subscription, deleted bool, at time.Time) (WebhookOutcome, error) {
	if sub.ID == "" || !(deleted || sub.Status == stripe.SubscriptionStatusCanceled || sub.CancelAtPeriodEnd) {
		return WebhookIgnored, nil
	}
	rp, err := s.store.GetRecurringPaymentBySubscription(ctx, sub.ID)
	if errors.Is(err, db.ErrNotFound) {
		s.log.Info("stripe webhook: cancellation of a subscription Reach does not know", "subscription", sub.ID)
		return WebhookIgnored, nil
	}
	if err != nil {
		return "", err
	}
	if rp.Status != model.GiftActive {
		return WebhookIgnored, nil
	}
	ended := at
	for _, t := range []int64{sub.EndedAt, sub.CanceledAt} {
		if t > 0 {
			ended = time.Unix(t, 0).UTC()
			break
		}
	}
	if !sub.CancelAtPeriodEnd && rp.EndDate != nil && !ended.Before(rp.EndDate.Add(-24*time.Hour)) {
		// The end Reach set: the gift has run its year.
		return WebhookIgnored, nil
	}
	now := s.clock()
	lang := s.mailLanguage(ctx, nil, recipient(rp, ""), rp.Language)
	reason := i18n.T(lang, stripeCancelReason(sub))
	var queued []*model.OutboxMail
	mailFn := s.queueRecurringMail(&queued, func(_, r *model.RecurringPayment) (string, mail.Content) {
		return mail.KindRecurringCancelled, mail.Content{
			Lang: lang, Amount: DollarsIn(lang, r.Amount), When: dateText(lang, now), Reason: reason,
			Name: deref(r.PayerName), To: recipient(r, ""),
		}
	})
	// Cancelled in Stripe (its dashboard or customer portal): no one in Reach acted, so the
	// trail names Stripe, in the cancellation's transaction.
	ctx, _ = s.Audit.Attach(ctx, audit.Entry{ActorName: "Stripe", Kind: audit.KindRecurringGiftCancelled, TargetType: audit.TargetRecurringGift,
		TargetID: rp.ID, TargetLabel: recurringLabel(rp), Changes: audit.Changes{}.Add("status", rp.Status, model.GiftCancelled)})
	_, cancelled, err := s.store.CancelRecurring(ctx, db.RecurringCancel{
		ID: rp.ID, By: CancelledByStripe, At: now,
		Mail: func(r *model.RecurringPayment) (*model.OutboxMail, error) { return mailFn(r, r) },
	})
	if err != nil {
		return "", err
	}
	if !cancelled {
		return WebhookIgnored, nil
	}
	s.deliver(queued)
	s.changed(ctx)
	s.log.Info("giving: recurring gift cancelled in Stripe", "recurring", rp.ID, "subscription", sub.ID)
	return WebhookHandled, nil
}
