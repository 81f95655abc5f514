package graph_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

const (
	createContact = `mutation($t: String!, $n: String!, $e: String, $p: String) {
	  createContact(contactType: $t, fullName: $n, email: $e, phone: $p) { id _id contactType fullName email phone numMembers } }`
	updateContact = `mutation($id: ID!, $n: String, $e: String, $p: String) {
	  updateContact(id: $id, fullName: $n, email: $e, phone: $p) { id contactType fullName email phone } }`
	createMember = `mutation($g: ID!, $m: ID!) {
	  createContactMember(groupContactId: $g, memberContactId: $m) { id _id groupContactId groupName groupType memberContactId memberName memberEmail } }`
	deleteMember  = `mutation($id: ID!) { deleteContactMember(id: $id) { id memberName groupName } }`
	contactsCount = `query { _allContactsMeta { count } _allContactMembersMeta { count } }`
	membersOf     = `query($g: ID, $m: ID) {
	  allContactMembers(filter: {groupContactId: $g, memberContactId: $m}) { id memberName groupName groupType }
	  _allContactMembersMeta(filter: {groupContactId: $g, memberContactId: $m}) { count } }`
	accountsQuery = `query { myProfileForUser { myHousehold { _id fullName } myOrganizations { _id fullName } } }`
)

type contactOut struct {
	ID           string
	UnderscoreID string `json:"_id"`
	ContactType  string
	FullName     string
	Email        *string
	Phone        *string
	NumMembers   int
}

type memberOut struct {
	ID              string
	UnderscoreID    string `json:"_id"`
	GroupContactID  string
	GroupName       string
	GroupType       string
	MemberContactID string
	MemberName      string
	MemberEmail     *string
}

type accounts struct {
	MyProfileForUser struct {
		MyHousehold *struct {
			ID       string `json:"_id"`
			FullName string
		}
		MyOrganizations []struct {
			ID       string `json:"_id"`
			FullName string
		}
	}
}

func (a accounts) household() string {
	if h := a.MyProfileForUser.MyHousehold; h != nil {
		return h.ID
	}
	return ""
}

func (a accounts) organizations() []string {
	out := []string{}
	for _, o := range a.MyProfileForUser.MyOrganizations {
		out = append(out, o.ID)
	}
	return out
}

func newContact(t *testing.T, env *graphtest.Env, staff, contactType, name string) contactOut {
	t.Helper()
	var d struct{ CreateContact contactOut }
	env.Do(staff, createContact, map[string]any{"t": contactType, "n": name}).MustDecode(&d)
	return d.CreateContact
}

func addMember(t *testing.T, env *graphtest.Env, staff, group, member string) memberOut {
	t.Helper()
	var d struct{ CreateContactMember memberOut }
	env.Do(staff, createMember, map[string]any{"g": group, "m": member}).MustDecode(&d)
	return d.CreateContactMember
}

type counts struct {
	Contacts struct{ Count int } `json:"_allContactsMeta"`
	Members  struct{ Count int } `json:"_allContactMembersMeta"`
}

func countContacts(t *testing.T, env *graphtest.Env, staff string) counts {
	t.Helper()
	var c counts
	env.Do(staff, contactsCount, nil).MustDecode(&c)
	return c
}

