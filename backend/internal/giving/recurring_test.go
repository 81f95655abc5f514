package giving_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/giving/stripemock"
)

// The requests that change, cancel and open the portal of a monthly gift,
// against stripe-mock, which refuses any shape Stripe would refuse.
func TestRecurringStripeRequestsAgainstStripeMock(t *testing.T) {
	base, rec := stripemock.Proxy(t, stripemock.Start(t))
	provider := giving.NewStripeProvider("sk_test_123", base, nil, nil)
	ctx := context.Background()

	t.Run("amount: a new price on the item's product, no proration", func(t *testing.T) {
		n := len(rec.All())
		if err := provider.UpdateSubscriptionAmount(ctx, "sub_123", 12_500); err != nil {
			t.Fatal(err)
		}
		reqs := rec.Since(n)
		if len(reqs) != 2 || reqs[0].Method != http.MethodGet || reqs[1].Method != http.MethodPost || reqs[1].Path != "/v1/subscriptions/sub_123" || reqs[1].Status != 200 {
			t.Fatalf("requests %+v", reqs)
		}
		stripemock.WantForm(t, reqs[1].Form, map[string]string{
			"items[0][price_data][currency]":            "usd",
			"items[0][price_data][unit_amount]":         "12500",
			"items[0][price_data][recurring][interval]": "month",
			"proration_behavior":                        "none",
			"cancel_at":                                 "",
		})
		if !strings.HasPrefix(reqs[1].Form.Get("items[0][id]"), "si_") || !strings.HasPrefix(reqs[1].Form.Get("items[0][price_data][product]"), "prod_") {
			t.Fatalf("item and product: %v", reqs[1].Form)
		}
	})

	t.Run("cancel: now, no proration, no final invoice", func(t *testing.T) {
		if err := provider.CancelSubscription(ctx, "sub_123"); err != nil {
			t.Fatal(err)
		}
		r := rec.Last(t)
		if r.Method != http.MethodDelete || r.Path != "/v1/subscriptions/sub_123" || r.Status != 200 {
			t.Fatalf("got %s %s %d", r.Method, r.Path, r.Status)
		}
		stripemock.WantForm(t, r.Form, map[string]string{"prorate": "false", "invoice_now": "false"})
	})

	t.Run("payment portal: the subscription's own customer, on the payment method", func(t *testing.T) {
		u, err := provider.PaymentPortalURL(ctx, "sub_123", "https://reach.example/my-giving")
		if err != nil || u == "" {
			t.Fatalf("portal %q: %v", u, err)
		}
		r := rec.Last(t)
		if r.Path != "/v1/billing_portal/sessions" || r.Status != 200 {
			t.Fatalf("got %s %d", r.Path, r.Status)
		}
		stripemock.WantForm(t, r.Form, map[string]string{
			"return_url":                        "https://reach.example/my-giving",
			"flow_data[type]":                   "payment_method_update",
			"flow_data[after_completion][type]": "redirect",
			"flow_data[after_completion][redirect][return_url]": "https://reach.example/my-giving",
		})
		if !strings.HasPrefix(r.Form.Get("customer"), "cus_") {
			t.Fatalf("customer %q", r.Form.Get("customer"))
		}
	})
}

// The sandbox keeps a subscription's changed amount and its cancellation:
// once cancelled it refuses a change, and its session says canceled.
func TestRecurringSandboxSubscription(t *testing.T) {
	store := bundbtest.New(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	sb := giving.NewSandbox(store, "https://reach.example", func() time.Time { return now })
	s, err := sb.CreateCheckoutSession(ctx, giving.CheckoutRequest{Mode: giving.ModeSubscription, AmountCents: 3000, ProductName: "Gift", CustomerEmail: "d@example.org"})
	if err != nil {
		t.Fatal(err)
	}
	page, err := sb.Page(ctx, s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sb.Pay(ctx, s.ID, page.CSRFToken, "", ""); err != nil {
		t.Fatal(err)
	}
	paid, _ := sb.GetCheckoutSession(ctx, s.ID)
	sub := paid.SubscriptionID
	if err := sb.UpdateSubscriptionAmount(ctx, "sub_sandbox_nope", 5000); !errors.Is(err, giving.ErrSessionNotFound) {
		t.Fatalf("an unknown subscription: %v", err)
	}
	if err := sb.UpdateSubscriptionAmount(ctx, sub, 5000); err != nil {
		t.Fatal(err)
	}
	row, _ := store.GetSandboxSession(ctx, s.ID)
	if row.SubscriptionCents == nil || *row.SubscriptionCents != 5000 {
		t.Fatalf("amount %v", row.SubscriptionCents)
	}
	for i := 0; i < 2; i++ {
		if err := sb.CancelSubscription(ctx, sub); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := sb.GetCheckoutSession(ctx, s.ID); got.SubscriptionStatus != "canceled" {
		t.Fatalf("status %q", got.SubscriptionStatus)
	}
	if err := sb.UpdateSubscriptionAmount(ctx, sub, 7000); !errors.Is(err, giving.ErrSubscriptionEnded) {
		t.Fatalf("a change after cancelling: %v", err)
	}
	if row, _ := store.GetSandboxSession(ctx, s.ID); *row.SubscriptionCents != 5000 || row.CancelAt == nil || !row.CancelAt.Equal(now) {
		t.Fatalf("after cancelling: %+v", row)
	}
}
