package bundb_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

func newInvite(email string, created time.Time) *model.Invite {
	return &model.Invite{Email: email, Roles: "partner", CreatedAt: created, ExpiresAt: created.Add(14 * 24 * time.Hour)}
}

func TestInviteCreatedWithContactAndMailInOneTransaction(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC()

	contact := &model.Contact{FullName: "Ruth Okafor", Emails: []*model.ContactEmail{{Email: "ruth@example.org"}}}
	inv := newInvite("ruth@example.org", now)
	mail := &model.OutboxMail{To: "ruth@example.org", Subject: "You're invited to Reach", TextBody: "hi", Kind: "INVITE"}
	if err := d.CreateInvite(ctx, inv, contact, mail); err != nil {
		t.Fatalf("create invite on %s: %v", bundbtest.Engine(), err)
	}
	got, err := d.GetInvite(ctx, inv.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.ContactID != contact.ID || got.Contact == nil || got.Contact.FullName != "Ruth Okafor" || len(got.Contact.Emails) != 1 {
		t.Fatalf("invite = %+v, contact = %+v", got, got.Contact)
	}
	if m, err := d.GetOutboxMail(ctx, mail.ID); err != nil || m.Status != model.MailQueued {
		t.Fatalf("queued mail = %+v, %v", m, err)
	}

	// A second invite whose mail cannot be stored leaves neither a contact nor an invite behind.
	contact2 := &model.Contact{FullName: "Sam Lee", Emails: []*model.ContactEmail{{Email: "sam@example.org"}}}
	inv2 := newInvite("sam@example.org", now)
	dup := &model.OutboxMail{ID: mail.ID, To: "sam@example.org", Subject: "x", TextBody: "x", Kind: "INVITE"}
	if err := d.CreateInvite(ctx, inv2, contact2, dup); !errors.Is(err, db.ErrAlreadyExists) {
		t.Fatalf("create with a clashing mail: err = %v, want ErrAlreadyExists", err)
	}
	if _, err := d.GetInvite(ctx, inv2.ID); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("invite survived a failed transaction: %v", err)
	}
	if _, err := d.GetContactByEmail(ctx, "sam@example.org"); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("contact survived a failed transaction: %v", err)
	}
}

func TestInviteListFiltersSortsAndHidesWithdrawn(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)

	mk := func(name, email string, created time.Time) *model.Invite {
		t.Helper()
		c := &model.Contact{FullName: name, Emails: []*model.ContactEmail{{Email: email}}}
		inv := newInvite(email, created)
		if err := d.CreateInvite(ctx, inv, c, nil); err != nil {
			t.Fatal(err)
		}
		return inv
	}
	pending := mk("Ana Pending", "ana@example.org", now.Add(-time.Hour))
	expired := mk("Ben Expired", "ben@example.org", now.Add(-15*24*time.Hour))
	accepted := mk("Cy Accepted", "cy@example.org", now.Add(-2*time.Hour))
	withdrawn := mk("Di Withdrawn", "di@example.org", now.Add(-3*time.Hour))
	// Accepting is the sign-up's job (branch api); here the columns are set directly.
	if _, err := d.Bun().NewUpdate().Model((*model.Invite)(nil)).
		Set("accepted_at = ?, accepted_by_user_id = ?", now, "user-1").Where("id = ?", accepted.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := d.WithdrawInvite(ctx, withdrawn.ID, now); err != nil {
		t.Fatal(err)
	}

	names := func(q db.InviteQuery) ([]string, int) {
		t.Helper()
		q.Now = now
		rows, n, err := d.ListInvites(ctx, q)
		if err != nil {
			t.Fatalf("list %+v on %s: %v", q, bundbtest.Engine(), err)
		}
		var out []string
		for _, r := range rows {
			out = append(out, r.Contact.FullName)
		}
		return out, n
	}
	eq := func(what string, got []string, n int, want ...string) {
		t.Helper()
		if n != len(want) || len(got) != len(want) {
			t.Fatalf("%s: got %v (count %d), want %v", what, got, n, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s: got %v, want %v", what, got, want)
			}
		}
	}
	got, n := names(db.InviteQuery{Desc: true})
	eq("newest first, withdrawn hidden", got, n, "Ana Pending", "Cy Accepted", "Ben Expired")
	got, n = names(db.InviteQuery{Status: db.InvitePending})
	eq("pending", got, n, "Ana Pending")
	got, n = names(db.InviteQuery{Status: db.InviteAccepted})
	eq("accepted", got, n, "Cy Accepted")
	got, n = names(db.InviteQuery{Status: db.InviteExpired})
	eq("expired", got, n, "Ben Expired")
	got, n = names(db.InviteQuery{Q: "BEN@"})
	eq("q matches email", got, n, "Ben Expired")
	got, n = names(db.InviteQuery{Q: "accept"})
	eq("q matches name", got, n, "Cy Accepted")
	got, n = names(db.InviteQuery{Sort: "fullName", Limit: 2, Offset: 1})
	if n != 3 || len(got) != 2 || got[0] != "Ben Expired" || got[1] != "Cy Accepted" {
		t.Fatalf("second page by name: %v (count %d)", got, n)
	}
	got, n = names(db.InviteQuery{IDs: []string{pending.ID, expired.ID, withdrawn.ID}, Sort: "email"})
	eq("ids", got, n, "Ana Pending", "Ben Expired")
}

func TestInviteWithdraw(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC()
	c := &model.Contact{FullName: "Ana", Emails: []*model.ContactEmail{{Email: "ana@example.org"}}}
	inv := newInvite("ana@example.org", now)
	if err := d.CreateInvite(ctx, inv, c, nil); err != nil {
		t.Fatal(err)
	}
	got, err := d.WithdrawInvite(ctx, inv.ID, now)
	if err != nil || got.WithdrawnAt == nil {
		t.Fatalf("withdraw on %s: %+v, %v", bundbtest.Engine(), got, err)
	}
	if s := db.InviteStatus(got, now); s != db.InviteExpired {
		t.Fatalf("withdrawn invite status = %s, want EXPIRED", s)
	}
	first := *got.WithdrawnAt
	again, err := d.WithdrawInvite(ctx, inv.ID, now.Add(time.Hour))
	if err != nil || !again.WithdrawnAt.Equal(first) {
		t.Fatalf("withdrawing twice: %v, %v (first %v)", again.WithdrawnAt, err, first)
	}
	if _, err := d.WithdrawInvite(ctx, "nope", now); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("withdraw unknown: %v", err)
	}

	acc := newInvite("ana@example.org", now)
	acc.ContactID = c.ID
	if err := d.CreateInvite(ctx, acc, nil, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Bun().NewUpdate().Model((*model.Invite)(nil)).Set("accepted_at = ?", now).Where("id = ?", acc.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	got, err = d.WithdrawInvite(ctx, acc.ID, now)
	if !errors.Is(err, db.ErrInviteAccepted) || got.WithdrawnAt != nil {
		t.Fatalf("withdraw accepted: %+v, %v", got, err)
	}
}
