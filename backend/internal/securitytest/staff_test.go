package securitytest

import (
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/user"
)

// A member of staff acting against the donors and field workers they serve, through the back
// office's calls: taking over an account by its email, and acting for someone else's household
// or organisation.

const staffUpdateUserMutation = `mutation($id: ID!, $e: String, $n: String, $cp: String) { updateUser(id: $id, email: $e, name: $n, currentPassword: $cp) { id email name } }`

// staffUpdateUser sends updateUser for user id as token's staff member.
func staffUpdateUser(env *graphtest.Env, token, id string, vars map[string]any) *graphtest.Response {
	env.T.Helper()
	all := map[string]any{"id": id}
	for k, v := range vars {
		all[k] = v
	}
	return env.Do(token, staffUpdateUserMutation, all)
}

// staffUserEmail reads a user's email as staff see it.
func staffUserEmail(t *testing.T, env *graphtest.Env, token, id string) string {
	t.Helper()
	var d struct{ User struct{ Email string } }
	env.Do(token, `query($id: ID!) { User(id: $id) { email } }`, map[string]any{"id": id}).MustDecode(&d)
	return d.User.Email
}

// staffMailKinds lists the kinds of the mail sent to addr.
func staffMailKinds(env *graphtest.Env, addr string) []string {
	var out []string
	for _, m := range env.Mail.To(addr) {
		out = append(out, m.Kind)
	}
	return out
}

const confirmEmailChangeMutation = `mutation($c: String!) { confirmEmailChange(code: $c) { email } }`

// confirmLink follows the last email change link mailed to addr, signed out, and answers the response.
func confirmLink(t *testing.T, env *graphtest.Env, addr string) *graphtest.Response {
	t.Helper()
	link := env.Mail.LastLink(t, addr, env.Config.PublicURL+"/confirm-email?c=")
	code := strings.TrimPrefix(link, env.Config.PublicURL+"/confirm-email?c=")
	return env.Do("", confirmEmailChangeMutation, map[string]any{"c": code})
}

// A staff member whose session began long ago (a borrowed laptop, a stolen token) changed their
// own email through updateUser, where the profile would have asked for the current password.
// The back office's path now asks the same, before the new address is even looked up, and
// tells the old address.
func TestStaffChangingTheirOwnEmailInTheBackOfficeMeetsTheProfilesChecks(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	token, me := env.SignInAs("staff")
	other := env.CreateUser("partner")
	env.Clock.Advance(user.RecentSignIn + time.Minute)

	taker := "taker@example.net"
	acctMustFailOnCurrentPassword(t, staffUpdateUser(env, token, me.ID, map[string]any{"e": taker}), user.MsgCurrentPasswordRequired)
	acctMustFailOnCurrentPassword(t, staffUpdateUser(env, token, me.ID, map[string]any{"e": taker, "cp": "Not-My-Password-99"}), user.MsgCurrentPasswordWrong)
	acctMustFailOnCurrentPassword(t, staffUpdateUser(env, token, me.ID, map[string]any{"e": other.Email}), user.MsgCurrentPasswordRequired)
	if got := staffUserEmail(t, env, token, me.ID); got != me.Email {
		t.Fatalf("email is %s after refused changes, want %s", got, me.Email)
	}
	if kinds := staffMailKinds(env, me.Email); len(kinds) != 0 {
		t.Fatalf("the old address got %v after refused changes, want nothing", kinds)
	}
	// Another field, and the same email in other capitals, need nothing.
	staffUpdateUser(env, token, me.ID, map[string]any{"n": "Still Staff", "e": strings.ToUpper(me.Email)}).MustOK()

	staffUpdateUser(env, token, me.ID, map[string]any{"e": taker, "cp": me.Password}).MustOK()
	if got := staffUserEmail(t, env, token, me.ID); got != taker {
		t.Fatalf("email is %s, want %s", got, taker)
	}
	mails := env.Mail.To(me.Email)
	if len(mails) != 1 || mails[0].Kind != mail.KindEmailChanged {
		t.Fatalf("the old address got %v, want one %s mail", staffMailKinds(env, me.Email), mail.KindEmailChanged)
	}
	for _, want := range []string{taker, "by someone signed in to your account", "If you did not"} {
		if !strings.Contains(mails[0].Text, want) {
			t.Errorf("the mail to the old address lacks %q:\n%s", want, mails[0].Text)
		}
	}
}

