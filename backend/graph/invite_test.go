package graph_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

const createInviteMutation = `mutation($n: String!, $e: String!, $p: String, $r: [String!]!) {
  createInvite(fullName: $n, email: $e, phone: $p, roles: $r) { id contactId fullName email phone roles status url expiresAt createdAt } }`

const userInviteQuery = `query($id: ID!) { userInvite(_id: $id) { _id contactId
  contact { _id fullName firstName primaryEmailId primaryPhoneNumberId emails { _id email } phoneNumbers { _id phone } }
  roleIds roles { name label } } }`

const outboxQuery = `query($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: OutboxMailFilter) {
  allOutboxMails(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { id to subject textBody htmlBody kind status createdAt }
  _allOutboxMailsMeta(page: $page, perPage: $perPage, filter: $filter) { count } }`

type createdInvite struct {
	ID, ContactID, FullName, Email, Status string
	URL                                    *string
	Phone                                  *string
	Roles                                  []string
	ExpiresAt, CreatedAt                   time.Time
}

type userInvite struct {
	ID        string `json:"_id"`
	ContactID string
	Contact   struct {
		ID                   string `json:"_id"`
		FullName             string
		FirstName            *string
		PrimaryEmailID       *string
		PrimaryPhoneNumberID *string
		Emails               []struct {
			ID    string `json:"_id"`
			Email string
		}
		PhoneNumbers []struct {
			ID    string `json:"_id"`
			Phone string
		}
	}
	RoleIds []string
	Roles   []struct{ Name, Label string }
}

type outboxMail struct {
	ID, To, Subject, TextBody, Kind, Status string
	HTMLBody                                *string
}

type outboxPage struct {
	AllOutboxMails     []outboxMail
	AllOutboxMailsMeta struct{ Count int } `json:"_allOutboxMailsMeta"`
}

func createInvite(t *testing.T, env *graphtest.Env, token, name, email string, phone any, roles ...string) createdInvite {
	t.Helper()
	var d struct{ CreateInvite createdInvite }
	env.Do(token, createInviteMutation, map[string]any{"n": name, "e": email, "p": phone, "r": roles}).MustDecode(&d)
	return d.CreateInvite
}

func getUserInvite(t *testing.T, env *graphtest.Env, id string) *userInvite {
	t.Helper()
	var d struct{ UserInvite *userInvite }
	env.Do("", userInviteQuery, map[string]any{"id": id}).MustDecode(&d)
	return d.UserInvite
}

// inviteCode is the code in the last invite mail to addr.
func inviteCode(t *testing.T, env *graphtest.Env, addr string) string {
	t.Helper()
	u, err := url.Parse(env.DroppedLink(addr, "INVITE", env.Config.PublicURL+"/sign-up?i="))
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("i")
}

func listOutbox(t *testing.T, env *graphtest.Env, token string, vars map[string]any) outboxPage {
	t.Helper()
	var d outboxPage
	env.Do(token, outboxQuery, vars).MustDecode(&d)
	return d
}

