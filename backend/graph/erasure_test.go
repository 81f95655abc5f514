package graph_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/erasure"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/user"
)

// An admin erases a donor on request (docs/operations.md, "Erasing a person"; issue 31).

const (
	eraseDoc = `mutation($u: ID, $c: ID, $e: String!, $r: String!) { erasePerson(userId: $u, contactId: $c, confirmEmail: $e, reason: $r) {
	  id userId contactId reason note giftsKept agreementsKept mailRemoved erasedAt } }`
	// staffEverything is every list staff read (the back office's CSV exports are made from these
	// same lists), with every field that names or addresses a person.
	staffEverything = `query($q: String) {
	  allUsers(perPage: 1000) { id username name email phone }
	  searched: allUsers(filter: {q: $q}) { id }
	  allContacts(perPage: 1000) { id fullName firstName email phone }
	  searchedContacts: allContacts(filter: {q: $q}) { id }
	  allPayments(perPage: 1000) { _id payerName payerEmail usdCentsAmount fundName givenOn }
	  allAdoptions(perPage: 1000) { _id adopterName amount }
	  allProjectSponsorships(perPage: 1000) { _id sponsorName amount }
	  allOutboxMails(perPage: 1000) { id to subject textBody htmlBody }
	  allInvites(perPage: 1000) { id email }
	  allPeopleGroupLinks(perPage: 1000) { id contactName }
	}`
)

type erasureOut struct {
	ID             string
	UserID         *string
	ContactID      string
	Reason         string
	Note           string
	GiftsKept      int
	AgreementsKept int
	MailRemoved    int
}

