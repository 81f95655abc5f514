package graph_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/mail"
)

// failedCount answers what staff see of failed payments: the dashboard tile
// and the payments list filtered to FAILED.
func failedCount(t *testing.T, env *graphtest.Env) (tile, list int) {
	t.Helper()
	staff, _ := env.SignInAs("staff")
	var d struct {
		StaffDashboard struct{ Tiles struct{ FailedPayments int } }
		M              struct{ Count int }
	}
	env.Do(staff, `{ staffDashboard { tiles { failedPayments } } m: _allPaymentsMeta(filter: { status: "FAILED" }) { count } }`, nil).MustDecode(&d)
	return d.StaffDashboard.Tiles.FailedPayments, d.M.Count
}

// stripeMonthlyGift gives a monthly adoption through Stripe, signed in with
// token, recorded by the webhook; it answers the gift.
func stripeMonthlyGift(t *testing.T, env *graphtest.Env, f *fakeStripe, token, email, evt string) sponsorshipResult {
	t.Helper()
	today := time.Now().UTC().Format(time.DateOnly)
	c := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": today})
	session := f.pay(c.SessionID, "Fay Failing", email, nil)
	if status, body := postEvent(t, env, evt, "checkout.session.completed", session, webhookSecret, time.Now()); status != http.StatusOK {
		t.Fatalf("completed: %d %s", status, body)
	}
	return complete(t, env, token, completeAdoption, c.SessionID)
}

// A monthly charge that fails is recorded once, however often Stripe says so
// (the same event again, or its retries of the charge), counted by the
// dashboard tile and the payments list alike, and mailed to the donor with
// the way to update the card; paid after all, the same payment becomes PAID
// with its receipt, and My Giving never lists the failure.
func TestStripeFailedMonthlyChargeIsRecordedOnce(t *testing.T) {
	env, f := stripeEnv(t)
	token, u := env.SignInAs("partner")
	r := stripeMonthlyGift(t, env, f, token, u.Email, "evt_c1")
	sub := strOf(r.RecurringPayment.StripeSubscriptionID)
	if tile, list := failedCount(t, env); tile != 0 || list != 0 {
		t.Fatalf("before any failure: tile %d, list %d", tile, list)
	}

	now := time.Now()
	retry := now.AddDate(0, 0, 3)
	failed := map[string]any{
		"id": "in_2", "object": "invoice", "subscription": sub, "amount_due": 3000, "amount_paid": 0, "customer_email": u.Email,
		"payment_intent": "pi_in_2", "attempt_count": 1, "next_payment_attempt": retry.Unix(), "created": now.Unix(),
	}
	for i, evt := range []string{"evt_f1", "evt_f1", "evt_f2"} { // a replay, then Stripe's next attempt failing too
		status, body := postEvent(t, env, evt, "invoice.payment_failed", failed, webhookSecret, now)
		if status != http.StatusOK || (i == 1) != strings.Contains(body, "replayed") {
			t.Fatalf("invoice.payment_failed %s: %d %s", evt, status, body)
		}
	}
	if tile, list := failedCount(t, env); tile != 1 || list != 1 {
		t.Fatalf("after one failed charge: tile %d, list %d, want 1 and 1", tile, list)
	}
	if n := count(t, env, "payments", "status = 'FAILED' AND transaction_id = 'in_2' AND usd_cents_amount = 3000 AND adoption_id = ? AND recurring_payment_id = ?", r.Adoption.ID, r.RecurringPayment.ID); n != 1 {
		t.Fatal("the failed charge is not recorded against the gift")
	}
	mails := mailsOfKind(t, env, u.Email, mail.KindPaymentFailed)
	if len(mails) != 1 {
		t.Fatalf("%d failed payment mails, want 1", len(mails))
	}
	m := mails[0]
	for _, want := range []string{"We tried to charge $30.00 for your monthly gift to Adopt a UPG", "nothing was taken",
		"'Manage payment method'", "We will try the charge again on " + retry.UTC().Format("2 January 2006"), "Open My Giving", "/my-giving"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the mail does not say %q:\n%s", want, m.Text)
		}
	}
	if m.Subject != "Your gift of $30.00 could not be charged" {
		t.Errorf("subject %q", m.Subject)
	}

	// My Giving lists what was given: the first month, not the failure.
	var gifts struct {
		MyGifts []struct {
			ID     string `json:"_id"`
			Status string
		}
	}
	env.Do(token, `{ myGifts { _id status } }`, nil).MustDecode(&gifts)
	if len(gifts.MyGifts) != 1 || gifts.MyGifts[0].Status != "PAID" {
		t.Fatalf("My Giving lists %+v", gifts.MyGifts)
	}
	var failedID string
	if err := env.DB.Bun().NewSelect().TableExpr("payments").Column("id").Where("transaction_id = 'in_2'").Scan(t.Context(), &failedID); err != nil {
		t.Fatal(err)
	}
	env.Do(token, `query($id: ID!) { myGiftReceipt(paymentId: $id) { fileName } }`, map[string]any{"id": failedID}).MustFail("NOT_FOUND", "")

	// Stripe's next attempt goes through: the same payment is PAID, with a receipt.
	paid := map[string]any{"id": "in_2", "object": "invoice", "subscription": sub, "amount_paid": 3000, "customer_email": u.Email,
		"payment_intent": "pi_in_2", "status_transitions": map[string]any{"paid_at": retry.Unix()}, "created": now.Unix()}
	if status, body := postEvent(t, env, "evt_p2", "invoice.paid", paid, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "handled") {
		t.Fatalf("invoice.paid: %d %s", status, body)
	}
	if tile, list := failedCount(t, env); tile != 0 || list != 0 {
		t.Fatalf("after the invoice was paid: tile %d, list %d, want 0", tile, list)
	}
	if n := count(t, env, "payments", "id = ? AND status = 'PAID'", failedID); n != 1 {
		t.Fatal("the failed payment did not become the paid one")
	}
	if n := count(t, env, "payments", "recurring_payment_id = ?", r.RecurringPayment.ID); n != 2 {
		t.Fatalf("%d payments on the gift, want 2", n)
	}
	var found bool
	for _, m := range receipts(t, env, u.Email) {
		found = found || strings.Contains(m.Subject, receiptNo(failedID))
	}
	if !found {
		t.Fatal("no receipt for the invoice paid after its charge failed")
	}
	if n := len(mailsOfKind(t, env, u.Email, mail.KindPaymentFailed)); n != 1 {
		t.Fatalf("%d failed payment mails after the payment, want 1", n)
	}

	// An invoice of a subscription Reach does not know is acknowledged and ignored.
	failed["subscription"], failed["id"] = "sub_unknown", "in_x"
	if status, body := postEvent(t, env, "evt_f3", "invoice.payment_failed", failed, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "ignored") {
		t.Fatalf("unknown subscription: %d %s", status, body)
	}
}