// TestInviteFromStaffToSignUp follows an invite the way people meet it: staff
// invite, the mail waits in the outbox with the link, the invited person
// opens the sign-up page and creates the account with the invite's roles.
func TestInviteFromStaffToSignUp(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")

	inv := createInvite(t, env, staff, "Ruth Okafor", "ruth@example.org", "2025550123", "field-worker", "trainer")
	if inv.Status != "PENDING" || inv.FullName != "Ruth Okafor" || inv.Phone == nil || *inv.Phone != "+12025550123" {
		t.Fatalf("created %+v", inv)
	}
	if d := inv.ExpiresAt.Sub(inv.CreatedAt); d != 14*24*time.Hour {
		t.Fatalf("invite lasts %v, want 14 days", d)
	}
	if inv.URL != nil {
		t.Fatalf("staff see the invite link %q", *inv.URL)
	}

	// The mail is in the outbox, where staff see it went, with the link hidden: it is Ruth's alone.
	page := listOutbox(t, env, staff, map[string]any{"filter": map[string]any{"kind": "INVITE", "to": "ruth@example.org"}})
	if page.AllOutboxMailsMeta.Count != 1 || len(page.AllOutboxMails) != 1 {
		t.Fatalf("outbox: %+v", page)
	}
	m := page.AllOutboxMails[0]
	if m.Subject != "You're invited to Reach" || m.Status != "QUEUED" || strings.Contains(m.TextBody, "sign-up?i=") || !strings.Contains(m.TextBody, "[invite link (hidden)]") ||
		m.HTMLBody == nil || strings.Contains(*m.HTMLBody, "sign-up?i=") {
		t.Fatalf("invite mail %+v", m)
	}

	// Ruth follows the link in her mail: the sign-up page loads the invite, signed out.
	link, err := url.Parse(env.DroppedLink("ruth@example.org", "INVITE", env.Config.PublicURL+"/sign-up?i="))
	if err != nil {
		t.Fatal(err)
	}
	if code := link.Query().Get("i"); code == inv.ID || len(code) < 40 {
		t.Fatalf("the invite link carries %q, not a code of its own", code)
	}
	if ui := getUserInvite(t, env, inv.ID); ui != nil {
		t.Fatalf("the id staff see opens the invite: %+v", ui)
	}
	ui := getUserInvite(t, env, link.Query().Get("i"))
	if ui == nil {
		t.Fatal("userInvite answered null for a pending invite")
	}
	c := ui.Contact
	if ui.ID != link.Query().Get("i") || ui.ContactID != inv.ContactID || c.ID != inv.ContactID || c.FullName != "Ruth Okafor" || c.FirstName == nil || *c.FirstName != "Ruth" {
		t.Fatalf("userInvite %+v", ui)
	}
	if len(c.Emails) != 1 || c.Emails[0].Email != "ruth@example.org" || c.PrimaryEmailID == nil || *c.PrimaryEmailID != c.Emails[0].ID {
		t.Fatalf("emails %+v (primary %v)", c.Emails, c.PrimaryEmailID)
	}
	if len(c.PhoneNumbers) != 1 || c.PhoneNumbers[0].Phone != "+12025550123" || c.PrimaryPhoneNumberID == nil || *c.PrimaryPhoneNumberID != c.PhoneNumbers[0].ID {
		t.Fatalf("phones %+v (primary %v)", c.PhoneNumbers, c.PrimaryPhoneNumberID)
	}
	if !slices.Equal(ui.RoleIds, []string{"field-worker", "trainer"}) || len(ui.Roles) != 2 ||
		ui.Roles[0].Label != "Field Worker" || ui.Roles[1].Name != "trainer" || ui.Roles[1].Label != "Trainer" {
		t.Fatalf("roles %v %+v", ui.RoleIds, ui.Roles)
	}

	// Sign-up with the invite gives the invite's roles on the invited contact.
	var su struct{ SignUpForUser struct{ Token string } }
	env.Do("", `mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`, map[string]any{"s": map[string]any{
		"username": "ruth", "name": c.FullName, "email": c.Emails[0].Email, "phone": c.PhoneNumbers[0].Phone,
		"password": "Lantern-Fossil-Quiet-71", "inviteId": ui.ID,
	}}).MustDecode(&su)
	var p struct {
		MyProfileForUser struct {
			Roles     []string
			MyContact struct {
				ID string `json:"_id"`
			}
		}
	}
	env.Do(su.SignUpForUser.Token, `query { myProfileForUser { roles myContact { _id } } }`, nil).MustDecode(&p)
	if got := p.MyProfileForUser; !slices.Equal(got.Roles, []string{"field-worker", "trainer"}) || got.MyContact.ID != inv.ContactID {
		t.Fatalf("new user's profile %+v", got)
	}

	// A used invite no longer opens, and the back office shows it accepted.
	if ui := getUserInvite(t, env, ui.ID); ui != nil {
		t.Fatalf("accepted invite still answers %+v", ui)
	}
	var one struct {
		Invite struct {
			Status           string
			AcceptedByUserID *string
		}
	}
	env.Do(staff, `query($id: ID!) { Invite(id: $id) { status acceptedByUserId } }`, map[string]any{"id": inv.ID}).MustDecode(&one)
	if one.Invite.Status != "ACCEPTED" || one.Invite.AcceptedByUserID == nil {
		t.Fatalf("accepted invite shows %+v", one.Invite)
	}
}

