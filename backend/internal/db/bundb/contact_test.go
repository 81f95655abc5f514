package bundb_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

func strp(s string) *string { return &s }

func TestContactCreateAndLoadWithEmailsAndPhones(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	c := &model.Contact{
		FullName:     "Ruth Okafor",
		FirstName:    strp("Ruth"),
		Emails:       []*model.ContactEmail{{Email: "Ruth@Example.org"}, {Email: "ruth.work@example.org"}},
		PhoneNumbers: []*model.ContactPhone{{Phone: "+12025550123"}},
	}
	if err := d.CreateContact(ctx, c); err != nil {
		t.Fatalf("create contact on %s: %v", bundbtest.Engine(), err)
	}
	got, err := d.GetContact(ctx, c.ID)
	if err != nil {
		t.Fatalf("get contact: %v", err)
	}
	if got.Type != model.ContactIndividual || got.FullName != "Ruth Okafor" || got.FirstName == nil || *got.FirstName != "Ruth" {
		t.Fatalf("contact = %+v", got)
	}
	if len(got.Emails) != 2 || got.Emails[0].Email != "Ruth@Example.org" || got.Emails[1].Email != "ruth.work@example.org" {
		t.Fatalf("emails = %+v", got.Emails)
	}
	if got.PrimaryEmailID == nil || *got.PrimaryEmailID != got.Emails[0].ID {
		t.Fatalf("primary email id = %v, want the first email %s", got.PrimaryEmailID, got.Emails[0].ID)
	}
	if len(got.PhoneNumbers) != 1 || got.PhoneNumbers[0].Phone != "+12025550123" {
		t.Fatalf("phones = %+v", got.PhoneNumbers)
	}
	if got.PrimaryPhoneNumberID == nil || *got.PrimaryPhoneNumberID != got.PhoneNumbers[0].ID {
		t.Fatalf("primary phone id = %v", got.PrimaryPhoneNumberID)
	}

	if _, err := d.GetContact(ctx, "no-such-contact"); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("unknown contact: err = %v, want ErrNotFound", err)
	}
}

func TestContactFoundByEmailIgnoringCase(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	first := &model.Contact{FullName: "Ruth Okafor", Emails: []*model.ContactEmail{{Email: "Ruth@Example.org"}}}
	second := &model.Contact{FullName: "Ruth O. (duplicate)", Emails: []*model.ContactEmail{{Email: "ruth@example.org"}}}
	other := &model.Contact{FullName: "Sam", Emails: []*model.ContactEmail{{Email: "sam@example.org"}}}
	for _, c := range []*model.Contact{first, second, other} {
		if err := d.CreateContact(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	got, err := d.GetContactByEmail(ctx, "  RUTH@example.ORG ")
	if err != nil {
		t.Fatalf("find by email on %s: %v", bundbtest.Engine(), err)
	}
	if got.ID != first.ID {
		t.Fatalf("found %q, want the oldest contact with that email %q", got.FullName, first.FullName)
	}
	if len(got.Emails) != 1 {
		t.Fatalf("found contact without its emails: %+v", got)
	}
	if _, err := d.GetContactByEmail(ctx, "nobody@example.org"); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("unknown email: err = %v", err)
	}
	// A LIKE wildcard is not a match-anything.
	if _, err := d.GetContactByEmail(ctx, "%"); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("email %%: err = %v", err)
	}
}

