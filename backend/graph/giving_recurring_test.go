package graph_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/giving/stripemock"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

const (
	myRecurringGifts = `{ myRecurringGifts { _id fundName usdCentsAmount status startDate endDate cancelledAt cancelledBy amountChoices canManagePayment } }`
	changeRecurring  = `mutation($id: ID!, $amount: Int!) { changeMyRecurringGiftAmount(id: $id, amount: $amount) { _id usdCentsAmount status amountChoices } }`
	cancelRecurring  = `mutation($id: ID!) { cancelMyRecurringGift(id: $id) { _id usdCentsAmount status cancelledAt cancelledBy } }`
	paymentPortal    = `mutation($id: ID!) { myRecurringGiftPaymentPortal(id: $id) }`
)

type recurringGift struct {
	ID               string `json:"_id"`
	FundName         *string
	UsdCentsAmount   int
	Status           string
	EndDate          *time.Time
	CancelledAt      *time.Time
	CancelledBy      *string
	AmountChoices    []int
	CanManagePayment bool
}

func myRecurring(t *testing.T, env *graphtest.Env, token string) []recurringGift {
	t.Helper()
	var d struct{ MyRecurringGifts []recurringGift }
	env.Do(token, myRecurringGifts, nil).MustDecode(&d)
	return d.MyRecurringGifts
}

func changeGift(t *testing.T, env *graphtest.Env, token, id string, dollars int) recurringGift {
	t.Helper()
	var d struct{ ChangeMyRecurringGiftAmount recurringGift }
	env.Do(token, changeRecurring, map[string]any{"id": id, "amount": dollars}).MustDecode(&d)
	return d.ChangeMyRecurringGiftAmount
}

func cancelGift(t *testing.T, env *graphtest.Env, token, id string) recurringGift {
	t.Helper()
	var d struct{ CancelMyRecurringGift recurringGift }
	env.Do(token, cancelRecurring, map[string]any{"id": id}).MustDecode(&d)
	return d.CancelMyRecurringGift
}

// mailsOfKind answers the mails of kind the server dropped for addr.
func mailsOfKind(t *testing.T, env *graphtest.Env, addr, kind string) []mail.Message {
	t.Helper()
	var out []mail.Message
	for _, m := range env.Dropped(addr) {
		if m.Kind == kind {
			out = append(out, m)
		}
	}
	return out
}

// giveMonthlyInSandbox gives a monthly gift from today through the sandbox
// checkout, signed in with token, and answers it as 'My Giving' lists it.
func giveMonthlyInSandbox(t *testing.T, env *graphtest.Env, token string, project bool) recurringGift {
	t.Helper()
	today := time.Now().UTC().Format(time.DateOnly)
	var c checkout
	mutation := completeAdoption
	if project {
		c = startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 40, "recurring": true, "startDate": today})
		mutation = completeProject
	} else {
		c = startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": today})
	}
	payInSandbox(t, env, c.URL, "", "")
	r := complete(t, env, token, mutation, c.SessionID)
	for _, g := range myRecurring(t, env, token) {
		if g.ID == r.RecurringPayment.ID {
			return g
		}
	}
	t.Fatalf("the monthly gift %s is not on My Giving", r.RecurringPayment.ID)
	return recurringGift{}
}

func sandboxSubscription(t *testing.T, env *graphtest.Env, recurringID string) (status *string, cents *int64) {
	t.Helper()
	var sub string
	if err := env.DB.Bun().NewSelect().TableExpr("recurring_payments").Column("stripe_subscription_id").Where("id = ?", recurringID).Scan(t.Context(), &sub); err != nil {
		t.Fatal(err)
	}
	row := new(model.SandboxCheckoutSession)
	if err := env.DB.Bun().NewSelect().Model(row).Where("subscription_id = ?", sub).Scan(t.Context()); err != nil {
		t.Fatal(err)
	}
	return row.SubscriptionStatus, row.SubscriptionCents
}

