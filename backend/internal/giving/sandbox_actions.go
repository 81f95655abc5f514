package giving

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/stripe/stripe-go/v76"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What comes after the first charge, in the sandbox: staff make a monthly
// gift's next charge go through or fail, and refund a paid payment, from the
// back office, so a newcomer can see every flow on a laptop.
//
// Decisions:
//   - Only the sandbox does this: with Stripe configured every action is
//     refused (MsgSandboxOnly), as is a gift given through Stripe before the
//     sandbox was in use. Charges, failures and refunds then come from Stripe.
//   - Each action makes the object Stripe would send (an invoice, a charge)
//     and records it through the webhook's own code (invoicePaid,
//     invoiceFailed, chargeRefunded): the same payment rows, the receipt with
//     its PDF, the failed-payment mail, the corrected receipt, the public
//     answers forgotten.
//   - 'Charge next month' and 'Fail next charge' each make the gift's next
//     invoice (in_sandbox_{session}_{n}, n counting the charges recorded),
//     of the subscription's current amount, now; a failed one is not retried
//     (the sandbox has no card to try again). A cancelled or ended gift is
//     refused: no further charges are made.
//   - 'Refund' refunds the whole of a paid payment (charge ch_sandbox_{id});
//     a refunded payment, a refund or a failed charge is refused.
//   - Who may: staff, with edit-admin-giving (the GraphQL directive).

// Messages of the sandbox's back-office actions.
const (
	MsgSandboxOnly      = "This works only while payments go through the sandbox checkout. With Stripe configured, charges, failures and refunds come from Stripe."
	MsgNotMonthly       = "This is not a monthly gift."
	MsgNotSandboxGift   = "This gift was not given through the sandbox checkout."
	MsgSandboxCancelled = "This monthly gift is cancelled: no further charges can be made."
	MsgSandboxEnded     = "This monthly gift has ended: no further charges can be made."
	MsgRefundOnlyPaid   = "Only a paid payment can be refunded."
)

// sandboxGift loads the monthly gift (adoption or project sponsorship id
// giftID) that the sandbox may charge, with its subscription's session.
func (s *Service) sandboxGift(ctx context.Context, giftID string) (*Sandbox, *model.RecurringPayment, *model.SandboxCheckoutSession, error) {
	sb := s.Sandbox()
	if sb == nil {
		return nil, nil, nil, apperr.Input("giftId", MsgSandboxOnly)
	}
	giftID = strings.TrimSpace(giftID)
	if giftID == "" || len(giftID) > 64 {
		return nil, nil, nil, apperr.New(apperr.NotFound, MsgGiftNotFound)
	}
	byGift, err := s.store.RecurringPaymentsOfGifts(ctx, []string{giftID})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("giving: load the monthly gift: %w", err)
	}
	rp := byGift[giftID]
	if rp == nil {
		if _, aerr := s.store.GetAdoption(ctx, giftID); aerr == nil {
			return nil, nil, nil, apperr.Input("giftId", MsgNotMonthly)
		}
		if _, perr := s.store.GetProjectSponsorship(ctx, giftID); perr == nil {
			return nil, nil, nil, apperr.Input("giftId", MsgNotMonthly)
		}
		return nil, nil, nil, apperr.New(apperr.NotFound, MsgGiftNotFound)
	}
	switch s.RecurringStatus(rp) {
	case model.GiftCancelled:
		return nil, nil, nil, apperr.Input("giftId", MsgSandboxCancelled)
	case model.GiftEnded:
		return nil, nil, nil, apperr.Input("giftId", MsgSandboxEnded)
	}
	row, err := sb.loadSubscription(ctx, deref(rp.StripeSubscriptionID))
	if errors.Is(err, ErrSessionNotFound) {
		return nil, nil, nil, apperr.Input("giftId", MsgNotSandboxGift)
	}
	if err != nil {
		return nil, nil, nil, err
	}
	if deref(row.SubscriptionStatus) == sandboxCanceled {
		return nil, nil, nil, apperr.Input("giftId", MsgSandboxCancelled)
	}
	return sb, rp, row, nil
}

// sandboxInvoice is the gift's next invoice, as Stripe would send it.
func (s *Service) sandboxInvoice(ctx context.Context, rp *model.RecurringPayment, row *model.SandboxCheckoutSession, paid bool) (*stripe.Invoice, error) {
	n, err := s.store.CountRecurringCharges(ctx, rp.ID)
	if err != nil {
		return nil, fmt.Errorf("giving: count the gift's charges: %w", err)
	}
	cents := row.AmountCents
	if row.SubscriptionCents != nil {
		cents = *row.SubscriptionCents
	}
	now := s.clock().Unix()
	inv := &stripe.Invoice{
		ID:            fmt.Sprintf("in_sandbox_%s_%d", strings.TrimPrefix(row.ID, "cs_sandbox_"), n+1),
		Subscription:  &stripe.Subscription{ID: *row.SubscriptionID},
		AmountDue:     cents,
		CustomerEmail: deref(row.CustomerEmail),
		Created:       now,
		Charge:        &stripe.Charge{PaymentMethodDetails: &stripe.ChargePaymentMethodDetails{Type: "card"}},
	}
	if paid {
		inv.AmountPaid = cents
		inv.StatusTransitions = &stripe.InvoiceStatusTransitions{PaidAt: now}
	}
	return inv, nil
}

