package model

import "time"

// Payment statuses. A refund is its own row with status REFUNDED, a
// negative amount and RefundForID naming the refunded payment, which is
// marked REFUNDED too. A charge that failed is a row with status FAILED and
// the amount tried (nothing was received): one per invoice of a monthly gift
// (its transaction id the invoice's, so a later payment of that invoice
// makes the same row PAID) or per checkout whose delayed payment failed.
const (
	PaymentPaid     = "PAID"
	PaymentRefunded = "REFUNDED"
	PaymentFailed   = "FAILED"
)

// Recurring frequencies Reach sets up (the schema lists the rest).
const FrequencyMonthly = "Monthly"

// Checkout kinds and providers.
const (
	CheckoutAdoption = "ADOPTION"
	CheckoutProject  = "PROJECT"

	ProviderStripe  = "stripe"
	ProviderSandbox = "sandbox"
	// ProviderNone is a prayer-only adoption: nothing to pay.
	ProviderNone = "none"
)

// Payment is money received (or, negative, returned). USDCentsAmount is US
// cents. TransactionID is unique: the payment intent of a one-time gift, the
// invoice of a monthly charge, the charge of a refund.
type Payment struct {
	ID                   string     `bun:"id,pk"`
	Status               string     `bun:"status,notnull"`
	USDCentsAmount       int64      `bun:"usd_cents_amount,notnull"`
	PaymentMethodType    *string    `bun:"payment_method_type"`
	PayerID              *string    `bun:"payer_id"`
	PayerName            *string    `bun:"payer_name"`
	PayerEmail           *string    `bun:"payer_email"`
	FundID               *string    `bun:"fund_id"`
	FundName             *string    `bun:"fund_name"`
	PPCreatedOn          *time.Time `bun:"pp_created_on"`
	PPUpdatedOn          *time.Time `bun:"pp_updated_on"`
	PPReceivedOn         *time.Time `bun:"pp_received_on"`
	GivenOn              time.Time  `bun:"given_on,notnull"`
	TransactionID        string     `bun:"transaction_id,notnull,unique"`
	PaymentIntentID      *string    `bun:"payment_intent_id"`
	SettlementID         *string    `bun:"settlement_id"`
	EstimatedDepositDate *time.Time `bun:"estimated_deposit_date"`
	// RecurringPaymentToken is the subscription a monthly charge belongs to.
	RecurringPaymentToken *string   `bun:"recurring_payment_token"`
	RecurringPaymentID    *string   `bun:"recurring_payment_id"`
	RefundForID           *string   `bun:"refund_for_id"`
	RefundedByID          *string   `bun:"refunded_by_id"`
	AdoptionID            *string   `bun:"adoption_id"`
	ProjectSponsorshipID  *string   `bun:"project_sponsorship_id"`
	CheckoutSessionID     *string   `bun:"checkout_session_id"`
	CreatedAt             time.Time `bun:"created_at,notnull"`
	UpdatedAt             time.Time `bun:"updated_at,notnull"`
}

