package graph_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The agreement calls as the portal and the back office send them (spec/02 §7, issue 12): who
// reads, who signs, what is recorded, and what nobody else sees.

const (
	createLoanDoc = `mutation($name: String, $tpl: Boolean, $project: ID, $amount: SafeInt, $parties: [AgreementPartyInput!], $sections: [AgreementSectionInput!]) {
	  createLoanAgreement(name: $name, isTemplate: $tpl, projectId: $project, amount: $amount, terms: "24 months", paySchedule: "Monthly", parties: $parties, sections: $sections) { _id status version } }`
	createMouDoc = `mutation($name: String, $group: ID, $contact: ID, $parties: [AgreementPartyInput!], $sections: [AgreementSectionInput!]) {
	  createMou(name: $name, role: FIELD_WORKER, peopleGroupId: $group, contactId: $contact, parties: $parties, sections: $sections) { _id status } }`
	moveDoc       = `mutation($id: ID!, $t: AgreementType!, $s: AgreementStatus!, $r: String) { moveAgreement(id: $id, agreementType: $t, status: $s, reason: $r) { id status version } }`
	updateLoanDoc = `mutation($id: ID!, $terms: String) { updateLoanAgreement(id: $id, terms: $terms) { _id terms } }`
	loanForUser   = `query($id: ID!) { loanAgreementForUser(_id: $id) { _id status contentHash amount finalizedDate lastSignedDate
	  parties { _id contactId contactName signature fontName date } sections { _id title initials { partyId initials fontName date } } } }`
	loanForUserStaffFields = `query($id: ID!) { loanAgreementForUser(_id: $id) { _id parties { _id signedIp } } }`
	loansForUser           = `query { allLoanAgreementsForUser(filters: {isTemplate: false}) { _id name } }`
	loanForStaff           = `query($id: ID!) { LoanAgreement(id: $id) { _id status parties { _id signedIp signedMethod signedUserAgent signedByUserName }
	  sections { initials { partyId signedIp signedMethod } } } }`
	signLoanDoc = `mutation($id: ID!, $party: ID!, $text: String!, $font: String!, $hash: String) {
	  signLoanAgreement(signature: {loanAgreementId: $id, signature: {partyId: $party, signature: $text, fontName: $font, date: "1999-01-01T00:00:00Z", contentHash: $hash}}) { _id status parties { _id signature date } } }`
	initialLoanDoc = `mutation($id: ID!, $section: ID!, $party: ID!, $text: String!, $font: String!, $hash: String) {
	  initialLoanAgreementSection(initials: {loanAgreementId: $id, initials: {sectionId: $section, partyId: $party, initials: $text, fontName: $font, contentHash: $hash}}) { _id status } }`
	mousForUser = `query($signee: ID) { allMousForUser(filters: {isTemplate: false, signeeId: $signee}) { _id name } }`
	mouFields   = `fragment MouFields on Mou { _id status contentHash finalizedDate lastSignedDate
	  parties { _id contactId contactName signature fontName date } sections { _id title initials { partyId initials fontName date } } }`
	mouForUserDoc = `query($id: ID!) { mouForUser(_id: $id) { ...MouFields } }` + mouFields
	signMouDoc    = `mutation($id: ID!, $party: ID!, $text: String!, $font: String!, $hash: String) {
	  signMouForUser(signature: {mouId: $id, partyId: $party, signature: $text, fontName: $font, date: "1999-01-01T00:00:00Z", contentHash: $hash}) { ...MouFields } }` + mouFields
	initialMouDoc = `mutation($id: ID!, $section: ID!, $party: ID!, $text: String!, $font: String!, $hash: String) {
	  initialMouSectionForUser(initials: {mouId: $id, sectionId: $section, partyId: $party, initials: $text, fontName: $font, date: "1999-01-01T00:00:00Z", contentHash: $hash}) { ...MouFields } }` + mouFields
)

type loanOut struct {
	ID             string `json:"_id"`
	Status         string
	ContentHash    *string
	Amount         int64
	FinalizedDate  *string
	LastSignedDate *string
	Parties        []struct {
		ID          string `json:"_id"`
		ContactID   string
		ContactName string
		Signature   *string
		FontName    *string
		Date        *string
	}
	Sections []struct {
		ID       string `json:"_id"`
		Title    string
		Initials []struct{ PartyID, Initials, FontName, Date string }
	}
}

// agreementParties are the people of the agreement scenarios: Ana, a field worker who is the
// borrower; Ben, a coordinator who belongs to the Kibera Church organisation, the guarantor; and
// Zoe, a field worker who is no party.
type agreementParties struct {
	env             *graphtest.Env
	staff           string
	ana, ben, zoe   string
	anaU, benU      *graphtest.TestUser
	church, project string
}

