package graph_test

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

const signInMutation = `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`

const profileQuery = `query { myProfileForUser { _id username name email phone emailVerified roles permissions
  myContact { _id fullName } myHousehold { _id fullName } myOrganizations { _id fullName } } }`

type profile struct {
	ID            string `json:"_id"`
	Username      string
	Name          string
	Email         string
	Phone         *string
	EmailVerified bool
	Roles         []string
	Permissions   []string
	MyContact     *struct {
		ID       string `json:"_id"`
		FullName string
	}
	MyHousehold *struct {
		ID       string `json:"_id"`
		FullName string
	}
	MyOrganizations []struct {
		ID       string `json:"_id"`
		FullName string
	}
}

func myProfile(t *testing.T, env *graphtest.Env, token string) profile {
	t.Helper()
	var d struct{ MyProfileForUser profile }
	env.Do(token, profileQuery, nil).MustDecode(&d)
	return d.MyProfileForUser
}

func TestSignIn(t *testing.T) {
	env := graphtest.New(t)
	u := env.CreateUser("partner")
	noRole := env.CreateUser()
	gone := env.CreateUser("partner")
	staff := env.SignIn(env.CreateUser("staff").Username, graphtest.DefaultPassword)
	env.Do(staff, `mutation($id: ID!) { deleteUser(id: $id) { id active } }`, map[string]any{"id": gone.ID}).MustOK()

	cases := []struct {
		name, login, password string
		wantCode, wantMsg     string
	}{
		{"by username", u.Username, u.Password, "", ""},
		{"by username in other case", strings.ToUpper(u.Username), u.Password, "", ""},
		{"by email", u.Email, u.Password, "", ""},
		{"by email in other case", strings.ToUpper(u.Email), u.Password, "", ""},
		{"wrong password", u.Username, "Not-The-Password-1", "BAD_USER_INPUT", "does not exist"},
		{"unknown user", "nobody-here", u.Password, "BAD_USER_INPUT", "does not exist"},
		{"user without a role", noRole.Username, noRole.Password, "FORBIDDEN", "has not been assigned a role"},
		{"no-role message needs the right password", noRole.Username, "Not-The-Password-1", "BAD_USER_INPUT", "does not exist"},
		{"deactivated user", gone.Username, gone.Password, "BAD_USER_INPUT", "does not exist"},
		{"username missing", " ", u.Password, "BAD_USER_INPUT", "Please enter your username"},
		{"password missing", u.Username, "", "BAD_USER_INPUT", "Please enter your password"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := env.Do("", signInMutation, map[string]any{"u": c.login, "p": c.password})
			if c.wantCode != "" {
				res.MustFail(c.wantCode, c.wantMsg)
				return
			}
			var d struct{ SignIntoUser struct{ Token string } }
			res.MustDecode(&d)
			if p := myProfile(t, env, d.SignIntoUser.Token); p.ID != u.ID {
				t.Fatalf("signed in as %s, want %s", p.Username, u.Username)
			}
		})
	}
}

func TestSignOutRevokesTheToken(t *testing.T) {
	env := graphtest.New(t)
	token, _ := env.SignInAs("partner")
	env.Do(token, profileQuery, nil).MustOK() // the session is now read, and kept for a moment
	env.Do(token, `mutation { signOutOfUser }`, nil).MustOK()
	env.Do(token, profileQuery, nil).MustFail("UNAUTHENTICATED", "")
}