// A donor changes their monthly project gift in the sandbox, with the giving
// flow's limits, then cancels it: once, with one mail, and it cannot be
// changed after; staff see who cancelled and when.
func TestRecurringGiftChangeAndCancelInTheSandbox(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("partner")
	g := giveMonthlyInSandbox(t, env, token, true)
	if g.Status != "ACTIVE" || g.UsdCentsAmount != 4000 || len(g.AmountChoices) != 0 || g.CanManagePayment || strOf(g.FundName) != "Holistic project: Clean water for Kunduz" {
		t.Fatalf("the new monthly gift: %+v", g)
	}

	for _, c := range []struct {
		amount any
		code   string
		msg    string
	}{
		{-5, "BAD_USER_INPUT", giving.MsgAmountRequired},
		{0, "BAD_USER_INPUT", giving.MsgAmountRequired},
		{1_000_000, "BAD_USER_INPUT", giving.MsgAmountTooLarge},
		{12.5, "GRAPHQL_VALIDATION_FAILED", ""},
		{int64(1) << 40, "BAD_USER_INPUT", giving.MsgAmountTooLarge},
	} {
		env.Do(token, changeRecurring, map[string]any{"id": g.ID, "amount": c.amount}).MustFail(c.code, c.msg)
	}
	if n := len(mailsOfKind(t, env, u.Email, mail.KindRecurringChanged)); n != 0 {
		t.Fatalf("refused amounts sent %d mails", n)
	}

	changed := changeGift(t, env, token, g.ID, 55)
	if changed.UsdCentsAmount != 5500 || changed.Status != "ACTIVE" {
		t.Fatalf("after the change: %+v", changed)
	}
	if _, cents := sandboxSubscription(t, env, g.ID); cents == nil || *cents != 5500 {
		t.Fatalf("the sandbox subscription's amount: %v", cents)
	}
	if n := count(t, env, "project_sponsorships", "amount = 5500"); n != 1 {
		t.Fatal("the sponsorship keeps its old amount")
	}
	changeGift(t, env, token, g.ID, 55) // the same amount again: nothing to tell
	mails := mailsOfKind(t, env, u.Email, mail.KindRecurringChanged)
	if len(mails) != 1 || mails[0].Subject != "Your monthly gift is now $55.00" || !strings.Contains(mails[0].Text, "from $40.00 to $55.00") ||
		!strings.Contains(mails[0].Text, "Clean water for Kunduz") || !strings.Contains(mails[0].Text, "/my-giving") {
		t.Fatalf("change mails: %+v", mails)
	}
	env.Do(token, paymentPortal, map[string]any{"id": g.ID}).MustFail("BAD_USER_INPUT", giving.MsgNoPaymentPortal)

	first := cancelGift(t, env, token, g.ID)
	again := cancelGift(t, env, token, g.ID)
	if first.Status != "CANCELLED" || first.CancelledAt == nil || strOf(first.CancelledBy) != u.Name ||
		again.Status != first.Status || again.CancelledAt == nil || !again.CancelledAt.Equal(*first.CancelledAt) {
		t.Fatalf("cancelled %+v, then %+v", first, again)
	}
	if status, _ := sandboxSubscription(t, env, g.ID); strOf(status) != "canceled" {
		t.Fatalf("the sandbox subscription is %q", strOf(status))
	}
	cancelled := mailsOfKind(t, env, u.Email, mail.KindRecurringCancelled)
	if len(cancelled) != 1 || cancelled[0].Subject != "Your monthly gift is cancelled" ||
		!strings.Contains(cancelled[0].Text, "Your monthly gift of $55.00 to Holistic project: Clean water for Kunduz was cancelled by "+u.Name) ||
		!strings.Contains(cancelled[0].Text, "No further charges will be made.") {
		t.Fatalf("cancellation mails: %+v", cancelled)
	}
	if n := count(t, env, "outbox_mails", "kind = ?", mail.KindRecurringCancelled); n != 1 {
		t.Fatalf("%d cancellation mails in the outbox", n)
	}
	env.Do(token, changeRecurring, map[string]any{"id": g.ID, "amount": 70}).MustFail("BAD_USER_INPUT", giving.MsgGiftCancelled)
	env.Do(token, paymentPortal, map[string]any{"id": g.ID}).MustFail("BAD_USER_INPUT", giving.MsgGiftCancelled)
	if got := myRecurring(t, env, token); len(got) != 1 || got[0].Status != "CANCELLED" || got[0].UsdCentsAmount != 5500 {
		t.Fatalf("My Giving after cancelling: %+v", got)
	}

	staff, _ := env.SignInAs("staff")
	var d struct {
		AllProjectSponsorships []struct {
			RecurringStatus *string
			CancelledAt     *time.Time
			CancelledBy     *string
			Amount          int
		}
	}
	env.Do(staff, `{ allProjectSponsorships { recurringStatus cancelledAt cancelledBy amount } }`, nil).MustDecode(&d)
	if s := d.AllProjectSponsorships; len(s) != 1 || strOf(s[0].RecurringStatus) != "CANCELLED" || strOf(s[0].CancelledBy) != u.Name ||
		s[0].CancelledAt == nil || !s[0].CancelledAt.Equal(*first.CancelledAt) || s[0].Amount != 5500 {
		t.Fatalf("the back office sees %+v", s)
	}
}

