package graph_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76/webhook"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
)

const webhookSecret = "whsec_test_reach"

// fakeStripe answers the Stripe calls Reach makes with recorded-fixture
// JSON: create and retrieve a Checkout Session, update a subscription.
type fakeStripe struct {
	mu       sync.Mutex
	n        int
	sessions map[string]map[string]any
	created  []url.Values
	updates  map[string]url.Values
}

func newFakeStripe(t *testing.T) (*fakeStripe, *httptest.Server) {
	f := &fakeStripe{sessions: map[string]map[string]any{}, updates: map[string]url.Values{}}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	return f, srv
}

func (f *fakeStripe) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	body, _ := io.ReadAll(r.Body)
	form, _ := url.ParseQuery(string(body))
	w.Header().Set("Content-Type", "application/json")
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/v1/checkout/sessions":
		f.n++
		id := fmt.Sprintf("cs_test_%d", f.n)
		amount, _ := strconv.Atoi(form.Get("line_items[0][price_data][unit_amount]"))
		meta := map[string]string{}
		for k, v := range form {
			if strings.HasPrefix(k, "metadata[") {
				meta[strings.TrimSuffix(strings.TrimPrefix(k, "metadata["), "]")] = v[0]
			}
		}
		s := map[string]any{
			"id": id, "object": "checkout.session", "url": "https://checkout.stripe.com/c/pay/" + id,
			"mode": form.Get("mode"), "status": "open", "payment_status": "unpaid", "amount_total": amount,
			"currency": "usd", "metadata": meta, "created": time.Now().Unix(), "payment_method_types": []string{"card"},
			"success_url": form.Get("success_url"), "cancel_url": form.Get("cancel_url"),
		}
		f.sessions[id] = s
		f.created = append(f.created, form)
		_ = json.NewEncoder(w).Encode(s)
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/v1/checkout/sessions/"):
		s, ok := f.sessions[strings.TrimPrefix(r.URL.Path, "/v1/checkout/sessions/")]
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"error":{"type":"invalid_request_error","code":"resource_missing","message":"No such checkout.session"}}`))
			return
		}
		_ = json.NewEncoder(w).Encode(s)
	case r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/v1/subscriptions/"):
		id := strings.TrimPrefix(r.URL.Path, "/v1/subscriptions/")
		f.updates[id] = form
		_ = json.NewEncoder(w).Encode(map[string]any{"id": id, "object": "subscription", "status": "active"})
	default:
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"type":"invalid_request_error","message":"unknown path"}}`))
	}
}

// pay makes the session look as Stripe shows it after the donor paid.
func (f *fakeStripe) pay(id, name, email string, change func(s map[string]any)) map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := f.sessions[id]
	suffix := strings.TrimPrefix(id, "cs_test_")
	s["status"], s["payment_status"] = "complete", "paid"
	s["customer_details"] = map[string]any{"email": email, "name": name}
	if s["mode"] == "subscription" {
		s["subscription"] = map[string]any{"id": "sub_" + suffix, "object": "subscription", "status": "active", "start_date": time.Now().Unix()}
		s["invoice"] = "in_" + suffix
	} else {
		s["payment_intent"] = map[string]any{"id": "pi_" + suffix, "object": "payment_intent", "status": "succeeded"}
	}
	if change != nil {
		change(s)
	}
	return s
}

func stripeEnv(t *testing.T) (*graphtest.Env, *fakeStripe) {
	f, srv := newFakeStripe(t)
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.StripeSecretKey, c.StripeAPIURL, c.StripeWebhookSecret = "sk_test_reach", srv.URL, webhookSecret
	}))
	seedGiving(t, env)
	return env, f
}