func TestAdminErasesADonor(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	staff, _ := env.SignInAs("staff")
	admin, adminU := env.SignInAs("admin")
	const name, email = "Quintessa Marlowe", "Q.Marlowe@example.org"
	donorU := env.CreateUserWith(user.NewUserInput{Username: "qmarlowe", Name: name, Email: email, Password: graphtest.DefaultPassword, Roles: []string{"field-worker"}})
	donor := env.SignIn(donorU.Username, donorU.Password)
	// An admin changed her roles once: the audit trail names her (label and change).
	env.Do(admin, `mutation($id: ID!) { updateUser(id: $id, roles: ["field-worker", "partner"], name: "Quintessa Marlowe-Ray") { id } }`, map[string]any{"id": donorU.ID}).MustOK()
	env.Do(admin, `mutation($id: ID!) { updateUser(id: $id, name: "Quintessa Marlowe") { id } }`, map[string]any{"id": donorU.ID}).MustOK()

	// She gives twice through the sandbox (receipts go to her), and signs a loan agreement.
	c := startProjectCheckout(t, env, donor, map[string]any{"projectId": givingProject, "amount": 40, "recurring": false})
	payInSandbox(t, env, c.URL, "", "")
	complete(t, env, donor, completeProject, c.SessionID)
	a := startAdoptionCheckout(t, env, donor, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false})
	payInSandbox(t, env, a.URL, "", "")
	complete(t, env, donor, completeAdoption, a.SessionID)
	agreementID := signedLoanOf(t, env, staff, donor, donorU, name)
	// Her profile photo, with its sized variants, in the file store.
	photoID := uuid.NewString()
	target, fields := uploadTarget(t, env, donor, photoID, "me.jpg", "image/")
	if status, body := postUpload(t, env, target, fields, "image/jpeg", testJPEG(t, 600, 800)); status != http.StatusNoContent {
		t.Fatalf("upload answered %d: %s", status, body)
	}
	env.Do(donor, saveProfilePhoto, map[string]any{"p": map[string]any{"_id": photoID, "filename": "me.jpg", "s3Key": "me.jpg", "profilePhotoFor": donorU.ID, "uploaded": true}}).MustOK()
	photo, err := env.DB.GetFile(context.Background(), photoID)
	if err != nil {
		t.Fatal(err)
	}
	photoKeys := []string{photo.S3Key}
	for _, im := range photo.Images {
		photoKeys = append(photoKeys, im.S3Key)
	}
	store := env.Server.Files.Store()
	for _, k := range photoKeys {
		if _, err := store.Stat(context.Background(), k); err != nil {
			t.Fatalf("before the erasure %s: %v", k, err)
		}
	}

	lower := strings.ToLower
	before := env.Do(staff, staffEverything, map[string]any{"q": "marlowe"})
	before.MustOK()
	if !strings.Contains(lower(string(before.Data)), lower(email)) || !strings.Contains(string(before.Data), name) {
		t.Fatal("before the erasure the lists should show her (the test would prove nothing)")
	}
	total := func(r *graphtest.Response) (sum int64, n int) {
		var d struct {
			AllPayments []struct {
				UsdCentsAmount int64
				FundName       *string
			}
		}
		r.MustDecode(&d)
		for _, p := range d.AllPayments {
			sum += p.UsdCentsAmount
			if p.FundName == nil || *p.FundName == "" {
				t.Errorf("a payment lost its fund: %+v", p)
			}
		}
		return sum, len(d.AllPayments)
	}
	sumBefore, nBefore := total(before)
	if len(env.Dropped(lower(email))) == 0 {
		t.Fatal("before the erasure her mail should be in the mail drop folder")
	}

	// Who may erase, and what the admin must type.
	if tr := env.Do(admin, `{ allAuditEntries(perPage: 1000) { targetLabel changes { before after } } }`, nil); !strings.Contains(string(tr.Data), "Marlowe") {
		t.Fatalf("before the erasure the audit trail should name her (the test would prove nothing):\n%s", tr.Data)
	}
	vars := map[string]any{"u": donorU.ID, "e": "q.marlowe@example.org", "r": "She asked by letter on 2 March."}
	env.Do(staff, eraseDoc, vars).MustFail("FORBIDDEN", "")
	env.Do(donor, eraseDoc, vars).MustFail("FORBIDDEN", "")
	env.Do(admin, eraseDoc, map[string]any{"u": donorU.ID, "e": "someone@example.org", "r": "asked"}).MustFail("BAD_USER_INPUT", erasure.MsgConfirm)
	env.Do(admin, eraseDoc, map[string]any{"u": donorU.ID, "e": email, "r": "  "}).MustFail("BAD_USER_INPUT", erasure.MsgReason)
	env.Do(admin, eraseDoc, map[string]any{"u": adminU.ID, "e": adminU.Email, "r": "asked"}).MustFail("BAD_USER_INPUT", erasure.MsgSelf)
	env.Do(admin, eraseDoc, map[string]any{"u": "no-such-user", "e": email, "r": "asked"}).MustFail("NOT_FOUND", "")
	env.Do(staff, `query { myProfileForUser { username } }`, nil).MustOK()
	if sum, _ := total(env.Do(staff, staffEverything, map[string]any{"q": "marlowe"})); sum != sumBefore {
		t.Fatal("a refused erasure changed the gifts")
	}

	var d struct{ ErasePerson erasureOut }
	env.Do(admin, eraseDoc, vars).MustDecode(&d)
	e := d.ErasePerson
	if e.UserID == nil || *e.UserID != donorU.ID || e.ContactID != donorU.ContactID || e.GiftsKept != 2 || e.AgreementsKept != 1 || e.MailRemoved == 0 ||
		e.Reason != "She asked by letter on 2 March." || e.Note != erasure.KeptNote {
		t.Fatalf("erasure %+v", e)
	}
	// Her photo is gone from the database and the file store.
	if n := count(t, env, "files", "id = ?", photoID); n != 0 {
		t.Errorf("her photo's row is still there")
	}
	for _, k := range photoKeys {
		if _, err := store.Stat(context.Background(), k); !errors.Is(err, storage.ErrNotExist) {
			t.Errorf("after the erasure the file store still holds %s (%v)", k, err)
		}
	}
	if got := env.Dropped(lower(email)); len(got) != 0 {
		t.Errorf("after the erasure the mail drop folder still holds %d mails to her", len(got))
	}
	// Twice is harmless: the same erasure, nothing more.
	var again struct{ ErasePerson erasureOut }
	env.Do(admin, eraseDoc, map[string]any{"c": donorU.ContactID, "e": "", "r": ""}).MustDecode(&again)
	if again.ErasePerson.ID != e.ID {
		t.Fatalf("a second erasure answered %+v, want the first %s", again.ErasePerson, e.ID)
	}

	// The audit trail keeps its entries about her, without her name or address, and records the
	// erasure itself with the reason.
	const trailDoc = `{ allAuditEntries(perPage: 1000) { kind actorName actorEmail targetId targetLabel changes { field before after } } }`
	trail := env.Do(admin, trailDoc, nil)
	trail.MustOK()
	for _, s := range []string{name, email, "marlowe", "quintessa"} {
		if strings.Contains(strings.ToLower(string(trail.Data)), strings.ToLower(s)) {
			t.Errorf("after the erasure the audit trail still names %q:\n%s", s, trail.Data)
		}
	}
	if !strings.Contains(string(trail.Data), `"kind":"user.roles_changed"`) || !strings.Contains(string(trail.Data), `"targetId":"`+donorU.ID+`"`) ||
		!strings.Contains(string(trail.Data), `"kind":"person.erased"`) || !strings.Contains(string(trail.Data), "She asked by letter on 2 March.") {
		t.Fatalf("the audit trail should keep the role change and record the erasure:\n%s", trail.Data)
	}

	// Staff search every list: she is nowhere; her gifts are there for the accounts.
	after := env.Do(staff, staffEverything, map[string]any{"q": "marlowe"})
	after.MustOK()
	raw := lower(string(after.Data))
	for _, s := range []string{name, email, "marlowe", "quintessa", donorU.Username} {
		if strings.Contains(raw, lower(s)) {
			t.Errorf("after the erasure staff still read %q in:\n%s", s, after.Data)
		}
	}
	if sum, n := total(after); sum != sumBefore || n != nBefore {
		t.Fatalf("gifts after the erasure: %d cents in %d, want %d in %d", sum, n, sumBefore, nBefore)
	}
	if strings.Count(string(after.Data), `"payerName":"`+erasure.ErasedDonor+`"`) != 2 || !strings.Contains(string(after.Data), `"adopterName":"`+erasure.ErasedDonor+`"`) {
		t.Fatalf("her gifts should show as %q:\n%s", erasure.ErasedDonor, after.Data)
	}
	var one struct {
		User    *struct{ Name, Email string }
		Contact *struct{ FullName string }
	}
	env.Do(staff, `query($id: ID!, $c: ID!) { User(id: $id) { name email } Contact(id: $c) { fullName } }`,
		map[string]any{"id": donorU.ID, "c": donorU.ContactID}).MustDecode(&one)
	if one.User == nil || one.User.Name != erasure.ErasedPerson || strings.Contains(lower(one.User.Email), "marlowe") || one.Contact.FullName != erasure.ErasedPerson {
		t.Fatalf("the erased user and contact read %+v %+v", one.User, one.Contact)
	}
	// The signed agreement stays whole: her signature is the one place her name stays.
	var loan struct {
		LoanAgreement struct {
			Status  string
			Parties []struct{ Name, Signature *string }
		}
	}
	env.Do(staff, `query($id: ID!) { LoanAgreement(id: $id) { status parties { name signature } } }`, map[string]any{"id": agreementID}).MustDecode(&loan)
	if loan.LoanAgreement.Status != model.AgreementSigned || len(loan.LoanAgreement.Parties) != 1 || strOf(loan.LoanAgreement.Parties[0].Signature) != name {
		t.Fatalf("the signed agreement after the erasure: %+v", loan.LoanAgreement)
	}

	// She cannot sign in, and her old session is refused.
	env.Do(donor, `query { myProfileForUser { username } }`, nil).MustFail("UNAUTHENTICATED", "")
	env.Do("", `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`,
		map[string]any{"u": donorU.Username, "p": donorU.Password}).MustFail("BAD_USER_INPUT", "")
	env.Do("", `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`,
		map[string]any{"u": email, "p": donorU.Password}).MustFail("BAD_USER_INPUT", "")
	// Her address is free: someone may sign up with it again.
	env.CreateUserWith(user.NewUserInput{Username: "qmarlowe", Name: "Another Person", Email: email, Password: graphtest.DefaultPassword})
}

