package securitytest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/user"
)

// acctStartOfDay moves the server's clock to just after a UTC day begins, so
// no rate-limit window (a minute, a quarter of an hour, an hour, a day) turns
// over in the middle of a test's count.
func acctStartOfDay(env *graphtest.Env) {
	now := env.Clock.Now().UTC()
	env.Clock.Advance(now.Truncate(24 * time.Hour).Add(24*time.Hour + time.Second).Sub(now))
}

const acctSignUpMutation = `mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`

// acctNewPassword is the password of the accounts the tests sign up.
const acctNewPassword = "Lantern-Fossil-Quiet-71"

// acctSignUp signs up username with email from the client address ip.
func acctSignUp(env *graphtest.Env, ip, username, email string) *graphtest.Response {
	env.T.Helper()
	return env.DoRequest(graphtest.Request{IP: ip, Query: acctSignUpMutation, Variables: map[string]any{"s": map[string]any{
		"username": username, "name": "Sam Newcomer", "email": email, "password": acctNewPassword,
	}}})
}

func acctUserCount(t *testing.T, env *graphtest.Env) int {
	t.Helper()
	n, err := env.DB.CountUsers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// A script signing up from one address is stopped within ten tries; a
// household of three gets through, another address is not affected, and the
// address may sign up again after the hour.
func TestSignUpFromOneAddressIsStoppedWithinTenTries(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	created, firstRefused := 0, 0
	for i := 1; i <= 30; i++ {
		res := acctSignUp(env, "203.0.113.7", fmt.Sprintf("script-%d", i), fmt.Sprintf("script-%d@example.org", i))
		if len(res.Errors) == 0 {
			if firstRefused != 0 {
				t.Fatalf("sign-up %d went through after sign-up %d was refused", i, firstRefused)
			}
			created++
			continue
		}
		res.MustFail("RATE_LIMITED", "Too many attempts. Please try again in ")
		if firstRefused == 0 {
			firstRefused = i
		}
	}
	if firstRefused == 0 || firstRefused > 10 {
		t.Fatalf("30 sign-ups from one address: the first refused was number %d, want one within 10", firstRefused)
	}
	if created < 3 {
		t.Fatalf("only %d sign-ups from one address went through: a household of three could not sign up", created)
	}
	if n := acctUserCount(t, env); n != created {
		t.Fatalf("%d accounts exist after %d sign-ups went through", n, created)
	}
	// One address cannot spend everyone's sign-ups: another signs up in the same minute.
	acctSignUp(env, "198.51.100.20", "neighbour", "neighbour@example.org").MustOK()
	// Slowed down, not shut out: after the hour the address signs up again.
	env.Clock.Advance(time.Hour)
	acctSignUp(env, "203.0.113.7", "script-later", "script-later@example.org").MustOK()
}

// A script spread over many addresses meets the overall limit; the next
// minute, people sign up again.
func TestSignUpDistributedBurstMeetsTheOverallLimit(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	created := 0
	for i := 1; i <= 30; i++ {
		res := acctSignUp(env, fmt.Sprintf("198.51.100.%d", i), fmt.Sprintf("burst-%d", i), fmt.Sprintf("burst-%d@example.org", i))
		if len(res.Errors) == 0 {
			created++
			continue
		}
		res.MustFail("RATE_LIMITED", "Too many attempts. Please try again in ")
	}
	if created == 0 || created > user.LimitSignUpAll.Max {
		t.Fatalf("30 sign-ups from 30 addresses in a minute made %d accounts, want 1 to %d", created, user.LimitSignUpAll.Max)
	}
	env.Clock.Advance(user.LimitSignUpAll.Window)
	acctSignUp(env, "192.0.2.1", "after-the-burst", "after-the-burst@example.org").MustOK()
}

// A taken email and a taken username answer exactly alike, so sign-up does
// not tell which addresses have accounts; the owner of the email is told by
// mail, at most once an hour, and the mail carries no secret link.
func TestSignUpTakenEmailAndTakenUsernameAnswerAlike(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	owner := env.CreateUser("partner")
	other := env.CreateUser("partner")

	byEmail := acctSignUp(env, "203.0.113.1", "fresh-name", strings.ToUpper(owner.Email))
	byName := acctSignUp(env, "203.0.113.2", other.Username, "fresh-address@example.org")
	byEmail.MustFail("BAD_USER_INPUT", user.MsgSignUpRefused)
	byName.MustFail("BAD_USER_INPUT", user.MsgSignUpRefused)
	if string(byEmail.Raw) != string(byName.Raw) {
		t.Fatalf("a taken email and a taken username answer differently:\n%s\n%s", byEmail.Raw, byName.Raw)
	}
	if strings.Contains(string(byEmail.Raw), "already") {
		t.Fatalf("the answer says what is taken: %s", byEmail.Raw)
	}
	if n := acctUserCount(t, env); n != 2 {
		t.Fatalf("%d accounts after two refused sign-ups, want 2", n)
	}

	mails := env.Mail.To(owner.Email)
	if len(mails) != 1 || mails[0].Kind != mail.KindSignUpAttempt {
		t.Fatalf("the email's owner got %d mails (%+v), want one %s", len(mails), mails, mail.KindSignUpAttempt)
	}
	body := mails[0].Text + mails[0].HTML
	for _, want := range []string{env.Config.PublicURL + "/sign-in", env.Config.PublicURL + "/forgot-password", owner.Username} {
		if !strings.Contains(body, want) {
			t.Errorf("the mail lacks %q:\n%s", want, mails[0].Text)
		}
	}
	for _, secret := range []string{"?c=", "/reset-password/", "?i="} {
		if strings.Contains(body, secret) {
			t.Errorf("the mail carries a secret link (%s):\n%s", secret, mails[0].Text)
		}
	}
	// A taken name says nothing about its owner's address: no mail.
	if n := len(env.Mail.To(other.Email)); n != 0 {
		t.Fatalf("the username's owner got %d mails, want none", n)
	}
	// Trying again cannot flood the owner: the same answer, no second mail within the hour.
	for i := range 3 {
		acctSignUp(env, fmt.Sprintf("203.0.113.%d", 10+i), fmt.Sprintf("fresh-name-%d", i), owner.Email).MustFail("BAD_USER_INPUT", user.MsgSignUpRefused)
	}
	if n := len(env.Mail.To(owner.Email)); n != 1 {
		t.Fatalf("the owner got %d mails within an hour, want 1", n)
	}
	env.Clock.Advance(time.Hour)
	acctSignUp(env, "203.0.113.20", "fresh-name-later", owner.Email).MustFail("BAD_USER_INPUT", user.MsgSignUpRefused)
	if n := len(env.Mail.To(owner.Email)); n != 2 {
		t.Fatalf("the owner got %d mails after an hour, want 2", n)
	}
}

// Estimating a password's strength costs about half a second of CPU for the
// longest one the form allows, so a script sending such passwords is counted
// before the estimate, like any other sign-up from its address.
func TestSignUpLongPasswordsAreCountedBeforeTheStrengthEstimate(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	long := strings.Repeat("aB1!", 64) // 256 characters, weak
	for i := 1; i <= user.LimitSignUpIP.Max+1; i++ {
		res := env.DoRequest(graphtest.Request{IP: "203.0.113.44", Query: acctSignUpMutation, Variables: map[string]any{"s": map[string]any{
			"username": fmt.Sprintf("long-%d", i), "name": "Sam Newcomer", "email": fmt.Sprintf("long-%d@example.org", i), "password": long,
		}}})
		if i <= user.LimitSignUpIP.Max {
			res.MustFail("BAD_USER_INPUT", user.MsgPasswordWeak)
		} else {
			res.MustFail("RATE_LIMITED", "Too many attempts. Please try again in ")
		}
	}
}
