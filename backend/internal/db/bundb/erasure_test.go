package bundb_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Two admins erase the same person at the same moment: one erasure is recorded, the other is
// refused as already made (the service then answers the first); mail to others keeps its row with
// her name and address replaced, and another person's name is left alone.
func TestErasePersonOnceAndOthersMail(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	u, err := d.CreateUser(ctx, db.NewUser{Username: "ruth", Name: "Ruth Adeyemi", Email: "Ruth@example.org", PasswordHash: "x", Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	mails := []*model.OutboxMail{
		{ID: "to-her", To: "ruth@example.org", Subject: "Your receipt", TextBody: "Dear Ruth Adeyemi", Kind: "RECEIPT", Status: model.MailQueued, CreatedAt: now},
		{ID: "about-her", To: "staff@example.org", Subject: "New gift from Ruth Adeyemi", TextBody: "Ruth Adeyemi (Ruth@example.org) gave; Ruth_Adeyemi is someone else.",
			Kind: "NOTICE", Status: model.MailQueued, CreatedAt: now},
		{ID: "other", To: "ben@example.org", Subject: "Hello Ben", TextBody: "Dear Ben Okafor", Kind: "NOTICE", Status: model.MailQueued, CreatedAt: now},
	}
	// A gift she gave with another address: its receipt went there.
	gift := &model.Payment{ID: "gift", Status: model.PaymentPaid, USDCentsAmount: 5000, PayerID: &u.ContactID, PayerName: strp("R. Adeyemi"),
		PayerEmail: strp("ruth.gifts@example.org"), GivenOn: now, TransactionID: "tx-1", CreatedAt: now, UpdatedAt: now}
	if _, err := d.Bun().NewInsert().Model(gift).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	mails = append(mails, &model.OutboxMail{ID: "receipt", To: "ruth.gifts@example.org", Subject: "Receipt", TextBody: "Thank you", Kind: "RECEIPT", Status: model.MailQueued, CreatedAt: now})
	for _, m := range mails {
		if _, err := d.Bun().NewInsert().Model(m).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	person, err := d.ErasurePerson(ctx, u.ID, "")
	if err != nil || person.ContactID != u.ContactID || person.Erased != nil || len(person.Emails) == 0 {
		t.Fatalf("person %+v %v", person, err)
	}
	plan := func(id string) db.ErasurePlan {
		return db.ErasurePlan{
			Erasure: &model.Erasure{ID: id, UserID: &u.ID, ContactID: u.ContactID, ErasedByUserID: "admin", Reason: "asked", ErasedAt: now},
			Person:  person, Username: "erased-" + u.ID, Email: "erased-" + u.ID + "@erased.invalid",
			DonorName: "Erased donor", PersonName: "Erased person", EmailPlaceholder: "erased.invalid",
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, errs[i] = d.ErasePerson(ctx, plan([]string{"e1", "e2"}[i]))
		}(i)
	}
	wg.Wait()
	ok, dup := 0, 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case errors.Is(err, db.ErrAlreadyExists):
			dup++
		default:
			t.Fatalf("erasing at once: %v", err)
		}
	}
	if ok != 1 || dup != 1 {
		t.Fatalf("%d erasures made, %d refused; want 1 and 1", ok, dup)
	}
	again, err := d.ErasurePerson(ctx, u.ID, "")
	if err != nil || again.Erased == nil || again.Erased.MailRemoved != 2 || again.Erased.GiftsKept != 1 {
		t.Fatalf("after: %+v %v", again, err)
	}

	var left []*model.OutboxMail
	if err := d.Bun().NewSelect().Model(&left).Order("id").Scan(ctx); err != nil {
		t.Fatal(err)
	}
	if len(left) != 2 || left[0].ID != "about-her" || left[1].ID != "other" {
		t.Fatalf("outbox after: %d rows", len(left))
	}
	if got := left[0].Subject + " | " + left[0].TextBody; got != "New gift from Erased person | Erased person (erased.invalid) gave; Ruth_Adeyemi is someone else." {
		t.Errorf("mail about her reads %q", got)
	}
	if left[1].TextBody != "Dear Ben Okafor" {
		t.Errorf("another person's mail changed: %q", left[1].TextBody)
	}
	var kept model.Payment
	if err := d.Bun().NewSelect().Model(&kept).Where("id = ?", "gift").Scan(ctx); err != nil {
		t.Fatal(err)
	}
	if kept.USDCentsAmount != 5000 || payerOf(&kept) != "Erased donor" || kept.PayerEmail != nil {
		t.Errorf("the gift after: %d cents from %q <%v>", kept.USDCentsAmount, payerOf(&kept), kept.PayerEmail)
	}
}

func payerOf(p *model.Payment) string {
	if p.PayerName == nil {
		return ""
	}
	return *p.PayerName
}