func TestProfileCarriesPermissionsAndContacts(t *testing.T) {
	env := graphtest.New(t)
	token, u := env.SignInAs("field-worker")
	now := time.Now().UTC()
	household := &model.Contact{ID: "hh-1", Type: model.ContactHousehold, FullName: "The Smith Household", CreatedAt: now, UpdatedAt: now}
	org := &model.Contact{ID: "org-1", Type: model.ContactOrganization, FullName: "Hope Church", CreatedAt: now, UpdatedAt: now}
	for _, c := range []*model.Contact{household, org} {
		insert(t, env, c)
		insert(t, env, &model.ContactMember{GroupContactID: c.ID, MemberContactID: u.ContactID, CreatedAt: now})
	}
	p := myProfile(t, env, token)
	if p.MyContact == nil || p.MyContact.ID != u.ContactID || p.MyContact.FullName != u.Name {
		t.Errorf("myContact = %+v, want the user's own contact", p.MyContact)
	}
	if p.MyHousehold == nil || p.MyHousehold.FullName != "The Smith Household" {
		t.Errorf("myHousehold = %+v", p.MyHousehold)
	}
	if len(p.MyOrganizations) != 1 || p.MyOrganizations[0].FullName != "Hope Church" {
		t.Errorf("myOrganizations = %+v", p.MyOrganizations)
	}
	for _, want := range []string{"view-user-ui-upg", "get-user-upg-stats", "view-user-ui-loan-agreement"} {
		if !contains(p.Permissions, want) {
			t.Errorf("field worker's permissions %v lack %s", p.Permissions, want)
		}
	}
	if contains(p.Permissions, "view-admin-ui") {
		t.Errorf("field worker holds view-admin-ui")
	}

	// The Contact header: acting for the household works, for a stranger's contact it is refused.
	env.DoRequest(graphtest.Request{Token: token, ContactID: "hh-1", Query: profileQuery}).MustOK()
	stranger := env.CreateUser("partner")
	env.DoRequest(graphtest.Request{Token: token, ContactID: stranger.ContactID, Query: profileQuery}).MustFail("FORBIDDEN", "")
	env.DoRequest(graphtest.Request{Token: token, ContactID: "no-such-contact", Query: profileQuery}).MustFail("FORBIDDEN", "")
}

// insert writes rows the API under test does not create itself (contacts,
// invites: other domains own them).
func insert(t *testing.T, env *graphtest.Env, row any) {
	t.Helper()
	if _, err := env.DB.Bun().NewInsert().Model(row).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

const signUpMutation = `mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`

func signUpVars(over map[string]any) map[string]any {
	s := map[string]any{"username": "new.user", "name": "New User", "email": "new.user@example.org", "phone": "5555551234", "password": "Lantern-Fossil-Quiet-71"}
	for k, v := range over {
		s[k] = v
	}
	return map[string]any{"s": s}
}

func TestSignUpValidation(t *testing.T) {
	env := graphtest.New(t)
	existing := env.CreateUser("partner")
	cases := []struct {
		name string
		over map[string]any
		want string
	}{
		{"username missing", map[string]any{"username": ""}, user.MsgUsernameRequired},
		{"username with a space", map[string]any{"username": "new user"}, user.MsgUsernameInvalid},
		{"username with a slash", map[string]any{"username": "new/user"}, user.MsgUsernameInvalid},
		{"name missing", map[string]any{"name": "  "}, user.MsgNameRequired},
		{"email missing", map[string]any{"email": ""}, user.MsgEmailRequired},
		{"email not an address", map[string]any{"email": "new.user-at-example.org"}, user.MsgEmailInvalid},
		{"phone not a number", map[string]any{"phone": "12-34"}, user.MsgPhoneInvalid},
		{"password missing", map[string]any{"password": ""}, user.MsgPasswordRequired},
		{"password short", map[string]any{"password": "Ab1!xyz"}, user.MsgPasswordWeak},
		{"password long but guessable", map[string]any{"password": "password1234"}, user.MsgPasswordWeak},
		{"username taken (other case)", map[string]any{"username": strings.ToUpper(existing.Username)}, user.MsgSignUpRefused},
		{"email taken (other case)", map[string]any{"email": strings.ToUpper(existing.Email)}, user.MsgSignUpRefused},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env.Do("", signUpMutation, signUpVars(c.over)).MustFail("BAD_USER_INPUT", c.want)
		})
	}
	// The exact texts the spec gives.
	if user.MsgPasswordWeak != "Weak password, must contain minimum of 10 characters, at least 1 uppercase letter, 1 number, and 1 symbol or special character." ||
		user.MsgUsernameInvalid != "Please enter a valid username (letters, numbers or one of (_.@$-))" {
		t.Fatal("a validation message drifted from the spec's text")
	}
}

