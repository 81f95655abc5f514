package graph_test

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/model"
)

const (
	givingPG      = "af-14372"
	givingProject = "hp-water-1"
)

// seedGiving adds what gifts go to: one people group with two adoptions
// available and one active holistic project ($10,000 target, nothing yet).
func seedGiving(t *testing.T, env *graphtest.Env) {
	t.Helper()
	now := time.Now().UTC()
	pop := int64(1_500_000)
	insert(t, env, &model.Region{Code: "4", Name: "Asia, Central", ContinentCode: "ASI"})
	insert(t, env, &model.PeopleGroup{
		ID: givingPG, PeopleID3: "14372", NameAcrossCountries: "Pashtun, Northern", NameInCountry: "Pashtun, Northern",
		SearchText: "pashtun northern", Population: &pop, CountryCode: "AF", Country: "Afghanistan", ContinentCode: "ASI",
		Continent: "Asia", RegionCode: "4", Region: "Asia, Central", JPURL: "https://joshuaproject.net/people_groups/14372/AF",
		NumAdoptionsAvailable: 2, CreatedAt: now, UpdatedAt: now,
	})
	insert(t, env, &model.HolisticProject{
		ID: givingProject, RegionCode: "4", ProjectName: "Clean water for Kunduz", TypeOfProject: "CLEAN_WATER",
		Desc: "Wells", Stage: "ACTIVE", Status: model.ProjectActive, Tags: []model.ProjectTag{},
		FundingTarget: 10_000 * 10_000, CreatedAt: now, UpdatedAt: now,
	})
	insert(t, env, &model.HolisticProjectPeopleGroup{ProjectID: givingProject, PeopleGroupID: givingPG})
}

const startAdoption = `mutation($in: AdoptionCheckoutInput!) { startAdoptionCheckout(input: $in) { url sessionId } }`
const startProject = `mutation($in: ProjectCheckoutInput!) { startProjectSponsorshipCheckout(input: $in) { url sessionId } }`

const resultFields = `
  adoption { _id level amount status donationFrequency startDate contactId adopterName peopleGroupId commitToAdopt }
  projectSponsorship { _id amount projectId projectName region sponsorName recurring contactId }
  peopleGroup { _id nameAcrossCountries numAdoptionsAvailable }
  project { _id projectName fundingBalance fundingPercent peopleGroupIds region }
  payment { _id usdCentsAmount status transactionId payerEmail payerName }
  recurringPayment { _id frequency usdCentsAmount startDate endDate stripeSubscriptionId }
  profile { username }
  userInvite { _id }`

const completeAdoption = `mutation($id: ID!) { completeOnlineAdoption(paymentId: $id) {` + resultFields + `} }`
const completeProject = `mutation($id: ID!) { completeOnlineProjectSponsorship(paymentId: $id) {` + resultFields + `} }`

type checkout struct {
	URL       string
	SessionID string
}

type sponsorshipResult struct {
	Adoption *struct {
		ID                string `json:"_id"`
		Level             string
		Amount            int
		Status            string
		DonationFrequency *string
		StartDate         *time.Time
		ContactID         *string
		AdopterName       string
		PeopleGroupID     string
		CommitToAdopt     bool
	}
	ProjectSponsorship *struct {
		ID          string `json:"_id"`
		Amount      int
		ProjectID   string
		ProjectName string
		Region      *string
		SponsorName string
		Recurring   bool
		ContactID   *string
	}
	PeopleGroup *struct {
		ID                    string `json:"_id"`
		NameAcrossCountries   string
		NumAdoptionsAvailable int
	}
	Project *struct {
		ID             string `json:"_id"`
		ProjectName    string
		FundingBalance int
		FundingPercent int
		PeopleGroupIds []string
		Region         string
	}
	Payment *struct {
		ID             string `json:"_id"`
		UsdCentsAmount int
		Status         string
		TransactionID  string
		PayerEmail     *string
		PayerName      *string
	}
	RecurringPayment *struct {
		ID                   string `json:"_id"`
		Frequency            string
		UsdCentsAmount       int
		StartDate            time.Time
		EndDate              *time.Time
		StripeSubscriptionID *string
	}
	Profile    *struct{ Username string }
	UserInvite *struct {
		ID string `json:"_id"`
	}
}

