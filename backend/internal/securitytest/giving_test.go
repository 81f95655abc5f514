package securitytest

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/model"
)

const givePG = "af-14372"

// giveSeed adds the people group the gifts go to.
func giveSeed(t *testing.T, env *graphtest.Env) {
	t.Helper()
	now := time.Now().UTC()
	pop := int64(1_500_000)
	for _, m := range []any{
		&model.Region{Code: "4", Name: "Asia, Central", ContinentCode: "ASI"},
		&model.PeopleGroup{
			ID: givePG, PeopleID3: "14372", NameAcrossCountries: "Pashtun, Northern", NameInCountry: "Pashtun, Northern",
			SearchText: "pashtun northern", Population: &pop, CountryCode: "AF", Country: "Afghanistan", ContinentCode: "ASI",
			Continent: "Asia", RegionCode: "4", Region: "Asia, Central", JPURL: "https://joshuaproject.net/people_groups/14372/AF",
			NumAdoptionsAvailable: 2, CreatedAt: now, UpdatedAt: now,
		},
	} {
		if _, err := env.DB.Bun().NewInsert().Model(m).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

var giveToken = regexp.MustCompile(`name="token" value="([^"]+)"`)

// giveSignedOut gives a one-time level 1 adoption signed out, paying in the
// sandbox as name and email, and answers the success page's completion.
func giveSignedOut(t *testing.T, env *graphtest.Env, name, email string) string {
	t.Helper()
	return giveAs(t, env, "", `mutation($in: AdoptionCheckoutInput!) { startAdoptionCheckout(input: $in) { url sessionId } }`,
		map[string]any{"peopleGroupId": givePG, "level": "ADOPTER_LV1", "recurring": false, "commitToAdopt": true}, name, email)
}

const giveComplete = `mutation($id: ID!) { completeOnlineAdoption(paymentId: $id) {
  adoption { _id contactId adopterName } payment { payerName payerEmail } profile { username name } userInvite { _id } } }`

const giveClaim = `mutation($c: String!) { claimGiftForUser(code: $c) { adoption { _id contactId adopterName } } }`

// A signed-out gift given with somebody else's email was attached to their
// account and answered with their name and contact id. Now it tells nothing
// of the account and changes nothing in it; the address's owner gets a mail,
// and only they, signed in with that address, add the gift to their account,
// once.
func TestASignedOutGiftNeitherRevealsNorChangesAnAccount(t *testing.T) {
	env := graphtest.New(t)
	giveSeed(t, env)
	partnerToken, partner := env.SignInAs("partner")
	strangerToken, _ := env.SignInAs("partner")

	session := giveSignedOut(t, env, "Someone Else", strings.ToUpper(partner.Email))
	res := env.Do("", giveComplete, map[string]any{"id": session})
	res.MustOK()
	for _, secret := range []string{partner.Name, partner.ContactID, partner.ID, partner.Username} {
		if strings.Contains(string(res.Raw), secret) {
			t.Fatalf("the success page shows %q of the account: %s", secret, res.Raw)
		}
	}
	if !strings.Contains(string(res.Raw), `"adopterName":"Someone Else"`) {
		t.Fatalf("the gift does not carry the name typed: %s", res.Raw)
	}
	var adoptionContact *string
	if err := env.DB.Bun().NewSelect().Table("adoptions").Column("contact_id").Where("checkout_session_id = ?", session).Scan(context.Background(), &adoptionContact); err != nil {
		t.Fatal(err)
	}
	if adoptionContact != nil {
		t.Fatalf("the signed-out gift was attached to contact %s", *adoptionContact)
	}
	if n, _ := env.DB.Bun().NewSelect().Table("people_group_links").Count(context.Background()); n != 0 {
		t.Fatalf("a gift given with someone's address linked %d contacts before it was claimed", n)
	}

	// The owner of the address is told, with a link that is theirs alone.
	link := env.Mail.LastLink(t, partner.Email, env.Config.PublicURL+"/claim-gift?c=")
	code, _ := url.QueryUnescape(strings.TrimPrefix(link, env.Config.PublicURL+"/claim-gift?c="))

	// Anyone else holding the link is refused, and nothing moves.
	env.Do(strangerToken, giveClaim, map[string]any{"c": code}).MustFail("FORBIDDEN", giving.MsgClaimNotYour)
	env.Do("", giveClaim, map[string]any{"c": code}).MustFail("UNAUTHENTICATED", "")
	env.Do(partnerToken, giveClaim, map[string]any{"c": code + "x"}).MustFail("BAD_USER_INPUT", giving.MsgClaimBroken)

	var d struct {
		C struct {
			Adoption struct {
				ContactID *string
			}
		} `json:"claimGiftForUser"`
	}
	env.Do(partnerToken, giveClaim, map[string]any{"c": code}).MustDecode(&d)
	if d.C.Adoption.ContactID == nil || *d.C.Adoption.ContactID != partner.ContactID {
		t.Fatalf("claimed adoption's contact %v, want %s", d.C.Adoption.ContactID, partner.ContactID)
	}
	var payer *string
	if err := env.DB.Bun().NewSelect().Table("payments").Column("payer_id").Where("checkout_session_id = ?", session).Scan(context.Background(), &payer); err != nil || payer == nil || *payer != partner.ContactID {
		t.Fatalf("the payment's payer %v (%v)", payer, err)
	}
	// The claimed, paid gift makes its owner adopter of the people group, and nobody else.
	links, err := env.DB.Bun().NewSelect().Table("people_group_links").Where("people_group_id = ? AND type = 'ADOPTER'", givePG).Count(context.Background())
	if err != nil || links != 1 {
		t.Fatalf("%d adopter links after the claim (%v), want 1", links, err)
	}
	if mine, _ := env.DB.Bun().NewSelect().Table("people_group_links").Where("contact_id = ? AND people_group_id = ? AND type = 'ADOPTER'", partner.ContactID, givePG).Count(context.Background()); mine != 1 {
		t.Fatal("the claimed gift does not make its owner adopter")
	}
	// Once.
	env.Do(partnerToken, giveClaim, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", giving.MsgClaimBroken)
}

// "I will pray" adoptions cost nothing to record, and were unthrottled: one
// address, or everybody signed out together, is now held to a limit an hour.
func TestPrayerAdoptionsAreThrottled(t *testing.T) {
	env := graphtest.New(t)
	giveSeed(t, env)
	pray := func(ip string) *graphtest.Response {
		return env.DoRequest(graphtest.Request{IP: ip, Query: `mutation($in: AdoptionCheckoutInput!) { startAdoptionCheckout(input: $in) { sessionId } }`,
			Variables: map[string]any{"in": map[string]any{"peopleGroupId": givePG, "level": "ADOPTER_PRAY", "recurring": false}}})
	}
	for i := 0; i < giving.LimitPrayAddr.Max; i++ {
		pray("198.51.100.1").MustOK()
	}
	pray("198.51.100.1").MustFail("RATE_LIMITED", "")
	// Another address is not held back by the first one's script...
	pray("198.51.100.2").MustOK()
	// ...but a script spread over many addresses meets the overall limit.
	refused := false
	for i := 0; !refused && i < 2*giving.LimitPrayAll.Max; i++ {
		r := pray(fmt.Sprintf("203.0.%d.%d", i/250, i%250+1))
		refused = r.Code() == "RATE_LIMITED"
	}
	if !refused {
		t.Fatal("no overall limit")
	}
	// Every attempt counts, the one refused for its address too: one short of the limit was recorded.
	n, err := env.DB.Bun().NewSelect().Table("adoptions").Where("level = ?", model.AdopterPray).Count(context.Background())
	if err != nil || int(n) != giving.LimitPrayAll.Max-1 {
		t.Fatalf("%d prayer adoptions recorded (%v), want %d", n, err, giving.LimitPrayAll.Max-1)
	}
}

// A donor's monthly gift is changed, cancelled or opened in the payment
// portal by its owner alone: another donor and staff get NOT_FOUND (as for a
// made-up id), another donor naming the owner's contact in the Contact
// header FORBIDDEN, a signed-out caller UNAUTHENTICATED, and the gift stays
// as it was, with no mail.
func TestRecurringGiftOnlyItsOwnerChanges(t *testing.T) {
	env := graphtest.New(t)
	giveSeed(t, env)
	ownerToken, owner := env.SignInAs("partner")
	strangerToken, _ := env.SignInAs("partner")
	staffToken, _ := env.SignInAs("staff")
	now := time.Now().UTC()
	end := now.AddDate(1, 0, 0)
	fund, pg := "Adopt a UPG: Pashtun, Northern (Afghanistan)", givePG
	for _, m := range []any{
		&model.CheckoutSession{ID: "cs_sandbox_owner", Provider: model.ProviderSandbox, Kind: model.CheckoutAdoption, PeopleGroupID: &pg,
			AmountCents: 3000, Recurring: true, ContactID: &owner.ContactID, FundName: fund, CreatedAt: now, FulfilledAt: &now},
		&model.RecurringPayment{ID: "rp-owner", CheckoutSessionID: "cs_sandbox_owner", PayerID: &owner.ContactID, PayerEmail: &owner.Email,
			Amount: 3000, USDCentsAmount: 3000, Status: model.GiftActive, FundID: &pg, FundName: &fund, StartDate: now, EndDate: &end,
			Frequency: model.FrequencyMonthly, CreatedAt: now, UpdatedAt: now},
	} {
		if _, err := env.DB.Bun().NewInsert().Model(m).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	change := `mutation($id: ID!, $a: Int!) { changeMyRecurringGiftAmount(id: $id, amount: $a) { status } }`
	cancel := `mutation($id: ID!) { cancelMyRecurringGift(id: $id) { status } }`
	portal := `mutation($id: ID!) { myRecurringGiftPaymentPortal(id: $id) }`
	for _, c := range []struct {
		r          graphtest.Request
		code, want string
	}{
		{graphtest.Request{Token: strangerToken}, "NOT_FOUND", giving.MsgGiftNotFound},
		{graphtest.Request{Token: strangerToken, ContactID: owner.ContactID}, "FORBIDDEN", ""},
		{graphtest.Request{Token: staffToken}, "NOT_FOUND", giving.MsgGiftNotFound},
	} {
		r := c.r
		for _, q := range []struct {
			doc  string
			vars map[string]any
		}{
			{change, map[string]any{"id": "rp-owner", "a": 100}},
			{cancel, map[string]any{"id": "rp-owner"}},
			{portal, map[string]any{"id": "rp-owner"}},
			{cancel, map[string]any{"id": "' OR 1=1 --"}},
			{cancel, map[string]any{"id": strings.Repeat("9", 10_000)}},
		} {
			r.Query, r.Variables = q.doc, q.vars
			env.DoRequest(r).MustFail(c.code, c.want)
		}
		r.Query, r.Variables = `{ myRecurringGifts { _id } }`, nil
		if res := env.DoRequest(r); strings.Contains(string(res.Raw), "rp-owner") {
			t.Fatalf("another user lists the owner's gift: %s", res.Raw)
		}
	}
	env.Do("", cancel, map[string]any{"id": "rp-owner"}).MustFail("UNAUTHENTICATED", "")
	env.Do("", change, map[string]any{"id": "rp-owner", "a": 100}).MustFail("UNAUTHENTICATED", "")
	env.Do("", `{ myRecurringGifts { _id } }`, nil).MustFail("UNAUTHENTICATED", "")
	n, err := env.DB.Bun().NewSelect().Table("recurring_payments").Where("id = 'rp-owner' AND status = ? AND amount = 3000", model.GiftActive).Count(context.Background())
	if err != nil || n != 1 {
		t.Fatalf("the gift changed (%v)", err)
	}
	if n, _ := env.DB.Bun().NewSelect().Table("outbox_mails").Where("kind LIKE 'RECURRING_%'").Count(context.Background()); n != 0 {
		t.Fatalf("%d mails about the gift", n)
	}
	// Its owner can.
	env.Do(ownerToken, change, map[string]any{"id": "rp-owner", "a": 100}).MustOK()
	env.Do(ownerToken, cancel, map[string]any{"id": "rp-owner"}).MustOK()
}