func TestStaffCreateAndEditHouseholdsAndOrganizations(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")

	cases := []struct {
		name                 string
		vars                 map[string]any
		wantCode, wantMsg    string
		wantType, wantName   string
		wantEmail, wantPhone string
	}{
		{name: "household", vars: map[string]any{"t": "HOUSEHOLD", "n": "  The  Okafor Household "}, wantType: "HOUSEHOLD", wantName: "The Okafor Household"},
		{name: "organization with email and phone", vars: map[string]any{"t": "ORGANIZATION", "n": "Hope Church", "e": " office@hope.example.org ", "p": "(202) 555-0123"},
			wantType: "ORGANIZATION", wantName: "Hope Church", wantEmail: "office@hope.example.org", wantPhone: "+12025550123"},
		{name: "type in lower case", vars: map[string]any{"t": "household", "n": "The Lower Case Household"}, wantType: "HOUSEHOLD", wantName: "The Lower Case Household"},
		{name: "individual", vars: map[string]any{"t": "INDIVIDUAL", "n": "Ruth"}, wantCode: "BAD_USER_INPUT", wantMsg: "comes with their user"},
		{name: "unknown type", vars: map[string]any{"t": "FAMILY", "n": "Ruth"}, wantCode: "BAD_USER_INPUT", wantMsg: "Please choose a household or an organization"},
		{name: "no name", vars: map[string]any{"t": "HOUSEHOLD", "n": "   "}, wantCode: "BAD_USER_INPUT", wantMsg: "Please enter a name"},
		{name: "bad email", vars: map[string]any{"t": "ORGANIZATION", "n": "Hope", "e": "not-an-email"}, wantCode: "BAD_USER_INPUT", wantMsg: "The input is not valid E-mail!"},
		{name: "bad phone", vars: map[string]any{"t": "ORGANIZATION", "n": "Hope", "p": "call us"}, wantCode: "BAD_USER_INPUT", wantMsg: "valid phone number"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := countContacts(t, env, staff)
			res := env.Do(staff, createContact, c.vars)
			if c.wantCode != "" {
				res.MustFail(c.wantCode, c.wantMsg)
				if after := countContacts(t, env, staff); after != before {
					t.Fatalf("a refused create changed the contacts: %+v -> %+v", before, after)
				}
				return
			}
			var d struct{ CreateContact contactOut }
			res.MustDecode(&d)
			got := d.CreateContact
			if got.ID == "" || got.UnderscoreID != got.ID || got.NumMembers != 0 {
				t.Fatalf("created %+v", got)
			}
			if got.ContactType != c.wantType || got.FullName != c.wantName {
				t.Fatalf("created a %s named %q, want a %s named %q", got.ContactType, got.FullName, c.wantType, c.wantName)
			}
			if deref(got.Email) != c.wantEmail || deref(got.Phone) != c.wantPhone {
				t.Fatalf("email %q phone %q, want %q %q", deref(got.Email), deref(got.Phone), c.wantEmail, c.wantPhone)
			}
		})
	}

	// The list: by type, by search, and one by id.
	var list struct {
		AllContacts []contactOut
		Contact     contactOut
	}
	church := newContact(t, env, staff, "ORGANIZATION", "Grace Fellowship")
	env.Do(staff, `query($id: ID!) { allContacts(filter: {contactType: "HOUSEHOLD"}, sortField: "fullName") { fullName contactType }
	  Contact(id: $id) { id fullName contactType } }`, map[string]any{"id": church.ID}).MustDecode(&list)
	var names []string
	for _, c := range list.AllContacts {
		if c.ContactType != "HOUSEHOLD" {
			t.Fatalf("household filter let through %+v", c)
		}
		names = append(names, c.FullName)
	}
	if !slices.Equal(names, []string{"The Lower Case Household", "The Okafor Household"}) {
		t.Fatalf("households by name: %v", names)
	}
	if list.Contact.FullName != "Grace Fellowship" {
		t.Fatalf("Contact(id) = %+v", list.Contact)
	}
	env.Do(staff, `query { Contact(id: "no-such-contact") { id } }`, nil).MustFail("NOT_FOUND", "Contact not found")

	// Editing: rename, add an email, then remove it; a person's contact is edited on the user.
	var upd struct{ UpdateContact contactOut }
	env.Do(staff, updateContact, map[string]any{"id": church.ID, "n": "Grace Fellowship Church", "e": "hello@grace.example.org"}).MustDecode(&upd)
	if upd.UpdateContact.FullName != "Grace Fellowship Church" || deref(upd.UpdateContact.Email) != "hello@grace.example.org" {
		t.Fatalf("updated %+v", upd.UpdateContact)
	}
	env.Do(staff, updateContact, map[string]any{"id": church.ID, "p": "+44 20 7946 0958"}).MustDecode(&upd)
	if upd.UpdateContact.FullName != "Grace Fellowship Church" || deref(upd.UpdateContact.Email) != "hello@grace.example.org" || deref(upd.UpdateContact.Phone) != "+442079460958" {
		t.Fatalf("fields left out changed: %+v", upd.UpdateContact)
	}
	env.Do(staff, updateContact, map[string]any{"id": church.ID, "e": ""}).MustDecode(&upd)
	if upd.UpdateContact.Email != nil || deref(upd.UpdateContact.Phone) != "+442079460958" {
		t.Fatalf("an empty email should remove it: %+v", upd.UpdateContact)
	}
	env.Do(staff, updateContact, map[string]any{"id": church.ID, "n": " "}).MustFail("BAD_USER_INPUT", "Please enter a name")
	env.Do(staff, updateContact, map[string]any{"id": church.ID, "e": "nope"}).MustFail("BAD_USER_INPUT", "The input is not valid E-mail!")
	partner := env.CreateUser("partner")
	env.Do(staff, updateContact, map[string]any{"id": partner.ContactID, "n": "Someone Else"}).MustFail("BAD_USER_INPUT", "edited on their user")
	env.Do(staff, updateContact, map[string]any{"id": "no-such-contact", "n": "X"}).MustFail("NOT_FOUND", "Contact not found")
	env.Do(staff, `query($id: ID!) { Contact(id: $id) { fullName } }`, map[string]any{"id": church.ID}).MustDecode(&list)
	if list.Contact.FullName != "Grace Fellowship Church" {
		t.Fatalf("refused edits changed the name: %q", list.Contact.FullName)
	}
}

