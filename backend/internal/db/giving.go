package db

import (
	"context"
	"errors"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Giving stores checkouts, the gifts they record (adoptions, project
// sponsorships), payments, recurring payments, the sandbox's checkout
// sessions and the Stripe events already handled.
type Giving interface {
	// CreateCheckout records a checkout the server started.
	CreateCheckout(ctx context.Context, c *model.CheckoutSession) error
	// GetCheckout loads a checkout, or ErrNotFound.
	GetCheckout(ctx context.Context, id string) (*model.CheckoutSession, error)
	// FulfilCheckout records f in one transaction, once per checkout: the
	// first caller claims the checkout (fulfilled_at) and writes the gift, the
	// payment, the recurring payment, a new contact for an anonymous donor, and
	// the people group's or project's counters; every later caller gets
	// created false and writes nothing. ErrNotFound for an unknown checkout.
	FulfilCheckout(ctx context.Context, f *Fulfilment) (created bool, err error)
	// GetFulfilment loads what a fulfilled checkout recorded (ErrNotFound
	// when nothing is recorded yet).
	GetFulfilment(ctx context.Context, checkoutID string) (*Fulfilment, error)
	// SetCheckoutInvite remembers the invite sent to the donor of a checkout,
	// and its code for the donor's success page.
	SetCheckoutInvite(ctx context.Context, checkoutID, inviteID, inviteCode string) error
	// TakeCheckoutInvite answers the invite code SetCheckoutInvite kept and forgets it, once:
	// of two callers one gets it; after that, and when none is kept, it answers "".
	TakeCheckoutInvite(ctx context.Context, checkoutID string) (string, error)
	// CreateGiftClaim records the claim of a gift given signed out.
	CreateGiftClaim(ctx context.Context, c *model.GiftClaim) error
	// ClaimGift moves the gift of the claim whose code hashes to codeHash (its
	// adoption or sponsorship, recurring payment and payments) to contactID,
	// in one transaction and once: ErrNotFound for an unknown, used or
	// expired code, ErrGiftClaimNotYours when email is not the claim's. The
	// mailed link proves the address: userID's email becomes verified. It
	// answers the gift's checkout.
	ClaimGift(ctx context.Context, codeHash, userID, contactID, email string, now time.Time) (*model.CheckoutSession, error)
	// HasPendingInvite tells whether an invite for email is still open (not
	// accepted, withdrawn or expired at now).
	HasPendingInvite(ctx context.Context, email string, now time.Time) (bool, error)
	// SetRecurringSubscription remembers the subscription of a recurring payment.
	SetRecurringSubscription(ctx context.Context, recurringID, subscriptionID string) error

	// GetRecurringPaymentBySubscription finds a recurring payment by its
	// provider subscription id.
	GetRecurringPaymentBySubscription(ctx context.Context, subscriptionID string) (*model.RecurringPayment, error)
	// RecordRecurringCharge stores p (one monthly charge of rp) unless a
	// payment with its transaction id exists, and adds it to the project's
	// balance; created tells whether it was new. A FAILED payment with that
	// transaction id (the same invoice, paid after its charge failed)
	// becomes p, PAID, keeping its id: that counts as new.
	// receipt (when not nil) answers the receipt mail of p, stored in the same
	// transaction when p is new.
	RecordRecurringCharge(ctx context.Context, rp *model.RecurringPayment, p *model.Payment, receipt ReceiptFunc) (created bool, err error)
	// CountRecurringCharges counts the charges (paid or failed, refunds
	// left out) recorded for recurring payment id.
	CountRecurringCharges(ctx context.Context, id string) (int, error)
	// RecordFailedCharge stores p, a charge that failed (status FAILED),
	// unless a payment with its transaction id exists, and the mail mailFn
	// answers for it in the same transaction; created tells whether it was
	// new. A failure touches no balance and links nobody.
	RecordFailedCharge(ctx context.Context, p *model.Payment, mailFn PaymentMailFunc) (created bool, err error)
	// RecordRefund marks the payment whose payment intent or transaction id is
	// ref REFUNDED and keeps one refund row per charge (transaction id
	// refundTxID) holding -refundedCents in total, moving the project balance
	// by the change. ErrNotFound when no payment matches.
	// receipt (when not nil) answers the corrected receipt mail of the
	// original payment after refund, stored in the same transaction when the
	// refunded total changed.
	RecordRefund(ctx context.Context, ref []string, refundTxID string, refundedCents int64, at time.Time, receipt ReceiptFunc) (refund *model.Payment, err error)

	// ListRecurringPayments answers the recurring payments of payers (their
	// contacts), newest first, at most limit.
	ListRecurringPayments(ctx context.Context, payers []string, limit int) ([]*model.RecurringPayment, error)
	// GetRecurringPayment loads one recurring payment, or ErrNotFound.
	GetRecurringPayment(ctx context.Context, id string) (*model.RecurringPayment, error)
	// RecurringPaymentsOfGifts answers the recurring payments of the given
	// adoptions and project sponsorships, keyed by the gift's id (one-time
	// gifts have none).
	RecurringPaymentsOfGifts(ctx context.Context, giftIDs []string) (map[string]*model.RecurringPayment, error)
	// ChangeRecurringAmount sets the monthly amount of an active recurring
	// payment, of its adoption (with the level) or of its sponsorship, and
	// stores the mail c.Mail answers, in one transaction. ErrGiftNotActive
	// when it is not active (cancelled meanwhile), ErrNotFound when unknown.
	ChangeRecurringAmount(ctx context.Context, c RecurringChange) (*model.RecurringPayment, error)
	// CancelRecurring marks an active recurring payment (and its adoption)
	// cancelled, with when and by whom, and stores the mail c.Mail answers,
	// in one transaction and once: cancelled is false, and nothing is
	// written, when it was not active. ErrNotFound when unknown.
	CancelRecurring(ctx context.Context, c RecurringCancel) (rp *model.RecurringPayment, cancelled bool, err error)

	// StripeEventProcessed tells whether event id was handled already.
	StripeEventProcessed(ctx context.Context, id string) (bool, error)
	// MarkStripeEvent remembers event id as handled (twice is not an error).
	MarkStripeEvent(ctx context.Context, id, typ string, at time.Time) error

	CreateSandboxSession(ctx context.Context, s *model.SandboxCheckoutSession) error
	GetSandboxSession(ctx context.Context, id string) (*model.SandboxCheckoutSession, error)
	// UpdateSandboxSession writes the named columns of s.
	UpdateSandboxSession(ctx context.Context, s *model.SandboxCheckoutSession, columns ...string) error

	GetAdoption(ctx context.Context, id string) (*model.Adoption, error)
	ListAdoptions(ctx context.Context, q AdoptionQuery) ([]*model.Adoption, int, error)
	GetProjectSponsorship(ctx context.Context, id string) (*model.ProjectSponsorship, error)
	ListProjectSponsorships(ctx context.Context, q ProjectSponsorshipQuery) ([]*model.ProjectSponsorship, int, error)
	GetPayment(ctx context.Context, id string) (*model.Payment, error)
	ListPayments(ctx context.Context, q PaymentQuery) ([]*model.Payment, int, error)

	// GetHolisticProjectForGift loads the project a gift goes to, with its
	// region's name and people groups; ErrNotFound for an unknown or archived
	// project.
	GetHolisticProjectForGift(ctx context.Context, id string) (*GiftProject, error)
}

// GiftProject is a holistic project as the giving flow shows it.
type GiftProject struct {
	Project *model.HolisticProject
	// Region is the region's name, empty when unknown.
	Region         string
	PeopleGroupIDs []string
}

// ErrGiftClaimNotYours refuses a gift claim by someone the gift's address is not theirs.
var ErrGiftClaimNotYours = errors.New("the gift was given with another address")

// ErrGiftNotActive refuses a change to a recurring gift that is cancelled.
var ErrGiftNotActive = errors.New("the recurring gift is not active")

// RecurringChange is a new monthly amount for recurring payment ID.
type RecurringChange struct {
	ID    string
	Cents int64
	// Level is the adoption's level for the new amount (empty: not an adoption).
	Level string
	At    time.Time
	// Mail (when not nil) answers the mail telling the donor, given the
	// payment before and after the change.
	Mail func(before, after *model.RecurringPayment) (*model.OutboxMail, error)
}

// RecurringCancel cancels recurring payment ID, by the user ByUserID named By.
type RecurringCancel struct {
	ID, ByUserID, By string
	At               time.Time
	// Mail (when not nil) answers the mail telling the donor.
	Mail func(rp *model.RecurringPayment) (*model.OutboxMail, error)
}

// PaymentMailFunc answers the mail about payment p (a failed charge's), for
// the store to keep in the transaction that records p; nil, nil for none.
type PaymentMailFunc func(p *model.Payment) (*model.OutboxMail, error)

// ReceiptFunc answers the receipt mail of paid payment p (refund nil) or
// the corrected receipt of p after refund, for the store to keep in the
// transaction that records it; nil, nil when there is none to send.
type ReceiptFunc func(p, refund *model.Payment) (*model.OutboxMail, error)

// Fulfilment is what recording a paid checkout writes. Exactly one of
// Adoption and Sponsorship is set; Payment is nil when nothing was charged
// yet (prayer, or a monthly gift starting later); Recurring is set for
// monthly gifts. NewContact, when set, is created for an anonymous donor and
// becomes the gift's and payments' contact.
type Fulfilment struct {
	CheckoutID  string
	At          time.Time
	Adoption    *model.Adoption
	Sponsorship *model.ProjectSponsorship
	Payment     *model.Payment
	Recurring   *model.RecurringPayment
	NewContact  *model.Contact
	// Receipt, when set, answers the receipt mail of Payment, stored with it.
	Receipt ReceiptFunc
	// Checkout is filled by GetFulfilment.
	Checkout *model.CheckoutSession
}

// AdoptionQuery filters adoptions; empty fields do not filter.
type AdoptionQuery struct {
	IDs           []string
	Q             string
	PeopleGroupID string
	// ContactID keeps the adoptions of one contact (a donor's own).
	ContactID string
	Level     string
	Status    string
	ListPage
}

// ProjectSponsorshipQuery filters project sponsorships.
type ProjectSponsorshipQuery struct {
	IDs       []string
	Q         string
	ProjectID string
	// ContactID keeps the sponsorships of one contact (a donor's own).
	ContactID string
	ListPage
}

// PaymentQuery filters payments. Kind is ADOPTION or PROJECT.
type PaymentQuery struct {
	IDs []string
	// Payers, when not nil, keeps the payments of these contacts only.
	Payers []string
	Q      string
	Status string
	// NotStatus, when set, leaves out the payments with that status.
	NotStatus string
	Kind      string
	GivenFrom *time.Time
	GivenTo   *time.Time
	ListPage
}