func startAdoptionCheckout(t *testing.T, env *graphtest.Env, token string, in map[string]any) checkout {
	t.Helper()
	var d struct{ StartAdoptionCheckout checkout }
	env.Do(token, startAdoption, map[string]any{"in": in}).MustDecode(&d)
	return d.StartAdoptionCheckout
}

func startProjectCheckout(t *testing.T, env *graphtest.Env, token string, in map[string]any) checkout {
	t.Helper()
	var d struct{ StartProjectSponsorshipCheckout checkout }
	env.Do(token, startProject, map[string]any{"in": in}).MustDecode(&d)
	return d.StartProjectSponsorshipCheckout
}

func complete(t *testing.T, env *graphtest.Env, token, mutation, id string) sponsorshipResult {
	t.Helper()
	var d map[string]sponsorshipResult
	env.Do(token, mutation, map[string]any{"id": id}).MustDecode(&d)
	for _, v := range d {
		return v
	}
	t.Fatal("no result")
	return sponsorshipResult{}
}

// noRedirect is a browser that shows us the redirect instead of following it.
var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

var tokenField = regexp.MustCompile(`name="token" value="([^"]+)"`)

// sandboxPage opens the checkout page the way the browser would and answers
// its body and form token.
func sandboxPage(t *testing.T, env *graphtest.Env, checkoutURL string) (string, string) {
	t.Helper()
	u, err := url.Parse(checkoutURL)
	if err != nil || !strings.HasPrefix(u.Path, "/sandbox-checkout/") {
		t.Fatalf("checkout URL %q is not the sandbox page", checkoutURL)
	}
	resp := env.Get(u.Path)
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", u.Path, resp.StatusCode, body)
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
		t.Fatalf("sandbox page without the site's CSP: %q", csp)
	}
	m := tokenField.FindStringSubmatch(string(body))
	if m == nil {
		return string(body), "" // a paid or expired checkout has no form
	}
	return string(body), m[1]
}