func TestInvitePermissions(t *testing.T) {
	env := graphtest.New(t)
	partner, _ := env.SignInAs("partner")
	coordinator, _ := env.SignInAs("regional-coordinator")
	staff, _ := env.SignInAs("staff")
	admin, _ := env.SignInAs("admin")
	vars := func(roles ...string) map[string]any {
		return map[string]any{"n": "Eve Example", "e": "eve@example.org", "r": roles}
	}
	for _, c := range []struct {
		name, token, query string
		vars               map[string]any
		code               string
	}{
		{"anonymous creates", "", createInviteMutation, vars("partner"), "UNAUTHENTICATED"},
		{"partner creates", partner, createInviteMutation, vars("partner"), "FORBIDDEN"},
		{"coordinator creates", coordinator, createInviteMutation, vars("partner"), "FORBIDDEN"},
		{"staff invites an admin", staff, createInviteMutation, vars("admin"), "FORBIDDEN"},
		{"staff invites staff", staff, createInviteMutation, vars("partner", "staff"), "FORBIDDEN"},
		{"anonymous lists invites", "", `{ allInvites { id } }`, nil, "UNAUTHENTICATED"},
		{"partner lists invites", partner, `{ allInvites { id } }`, nil, "FORBIDDEN"},
		{"partner reads the outbox", partner, `{ allOutboxMails { id textBody } }`, nil, "FORBIDDEN"},
		{"anonymous reads the outbox", "", `{ allOutboxMails { id textBody } }`, nil, "UNAUTHENTICATED"},
		{"partner withdraws", partner, `mutation { deleteInvite(id: "x") { id } }`, nil, "FORBIDDEN"},
	} {
		t.Run(c.name, func(t *testing.T) {
			env.Do(c.token, c.query, c.vars).MustFail(c.code, "")
		})
	}
	var roles struct {
		AllRoles []struct{ Name, Label string }
	}
	env.Do(staff, `{ allRoles { name label } }`, nil).MustDecode(&roles)
	want := []struct{ Name, Label string }{{"admin", "Administrator"}, {"staff", "Staff"}, {"regional-coordinator", "Regional Coordinator"},
		{"field-worker", "Field Worker"}, {"trainer", "Trainer"}, {"partner", "Partner"}}
	if !slices.Equal(roles.AllRoles, want) {
		t.Fatalf("allRoles %+v", roles.AllRoles)
	}
	env.Do(partner, `{ allRoles { name } }`, nil).MustFail("FORBIDDEN", "")

	// Nothing refused reached the outbox.
	if page := listOutbox(t, env, staff, nil); page.AllOutboxMailsMeta.Count != 0 {
		t.Fatalf("refused invites left %d mails", page.AllOutboxMailsMeta.Count)
	}
	if inv := createInvite(t, env, admin, "Sam Lee", "sam@example.org", nil, "staff"); !slices.Equal(inv.Roles, []string{"staff"}) || inv.Phone != nil {
		t.Fatalf("admin inviting staff: %+v", inv)
	}
	if inv := createInvite(t, env, staff, "Pat Lee", "pat@example.org", "", "partner"); inv.Status != "PENDING" || inv.Phone != nil {
		t.Fatalf("staff inviting a partner with an empty phone: %+v", inv)
	}
}

func TestCreateInviteValidation(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	_, member := env.SignInAs("partner")
	for _, c := range []struct {
		name, fullName, email string
		phone                 any
		roles                 []string
		msg, field            string
	}{
		{"no name", " ", "a@example.org", nil, []string{"partner"}, "Please enter a name", "fullName"},
		{"no email", "Ana", "", nil, []string{"partner"}, "Please input your E-mail!", "email"},
		{"bad email", "Ana", "ana@example", nil, []string{"partner"}, "The input is not valid E-mail!", "email"},
		{"bad phone", "Ana", "ana@example.org", "12", []string{"partner"}, "Please enter a valid phone number", "phone"},
		{"unknown role", "Ana", "ana@example.org", nil, []string{"pope"}, "Unknown role: pope", "roles"},
		{"no role", "Ana", "ana@example.org", nil, []string{}, "Please select at least one role", "roles"},
		// Sign-up would refuse the email: that person signs in instead.
		{"has an account", "Ana", strings.ToUpper(member.Email), nil, []string{"partner"}, "An account with that email already exists", "email"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := env.Do(staff, createInviteMutation, map[string]any{"n": c.fullName, "e": c.email, "p": c.phone, "r": c.roles})
			res.MustFail("BAD_USER_INPUT", c.msg)
			if f, _ := res.Errors[0].Extensions["field"].(string); f != c.field {
				t.Fatalf("field %q, want %q", f, c.field)
			}
		})
	}
}