// postEvent signs (at signedAt, with secret) and posts one Stripe event.
func postEvent(t *testing.T, env *graphtest.Env, id, typ string, object any, secret string, signedAt time.Time) (int, string) {
	t.Helper()
	payload, _ := json.Marshal(map[string]any{
		"id": id, "object": "event", "type": typ, "api_version": "2023-10-16", "created": signedAt.Unix(),
		"data": map[string]any{"object": object},
	})
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: signedAt})
	req, _ := http.NewRequest(http.MethodPost, env.URL+"/webhooks/stripe", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Stripe-Signature", signed.Header)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// TestStripeMonthlyAdoptionThroughWebhooks: a visitor without an account
// adopts monthly through Stripe Checkout; the gift is recorded by the signed
// webhook (once, whatever is replayed), the subscription gets its end, and
// each monthly invoice becomes one payment.
func TestStripeMonthlyAdoptionThroughWebhooks(t *testing.T) {
	env, f := stripeEnv(t)
	today := time.Now().UTC().Format(time.DateOnly)
	c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": today})
	if c.URL != "https://checkout.stripe.com/c/pay/"+c.SessionID {
		t.Fatalf("checkout %+v", c)
	}
	if got := f.created[0]; got.Get("line_items[0][price_data][unit_amount]") != "3000" || got.Get("metadata[type]") != "AdoptionRecurring" || got.Get("customer_email") != "" {
		t.Fatalf("created with %v", got)
	}

	// Unpaid, unknown or made-up sessions record nothing.
	env.Do("", completeAdoption, map[string]any{"id": c.SessionID}).MustFail("BAD_USER_INPUT", "has not been completed")
	env.Do("", completeAdoption, map[string]any{"id": "cs_test_999"}).MustFail("NOT_FOUND", "")
	env.Do("", completeAdoption, map[string]any{"id": "' OR 1=1 --"}).MustFail("NOT_FOUND", "")

	session := f.pay(c.SessionID, "Bob Giver", "bob@example.org", nil)
	now := time.Now()

	// A bad signature, the wrong secret or a stale one: 400, nothing recorded.
	if status, _ := postEvent(t, env, "evt_1", "checkout.session.completed", session, "whsec_wrong", now); status != http.StatusBadRequest {
		t.Fatalf("wrong secret: %d", status)
	}
	if status, _ := postEvent(t, env, "evt_1", "checkout.session.completed", session, webhookSecret, now.Add(-10*time.Minute)); status != http.StatusBadRequest {
		t.Fatalf("stale signature: %d", status)
	}
	req, _ := http.NewRequest(http.MethodPost, env.URL+"/webhooks/stripe", strings.NewReader(`{"id":"evt_x"}`))
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("unsigned: %v %v", resp, err)
	}
	if n := count(t, env, "adoptions", ""); n != 0 {
		t.Fatal("a refused webhook recorded a gift")
	}

	status, body := postEvent(t, env, "evt_1", "checkout.session.completed", session, webhookSecret, now)
	if status != http.StatusOK || !strings.Contains(body, `"handled"`) {
		t.Fatalf("signed event: %d %s", status, body)
	}
	status, body = postEvent(t, env, "evt_1", "checkout.session.completed", session, webhookSecret, now)
	if status != http.StatusOK || !strings.Contains(body, `"replayed"`) {
		t.Fatalf("replayed event: %d %s", status, body)
	}

	// The success page then finds the gift the webhook recorded, and offers the invite.
	shown := complete(t, env, "", completeAdoption, c.SessionID)
	if shown.Adoption == nil || shown.Adoption.Amount != 3000 || shown.RecurringPayment == nil || shown.RecurringPayment.UsdCentsAmount != 3000 ||
		shown.Payment == nil || shown.Payment.UsdCentsAmount != 3000 || shown.UserInvite == nil {
		t.Fatalf("result %+v", shown)
	}
	adoption, payment, recurring := recorded(t, env, c.SessionID)
	if recurring == nil || strOf(recurring.StripeSubscriptionID) != "sub_1" || payment == nil || payment.TransactionID != "in_1" {
		t.Fatalf("recorded monthly gift %+v, first month's payment %+v", recurring, payment)
	}
	for table, want := range map[string]int{"adoptions": 1, "recurring_payments": 1, "payments": 1, "invites": 1} {
		if n := count(t, env, table, ""); n != want {
			t.Errorf("%s: %d, want %d", table, n, want)
		}
	}
	upd := f.updates["sub_1"]
	wantEnd := recurring.StartDate.AddDate(1, 0, 0).Unix()
	if upd.Get("cancel_at") != strconv.FormatInt(wantEnd, 10) || upd.Get("proration_behavior") != "none" {
		t.Fatalf("subscription update %v, want cancel_at %d", upd, wantEnd)
	}

	// invoice.paid: the first invoice is already the first payment; the
	// second month adds one, once, linked to the recurring payment.
	invoice := func(id string, paidAt time.Time) map[string]any {
		return map[string]any{"id": id, "object": "invoice", "subscription": "sub_1", "amount_paid": 3000, "customer_email": "bob@example.org",
			"payment_intent": "pi_" + id, "status_transitions": map[string]any{"paid_at": paidAt.Unix()}, "created": paidAt.Unix()}
	}
	postEvent(t, env, "evt_2", "invoice.paid", invoice("in_1", now), webhookSecret, now)
	month2 := now.AddDate(0, 1, 0)
	for _, evt := range []string{"evt_3", "evt_4"} { // Stripe may send the same invoice in two events
		if status, body := postEvent(t, env, evt, "invoice.paid", invoice("in_2", month2), webhookSecret, now); status != http.StatusOK {
			t.Fatalf("invoice.paid: %d %s", status, body)
		}
	}
	if n := count(t, env, "payments", "recurring_payment_id = ?", recurring.ID); n != 2 {
		t.Fatalf("%d payments on the recurring payment, want 2", n)
	}
	if n := count(t, env, "payments", "transaction_id = 'in_2' AND usd_cents_amount = 3000 AND adoption_id = ?", adoption.ID); n != 1 {
		t.Fatal("the second month's payment is not linked to the adoption")
	}

	// Events Reach does not handle are acknowledged.
	if status, body := postEvent(t, env, "evt_5", "customer.created", map[string]any{"id": "cus_1", "object": "customer"}, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "ignored") {
		t.Fatalf("unknown event: %d %s", status, body)
	}
}