// SandboxChargeNextMonth charges a monthly gift's next month in the sandbox,
// as Stripe's invoice.paid would record it, and answers the payment.
func (s *Service) SandboxChargeNextMonth(ctx context.Context, giftID string) (*model.Payment, error) {
	_, rp, row, err := s.sandboxGift(ctx, giftID)
	if err != nil {
		return nil, err
	}
	inv, err := s.sandboxInvoice(ctx, rp, row, true)
	if err != nil {
		return nil, err
	}
	if _, _, err := s.invoicePaid(ctx, inv); err != nil {
		return nil, fmt.Errorf("giving: record the sandbox charge: %w", err)
	}
	s.log.Info("giving: sandbox charged the next month", "recurring", rp.ID, "invoice", inv.ID)
	return s.paymentByTransaction(ctx, inv.ID)
}

// SandboxFailNextCharge makes a monthly gift's next charge fail in the
// sandbox, as Stripe's invoice.payment_failed would record it.
func (s *Service) SandboxFailNextCharge(ctx context.Context, giftID string) (*model.Payment, error) {
	_, rp, row, err := s.sandboxGift(ctx, giftID)
	if err != nil {
		return nil, err
	}
	inv, err := s.sandboxInvoice(ctx, rp, row, false)
	if err != nil {
		return nil, err
	}
	if _, _, err := s.invoiceFailed(ctx, inv, s.clock()); err != nil {
		return nil, fmt.Errorf("giving: record the sandbox failure: %w", err)
	}
	s.log.Info("giving: sandbox failed the next charge", "recurring", rp.ID, "invoice", inv.ID)
	return s.paymentByTransaction(ctx, inv.ID)
}

// SandboxRefund refunds the whole of a paid sandbox payment, as Stripe's
// charge.refunded would record it, and answers the payment (now REFUNDED).
func (s *Service) SandboxRefund(ctx context.Context, paymentID string) (*model.Payment, error) {
	if s.Sandbox() == nil {
		return nil, apperr.Input("paymentId", MsgSandboxOnly)
	}
	p, err := s.store.GetPayment(ctx, strings.TrimSpace(paymentID))
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, MsgGiftNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("giving: load payment: %w", err)
	}
	if p.Status != model.PaymentPaid || p.RefundForID != nil {
		return nil, apperr.Input("paymentId", MsgRefundOnlyPaid)
	}
	ch := &stripe.Charge{ID: "ch_sandbox_" + strings.ReplaceAll(p.ID, "-", ""), AmountRefunded: p.USDCentsAmount, Amount: p.USDCentsAmount}
	switch {
	case strings.HasPrefix(p.TransactionID, "pi_sandbox_"):
		ch.PaymentIntent = &stripe.PaymentIntent{ID: p.TransactionID}
	case strings.HasPrefix(p.TransactionID, "in_sandbox_"):
		ch.Invoice = &stripe.Invoice{ID: p.TransactionID}
	default:
		return nil, apperr.Input("paymentId", MsgNotSandboxGift)
	}
	// The refund's audit entry is written in the refund's transaction (RecordRefund).
	ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindPaymentRefunded, TargetType: audit.TargetPayment, TargetID: p.ID,
		TargetLabel: paymentLabel(p), Changes: audit.Changes{}.Add("status", p.Status, model.PaymentRefunded).
				Add("refundedUsdCents", "0", fmt.Sprint(p.USDCentsAmount))})
	if _, _, err := s.chargeRefunded(ctx, ch); err != nil {
		return nil, fmt.Errorf("giving: record the sandbox refund: %w", err)
	}
	s.log.Info("giving: sandbox refunded a payment", "payment", p.ID)
	return s.store.GetPayment(ctx, p.ID)
}

func (s *Service) paymentByTransaction(ctx context.Context, tx string) (*model.Payment, error) {
	rows, _, err := s.store.ListPayments(ctx, db.PaymentQuery{Q: tx, ListPage: db.ListArgs{}.ListPage(false)})
	if err != nil {
		return nil, err
	}
	for _, p := range rows {
		if p.TransactionID == tx {
			return p, nil
		}
	}
	return nil, fmt.Errorf("giving: payment %s was not recorded", tx)
}

// paymentLabel names a payment in the audit trail: its payer, amount and fund.
func paymentLabel(p *model.Payment) string {
	return fmt.Sprintf("%s, %s, %s", deref(p.PayerName), DollarsIn("en", p.USDCentsAmount), deref(p.FundName))
}

// recurringLabel names a monthly gift in the audit trail: its payer, monthly amount and fund.
func recurringLabel(r *model.RecurringPayment) string {
	return fmt.Sprintf("%s, %s a month, %s", deref(r.PayerName), DollarsIn("en", r.Amount), deref(r.FundName))
}