// A staff member set a donor's (or a field worker's) email to an address of their own, then
// asked for a password reset there: the account was theirs, and nobody was told. Now the email
// stays as it is until the new address follows the link mailed to it, a reset goes to the old
// address meanwhile, and when the change is confirmed the old address is told who made it.
func TestStaffChangingAnotherPersonsEmailWaitsForTheNewAddress(t *testing.T) {
	for _, role := range []string{"partner", "field-worker"} {
		t.Run(role, func(t *testing.T) {
			env := graphtest.New(t)
			acctStartOfDay(env)
			staff, me := env.SignInAs("staff")
			victim := env.CreateUser(role)
			victimToken := env.SignIn(victim.Username, victim.Password)
			mine := "my-own-inbox@example.net"

			var d struct{ UpdateUser struct{ Email string } }
			staffUpdateUser(env, staff, victim.ID, map[string]any{"e": mine}).MustDecode(&d)
			if d.UpdateUser.Email != victim.Email {
				t.Fatalf("updateUser answers the email %s, want the old %s until it is confirmed", d.UpdateUser.Email, victim.Email)
			}
			if got := acctMyEmail(t, env, victimToken); got != victim.Email {
				t.Fatalf("the email is %s before the new address confirmed it", got)
			}
			// The reset the attack asked for next finds no account at the new address.
			env.Do("", `mutation($e: String!) { sendForgotPasswordLink(email: $e) }`, map[string]any{"e": mine}).MustOK()
			if kinds := staffMailKinds(env, mine); len(kinds) != 1 || kinds[0] != mail.KindEmailChangeConfirm {
				t.Fatalf("the new address got %v, want only the %s link", kinds, mail.KindEmailChangeConfirm)
			}
			if kinds := staffMailKinds(env, victim.Email); len(kinds) != 0 {
				t.Fatalf("the old address got %v before the change took effect", kinds)
			}

			// Following the link (signed out: the code is the proof) makes the change, once.
			var c struct{ ConfirmEmailChange struct{ Email string } }
			confirmLink(t, env, mine).MustDecode(&c)
			if c.ConfirmEmailChange.Email != mine || acctMyEmail(t, env, victimToken) != mine {
				t.Fatalf("after the link the email is %s", acctMyEmail(t, env, victimToken))
			}
			confirmLink(t, env, mine).MustFail("BAD_USER_INPUT", user.MsgEmailChangeLinkBroken)
			mails := env.Mail.To(victim.Email)
			if len(mails) != 1 || mails[0].Kind != mail.KindEmailChanged {
				t.Fatalf("the old address got %v, want one %s mail", staffMailKinds(env, victim.Email), mail.KindEmailChanged)
			}
			for _, want := range []string{mine, "by " + me.Name + " (Reach staff)", "If you did not"} {
				if !strings.Contains(mails[0].Text, want) {
					t.Errorf("the mail to the old address lacks %q:\n%s", want, mails[0].Text)
				}
			}
		})
	}
}

// A link works once, for EmailChangeLifetime, and only the latest one asked for a user works.
func TestAnEmailChangeLinkExpiresAndALaterOneReplacesIt(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	staff, _ := env.SignInAs("staff")
	u := env.CreateUser("partner")

	staffUpdateUser(env, staff, u.ID, map[string]any{"e": "first@example.net"}).MustOK()
	first := env.Mail.LastLink(t, "first@example.net", env.Config.PublicURL+"/confirm-email?c=")
	staffUpdateUser(env, staff, u.ID, map[string]any{"e": "second@example.net"}).MustOK()
	code := strings.TrimPrefix(first, env.Config.PublicURL+"/confirm-email?c=")
	env.Do("", confirmEmailChangeMutation, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", user.MsgEmailChangeLinkBroken)
	env.Do("", confirmEmailChangeMutation, map[string]any{"c": ""}).MustFail("BAD_USER_INPUT", user.MsgBadURL)

	env.Clock.Advance(user.EmailChangeLifetime + time.Minute)
	confirmLink(t, env, "second@example.net").MustFail("BAD_USER_INPUT", user.MsgEmailChangeLinkBroken)
	if got := staffUserEmail(t, env, staff, u.ID); got != u.Email {
		t.Fatalf("email is %s after a replaced and an expired link, want %s", got, u.Email)
	}
}

// The answer to a change towards an address that has an account is the answer to any other
// change: whoever asks learns nothing of who has an account. No link is made; the address's
// owner is told. And an address taken between the request and the link is refused then.
func TestAnEmailChangeDoesNotTellWhetherTheAddressIsTaken(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	staff, _ := env.SignInAs("staff")
	owner := env.CreateUser("partner")
	a := env.CreateUser("partner")
	b := env.CreateUser("partner")

	free := staffUpdateUser(env, staff, a.ID, map[string]any{"e": "free@example.net"})
	taken := staffUpdateUser(env, staff, b.ID, map[string]any{"e": strings.ToUpper(owner.Email)})
	free.MustOK()
	taken.MustOK()
	anon := func(raw []byte, u *graphtest.TestUser) string {
		return strings.NewReplacer(u.ID, "ID", u.Email, "EMAIL", u.Name, "NAME").Replace(string(raw))
	}
	if anon(free.Raw, a) != anon(taken.Raw, b) {
		t.Fatalf("the answers differ:\n%s\n%s", free.Raw, taken.Raw)
	}
	if got := staffUserEmail(t, env, staff, b.ID); got != b.Email {
		t.Fatalf("email is %s, want %s", got, b.Email)
	}
	if kinds := staffMailKinds(env, owner.Email); len(kinds) != 1 || kinds[0] != mail.KindEmailChangeTaken {
		t.Fatalf("the owner of the taken address got %v, want one %s mail", kinds, mail.KindEmailChangeTaken)
	}

	// Taken after the link was mailed: the link answers that the address cannot be used.
	acctEditProfile(env, env.SignIn(owner.Username, owner.Password), "", map[string]any{"_id": owner.ID, "email": "free@example.net"}).MustOK()
	confirmLink(t, env, "free@example.net").MustFail("BAD_USER_INPUT", user.MsgEmailChangeTaken)
	if got := staffUserEmail(t, env, staff, a.ID); got != a.Email {
		t.Fatalf("email is %s, want %s", got, a.Email)
	}
}