func TestSignUpMakesAPartnerWithNormalisedPhone(t *testing.T) {
	env := graphtest.New(t)
	var d struct{ SignUpForUser struct{ Token string } }
	env.Do("", signUpMutation, signUpVars(nil)).MustDecode(&d)
	p := myProfile(t, env, d.SignUpForUser.Token)
	if p.Username != "new.user" || len(p.Roles) != 1 || p.Roles[0] != "partner" {
		t.Fatalf("signed-up user %s has roles %v, want partner", p.Username, p.Roles)
	}
	if p.Phone == nil || *p.Phone != "+15555551234" {
		t.Fatalf("phone %v, want +15555551234", p.Phone)
	}
	if p.EmailVerified {
		t.Fatal("an uninvited sign-up's email counts as verified")
	}
	// An empty phone is stored as null.
	var d2 struct{ SignUpForUser struct{ Token string } }
	env.Do("", signUpMutation, signUpVars(map[string]any{"username": "second", "email": "second@example.org", "phone": ""})).MustDecode(&d2)
	if p := myProfile(t, env, d2.SignUpForUser.Token); p.Phone != nil {
		t.Fatalf("empty phone stored as %q", *p.Phone)
	}
}

func insertInvite(t *testing.T, env *graphtest.Env, id, email, roles string, expires time.Time) (contactID string) {
	t.Helper()
	now := time.Now().UTC()
	c := &model.Contact{ID: "contact-" + id, Type: model.ContactIndividual, FullName: "Invited Person", CreatedAt: now, UpdatedAt: now}
	insert(t, env, c)
	// The test uses the id as the invite's code.
	insert(t, env, &model.Invite{ID: id, CodeHash: auth.HashToken(id), ContactID: c.ID, Email: email, Roles: roles, CreatedAt: now, ExpiresAt: expires})
	return c.ID
}

func TestSignUpWithInvite(t *testing.T) {
	env := graphtest.New(t)
	contactID := insertInvite(t, env, "inv-1", "invited@example.org", "field-worker,trainer", time.Now().Add(24*time.Hour))

	var d struct{ SignUpForUser struct{ Token string } }
	env.Do("", signUpMutation, signUpVars(map[string]any{"username": "invited", "email": "invited@example.org", "inviteId": "inv-1"})).MustDecode(&d)
	p := myProfile(t, env, d.SignUpForUser.Token)
	if p.MyContact == nil || p.MyContact.ID != contactID {
		t.Fatalf("user's contact %+v, want the invited contact %s", p.MyContact, contactID)
	}
	if !contains(p.Roles, "field-worker") || !contains(p.Roles, "trainer") || contains(p.Roles, "partner") {
		t.Fatalf("roles %v, want the invite's field-worker and trainer", p.Roles)
	}
	if !p.EmailVerified {
		t.Fatal("signing up with the invited address should count as verified")
	}
	var acceptedBy *string
	if err := env.DB.Bun().NewSelect().Model((*model.Invite)(nil)).Column("accepted_by_user_id").Where("id = ?", "inv-1").Scan(context.Background(), &acceptedBy); err != nil || acceptedBy == nil || *acceptedBy != p.ID {
		t.Fatalf("invite not marked accepted by the new user: %v %v", acceptedBy, err)
	}

	// The same invite cannot make a second account.
	env.Do("", signUpMutation, signUpVars(map[string]any{"username": "again", "email": "again@example.org", "inviteId": "inv-1"})).
		MustFail("BAD_USER_INPUT", "already been used")
	// Nor can an expired one, and a refused invite creates no user.
	insertInvite(t, env, "inv-old", "old@example.org", "partner", time.Now().Add(-time.Hour))
	env.Do("", signUpMutation, signUpVars(map[string]any{"username": "late", "email": "late@example.org", "inviteId": "inv-old"})).
		MustFail("BAD_USER_INPUT", "expired")
	env.Do("", signInMutation, map[string]any{"u": "late", "p": "Lantern-Fossil-Quiet-71"}).MustFail("BAD_USER_INPUT", "does not exist")
}

