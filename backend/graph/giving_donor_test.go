package graph_test

import (
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

const myGroupsQuery = `{ allPeopleGroupsForUser(first: 40) { edges { node { _id myRoles } } } }`

// donorGroups answers the people groups on the signed-in viewer's /upgs with their roles.
func donorGroups(t *testing.T, env *graphtest.Env, token string) map[string][]string {
	t.Helper()
	var d struct {
		AllPeopleGroupsForUser struct {
			Edges []struct {
				Node struct {
					ID      string `json:"_id"`
					MyRoles []string
				}
			}
		}
	}
	env.Do(token, myGroupsQuery, nil).MustDecode(&d)
	out := map[string][]string{}
	for _, e := range d.AllPeopleGroupsForUser.Edges {
		out[e.Node.ID] = e.Node.MyRoles
	}
	return out
}

// pay presses Pay on a sandbox checkout.
func payInSandbox(t *testing.T, env *graphtest.Env, checkoutURL, name, email string) {
	t.Helper()
	_, formToken := sandboxPage(t, env, checkoutURL)
	form := url.Values{"token": {formToken}}
	if email != "" {
		form.Set("name", name)
		form.Set("email", email)
	}
	if status, _ := sandboxPost(t, env, checkoutURL, "pay", form); status != http.StatusSeeOther {
		t.Fatalf("pay: %d", status)
	}
}

// A paid adoption puts the people group on the donor's /upgs with the role
// adopter; an unpaid checkout shows nothing, and a second gift or a second
// completion adds no second link.
func TestPaidAdoptionMakesTheDonorAnAdopter(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("partner")

	c := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false})
	if g := donorGroups(t, env, token); len(g) != 0 {
		t.Fatalf("a checkout not paid yet shows %v", g)
	}
	env.Do(token, completeAdoption, map[string]any{"id": c.SessionID}).MustFail("BAD_USER_INPUT", "has not been completed")
	if n := count(t, env, "people_group_links", ""); n != 0 {
		t.Fatalf("%d links before payment", n)
	}

	payInSandbox(t, env, c.URL, "", "")
	complete(t, env, token, completeAdoption, c.SessionID)
	complete(t, env, token, completeAdoption, c.SessionID)
	if g := donorGroups(t, env, token); !slices.Equal(g[givingPG], []string{model.LinkAdopter}) || len(g) != 1 {
		t.Fatalf("after the gift /upgs shows %v, want %s as adopter", g, givingPG)
	}

	again := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV2", "recurring": false})
	payInSandbox(t, env, again.URL, "", "")
	complete(t, env, token, completeAdoption, again.SessionID)
	if n := count(t, env, "people_group_links", "contact_id = ? AND people_group_id = ? AND type = ?", u.ContactID, givingPG, model.LinkAdopter); n != 1 {
		t.Fatalf("%d adopter links after two gifts, want 1", n)
	}
}

// A prayer-only adoption links at once, as adopter.
func TestPrayerAdoptionMakesTheDonorAnAdopter(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, _ := env.SignInAs("partner")
	startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_PRAY", "recurring": false})
	if g := donorGroups(t, env, token); !slices.Equal(g[givingPG], []string{model.LinkAdopter}) {
		t.Fatalf("after a prayer commitment /upgs shows %v", g)
	}
}

// A project gift makes the donor sponsor of the project and of the people
// groups it serves.
func TestProjectGiftMakesTheDonorASponsor(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("partner")
	for i := 0; i < 2; i++ {
		c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 40, "recurring": false})
		payInSandbox(t, env, c.URL, "", "")
		complete(t, env, token, completeProject, c.SessionID)
	}
	if n := count(t, env, "project_links", "contact_id = ? AND project_id = ? AND type = ?", u.ContactID, givingProject, model.LinkSponsor); n != 1 {
		t.Fatalf("%d sponsor links on the project, want 1", n)
	}
	if g := donorGroups(t, env, token); !slices.Equal(g[givingPG], []string{model.LinkSponsor}) {
		t.Fatalf("the project's people group on /upgs: %v", g)
	}
}

