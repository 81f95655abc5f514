package securitytest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/contact"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
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

// staffMailKinds lists the kinds of the mail sent to addr: sent at once, or stored in the
// outbox with a change and dropped in the mail folder.
func staffMailKinds(env *graphtest.Env, addr string) []string {
	var out []string
	for _, m := range acctMailTo(env, addr) {
		out = append(out, m.Kind)
	}
	return out
}

// acctMailTo is every mail sent to addr: sent at once, then those through the outbox.
func acctMailTo(env *graphtest.Env, addr string) []mail.Message {
	return append(env.Mail.To(addr), env.Dropped(addr)...)
}

// confirmCode is the code of the last email change link mailed to addr.
func confirmCode(env *graphtest.Env, addr string) string {
	env.T.Helper()
	prefix := env.Config.PublicURL + "/confirm-email?c="
	return strings.TrimPrefix(env.DroppedLink(addr, mail.KindEmailChangeConfirm, prefix), prefix)
}

const confirmEmailChangeMutation = `mutation($c: String!) { confirmEmailChange(code: $c) { email } }`

// confirmLink follows the last email change link mailed to addr, signed out, and answers the response.
func confirmLink(t *testing.T, env *graphtest.Env, addr string) *graphtest.Response {
	t.Helper()
	return env.Do("", confirmEmailChangeMutation, map[string]any{"c": confirmCode(env, addr)})
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
	// Their own new address waits for its link too.
	if got := staffUserEmail(t, env, token, me.ID); !strings.EqualFold(got, me.Email) {
		t.Fatalf("email is %s before the link was followed, want %s", got, me.Email)
	}
	confirmLink(t, env, taker).MustOK()
	if got := staffUserEmail(t, env, token, me.ID); got != taker {
		t.Fatalf("email is %s, want %s", got, taker)
	}
	mails := acctMailTo(env, me.Email)
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
			mails := acctMailTo(env, victim.Email)
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
	code := confirmCode(env, "first@example.net")
	staffUpdateUser(env, staff, u.ID, map[string]any{"e": "second@example.net"}).MustOK()
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
	aCode := confirmCode(env, "free@example.net")
	acctEditProfile(env, env.SignIn(owner.Username, owner.Password), "", map[string]any{"_id": owner.ID, "email": "free@example.net"}).MustOK()
	confirmLink(t, env, "free@example.net").MustOK()
	env.Do("", confirmEmailChangeMutation, map[string]any{"c": aCode}).MustFail("BAD_USER_INPUT", user.MsgEmailChangeTaken)
	if got := staffUserEmail(t, env, staff, a.ID); got != a.Email {
		t.Fatalf("email is %s, want %s", got, a.Email)
	}
}

const (
	staffCreateOrg    = `mutation($n: String!) { createContact(contactType: "ORGANIZATION", fullName: $n) { id } }`
	staffAddMember    = `mutation($g: ID!, $m: ID!) { createContactMember(groupContactId: $g, memberContactId: $m) { id } }`
	staffRemoveMember = `mutation($id: ID!) { deleteContactMember(id: $id) { id } }`
	staffCreateLoan   = `mutation($project: ID!, $parties: [AgreementPartyInput!], $sections: [AgreementSectionInput!]) {
	  createLoanAgreement(name: "Well loan", projectId: $project, amount: 125000000, terms: "24 months", paySchedule: "Monthly", parties: $parties, sections: $sections) { _id } }`
	staffMoveLoan = `mutation($id: ID!, $s: AgreementStatus!) { moveAgreement(id: $id, agreementType: LOAN_AGREEMENT, status: $s) { id status } }`
	staffReadLoan = `query($id: ID!) { loanAgreementForUser(_id: $id) { _id status contentHash parties { _id contactId } sections { _id } } }`
	staffSignLoan = `mutation($id: ID!, $party: ID!, $hash: String) {
	  signLoanAgreement(signature: {loanAgreementId: $id, signature: {partyId: $party, signature: "Kibera Fellowship", fontName: "Tangerine", date: "2026-01-01T00:00:00Z", contentHash: $hash}}) { _id status } }`
	staffInitialLoan = `mutation($id: ID!, $section: ID!, $party: ID!, $hash: String) {
	  initialLoanAgreementSection(initials: {loanAgreementId: $id, initials: {sectionId: $section, partyId: $party, initials: "KF", fontName: "Tangerine", contentHash: $hash}}) { _id status } }`
)

// staffLoan is a loan agreement a staff member prepared for a field worker's organisation,
// open for signing: its one party is the organisation.
type staffLoan struct {
	ID, Hash, Party, Section string
}

func staffOpenLoan(t *testing.T, env *graphtest.Env, staff, org string) staffLoan {
	t.Helper()
	now := env.Clock.Now().UTC()
	p := &model.HolisticProject{ID: "hp-" + org, RegionCode: "9", ProjectName: "Well for Kibera", TypeOfProject: "AGRICULTURE", Desc: "A well",
		Stage: "ACTIVE", Status: model.ProjectActive, Tags: []model.ProjectTag{}, FundingTarget: 10000000, CreatedAt: now, UpdatedAt: now}
	if _, err := env.DB.Bun().NewInsert().Model(p).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	var c struct {
		CreateLoanAgreement struct {
			ID string `json:"_id"`
		}
	}
	env.Do(staff, staffCreateLoan, map[string]any{"project": p.ID,
		"parties":  []map[string]any{{"ref": "Borrower", "name": "Kibera Fellowship", "contactId": org}},
		"sections": []map[string]any{{"title": "The loan", "text": "Reach lends $12,500.00."}},
	}).MustDecode(&c)
	id := c.CreateLoanAgreement.ID
	env.Do(staff, staffMoveLoan, map[string]any{"id": id, "s": "SIGNING"}).MustOK()
	var r struct {
		LoanAgreementForUser struct {
			ContentHash string
			Parties     []struct {
				ID string `json:"_id"`
			}
			Sections []struct {
				ID string `json:"_id"`
			}
		}
	}
	env.Do(staff, staffReadLoan, map[string]any{"id": id}).MustDecode(&r)
	a := r.LoanAgreementForUser
	return staffLoan{ID: id, Hash: a.ContentHash, Party: a.Parties[0].ID, Section: a.Sections[0].ID}
}

