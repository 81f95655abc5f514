package securitytest

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/server"
)

// outboxEnv is a server whose mail goes through the real outbox, as `reach
// serve` without SMTP does: the mail drop folder is the recipients' mailbox.
func outboxEnv(t *testing.T) *graphtest.Env {
	t.Helper()
	return graphtest.New(t, func(o *server.Options) {
		s, err := mail.NewService(o.DB, o.Config, mail.Options{Logger: o.Log, Now: o.Now})
		if err != nil {
			t.Fatal(err)
		}
		o.Mail = s
	})
}

// outboxReads is every query through which a role could read mail or invites.
var outboxReads = []string{
	`{ allOutboxMails(perPage: 500) { id to subject textBody htmlBody kind status error createdAt sentAt attempts nextAttemptAt } _allOutboxMailsMeta { count } }`,
	`{ allInvites(perPage: 500) { id contactId fullName email phone roles status createdAt expiresAt acceptedAt acceptedByUserId url } _allInvitesMeta { count } }`,
}

// outboxCodes are the one-time codes in the links of the mail dropped for addr.
func outboxCodes(t *testing.T, env *graphtest.Env, addr string) map[string]string {
	t.Helper()
	link := regexp.MustCompile(`/(sign-in\?c=|reset-password/|email-verified\?c=|sign-up\?i=|confirm-email\?c=)([A-Za-z0-9_%-]+)`)
	codes := map[string]string{}
	for _, m := range env.Dropped(addr) {
		for _, g := range link.FindAllStringSubmatch(m.Text+m.HTML, -1) {
			codes[g[2]] = m.Kind
		}
	}
	return codes
}