// A monthly gift that starts later links nothing until its first charge.
func TestMonthlyGiftLinksWithItsFirstCharge(t *testing.T) {
	env, f := stripeEnv(t)
	token, u := env.SignInAs("partner")
	later := time.Now().UTC().AddDate(0, 0, 10)
	c := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": later.Format(time.DateOnly)})
	f.pay(c.SessionID, u.Name, u.Email, func(s map[string]any) {
		s["payment_status"] = "no_payment_required"
		s["subscription"] = map[string]any{"id": "sub_1", "object": "subscription", "status": "trialing", "start_date": later.Unix()}
		delete(s, "invoice")
	})
	r := complete(t, env, token, completeAdoption, c.SessionID)
	if r.Payment != nil || r.RecurringPayment == nil {
		t.Fatalf("a gift starting later: %+v", r)
	}
	if g := donorGroups(t, env, token); len(g) != 0 {
		t.Fatalf("nothing charged yet, /upgs shows %v", g)
	}
	now := time.Now()
	inv := map[string]any{"id": "in_9", "object": "invoice", "subscription": "sub_1", "amount_paid": 3000, "customer_email": u.Email,
		"status_transitions": map[string]any{"paid_at": now.Unix()}, "created": now.Unix()}
	for _, evt := range []string{"evt_a", "evt_b"} {
		if status, body := postEvent(t, env, evt, "invoice.paid", inv, webhookSecret, now); status != http.StatusOK {
			t.Fatalf("invoice.paid: %d %s", status, body)
		}
	}
	if g := donorGroups(t, env, token); !slices.Equal(g[givingPG], []string{model.LinkAdopter}) {
		t.Fatalf("after the first charge /upgs shows %v", g)
	}
}

// Four gifts given signed out with one address send one invite. Only the
// first success page offers it: anyone may type that address at checkout,
// and the invite's code belongs to whoever reads the address's mail.
func TestOneInvitePerDonorAddress(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	var first string
	for i := 0; i < 4; i++ {
		c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false})
		payInSandbox(t, env, c.URL, "Dora Donor", "dora@example.org")
		r := complete(t, env, "", completeAdoption, c.SessionID)
		switch {
		case i == 0 && r.UserInvite == nil:
			t.Fatal("the first gift's success page offers no invite")
		case i == 0:
			first = r.UserInvite.ID
		case r.UserInvite != nil:
			t.Fatalf("gift %d: a later success page hands out the mailed invite %q (first %q)", i+1, r.UserInvite.ID, first)
		}
	}
	if n := count(t, env, "outbox_mails", "to_addr = ? AND kind = ?", "dora@example.org", "INVITE"); n != 1 {
		t.Fatalf("%d invite mails, want 1", n)
	}
	if n := count(t, env, "invites", ""); n != 1 {
		t.Fatalf("%d invites, want 1", n)
	}
	if n := count(t, env, "people_group_links", "people_group_id = ? AND type = ?", givingPG, model.LinkAdopter); n != 1 {
		t.Fatalf("%d adopter links for the donor's contact, want 1", n)
	}
}

// receipts answers the receipt mails dropped for addr, oldest first.
func receipts(t *testing.T, env *graphtest.Env, addr string) []mail.Message {
	t.Helper()
	var out []mail.Message
	for _, m := range env.Dropped(addr) {
		if m.Kind == mail.KindGiftReceipt {
			out = append(out, m)
		}
	}
	return out
}

// checkReceipt reads a receipt mail's PDF as its reader would and looks for
// want in it; the mail's text names the receipt number (want[0]) and the
// amount (want[1]) too.
func checkReceipt(t *testing.T, m mail.Message, want ...string) {
	t.Helper()
	if m.Attachment == nil || m.Attachment.ContentType != "application/pdf" || !strings.HasSuffix(m.Attachment.Name, ".pdf") {
		t.Fatalf("receipt mail %q carries no PDF: %+v", m.Subject, m.Attachment)
	}
	for _, w := range want[:2] {
		if !strings.Contains(m.Text, w) {
			t.Errorf("the receipt mail lacks %q:\n%s", w, m.Text)
		}
	}
	text := strings.Join(pdftest.Pages(t, m.Attachment.Data), "\n")
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the receipt PDF lacks %q:\n%s", w, text)
		}
	}
}

func receiptNo(paymentID string) string {
	return "R-" + strings.ToUpper(strings.ReplaceAll(paymentID, "-", ""))
}

