package securitytest

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// giveAs starts a checkout with doc and input as token (empty: signed out), pays it in the
// sandbox as name and email, and answers the checkout id, the success page's paymentToken.
func giveAs(t *testing.T, env *graphtest.Env, token, doc string, in map[string]any, name, email string) string {
	t.Helper()
	var d map[string]struct{ URL, SessionID string }
	env.Do(token, doc, map[string]any{"in": in}).MustDecode(&d)
	var started struct{ URL, SessionID string }
	for _, v := range d {
		started = v
	}
	u, _ := url.Parse(started.URL)
	resp := env.Get(u.Path)
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	m := giveToken.FindStringSubmatch(string(page))
	if m == nil {
		t.Fatalf("sandbox page without a form: %s", page)
	}
	form := url.Values{"token": {m[1]}, "name": {name}, "email": {email}}
	req, _ := http.NewRequest(http.MethodPost, env.URL+u.Path+"/pay", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", env.URL)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	pay, err := client.Do(req)
	if err != nil || pay.StatusCode != http.StatusSeeOther {
		t.Fatalf("pay: %v %v", err, pay)
	}
	pay.Body.Close()
	return started.SessionID
}

// everything asks a completion for every field of its answer.
const everything = `{
  adoption { id _id contactId adopterName peopleGroupId level amount donationFrequency startDate commitToAdopt status }
  projectSponsorship { id _id contactId sponsorName projectId projectName amount recurring startDate commitToAdopt }
  payment { id _id status usdCentsAmount paymentMethodType payerId payerName payerEmail fundId fundName ppCreatedOn ppReceivedOn givenOn transactionId recurringPaymentToken adoptionId projectSponsorshipId }
  recurringPayment { id _id payerId payerName payerEmail amount usdCentsAmount status fundName startDate endDate frequency stripeSubscriptionId }
  profile { username } userInvite { _id } }`

const (
	completeAdoptionDoc = `mutation($id: ID!) { c: completeOnlineAdoption(paymentId: $id) ` + everything + ` }`
	completeProjectDoc  = `mutation($id: ID!) { c: completeOnlineProjectSponsorship(paymentId: $id) ` + everything + ` }`
	startAdoptionDoc    = `mutation($in: AdoptionCheckoutInput!) { s: startAdoptionCheckout(input: $in) { url sessionId } }`
	startProjectDoc     = `mutation($in: ProjectCheckoutInput!) { s: startProjectSponsorshipCheckout(input: $in) { url sessionId } }`
)

// secretsOf are the values of a recorded gift that only its owner may read: the payer's
// address, name and contact, the account, and the ids of every record and of the payment.
func secretsOf(t *testing.T, env *graphtest.Env, session string, owner *graphtest.TestUser) []string {
	t.Helper()
	ctx := context.Background()
	var out []string
	if owner != nil {
		out = append(out, owner.Email, owner.Name, owner.ContactID, owner.ID, owner.Username)
	}
	var payments []*model.Payment
	if err := env.DB.Bun().NewSelect().Model(&payments).Where("checkout_session_id = ?", session).Scan(ctx); err != nil || len(payments) == 0 {
		t.Fatalf("no payment recorded: %v", err)
	}
	for _, p := range payments {
		out = append(out, p.ID, p.TransactionID, *p.PayerEmail)
		if p.PayerID != nil {
			out = append(out, *p.PayerID)
		}
	}
	var recurring []*model.RecurringPayment
	if err := env.DB.Bun().NewSelect().Model(&recurring).Where("checkout_session_id = ?", session).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	for _, r := range recurring {
		out = append(out, r.ID, *r.StripeSubscriptionID)
	}
	for _, table := range []string{"adoptions", "project_sponsorships"} {
		var ids []string
		if err := env.DB.Bun().NewSelect().Table(table).Column("id").Where("checkout_session_id = ?", session).Scan(ctx, &ids); err != nil {
			t.Fatal(err)
		}
		out = append(out, ids...)
	}
	return out
}

// The success page's paymentToken is the checkout's id, and it travels in a URL: the browser's
// history, a proxy's log, a Referer. Whoever held it got the payer's name, email and contact,
// the payment's and the provider's ids. Now a stranger signed out, another donor signed in (also
// naming the owner's contact in the Contact header) and the donor's own signed-out browser
// reloading the page get what the success page shows: the name typed, the amount, how often
// and what it funds. The owner, signed in, still gets everything.
func TestACheckoutIdShowsTheDonorOnlyToTheOwner(t *testing.T) {
	env := graphtest.New(t)
	giveSeed(t, env)
	now := time.Now().UTC()
	if _, err := env.DB.Bun().NewInsert().Model(&model.HolisticProject{
		ID: "hp-wells", RegionCode: "4", ProjectName: "Wells for Kunduz", TypeOfProject: "CLEAN_WATER", Desc: "Wells", Stage: "ACTIVE",
		Status: model.ProjectActive, Tags: []model.ProjectTag{}, FundingTarget: 10_000 * 10_000, CreatedAt: now, UpdatedAt: now,
	}).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	ownerToken, owner := env.SignInAs("partner")
	otherToken, _ := env.SignInAs("partner")
	strangers := map[string]graphtest.Request{
		"a stranger signed out":          {},
		"another donor":                  {Token: otherToken},
		"another donor naming the owner": {Token: otherToken, ContactID: owner.ContactID},
	}

	gifts := []struct {
		name, complete, start string
		in                    map[string]any
		amount                string
	}{
		{"a monthly adoption", completeAdoptionDoc, startAdoptionDoc,
			map[string]any{"peopleGroupId": givePG, "level": "ADOPTER_LV1", "recurring": true, "startDate": now.Format(time.DateOnly), "commitToAdopt": true}, `"usdCentsAmount":3000`},
		{"a monthly project gift", completeProjectDoc, startProjectDoc,
			map[string]any{"projectId": "hp-wells", "amount": 45, "recurring": true, "startDate": now.Format(time.DateOnly)}, `"usdCentsAmount":4500`},
	}
	for _, g := range gifts {
		t.Run(g.name, func(t *testing.T) {
			session := giveAs(t, env, ownerToken, g.start, g.in, "Typed At Checkout", owner.Email)
			mine := env.Do(ownerToken, g.complete, map[string]any{"id": session})
			mine.MustOK()
			secrets := secretsOf(t, env, session, owner)
			for _, s := range secrets {
				if s != owner.Username && s != owner.ID && !strings.Contains(string(mine.Raw), s) {
					t.Errorf("the owner's own success page lacks %q: %s", s, mine.Raw)
				}
			}
			for who, r := range strangers {
				r.Query, r.Variables = g.complete, map[string]any{"id": session}
				res := env.DoRequest(r)
				res.MustOK()
				for _, s := range secrets {
					if s != "" && strings.Contains(string(res.Raw), s) {
						t.Errorf("%s holding the checkout id reads %q: %s", who, s, res.Raw)
					}
				}
				if !strings.Contains(string(res.Raw), g.amount) || !strings.Contains(string(res.Raw), `"frequency":"Monthly"`) {
					t.Errorf("%s does not see what the success page shows: %s", who, res.Raw)
				}
			}
		})
	}

	// Given signed out by a donor without an account: their own browser, back from the
	// checkout, gets the name typed, the amount and the invite, once; the same id later, in
	// anyone's hands, gets no invite, no address, no contact.
	session := giveSignedOut(t, env, "Nadia Newcomer", "nadia@example.org")
	first := env.Do("", completeAdoptionDoc, map[string]any{"id": session})
	first.MustOK()
	if !strings.Contains(string(first.Raw), `"adopterName":"Nadia Newcomer"`) || !strings.Contains(string(first.Raw), `"usdCentsAmount":36000`) ||
		!strings.Contains(string(first.Raw), `"userInvite":{"_id":"`) {
		t.Fatalf("the donor's success page: %s", first.Raw)
	}
	secrets := secretsOf(t, env, session, nil)
	for who, r := range strangers {
		r.Query, r.Variables = completeAdoptionDoc, map[string]any{"id": session}
		res := env.DoRequest(r)
		res.MustOK()
		if !strings.Contains(string(res.Raw), `"adopterName":"Nadia Newcomer"`) || !strings.Contains(string(res.Raw), `"usdCentsAmount":36000`) || !strings.Contains(string(res.Raw), `"userInvite":null`) {
			t.Errorf("%s later: %s", who, res.Raw)
		}
		for _, s := range append(secrets, "nadia@example.org") {
			if strings.Contains(string(res.Raw), s) {
				t.Errorf("%s holding the checkout id reads %q: %s", who, s, res.Raw)
			}
		}
	}
	for _, s := range secrets {
		if strings.Contains(string(first.Raw), s) {
			t.Errorf("the signed-out success page shows %q: %s", s, first.Raw)
		}
	}
}
