package giving

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// A donor's monthly gifts on 'My Giving': change the amount, cancel, and
// (with Stripe) manage the payment method in Stripe's customer portal.
//
// Decisions:
//   - A gift is the donor's when its payer is their own contact or the
//     account the request acts for (myPayers, as for every gift they see);
//     anyone else's answers NOT_FOUND, as an unknown id does. Staff change
//     nothing here: they see the status in the back office.
//   - The new amount is whole dollars, checked as the giving flow checks
//     it: a project gift any amount from $1 to MaxProjectDollars
//     (ProjectAmountCents, the same messages); an adoption one of its
//     levels' monthly amounts (Level 1 or 2 for the Skip link's), and the
//     adoption takes that level.
//   - The provider changes first (Stripe: a new price on the subscription's
//     product, no proration, so the next charge is the new amount; the
//     sandbox: its subscription row); Reach then records the change and its
//     mail in one transaction. Nothing is recorded when the provider refuses.
//   - Cancelling stops the subscription now, with no proration or refund;
//     the gift, and its adoption, become CANCELLED with when and by whom,
//     and the donor is mailed. Cancelling twice answers the cancelled gift
//     and mails once. A cancelled gift cannot be changed, and a monthly
//     charge reported for it later (invoice.paid) is recorded as the money
//     it is but never makes it active again.
//   - A gift past its end date (one year after its start) shows as ENDED
//     and cannot be changed or cancelled.
//   - The mails go to the address the gift was given with (the receipts'),
//     else the signed-in user's.

// MaxMyRecurringGifts bounds the monthly gifts 'My Giving' lists (newest first).
const MaxMyRecurringGifts = 100

// Messages of the monthly gifts.
const (
	MsgGiftCancelled   = "This monthly gift is cancelled, so it cannot be changed. You can start a new gift on the giving site."
	MsgGiftEnded       = "This monthly gift has ended, so it cannot be changed."
	MsgGiftElsewhere   = "This monthly gift cannot be changed here. Please contact us."
	MsgNoPaymentPortal = "Payment methods can be managed here only for gifts paid through Stripe."
)

// MsgChooseLevel refuses an adoption amount that is none of its levels'.
func MsgChooseLevel(dollars []int) string {
	parts := make([]string, len(dollars))
	for i, d := range dollars {
		parts[i] = FormatDollars(int64(d) * 100)
	}
	list := strings.Join(parts, ", ")
	if n := len(parts); n > 1 {
		list = strings.Join(parts[:n-1], ", ") + " or " + parts[n-1]
	}
	return "Please choose one of the adoption levels: " + list + " a month"
}

// RecurringGift is one of a donor's monthly gifts as 'My Giving' shows it.
type RecurringGift struct {
	*model.RecurringPayment
	// Status is ACTIVE, CANCELLED, or ENDED once past its end date.
	Status string
	// AmountChoices are the whole-dollar monthly amounts an adoption may
	// change to; nil for a project gift (any whole dollars up to
	// MaxProjectDollars).
	AmountChoices []int
	// CanManagePayment tells whether the provider has a page for the
	// gift's payment method (Stripe's customer portal).
	CanManagePayment bool
}

// adoptionLevels are the levels a monthly adoption of fundID may be given at.
func adoptionLevels(fundID string) []Level {
	keys := []string{model.AdopterLv1, model.AdopterLv2, model.AdopterLv3}
	if fundID == model.FundReach {
		keys = keys[:2]
	}
	out := make([]Level, len(keys))
	for i, k := range keys {
		out[i] = Levels[k]
	}
	return out
}

// RecurringStatus is rp's status as donors and staff read it: ENDED once an
// active gift is past its end date.
func (s *Service) RecurringStatus(rp *model.RecurringPayment) string {
	if rp.Status == model.GiftActive && rp.EndDate != nil && !s.clock().Before(*rp.EndDate) {
		return model.GiftEnded
	}
	return rp.Status
}

func (s *Service) recurringGift(rp *model.RecurringPayment) *RecurringGift {
	g := &RecurringGift{RecurringPayment: rp, Status: s.RecurringStatus(rp)}
	if rp.AdoptionID != nil {
		for _, l := range adoptionLevels(deref(rp.FundID)) {
			g.AmountChoices = append(g.AmountChoices, int(l.MonthlyCents/100))
		}
	}
	if _, ok := s.provider.(PaymentPortal); ok && g.Status == model.GiftActive && s.ownSubscription(rp) && rp.StripeSubscriptionID != nil {
		g.CanManagePayment = true
	}
	return g
}

// ownSubscription tells whether rp's subscription belongs to the provider
// running now (a sandbox gift's does not once Stripe is configured).
func (s *Service) ownSubscription(rp *model.RecurringPayment) bool {
	sub := deref(rp.StripeSubscriptionID)
	return sub == "" || strings.HasPrefix(sub, "sub_sandbox_") == (s.provider.Name() == model.ProviderSandbox)
}