func newAgreementParties(t *testing.T) *agreementParties {
	env := graphtest.New(t)
	p := &agreementParties{env: env}
	p.staff, _ = env.SignInAs("staff")
	p.ana, p.anaU = env.SignInAs("field-worker")
	p.ben, p.benU = env.SignInAs("regional-coordinator")
	p.zoe, _ = env.SignInAs("field-worker")
	p.church = newContact(t, env, p.staff, "ORGANIZATION", "Kibera Church").UnderscoreID
	addMember(t, env, p.staff, p.church, p.benU.ContactID)
	p.project = addProject(t, env, "Well for Kibera")
	return p
}

// loan creates a loan agreement with Ana and the church as parties and two sections.
func (p *agreementParties) loan(t *testing.T, template bool) string {
	t.Helper()
	var d struct {
		CreateLoanAgreement struct {
			ID string `json:"_id"`
		}
	}
	p.env.Do(p.staff, createLoanDoc, map[string]any{
		"name": "Well loan", "tpl": template, "project": p.project, "amount": 125_000_000,
		"parties":  []map[string]any{{"ref": "Borrower", "name": "Ana", "contactId": p.anaU.ContactID}, {"ref": "Guarantor", "name": "Kibera Church", "contactId": p.church}},
		"sections": []map[string]any{{"title": "The loan", "text": "Reach lends $12,500.00."}, {"title": "Repayment", "text": "Monthly, from March."}},
	}).MustDecode(&d)
	return d.CreateLoanAgreement.ID
}

// mou creates a partnership agreement form for Ana as a field worker among group, with Ana and
// the church as parties and two sections.
func (p *agreementParties) mou(t *testing.T, group string) string {
	t.Helper()
	var d struct {
		CreateMou struct {
			ID string `json:"_id"`
		}
	}
	p.env.Do(p.staff, createMouDoc, map[string]any{
		"name": "Commitment 2027", "group": group, "contact": p.anaU.ContactID,
		"parties":  []map[string]any{{"ref": "Field worker", "name": "Ana", "contactId": p.anaU.ContactID}, {"ref": "Church", "name": "Kibera Church", "contactId": p.church}},
		"sections": []map[string]any{{"title": "Prayer", "text": "I will pray weekly."}, {"title": "Reports", "text": "I will report every quarter."}},
	}).MustDecode(&d)
	return d.CreateMou.ID
}

func (p *agreementParties) move(t *testing.T, id, to string) {
	t.Helper()
	p.moveKind(t, "LOAN_AGREEMENT", id, to)
}

func (p *agreementParties) moveKind(t *testing.T, kind, id, to string) {
	t.Helper()
	p.env.Do(p.staff, moveDoc, map[string]any{"id": id, "t": kind, "s": to}).MustOK()
}

// readMou reads an MOU as the portal does (it answers the loan's shapes: parties and sections).
func (p *agreementParties) readMou(t *testing.T, token, contact, id string) loanOut {
	t.Helper()
	var d struct{ MouForUser loanOut }
	p.env.DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: mouForUserDoc, Variables: map[string]any{"id": id}}).MustDecode(&d)
	return d.MouForUser
}

func (p *agreementParties) read(t *testing.T, token, contact, id string) loanOut {
	t.Helper()
	var d struct{ LoanAgreementForUser loanOut }
	p.env.DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: loanForUser, Variables: map[string]any{"id": id}}).MustDecode(&d)
	return d.LoanAgreementForUser
}

func TestAgreementReadGuards(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	id := p.loan(t, false)
	p.move(t, id, model.AgreementSigning)
	vars := map[string]any{"id": id}

	if got := p.read(t, p.ana, "", id); got.Status != model.AgreementSigning || len(got.Parties) != 2 || got.ContentHash == nil || got.Amount != 125_000_000 {
		t.Fatalf("party reads %+v", got)
	}
	// Ben is a party only through the church: as himself he is told to change account.
	env.DoRequest(graphtest.Request{Token: p.ben, Query: loanForUser, Variables: vars}).MustFail("FORBIDDEN", "Insufficient permissions")
	if got := p.read(t, p.ben, p.church, id); got.ID != id {
		t.Fatalf("acting for the church: %+v", got)
	}
	// Zoe is nobody here, and cannot act for the church.
	env.DoRequest(graphtest.Request{Token: p.zoe, Query: loanForUser, Variables: vars}).MustFail("NOT_FOUND", "")
	if res := env.DoRequest(graphtest.Request{Token: p.zoe, ContactID: p.church, Query: loanForUser, Variables: vars}); res.Code() != "FORBIDDEN" {
		t.Fatalf("Contact header of someone else's organisation: %s", res.Raw)
	}
	// A partner may not read loan agreements at all; nobody signed in is refused.
	partner, _ := env.SignInAs("partner")
	env.Do(partner, loanForUser, vars).MustFail("FORBIDDEN", "")
	env.Do("", loanForUser, vars).MustFail("UNAUTHENTICATED", "")
	// How a party signed is for staff only.
	env.Do(p.ana, loanForUserStaffFields, vars).MustFail("FORBIDDEN", "")

	// Templates never show outside the back office.
	tpl := p.loan(t, true)
	var list struct {
		AllLoanAgreementsForUser []struct {
			ID string `json:"_id"`
		}
	}
	env.Do(p.ana, loansForUser, nil).MustDecode(&list)
	if len(list.AllLoanAgreementsForUser) != 1 || list.AllLoanAgreementsForUser[0].ID != id {
		t.Fatalf("Ana's list: %+v, want only %s", list, id)
	}
	env.Do(p.ana, loanForUser, map[string]any{"id": tpl}).MustFail("NOT_FOUND", "")
}