// sandboxPost presses Pay or Cancel and answers the status and Location.
func sandboxPost(t *testing.T, env *graphtest.Env, checkoutURL, button string, form url.Values) (int, string) {
	t.Helper()
	u, _ := url.Parse(checkoutURL)
	req, _ := http.NewRequest(http.MethodPost, env.URL+u.Path+"/"+button, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", env.URL)
	resp, err := noRedirect.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Location")
}

func count(t *testing.T, env *graphtest.Env, table string, where string, args ...any) int {
	t.Helper()
	q := env.DB.Bun().NewSelect().TableExpr(table)
	if where != "" {
		q.Where(where, args...)
	}
	n, err := q.Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// TestAnonymousAdoptionThroughTheSandbox is the whole flow a visitor without
// an account goes through: checkout page, cancel, pay, the success page's
// completion (twice), the invite, and what staff then see.
func TestAnonymousAdoptionThroughTheSandbox(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV2", "recurring": false, "commitToAdopt": true})
	if !strings.HasPrefix(c.SessionID, "cs_sandbox_") || c.URL != env.Config.PublicURL+"/sandbox-checkout/"+c.SessionID {
		t.Fatalf("checkout %+v", c)
	}

	body, token := sandboxPage(t, env, c.URL)
	for _, want := range []string{"Sandbox checkout — no money moves", "$1,200.00 once", "Pashtun, Northern (Afghanistan)", ">Pay<", ">Cancel<", `name="email"`} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(body, "<script") {
		t.Error("the sandbox page must not carry scripts")
	}

	// Not paid yet: completion refuses and records nothing.
	env.Do("", completeAdoption, map[string]any{"id": c.SessionID}).MustFail("BAD_USER_INPUT", "has not been completed")
	if n := count(t, env, "adoptions", ""); n != 0 {
		t.Fatalf("%d adoptions recorded before payment", n)
	}

	// A form without the page's token is refused; Cancel goes back a step.
	if status, _ := sandboxPost(t, env, c.URL, "pay", url.Values{"token": {"forged"}, "name": {"Ann Donor"}, "email": {"ann@example.org"}}); status != http.StatusForbidden {
		t.Fatalf("pay with a forged token: %d", status)
	}
	status, loc := sandboxPost(t, env, c.URL, "cancel", url.Values{"token": {token}})
	if status != http.StatusSeeOther || loc != env.Config.PublicURL+"/partner/adopt-a-upg/"+givingPG+"/adopt?level=ADOPTER_LV2&recurring=false" {
		t.Fatalf("cancel: %d %q", status, loc)
	}

	status, loc = sandboxPost(t, env, c.URL, "pay", url.Values{"token": {token}, "name": {"Ann Donor"}, "email": {"ann@example.org"}})
	if status != http.StatusSeeOther || loc != env.Config.PublicURL+"/partner/adopt-a-upg/success?paymentToken="+c.SessionID {
		t.Fatalf("pay: %d %q", status, loc)
	}

	first := complete(t, env, "", completeAdoption, c.SessionID)
	if first.Adoption == nil || first.Adoption.Level != "ADOPTER_LV2" || first.Adoption.Amount != 120000 || first.Adoption.AdopterName != "Ann Donor" || !first.Adoption.CommitToAdopt {
		t.Fatalf("adoption %+v", first.Adoption)
	}
	// Signed out, the success page shows what was typed and paid, never the payer's address,
	// contact or the records' ids (shown.go); staff see them.
	if first.Payment == nil || first.Payment.UsdCentsAmount != 120000 || first.Payment.Status != "PAID" || first.Payment.PayerEmail != nil ||
		first.Payment.ID != "" || first.Payment.TransactionID != "" || first.Adoption.ContactID != nil || first.Adoption.ID != "" {
		t.Fatalf("the signed-out success page's adoption %+v payment %+v", first.Adoption, first.Payment)
	}
	adoption, payment, _ := recorded(t, env, c.SessionID)
	if payment == nil || strOf(payment.PayerEmail) != "ann@example.org" || payment.USDCentsAmount != 120000 {
		t.Fatalf("payment %+v", payment)
	}
	if first.RecurringPayment != nil {
		t.Fatalf("a one-time gift has no recurring payment: %+v", first.RecurringPayment)
	}
	if first.PeopleGroup == nil || first.PeopleGroup.NumAdoptionsAvailable != 1 {
		t.Fatalf("people group %+v: one of two adoptions should be taken", first.PeopleGroup)
	}
	if first.UserInvite == nil || first.UserInvite.ID == "" {
		t.Fatal("a donor without an account gets an invite")
	}
	inv := getUserInvite(t, env, first.UserInvite.ID)
	if inv == nil || inv.Contact.FullName != "Ann Donor" || !contains(inv.RoleIds, "partner") {
		t.Fatalf("invite %+v", inv)
	}
	if adoption.ContactID == nil || *adoption.ContactID != inv.ContactID {
		t.Fatalf("the adoption belongs to the invited contact: %v vs %s", adoption.ContactID, inv.ContactID)
	}
	if link := env.DroppedLink("ann@example.org", "INVITE", env.Config.PublicURL+"/sign-up?i="); !strings.HasSuffix(link, "?i="+first.UserInvite.ID) {
		t.Fatalf("the invite mail to the donor links %s, the success page %s", link, first.UserInvite.ID)
	}
	if n := count(t, env, "outbox_mails", "to_addr = ? AND kind = ?", "ann@example.org", "INVITE"); n != 1 {
		t.Fatalf("%d invite mails to the donor", n)
	}

	// The success page reloaded: the same gift, nothing new; the invite was handed out once
	// (its link travels in the page's URL) and now only its mail offers it.
	again := complete(t, env, "", completeAdoption, c.SessionID)
	if again.Adoption == nil || again.Adoption.Level != "ADOPTER_LV2" || again.Payment == nil || again.Payment.UsdCentsAmount != 120000 || again.UserInvite != nil {
		t.Fatalf("second completion: %+v", again)
	}
	if again.PeopleGroup.NumAdoptionsAvailable != 1 {
		t.Fatal("completing twice took a second adoption")
	}
	for table, want := range map[string]int{"adoptions": 1, "payments": 1, "invites": 1, "contacts": 1} {
		if n := count(t, env, table, ""); n != want {
			t.Errorf("%s: %d rows, want %d", table, n, want)
		}
	}

	// The paid page now says so and cannot be paid again.
	body, _ = sandboxPage(t, env, c.URL)
	if !strings.Contains(body, "already been paid") || strings.Contains(body, `name="email"`) {
		t.Fatal("a paid sandbox checkout still offers to pay")
	}

	// The other completion, or a made-up id, finds nothing.
	env.Do("", completeProject, map[string]any{"id": c.SessionID}).MustFail("NOT_FOUND", "")
	env.Do("", completeAdoption, map[string]any{"id": "cs_sandbox_0000"}).MustFail("NOT_FOUND", "could not find this payment")
}

// A donor who has an account but gives signed out is not invited to make a
// second one (sign-up would refuse the email): the success page sends them on
// to sign in, and the gift is recorded.
func TestSignedOutDonorWithAnAccountIsNotInvited(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	_, member := env.SignInAs("partner")
	c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false, "commitToAdopt": false})
	_, token := sandboxPage(t, env, c.URL)
	if status, _ := sandboxPost(t, env, c.URL, "pay", url.Values{"token": {token}, "name": {"Ann Member"}, "email": {member.Email}}); status != http.StatusSeeOther {
		t.Fatalf("pay: %d", status)
	}
	r := complete(t, env, "", completeAdoption, c.SessionID)
	if r.Adoption == nil || r.Payment == nil || r.UserInvite != nil {
		t.Fatalf("adoption %+v payment %+v invite %+v", r.Adoption, r.Payment, r.UserInvite)
	}
	if n := count(t, env, "invites", ""); n != 0 {
		t.Fatalf("%d invites for a donor who has an account", n)
	}
}

