package securitytest

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/user"
)

// A person's own change of email on My Profile, and the one-time links around it: what an
// attacker holding a session, a link or a guess at an address can do with them.

const (
	acctPendingQuery   = `query { myPendingEmailChange { email } }`
	acctResendMutation = `mutation { resendEmailChange { email } }`
)

// acctPending is the viewer's pending new address ("" for none).
func acctPending(t *testing.T, env *graphtest.Env, token string) string {
	t.Helper()
	var d struct{ MyPendingEmailChange *struct{ Email string } }
	env.Do(token, acctPendingQuery, nil).MustDecode(&d)
	if d.MyPendingEmailChange == nil {
		return ""
	}
	return d.MyPendingEmailChange.Email
}

// The account keeps its email, and signs in with it, until the new address follows its link;
// the link works once, only for its own account when someone is signed in, and not after it
// expired. The old address is told once the change is made.
func TestAProfileEmailChangeWaitsForItsLinkWhichWorksOnceForItsOwnerOnly(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)
	otherToken, _ := env.SignInAs("partner")
	next := "next-home@example.net"

	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": next}).MustOK()
	if got := acctMyEmail(t, env, token); got != u.Email {
		t.Fatalf("email is %s before the link was followed, want %s", got, u.Email)
	}
	if got := acctPending(t, env, token); got != next {
		t.Fatalf("pending change %q, want %s", got, next)
	}
	env.SignIn(u.Email, u.Password) // the old address still signs in
	if kinds := staffMailKinds(env, next); len(kinds) != 1 || kinds[0] != mail.KindEmailChangeConfirm {
		t.Fatalf("the new address got %v, want one %s", kinds, mail.KindEmailChangeConfirm)
	}
	code := confirmCode(env, next)

	// Another signed-in person holding the link switches nothing, and the link still works.
	env.Do(otherToken, confirmEmailChangeMutation, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", user.MsgEmailChangeOtherAccount)
	if got := acctMyEmail(t, env, token); got != u.Email {
		t.Fatalf("another account's session changed the email to %s", got)
	}
	if kinds := staffMailKinds(env, u.Email); len(kinds) != 0 {
		t.Fatalf("the old address got %v before the change", kinds)
	}

	env.Do(token, confirmEmailChangeMutation, map[string]any{"c": code}).MustOK()
	if got := acctMyEmail(t, env, token); got != next {
		t.Fatalf("email is %s after the link, want %s", got, next)
	}
	if got := acctPending(t, env, token); got != "" {
		t.Fatalf("a change %s still waits after the link", got)
	}
	// Twice: refused, and the account stays as the first use left it.
	env.Do("", confirmEmailChangeMutation, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", user.MsgEmailChangeLinkBroken)
	mails := acctMailTo(env, u.Email)
	if len(mails) != 1 || mails[0].Kind != mail.KindEmailChanged || !strings.Contains(mails[0].Text, next) {
		t.Fatalf("the old address got %v, want one %s naming %s", staffMailKinds(env, u.Email), mail.KindEmailChanged, next)
	}

	// Expired: refused, and the email stays.
	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": "later@example.net"}).MustOK()
	late := confirmCode(env, "later@example.net")
	env.Clock.Advance(user.EmailChangeLifetime + time.Minute)
	env.Do(token, confirmEmailChangeMutation, map[string]any{"c": late}).MustFail("BAD_USER_INPUT", user.MsgEmailChangeLinkBroken)
	if got := acctMyEmail(t, env, token); got != next {
		t.Fatalf("an expired link changed the email to %s", got)
	}
}

// Asking for an address that has an account answers exactly as asking for a free one, the
// pending change and asking again included; the taken address's owner is told instead, and no
// link can make the change.
func TestAProfileEmailChangeAnswersTheSameForATakenAddress(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	owner := env.CreateUser("partner")
	a := env.CreateUser("partner")
	b := env.CreateUser("partner")
	ta, tb := env.SignIn(a.Username, a.Password), env.SignIn(b.Username, b.Password)
	anon := func(raw []byte, u *graphtest.TestUser, addr string) string {
		return strings.NewReplacer(u.ID, "ID", u.Email, "EMAIL", addr, "NEW").Replace(string(raw))
	}
	free := acctEditProfile(env, ta, "", map[string]any{"_id": a.ID, "email": "free@example.net"})
	taken := acctEditProfile(env, tb, "", map[string]any{"_id": b.ID, "email": owner.Email})
	if anon(free.Raw, a, "free@example.net") != anon(taken.Raw, b, owner.Email) {
		t.Fatalf("the answers differ:\n%s\n%s", free.Raw, taken.Raw)
	}
	for _, q := range []string{acctPendingQuery, acctResendMutation} {
		f, tk := env.Do(ta, q, nil), env.Do(tb, q, nil)
		if anon(f.Raw, a, "free@example.net") != anon(tk.Raw, b, owner.Email) {
			t.Fatalf("%s answers differ:\n%s\n%s", q, f.Raw, tk.Raw)
		}
	}
	if kinds := staffMailKinds(env, owner.Email); len(kinds) != 2 || kinds[0] != mail.KindEmailChangeTaken {
		t.Fatalf("the owner of the taken address got %v, want %s twice (asked, asked again)", kinds, mail.KindEmailChangeTaken)
	}
	if got := acctMyEmail(t, env, tb); got != b.Email {
		t.Fatalf("email is %s, want %s", got, b.Email)
	}
}

// Asking again sends a new link and the one mailed before stops working; it counts under the
// mail limits like the first request, and with nothing waiting there is nothing to send.
func TestAskingAgainForAnEmailChangeLinkReplacesItUnderTheSameLimits(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)
	env.Do(token, acctResendMutation, nil).MustFail("BAD_USER_INPUT", user.MsgNoEmailChangePending)

	next := "again@example.net"
	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": next}).MustOK()
	first := confirmCode(env, next)
	env.Do(token, acctResendMutation, nil).MustOK()
	second := confirmCode(env, next)
	if first == second {
		t.Fatal("asking again mailed the same link")
	}
	env.Do(token, confirmEmailChangeMutation, map[string]any{"c": first}).MustFail("BAD_USER_INPUT", user.MsgEmailChangeLinkBroken)

	// Two sent; the address's limit allows LimitMailAddr in all.
	for range user.LimitMailAddr.Max - 2 {
		env.Do(token, acctResendMutation, nil).MustOK()
	}
	env.Do(token, acctResendMutation, nil).MustFail("RATE_LIMITED", "")
	if n := len(env.Dropped(next)); n != user.LimitMailAddr.Max {
		t.Fatalf("%d links mailed, want %d", n, user.LimitMailAddr.Max)
	}
	env.Do(token, confirmEmailChangeMutation, map[string]any{"c": confirmCode(env, next)}).MustOK()
}