func TestContactHouseholdMembers(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	ruth := &model.Contact{FullName: "Ruth Okafor"}
	home := &model.Contact{Type: model.ContactHousehold, FullName: "The Okafor Household"}
	org := &model.Contact{Type: model.ContactOrganization, FullName: "Grace Church"}
	for _, c := range []*model.Contact{ruth, home, org} {
		if err := d.CreateContact(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	if ok, err := d.IsContactMember(ctx, home.ID, ruth.ID); err != nil || ok {
		t.Fatalf("before adding: member = %v, %v", ok, err)
	}
	for _, g := range []string{home.ID, org.ID, home.ID} { // adding twice is harmless
		if err := d.AddContactMember(ctx, g, ruth.ID); err != nil {
			t.Fatalf("add member on %s: %v", bundbtest.Engine(), err)
		}
	}
	if ok, err := d.IsContactMember(ctx, home.ID, ruth.ID); err != nil || !ok {
		t.Fatalf("after adding: member = %v, %v", ok, err)
	}
	groups, err := d.ListContactGroups(ctx, ruth.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(groups) != 2 || groups[0].FullName != "The Okafor Household" || groups[1].Type != model.ContactOrganization {
		t.Fatalf("groups = %+v", groups)
	}
	if ok, _ := d.IsContactMember(ctx, ruth.ID, home.ID); ok {
		t.Fatal("membership must not work backwards")
	}
}

// Households and organisations may carry an email, but finding "the contact of this email"
// (invites, gifts by email) finds people only.
func TestContactByEmailFindsPeopleOnly(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	home := &model.Contact{Type: model.ContactHousehold, FullName: "The Okafor Household", Emails: []*model.ContactEmail{{Email: "home@example.org"}}}
	if err := d.CreateContact(ctx, home); err != nil {
		t.Fatal(err)
	}
	if _, err := d.GetContactByEmail(ctx, "home@example.org"); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("a household's email found a contact: err = %v", err)
	}
	ruth := &model.Contact{FullName: "Ruth Okafor", Emails: []*model.ContactEmail{{Email: "home@example.org"}}}
	if err := d.CreateContact(ctx, ruth); err != nil {
		t.Fatal(err)
	}
	if got, err := d.GetContactByEmail(ctx, "home@example.org"); err != nil || got.ID != ruth.ID {
		t.Fatalf("found %+v, %v; want the person", got, err)
	}
}

func TestContactUpdateNameEmailAndPhone(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	org := &model.Contact{Type: model.ContactOrganization, FullName: "Grace Church"}
	if err := d.CreateContact(ctx, org); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	steps := []struct {
		name               string
		ch                 db.ContactChange
		wantName           string
		wantEmail, wantTel string
	}{
		{"rename", db.ContactChange{FullName: strp("Grace Fellowship")}, "Grace Fellowship", "", ""},
		{"first email and phone", db.ContactChange{Email: strp("office@grace.org"), Phone: strp("+12025550123")}, "Grace Fellowship", "office@grace.org", "+12025550123"},
		{"new email, phone kept", db.ContactChange{Email: strp("hello@grace.org")}, "Grace Fellowship", "hello@grace.org", "+12025550123"},
		{"phone removed", db.ContactChange{Phone: strp("")}, "Grace Fellowship", "hello@grace.org", ""},
		{"nothing to remove", db.ContactChange{Phone: strp("")}, "Grace Fellowship", "hello@grace.org", ""},
	}
	for i, s := range steps {
		s.ch.At = at.Add(time.Duration(i) * time.Minute)
		if err := d.UpdateContact(ctx, org.ID, s.ch); err != nil {
			t.Fatalf("%s on %s: %v", s.name, bundbtest.Engine(), err)
		}
		rows, _, err := d.ListContacts(ctx, db.ListQuery{IDs: []string{org.ID}})
		if err != nil || len(rows) != 1 {
			t.Fatalf("%s: list %v %v", s.name, rows, err)
		}
		r := rows[0]
		email, phone := "", ""
		if r.Email != nil {
			email = *r.Email
		}
		if r.Phone != nil {
			phone = *r.Phone
		}
		if r.FullName != s.wantName || email != s.wantEmail || phone != s.wantTel || !r.UpdatedAt.Equal(s.ch.At) {
			t.Fatalf("%s: got %q %q %q %v", s.name, r.FullName, email, phone, r.UpdatedAt)
		}
	}
	got, err := d.GetContact(ctx, org.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Emails) != 1 || len(got.PhoneNumbers) != 0 {
		t.Fatalf("left behind: emails %+v phones %+v", got.Emails, got.PhoneNumbers)
	}
	if err := d.UpdateContact(ctx, "no-such-contact", db.ContactChange{FullName: strp("X"), At: at}); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("unknown contact: err = %v", err)
	}
}

// CreateContactMember runs its check inside the write: of two people adding the same person to
// two households at once, one succeeds and the other sees the first household.
func TestContactMemberCheckSeesConcurrentAdditions(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	ruth := &model.Contact{FullName: "Ruth Okafor"}
	homes := []*model.Contact{{Type: model.ContactHousehold, FullName: "Home A"}, {Type: model.ContactHousehold, FullName: "Home B"}}
	for _, c := range append([]*model.Contact{ruth}, homes...) {
		if err := d.CreateContact(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	errHasHome := errors.New("already in a household")
	// The first check waits a moment for the second to begin: were the two writes not taking
	// turns, both would check before either added, and both would pass.
	var calls atomic.Int32
	second := make(chan struct{})
	oneHousehold := func(group, member *model.Contact, groups []*model.Contact) error {
		if calls.Add(1) == 1 {
			select {
			case <-second:
			case <-time.After(300 * time.Millisecond):
			}
		} else {
			close(second)
		}
		if group == nil || member == nil {
			return errors.New("missing contact")
		}
		for _, g := range groups {
			if g.Type == model.ContactHousehold {
				return errHasHome
			}
		}
		return nil
	}
	errs := make(chan error, len(homes))
	var wg sync.WaitGroup
	for _, h := range homes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- d.CreateContactMember(ctx, &model.ContactMember{GroupContactID: h.ID, MemberContactID: ruth.ID}, oneHousehold, nil)
		}()
	}
	wg.Wait()
	close(errs)
	var ok, refused int
	for err := range errs {
		switch {
		case err == nil:
			ok++
		case errors.Is(err, errHasHome):
			refused++
		default:
			t.Fatalf("on %s: %v", bundbtest.Engine(), err)
		}
	}
	if ok != 1 || refused != 1 {
		t.Fatalf("%d added, %d refused; want one of each", ok, refused)
	}
	groups, err := d.ListContactGroups(ctx, ruth.ID)
	if err != nil || len(groups) != 1 {
		t.Fatalf("groups %+v, %v", groups, err)
	}

	// The same membership again is ErrAlreadyExists when the check lets it through.
	again := &model.ContactMember{GroupContactID: groups[0].ID, MemberContactID: ruth.ID}
	if err := d.CreateContactMember(ctx, again, func(_, _ *model.Contact, _ []*model.Contact) error { return nil }, nil); !errors.Is(err, db.ErrAlreadyExists) {
		t.Fatalf("twice: err = %v", err)
	}
	// A refusal changes nothing.
	org := &model.Contact{Type: model.ContactOrganization, FullName: "Grace Church"}
	if err := d.CreateContact(ctx, org); err != nil {
		t.Fatal(err)
	}
	no := errors.New("no")
	if err := d.CreateContactMember(ctx, &model.ContactMember{GroupContactID: org.ID, MemberContactID: ruth.ID}, func(_, _ *model.Contact, _ []*model.Contact) error { return no }, nil); !errors.Is(err, no) {
		t.Fatalf("refused: err = %v", err)
	}
	if n, err := d.CountContactMembers(ctx, []string{org.ID, groups[0].ID}); err != nil || n[org.ID] != 0 || n[groups[0].ID] != 1 {
		t.Fatalf("counts %v, %v", n, err)
	}
	if err := d.DeleteContactMember(ctx, groups[0].ID, ruth.ID, nil); err != nil {
		t.Fatal(err)
	}
	if err := d.DeleteContactMember(ctx, groups[0].ID, ruth.ID, nil); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("deleting twice: err = %v", err)
	}
}