// recorded reads what a checkout recorded as staff see it: the success page shows anyone
// but the gift's signed-in owner less.
func recorded(t *testing.T, env *graphtest.Env, session string) (*model.Adoption, *model.Payment, *model.RecurringPayment) {
	t.Helper()
	ctx := context.Background()
	var a *model.Adoption
	if rows := []*model.Adoption{}; env.DB.Bun().NewSelect().Model(&rows).Where("checkout_session_id = ?", session).Scan(ctx) == nil && len(rows) == 1 {
		a = rows[0]
	}
	var p *model.Payment
	if rows := []*model.Payment{}; env.DB.Bun().NewSelect().Model(&rows).Where("checkout_session_id = ?", session).Order("created_at").Scan(ctx) == nil && len(rows) > 0 {
		p = rows[0]
	}
	var rp *model.RecurringPayment
	if rows := []*model.RecurringPayment{}; env.DB.Bun().NewSelect().Model(&rows).Where("checkout_session_id = ?", session).Scan(ctx) == nil && len(rows) == 1 {
		rp = rows[0]
	}
	return a, p, rp
}

func strOf(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// The client names a level, never an amount: each level and frequency
// checks out at the level table's amount, and an amount sent along is refused.
func TestAdoptionAmountsComeFromTheLevelTable(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	today := time.Now().UTC().Format(time.DateOnly)
	yearOn := time.Now().UTC().AddDate(1, 0, 0).Format("2 Jan 2006")
	for _, tc := range []struct {
		level     string
		recurring bool
		want      string
	}{
		{"ADOPTER_LV1", true, "$30.00 / month from " + time.Now().UTC().Format("2 Jan 2006") + " to " + yearOn},
		{"ADOPTER_LV1", false, "$360.00 once"},
		{"ADOPTER_LV2", true, "$100.00 / month"},
		{"ADOPTER_LV2", false, "$1,200.00 once"},
		{"ADOPTER_LV3", true, "$300.00 / month"},
		{"ADOPTER_LV3", false, "$3,600.00 once"},
	} {
		c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": tc.level, "recurring": tc.recurring, "startDate": today})
		if body, _ := sandboxPage(t, env, c.URL); !strings.Contains(body, tc.want) {
			t.Errorf("%s recurring=%v: page does not show %q", tc.level, tc.recurring, tc.want)
		}
	}
	env.Do("", startAdoption, map[string]any{"in": map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false, "amount": 1}}).
		MustFail("GRAPHQL_VALIDATION_FAILED", "unknown field")
}