func TestMagicLink(t *testing.T) {
	env := graphtest.New(t)
	u := env.CreateUser("partner")
	send := `mutation($e: String!) { sendMagicLink(email: $e) }`
	use := `mutation($c: String!) { signIntoUserWithMagicLink(code: $c) { token } }`

	env.Do("", send, map[string]any{"e": strings.ToUpper(u.Email)}).MustOK()
	link := env.Mail.LastLink(t, u.Email, env.Config.PublicURL+"/sign-in?c=")
	code := mustQuery(t, link, "c")

	var d struct{ SignIntoUserWithMagicLink struct{ Token string } }
	env.Do("", use, map[string]any{"c": code}).MustDecode(&d)
	if p := myProfile(t, env, d.SignIntoUserWithMagicLink.Token); p.ID != u.ID {
		t.Fatalf("magic link signed in %s", p.Username)
	}
	env.Do("", use, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", "Broken link")

	// A link older than 15 minutes no longer works.
	env.Do("", send, map[string]any{"e": u.Email}).MustOK()
	code = mustQuery(t, env.Mail.LastLink(t, u.Email, env.Config.PublicURL+"/sign-in?c="), "c")
	env.Clock.Advance(16 * time.Minute)
	env.Do("", use, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", "Broken link")

	// An unknown address gets the same answer and no mail.
	before := len(env.Mail.All())
	env.Do("", send, map[string]any{"e": "stranger@example.org"}).MustOK()
	if len(env.Mail.All()) != before {
		t.Fatal("a mail went to an address without an account")
	}
}

func mustQuery(t *testing.T, link, key string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Query().Get(key) == "" {
		t.Fatalf("link %q has no %s", link, key)
	}
	return u.Query().Get(key)
}

func TestForgotPasswordAndReset(t *testing.T) {
	env := graphtest.New(t)
	u := env.CreateUser("partner")
	oldToken := env.SignIn(u.Username, u.Password)
	send := `mutation($e: String!) { sendForgotPasswordLink(email: $e) }`
	interpret := `mutation($c: String!) { interpretForgotPasswordLink(code: $c) { _id username name } }`
	reset := `mutation($c: String!, $p: String!) { resetPasswordWithLink(code: $c, password: $p) }`

	known := env.Do("", send, map[string]any{"e": u.Email})
	unknown := env.Do("", send, map[string]any{"e": "nobody@example.org"})
	known.MustOK()
	unknown.MustOK()
	if string(known.Data) != string(unknown.Data) {
		t.Fatalf("answers differ for known and unknown addresses: %s vs %s", known.Data, unknown.Data)
	}
	env.Do("", send, map[string]any{"e": "not-an-email"}).MustFail("BAD_USER_INPUT", "Please enter a valid email")

	prefix := env.Config.PublicURL + "/reset-password/"
	code := strings.TrimPrefix(env.Mail.LastLink(t, u.Email, prefix), prefix)

	var info struct {
		InterpretForgotPasswordLink struct {
			ID       string `json:"_id"`
			Username string
			Name     string
		}
	}
	env.Do("", interpret, map[string]any{"c": code}).MustDecode(&info)
	if info.InterpretForgotPasswordLink.Username != u.Username || info.InterpretForgotPasswordLink.Name != u.Name {
		t.Fatalf("reset link names %+v", info.InterpretForgotPasswordLink)
	}
	env.Do("", interpret, map[string]any{"c": "made-up"}).MustFail("BAD_USER_INPUT", user.MsgBrokenLink)
	env.Do("", reset, map[string]any{"c": code, "p": "weakpass"}).MustFail("BAD_USER_INPUT", user.MsgPasswordWeak)

	env.Do("", reset, map[string]any{"c": code, "p": "Saffron-Glacier-Piano-28"}).MustOK()
	env.Do(oldToken, profileQuery, nil).MustFail("UNAUTHENTICATED", "")
	env.Do("", signInMutation, map[string]any{"u": u.Username, "p": u.Password}).MustFail("BAD_USER_INPUT", "does not exist")
	env.SignIn(u.Username, "Saffron-Glacier-Piano-28")
	// The link works once.
	env.Do("", reset, map[string]any{"c": code, "p": "Another-Strong-Pass-55"}).MustFail("BAD_USER_INPUT", user.MsgBrokenLink)

	// A reset link expires after 60 minutes.
	env.Do("", send, map[string]any{"e": u.Email}).MustOK()
	code = strings.TrimPrefix(env.Mail.LastLink(t, u.Email, prefix), prefix)
	env.Clock.Advance(61 * time.Minute)
	env.Do("", interpret, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", user.MsgBrokenLink)
}

func TestRateLimits(t *testing.T) {
	env := graphtest.New(t)
	// The limits count in whole minutes and hours of the server's clock: start just after an
	// hour begins, so no window turns over in the middle of a count.
	now := env.Clock.Now()
	env.Clock.Advance(now.Truncate(time.Hour).Add(time.Hour + time.Second).Sub(now))
	u := env.CreateUser("partner")
	// Failed passwords count per account and address: an address that failed five times in a
	// quarter of an hour waits for the next quarter, while the owner elsewhere signs in.
	for range 5 {
		env.DoRequest(graphtest.Request{IP: "10.0.0.1", Query: signInMutation, Variables: map[string]any{"u": u.Username, "p": "Wrong-Password-00"}}).
			MustFail("BAD_USER_INPUT", "does not exist")
	}
	res := env.DoRequest(graphtest.Request{IP: "10.0.0.1", Query: signInMutation, Variables: map[string]any{"u": u.Username, "p": u.Password}})
	res.MustFail("RATE_LIMITED", "Too many attempts. Please try again in 15 minutes.")
	env.DoRequest(graphtest.Request{IP: "10.0.1.1", Query: signInMutation, Variables: map[string]any{"u": u.Username, "p": u.Password}}).MustOK()
	// The next quarter it works again.
	env.Clock.Advance(15 * time.Minute)
	env.DoRequest(graphtest.Request{IP: "10.0.0.1", Query: signInMutation, Variables: map[string]any{"u": u.Username, "p": u.Password}}).MustOK()

	// Thirty tries per minute from one address, whatever the username.
	for i := range 30 {
		env.DoRequest(graphtest.Request{IP: "10.9.9.9", Query: signInMutation, Variables: map[string]any{"u": "someone-" + itoa(i), "p": "x"}})
	}
	env.DoRequest(graphtest.Request{IP: "10.9.9.9", Query: signInMutation, Variables: map[string]any{"u": u.Username, "p": u.Password}}).MustFail("RATE_LIMITED", "")

	// Five mails an hour to one address.
	send := `mutation($e: String!) { sendForgotPasswordLink(email: $e) }`
	for i := range 5 {
		env.DoRequest(graphtest.Request{IP: "10.1.0." + itoa(i), Query: send, Variables: map[string]any{"e": u.Email}}).MustOK()
	}
	env.DoRequest(graphtest.Request{IP: "10.1.1.1", Query: send, Variables: map[string]any{"e": u.Email}}).MustFail("RATE_LIMITED", "")
	if n := len(env.Mail.To(u.Email)); n != 5 {
		t.Fatalf("%d reset mails sent, want 5", n)
	}
	// Twenty mails an hour from one address, whatever the email.
	for i := range 20 {
		env.DoRequest(graphtest.Request{IP: "10.2.2.2", Query: send, Variables: map[string]any{"e": "p" + itoa(i) + "@example.org"}}).MustOK()
	}
	env.DoRequest(graphtest.Request{IP: "10.2.2.2", Query: send, Variables: map[string]any{"e": "fresh@example.org"}}).MustFail("RATE_LIMITED", "")
}

func itoa(i int) string { return strconv.Itoa(i) }
