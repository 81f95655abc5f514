package giving_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/giving/stripemock"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The Stripe client against stripe-mock: stripe-mock refuses any parameter
// its OpenAPI spec does not know, so these requests are shaped as Stripe
// accepts them, and the recorder shows the amounts come from the level table.
func TestStripeRequestsAgainstStripeMock(t *testing.T) {
	base, rec := stripemock.Proxy(t, stripemock.Start(t))
	store := bundbtest.New(t)
	ctx := context.Background()
	pop := int64(1000)
	pg := &model.PeopleGroup{
		ID: "af-14372", PeopleID3: "14372", NameAcrossCountries: "Pashtun, Northern", NameInCountry: "Pashtun, Northern",
		SearchText: "pashtun", Population: &pop, CountryCode: "AF", Country: "Afghanistan", ContinentCode: "ASI", Continent: "Asia",
		RegionCode: "4", Region: "Asia, Central", JPURL: "https://joshuaproject.net/people_groups/14372/AF",
		NumAdoptionsAvailable: 2, CreatedAt: time.Now(), UpdatedAt: time.Now(),
	}
	if _, err := store.Bun().NewInsert().Model(pg).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	provider := giving.NewStripeProvider("sk_test_123", base, nil, nil)
	svc := giving.New(giving.Options{Store: store, Provider: provider, PublicURL: "https://reach.example", Now: func() time.Time { return now }})
	yes, no := true, false

	t.Run("monthly gift starting later: subscription with trial_end", func(t *testing.T) {
		c, err := svc.StartAdoption(ctx, giving.AdoptionInput{PeopleGroupID: pg.ID, Level: model.AdopterLv2, Recurring: &yes, StartDate: "2026-12-01", CommitToAdopt: &yes})
		if err != nil {
			t.Fatal(err)
		}
		r := rec.Last(t)
		if r.Method != http.MethodPost || r.Path != "/v1/checkout/sessions" || r.Status != 200 {
			t.Fatalf("got %s %s %d", r.Method, r.Path, r.Status)
		}
		stripemock.WantForm(t, r.Form, map[string]string{
			"mode":                                           "subscription",
			"line_items[0][quantity]":                        "1",
			"line_items[0][price_data][currency]":            "usd",
			"line_items[0][price_data][unit_amount]":         "10000",
			"line_items[0][price_data][recurring][interval]": "month",
			"line_items[0][price_data][product_data][name]":  "Adopt a UPG: Pashtun, Northern (Afghanistan) — Level 2",
			"subscription_data[trial_end]":                   strconv.FormatInt(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC).Unix(), 10),
			"subscription_data[metadata][type]":              "AdoptionRecurring",
			"success_url":                                    "https://reach.example/partner/adopt-a-upg/success?paymentToken={CHECKOUT_SESSION_ID}",
			"cancel_url":                                     "https://reach.example/partner/adopt-a-upg/af-14372/adopt?level=ADOPTER_LV2&recurring=true&startDate=2026-12-01",
			"metadata[type]":                                 "AdoptionRecurring",
			"metadata[peopleGroupId]":                        "af-14372",
			"metadata[level]":                                "ADOPTER_LV2",
			"metadata[commitToAdopt]":                        "true",
			"submit_type":                                    "",
			"payment_intent_data[metadata][type]":            "",
		})
		if c.SessionID == "" {
			t.Fatal("no session id")
		}
	})

	t.Run("monthly gift from today: charged now, no trial", func(t *testing.T) {
		if _, err := svc.StartAdoption(ctx, giving.AdoptionInput{PeopleGroupID: pg.ID, Level: model.AdopterLv1, Recurring: &yes, StartDate: "2026-11-21"}); err != nil {
			t.Fatal(err)
		}
		stripemock.WantForm(t, rec.Last(t).Form, map[string]string{
			"mode": "subscription", "line_items[0][price_data][unit_amount]": "3000", "subscription_data[trial_end]": "",
		})
	})

	t.Run("one-time adoption: payment mode, twelve months", func(t *testing.T) {
		if _, err := svc.StartAdoption(ctx, giving.AdoptionInput{PeopleGroupID: pg.ID, Level: model.AdopterLv3, Recurring: &no}); err != nil {
			t.Fatal(err)
		}
		stripemock.WantForm(t, rec.Last(t).Form, map[string]string{
			"mode": "payment", "submit_type": "donate",
			"line_items[0][price_data][unit_amount]":         "360000",
			"line_items[0][price_data][recurring][interval]": "",
			"payment_intent_data[metadata][type]":            "AdoptionOneTime",
			"metadata[type]":                                 "AdoptionOneTime",
		})
	})

	t.Run("project gift to the fund: whole dollars in cents", func(t *testing.T) {
		amount := 250
		if _, err := svc.StartProjectSponsorship(ctx, giving.ProjectInput{Amount: &amount, Recurring: &no}); err != nil {
			t.Fatal(err)
		}
		stripemock.WantForm(t, rec.Last(t).Form, map[string]string{
			"mode": "payment", "line_items[0][price_data][unit_amount]": "25000",
			"metadata[type]": "HolisticOneTime", "metadata[projectId]": "__reach__", "metadata[amount]": "250",
			"success_url": "https://reach.example/partner/sponsor-a-project/success?paymentToken={CHECKOUT_SESSION_ID}",
		})
	})

	t.Run("retrieve expands subscription and payment intent", func(t *testing.T) {
		s, err := provider.GetCheckoutSession(ctx, "cs_test_123")
		if err != nil {
			t.Fatal(err)
		}
		r := rec.Last(t)
		if r.Method != http.MethodGet || r.Path != "/v1/checkout/sessions/cs_test_123" {
			t.Fatalf("got %s %s", r.Method, r.Path)
		}
		var expand []string
		for i := 0; i < 2; i++ {
			expand = append(expand, r.Form.Get(fmt.Sprintf("expand[%d]", i)))
		}
		if got := strings.Join(expand, ","); got != "subscription,payment_intent" {
			t.Fatalf("expand = %q", got)
		}
		if s.ID == "" {
			t.Fatal("no session decoded")
		}
	})

	t.Run("subscription end: cancel_at without proration", func(t *testing.T) {
		end := time.Date(2027, 12, 1, 0, 0, 0, 0, time.UTC)
		if err := provider.CancelSubscriptionAt(ctx, "sub_123", end); err != nil {
			t.Fatal(err)
		}
		r := rec.Last(t)
		if r.Path != "/v1/subscriptions/sub_123" {
			t.Fatalf("path %s", r.Path)
		}
		stripemock.WantForm(t, r.Form, map[string]string{"cancel_at": strconv.FormatInt(end.Unix(), 10), "proration_behavior": "none"})
	})

	t.Run("an unknown parameter would be refused", func(t *testing.T) {
		// Proves stripe-mock validates: the tests above pass only because
		// the shapes are right.
		resp, err := http.PostForm(base+"/v1/checkout/sessions", url.Values{"mode": {"payment"}, "no_such_field": {"1"}})
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode < 400 {
			t.Fatalf("stripe-mock accepted an unknown field: %d", resp.StatusCode)
		}
	})
}