func TestAgreementSigningThroughTheAPI(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	id := p.loan(t, false)
	// While staff prepare it, the agreement is theirs alone; a preview shows it to the parties.
	env.Do(p.ana, loanForUser, map[string]any{"id": id}).MustFail("NOT_FOUND", "")
	p.move(t, id, model.AgreementPreview)
	a := p.read(t, p.ana, "", id)
	anaParty, churchParty := a.Parties[0].ID, a.Parties[1].ID
	sign := func(token, contact, party, text, font string, hash any) *graphtest.Response {
		return env.DoRequest(graphtest.Request{Token: token, ContactID: contact, IP: "203.0.113.9", Header: map[string]string{"User-Agent": "field-phone/1.0"},
			Query: signLoanDoc, Variables: map[string]any{"id": id, "party": party, "text": text, "font": font, "hash": hash}})
	}
	initial := func(token, contact, party, section string, hash any) *graphtest.Response {
		return env.DoRequest(graphtest.Request{Token: token, ContactID: contact, IP: "203.0.113.9",
			Query: initialLoanDoc, Variables: map[string]any{"id": id, "section": section, "party": party, "text": "AP", "font": "Tangerine", "hash": hash}})
	}

	sign(p.ana, "", anaParty, "Ana Pérez", "Tangerine", nil).MustFail("BAD_USER_INPUT", "not open for signing")
	p.move(t, id, model.AgreementSigning)
	a = p.read(t, p.ana, "", id)
	hash := *a.ContentHash

	sign(p.ana, "", churchParty, "Ana Pérez", "Tangerine", hash).MustFail("FORBIDDEN", "Only the party's own account")
	sign(p.ana, "", anaParty, "Ana Pérez", "Comic Sans", hash).MustFail("BAD_USER_INPUT", "signature fonts")
	sign(p.ana, "", anaParty, "   ", "Tangerine", hash).MustFail("BAD_USER_INPUT", "This field is required")
	sign(p.ana, "", anaParty, "Ana Pérez", "Tangerine", strings.Repeat("0", 64)).MustFail("BAD_USER_INPUT", "This agreement has changed")

	for _, s := range a.Sections {
		initial(p.ana, "", anaParty, s.ID, hash).MustOK()
	}
	initial(p.ana, "", anaParty, a.Sections[0].ID, hash).MustOK() // a double submit records once
	sign(p.ana, "", anaParty, "Ana Pérez", "Tangerine", hash).MustOK()
	sign(p.ana, "", anaParty, "Ana Pérez", "Tangerine", hash).MustOK() // the same signature again answers the agreement
	sign(p.ana, "", anaParty, "Someone Else", "Tangerine", hash).MustFail("BAD_USER_INPUT", "This party has already signed.")

	a = p.read(t, p.ana, "", id)
	if a.Status != model.AgreementSigning || a.Parties[0].Signature == nil || *a.Parties[0].Signature != "Ana Pérez" || a.Parties[0].Date == nil || strings.HasPrefix(*a.Parties[0].Date, "1999") {
		t.Fatalf("after Ana signed: %+v", a.Parties[0])
	}
	if n := len(a.Sections[0].Initials); n != 1 {
		t.Fatalf("section 1 has %d initials, want 1", n)
	}
	// Staff see how it was given: the address, the browser and how Ana had signed in.
	var staffView struct {
		LoanAgreement struct {
			Parties []struct {
				SignedIP         *string `json:"signedIp"`
				SignedMethod     *string
				SignedUserAgent  *string
				SignedByUserName *string
			}
		}
	}
	env.Do(p.staff, loanForStaff, map[string]any{"id": id}).MustDecode(&staffView)
	got := staffView.LoanAgreement.Parties[0]
	if got.SignedIP == nil || *got.SignedIP != "203.0.113.9" || got.SignedMethod == nil || *got.SignedMethod != "password" ||
		got.SignedUserAgent == nil || *got.SignedUserAgent != "field-phone/1.0" || got.SignedByUserName == nil || *got.SignedByUserName != p.anaU.Username {
		t.Fatalf("staff view of Ana's signature: %+v", got)
	}
	// Nothing changes the content once signing has begun.
	env.Do(p.staff, updateLoanDoc, map[string]any{"id": id, "terms": "36 months"}).MustFail("BAD_USER_INPUT", "")
	env.Do(p.staff, moveDoc, map[string]any{"id": id, "t": "LOAN_AGREEMENT", "s": "PREPARING"}).MustFail("BAD_USER_INPUT", "cannot be changed")

	// Ben signs for the church: the agreement is SIGNED and every party is told once.
	for _, s := range a.Sections {
		initial(p.ben, p.church, churchParty, s.ID, hash).MustOK()
	}
	sign(p.ben, p.church, churchParty, "Ben Okafor", "Square Peg", hash).MustOK()
	a = p.read(t, p.ben, p.church, id)
	if a.Status != model.AgreementSigned || a.FinalizedDate == nil || a.LastSignedDate == nil {
		t.Fatalf("after both signed: %s finalized %v", a.Status, a.FinalizedDate)
	}
	// Ana's own address, and the church's member Ben (the church has none): one mail each.
	signed, _, err := env.DB.ListOutboxMails(context.Background(), db.OutboxQuery{Kind: mail.KindAgreementSigned})
	if err != nil {
		t.Fatal(err)
	}
	to := []string{}
	for _, m := range signed {
		to = append(to, m.To)
	}
	slices.Sort(to)
	if want := []string{p.anaU.Email, p.benU.Email}; !slices.Equal(to, sorted(want)) {
		t.Fatalf("completion mail went to %v, want %v", to, want)
	}
	env.Do(p.staff, moveDoc, map[string]any{"id": id, "t": "LOAN_AGREEMENT", "s": "CANCELLED", "r": "late"}).MustFail("BAD_USER_INPUT", "")
}

