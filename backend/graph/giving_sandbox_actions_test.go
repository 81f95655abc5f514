package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/mail"
)

const (
	sandboxCharge = `mutation($id: ID!) { sandboxChargeNextMonth(giftId: $id) { _id status usdCentsAmount transactionId projectSponsorshipId } }`
	sandboxFail   = `mutation($id: ID!) { sandboxFailNextCharge(giftId: $id) { _id status usdCentsAmount transactionId projectSponsorshipId } }`
	sandboxRefund = `mutation($id: ID!) { sandboxRefundPayment(paymentId: $id) { _id status refundedById } }`
)

type sandboxPayment struct {
	ID                   string `json:"_id"`
	Status               string
	UsdCentsAmount       int
	TransactionID        string
	ProjectSponsorshipID *string
	RefundedByID         *string
}

func sandboxDo(t *testing.T, env *graphtest.Env, token, mutation, id string) sandboxPayment {
	t.Helper()
	var d map[string]sandboxPayment
	env.Do(token, mutation, map[string]any{"id": id}).MustDecode(&d)
	for _, p := range d {
		return p
	}
	t.Fatal("no payment")
	return sandboxPayment{}
}

// In the sandbox, staff charge a monthly gift's next month, make its next
// charge fail and refund a payment from the back office; each goes the way
// Stripe's webhook would: a payment and a receipt with its PDF, a FAILED
// payment and the donor's mail, a refund and a corrected receipt, and the
// project's public funding on the next signed-out request.
func TestSandboxChargeFailAndRefundGoTheWebhooksWay(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	staff, _ := env.SignInAs("staff")
	token, u := env.SignInAs("partner")
	today := time.Now().UTC().Format(time.DateOnly)
	c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 40, "recurring": true, "startDate": today})
	payInSandbox(t, env, c.URL, "", "")
	gift := complete(t, env, token, completeProject, c.SessionID)
	giftID := gift.ProjectSponsorship.ID
	if _, funding := publicNumbers(t, env); funding != 40*10_000 {
		t.Fatalf("funding after the first month: %d", funding)
	}

	// Charge next month: a second payment of the gift, its receipt, the public funding.
	charged := sandboxDo(t, env, staff, sandboxCharge, giftID)
	if charged.Status != "PAID" || charged.UsdCentsAmount != 4000 || strOf(charged.ProjectSponsorshipID) != giftID || !strings.HasPrefix(charged.TransactionID, "in_sandbox_") {
		t.Fatalf("charged %+v", charged)
	}
	got := receipts(t, env, u.Email)
	if len(got) != 2 {
		t.Fatalf("%d receipts after the second month, want 2", len(got))
	}
	checkReceipt(t, got[1], receiptNo(charged.ID), "$40.00", "Monthly gift", "card")
	if _, funding := publicNumbers(t, env); funding != 80*10_000 {
		t.Fatalf("the public funding after a sandbox charge is %d, want %d", funding, 80*10_000)
	}

	// Fail next charge: a FAILED payment the dashboard counts, and the donor's mail.
	failed := sandboxDo(t, env, staff, sandboxFail, giftID)
	if failed.Status != "FAILED" || failed.UsdCentsAmount != 4000 || failed.TransactionID == charged.TransactionID {
		t.Fatalf("failed %+v (charged %+v)", failed, charged)
	}
	if tile, list := failedCount(t, env); tile != 1 || list != 1 {
		t.Fatalf("failed payments: tile %d, list %d", tile, list)
	}
	fm := mailsOfKind(t, env, u.Email, mail.KindPaymentFailed)
	if len(fm) != 1 || !strings.Contains(fm[0].Text, "Your monthly gift stays active") || strings.Contains(fm[0].Text, "Manage payment method") {
		t.Fatalf("failed payment mails %+v", fm)
	}
	if _, funding := publicNumbers(t, env); funding != 80*10_000 {
		t.Fatalf("a failed charge moved the funding to %d", funding)
	}

	// Refund: the payment REFUNDED, a corrected receipt, the funding back.
	refunded := sandboxDo(t, env, staff, sandboxRefund, charged.ID)
	if refunded.Status != "REFUNDED" || refunded.RefundedByID == nil {
		t.Fatalf("refunded %+v", refunded)
	}
	got = receipts(t, env, u.Email)
	if len(got) != 3 || !strings.HasPrefix(got[2].Subject, "Corrected receipt") {
		t.Fatalf("%d receipts after the refund", len(got))
	}
	checkReceipt(t, got[2], receiptNo(charged.ID)+"-C4000", "$40.00", "$0.00")
	if _, funding := publicNumbers(t, env); funding != 40*10_000 {
		t.Fatalf("the public funding after the refund is %d, want %d", funding, 40*10_000)
	}

	// What is refused: a second refund, refunding a failure, a one-time gift,
	// an unknown id, and anyone but staff.
	env.Do(staff, sandboxRefund, map[string]any{"id": charged.ID}).MustFail("BAD_USER_INPUT", giving.MsgRefundOnlyPaid)
	env.Do(staff, sandboxRefund, map[string]any{"id": failed.ID}).MustFail("BAD_USER_INPUT", giving.MsgRefundOnlyPaid)
	once := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false})
	payInSandbox(t, env, once.URL, "", "")
	oneTime := complete(t, env, token, completeAdoption, once.SessionID)
	env.Do(staff, sandboxCharge, map[string]any{"id": oneTime.Adoption.ID}).MustFail("BAD_USER_INPUT", giving.MsgNotMonthly)
	env.Do(staff, sandboxCharge, map[string]any{"id": "no-such-gift"}).MustFail("NOT_FOUND", "")
	for _, m := range []string{sandboxCharge, sandboxFail} {
		env.Do(token, m, map[string]any{"id": giftID}).MustFail("FORBIDDEN", "")
		env.Do("", m, map[string]any{"id": giftID}).MustFail("UNAUTHENTICATED", "")
	}
	env.Do(token, sandboxRefund, map[string]any{"id": oneTime.Payment.ID}).MustFail("FORBIDDEN", "")
	sandboxDo(t, env, staff, sandboxRefund, oneTime.Payment.ID) // a one-time payment refunds

	// A cancelled gift is charged no more.
	cancelGift(t, env, token, gift.RecurringPayment.ID)
	for _, m := range []string{sandboxCharge, sandboxFail} {
		env.Do(staff, m, map[string]any{"id": giftID}).MustFail("BAD_USER_INPUT", giving.MsgSandboxCancelled)
	}
	if n := count(t, env, "payments", "recurring_payment_id = ?", gift.RecurringPayment.ID); n != 4 {
		t.Fatalf("%d payments on the gift (first month, second, the failure, the refund), want 4", n)
	}
}

// With Stripe configured the sandbox's actions are refused, whoever asks.
func TestSandboxActionsAreRefusedWithStripe(t *testing.T) {
	env, f := stripeEnv(t)
	token, u := env.SignInAs("partner")
	r := stripeMonthlyGift(t, env, f, token, u.Email, "evt_1")
	staff, _ := env.SignInAs("staff")
	for _, m := range []string{sandboxCharge, sandboxFail} {
		env.Do(staff, m, map[string]any{"id": r.Adoption.ID}).MustFail("BAD_USER_INPUT", giving.MsgSandboxOnly)
	}
	env.Do(staff, sandboxRefund, map[string]any{"id": r.Payment.ID}).MustFail("BAD_USER_INPUT", giving.MsgSandboxOnly)
	if n := count(t, env, "payments", ""); n != 1 {
		t.Fatalf("%d payments, want the first month's only", n)
	}
}