// MyRecurringGifts answers the signed-in donor's monthly gifts, newest first.
func (s *Service) MyRecurringGifts(ctx context.Context) ([]*RecurringGift, error) {
	payers, err := myPayers(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.store.ListRecurringPayments(ctx, payers, MaxMyRecurringGifts)
	if err != nil {
		return nil, fmt.Errorf("giving: list recurring gifts: %w", err)
	}
	out := make([]*RecurringGift, len(rows))
	for i, r := range rows {
		out[i] = s.recurringGift(r)
	}
	return out, nil
}

// myRecurring loads recurring payment id when it is the signed-in donor's.
func (s *Service) myRecurring(ctx context.Context, id string) (*model.RecurringPayment, error) {
	payers, err := myPayers(ctx)
	if err != nil {
		return nil, err
	}
	notFound := apperr.New(apperr.NotFound, MsgGiftNotFound)
	id = strings.TrimSpace(id)
	if id == "" || len(id) > 64 {
		return nil, notFound
	}
	rp, err := s.store.GetRecurringPayment(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound
	}
	if err != nil {
		return nil, fmt.Errorf("giving: load recurring gift: %w", err)
	}
	if rp.PayerID == nil || !slices.Contains(payers, *rp.PayerID) {
		return nil, notFound
	}
	return rp, nil
}

// changeable answers why g cannot be changed or cancelled, or nil.
func (s *Service) changeable(g *RecurringGift) error {
	switch g.Status {
	case model.GiftActive:
	case model.GiftCancelled:
		return apperr.Input("id", MsgGiftCancelled)
	default:
		return apperr.Input("id", MsgGiftEnded)
	}
	if !s.ownSubscription(g.RecurringPayment) {
		return apperr.Input("id", MsgGiftElsewhere)
	}
	return nil
}

// recurringCents checks a new monthly amount of whole dollars for rp and
// answers its cents and, for an adoption, its level.
func recurringCents(rp *model.RecurringPayment, dollars int) (int64, string, error) {
	if rp.AdoptionID == nil {
		cents, err := ProjectAmountCents(&dollars)
		return cents, "", err
	}
	levels := adoptionLevels(deref(rp.FundID))
	var choices []int
	for _, l := range levels {
		if int64(dollars)*100 == l.MonthlyCents {
			return l.MonthlyCents, l.Key, nil
		}
		choices = append(choices, int(l.MonthlyCents/100))
	}
	return 0, "", apperr.Input("amount", MsgChooseLevel(choices))
}

// viewerName is who the signed-in user is, for "cancelled by".
func (s *Service) viewerName(ctx context.Context) (id, name, email string) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return "", "", ""
	}
	if u, err := s.store.GetUserByID(ctx, v.UserID); err == nil {
		return u.ID, u.Name, u.Email
	}
	return v.UserID, "", ""
}

// ChangeMyRecurringGift makes one of the donor's active monthly gifts
// dollars a month from its next charge.
func (s *Service) ChangeMyRecurringGift(ctx context.Context, id string, dollars int) (*RecurringGift, error) {
	rp, err := s.myRecurring(ctx, id)
	if err != nil {
		return nil, err
	}
	g := s.recurringGift(rp)
	if err := s.changeable(g); err != nil {
		return nil, err
	}
	cents, level, err := recurringCents(rp, dollars)
	if err != nil {
		return nil, err
	}
	if cents == rp.Amount {
		return g, nil
	}
	if sub := deref(rp.StripeSubscriptionID); sub != "" {
		err := s.provider.UpdateSubscriptionAmount(ctx, sub, cents)
		if errors.Is(err, ErrSubscriptionEnded) {
			s.log.Warn("giving: the provider has ended a subscription Reach holds active", "recurring", rp.ID, "subscription", sub)
			return nil, apperr.Input("id", MsgGiftEnded)
		}
		if err != nil {
			return nil, fmt.Errorf("giving: change subscription %s: %w", sub, err)
		}
	}
	_, byName, byEmail := s.viewerName(ctx)
	now := s.clock()
	lang := s.mailLanguage(ctx, nil, recipient(rp, byEmail), rp.Language)
	var queued []*model.OutboxMail
	after, err := s.store.ChangeRecurringAmount(ctx, db.RecurringChange{
		ID: rp.ID, Cents: cents, Level: level, At: now,
		Mail: s.queueRecurringMail(&queued, func(before, after *model.RecurringPayment) (string, mail.Content) {
			return mail.KindRecurringChanged, mail.Content{
				Lang: lang, Amount: DollarsIn(lang, after.Amount), Previous: DollarsIn(lang, before.Amount), By: byName, When: dateText(lang, now),
				Name: deref(after.PayerName), To: recipient(after, byEmail),
			}
		}),
	})
	if errors.Is(err, db.ErrGiftNotActive) {
		return nil, apperr.Input("id", MsgGiftCancelled)
	}
	if err != nil {
		return nil, fmt.Errorf("giving: record recurring gift change: %w", err)
	}
	s.deliver(queued)
	s.changed(ctx)
	s.log.Info("giving: recurring gift changed", "recurring", rp.ID, "from", rp.Amount, "to", cents)
	return s.recurringGift(after), nil
}