// An adoption's monthly amount is one of its levels, and the adoption takes
// the level; cancelling it cancels the adoption.
func TestRecurringAdoptionChangesLevel(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("trainer")
	g := giveMonthlyInSandbox(t, env, token, false)
	if g.UsdCentsAmount != 3000 || len(g.AmountChoices) != 3 || g.AmountChoices[1] != 100 {
		t.Fatalf("the monthly adoption: %+v", g)
	}
	env.Do(token, changeRecurring, map[string]any{"id": g.ID, "amount": 45}).
		MustFail("BAD_USER_INPUT", "Please choose one of the adoption levels: $30.00, $100.00 or $300.00 a month")
	if got := changeGift(t, env, token, g.ID, 100); got.UsdCentsAmount != 10000 {
		t.Fatalf("after the change: %+v", got)
	}
	if n := count(t, env, "adoptions", "level = ? AND amount = 10000 AND status = ?", model.AdopterLv2, model.GiftActive); n != 1 {
		t.Fatal("the adoption did not take level 2")
	}
	cancelGift(t, env, token, g.ID)
	staff, _ := env.SignInAs("staff")
	var d struct {
		AllAdoptions []struct {
			Status, Level   string
			RecurringStatus *string
			CancelledBy     *string
		}
	}
	env.Do(staff, `{ allAdoptions { status level recurringStatus cancelledBy } }`, nil).MustDecode(&d)
	if a := d.AllAdoptions; len(a) != 1 || a[0].Status != "CANCELLED" || strOf(a[0].RecurringStatus) != "CANCELLED" || strOf(a[0].CancelledBy) != u.Name {
		t.Fatalf("the back office sees %+v", a)
	}
}

// stripeMockEnv is a Reach talking to stripe-mock (through a recorder) with
// a webhook secret, and a monthly project gift of the signed-in partner's
// on subscription sub_reach1 ($40 a month).
func stripeMockEnv(t *testing.T) (*graphtest.Env, *stripemock.Recorder, string, *graphtest.TestUser, string) {
	t.Helper()
	base, rec := stripemock.Proxy(t, stripemock.Start(t))
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.StripeSecretKey, c.StripeAPIURL, c.StripeWebhookSecret = "sk_test_reach", base, webhookSecret
	}))
	seedGiving(t, env)
	token, u := env.SignInAs("partner")
	now := time.Now().UTC().Truncate(time.Second)
	end := now.AddDate(1, 0, 0)
	project, fund, sub := givingProject, "Holistic project: Clean water for Kunduz", "sub_reach1"
	insert(t, env, &model.CheckoutSession{
		ID: "cs_test_reach1", Provider: model.ProviderStripe, Kind: model.CheckoutProject, ProjectID: &project, AmountCents: 4000,
		Recurring: true, ContactID: &u.ContactID, UserID: &u.ID, FundName: fund, CreatedAt: now, FulfilledAt: &now,
	})
	sp := &model.ProjectSponsorship{
		ID: "ps-reach1", CheckoutSessionID: "cs_test_reach1", ContactID: &u.ContactID, SponsorName: u.Name, ProjectID: project,
		ProjectName: "Clean water for Kunduz", Amount: 4000, Recurring: true, StartDate: &now, CreatedAt: now, UpdatedAt: now,
	}
	insert(t, env, sp)
	rp := &model.RecurringPayment{
		ID: "rp-reach1", CheckoutSessionID: "cs_test_reach1", PayerID: &u.ContactID, PayerName: &u.Name, PayerEmail: &u.Email,
		Amount: 4000, USDCentsAmount: 4000, Status: model.GiftActive, FundID: &project, FundName: &fund, StartDate: now, EndDate: &end,
		Frequency: model.FrequencyMonthly, StripeSubscriptionID: &sub, ProjectSponsorshipID: &sp.ID, CreatedAt: now, UpdatedAt: now,
	}
	insert(t, env, rp)
	return env, rec, token, u, rp.ID
}

