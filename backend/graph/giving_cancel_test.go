package graph_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/mail"
)

// A monthly gift cancelled in Stripe is cancelled in Reach by "Stripe", with
// one mail, whatever Stripe repeats; the year's end Reach set is no
// cancellation, and an unknown subscription is acknowledged and ignored.
func TestStripeCancellationShowsInReach(t *testing.T) {
	env, f := stripeEnv(t)
	token, u := env.SignInAs("partner")
	r := stripeMonthlyGift(t, env, f, token, u.Email, "evt_c1")
	sub := strOf(r.RecurringPayment.StripeSubscriptionID)
	now := time.Now()

	// Reach's own cancel_at (the year's end) comes back as an update: nothing changes.
	end := r.RecurringPayment.EndDate.Unix()
	subscription := map[string]any{"id": sub, "object": "subscription", "status": "active", "cancel_at": end, "cancel_at_period_end": false}
	if status, body := postEvent(t, env, "evt_u1", "customer.subscription.updated", subscription, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "ignored") {
		t.Fatalf("the end Reach set: %d %s", status, body)
	}
	if g := myRecurring(t, env, token); len(g) != 1 || g[0].Status != "ACTIVE" {
		t.Fatalf("after the update: %+v", g)
	}

	deleted := map[string]any{"id": sub, "object": "subscription", "status": "canceled", "canceled_at": now.Unix(), "ended_at": now.Unix(),
		"cancellation_details": map[string]any{"reason": "payment_failed"}}
	for _, evt := range []string{"evt_d1", "evt_d1", "evt_d2"} {
		if status, body := postEvent(t, env, evt, "customer.subscription.deleted", deleted, webhookSecret, now); status != http.StatusOK {
			t.Fatalf("deleted: %d %s", status, body)
		}
	}
	g := myRecurring(t, env, token)
	if len(g) != 1 || g[0].Status != "CANCELLED" || strOf(g[0].CancelledBy) != "Stripe" || g[0].CancelledAt == nil {
		t.Fatalf("after Stripe cancelled: %+v", g)
	}
	if n := count(t, env, "recurring_payments", "id = ? AND cancelled_by_user_id IS NULL", g[0].ID); n != 1 {
		t.Fatal("a user is named as having cancelled")
	}
	// The audit trail names Stripe, once, whatever Stripe repeated.
	admin, _ := env.SignInAs("admin")
	if row := oneAuditRow(t, env, admin, "recurring_gift.cancelled", g[0].ID, "status", "ACTIVE", "CANCELLED"); row.ActorName != "Stripe" || row.ActorID != "" {
		t.Fatalf("the cancellation's row: %+v", row)
	}
	staff, _ := env.SignInAs("staff")
	var a struct {
		Adoption struct {
			Status, RecurringStatus string
			CancelledBy             *string
		}
	}
	env.Do(staff, `query($id: ID!) { Adoption(id: $id) { status recurringStatus cancelledBy } }`, map[string]any{"id": r.Adoption.ID}).MustDecode(&a)
	if a.Adoption.Status != "CANCELLED" || a.Adoption.RecurringStatus != "CANCELLED" || strOf(a.Adoption.CancelledBy) != "Stripe" {
		t.Fatalf("the back office reads %+v", a.Adoption)
	}
	mails := mailsOfKind(t, env, u.Email, mail.KindRecurringCancelled)
	if len(mails) != 1 || !strings.Contains(mails[0].Text, "cancelled it after its charges failed") || !strings.Contains(mails[0].Text, "No further charges will be made.") {
		t.Fatalf("cancellation mails: %+v", mails)
	}

	// Set to cancel at the period's end in the customer portal: cancelled at once, by Stripe.
	r2 := stripeMonthlyGift(t, env, f, token, u.Email, "evt_c2")
	sub2 := strOf(r2.RecurringPayment.StripeSubscriptionID)
	atPeriodEnd := map[string]any{"id": sub2, "object": "subscription", "status": "active", "cancel_at_period_end": true,
		"cancellation_details": map[string]any{"reason": "cancellation_requested"}}
	if status, body := postEvent(t, env, "evt_u2", "customer.subscription.updated", atPeriodEnd, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "handled") {
		t.Fatalf("cancel at period end: %d %s", status, body)
	}
	if n := count(t, env, "recurring_payments", "stripe_subscription_id = ? AND status = 'CANCELLED' AND cancelled_by = 'Stripe'", sub2); n != 1 {
		t.Fatal("a subscription set to cancel at the period's end is not cancelled")
	}
	if n := len(mailsOfKind(t, env, u.Email, mail.KindRecurringCancelled)); n != 2 {
		t.Fatalf("%d cancellation mails, want 2", n)
	}

	// A third gift's subscription ends on the gift's end date: it ended, nobody cancelled.
	r3 := stripeMonthlyGift(t, env, f, token, u.Email, "evt_c3")
	ended := map[string]any{"id": strOf(r3.RecurringPayment.StripeSubscriptionID), "object": "subscription", "status": "canceled",
		"ended_at": r3.RecurringPayment.EndDate.Unix(), "canceled_at": r3.RecurringPayment.EndDate.Unix()}
	if status, body := postEvent(t, env, "evt_d3", "customer.subscription.deleted", ended, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "ignored") {
		t.Fatalf("the year's end: %d %s", status, body)
	}
	if n := count(t, env, "recurring_payments", "id = ? AND status = 'ACTIVE'", r3.RecurringPayment.ID); n != 1 {
		t.Fatal("the gift's planned end was taken for a cancellation")
	}

	// A subscription Reach does not know: acknowledged, ignored.
	deleted["id"] = "sub_unknown"
	if status, body := postEvent(t, env, "evt_d4", "customer.subscription.deleted", deleted, webhookSecret, now); status != http.StatusOK || !strings.Contains(body, "ignored") {
		t.Fatalf("unknown subscription: %d %s", status, body)
	}
	if n := len(mailsOfKind(t, env, u.Email, mail.KindRecurringCancelled)); n != 2 {
		t.Fatalf("%d cancellation mails at the end, want 2", n)
	}
}