// Two gifts by one address: one invite, and a receipt for each with its PDF.
func TestEveryPaidGiftGetsAReceipt(t *testing.T) {
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.OrgName, c.OrgAddress, c.OrgTaxID = "Reach Missions", "1 Mission Way; Springfield", "EIN 12-3456789"
	}))
	seedGiving(t, env)
	var results []sponsorshipResult
	var sessionPayments []string
	for _, level := range []string{"ADOPTER_LV1", "ADOPTER_LV2"} {
		c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": level, "recurring": false})
		payInSandbox(t, env, c.URL, "Erin Giver", "erin@example.org")
		results = append(results, complete(t, env, "", completeAdoption, c.SessionID))
		complete(t, env, "", completeAdoption, c.SessionID) // the success page reloaded
		_, p, _ := recorded(t, env, c.SessionID)
		sessionPayments = append(sessionPayments, p.ID)
	}
	if n := count(t, env, "outbox_mails", "to_addr = ? AND kind = ?", "erin@example.org", "INVITE"); n != 1 {
		t.Fatalf("%d invite mails, want 1", n)
	}
	got := receipts(t, env, "erin@example.org")
	if len(got) != 2 {
		t.Fatalf("%d receipts for two gifts", len(got))
	}
	for i, r := range results {
		// Signed out, the success page does not show the payment's id: staff's record has it.
		if r.Payment == nil || r.Payment.ID != "" {
			t.Fatalf("the signed-out success page's payment %+v", r.Payment)
		}
		r.Payment.ID = sessionPayments[i]
		no := receiptNo(r.Payment.ID)
		checkReceipt(t, got[i], no, giving.FormatDollars(int64(r.Payment.UsdCentsAmount)), "Pashtun, Northern", "Reach Missions", "EIN 12-3456789")
		if !strings.Contains(got[i].Subject, no) {
			t.Errorf("subject %q lacks the receipt number", got[i].Subject)
		}
	}
	if n := count(t, env, "outbox_mails", "kind = ? AND attachment_name IS NOT NULL", mail.KindGiftReceipt); n != 2 {
		t.Fatalf("%d receipts in the outbox with their PDF, want 2", n)
	}
	// A prayer commitment costs nothing: no receipt.
	token, u := env.SignInAs("partner")
	startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_PRAY", "recurring": false})
	if r := receipts(t, env, u.Email); len(r) != 0 {
		t.Fatalf("a prayer commitment got %d receipts", len(r))
	}
}

// Each monthly charge gets its receipt once, and a refund a corrected one.
func TestMonthlyChargesAndRefundsGetReceipts(t *testing.T) {
	env, f := stripeEnv(t)
	c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": time.Now().UTC().Format(time.DateOnly)})
	session := f.pay(c.SessionID, "Finn Giver", "finn@example.org", nil)
	now := time.Now()
	postEvent(t, env, "evt_1", "checkout.session.completed", session, webhookSecret, now)
	postEvent(t, env, "evt_1b", "checkout.session.completed", session, webhookSecret, now) // a second delivery
	if got := receipts(t, env, "finn@example.org"); len(got) != 1 {
		t.Fatalf("%d receipts after the first month", len(got))
	}
	invoice := map[string]any{"id": "in_2", "object": "invoice", "subscription": "sub_1", "amount_paid": 3000, "customer_email": "finn@example.org",
		"payment_intent": "pi_in_2", "status_transitions": map[string]any{"paid_at": now.Unix()}, "created": now.Unix()}
	for _, evt := range []string{"evt_2", "evt_3"} {
		postEvent(t, env, evt, "invoice.paid", invoice, webhookSecret, now)
	}
	got := receipts(t, env, "finn@example.org")
	if len(got) != 2 {
		t.Fatalf("%d receipts after the second month, want 2", len(got))
	}
	var second string
	if err := env.DB.Bun().NewSelect().TableExpr("payments").Column("id").Where("transaction_id = 'in_2'").Scan(t.Context(), &second); err != nil {
		t.Fatal(err)
	}
	checkReceipt(t, got[1], receiptNo(second), "$30.00", "Monthly gift")

	charge := map[string]any{"id": "ch_2", "object": "charge", "payment_intent": "pi_in_2", "amount": 3000, "amount_refunded": 1000}
	postEvent(t, env, "evt_r1", "charge.refunded", charge, webhookSecret, now)
	postEvent(t, env, "evt_r1", "charge.refunded", charge, webhookSecret, now) // replayed
	got = receipts(t, env, "finn@example.org")
	if len(got) != 3 {
		t.Fatalf("%d receipts after a refund, want 3", len(got))
	}
	checkReceipt(t, got[2], receiptNo(second)+"-C1000", "$10.00", "$20.00")
	if !strings.Contains(got[2].Subject, "Corrected receipt") {
		t.Fatalf("refund mail subject %q", got[2].Subject)
	}
}