// A bank debit at checkout that bounces (checkout.session.async_payment_failed)
// records one FAILED payment for the checkout and no gift, and tells the
// donor the gift was not recorded.
func TestStripeCheckoutPaymentFailed(t *testing.T) {
	env, f := stripeEnv(t)
	c := startProjectCheckout(t, env, "", map[string]any{"projectId": givingProject, "amount": 250, "recurring": false})
	session := f.pay(c.SessionID, "Gus Bounced", "gus@example.org", func(s map[string]any) {
		s["payment_status"], s["payment_method_types"] = "unpaid", []string{"us_bank_account"}
	})
	now := time.Now()
	if status, body := postEvent(t, env, "evt_a1", "checkout.session.completed", session, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "ignored") {
		t.Fatalf("completed but not paid yet: %d %s", status, body)
	}
	for _, evt := range []string{"evt_a2", "evt_a3"} {
		if status, body := postEvent(t, env, evt, "checkout.session.async_payment_failed", session, webhookSecret, now); status != http.StatusOK {
			t.Fatalf("async_payment_failed: %d %s", status, body)
		}
	}
	if tile, list := failedCount(t, env); tile != 1 || list != 1 {
		t.Fatalf("tile %d, list %d, want 1 and 1", tile, list)
	}
	if n := count(t, env, "payments", "status = 'FAILED' AND checkout_session_id = ? AND usd_cents_amount = 25000 AND payer_email = 'gus@example.org' AND payment_method_type = 'us_bank_account'", c.SessionID); n != 1 {
		t.Fatal("the failed checkout payment is not recorded")
	}
	for table, want := range map[string]int{"project_sponsorships": 0, "invites": 0} {
		if n := count(t, env, table, ""); n != want {
			t.Errorf("%s: %d rows, want %d", table, n, want)
		}
	}
	if n := count(t, env, "holistic_projects", "id = ? AND funding_balance = 0", givingProject); n != 1 {
		t.Error("a failed payment moved the project's balance")
	}
	mails := mailsOfKind(t, env, "gus@example.org", mail.KindPaymentFailed)
	if len(mails) != 1 || !strings.Contains(mails[0].Text, "Your gift was not recorded") || !strings.Contains(mails[0].Text, "Give again") ||
		!strings.Contains(mails[0].Text, "/partner") || strings.Contains(mails[0].Text, "monthly") {
		t.Fatalf("mails %+v", mails)
	}
	// The success page still says it was not paid.
	env.Do("", completeProject, map[string]any{"id": c.SessionID}).MustFail("BAD_USER_INPUT", "")
}