func TestCheckoutValidation(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	twoDaysAgo := time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly)
	for _, tc := range []struct {
		name, mutation string
		in             map[string]any
		code, msg      string
	}{
		{"recurring adoption without a start date", startAdoption, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true}, "BAD_USER_INPUT", "Start date is required"},
		{"start date in the past", startAdoption, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": twoDaysAgo}, "BAD_USER_INPUT", "cannot be in the past"},
		{"unknown people group", startAdoption, map[string]any{"peopleGroupId": "zz-00000", "level": "ADOPTER_LV1", "recurring": false}, "NOT_FOUND", "This page is unreached. Keep praying."},
		{"prayer for an unknown people group", startAdoption, map[string]any{"peopleGroupId": "zz-00000", "level": "ADOPTER_PRAY", "recurring": false}, "NOT_FOUND", "This page is unreached. Keep praying."},
		{"skip with level 3 (only 1 and 2 are offered)", startAdoption, map[string]any{"peopleGroupId": "__reach__", "level": "ADOPTER_LV3", "recurring": false}, "BAD_USER_INPUT", "Level is required"},
		{"unknown level", startAdoption, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV9", "recurring": false}, "GRAPHQL_VALIDATION_FAILED", ""},
		{"project gift of $0", startProject, map[string]any{"projectId": givingProject, "amount": 0, "recurring": false}, "BAD_USER_INPUT", "Please enter a donation amount"},
		{"negative project gift", startProject, map[string]any{"projectId": givingProject, "amount": -5, "recurring": false}, "BAD_USER_INPUT", "Please enter a donation amount"},
		{"project gift over the maximum", startProject, map[string]any{"projectId": givingProject, "amount": 1_000_000, "recurring": false}, "BAD_USER_INPUT", "at most $999,999"},
		{"recurring project gift without a start date", startProject, map[string]any{"projectId": givingProject, "amount": 50, "recurring": true}, "BAD_USER_INPUT", "Start date is required"},
		{"unknown project", startProject, map[string]any{"projectId": "hp-nope", "amount": 50, "recurring": false}, "NOT_FOUND", "This page is unreached. Keep praying."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env.Do("", tc.mutation, map[string]any{"in": tc.in}).MustFail(tc.code, tc.msg)
		})
	}
	for _, table := range []string{"checkout_sessions", "sandbox_checkout_sessions", "adoptions"} {
		if n := count(t, env, table, ""); n != 0 {
			t.Errorf("refused checkouts left %d rows in %s", n, table)
		}
	}
}

// A signed-in partner commits to pray: recorded at once, no payment, no
// invite, and no adoption slot taken.
func TestPrayerAdoptionIsRecordedAtOnce(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("partner")
	c := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_PRAY", "recurring": false})
	if !strings.HasPrefix(c.URL, env.Config.PublicURL+"/partner/adopt-a-upg/success?paymentToken=pray_") {
		t.Fatalf("prayer goes straight to the success page, got %q", c.URL)
	}
	r := complete(t, env, token, completeAdoption, c.SessionID)
	if r.Adoption == nil || r.Adoption.Level != "ADOPTER_PRAY" || r.Adoption.Amount != 0 || r.Payment != nil || r.UserInvite != nil {
		t.Fatalf("prayer result %+v", r)
	}
	if strOf(r.Adoption.ContactID) != u.ContactID || r.Adoption.AdopterName != u.Name {
		t.Fatalf("the prayer belongs to the signed-in partner: %+v", r.Adoption)
	}
	if r.PeopleGroup.NumAdoptionsAvailable != 2 || r.Profile == nil || r.Profile.Username != u.Username {
		t.Fatalf("people group %+v profile %+v", r.PeopleGroup, r.Profile)
	}
}