// signedLoanOf makes a loan agreement whose one party is the donor and has her sign it.
func signedLoanOf(t *testing.T, env *graphtest.Env, staff, donor string, u *graphtest.TestUser, name string) string {
	t.Helper()
	project := addProject(t, env, "Well for Lodwar")
	var d struct {
		CreateLoanAgreement struct {
			ID string `json:"_id"`
		}
	}
	env.Do(staff, createLoanDoc, map[string]any{
		"name": "Lodwar loan", "tpl": false, "project": project, "amount": 5_000_000,
		"parties":  []map[string]any{{"ref": "Borrower", "name": name, "contactId": u.ContactID}},
		"sections": []map[string]any{{"title": "The loan", "text": "Reach lends $500.00."}},
	}).MustDecode(&d)
	id := d.CreateLoanAgreement.ID
	env.Do(staff, moveDoc, map[string]any{"id": id, "t": "LOAN_AGREEMENT", "s": model.AgreementSigning}).MustOK()
	var r struct{ LoanAgreementForUser loanOut }
	env.Do(donor, loanForUser, map[string]any{"id": id}).MustDecode(&r)
	a := r.LoanAgreementForUser
	party := a.Parties[0].ID
	for _, s := range a.Sections {
		env.Do(donor, initialLoanDoc, map[string]any{"id": id, "section": s.ID, "party": party, "text": "QM", "font": "Tangerine", "hash": *a.ContentHash}).MustOK()
	}
	env.Do(donor, signLoanDoc, map[string]any{"id": id, "party": party, "text": name, "font": "Tangerine", "hash": *a.ContentHash}).MustOK()
	return id
}