func TestMouSigneeFilterIsStaffOnly(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	group := addGroup(t, env, "Somali")
	var d struct {
		CreateMou struct {
			ID string `json:"_id"`
		}
	}
	env.Do(p.staff, createMouDoc, map[string]any{
		"name": "Commitment 2027", "group": group, "contact": p.benU.ContactID,
		"parties":  []map[string]any{{"ref": "Field worker", "name": "Ben", "contactId": p.benU.ContactID}},
		"sections": []map[string]any{{"title": "Prayer", "text": "I will pray weekly."}},
	}).MustDecode(&d)
	env.Do(p.staff, moveDoc, map[string]any{"id": d.CreateMou.ID, "t": "MOU", "s": "SIGNING"}).MustOK()

	type list struct {
		AllMousForUser []struct {
			ID string `json:"_id"`
		}
	}
	var zoe, ben, staff list
	env.Do(p.zoe, mousForUser, map[string]any{"signee": p.benU.ContactID}).MustDecode(&zoe)
	env.Do(p.ben, mousForUser, nil).MustDecode(&ben)
	env.Do(p.staff, mousForUser, map[string]any{"signee": p.benU.ContactID}).MustDecode(&staff)
	if len(zoe.AllMousForUser) != 0 {
		t.Fatalf("Zoe asked for Ben's forms and got %+v", zoe)
	}
	if len(ben.AllMousForUser) != 1 || len(staff.AllMousForUser) != 1 {
		t.Fatalf("Ben sees %+v, staff see %+v; want the one form each", ben, staff)
	}
}

