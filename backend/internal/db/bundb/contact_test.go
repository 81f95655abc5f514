package bundb_test

import (
	"context"
	"errors"
	"testing"

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