// A change of membership stores the mail to the group's other members in its own transaction:
// the others are the members who can be written to (a primary email, no deactivated user), and
// a mail that cannot be composed leaves the membership as it was.
func TestContactMemberMailIsStoredWithTheChange(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	org := &model.Contact{Type: model.ContactOrganization, FullName: "Grace Church"}
	ada := &model.Contact{FullName: "Ada Member", Emails: []*model.ContactEmail{{Email: "ada@example.org"}}}
	nomail := &model.Contact{FullName: "No Mail Member"}
	newcomer := &model.Contact{FullName: "New Comer", Emails: []*model.ContactEmail{{Email: "new@example.org"}}}
	for _, c := range []*model.Contact{org, ada, nomail, newcomer} {
		if err := d.CreateContact(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	gone, err := d.CreateUser(ctx, db.NewUser{Username: "gone", Name: "Gone Member", Email: "gone@example.org", PasswordHash: "x", Roles: []string{"partner"}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := d.DeactivateUser(ctx, gone.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{ada.ID, nomail.ID, gone.ContactID} {
		if err := d.AddContactMember(ctx, org.ID, m); err != nil {
			t.Fatal(err)
		}
	}
	allow := func(_, _ *model.Contact, _ []*model.Contact) error { return nil }
	var told []db.MemberAddress
	tell := func(group, member *model.Contact, others []db.MemberAddress) ([]*model.OutboxMail, error) {
		told = others
		var rows []*model.OutboxMail
		for _, o := range others {
			rows = append(rows, &model.OutboxMail{To: o.Email, Subject: member.FullName + " joined " + group.FullName, TextBody: "-", Kind: "MEMBER_ADDED"})
		}
		return rows, nil
	}
	if err := d.CreateContactMember(ctx, &model.ContactMember{GroupContactID: org.ID, MemberContactID: newcomer.ID}, allow, tell); err != nil {
		t.Fatal(err)
	}
	if len(told) != 1 || told[0].Email != "ada@example.org" || told[0].Name != "Ada Member" {
		t.Fatalf("told %+v, want Ada alone", told)
	}
	mails, _, err := d.ListOutboxMails(ctx, db.OutboxQuery{Kind: "MEMBER_ADDED"})
	if err != nil || len(mails) != 1 || mails[0].To != "ada@example.org" || mails[0].Subject != "New Comer joined Grace Church" {
		t.Fatalf("outbox %+v, %v", mails, err)
	}

	broken := errors.New("cannot compose")
	fail := func(_, _ *model.Contact, _ []db.MemberAddress) ([]*model.OutboxMail, error) { return nil, broken }
	if err := d.DeleteContactMember(ctx, org.ID, newcomer.ID, fail); !errors.Is(err, broken) {
		t.Fatalf("a failed mail: err = %v", err)
	}
	if ok, err := d.IsContactMember(ctx, org.ID, newcomer.ID); err != nil || !ok {
		t.Fatalf("the membership went with a failed mail: %v, %v", ok, err)
	}
}
