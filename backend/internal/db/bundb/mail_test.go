package bundb_test

import (
	"context"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

func TestOutboxListPagesFiltersAndSorts(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	base := time.Now().UTC().Truncate(time.Second)
	put := func(to, subject, kind string, at time.Duration) {
		t.Helper()
		m := &model.OutboxMail{To: to, Subject: subject, TextBody: "body", Kind: kind, CreatedAt: base.Add(at)}
		if err := d.PutOutboxMail(ctx, m); err != nil {
			t.Fatalf("put on %s: %v", bundbtest.Engine(), err)
		}
	}
	put("ana@example.org", "Your sign-in link", "MAGIC_LINK", 1*time.Minute)
	put("ben@example.org", "You're invited to Reach", "INVITE", 2*time.Minute)
	put("Ana@Example.org", "Reset your password", "PASSWORD_RESET", 3*time.Minute)
	put("cy@example.org", "100% ready_now", "INVITE", 4*time.Minute)

	subjects := func(q db.OutboxQuery) ([]string, int) {
		t.Helper()
		rows, n, err := d.ListOutboxMails(ctx, q)
		if err != nil {
			t.Fatalf("list %+v: %v", q, err)
		}
		var out []string
		for _, r := range rows {
			out = append(out, r.Subject)
		}
		return out, n
	}
	check := func(what string, q db.OutboxQuery, wantCount int, want ...string) {
		t.Helper()
		got, n := subjects(q)
		if n != wantCount || len(got) != len(want) {
			t.Fatalf("%s: got %q (count %d), want %q (count %d)", what, got, n, want, wantCount)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s: got %q, want %q", what, got, want)
			}
		}
	}
	check("newest first, page 1", db.OutboxQuery{Desc: true, Limit: 3}, 4, "100% ready_now", "Reset your password", "You're invited to Reach")
	check("newest first, page 2", db.OutboxQuery{Desc: true, Limit: 3, Offset: 3}, 4, "Your sign-in link")
	check("to, any case", db.OutboxQuery{To: "ANA@example.org"}, 2, "Your sign-in link", "Reset your password")
	check("kind", db.OutboxQuery{Kind: "INVITE"}, 2, "You're invited to Reach", "100% ready_now")
	check("q in subject", db.OutboxQuery{Q: "PASSWORD"}, 1, "Reset your password")
	check("q in address", db.OutboxQuery{Q: "ben@"}, 1, "You're invited to Reach")
	check("q with LIKE wildcards is literal", db.OutboxQuery{Q: "0% r"}, 1, "100% ready_now")
	check("q _ is literal", db.OutboxQuery{Q: "y_n"}, 1, "100% ready_now")
	check("sort by subject", db.OutboxQuery{Sort: "subject", Limit: 2}, 4, "100% ready_now", "Reset your password")
}

func TestOutboxClaimIsExclusive(t *testing.T) {
	d := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC()
	due := now.Add(-time.Second)
	m := &model.OutboxMail{To: "a@example.org", Subject: "s", TextBody: "t", Kind: "INVITE", NextAttemptAt: &due}
	outboxOnly := &model.OutboxMail{To: "b@example.org", Subject: "s", TextBody: "t", Kind: "INVITE"}
	for _, x := range []*model.OutboxMail{m, outboxOnly} {
		if err := d.PutOutboxMail(ctx, x); err != nil {
			t.Fatal(err)
		}
	}
	ids, err := d.DueOutboxMailIDs(ctx, now, 10)
	if err != nil || len(ids) != 1 || ids[0] != m.ID {
		t.Fatalf("due = %v, %v; want only the SMTP mail", ids, err)
	}
	ok, err := d.ClaimOutboxMail(ctx, m.ID, now, now.Add(time.Minute))
	if err != nil || !ok {
		t.Fatalf("first claim on %s: %v %v", bundbtest.Engine(), ok, err)
	}
	if ok, _ := d.ClaimOutboxMail(ctx, m.ID, now, now.Add(time.Minute)); ok {
		t.Fatal("a claimed mail was claimed again")
	}
	if ok, _ := d.ClaimOutboxMail(ctx, outboxOnly.ID, now, now.Add(time.Minute)); ok {
		t.Fatal("an outbox-only mail was claimed for SMTP")
	}
	sent := now
	m.Status, m.SentAt, m.Attempts, m.NextAttemptAt = model.MailSent, &sent, 1, nil
	if err := d.FinishOutboxMail(ctx, m); err != nil {
		t.Fatal(err)
	}
	got, _ := d.GetOutboxMail(ctx, m.ID)
	if got.Status != model.MailSent || got.SentAt == nil || got.Attempts != 1 || got.NextAttemptAt != nil {
		t.Fatalf("after finish: %+v", got)
	}
	if ids, _ := d.DueOutboxMailIDs(ctx, now.Add(time.Hour), 10); len(ids) != 0 {
		t.Fatalf("sent mail still due: %v", ids)
	}
}