// A signed-in partner funds a project: no name or email asked, no invite,
// and the project's balance follows the gift once.
func TestProjectGiftThroughTheSandbox(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("partner")
	c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 250, "recurring": false, "commitToAdopt": true})
	body, formToken := sandboxPage(t, env, c.URL)
	if !strings.Contains(body, "$250.00 once") || !strings.Contains(body, "Clean water for Kunduz") || strings.Contains(body, `name="email"`) {
		t.Fatalf("project page:\n%s", body)
	}
	if status, loc := sandboxPost(t, env, c.URL, "pay", url.Values{"token": {formToken}}); status != http.StatusSeeOther || !strings.Contains(loc, "/partner/sponsor-a-project/success?paymentToken="+c.SessionID) {
		t.Fatalf("pay: %d %q", status, loc)
	}
	for i := 0; i < 2; i++ {
		r := complete(t, env, token, completeProject, c.SessionID)
		s := r.ProjectSponsorship
		if s == nil || s.Amount != 25000 || s.ProjectID != givingProject || s.ProjectName != "Clean water for Kunduz" || strOf(s.Region) != "Asia, Central" || strOf(s.ContactID) != u.ContactID {
			t.Fatalf("sponsorship %+v", s)
		}
		if r.Project == nil || r.Project.FundingBalance != 250*10_000 || r.Project.FundingPercent != 250 || len(r.Project.PeopleGroupIds) != 1 {
			t.Fatalf("completion %d: project %+v ($250 of $10,000 is 2.50%%)", i+1, r.Project)
		}
		if r.Payment == nil || r.Payment.UsdCentsAmount != 25000 || r.UserInvite != nil {
			t.Fatalf("payment %+v invite %+v", r.Payment, r.UserInvite)
		}
	}
}

// Monthly gifts: starting today charges now; starting later records the
// gift and its schedule but no payment until the first charge.
func TestMonthlyAdoptionsThroughTheSandbox(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, _ := env.SignInAs("partner")
	now := time.Now().UTC()
	later := now.AddDate(0, 0, 10)
	laterDay := time.Date(later.Year(), later.Month(), later.Day(), 0, 0, 0, 0, time.UTC)

	for _, tc := range []struct {
		name, start string
		wantPayment bool
		wantStart   func(time.Time) bool
	}{
		{"from today", now.Format(time.DateOnly), true, func(s time.Time) bool { return s.Sub(now).Abs() < time.Hour }},
		{"in ten days", later.Format(time.DateOnly), false, func(s time.Time) bool { return s.Equal(laterDay) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": tc.start})
			_, formToken := sandboxPage(t, env, c.URL)
			if status, _ := sandboxPost(t, env, c.URL, "pay", url.Values{"token": {formToken}}); status != http.StatusSeeOther {
				t.Fatalf("pay: %d", status)
			}
			r := complete(t, env, token, completeAdoption, c.SessionID)
			rp := r.RecurringPayment
			if rp == nil || rp.Frequency != "Monthly" || rp.UsdCentsAmount != 3000 || !tc.wantStart(rp.StartDate) || rp.EndDate == nil || !rp.EndDate.Equal(rp.StartDate.AddDate(1, 0, 0)) {
				t.Fatalf("recurring payment %+v", rp)
			}
			if strOf(rp.StripeSubscriptionID) == "" {
				t.Fatal("the recurring payment remembers its subscription")
			}
			if r.Adoption.DonationFrequency == nil || *r.Adoption.DonationFrequency != "Monthly" || r.Adoption.Amount != 3000 {
				t.Fatalf("adoption %+v", r.Adoption)
			}
			if (r.Payment != nil) != tc.wantPayment || (r.Payment != nil && r.Payment.UsdCentsAmount != 3000) {
				t.Fatalf("payment %+v, want one: %v", r.Payment, tc.wantPayment)
			}
		})
	}
	// Both adoptions took a slot; the people group had two.
	if n := count(t, env, "people_groups", "id = ? AND num_adoptions_available = 0", givingPG); n != 1 {
		t.Fatal("two paid adoptions should leave none available")
	}
	// A third adoption does not go below zero.
	c := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV3", "recurring": false})
	_, formToken := sandboxPage(t, env, c.URL)
	sandboxPost(t, env, c.URL, "pay", url.Values{"token": {formToken}})
	if r := complete(t, env, token, completeAdoption, c.SessionID); r.PeopleGroup.NumAdoptionsAvailable != 0 {
		t.Fatalf("numAdoptionsAvailable %d", r.PeopleGroup.NumAdoptionsAvailable)
	}
}