// Staff became admin by reading an administrator's reset code in the back
// office's outbox. Every role, and a signed-out visitor, now reads every mail
// and invite field there is: none holds a sign-in link, reset code,
// verification link, invite code or email change link, which only their recipient receives.
func TestNoRoleReadsAnotherPersonsMailedSecrets(t *testing.T) {
	env := outboxEnv(t)
	adminToken, admin := env.SignInAs("admin")
	other := env.CreateUser("admin")

	// An administrator's five one-time links are mailed: sign-in, reset, verification, an
	// invite to make a second administrator, and the confirmation of a new address for another
	// administrator's account.
	env.Do("", `mutation($e: String!) { sendMagicLink(email: $e) }`, map[string]any{"e": admin.Email}).MustOK()
	env.Do("", `mutation($e: String!) { sendForgotPasswordLink(email: $e) }`, map[string]any{"e": admin.Email}).MustOK()
	env.Do(adminToken, `mutation { RequestVerifyEmailLink }`, nil).MustOK()
	env.Do(adminToken, `mutation { createInvite(fullName: "Second Admin", email: "second-admin@example.org", roles: ["admin"]) { id } }`, nil).MustOK()
	env.Do(adminToken, `mutation($id: ID!) { updateUser(id: $id, email: "new-admin-address@example.org") { id } }`, map[string]any{"id": other.ID}).MustOK()

	codes := outboxCodes(t, env, admin.Email)
	for _, addr := range []string{"second-admin@example.org", "new-admin-address@example.org"} {
		for code, kind := range outboxCodes(t, env, addr) {
			codes[code] = kind
		}
	}
	kinds := map[string]bool{}
	for _, k := range codes {
		kinds[k] = true
	}
	for _, k := range []string{mail.KindMagicLink, mail.KindPasswordReset, mail.KindVerifyEmail, mail.KindInvite, mail.KindEmailChangeConfirm} {
		if !kinds[k] {
			t.Fatalf("no %s link reached its recipient's mailbox (got %v)", k, codes)
		}
	}

	tokens := map[string]string{"signed out": "", "admin": adminToken}
	for _, role := range []string{"staff", "regional-coordinator", "field-worker", "trainer", "partner"} {
		tokens[role], _ = env.SignInAs(role)
	}
	// The ids of every mail, read as admin, to open each one by id as every role.
	var list struct {
		AllOutboxMails []struct{ ID string }
		AllInvites     []struct{ ID string }
	}
	env.Do(adminToken, `{ allOutboxMails(perPage: 500) { id } allInvites(perPage: 500) { id } }`, nil).MustDecode(&list)
	if len(list.AllOutboxMails) < 5 || len(list.AllInvites) != 1 {
		t.Fatalf("outbox %d mails, %d invites", len(list.AllOutboxMails), len(list.AllInvites))
	}
	queries := append([]string(nil), outboxReads...)
	for _, m := range list.AllOutboxMails {
		queries = append(queries, `{ OutboxMail(id: "`+m.ID+`") { id to subject textBody htmlBody kind status error } }`)
	}
	for _, inv := range list.AllInvites {
		queries = append(queries, `{ Invite(id: "`+inv.ID+`") { id contactId fullName email phone roles status url } }`)
	}
	for code := range codes {
		// A search for the code itself finds nothing to read either.
		queries = append(queries, `{ allOutboxMails(filter: {q: "`+code+`"}) { id textBody htmlBody } }`)
	}

	staffSaw := ""
	for role, token := range tokens {
		for _, q := range queries {
			res := env.Do(token, q, nil)
			for code, kind := range codes {
				if strings.Contains(string(res.Raw), code) {
					t.Errorf("%s reads the %s code through %s", role, kind, q)
				}
			}
			if role == "staff" {
				staffSaw += string(res.Raw)
			}
		}
	}
	// Staff still see that each mail went out, with the link named as hidden.
	for _, label := range []string{"[sign-in link (hidden)]", "[password reset link (hidden)]", "[email verification link (hidden)]", "[invite link (hidden)]", "[email change confirmation link (hidden)]"} {
		if !strings.Contains(staffSaw, label) {
			t.Errorf("staff do not see %s in the outbox", label)
		}
	}

	// Nor does the database keep them where anything could show them.
	var bodies []string
	if err := env.DB.Bun().NewSelect().Table("outbox_mails").ColumnExpr("coalesce(text_body, '') || coalesce(html_body, '') || coalesce(secret_text_body, '') || coalesce(secret_html_body, '')").Scan(context.Background(), &bodies); err != nil {
		t.Fatal(err)
	}
	for _, b := range bodies {
		for code, kind := range codes {
			if strings.Contains(b, code) {
				t.Errorf("the outbox table holds the %s code", kind)
			}
		}
	}

	// The person it was mailed to signs in with it, once.
	var magic string
	for code, kind := range codes {
		if kind == mail.KindMagicLink {
			magic = code
		}
	}
	use := `mutation($c: String!) { signIntoUserWithMagicLink(code: $c) { token } }`
	env.Do("", use, map[string]any{"c": magic}).MustOK()
	env.Do("", use, map[string]any{"c": magic}).MustFail("BAD_USER_INPUT", "")
	// And only the new address's owner makes the email change.
	for code, kind := range codes {
		if kind == mail.KindEmailChangeConfirm {
			env.Do("", `mutation($c: String!) { confirmEmailChange(code: $c) { email } }`, map[string]any{"c": code}).MustOK()
		}
	}
}

// An invite's id, which staff see, is not its code: signing up with it or
// opening the sign-up page with it finds no invite, so staff cannot take an
// administrator's invite for themselves.
func TestAnInvitesIDDoesNotOpenIt(t *testing.T) {
	env := outboxEnv(t)
	adminToken, _ := env.SignInAs("admin")
	var d struct{ CreateInvite struct{ ID string } }
	env.Do(adminToken, `mutation { createInvite(fullName: "Second Admin", email: "second-admin@example.org", roles: ["admin"]) { id } }`, nil).MustDecode(&d)

	var ui struct{ UserInvite *struct{ ID string } }
	env.Do("", `query($i: ID!) { userInvite(_id: $i) { _id } }`, map[string]any{"i": d.CreateInvite.ID}).MustDecode(&ui)
	if ui.UserInvite != nil {
		t.Fatal("the invite's id opens it")
	}
	env.Do("", `mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`, map[string]any{"s": map[string]any{
		"username": "not-the-admin", "name": "Not The Admin", "email": "taker@example.org",
		"password": "Lantern-Fossil-Quiet-71", "inviteId": d.CreateInvite.ID,
	}}).MustFail("BAD_USER_INPUT", "")
}