// A household or organisation's email is never mistaken for a person's: an invite to that
// address makes a new person rather than joining the invitee to the household.
func TestInviteToAHouseholdsEmailMakesAPerson(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	var d struct{ CreateContact contactOut }
	env.Do(staff, createContact, map[string]any{"t": "HOUSEHOLD", "n": "The Adeyemi Household", "e": "home@adeyemi.example.org"}).MustDecode(&d)
	var inv struct {
		CreateInvite struct{ ContactID string }
	}
	env.Do(staff, `mutation { createInvite(fullName: "Tola Adeyemi", email: "home@adeyemi.example.org", roles: ["partner"]) { contactId } }`, nil).MustDecode(&inv)
	if id := inv.CreateInvite.ContactID; id == "" || id == d.CreateContact.ID {
		t.Fatalf("the invite's contact is %q, the household is %q", id, d.CreateContact.ID)
	}
}

func TestStaffAddAndRemoveMembers(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	partnerTok, partner := env.SignInAs("partner")
	other := env.CreateUser("partner")
	home := newContact(t, env, staff, "HOUSEHOLD", "The Testers")
	otherHome := newContact(t, env, staff, "HOUSEHOLD", "The Others")
	church := newContact(t, env, staff, "ORGANIZATION", "Hope Church")
	school := newContact(t, env, staff, "ORGANIZATION", "Hope School")

	// What the household is linked to shows to whoever acts for it.
	own, shared := addGroup(t, env, "Own Group"), addGroup(t, env, "Household Group")
	linkGroup(t, env, partner.ContactID, own, model.LinkAdopter)
	linkGroup(t, env, home.ID, shared, model.LinkSponsor)
	asHome := graphtest.Request{Token: partnerTok, ContactID: home.ID, Query: myGroups}

	// Before: no household, no organisation, and the Contact header naming them is refused.
	// (These requests also leave the partner's session in the server's session cache.)
	var acc accounts
	env.Do(partnerTok, accountsQuery, nil).MustDecode(&acc)
	if acc.household() != "" || len(acc.organizations()) != 0 {
		t.Fatalf("accounts before: %+v", acc)
	}
	env.DoRequest(asHome).MustFail("FORBIDDEN", "do not belong")

	m := addMember(t, env, staff, home.ID, partner.ContactID)
	if m.ID != home.ID+":"+partner.ContactID || m.UnderscoreID != m.ID || m.GroupName != "The Testers" || m.GroupType != "HOUSEHOLD" ||
		m.MemberContactID != partner.ContactID || m.MemberName != partner.Name || deref(m.MemberEmail) != partner.Email {
		t.Fatalf("member %+v", m)
	}
	orgMember := addMember(t, env, staff, church.ID, partner.ContactID)
	addMember(t, env, staff, school.ID, partner.ContactID)
	addMember(t, env, staff, church.ID, other.ContactID)

	// At once (no waiting out the session cache): the profile lists them and the partner acts for them.
	env.Do(partnerTok, accountsQuery, nil).MustDecode(&acc)
	if acc.household() != home.ID || !slices.Equal(acc.organizations(), []string{church.ID, school.ID}) {
		t.Fatalf("accounts after adding: household %q organizations %v", acc.household(), acc.organizations())
	}
	var groups portalGroupPage
	env.DoRequest(asHome).MustDecode(&groups)
	if got := groups.names(); !slices.Equal(got, []string{"Household Group"}) {
		t.Fatalf("acting for the household: %v", got)
	}
	env.DoRequest(graphtest.Request{Token: partnerTok, ContactID: church.ID, Query: myGroups}).MustOK()

	// Refusals change nothing.
	before := countContacts(t, env, staff)
	refusals := []struct {
		name, group, member, msg string
	}{
		{"twice", home.ID, partner.ContactID, partner.Name + " is already a member of The Testers"},
		{"a second household", otherHome.ID, partner.ContactID, "already belongs to the household The Testers; remove them from it first"},
		{"a person as the group", other.ContactID, partner.ContactID, "members can only be added to a household or an organization"},
		{"a household as the member", church.ID, home.ID, "only a person can be a member"},
		{"an organization as the member", church.ID, school.ID, "only a person can be a member"},
		{"an unknown group", "no-such-contact", partner.ContactID, "Please choose a household or an organization"},
		{"an unknown member", home.ID, "no-such-contact", "Please choose a person"},
	}
	for _, c := range refusals {
		t.Run(c.name, func(t *testing.T) {
			env.Do(staff, createMember, map[string]any{"g": c.group, "m": c.member}).MustFail("BAD_USER_INPUT", c.msg)
		})
	}
	if after := countContacts(t, env, staff); after != before {
		t.Fatalf("refused additions changed something: %+v -> %+v", before, after)
	}

	// The back office's lists: by group, by member, one by id, and the groups' member counts.
	var lists struct {
		AllContactMembers []memberOut
		Meta              struct{ Count int } `json:"_allContactMembersMeta"`
	}
	env.Do(staff, membersOf, map[string]any{"g": church.ID}).MustDecode(&lists)
	if lists.Meta.Count != 2 || len(lists.AllContactMembers) != 2 {
		t.Fatalf("church members: %+v", lists)
	}
	env.Do(staff, membersOf, map[string]any{"m": partner.ContactID}).MustDecode(&lists)
	var groupNames []string
	for _, x := range lists.AllContactMembers {
		groupNames = append(groupNames, x.GroupName)
	}
	slices.Sort(groupNames)
	if !slices.Equal(groupNames, []string{"Hope Church", "Hope School", "The Testers"}) {
		t.Fatalf("partner's groups: %v", groupNames)
	}
	var one struct{ ContactMember memberOut }
	env.Do(staff, `query($id: ID!) { ContactMember(id: $id) { id memberName groupName } }`, map[string]any{"id": orgMember.ID}).MustDecode(&one)
	if one.ContactMember.GroupName != "Hope Church" || one.ContactMember.MemberName != partner.Name {
		t.Fatalf("ContactMember(id) = %+v", one.ContactMember)
	}
	var byIDs struct{ AllContactMembers []memberOut }
	env.Do(staff, `query($ids: [ID!]) { allContactMembers(filter: {ids: $ids}) { id } }`, map[string]any{"ids": []string{orgMember.ID, m.ID, "junk"}}).MustDecode(&byIDs)
	if len(byIDs.AllContactMembers) != 2 {
		t.Fatalf("members by ids: %+v", byIDs)
	}
	var num struct{ AllContacts []contactOut }
	env.Do(staff, `query { allContacts(filter: {q: "Hope"}, sortField: "fullName") { fullName numMembers } }`, nil).MustDecode(&num)
	if len(num.AllContacts) != 2 || num.AllContacts[0].NumMembers != 2 || num.AllContacts[1].NumMembers != 1 {
		t.Fatalf("member counts: %+v", num.AllContacts)
	}

	// Removing: the partner no longer acts for the household, on the very next request.
	var del struct{ DeleteContactMember memberOut }
	env.Do(staff, deleteMember, map[string]any{"id": m.ID}).MustDecode(&del)
	if del.DeleteContactMember.GroupName != "The Testers" {
		t.Fatalf("deleted %+v", del.DeleteContactMember)
	}
	env.Do(partnerTok, accountsQuery, nil).MustDecode(&acc)
	if acc.household() != "" || !slices.Equal(acc.organizations(), []string{church.ID, school.ID}) {
		t.Fatalf("accounts after removal: household %q organizations %v", acc.household(), acc.organizations())
	}
	env.DoRequest(asHome).MustFail("FORBIDDEN", "do not belong")
	env.Do(staff, deleteMember, map[string]any{"id": m.ID}).MustFail("NOT_FOUND", "Member not found")
	env.Do(staff, deleteMember, map[string]any{"id": "not-a-member-id"}).MustFail("NOT_FOUND", "Member not found")

	// Once out of the household, the partner may join another one.
	addMember(t, env, staff, otherHome.ID, partner.ContactID)
}

