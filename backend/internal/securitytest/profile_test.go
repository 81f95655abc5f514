package securitytest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

const acctEditProfileMutation = `mutation($p: ProfileInput!) { editMyProfileForUser(profile: $p) { _id email } }`

// acctEditProfile sends editMyProfileForUser with profile p as token's user, from ip.
func acctEditProfile(env *graphtest.Env, token, ip string, p map[string]any) *graphtest.Response {
	env.T.Helper()
	return env.DoRequest(graphtest.Request{Token: token, IP: ip, Query: acctEditProfileMutation, Variables: map[string]any{"p": p}})
}

// acctMustFailOnCurrentPassword checks res is BAD_USER_INPUT msg on field currentPassword.
func acctMustFailOnCurrentPassword(t *testing.T, res *graphtest.Response, msg string) {
	t.Helper()
	res.MustFail("BAD_USER_INPUT", msg)
	if f, _ := res.Errors[0].Extensions["field"].(string); f != "currentPassword" {
		t.Fatalf("error on field %q, want currentPassword: %s", f, res.Raw)
	}
}

func acctMyEmail(t *testing.T, env *graphtest.Env, token string) string {
	t.Helper()
	var d struct{ MyProfileForUser struct{ Email string } }
	env.Do(token, `query { myProfileForUser { email } }`, nil).MustDecode(&d)
	return d.MyProfileForUser.Email
}

// Someone holding a session that began more than 10 minutes ago (a borrowed
// device, a stolen token) cannot change the password without the current
// one; a wrong or missing one changes nothing.
func TestProfilePasswordChangeOnAnOldSessionNeedsTheCurrentPassword(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)
	env.Clock.Advance(user.RecentSignIn + time.Minute)

	next := "Orchard-Velvet-Compass-64"
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "password": next}), user.MsgCurrentPasswordRequired)
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "password": next, "currentPassword": "Not-My-Password-99"}), user.MsgCurrentPasswordWrong)
	// Nothing changed: the old password signs in, the new one does not.
	env.SignIn(u.Username, u.Password)
	acctSignIn(env, "", u.Username, next).MustFail("BAD_USER_INPUT", user.MsgBadCredentials)

	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "password": next, "currentPassword": u.Password}).MustOK()
	env.SignIn(u.Username, next)
}

// The same holds for the email, which also decides where password resets
// go: refused without the current password, before the new address is even
// looked up (so an old session cannot ask which addresses have accounts);
// with it, the email changes and the old address is told.
func TestProfileEmailChangeOnAnOldSessionNeedsTheCurrentPasswordAndTellsTheOldAddress(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	someone := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)
	env.Clock.Advance(user.RecentSignIn + time.Minute)

	taker := "taker@example.net"
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": taker}), user.MsgCurrentPasswordRequired)
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": taker, "currentPassword": "Not-My-Password-99"}), user.MsgCurrentPasswordWrong)
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": someone.Email}), user.MsgCurrentPasswordRequired)
	if got := acctMyEmail(t, env, token); got != u.Email {
		t.Fatalf("email is %s after refused changes, want %s", got, u.Email)
	}
	if n := len(env.Mail.To(u.Email)); n != 0 {
		t.Fatalf("%d mails to the owner after refused changes, want none", n)
	}
	// Saving the profile with the same email (in other capitals) needs nothing.
	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "name": "Still Me", "email": strings.ToUpper(u.Email)}).MustOK()

	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "email": taker, "currentPassword": u.Password}).MustOK()
	if got := acctMyEmail(t, env, token); !strings.EqualFold(got, u.Email) {
		t.Fatalf("email is %s before the new address confirmed it, want %s", got, u.Email)
	}
	env.DoRequest(graphtest.Request{Token: token, Query: confirmEmailChangeMutation, Variables: map[string]any{"c": confirmCode(env, taker)}}).MustOK()
	if got := acctMyEmail(t, env, token); got != taker {
		t.Fatalf("email is %s, want %s", got, taker)
	}
	mails := acctMailTo(env, u.Email)
	if len(mails) != 1 || mails[0].Kind != mail.KindEmailChanged {
		t.Fatalf("the old address got %+v, want one %s mail", mails, mail.KindEmailChanged)
	}
	for _, want := range []string{taker, u.Username, "If you did not"} {
		if !strings.Contains(mails[0].Text, want) {
			t.Errorf("the mail to the old address lacks %q:\n%s", want, mails[0].Text)
		}
	}
}

// Guessing the current password through the profile counts like guessing at
// sign-in: after LimitSignInPair wrong ones from an address, even the right
// one waits, and sign-in from that address waits too.
func TestProfileCurrentPasswordGuessesCountAsSignInFailures(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)
	ip := "203.0.113.77"
	for range user.LimitSignInPair.Max {
		acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, ip, map[string]any{"_id": u.ID, "password": "Orchard-Velvet-Compass-64", "currentPassword": "Wrong-Guess-123!"}), user.MsgCurrentPasswordWrong)
	}
	acctEditProfile(env, token, ip, map[string]any{"_id": u.ID, "password": "Orchard-Velvet-Compass-64", "currentPassword": u.Password}).MustFail("RATE_LIMITED", "")
	acctSignIn(env, ip, u.Username, u.Password).MustFail("RATE_LIMITED", "")
	acctSignIn(env, "198.51.100.9", u.Username, u.Password).MustOK()
}

// Within RecentSignIn of signing in, the change needs no current password
// (the owner just proved who they are); a current password that is given
// must still be right. An account without a password can only rely on a
// recent sign-in.
func TestProfileRecentSignInConfirmsTheChange(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	u := env.CreateUser("partner")
	token := env.SignIn(u.Username, u.Password)
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "password": "Orchard-Velvet-Compass-64", "currentPassword": "Wrong-Guess-123!"}), user.MsgCurrentPasswordWrong)
	acctEditProfile(env, token, "", map[string]any{"_id": u.ID, "password": "Orchard-Velvet-Compass-64"}).MustOK()
	env.SignIn(u.Username, "Orchard-Velvet-Compass-64")

	// A Google-only account (no password) after the 10 minutes is asked to sign in again.
	g := env.CreateUser("partner")
	gToken := env.SignIn(g.Username, g.Password)
	if _, err := env.DB.Bun().NewUpdate().Model((*model.User)(nil)).Set("password_hash = ''").Where("id = ?", g.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	env.Clock.Advance(user.RecentSignIn + time.Minute)
	acctMustFailOnCurrentPassword(t, acctEditProfile(env, gToken, "", map[string]any{"_id": g.ID, "email": "elsewhere@example.net"}), user.MsgSignInAgain)
	var d struct{ MyProfileForUser struct{ HasPassword bool } }
	env.Do(gToken, `query { myProfileForUser { hasPassword } }`, nil).MustDecode(&d)
	if d.MyProfileForUser.HasPassword {
		t.Fatal("an account without a password says hasPassword")
	}
}