// A changed password is told to the account's address, on the profile and by a reset link,
// with the way back if it was not its owner.
func TestAChangedPasswordIsToldToTheAccountsAddress(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)

	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "password": "Orchard-Velvet-Compass-64"}).MustOK()
	mails := env.Dropped(u.Email)
	if len(mails) != 1 || mails[0].Kind != mail.KindPasswordChanged {
		t.Fatalf("after a change on the profile the address got %v, want one %s", staffMailKinds(env, u.Email), mail.KindPasswordChanged)
	}
	for _, want := range []string{u.Username, "by someone signed in to your account", env.Config.PublicURL + "/forgot-password", "If you did not"} {
		if !strings.Contains(mails[0].Text, want) {
			t.Errorf("the mail lacks %q:\n%s", want, mails[0].Text)
		}
	}

	env.Do("", `mutation($e: String!) { sendForgotPasswordLink(email: $e) }`, map[string]any{"e": u.Email}).MustOK()
	prefix := env.Config.PublicURL + "/reset-password/"
	code, _ := url.PathUnescape(strings.TrimPrefix(env.Mail.LastLink(t, u.Email, prefix), prefix))
	reset := `mutation($c: String!, $p: String!) { resetPasswordWithLink(code: $c, password: $p) }`
	env.Do("", reset, map[string]any{"c": code, "p": "weak"}).MustFail("BAD_USER_INPUT", "")
	if n := len(env.Dropped(u.Email)); n != 1 {
		t.Fatalf("a refused reset mailed: %d mails", n)
	}
	env.Do("", reset, map[string]any{"c": code, "p": "Saffron-Glacier-Piano-28"}).MustOK()
	mails = env.Dropped(u.Email)
	if len(mails) != 2 || mails[1].Kind != mail.KindPasswordChanged || !strings.Contains(mails[1].Text, "with a reset link mailed to this address") {
		t.Fatalf("after a reset the address got %v", staffMailKinds(env, u.Email))
	}
	// The link used, a second use changes nothing and mails nothing.
	env.Do("", reset, map[string]any{"c": code, "p": "Another-Strong-Pass-55"}).MustFail("BAD_USER_INPUT", user.MsgBrokenLink)
	if n := len(env.Dropped(u.Email)); n != 2 {
		t.Fatalf("a second use of the link mailed: %d mails", n)
	}
}