// staffMark signs (or, with a section, initials) l for its party as token acting for org.
func staffMark(env *graphtest.Env, token, org string, l staffLoan, initials bool) *graphtest.Response {
	env.T.Helper()
	q, vars := staffSignLoan, map[string]any{"id": l.ID, "party": l.Party, "hash": l.Hash}
	if initials {
		q, vars["section"] = staffInitialLoan, l.Section
	}
	return env.DoRequest(graphtest.Request{Token: token, ContactID: org, Query: q, Variables: vars})
}

// memberMails are the mails about memberships the outbox delivered to addr, oldest first.
func memberMails(env *graphtest.Env, addr string) []mail.Message {
	var out []mail.Message
	for _, m := range env.Dropped(addr) {
		if m.Kind == mail.KindMemberAdded || m.Kind == mail.KindMemberRemoved {
			out = append(out, m)
		}
	}
	return out
}

// memberMailKinds are the kinds of memberMails.
func memberMailKinds(env *graphtest.Env, addr string) []string {
	var out []string
	for _, m := range memberMails(env, addr) {
		out = append(out, m.Kind)
	}
	return out
}

// A staff member added themself to a field worker's organisation, then signed for it a loan
// agreement they had prepared. Now nobody adds themself to (or removes themself from) a
// household or an organisation; a member added by someone else after the agreement was opened
// for signing cannot sign or initial it for the organisation; and every change of membership
// is mailed to the organisation's other members, naming who made it.
func TestStaffCannotJoinTheOtherPartyAndSignForIt(t *testing.T) {
	env := graphtest.New(t)
	preparer, me := env.SignInAs("staff")
	colleague, other := env.SignInAs("staff")
	fw := env.CreateUser("field-worker")
	fwToken := env.SignIn(fw.Username, fw.Password)

	var org struct{ CreateContact struct{ ID string } }
	env.Do(colleague, staffCreateOrg, map[string]any{"n": "Kibera Fellowship"}).MustDecode(&org)
	orgID := org.CreateContact.ID
	env.Do(colleague, staffAddMember, map[string]any{"g": orgID, "m": fw.ContactID}).MustOK()
	loan := staffOpenLoan(t, env, preparer, orgID)
	env.Clock.Advance(time.Minute)

	// Joining alone is refused, and acting for the organisation is then refused too.
	env.Do(preparer, staffAddMember, map[string]any{"g": orgID, "m": me.ContactID}).MustFail("FORBIDDEN", contact.MsgAddSelf)
	staffMark(env, preparer, orgID, loan, false).MustFail("FORBIDDEN", "")
	if kinds := memberMailKinds(env, fw.Email); len(kinds) != 0 {
		t.Fatalf("the field worker was mailed %v for a refused change", kinds)
	}

	// A colleague adds the preparer: the field worker is told who did it; the preparer, who
	// joined after signing began, still cannot sign or initial for the organisation.
	var m struct{ CreateContactMember struct{ ID string } }
	env.Do(colleague, staffAddMember, map[string]any{"g": orgID, "m": me.ContactID}).MustDecode(&m)
	added := memberMails(env, fw.Email)
	if len(added) != 1 || added[0].Kind != mail.KindMemberAdded {
		t.Fatalf("the field worker got %v, want one %s mail", memberMailKinds(env, fw.Email), mail.KindMemberAdded)
	}
	for _, want := range []string{me.Name + " was added to Kibera Fellowship", "by " + other.Name + " (Reach staff)"} {
		if !strings.Contains(added[0].Text, want) {
			t.Errorf("the mail lacks %q:\n%s", want, added[0].Text)
		}
	}
	if kinds := memberMailKinds(env, me.Email); len(kinds) != 0 {
		t.Fatalf("the member added was mailed %v; the mail is for the others", kinds)
	}
	joined := fmt.Sprintf(agreement.MsgJoinedAfterSigning, "Kibera Fellowship", "Kibera Fellowship")
	staffMark(env, preparer, orgID, loan, false).MustFail("FORBIDDEN", joined)
	staffMark(env, preparer, orgID, loan, true).MustFail("FORBIDDEN", joined)

	// Leaving alone is refused as well; the colleague removes the preparer, and the field
	// worker is told.
	env.Do(preparer, staffRemoveMember, map[string]any{"id": m.CreateContactMember.ID}).MustFail("FORBIDDEN", contact.MsgRemoveSelf)
	env.Do(colleague, staffRemoveMember, map[string]any{"id": m.CreateContactMember.ID}).MustOK()
	if kinds := memberMailKinds(env, fw.Email); len(kinds) != 2 || kinds[1] != mail.KindMemberRemoved {
		t.Fatalf("the field worker got %v, want %s then %s", kinds, mail.KindMemberAdded, mail.KindMemberRemoved)
	}

	// The field worker, a member from before, initials and signs.
	staffMark(env, fwToken, orgID, loan, true).MustOK()
	var s struct{ SignLoanAgreement struct{ Status string } }
	staffMark(env, fwToken, orgID, loan, false).MustDecode(&s)
	if s.SignLoanAgreement.Status != "SIGNED" {
		t.Fatalf("after the field worker signed: %s", s.SignLoanAgreement.Status)
	}
}
