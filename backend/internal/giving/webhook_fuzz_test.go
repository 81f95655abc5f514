package giving_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76/webhook"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/giving"
)

// FuzzStripeWebhook feeds any body to /webhooks/stripe's handler, once with
// any signature header and once correctly signed. Nothing panics; without
// the right signature nothing is read or written (ErrBadSignature); a signed
// body that is not an event Reach knows records no gift and no payment.
func FuzzStripeWebhook(f *testing.F) {
	const secret = "whsec_fuzz"
	store := bundbtest.New(f)
	svc := giving.New(giving.Options{Store: store, Provider: giving.NewSandbox(store, "https://reach.example", nil),
		PublicURL: "https://reach.example", WebhookSecret: secret})
	for _, seed := range []string{
		`{"id":"evt_1","object":"event","type":"checkout.session.completed","data":{"object":{"id":"cs_unknown","object":"checkout.session","payment_status":"paid"}}}`,
		`{"id":"evt_2","object":"event","type":"invoice.paid","data":{"object":{"id":"in_1","object":"invoice","subscription":"sub_x","amount_paid":-5}}}`,
		`{"id":"evt_3","object":"event","type":"charge.refunded","data":{"object":{"id":"ch_1","object":"charge","amount_refunded":99999999999}}}`,
		`{"id":"evt_4","type":"checkout.session.completed","data":null}`,
		`{`, `[]`, `null`, ``,
	} {
		f.Add([]byte(seed), "t=1,v1=00")
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, body []byte, signature string) {
		if _, err := svc.HandleWebhook(ctx, body, signature); !errors.Is(err, giving.ErrBadSignature) {
			t.Fatalf("an unsigned body was taken: %v", err)
		}
		signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: body, Secret: secret, Timestamp: time.Now()})
		_, _ = svc.HandleWebhook(ctx, body, signed.Header)
		for _, table := range []string{"payments", "adoptions", "project_sponsorships", "recurring_payments"} {
			n, err := store.Bun().NewSelect().TableExpr(table).Count(ctx)
			if err != nil || n != 0 {
				t.Fatalf("%s: %d rows (%v) from %q", table, n, err, body)
			}
		}
	})
}