// RecurringPayment is a monthly gift: Amount and USDCentsAmount are the
// monthly US cents; it ends one year after StartDate. Status is GiftActive
// until the donor cancels it (GiftCancelled, with when and by whom).
type RecurringPayment struct {
	ID                   string     `bun:"id,pk"`
	CheckoutSessionID    string     `bun:"checkout_session_id,notnull,unique"`
	PayerID              *string    `bun:"payer_id"`
	PayerName            *string    `bun:"payer_name"`
	PayerEmail           *string    `bun:"payer_email"`
	Amount               int64      `bun:"amount,notnull"`
	Status               string     `bun:"status,notnull"`
	USDCentsAmount       int64      `bun:"usd_cents_amount,notnull"`
	FundID               *string    `bun:"fund_id"`
	FundName             *string    `bun:"fund_name"`
	StartDate            time.Time  `bun:"start_date,notnull"`
	EndDate              *time.Time `bun:"end_date"`
	Frequency            string     `bun:"frequency,notnull"`
	StripeSubscriptionID *string    `bun:"stripe_subscription_id,unique"`
	AdoptionID           *string    `bun:"adoption_id"`
	ProjectSponsorshipID *string    `bun:"project_sponsorship_id"`
	CancelledAt          *time.Time `bun:"cancelled_at"`
	CancelledByUserID    *string    `bun:"cancelled_by_user_id"`
	// CancelledBy is the name of whoever cancelled, as it was then.
	CancelledBy *string `bun:"cancelled_by"`
	// Language is the checkout's: the gift's mails are in it when the donor has no account.
	Language  string    `bun:"language,notnull,default:'en'"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

// CheckoutSession is Reach's own record of a checkout it started: what the
// server decided to charge, for what and for whom. Completion trusts this
// row, never what comes back in the provider's metadata. ID is the provider's
// session id (Stripe cs_..., sandbox cs_sandbox_..., or pray_... for a
// prayer-only adoption).
type CheckoutSession struct {
	ID       string `bun:"id,pk"`
	Provider string `bun:"provider,notnull"`
	Kind     string `bun:"kind,notnull"`
	// PeopleGroupID is set for an adoption, ProjectID for a project gift
	// (either may be FundReach).
	PeopleGroupID *string `bun:"people_group_id"`
	ProjectID     *string `bun:"project_id"`
	Level         *string `bun:"level"`
	// AmountCents is what is charged: monthly when Recurring, else once.
	AmountCents   int64      `bun:"amount_cents,notnull"`
	Recurring     bool       `bun:"recurring,notnull"`
	StartDate     *time.Time `bun:"start_date"`
	CommitToAdopt bool       `bun:"commit_to_adopt,notnull"`
	UserID        *string    `bun:"user_id"`
	ContactID     *string    `bun:"contact_id"`
	FundName      string     `bun:"fund_name,notnull"`
	CreatedAt     time.Time  `bun:"created_at,notnull"`
	// FulfilledAt is set, once, by the transaction that records the gift.
	FulfilledAt *time.Time `bun:"fulfilled_at"`
	InviteID    *string    `bun:"invite_id"`
	// InviteCode is the code of that invite, for the success page of the
	// donor who completed this checkout (who alone knows the session id).
	InviteCode *string `bun:"invite_code"`
	// Language is the language of the page the gift was given from: its mails are in it when
	// the donor has no account.
	Language string `bun:"language,notnull,default:'en'"`
}

// SandboxCheckoutSession is the built-in sandbox's stand-in for a Stripe
// Checkout Session. Status is open, complete or expired; PaymentStatus is
// unpaid or paid.
type SandboxCheckoutSession struct {
	ID            string  `bun:"id,pk"`
	Mode          string  `bun:"mode,notnull"`
	Status        string  `bun:"status,notnull"`
	PaymentStatus string  `bun:"payment_status,notnull"`
	AmountCents   int64   `bun:"amount_cents,notnull"`
	Description   string  `bun:"description,notnull"`
	SuccessURL    string  `bun:"success_url,notnull"`
	CancelURL     string  `bun:"cancel_url,notnull"`
	CustomerEmail *string `bun:"customer_email"`
	CustomerName  *string `bun:"customer_name"`
	// TrialEnd is the first charge of a subscription that starts later.
	TrialEnd *time.Time `bun:"trial_end"`
	// CSRFToken must come back with the page's Pay or Cancel form.
	CSRFToken       string     `bun:"csrf_token,notnull"`
	Metadata        string     `bun:"metadata,notnull"`
	SubscriptionID  *string    `bun:"subscription_id"`
	PaymentIntentID *string    `bun:"payment_intent_id"`
	InvoiceID       *string    `bun:"invoice_id"`
	CancelAt        *time.Time `bun:"cancel_at"`
	// SubscriptionStatus is the subscription's, once it is cancelled
	// ("canceled", as Stripe spells it); nil while it runs.
	SubscriptionStatus *string `bun:"subscription_status"`
	// SubscriptionCents is the monthly amount after a change (nil: AmountCents).
	SubscriptionCents *int64     `bun:"subscription_cents"`
	CreatedAt         time.Time  `bun:"created_at,notnull"`
	ExpiresAt         time.Time  `bun:"expires_at,notnull"`
	PaidAt            *time.Time `bun:"paid_at"`
}

// ProcessedStripeEvent remembers a webhook event handled, so a replay is
// answered without handling it again.
type ProcessedStripeEvent struct {
	ID          string    `bun:"id,pk"`
	Type        string    `bun:"type,notnull"`
	ProcessedAt time.Time `bun:"processed_at,notnull"`
}

// GiftClaim lets the owner of an email address take a gift that was given
// signed out with that address, which belongs to an account: the gift was
// recorded without a contact (it tells nothing about the account and changes
// nothing in it), and the mailed link's code (stored as CodeHash) moves it to
// the account's contact, once, for a user signed in with that address.
type GiftClaim struct {
	ID           string     `bun:"id,pk"`
	CodeHash     string     `bun:"code_hash,notnull,unique"`
	CheckoutID   string     `bun:"checkout_id,notnull"`
	Email        string     `bun:"email,notnull"`
	CreatedAt    time.Time  `bun:"created_at,notnull"`
	ExpiresAt    time.Time  `bun:"expires_at,notnull"`
	UsedAt       *time.Time `bun:"used_at"`
	UsedByUserID *string    `bun:"used_by_user_id"`
}