func TestUserInviteIsNullOnceWithdrawnOrExpired(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	withdrawn := createInvite(t, env, staff, "Ana", "ana@example.org", nil, "partner")
	aging := createInvite(t, env, staff, "Ben", "ben@example.org", nil, "partner")

	var del struct {
		DeleteInvite struct{ ID, Status string }
	}
	env.Do(staff, `mutation($id: ID!) { deleteInvite(id: $id) { id status } }`, map[string]any{"id": withdrawn.ID}).MustDecode(&del)
	if del.DeleteInvite.ID != withdrawn.ID || del.DeleteInvite.Status != "EXPIRED" {
		t.Fatalf("deleteInvite answered %+v", del.DeleteInvite)
	}
	if ui := getUserInvite(t, env, inviteCode(t, env, "ana@example.org")); ui != nil {
		t.Fatalf("withdrawn invite answers %+v", ui)
	}
	if ui := getUserInvite(t, env, "0193a5b2-7c1e-7f00-8000-1234567890ab"); ui != nil {
		t.Fatalf("unknown invite answers %+v", ui)
	}

	// The back office no longer lists the withdrawn invite.
	var list struct {
		AllInvites []struct{ ID, Status string }
		Meta       struct{ Count int } `json:"_allInvitesMeta"`
	}
	env.Do(staff, `{ allInvites { id status } _allInvitesMeta { count } }`, nil).MustDecode(&list)
	if list.Meta.Count != 1 || len(list.AllInvites) != 1 || list.AllInvites[0].ID != aging.ID {
		t.Fatalf("invites listed %+v", list)
	}

	agingCode := inviteCode(t, env, "ben@example.org")
	if ui := getUserInvite(t, env, agingCode); ui == nil {
		t.Fatal("a fresh invite answers null")
	}
	env.Clock.Advance(14*24*time.Hour + time.Minute)
	if ui := getUserInvite(t, env, agingCode); ui != nil {
		t.Fatalf("invite answers after 14 days: %+v", ui)
	}
	env.Do(staff, `query($f: InviteFilter) { allInvites(filter: $f) { id status } _allInvitesMeta(filter: $f) { count } }`,
		map[string]any{"f": map[string]any{"status": "EXPIRED"}}).MustDecode(&list)
	if list.Meta.Count != 1 || list.AllInvites[0].ID != aging.ID || list.AllInvites[0].Status != "EXPIRED" {
		t.Fatalf("expired invites %+v", list)
	}
}

func TestOutboxListingPagesAndFilters(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	for _, e := range []string{"ana@example.org", "ben@example.org", "cy@example.org"} {
		createInvite(t, env, staff, "Someone", e, nil, "partner")
		env.Clock.Advance(time.Second) // distinct creation times
	}

	page0 := listOutbox(t, env, staff, map[string]any{"page": 0, "perPage": 2, "filter": map[string]any{"kind": "INVITE"}})
	if page0.AllOutboxMailsMeta.Count != 3 || len(page0.AllOutboxMails) != 2 || page0.AllOutboxMails[0].To != "cy@example.org" || page0.AllOutboxMails[1].To != "ben@example.org" {
		t.Fatalf("first page, newest first: %+v", page0)
	}
	page1 := listOutbox(t, env, staff, map[string]any{"page": 1, "perPage": 2, "filter": map[string]any{"kind": "INVITE"}})
	if len(page1.AllOutboxMails) != 1 || page1.AllOutboxMails[0].To != "ana@example.org" {
		t.Fatalf("second page: %+v", page1)
	}
	asc := listOutbox(t, env, staff, map[string]any{"sortField": "to", "sortOrder": "ASC", "filter": map[string]any{"q": "EXAMPLE.ORG", "kind": "INVITE"}})
	if len(asc.AllOutboxMails) != 3 || asc.AllOutboxMails[0].To != "ana@example.org" || asc.AllOutboxMails[2].To != "cy@example.org" {
		t.Fatalf("by address: %+v", asc)
	}
	byTo := listOutbox(t, env, staff, map[string]any{"filter": map[string]any{"to": "BEN@example.org"}})
	if byTo.AllOutboxMailsMeta.Count != 1 || byTo.AllOutboxMails[0].To != "ben@example.org" {
		t.Fatalf("to filter: %+v", byTo)
	}
	id := byTo.AllOutboxMails[0].ID
	var one struct{ OutboxMail *outboxMail }
	env.Do(staff, `query($id: ID!) { OutboxMail(id: $id) { id to subject textBody kind status } }`, map[string]any{"id": id}).MustDecode(&one)
	if one.OutboxMail == nil || one.OutboxMail.ID != id || one.OutboxMail.Kind != "INVITE" {
		t.Fatalf("OutboxMail(id): %+v", one.OutboxMail)
	}
}
