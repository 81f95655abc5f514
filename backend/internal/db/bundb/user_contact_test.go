package bundb_test

import (
	"context"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// A person's contact may hold more addresses than their user (an invite's address besides the
// one they signed up with). When the user's email or phone changes, the one they had is
// replaced on the contact and becomes its primary one; the others stay.
func TestUpdateUserKeepsTheContactInStep(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	u, err := d.CreateUser(ctx, db.NewUser{Username: "grace", Name: "Grace Hopper", Email: "grace@example.org", Phone: strp("+15555550100"), PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	// The invite's address, made primary before the user signed up with theirs.
	invited := &model.ContactEmail{ID: "invited-address", ContactID: u.ContactID, Email: "g.hopper@navy.example.org", CreatedAt: now.Add(-time.Hour)}
	if _, err := d.Bun().NewInsert().Model(invited).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Bun().NewUpdate().Model((*model.Contact)(nil)).Set("primary_email_id = ?", invited.ID).Where("id = ?", u.ContactID).Exec(ctx); err != nil {
		t.Fatal(err)
	}

	emails := func() (primary string, all []string) {
		t.Helper()
		c, err := d.GetContact(ctx, u.ContactID)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range c.Emails {
			all = append(all, e.Email)
			if c.PrimaryEmailID != nil && *c.PrimaryEmailID == e.ID {
				primary = e.Email
			}
		}
		return primary, all
	}
	for _, step := range []struct {
		name, email string
		wantPrimary string
		wantAll     []string
	}{
		{"a new address replaces the user's old one", "amazing.grace@example.org", "amazing.grace@example.org", []string{"g.hopper@navy.example.org", "amazing.grace@example.org"}},
		{"an address the contact holds already becomes primary, not doubled", "G.Hopper@Navy.example.org", "G.Hopper@Navy.example.org", []string{"G.Hopper@Navy.example.org"}},
	} {
		u.Email, u.UpdatedAt = step.email, u.UpdatedAt.Add(time.Minute)
		if err := d.UpdateUser(ctx, u, "email"); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		primary, all := emails()
		if primary != step.wantPrimary || len(all) != len(step.wantAll) {
			t.Fatalf("%s: primary %q of %v, want %q of %v", step.name, primary, all, step.wantPrimary, step.wantAll)
		}
		for i := range all {
			if all[i] != step.wantAll[i] {
				t.Fatalf("%s: emails %v, want %v", step.name, all, step.wantAll)
			}
		}
	}

	// A change of other columns leaves the contact alone.
	c, _ := d.GetContact(ctx, u.ContactID)
	u.EmailVerified, u.UpdatedAt = true, u.UpdatedAt.Add(time.Minute)
	if err := d.UpdateUser(ctx, u, "email_verified"); err != nil {
		t.Fatal(err)
	}
	if again, _ := d.GetContact(ctx, u.ContactID); !again.UpdatedAt.Equal(c.UpdatedAt) {
		t.Fatalf("contact updated_at moved from %v to %v", c.UpdatedAt, again.UpdatedAt)
	}

	// No phone: the contact's goes.
	u.Phone, u.UpdatedAt = nil, u.UpdatedAt.Add(time.Minute)
	if err := d.UpdateUser(ctx, u, "phone"); err != nil {
		t.Fatal(err)
	}
	if c, _ := d.GetContact(ctx, u.ContactID); c.PrimaryPhoneNumberID != nil || len(c.PhoneNumbers) != 0 {
		t.Fatalf("phone cleared, contact keeps %+v (primary %v)", c.PhoneNumbers, c.PrimaryPhoneNumberID)
	}
}