const givingLists = `query($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $af: AdoptionFilter, $pf: PaymentFilter) {
  allAdoptions(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $af) { _id level amount adopterName }
  _allAdoptionsMeta(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $af) { count }
  allPayments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $pf) { _id usdCentsAmount adoptionId projectSponsorshipId }
  _allPaymentsMeta(filter: $pf) { count }
  allProjectSponsorships { _id amount }
  _allProjectSponsorshipsMeta { count }
}`

func TestBackOfficeGivingLists(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	partner, _ := env.SignInAs("partner")
	pay := func(c checkout) {
		_, formToken := sandboxPage(t, env, c.URL)
		sandboxPost(t, env, c.URL, "pay", url.Values{"token": {formToken}})
	}
	for _, level := range []string{"ADOPTER_LV1", "ADOPTER_LV2", "ADOPTER_LV3"} {
		c := startAdoptionCheckout(t, env, partner, map[string]any{"peopleGroupId": givingPG, "level": level, "recurring": false})
		pay(c)
		complete(t, env, partner, completeAdoption, c.SessionID)
	}
	c := startProjectCheckout(t, env, partner, map[string]any{"projectId": givingProject, "amount": 40, "recurring": false})
	pay(c)
	complete(t, env, partner, completeProject, c.SessionID)

	env.Do(partner, givingLists, nil).MustFail("FORBIDDEN", "")
	staff, _ := env.SignInAs("staff")
	type lists struct {
		AllAdoptions []struct {
			ID     string `json:"_id"`
			Level  string
			Amount int
		}
		AllAdoptionsMeta struct{ Count int } `json:"_allAdoptionsMeta"`
		AllPayments      []struct {
			UsdCentsAmount       int
			AdoptionID           *string
			ProjectSponsorshipID *string
		}
		AllPaymentsMeta            struct{ Count int } `json:"_allPaymentsMeta"`
		AllProjectSponsorships     []struct{ Amount int }
		AllProjectSponsorshipsMeta struct{ Count int } `json:"_allProjectSponsorshipsMeta"`
	}
	var l lists
	env.Do(staff, givingLists, map[string]any{"page": 0, "perPage": 2, "sortField": "amount", "sortOrder": "DESC", "pf": map[string]any{"kind": "ADOPTION"}}).MustDecode(&l)
	if l.AllAdoptionsMeta.Count != 3 || len(l.AllAdoptions) != 2 || l.AllAdoptions[0].Amount != 360000 || l.AllAdoptions[1].Amount != 120000 {
		t.Fatalf("adoptions page 0 by amount desc: %+v (count %d)", l.AllAdoptions, l.AllAdoptionsMeta.Count)
	}
	if l.AllPaymentsMeta.Count != 3 || len(l.AllPayments) != 2 || l.AllPayments[0].UsdCentsAmount != 360000 || l.AllPayments[0].AdoptionID == nil {
		t.Fatalf("adoption payments %+v (count %d)", l.AllPayments, l.AllPaymentsMeta.Count)
	}
	if l.AllProjectSponsorshipsMeta.Count != 1 || l.AllProjectSponsorships[0].Amount != 4000 {
		t.Fatalf("sponsorships %+v", l.AllProjectSponsorships)
	}
	// Page 1 holds the rest; an unknown sort field falls back to createdAt.
	env.Do(staff, givingLists, map[string]any{"page": 1, "perPage": 2, "sortField": "amount; DROP TABLE adoptions", "af": map[string]any{"level": "ADOPTER_LV3"}, "pf": map[string]any{"kind": "PROJECT"}}).MustDecode(&l)
	if l.AllAdoptionsMeta.Count != 1 || len(l.AllAdoptions) != 0 || l.AllPaymentsMeta.Count != 1 {
		t.Fatalf("filtered: %+v", l)
	}
	var one struct{ Adoption *struct{ Level string } }
	env.Do(staff, `query($id: ID!) { Adoption(id: $id) { level } }`, map[string]any{"id": "nope"}).MustDecode(&one)
	if one.Adoption != nil {
		t.Fatal("an unknown adoption is null")
	}
}

