// Package giving is the business of gifts: adopting a UPG (sponsoring a
// native missionary) and funding a holistic project, paid through Stripe
// Checkout or, without a Stripe key, the built-in sandbox checkout.
//
// The server decides what is charged: the level table (Levels) for
// adoptions, whole dollars for projects. A checkout row (checkout_sessions)
// records what was decided before the donor leaves for the provider;
// completion trusts that row and the provider's word that it was paid, never
// the metadata that comes back. Completing twice records once.
//
// Decisions the spec leaves open:
//   - Monthly gifts start on the chosen day (see ResolveStart) and end one
//     year later: the Stripe subscription gets cancel_at = start + 1 year.
//   - A monthly gift that starts later records the adoption or sponsorship
//     and the recurring payment at completion but no Payment: nothing was
//     charged yet. Each monthly charge becomes a Payment through invoice.paid.
//   - A prayer-only adoption (ADOPTER_PRAY) needs no payment and is recorded
//     when it is started; it does not use up one of the people group's
//     adoptions available. Every paid adoption uses up one, never below 0;
//     a people group with none left can still be adopted.
//   - Project funding balances follow payments: each paid Payment adds its
//     amount, a refund takes it back.
//   - The Skip links give to the organisation: people group or project id
//     '__reach__'. With an adoption Skip only levels 1 and 2 are offered.
//   - A donor who is not signed in and has no account is invited (role
//     partner) with the name and email they gave at checkout; the gift
//     belongs to the contact holding that email (created when there is none).
//     One invite per address until it is used, accepted, withdrawn or
//     expired: later gifts answer the same invite and mail none. The
//     database keeps it so for two gifts completed at the same instant
//     (invite.CreateInput.Gift, a unique invites.gift_email).
//   - A paid gift gives its contact a role in the transaction that records
//     the payment (bundb's linkGiver): an adoption ADOPTER of the people
//     group, a project gift SPONSOR of the project and of the people groups
//     it serves. A prayer-only adoption links at once; a gift not charged
//     yet (a monthly gift starting later) links with its first charge; a
//     claimed gift links when it is claimed. A role held already is kept.
//   - A gift given signed out with the email of an account never reveals or
//     changes that account: it is recorded without a contact, under the name
//     typed at checkout, and the address is mailed a link (GIFT_CLAIM, single
//     use, 30 days) with which its owner, signed in with that address, adds
//     the gift to their account (ClaimGift). The success page shows only
//     what the donor typed.
//   - Prayer-only adoptions, which cost nothing to record, and checkouts are
//     throttled per client address (and per signed-in user) and, for
//     prayer, overall: LimitPrayAddr, LimitPrayAll, LimitCheckoutAddr.
//   - The success and cancel pages are always on REACH_PUBLIC_URL; the
//     inputs' origin (and adoptionId) are accepted and ignored, so a
//     checkout can never send the browser elsewhere.
//   - A refund is its own Payment row: status REFUNDED, minus the amount,
//     refundForId naming the payment, which is marked REFUNDED.
//   - Donors change the amount of their monthly gifts and cancel them on
//     'My Giving' (recurring.go, which holds those decisions).
package giving

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/invite"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

// Store is the storage the service needs.
type Store interface {
	db.Giving
	db.RateLimit
	GetPeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error)
	GetUserByID(ctx context.Context, id string) (*model.User, error)
	GetUserByEmail(ctx context.Context, email string) (*model.User, error)
	GetContact(ctx context.Context, id string) (*model.Contact, error)
	GetContactByEmail(ctx context.Context, email string) (*model.Contact, error)
}

// Inviter invites a donor without an account (*invite.Service).
type Inviter interface {
	Create(ctx context.Context, viewer *auth.Viewer, in invite.CreateInput) (*model.Invite, error)
}

// Outbox stores a mail with the change it belongs to (*mail.Service).
type Outbox interface {
	Queue(m mail.Message) (*model.OutboxMail, error)
	DeliverQueued(row *model.OutboxMail)
}

