package graph_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

// publicNumbers answers what the giving site shows signed out: the people
// group's adoptions available and the project's funding (ten-thousandths).
func publicNumbers(t *testing.T, env *graphtest.Env) (available, funding int) {
	t.Helper()
	var d struct {
		PeopleGroupForPublic     struct{ NumAdoptionsAvailable int }
		HolisticProjectForPublic struct{ FundingBalance int }
	}
	env.Do("", `query($g: ID!, $p: ID!) { peopleGroupForPublic(_id: $g) { numAdoptionsAvailable } holisticProjectForPublic(_id: $p) { fundingBalance } }`,
		map[string]any{"g": givingPG, "p": givingProject}).MustDecode(&d)
	return d.PeopleGroupForPublic.NumAdoptionsAvailable, d.HolisticProjectForPublic.FundingBalance
}

// Gifts Stripe's webhooks record (no mutation of the giving site's) empty the
// public answers cache: the next signed-out request shows the new numbers,
// on this server and, on PostgreSQL, on another instance.
func TestGiftsByWebhookShowOnTheNextPublicAnswer(t *testing.T) {
	env, f := stripeEnv(t)
	other := env
	if bundbtest.Engine() == "postgres" {
		other = env.NewInstance()
	}
	settle := func() {
		t.Helper()
		if err := other.Server.Events.Settle(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	available, funding := publicNumbers(t, other)
	if available != 2 || funding != 0 {
		t.Fatalf("before: %d available, funding %d", available, funding)
	}
	now := time.Now()

	// An adoption completed by checkout.session.completed: one adoption fewer available.
	c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV3", "recurring": false})
	if status, body := postEvent(t, env, "evt_1", "checkout.session.completed", f.pay(c.SessionID, "Ivy Cache", "ivy@example.org", nil), webhookSecret, now); status != http.StatusOK {
		t.Fatalf("%d %s", status, body)
	}
	settle()
	if got, _ := publicNumbers(t, other); got != 1 {
		t.Fatalf("after a webhook's adoption the public answer says %d available, want 1", got)
	}

	// A project gift, then its refund: the funding shows each time.
	c = startProjectCheckout(t, env, "", map[string]any{"projectId": givingProject, "amount": 120, "recurring": false})
	if status, body := postEvent(t, env, "evt_2", "checkout.session.completed", f.pay(c.SessionID, "Ivy Cache", "ivy@example.org", nil), webhookSecret, now); status != http.StatusOK {
		t.Fatalf("%d %s", status, body)
	}
	settle()
	if _, got := publicNumbers(t, other); got != 120*10_000 {
		t.Fatalf("after a webhook's project gift the public funding is %d, want %d", got, 120*10_000)
	}
	charge := map[string]any{"id": "ch_2", "object": "charge", "payment_intent": "pi_2", "amount": 12000, "amount_refunded": 2000}
	if status, body := postEvent(t, env, "evt_3", "charge.refunded", charge, webhookSecret, now); status != http.StatusOK {
		t.Fatalf("%d %s", status, body)
	}
	settle()
	if _, got := publicNumbers(t, other); got != 100*10_000 {
		t.Fatalf("after a $20 refund the public funding is %d, want %d", got, 100*10_000)
	}
}