// Only staff keep contacts: a partner is refused, and nobody signed in is asked to sign in.
func TestContactGuards(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	partnerTok, partner := env.SignInAs("partner")
	home := newContact(t, env, staff, "HOUSEHOLD", "The Guarded")
	m := addMember(t, env, staff, home.ID, partner.ContactID)
	ops := []struct {
		name, query string
		vars        map[string]any
	}{
		{"allContacts", `query { allContacts { id } }`, nil},
		{"_allContactsMeta", `query { _allContactsMeta { count } }`, nil},
		{"Contact", `query($id: ID!) { Contact(id: $id) { id } }`, map[string]any{"id": home.ID}},
		{"allContactMembers", membersOf, map[string]any{"g": home.ID}},
		{"ContactMember", `query($id: ID!) { ContactMember(id: $id) { id } }`, map[string]any{"id": m.ID}},
		{"createContact", createContact, map[string]any{"t": "HOUSEHOLD", "n": "Sneaky"}},
		{"updateContact", updateContact, map[string]any{"id": home.ID, "n": "Renamed"}},
		{"createContactMember", createMember, map[string]any{"g": home.ID, "m": env.CreateUser("partner").ContactID}},
		{"deleteContactMember", deleteMember, map[string]any{"id": m.ID}},
	}
	before := countContacts(t, env, staff)
	for _, op := range ops {
		t.Run(op.name, func(t *testing.T) {
			env.Do("", op.query, op.vars).MustFail("UNAUTHENTICATED", "")
			env.Do(partnerTok, op.query, op.vars).MustFail("FORBIDDEN", "")
			// A member acting for the household gains nothing either.
			env.DoRequest(graphtest.Request{Token: partnerTok, ContactID: home.ID, Query: op.query, Variables: op.vars}).MustFail("FORBIDDEN", "")
		})
	}
	if after := countContacts(t, env, staff); after != before {
		t.Fatalf("refused calls changed something: %+v -> %+v", before, after)
	}
	var c struct{ Contact contactOut }
	env.Do(staff, `query($id: ID!) { Contact(id: $id) { fullName } }`, map[string]any{"id": home.ID}).MustDecode(&c)
	if c.Contact.FullName != "The Guarded" {
		t.Fatalf("a partner renamed the household: %q", c.Contact.FullName)
	}
}