const myGiving = `{ myGifts { _id receiptNumber usdCentsAmount status fundName monthly } }`

type myGift struct {
	ID             string `json:"_id"`
	ReceiptNumber  string
	UsdCentsAmount int
	Status         string
	FundName       *string
	Monthly        bool
}

// 'My Giving' lists the donor's own gifts with their receipts and a yearly
// statement; another donor's receipt answers NOT_FOUND, like an unknown one.
func TestMyGivingShowsOnlyTheDonorsGifts(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	ann, _ := env.SignInAs("partner")
	bob, _ := env.SignInAs("trainer")
	give := func(token string, dollars int) {
		c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": dollars, "recurring": false})
		payInSandbox(t, env, c.URL, "", "")
		complete(t, env, token, completeProject, c.SessionID)
	}
	give(ann, 70)
	give(ann, 15)
	give(bob, 999)

	var d struct{ MyGifts []myGift }
	env.Do(ann, myGiving, nil).MustDecode(&d)
	if len(d.MyGifts) != 2 || d.MyGifts[0].UsdCentsAmount != 1500 || d.MyGifts[1].UsdCentsAmount != 7000 {
		t.Fatalf("Ann's gifts %+v, want $15 then $70", d.MyGifts)
	}
	g := d.MyGifts[1]
	if g.ReceiptNumber != receiptNo(g.ID) || g.Status != "PAID" || g.Monthly || strOf(g.FundName) != "Holistic project: Clean water for Kunduz" {
		t.Fatalf("gift %+v", g)
	}

	var r struct {
		MyGiftReceipt struct{ FileName, Base64 string }
	}
	env.Do(ann, `query($id: ID!) { myGiftReceipt(paymentId: $id) { fileName base64 } }`, map[string]any{"id": g.ID}).MustDecode(&r)
	pdf, err := base64.StdEncoding.DecodeString(r.MyGiftReceipt.Base64)
	if err != nil || r.MyGiftReceipt.FileName != "receipt-"+g.ReceiptNumber+".pdf" {
		t.Fatalf("receipt %q: %v", r.MyGiftReceipt.FileName, err)
	}
	text := strings.Join(pdftest.Pages(t, pdf), " ")
	for _, want := range []string{g.ReceiptNumber, "$70.00", "Clean water for Kunduz"} {
		if !strings.Contains(text, want) {
			t.Errorf("receipt lacks %q: %s", want, text)
		}
	}

	// Attacks: Bob asks for Ann's receipt; a made-up id; signed out.
	var bobs struct{ MyGifts []myGift }
	env.Do(bob, myGiving, nil).MustDecode(&bobs)
	if len(bobs.MyGifts) != 1 || bobs.MyGifts[0].UsdCentsAmount != 99900 {
		t.Fatalf("Bob's gifts %+v", bobs.MyGifts)
	}
	receipt := `query($id: ID!) { myGiftReceipt(paymentId: $id) { fileName } }`
	env.Do(bob, receipt, map[string]any{"id": g.ID}).MustFail("NOT_FOUND", "Gift not found")
	env.Do(bob, receipt, map[string]any{"id": "' OR 1=1 --"}).MustFail("NOT_FOUND", "Gift not found")
	env.Do("", receipt, map[string]any{"id": g.ID}).MustFail("UNAUTHENTICATED", "")
	env.Do("", myGiving, nil).MustFail("UNAUTHENTICATED", "")

	year := time.Now().UTC().Year()
	var s struct {
		MyGivingStatement struct{ FileName, Base64 string }
	}
	env.Do(ann, `query($y: Int!) { myGivingStatement(year: $y) { fileName base64 } }`, map[string]any{"y": year}).MustDecode(&s)
	pdf, _ = base64.StdEncoding.DecodeString(s.MyGivingStatement.Base64)
	text = strings.Join(pdftest.Pages(t, pdf), " ")
	for _, want := range []string{"Giving statement " + strconv.Itoa(year), "$70.00", "$15.00", "Total $85.00"} {
		if !strings.Contains(text, want) {
			t.Errorf("statement lacks %q: %s", want, text)
		}
	}
	if strings.Contains(text, "$999.00") {
		t.Error("Ann's statement shows Bob's gift")
	}
	env.Do(ann, `query($y: Int!) { myGivingStatement(year: $y) { fileName } }`, map[string]any{"y": year + 1}).MustFail("BAD_USER_INPUT", "Choose a year")
}