// CancelMyRecurringGift cancels one of the donor's monthly gifts: no further
// charges. A gift cancelled already is answered as it is.
func (s *Service) CancelMyRecurringGift(ctx context.Context, id string) (*RecurringGift, error) {
	rp, err := s.myRecurring(ctx, id)
	if err != nil {
		return nil, err
	}
	g := s.recurringGift(rp)
	if g.Status == model.GiftCancelled {
		return g, nil
	}
	if err := s.changeable(g); err != nil {
		return nil, err
	}
	if sub := deref(rp.StripeSubscriptionID); sub != "" {
		if err := s.provider.CancelSubscription(ctx, sub); err != nil {
			return nil, fmt.Errorf("giving: cancel subscription %s: %w", sub, err)
		}
	}
	byID, byName, byEmail := s.viewerName(ctx)
	now := s.clock()
	lang := s.mailLanguage(ctx, nil, recipient(rp, byEmail), rp.Language)
	var queued []*model.OutboxMail
	mailFn := s.queueRecurringMail(&queued, func(_, r *model.RecurringPayment) (string, mail.Content) {
		return mail.KindRecurringCancelled, mail.Content{
			Lang: lang, Amount: DollarsIn(lang, r.Amount), By: byName, When: dateText(lang, now),
			Name: deref(r.PayerName), To: recipient(r, byEmail),
		}
	})
	// Written in the cancellation's transaction, only when this call cancels the gift.
	ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindRecurringGiftCancelled, TargetType: audit.TargetRecurringGift, TargetID: rp.ID,
		TargetLabel: recurringLabel(rp), Changes: audit.Changes{}.Add("status", g.Status, model.GiftCancelled)})
	out, cancelled, err := s.store.CancelRecurring(ctx, db.RecurringCancel{
		ID: rp.ID, ByUserID: byID, By: byName, At: now,
		Mail: func(r *model.RecurringPayment) (*model.OutboxMail, error) { return mailFn(r, r) },
	})
	if err != nil {
		return nil, fmt.Errorf("giving: record recurring gift cancellation: %w", err)
	}
	if cancelled {
		s.deliver(queued)
		s.changed(ctx)
		s.log.Info("giving: recurring gift cancelled", "recurring", rp.ID)
	}
	return s.recurringGift(out), nil
}

// MyRecurringGiftPaymentPortal opens Stripe's customer portal on the
// payment method of one of the donor's active monthly gifts, for the
// customer who pays it; it leads back to 'My Giving'.
func (s *Service) MyRecurringGiftPaymentPortal(ctx context.Context, id string) (string, error) {
	rp, err := s.myRecurring(ctx, id)
	if err != nil {
		return "", err
	}
	g := s.recurringGift(rp)
	if !g.CanManagePayment {
		if err := s.changeable(g); err != nil {
			return "", err
		}
		return "", apperr.Input("id", MsgNoPaymentPortal)
	}
	u, err := s.provider.(PaymentPortal).PaymentPortalURL(ctx, *rp.StripeSubscriptionID, s.publicURL+"/my-giving")
	if err != nil {
		return "", fmt.Errorf("giving: open the payment portal: %w", err)
	}
	return u, nil
}

// RecurringOfGifts answers the recurring payments of adoptions and project
// sponsorships by the gift's id (for the back office's lists).
func (s *Service) RecurringOfGifts(ctx context.Context, giftIDs []string) (map[string]*model.RecurringPayment, error) {
	return s.store.RecurringPaymentsOfGifts(ctx, giftIDs)
}

// recipient is where a mail about rp goes: the address the gift was given
// with, else fallback (the signed-in user's).
func recipient(rp *model.RecurringPayment, fallback string) string {
	if to := strings.TrimSpace(deref(rp.PayerEmail)); to != "" && mail.ValidAddress(to) {
		return to
	}
	return fallback
}

// queueRecurringMail answers a db mail function that renders the mail
// compose says (what the gift funds and the link filled in), queues it and
// appends it to *queued for delivery after the commit.
func (s *Service) queueRecurringMail(queued *[]*model.OutboxMail, compose func(before, after *model.RecurringPayment) (string, mail.Content)) func(before, after *model.RecurringPayment) (*model.OutboxMail, error) {
	return func(before, after *model.RecurringPayment) (*model.OutboxMail, error) {
		if s.outbox == nil {
			return nil, nil
		}
		kind, c := compose(before, after)
		if c.To == "" || !mail.ValidAddress(c.To) {
			return nil, nil
		}
		c.Gift = deref(after.FundName)
		if c.Gift == "" {
			c.Gift = s.org.name()
		}
		c.URL = s.publicURL + "/my-giving"
		m, err := mail.Render(kind, c)
		if err != nil {
			return nil, err
		}
		row, err := s.outbox.Queue(m)
		if err != nil {
			return nil, err
		}
		*queued = append(*queued, row)
		return row, nil
	}
}