// An open portal hears of a new membership: myProfileUpdatesForUser delivers the profile
// with the household, so the account selector offers it without a reload.
func TestMembershipReachesAnOpenProfileSubscription(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	token, u := env.SignInAs("partner")
	home := newContact(t, env, staff, "HOUSEHOLD", "The Listeners")
	sub := env.Subscribe(token, "", `subscription { myProfileUpdatesForUser { crud new { _id name myHousehold { _id fullName } } } }`, nil)
	defer sub.Close()
	waitForUpdate(t, env, token, u.ID, sub) // the subscription is running

	addMember(t, env, staff, home.ID, u.ContactID)
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		res, err := sub.Next(time.Until(deadline))
		if errors.Is(err, graphtest.ErrTimeout) {
			break
		}
		if err != nil {
			t.Fatalf("subscription: %v", err)
		}
		var d struct {
			MyProfileUpdatesForUser struct {
				New struct {
					MyHousehold *struct {
						ID       string `json:"_id"`
						FullName string
					}
				}
			}
		}
		res.MustDecode(&d)
		if h := d.MyProfileUpdatesForUser.New.MyHousehold; h != nil && h.ID == home.ID && h.FullName == "The Listeners" {
			return
		}
	}
	t.Fatal("no profile update with the household arrived")
}