// Options build the service.
type Options struct {
	// Outbox queues receipts in the transaction that records a payment
	// (nil: no receipts).
	Outbox Outbox
	// Org heads receipts and giving statements.
	Org      Org
	Store    Store
	Provider Provider
	Invites  Inviter
	// Mail sends the gift claim mail (nil: none is sent).
	Mail      mail.Sender
	PublicURL string
	// WebhookSecret verifies /webhooks/stripe (empty refuses every event).
	WebhookSecret string
	// Changed is told after a gift, a charge, a refund or a cancellation is
	// recorded, which may change what the public pages show (a group's
	// adoptions, a project's funding): the server empties the public answers
	// cache on every instance. Nil tells nobody.
	Changed func(ctx context.Context)
	Log     *slog.Logger
	Now     func() time.Time
}

// Service starts checkouts, records paid gifts and lists them.
type Service struct {
	store         Store
	provider      Provider
	invites       Inviter
	mail          mail.Sender
	outbox        Outbox
	org           Org
	publicURL     string
	webhookSecret string
	onChange      func(ctx context.Context)
	log           *slog.Logger
	now           func() time.Time
	// Audit records staff's refunds and cancelled monthly gifts in their transactions (nil: not recorded).
	Audit *audit.Service
}

// New returns the giving service.
func New(o Options) *Service {
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Service{
		store: o.Store, provider: o.Provider, invites: o.Invites, mail: o.Mail, outbox: o.Outbox, org: o.Org, publicURL: strings.TrimRight(o.PublicURL, "/"),
		webhookSecret: o.WebhookSecret, onChange: o.Changed, log: o.Log, now: o.Now,
	}
}

// changed tells Options.Changed that what the public pages show may have changed.
func (s *Service) changed(ctx context.Context) {
	if s.onChange != nil {
		s.onChange(ctx)
	}
}

// Sandbox is the sandbox checkout, or nil when Stripe is configured.
func (s *Service) Sandbox() *Sandbox {
	sb, _ := s.provider.(*Sandbox)
	return sb
}

func (s *Service) clock() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

// Checkout is where to send the browser.
type Checkout struct {
	URL       string
	SessionID string
}

// AdoptionInput is startAdoptionCheckout's input; nil means not sent.
type AdoptionInput struct {
	PeopleGroupID string
	Level         string
	Recurring     *bool
	StartDate     string
	CommitToAdopt *bool
}

// ProjectInput is startProjectSponsorshipCheckout's input. Amount is whole dollars.
type ProjectInput struct {
	ProjectID     string
	Amount        *int
	Recurring     *bool
	StartDate     string
	CommitToAdopt *bool
}

// Note types (the spec's payment note).
const (
	NoteAdoptionRecurring = "AdoptionRecurring"
	NoteAdoptionOneTime   = "AdoptionOneTime"
	NoteHolisticRecurring = "HolisticRecurring"
	NoteHolisticOneTime   = "HolisticOneTime"
)

// giver is who gives: the signed-in viewer's user and contact, or nobody.
type giver struct {
	userID, contactID, email string
}

func (s *Service) giverFrom(ctx context.Context) (giver, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.UserID == "" {
		return giver{}, nil
	}
	g := giver{userID: v.UserID, contactID: v.ContactID}
	if v.ContactRefused || g.contactID == "" {
		g.contactID = v.UserContactID
	}
	u, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return g, fmt.Errorf("giving: load viewer: %w", err)
	}
	g.email = u.Email
	return g, nil
}

func strPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// StartAdoption validates an adoption like the spec's redirect page and
// starts its checkout. A prayer-only adoption is recorded at once and
// answers the success page with a server-made token.
func (s *Service) StartAdoption(ctx context.Context, in AdoptionInput) (*Checkout, error) {
	level, ok := Levels[in.Level]
	if !ok {
		return nil, apperr.Input("level", MsgLevelRequired)
	}
	pray := level.Key == model.AdopterPray
	if in.Recurring == nil && !pray {
		return nil, apperr.Input("recurring", MsgRecurringRequired)
	}
	recurring := in.Recurring != nil && *in.Recurring && !pray
	now := s.clock()
	var start *Start
	if recurring {
		st, err := ResolveStart(in.StartDate, now)
		if err != nil {
			return nil, err
		}
		start = &st
	}
	pgID := strings.TrimSpace(in.PeopleGroupID)
	fundName := "Adopt a UPG: the people group most in need"
	var pg *model.PeopleGroup
	if pgID == model.FundReach {
		if level.Key != model.AdopterLv1 && level.Key != model.AdopterLv2 {
			return nil, apperr.Input("level", MsgLevelRequired)
		}
	} else {
		var err error
		pg, err = s.store.GetPeopleGroup(ctx, pgID)
		if errors.Is(err, db.ErrNotFound) || (err == nil && pg.DeletedAt != nil) || pgID == "" {
			return nil, apperr.New(apperr.NotFound, MsgUnreached)
		}
		if err != nil {
			return nil, fmt.Errorf("giving: load people group: %w", err)
		}
		fundName = fmt.Sprintf("Adopt a UPG: %s (%s)", pg.NameAcrossCountries, pg.Country)
	}
	g, err := s.giverFrom(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.throttle(ctx, g, pray); err != nil {
		return nil, err
	}
	commit := in.CommitToAdopt == nil || *in.CommitToAdopt
	c := &model.CheckoutSession{
		Kind: model.CheckoutAdoption, PeopleGroupID: &pgID, Level: &level.Key, AmountCents: level.Amount(recurring),
		Recurring: recurring, CommitToAdopt: commit, UserID: strPtr(g.userID), ContactID: strPtr(g.contactID),
		FundName: fundName, CreatedAt: now, Language: checkoutLanguage(ctx),
	}
	if start != nil {
		at := start.At
		c.StartDate = &at
	}
	success := s.publicURL + "/partner/adopt-a-upg/success?paymentToken="
	if pray {
		c.ID, c.Provider = "pray_"+uuid.NewString(), model.ProviderNone
		if err := s.store.CreateCheckout(ctx, c); err != nil {
			return nil, fmt.Errorf("giving: record prayer checkout: %w", err)
		}
		if _, err := s.fulfil(ctx, c, nil); err != nil {
			return nil, err
		}
		return &Checkout{URL: success + url.QueryEscape(c.ID), SessionID: c.ID}, nil
	}

	note := NoteAdoptionOneTime
	if recurring {
		note = NoteAdoptionRecurring
	}
	meta := map[string]string{
		"type": note, "userId": g.userID, "contactId": g.contactID, "peopleGroupId": pgID,
		"level": level.Key, "commitToAdopt": strconv.FormatBool(commit),
	}
	cancel := url.Values{"level": {level.Key}, "recurring": {strconv.FormatBool(recurring)}}
	if in.StartDate != "" {
		cancel.Set("startDate", in.StartDate)
	}
	product := fundName + " — " + levelLabel(level)
	return s.startCheckout(ctx, c, CheckoutRequest{
		AmountCents: c.AmountCents, ProductName: product, Description: strings.ToUpper(level.Effect[:1]) + level.Effect[1:],
		SuccessURL:    success + "{CHECKOUT_SESSION_ID}",
		CancelURL:     s.publicURL + "/partner/adopt-a-upg/" + url.PathEscape(pgID) + "/adopt?" + cancel.Encode(),
		CustomerEmail: g.email, Metadata: meta,
	}, start)
}

func levelLabel(l Level) string {
	return "Level " + strings.TrimPrefix(l.Key, "ADOPTER_LV")
}

// StartProjectSponsorship validates a project gift and starts its checkout.
func (s *Service) StartProjectSponsorship(ctx context.Context, in ProjectInput) (*Checkout, error) {
	cents, err := ProjectAmountCents(in.Amount)
	if err != nil {
		return nil, err
	}
	if in.Recurring == nil {
		return nil, apperr.Input("recurring", MsgRecurringRequired)
	}
	recurring := *in.Recurring
	now := s.clock()
	var start *Start
	if recurring {
		st, err := ResolveStart(in.StartDate, now)
		if err != nil {
			return nil, err
		}
		start = &st
	}
	projectID := strings.TrimSpace(in.ProjectID)
	if projectID == "" {
		projectID = model.FundReach
	}
	fundName := "Holistic projects fund"
	if projectID != model.FundReach {
		p, err := s.store.GetHolisticProjectForGift(ctx, projectID)
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.New(apperr.NotFound, MsgUnreached)
		}
		if err != nil {
			return nil, fmt.Errorf("giving: load project: %w", err)
		}
		fundName = "Holistic project: " + p.Project.ProjectName
	}
	g, err := s.giverFrom(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.throttle(ctx, g, false); err != nil {
		return nil, err
	}
	commit := in.CommitToAdopt != nil && *in.CommitToAdopt
	c := &model.CheckoutSession{
		Kind: model.CheckoutProject, ProjectID: &projectID, AmountCents: cents,
		Recurring: recurring, CommitToAdopt: commit, UserID: strPtr(g.userID), ContactID: strPtr(g.contactID),
		FundName: fundName, CreatedAt: now, Language: checkoutLanguage(ctx),
	}
	if start != nil {
		at := start.At
		c.StartDate = &at
	}
	note := NoteHolisticOneTime
	if recurring {
		note = NoteHolisticRecurring
	}
	meta := map[string]string{
		"type": note, "userId": g.userID, "contactId": g.contactID, "projectId": projectID,
		"amount": strconv.Itoa(*in.Amount), "commitToAdopt": strconv.FormatBool(commit),
	}
	cancel := url.Values{"amount": {strconv.Itoa(*in.Amount)}, "recurring": {strconv.FormatBool(recurring)}}
	if in.StartDate != "" {
		cancel.Set("startDate", in.StartDate)
	}
	cancelURL := s.publicURL + "/partner/sponsor-a-project"
	if projectID != model.FundReach {
		cancelURL += "/" + url.PathEscape(projectID) + "/impact?" + cancel.Encode()
	}
	return s.startCheckout(ctx, c, CheckoutRequest{
		AmountCents: c.AmountCents, ProductName: fundName,
		SuccessURL:    s.publicURL + "/partner/sponsor-a-project/success?paymentToken={CHECKOUT_SESSION_ID}",
		CancelURL:     cancelURL,
		CustomerEmail: g.email, Metadata: meta,
	}, start)
}

func (s *Service) startCheckout(ctx context.Context, c *model.CheckoutSession, r CheckoutRequest, start *Start) (*Checkout, error) {
	r.Mode = ModePayment
	if c.Recurring {
		r.Mode = ModeSubscription
		if start != nil && !start.Now {
			at := start.At
			r.TrialEnd = &at
		}
	}
	ps, err := s.provider.CreateCheckoutSession(ctx, r)
	if err != nil {
		return nil, err
	}
	c.ID, c.Provider = ps.ID, s.provider.Name()
	if err := s.store.CreateCheckout(ctx, c); err != nil {
		return nil, fmt.Errorf("giving: record checkout: %w", err)
	}
	return &Checkout{URL: ps.URL, SessionID: ps.ID}, nil
}

// Result is what completion answers (the spec's SponsorshipResult).
type Result struct {
	Adoption    *model.Adoption
	Sponsorship *model.ProjectSponsorship
	PeopleGroup *model.PeopleGroup
	Project     *db.GiftProject
	Payment     *model.Payment
	Recurring   *model.RecurringPayment
	// InviteCode is the code of the invite sent to a donor without an
	// account: only the first answer after the gift is recorded carries it
	// (shown.go).
	InviteCode *string
	checkout   *model.CheckoutSession
}

// monthlyEnd is the day a monthly gift that starts on start ends: it runs for 12 months.
func monthlyEnd(start time.Time) time.Time { return start.AddDate(1, 0, 0) }

// CompleteAdoption records a paid adoption checkout (completeOnlineAdoption)
// and answers it as the viewer may see it (shown.go).
func (s *Service) CompleteAdoption(ctx context.Context, sessionID string) (*Result, error) {
	r, err := s.complete(ctx, model.CheckoutAdoption, sessionID)
	if err != nil {
		return nil, err
	}
	return s.shown(ctx, r)
}

// CompleteProjectSponsorship records a paid project checkout and answers it
// as the viewer may see it.
func (s *Service) CompleteProjectSponsorship(ctx context.Context, sessionID string) (*Result, error) {
	r, err := s.complete(ctx, model.CheckoutProject, sessionID)
	if err != nil {
		return nil, err
	}
	return s.shown(ctx, r)
}

func (s *Service) complete(ctx context.Context, kind, sessionID string) (*Result, error) {
	sessionID = strings.TrimSpace(sessionID)
	notFound := apperr.New(apperr.NotFound, MsgPaymentNotFound)
	if sessionID == "" || len(sessionID) > 255 {
		return nil, notFound
	}
	c, err := s.store.GetCheckout(ctx, sessionID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound
	}
	if err != nil {
		return nil, fmt.Errorf("giving: load checkout: %w", err)
	}
	if c.Kind != kind {
		return nil, notFound
	}
	if c.FulfilledAt != nil {
		return s.result(ctx, c.ID)
	}
	if c.Provider != s.provider.Name() {
		return nil, notFound
	}
	ps, err := s.provider.GetCheckoutSession(ctx, c.ID)
	if errors.Is(err, ErrSessionNotFound) {
		return nil, notFound
	}
	if err != nil {
		return nil, err
	}
	if err := s.checkPaid(c, ps); err != nil {
		return nil, err
	}
	return s.fulfil(ctx, c, ps)
}

// checkPaid answers why ps cannot be recorded for c, or nil.
func (s *Service) checkPaid(c *model.CheckoutSession, ps *Session) error {
	if ps.ID != c.ID || (ps.Mode == ModeSubscription) != c.Recurring {
		s.log.Error("giving: checkout session does not match its record", "session", c.ID, "mode", ps.Mode)
		return apperr.New(apperr.NotFound, MsgPaymentNotFound)
	}
	if ps.Status == "expired" {
		return apperr.Input("paymentId", MsgExpired)
	}
	paid := ps.Status == "complete" && ps.PaymentStatus == "paid"
	laterStart := ps.Status == "complete" && c.Recurring && ps.SubscriptionID != "" &&
		(ps.SubscriptionStatus == "trialing" || ps.SubscriptionStatus == "active")
	if !paid && !laterStart {
		return apperr.Input("paymentId", MsgNotPaid)
	}
	if paid && ps.SubscriptionStatus != "trialing" && (ps.AmountTotal != c.AmountCents || !strings.EqualFold(ps.Currency, "usd")) {
		s.log.Error("giving: amount paid differs from the gift", "session", c.ID, "paid", ps.AmountTotal, "currency", ps.Currency, "want", c.AmountCents)
		return apperr.Input("paymentId", MsgAmountMismatch)
	}
	return nil
}

// fulfil records checkout c (ps nil for prayer), once, then sets the
// subscription's end and invites a donor without an account.
func (s *Service) fulfil(ctx context.Context, c *model.CheckoutSession, ps *Session) (*Result, error) {
	now := s.clock()
	if ps == nil {
		ps = &Session{ID: c.ID}
	}
	f := &db.Fulfilment{CheckoutID: c.ID, At: now}

	// Who gave: the signed-in giver's contact, else the contact (or a new
	// one) holding the email given at checkout.
	payerName, payerEmail := strings.TrimSpace(ps.CustomerName), strings.TrimSpace(ps.CustomerEmail)
	contactID := c.ContactID
	inviteNeeded, claimNeeded := false, false
	if contactID == nil && payerEmail != "" {
		if _, err := s.store.GetUserByEmail(ctx, payerEmail); err == nil {
			// Given signed out with an account's address: the account is
			// neither shown nor changed; its owner claims the gift by mail.
			claimNeeded = true
		} else if !errors.Is(err, db.ErrNotFound) {
			return nil, fmt.Errorf("giving: find donor: %w", err)
		} else {
			inviteNeeded = true
			switch ct, err := s.store.GetContactByEmail(ctx, payerEmail); {
			case err == nil:
				contactID = &ct.ID
			case errors.Is(err, db.ErrNotFound):
				name := payerName
				if name == "" {
					name = strings.Split(payerEmail, "@")[0]
				}
				first := strings.Fields(name)[0]
				f.NewContact = &model.Contact{
					Type: model.ContactIndividual, FullName: name, FirstName: &first,
					Emails: []*model.ContactEmail{{Email: payerEmail}}, CreatedAt: now, UpdatedAt: now,
				}
			default:
				return nil, fmt.Errorf("giving: find donor contact: %w", err)
			}
		}
	}
	name := payerName
	if contactID != nil && c.ContactID != nil {
		// A signed-in giver's own contact names the gift; a signed-out
		// donor's gift carries only the name they typed.
		if ct, err := s.store.GetContact(ctx, *contactID); err == nil {
			name = ct.FullName
		}
	}
	if name == "" {
		name = "Anonymous"
	}
	if payerName == "" {
		payerName = name
	}

	var start *time.Time
	if c.Recurring {
		st := c.StartDate
		if ps.SubscriptionStart != nil {
			st = ps.SubscriptionStart
		}
		if st == nil {
			st = &now
		}
		start = st
	}
	switch c.Kind {
	case model.CheckoutAdoption:
		a := &model.Adoption{
			ContactID: contactID, AdopterName: name, PeopleGroupID: deref(c.PeopleGroupID), Level: deref(c.Level),
			Status: model.GiftActive, Amount: c.AmountCents, StartDate: start, CommitToAdopt: c.CommitToAdopt,
		}
		if c.Recurring {
			freq := model.FrequencyMonthly
			a.DonationFrequency = &freq
		} else if c.Provider != model.ProviderNone {
			a.StartDate = &now
		}
		if pg, err := s.store.GetPeopleGroup(ctx, a.PeopleGroupID); err == nil {
			a.RegionCode = &pg.RegionCode
		}
		f.Adoption = a
	default:
		sp := &model.ProjectSponsorship{
			ContactID: contactID, SponsorName: name, ProjectID: deref(c.ProjectID), ProjectName: c.FundName,
			Amount: c.AmountCents, Recurring: c.Recurring, StartDate: start, CommitToAdopt: c.CommitToAdopt,
		}
		if !c.Recurring {
			sp.StartDate = &now
		}
		if sp.ProjectID != model.FundReach {
			if p, err := s.store.GetHolisticProjectForGift(ctx, sp.ProjectID); err == nil {
				sp.ProjectName, sp.RegionCode, sp.Region = p.Project.ProjectName, &p.Project.RegionCode, strPtr(p.Region)
			}
		}
		f.Sponsorship = sp
	}
	fundID := deref(c.PeopleGroupID)
	if c.Kind == model.CheckoutProject {
		fundID = deref(c.ProjectID)
	}
	if c.Recurring {
		end := monthlyEnd(*start)
		f.Recurring = &model.RecurringPayment{
			PayerID: contactID, PayerName: strPtr(payerName), PayerEmail: strPtr(payerEmail),
			Amount: c.AmountCents, USDCentsAmount: c.AmountCents, Status: model.GiftActive,
			FundID: &fundID, FundName: &c.FundName, StartDate: *start, EndDate: &end,
			Frequency: model.FrequencyMonthly, StripeSubscriptionID: strPtr(ps.SubscriptionID), Language: c.Language,
		}
	}
	if ps.PaymentStatus == "paid" {
		tx := ps.PaymentIntentID
		if c.Recurring {
			tx = ps.InvoiceID
		}
		if tx == "" {
			tx = ps.ID
		}
		created := ps.Created
		f.Payment = &model.Payment{
			Status: model.PaymentPaid, USDCentsAmount: c.AmountCents, PaymentMethodType: strPtr(ps.PaymentMethodType),
			PayerID: contactID, PayerName: strPtr(payerName), PayerEmail: strPtr(payerEmail),
			FundID: &fundID, FundName: &c.FundName, PPCreatedOn: &created, PPReceivedOn: &now, GivenOn: now,
			TransactionID: tx, PaymentIntentID: strPtr(ps.PaymentIntentID), RecurringPaymentToken: strPtr(ps.SubscriptionID),
		}
	}

	var receipts []*model.OutboxMail
	f.Receipt = s.queueReceipt(ctx, &receipts, s.mailLanguage(ctx, c.UserID, payerEmail, c.Language))
	created, err := s.store.FulfilCheckout(ctx, f)
	if err != nil {
		return nil, fmt.Errorf("giving: record gift: %w", err)
	}
	if created {
		s.deliver(receipts)
		s.changed(ctx)
		if f.Recurring != nil && ps.SubscriptionID != "" {
			if err := s.provider.CancelSubscriptionAt(ctx, ps.SubscriptionID, *f.Recurring.EndDate); err != nil {
				s.log.Error("giving: set the subscription's end", "session", c.ID, "subscription", ps.SubscriptionID, "err", err)
			}
		}
		if inviteNeeded {
			s.inviteDonor(ctx, c.ID, payerName, payerEmail, c.Language)
		}
		if claimNeeded {
			s.mailGiftClaim(ctx, c, payerName, payerEmail)
		}
		s.log.Info("giving: gift recorded", "session", c.ID, "kind", c.Kind, "cents", c.AmountCents, "recurring", c.Recurring)
	}
	return s.result(ctx, c.ID)
}

// inviteDonor invites a donor without an account as a partner; the gift is
// recorded whatever happens here.
func (s *Service) inviteDonor(ctx context.Context, checkoutID, name, email, lang string) {
	if s.invites == nil {
		return
	}
	// One invite per address until it is used: a later gift sends no second
	// mail, and its success page does not offer the invite already mailed.
	// The invite's code is a secret of whoever reads that address's mail;
	// anyone may type an address at checkout, so a later checkout must not
	// hand it out (its donor signs up from the mail, or signs in).
	switch open, err := s.store.HasPendingInvite(ctx, email, s.clock()); {
	case err != nil:
		s.log.Error("giving: find the donor's invite", "session", checkoutID, "err", err)
		return
	case open:
		return
	}
	inv, err := s.invites.Create(ctx, nil, invite.CreateInput{FullName: name, Email: email, Roles: []string{auth.RolePartner}, Gift: true, Language: lang})
	if e := apperr.As(err); e != nil && e.Message == user.MsgEmailTaken {
		// The donor gave signed out but has an account: they sign in, nothing to invite.
		return
	}
	if errors.Is(err, invite.ErrGiftInvitePending) {
		// Another gift to this address, completed at the same instant, invited it.
		return
	}
	if err != nil {
		s.log.Error("giving: invite donor", "session", checkoutID, "err", err)
		return
	}
	if err := s.store.SetCheckoutInvite(ctx, checkoutID, inv.ID, inv.Code); err != nil {
		s.log.Error("giving: remember donor invite", "session", checkoutID, "err", err)
	}
}

func (s *Service) result(ctx context.Context, checkoutID string) (*Result, error) {
	f, err := s.store.GetFulfilment(ctx, checkoutID)
	if err != nil {
		return nil, fmt.Errorf("giving: load gift: %w", err)
	}
	r := &Result{Adoption: f.Adoption, Sponsorship: f.Sponsorship, Payment: f.Payment, Recurring: f.Recurring, InviteCode: f.Checkout.InviteCode, checkout: f.Checkout}
	if a := f.Adoption; a != nil && a.PeopleGroupID != model.FundReach {
		if pg, err := s.store.GetPeopleGroup(ctx, a.PeopleGroupID); err == nil {
			r.PeopleGroup = pg
		}
	}
	if sp := f.Sponsorship; sp != nil && sp.ProjectID != model.FundReach {
		if p, err := s.store.GetHolisticProjectForGift(ctx, sp.ProjectID); err == nil {
			r.Project = p
		}
	}
	return r, nil
}

// ListAdoptions answers one page of adoptions and the count of all matching.
func (s *Service) ListAdoptions(ctx context.Context, a db.ListArgs, q db.AdoptionQuery) ([]*model.Adoption, int, error) {
	q.ListPage = a.ListPage(false)
	return s.store.ListAdoptions(ctx, q)
}

// ListProjectSponsorships answers one page of project sponsorships.
func (s *Service) ListProjectSponsorships(ctx context.Context, a db.ListArgs, q db.ProjectSponsorshipQuery) ([]*model.ProjectSponsorship, int, error) {
	q.ListPage = a.ListPage(false)
	return s.store.ListProjectSponsorships(ctx, q)
}

// ListPayments answers one page of payments.
func (s *Service) ListPayments(ctx context.Context, a db.ListArgs, q db.PaymentQuery) ([]*model.Payment, int, error) {
	q.ListPage = a.ListPage(false)
	return s.store.ListPayments(ctx, q)
}

// GetAdoption loads one adoption (nil, nil when unknown).
func (s *Service) GetAdoption(ctx context.Context, id string) (*model.Adoption, error) {
	return orNil(s.store.GetAdoption(ctx, id))
}

// GetProjectSponsorship loads one project sponsorship (nil, nil when unknown).
func (s *Service) GetProjectSponsorship(ctx context.Context, id string) (*model.ProjectSponsorship, error) {
	return orNil(s.store.GetProjectSponsorship(ctx, id))
}

// GetPayment loads one payment (nil, nil when unknown).
func (s *Service) GetPayment(ctx context.Context, id string) (*model.Payment, error) {
	return orNil(s.store.GetPayment(ctx, id))
}

func orNil[T any](v *T, err error) (*T, error) {
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	return v, err
}