// The success page and the webhook may complete the same checkout at the
// same moment: one records, the others answer the same records.
func TestConcurrentCompletionRecordsOnce(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	c := startProjectCheckout(t, env, "", map[string]any{"projectId": givingProject, "amount": 75, "recurring": false})
	_, formToken := sandboxPage(t, env, c.URL)
	sandboxPost(t, env, c.URL, "pay", url.Values{"token": {formToken}, "name": {"Cy Multi"}, "email": {"cy@example.org"}})

	const n = 4
	responses := make(chan *graphtest.Response, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			responses <- env.Do("", completeProject, map[string]any{"id": c.SessionID})
		}()
	}
	wg.Wait()
	close(responses)
	ids := map[string]bool{}
	for res := range responses {
		var d struct{ CompleteOnlineProjectSponsorship sponsorshipResult }
		res.MustDecode(&d)
		ids[d.CompleteOnlineProjectSponsorship.ProjectSponsorship.ID] = true
	}
	if len(ids) != 1 {
		t.Fatalf("concurrent completions answered %d different sponsorships", len(ids))
	}
	for table, want := range map[string]int{"project_sponsorships": 1, "payments": 1, "invites": 1, "contacts": 1} {
		if got := count(t, env, table, ""); got != want {
			t.Errorf("%s: %d rows, want %d", table, got, want)
		}
	}
	if got := count(t, env, "holistic_projects", "funding_balance = ?", 75*10_000); got != 1 {
		t.Fatal("the project balance counted the gift more than once")
	}
}

// The largest gift the giving site takes ($999,999, Stripe's limit) to a $1,250,000.00 project:
// the balance passes GraphQL Int's 32 bits in ten-thousandths of a dollar and reads back exactly.
func TestALargeGiftToALargeProject(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	staff, _ := env.SignInAs("staff")
	env.Do(staff, `mutation($id: ID!) { updateHolisticProject(id: $id, fundingTarget: 12500000000) { _id } }`, map[string]any{"id": givingProject}).MustOK()
	token, _ := env.SignInAs("partner")
	c := startProjectCheckout(t, env, token, map[string]any{"projectId": givingProject, "amount": 999_999, "recurring": false})
	body, formToken := sandboxPage(t, env, c.URL)
	if !strings.Contains(body, "$999,999.00 once") {
		t.Fatalf("project page:\n%s", body)
	}
	if status, _ := sandboxPost(t, env, c.URL, "pay", url.Values{"token": {formToken}}); status != http.StatusSeeOther {
		t.Fatalf("pay: %d", status)
	}
	r := complete(t, env, token, completeProject, c.SessionID)
	if r.Payment == nil || r.Payment.UsdCentsAmount != 99_999_900 || r.ProjectSponsorship == nil || r.ProjectSponsorship.Amount != 99_999_900 {
		t.Fatalf("payment %+v sponsorship %+v", r.Payment, r.ProjectSponsorship)
	}
	if r.Project == nil || r.Project.FundingBalance != 999_999_0000 || r.Project.FundingPercent != 7999 {
		t.Fatalf("project %+v: want a balance of 9999990000 ($999,999.00 of $1,250,000.00 is 79.99%%)", r.Project)
	}
	env.Do(token, startProject, map[string]any{"in": map[string]any{"projectId": givingProject, "amount": 1_000_000, "recurring": false}}).
		MustFail("BAD_USER_INPUT", giving.MsgAmountTooLarge)
}