// Asking again for a sign-in or reset link from the page that sent it answers the same for an
// address with an account and one without, under the same limit.
func TestAskingAgainForALinkDoesNotRevealAccounts(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	for _, m := range []string{`mutation($e: String!) { sendForgotPasswordLink(email: $e) }`, `mutation($e: String!) { sendMagicLink(email: $e) }`} {
		for range 2 {
			known := env.DoRequest(graphtest.Request{IP: "198.51.100.7", Query: m, Variables: map[string]any{"e": u.Email}})
			unknown := env.DoRequest(graphtest.Request{IP: "198.51.100.8", Query: m, Variables: map[string]any{"e": "nobody-here@example.net"}})
			if string(known.Raw) != string(unknown.Raw) {
				t.Fatalf("%s again: answers differ:\n%s\n%s", m, known.Raw, unknown.Raw)
			}
		}
	}
	// The fifth request for one address is the last the limit lets through, account or not.
	m := `mutation($e: String!) { sendForgotPasswordLink(email: $e) }`
	env.Do("", m, map[string]any{"e": u.Email}).MustOK()
	env.Do("", m, map[string]any{"e": "nobody-here@example.net"}).MustOK()
	k, n := env.Do("", m, map[string]any{"e": u.Email}), env.Do("", m, map[string]any{"e": "nobody-here@example.net"})
	k.MustFail("RATE_LIMITED", "")
	if string(k.Raw) != string(n.Raw) {
		t.Fatalf("over the limit the answers differ:\n%s\n%s", k.Raw, n.Raw)
	}
}

// Claiming a gift by the link mailed to the address proves the address.
func TestClaimingAGiftByItsMailedLinkVerifiesTheAddress(t *testing.T) {
	env := graphtest.New(t)
	giveSeed(t, env)
	token, u := env.SignInAs("partner")
	if _, err := env.DB.Bun().NewUpdate().Table("users").Set("email_verified = ?", false).Where("id = ?", u.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	verified := func() bool {
		var d struct{ MyProfileForUser struct{ EmailVerified bool } }
		env.Do(token, `query { myProfileForUser { emailVerified } }`, nil).MustDecode(&d)
		return d.MyProfileForUser.EmailVerified
	}
	if verified() {
		t.Fatal("the address is verified before the claim")
	}
	session := giveSignedOut(t, env, u.Name, u.Email)
	env.Do("", giveComplete, map[string]any{"id": session}).MustOK()
	link := env.Mail.LastLink(t, u.Email, env.Config.PublicURL+"/claim-gift?c=")
	code, _ := url.QueryUnescape(strings.TrimPrefix(link, env.Config.PublicURL+"/claim-gift?c="))
	env.Do(token, giveClaim, map[string]any{"c": code}).MustOK()
	if !verified() {
		t.Fatal("claiming the gift by its mailed link did not verify the address")
	}
}