// The MOU's signing calls as the portal sends them: only a request acting for a party's contact
// signs or initials it; a form that changed since it was read is refused; a double submit, even
// at once, answers the current form and records once; the form is SIGNED when every party has
// signed and initialled every section, in whatever order.
func TestMouSigningThroughTheAPI(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	id := p.mou(t, addGroup(t, env, "Somali"))
	p.moveKind(t, "MOU", id, model.AgreementSigning)
	m := p.readMou(t, p.ana, "", id)
	hash := *m.ContentHash
	ana, church := m.Parties[0].ID, m.Parties[1].ID
	prayer, reports := m.Sections[0].ID, m.Sections[1].ID
	sign := func(token, contact, party, text string, hash any) *graphtest.Response {
		return env.DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: signMouDoc,
			Variables: map[string]any{"id": id, "party": party, "text": text, "font": "Tangerine", "hash": hash}})
	}
	initial := func(token, contact, party, section string, hash any) *graphtest.Response {
		return env.DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: initialMouDoc,
			Variables: map[string]any{"id": id, "section": section, "party": party, "text": "AP", "font": "Tangerine", "hash": hash}})
	}
	type answer struct {
		SignMouForUser           *loanOut
		InitialMouSectionForUser *loanOut
	}
	decode := func(r *graphtest.Response) loanOut {
		t.Helper()
		var a answer
		r.MustDecode(&a)
		if a.SignMouForUser != nil {
			return *a.SignMouForUser
		}
		return *a.InitialMouSectionForUser
	}

	// Zoe is no party; with the church's Contact header she acts for an account not hers; Ben as
	// himself is told to change account; Ana may not sign the church's party, nor Ben (for the
	// church) Ana's.
	sign(p.zoe, "", ana, "Ana Lucía Pérez", hash).MustFail("NOT_FOUND", agreement.MsgNotFound)
	initial(p.zoe, "", ana, prayer, hash).MustFail("NOT_FOUND", agreement.MsgNotFound)
	sign(p.zoe, p.church, church, "Kibera Church", hash).MustFail("FORBIDDEN", "")
	sign(p.ben, "", church, "Ben Okafor", hash).MustFail("FORBIDDEN", "Insufficient permissions")
	initial(p.ben, "", church, prayer, hash).MustFail("FORBIDDEN", "Insufficient permissions")
	sign(p.ana, "", church, "Ana Lucía Pérez", hash).MustFail("FORBIDDEN", agreement.MsgNotYourParty)
	initial(p.ana, "", church, prayer, hash).MustFail("FORBIDDEN", agreement.MsgNotYourParty)
	sign(p.ben, p.church, ana, "Ben Okafor", hash).MustFail("FORBIDDEN", agreement.MsgNotYourParty)
	initial(p.ben, p.church, ana, prayer, hash).MustFail("FORBIDDEN", agreement.MsgNotYourParty)
	// What Ana read is not what the form says now.
	stale := strings.Repeat("0", 64)
	sign(p.ana, "", ana, "Ana Lucía Pérez", stale).MustFail("BAD_USER_INPUT", agreement.MsgChanged)
	initial(p.ana, "", ana, prayer, stale).MustFail("BAD_USER_INPUT", agreement.MsgChanged)
	if m = p.readMou(t, p.ana, "", id); m.Parties[0].Signature != nil || m.Parties[1].Signature != nil || len(m.Sections[0].Initials)+len(m.Sections[1].Initials) != 0 {
		t.Fatalf("refused calls left marks: %+v", m)
	}

	// A double submit of Ana's initials answers the current form, initialled once.
	first := decode(initial(p.ana, "", ana, prayer, hash))
	again := decode(initial(p.ana, "", ana, prayer, hash))
	if len(again.Sections[0].Initials) != 1 || again.Sections[0].Initials[0].Date != first.Sections[0].Initials[0].Date || again.Sections[0].Initials[0].PartyID != ana {
		t.Fatalf("a double submit of initials: %+v, then %+v", first.Sections[0].Initials, again.Sections[0].Initials)
	}
	// The same initials sent twice at once: both answered, recorded once.
	both := make([]*graphtest.Response, 2)
	var wg sync.WaitGroup
	for i := range both {
		wg.Add(1)
		go func() {
			defer wg.Done()
			both[i] = initial(p.ana, "", ana, reports, hash)
		}()
	}
	wg.Wait()
	for _, r := range both {
		if len(r.Errors) > 0 {
			t.Fatalf("the same initials twice at once: %s", r.Raw)
		}
	}
	if m = p.readMou(t, p.ana, "", id); len(m.Sections[1].Initials) != 1 {
		t.Fatalf("the same initials twice at once recorded %d times", len(m.Sections[1].Initials))
	}

	// Ana signs; the same signature again answers the form, another is refused.
	signed := decode(sign(p.ana, "", ana, "Ana Lucía Pérez", hash))
	twice := decode(sign(p.ana, "", ana, "Ana Lucía Pérez", hash))
	if twice.Parties[0].Date == nil || *twice.Parties[0].Date != *signed.Parties[0].Date || *twice.Parties[0].Signature != "Ana Lucía Pérez" || strings.HasPrefix(*twice.Parties[0].Date, "1999") {
		t.Fatalf("a double submit of a signature: %+v, then %+v", signed.Parties[0], twice.Parties[0])
	}
	sign(p.ana, "", ana, "A. L. Pérez", hash).MustFail("BAD_USER_INPUT", "This party has already signed.")
	if twice.Status != model.AgreementSigning || twice.FinalizedDate != nil {
		t.Fatalf("one party of two done, yet %s", twice.Status)
	}

	// Ben signs for the church before initialling: the form waits for its initials.
	if got := decode(sign(p.ben, p.church, church, "Ben Okafor", hash)); got.Status != model.AgreementSigning {
		t.Fatalf("signed by both but the church's initials missing, yet %s", got.Status)
	}
	if got := decode(initial(p.ben, p.church, church, prayer, hash)); got.Status != model.AgreementSigning {
		t.Fatalf("one section left to initial, yet %s", got.Status)
	}
	last := decode(initial(p.ben, p.church, church, reports, hash))
	if last.Status != model.AgreementSigned || last.FinalizedDate == nil || last.LastSignedDate == nil {
		t.Fatalf("every party signed and initialled every section: %s finalized %v", last.Status, last.FinalizedDate)
	}
	for _, sec := range last.Sections {
		if len(sec.Initials) != 2 {
			t.Fatalf("section %q has %d initials, want one per party", sec.Title, len(sec.Initials))
		}
	}
	signedMails, _, err := env.DB.ListOutboxMails(context.Background(), db.OutboxQuery{Kind: mail.KindAgreementSigned})
	if err != nil {
		t.Fatal(err)
	}
	if len(signedMails) != 2 {
		t.Fatalf("completion mails: %d, want one per party", len(signedMails))
	}
}