// TestStripeProjectGiftAndRefund: a project gift raises the balance; a
// refund (partial, then more) marks the payment and takes the money back.
func TestStripeProjectGiftAndRefund(t *testing.T) {
	env, f := stripeEnv(t)
	token, u := env.SignInAs("partner")
	c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 500, "recurring": false})
	if got := f.created[0]; got.Get("customer_email") != u.Email || got.Get("metadata[contactId]") != u.ContactID || got.Get("metadata[userId]") != u.ID {
		t.Fatalf("created with %v", got)
	}
	f.pay(c.SessionID, "Partner", u.Email, nil)
	r := complete(t, env, token, completeProject, c.SessionID)
	if r.Project == nil || r.Project.FundingBalance != 500*10_000 || r.Payment == nil || r.Payment.TransactionID != "pi_1" || r.UserInvite != nil {
		t.Fatalf("result %+v", r)
	}

	now := time.Now()
	charge := func(refunded int) map[string]any {
		return map[string]any{"id": "ch_1", "object": "charge", "payment_intent": "pi_1", "amount": 50000, "amount_refunded": refunded, "refunded": refunded == 50000}
	}
	balance := func() int {
		var b int
		if err := env.DB.Bun().NewSelect().TableExpr("holistic_projects").Column("funding_balance").Where("id = ?", givingProject).Scan(t.Context(), &b); err != nil {
			t.Fatal(err)
		}
		return b
	}
	postEvent(t, env, "evt_r1", "charge.refunded", charge(20000), webhookSecret, now)
	if b := balance(); b != 300*10_000 {
		t.Fatalf("balance after a $200 refund: %d", b)
	}
	postEvent(t, env, "evt_r1", "charge.refunded", charge(20000), webhookSecret, now) // replay
	postEvent(t, env, "evt_r2", "charge.refunded", charge(50000), webhookSecret, now)
	if b := balance(); b != 0 {
		t.Fatalf("balance after the full refund: %d", b)
	}
	staff, _ := env.SignInAs("staff")
	var l struct {
		AllPayments []struct {
			ID             string `json:"_id"`
			Status         string
			UsdCentsAmount int
			RefundForID    *string
			RefundedByID   *string
		}
	}
	env.Do(staff, `{ allPayments(sortField: "createdAt", sortOrder: "ASC") { _id status usdCentsAmount refundForId refundedById } }`, nil).MustDecode(&l)
	if len(l.AllPayments) != 2 {
		t.Fatalf("payments %+v", l.AllPayments)
	}
	orig, refund := l.AllPayments[0], l.AllPayments[1]
	if orig.Status != "REFUNDED" || strOf(orig.RefundedByID) != refund.ID || refund.UsdCentsAmount != -50000 || strOf(refund.RefundForID) != orig.ID {
		t.Fatalf("original %+v refund %+v", orig, refund)
	}
}

// Sessions Stripe says are expired, or that paid a different amount, record nothing.
func TestStripeSessionsThatRecordNothing(t *testing.T) {
	env, f := stripeEnv(t)
	for _, tc := range []struct {
		name   string
		change func(map[string]any)
		msg    string
	}{
		{"expired", func(s map[string]any) { s["status"], s["payment_status"] = "expired", "unpaid" }, "expired"},
		{"unpaid", func(s map[string]any) { s["payment_status"] = "unpaid" }, "has not been completed"},
		{"different amount", func(s map[string]any) { s["amount_total"] = 100 }, "does not match"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV3", "recurring": false})
			f.pay(c.SessionID, "Eve", "eve@example.org", tc.change)
			env.Do("", completeAdoption, map[string]any{"id": c.SessionID}).MustFail("BAD_USER_INPUT", tc.msg)
		})
	}
	for _, table := range []string{"adoptions", "payments", "invites", "contacts"} {
		if n := count(t, env, table, ""); n != 0 {
			t.Errorf("%s: %d rows", table, n)
		}
	}
}

// The back office warns on every page while gifts go through the sandbox checkout; appConfig
// tells it so, and stops once Stripe is configured.
func TestAppConfigSaysWhetherPaymentsAreSandbox(t *testing.T) {
	var got struct {
		AppConfig struct{ SandboxPayments bool }
	}
	graphtest.New(t).Do("", `query { appConfig { sandboxPayments } }`, nil).MustDecode(&got)
	if !got.AppConfig.SandboxPayments {
		t.Error("without a Stripe key appConfig does not say payments are sandbox")
	}
	env, _ := stripeEnv(t)
	env.Do("", `query { appConfig { sandboxPayments } }`, nil).MustDecode(&got)
	if got.AppConfig.SandboxPayments {
		t.Error("with Stripe configured appConfig still says payments are sandbox")
	}
}