// With Stripe: the amount changes on the subscription (a new price on its
// product, no proration), the payment portal opens for the subscription's
// own customer, cancelling deletes the subscription, and stripe-mock
// accepts every request as Stripe would. A charge Stripe reports for the
// cancelled gift afterwards is recorded but does not revive it.
func TestRecurringGiftThroughStripe(t *testing.T) {
	env, rec, token, u, id := stripeMockEnv(t)
	gifts := myRecurring(t, env, token)
	if len(gifts) != 1 || !gifts[0].CanManagePayment || gifts[0].UsdCentsAmount != 4000 {
		t.Fatalf("My Giving with Stripe: %+v", gifts)
	}

	before := len(rec.All())
	if got := changeGift(t, env, token, id, 75); got.UsdCentsAmount != 7500 {
		t.Fatalf("after the change: %+v", got)
	}
	reqs := rec.Since(before)
	if len(reqs) != 2 || reqs[0].Method != http.MethodGet || reqs[0].Path != "/v1/subscriptions/sub_reach1" ||
		reqs[1].Method != http.MethodPost || reqs[1].Path != "/v1/subscriptions/sub_reach1" || reqs[1].Status != http.StatusOK {
		t.Fatalf("Stripe requests for a change: %+v", reqs)
	}
	stripemock.WantForm(t, reqs[1].Form, map[string]string{
		"items[0][price_data][unit_amount]":         "7500",
		"items[0][price_data][currency]":            "usd",
		"items[0][price_data][recurring][interval]": "month",
		"proration_behavior":                        "none",
	})
	if reqs[1].Form.Get("items[0][id]") == "" || !strings.HasPrefix(reqs[1].Form.Get("items[0][price_data][product]"), "prod_") {
		t.Fatalf("the new price is not on the subscription's item and product: %v", reqs[1].Form)
	}

	before = len(rec.All())
	var p struct{ MyRecurringGiftPaymentPortal string }
	env.Do(token, paymentPortal, map[string]any{"id": id}).MustDecode(&p)
	reqs = rec.Since(before)
	if p.MyRecurringGiftPaymentPortal == "" || len(reqs) != 2 || reqs[1].Path != "/v1/billing_portal/sessions" || reqs[1].Status != http.StatusOK {
		t.Fatalf("portal %q after %+v", p.MyRecurringGiftPaymentPortal, reqs)
	}
	stripemock.WantForm(t, reqs[1].Form, map[string]string{
		"return_url":                        env.Config.PublicURL + "/my-giving",
		"flow_data[type]":                   "payment_method_update",
		"flow_data[after_completion][type]": "redirect",
	})
	if !strings.HasPrefix(reqs[1].Form.Get("customer"), "cus_") {
		t.Fatalf("portal for customer %q", reqs[1].Form.Get("customer"))
	}

	// Another donor reaches nothing at Stripe with this gift's id.
	other, _ := env.SignInAs("partner")
	before = len(rec.All())
	env.Do(other, paymentPortal, map[string]any{"id": id}).MustFail("NOT_FOUND", giving.MsgGiftNotFound)
	env.Do(other, cancelRecurring, map[string]any{"id": id}).MustFail("NOT_FOUND", giving.MsgGiftNotFound)
	env.Do(other, changeRecurring, map[string]any{"id": id, "amount": 1}).MustFail("NOT_FOUND", giving.MsgGiftNotFound)
	if n := len(rec.Since(before)); n != 0 {
		t.Fatalf("another donor's attempts sent %d requests to Stripe", n)
	}

	before = len(rec.All())
	cancelGift(t, env, token, id)
	cancelGift(t, env, token, id)
	reqs = rec.Since(before)
	if len(reqs) != 1 || reqs[0].Method != http.MethodDelete || reqs[0].Path != "/v1/subscriptions/sub_reach1" || reqs[0].Status != http.StatusOK {
		t.Fatalf("Stripe requests for cancelling twice: %+v", reqs)
	}
	stripemock.WantForm(t, reqs[0].Form, map[string]string{"prorate": "false", "invoice_now": "false"})

	now := time.Now()
	inv := map[string]any{"id": "in_late", "object": "invoice", "subscription": "sub_reach1", "amount_paid": 7500, "customer_email": u.Email,
		"status_transitions": map[string]any{"paid_at": now.Unix()}, "created": now.Unix()}
	if status, body := postEvent(t, env, "evt_late", "invoice.paid", inv, webhookSecret, now); status != http.StatusOK {
		t.Fatalf("invoice.paid: %d %s", status, body)
	}
	if got := myRecurring(t, env, token); got[0].Status != "CANCELLED" || got[0].CanManagePayment {
		t.Fatalf("a late charge revived the gift: %+v", got[0])
	}
	if n := count(t, env, "payments", "transaction_id = 'in_late' AND usd_cents_amount = 7500"); n != 1 {
		t.Fatal("the money of the late charge is not recorded")
	}
	if n := len(mailsOfKind(t, env, u.Email, mail.KindRecurringCancelled)); n != 1 {
		t.Fatalf("%d cancellation mails", n)
	}
	env.Do(token, changeRecurring, map[string]any{"id": id, "amount": 80}).MustFail("BAD_USER_INPUT", giving.MsgGiftCancelled)
	if n := count(t, env, "recurring_payments", "id = ? AND amount = 7500 AND status = ?", id, model.GiftCancelled); n != 1 {
		t.Fatal("the cancelled gift changed")
	}
}