// Once anything is initialled, no argument of updateLoanAgreement or updateMou changes the
// agreement: each is refused with 'A signed or initialled agreement cannot be changed.' and the
// parties read what they initialled.
func TestAgreementContentLockedThroughTheAPI(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	group := addGroup(t, env, "Somali")
	other := addProject(t, env, "Clinic for Kisumu")
	sections := []map[string]any{{"title": "The loan", "text": "Reach lends $99,000.00."}}
	parties := []map[string]any{{"ref": "Borrower", "contactId": p.benU.ContactID}}
	attachments := []map[string]any{{"name": "Budget", "fileId": "00000000-0000-7000-8000-000000000000"}}
	type arg struct{ name, typ string }
	cases := map[string]struct {
		mutation string
		args     map[arg]any
	}{
		"LOAN_AGREEMENT": {mutation: "updateLoanAgreement", args: map[arg]any{
			{"name", "String"}:                             "Another loan",
			{"isTemplate", "Boolean"}:                      true,
			{"projectId", "ID"}:                            other,
			{"amount", "SafeInt"}:                          990_000_000,
			{"terms", "String"}:                            "6 months",
			{"paySchedule", "String"}:                      "Weekly",
			{"beneficiaries", "[BeneficiaryInput!]"}:       []map[string]any{{"contactId": p.benU.ContactID}},
			{"approvalDate", "DateTime"}:                   "2026-01-01T00:00:00Z",
			{"reminderDays", "Int"}:                        1,
			{"sections", "[AgreementSectionInput!]"}:       sections,
			{"parties", "[AgreementPartyInput!]"}:          parties,
			{"attachments", "[AgreementAttachmentInput!]"}: attachments,
		}},
		"MOU": {mutation: "updateMou", args: map[arg]any{
			{"name", "String"}:                             "Another form",
			{"isTemplate", "Boolean"}:                      true,
			{"role", "MouRole"}:                            "TRAINER",
			{"peopleGroupId", "ID"}:                        addGroup(t, env, "Borana"),
			{"contactId", "ID"}:                            p.benU.ContactID,
			{"reminderDays", "Int"}:                        1,
			{"sections", "[AgreementSectionInput!]"}:       sections,
			{"parties", "[AgreementPartyInput!]"}:          parties,
			{"attachments", "[AgreementAttachmentInput!]"}: attachments,
		}},
	}
	for kind, c := range cases {
		var id string
		var read func() loanOut
		if kind == "MOU" {
			id = p.mou(t, group)
			read = func() loanOut { return p.readMou(t, p.ana, "", id) }
		} else {
			id = p.loan(t, false)
			read = func() loanOut { return p.read(t, p.ana, "", id) }
		}
		p.moveKind(t, kind, id, model.AgreementSigning)
		before := read()
		doc := initialLoanDoc
		if kind == "MOU" {
			doc = initialMouDoc
		}
		env.Do(p.ana, doc, map[string]any{"id": id, "section": before.Sections[0].ID, "party": before.Parties[0].ID, "text": "AP", "font": "Tangerine"}).MustOK()
		before = read()
		for a, v := range c.args {
			q := fmt.Sprintf(`mutation($id: ID!, $v: %s) { %s(id: $id, %s: $v) { _id } }`, a.typ, c.mutation, a.name)
			res := env.Do(p.staff, q, map[string]any{"id": id, "v": v})
			if res.Code() != "BAD_USER_INPUT" || res.Message() != agreement.MsgLocked {
				t.Errorf("%s %s after an initial: %s", c.mutation, a.name, res.Raw)
			}
		}
		after := read()
		if *after.ContentHash != *before.ContentHash || after.Amount != before.Amount || len(after.Sections) != len(before.Sections) ||
			after.Sections[0].Title != before.Sections[0].Title || after.Parties[0].ContactID != before.Parties[0].ContactID || len(after.Parties) != len(before.Parties) {
			t.Errorf("%s: refused updates changed what the parties read: %+v, then %+v", kind, before, after)
		}
	}
}