// A donor who gave signed out has a contact and an invite but no account: the admin erases the
// contact, confirming with the address they typed at the checkout. Another donor's records and
// mail stay as they were.
func TestAdminErasesAContactWithoutAnAccount(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	staff, _ := env.SignInAs("staff")
	admin, _ := env.SignInAs("admin")
	give := func(name, email string) string {
		c := startAdoptionCheckout(t, env, "", map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV2", "recurring": false})
		payInSandbox(t, env, c.URL, name, email)
		complete(t, env, "", completeAdoption, c.SessionID)
		return c.SessionID
	}
	ann := give("Annelise Vorhees", "annelise@example.org")
	give("Bartholomew Kent", "bart@example.org")
	adoption, payment, _ := recorded(t, env, ann)
	if adoption.ContactID == nil || payment.PayerID == nil {
		t.Fatalf("the signed-out gift has no contact: %+v", adoption)
	}
	contactID := *adoption.ContactID
	before := env.Do(staff, staffEverything, map[string]any{"q": "annelise"})
	before.MustOK()
	if !strings.Contains(string(before.Data), "annelise@example.org") {
		t.Fatal("before the erasure the lists should show her address (invite, payment, mail)")
	}

	vars := map[string]any{"c": contactID, "e": "ANNELISE@example.org", "r": "Asked by phone."}
	env.Do(staff, eraseDoc, vars).MustFail("FORBIDDEN", "")
	var d struct{ ErasePerson erasureOut }
	env.Do(admin, eraseDoc, vars).MustDecode(&d)
	if d.ErasePerson.UserID != nil || d.ErasePerson.ContactID != contactID || d.ErasePerson.GiftsKept != 1 || d.ErasePerson.AgreementsKept != 0 {
		t.Fatalf("erasure %+v", d.ErasePerson)
	}

	after := env.Do(staff, staffEverything, map[string]any{"q": "annelise"})
	after.MustOK()
	raw := strings.ToLower(string(after.Data))
	for _, s := range []string{"annelise", "vorhees"} {
		if strings.Contains(raw, s) {
			t.Errorf("after the erasure staff still read %q in:\n%s", s, after.Data)
		}
	}
	// Bartholomew is untouched: his name, address, gift and mail.
	for _, s := range []string{"Bartholomew Kent", "bart@example.org"} {
		if !strings.Contains(string(after.Data), s) {
			t.Errorf("another donor's %q went with the erasure", s)
		}
	}
	if n := len(env.Dropped("annelise@example.org")); n != 0 {
		t.Errorf("the mail drop folder kept %d mails to her", n)
	}
	if len(env.Dropped("bart@example.org")) == 0 {
		t.Error("the mail drop folder lost his mail")
	}
	if sumOf(t, before) != sumOf(t, after) {
		t.Fatal("the gifts' total changed")
	}
}

func sumOf(t *testing.T, r *graphtest.Response) int64 {
	t.Helper()
	var d struct {
		AllPayments []struct{ UsdCentsAmount int64 }
	}
	r.MustDecode(&d)
	var sum int64
	for _, p := range d.AllPayments {
		sum += p.UsdCentsAmount
	}
	return sum
}