// A loan agreement's country is its project's: the first people group the project impacts (a
// project has no country of its own), read live while staff prepare it and frozen when signing
// starts; none for a project that names no people group.
func TestLoanAgreementCountry(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	ctx := context.Background()
	setCountry := func(group, code, name string) {
		t.Helper()
		if _, err := env.DB.Bun().NewUpdate().Model((*model.PeopleGroup)(nil)).Set("country_code = ?, country = ?", code, name).Where("id = ?", group).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	somali, borana := addGroup(t, env, "Somali"), addGroup(t, env, "Borana")
	setCountry(somali, "KE", "Kenya")
	noGroups := p.loan(t, false)
	p.project = addProject(t, env, "School for Garissa", somali, borana)
	signing, preparing := p.loan(t, false), p.loan(t, false)
	p.move(t, signing, model.AgreementSigning)

	type country struct{ Country, CountryName *string }
	staffRead := func(id string) country {
		t.Helper()
		var d struct{ LoanAgreement country }
		env.Do(p.staff, `query($id: ID!) { LoanAgreement(id: $id) { country countryName } }`, map[string]any{"id": id}).MustDecode(&d)
		return d.LoanAgreement
	}
	partyRead := func(id string) country {
		t.Helper()
		var d struct{ LoanAgreementForUser country }
		env.Do(p.ana, `query($id: ID!) { loanAgreementForUser(_id: $id) { country countryName } }`, map[string]any{"id": id}).MustDecode(&d)
		return d.LoanAgreementForUser
	}
	is := func(c country, code, name string) bool {
		return c.Country != nil && *c.Country == code && c.CountryName != nil && *c.CountryName == name
	}
	if c := partyRead(signing); !is(c, "KE", "Kenya") {
		t.Fatalf("a party reads the country %v %v, want KE Kenya", c.Country, c.CountryName)
	}
	if c := staffRead(preparing); !is(c, "KE", "Kenya") {
		t.Fatalf("staff read the country %v %v, want KE Kenya", c.Country, c.CountryName)
	}
	if c := staffRead(noGroups); c.Country != nil || c.CountryName != nil {
		t.Fatalf("a project without people groups has the country %v %v", c.Country, c.CountryName)
	}
	// The people group's country changes (a Joshua Project import): the agreement being signed
	// keeps what its parties read; the one in preparation follows.
	setCountry(somali, "SO", "Somalia")
	if c := partyRead(signing); !is(c, "KE", "Kenya") {
		t.Fatalf("the frozen country moved to %v %v", *c.Country, *c.CountryName)
	}
	if c := staffRead(signing); !is(c, "KE", "Kenya") {
		t.Fatalf("staff read the frozen country as %v %v", *c.Country, *c.CountryName)
	}
	if c := staffRead(preparing); !is(c, "SO", "Somalia") {
		t.Fatalf("an agreement in preparation reads the country %v %v, want SO Somalia", c.Country, c.CountryName)
	}
}

// allLoanAgreementsForUser lists newest first (last updated first) unless sortBy asks otherwise.
func TestAllLoanAgreementsForUserSortBy(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	// Bravo is created first and updated last; Alpha the other way round.
	create := func(name string, amount int) string {
		t.Helper()
		env.Clock.Advance(time.Minute)
		var d struct {
			CreateLoanAgreement struct {
				ID string `json:"_id"`
			}
		}
		env.Do(p.staff, createLoanDoc, map[string]any{"name": name, "tpl": false, "project": p.project, "amount": amount,
			"parties": []map[string]any{{"ref": "Borrower", "contactId": p.anaU.ContactID}}}).MustDecode(&d)
		return d.CreateLoanAgreement.ID
	}
	ids := map[string]string{"Bravo": create("Bravo", 3_000_000), "Alpha": create("Alpha", 1_000_000), "Charlie": create("Charlie", 2_000_000)}
	for _, name := range []string{"Alpha", "Charlie", "Bravo"} {
		env.Clock.Advance(time.Minute)
		p.move(t, ids[name], model.AgreementPreview)
	}
	list := func(sortBy any) []string {
		t.Helper()
		var d struct {
			AllLoanAgreementsForUser []struct{ Name string }
		}
		env.Do(p.ana, `query($s: [SortByInput!]) { allLoanAgreementsForUser(filters: {isTemplate: false}, sortBy: $s) { name } }`,
			map[string]any{"s": sortBy}).MustDecode(&d)
		var names []string
		for _, a := range d.AllLoanAgreementsForUser {
			names = append(names, a.Name)
		}
		return names
	}
	by := func(keys ...string) []map[string]any {
		var out []map[string]any
		for _, k := range keys {
			key, order, _ := strings.Cut(k, " ")
			m := map[string]any{"key": key}
			if order != "" {
				m["order"] = order
			}
			out = append(out, m)
		}
		return out
	}
	for _, c := range []struct {
		name   string
		sortBy any
		want   []string
	}{
		{"no sortBy: newest first", nil, []string{"Bravo", "Charlie", "Alpha"}},
		{"an empty sortBy", by(), []string{"Bravo", "Charlie", "Alpha"}},
		{"updatedAt DESC, as the portal asks", by("updatedAt DESC"), []string{"Bravo", "Charlie", "Alpha"}},
		{"updatedAt ASC", by("updatedAt ASC"), []string{"Alpha", "Charlie", "Bravo"}},
		{"createdAt DESC", by("createdAt DESC"), []string{"Charlie", "Alpha", "Bravo"}},
		{"createdAt, ascending without an order", by("createdAt"), []string{"Bravo", "Alpha", "Charlie"}},
		{"name.keyword ASC", by("name.keyword ASC"), []string{"Alpha", "Bravo", "Charlie"}},
		{"name DESC", by("name DESC"), []string{"Charlie", "Bravo", "Alpha"}},
		{"amount DESC", by("amount DESC"), []string{"Bravo", "Charlie", "Alpha"}},
		{"_score, then name", by("_score DESC", "name ASC"), []string{"Alpha", "Bravo", "Charlie"}},
	} {
		if got := list(c.sortBy); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	env.Do(p.ana, `query { allLoanAgreementsForUser(sortBy: [{key: "projectName"}]) { name } }`, nil).MustFail("BAD_USER_INPUT", agreement.MsgUnknownSort)
}

// The same initials on a loan agreement sent twice at once: both answered, recorded once.
func TestLoanInitialsTwiceAtOnce(t *testing.T) {
	p := newAgreementParties(t)
	env := p.env
	id := p.loan(t, false)
	p.move(t, id, model.AgreementSigning)
	a := p.read(t, p.ben, p.church, id)
	vars := map[string]any{"id": id, "section": a.Sections[1].ID, "party": a.Parties[1].ID, "text": "KC", "font": "Square Peg", "hash": *a.ContentHash}
	both := make([]*graphtest.Response, 2)
	var wg sync.WaitGroup
	for i := range both {
		wg.Add(1)
		go func() {
			defer wg.Done()
			both[i] = env.DoRequest(graphtest.Request{Token: p.ben, ContactID: p.church, Query: initialLoanDoc, Variables: vars})
		}()
	}
	wg.Wait()
	for _, r := range both {
		if len(r.Errors) > 0 {
			t.Fatalf("the same initials twice at once: %s", r.Raw)
		}
	}
	a = p.read(t, p.ben, p.church, id)
	if got := a.Sections[1].Initials; len(got) != 1 || got[0].Initials != "KC" || got[0].FontName != "Square Peg" {
		t.Fatalf("the same initials twice at once recorded: %+v", got)
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// TestRemindOffSpeaksTheStaffMembersLanguage: why 'Remind' is off is said in the staff member's
// language, as the server's errors are.
func TestRemindOffSpeaksTheStaffMembersLanguage(t *testing.T) {
	p := newAgreementParties(t)
	id := p.loan(t, false)
	const doc = `query($id: ID!) { LoanAgreement(id: $id) { parties { remindOff } } }`
	read := func() []string {
		var d struct {
			LoanAgreement struct{ Parties []struct{ RemindOff *string } }
		}
		p.env.Do(p.staff, doc, map[string]any{"id": id}).MustDecode(&d)
		out := []string{}
		for _, party := range d.LoanAgreement.Parties {
			if party.RemindOff != nil {
				out = append(out, *party.RemindOff)
			}
		}
		return out
	}
	if got := read(); len(got) != 2 || got[0] != agreement.MsgNotSigning {
		t.Fatalf("remindOff in English: %q", got)
	}
	var me struct {
		MyProfileForUser struct {
			ID string `json:"_id"`
		}
	}
	p.env.Do(p.staff, `{ myProfileForUser { _id } }`, nil).MustDecode(&me)
	p.env.Do(p.staff, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, language: "es"}) { language } }`,
		map[string]any{"id": me.MyProfileForUser.ID}).MustOK()
	spanish := i18n.T("es", agreement.MsgNotSigning)
	if got := read(); spanish == agreement.MsgNotSigning || len(got) != 2 || got[0] != spanish {
		t.Fatalf("remindOff in Spanish: %q, want %q", got, spanish)
	}
}
