package invite_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/invite"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

var (
	staff = &auth.Viewer{UserID: "user-staff", Roles: []string{"staff"}}
	admin = &auth.Viewer{UserID: "user-admin", Roles: []string{"admin"}}
)

// recordingMailer is the real mail service, remembering what it was asked to
// deliver and whether the row was already committed at that moment.
type recordingMailer struct {
	*mail.Service
	d         *bundb.DB
	delivered []string
	committed []bool
	clashID   string
	queued    []*model.OutboxMail
}

func (m *recordingMailer) Queue(msg mail.Message) (*model.OutboxMail, error) {
	row, err := m.Service.Queue(msg)
	if err == nil && m.clashID != "" {
		row.ID = m.clashID
	}
	if err == nil {
		m.queued = append(m.queued, row)
	}
	return row, err
}

func (m *recordingMailer) DeliverQueued(row *model.OutboxMail) {
	_, err := m.d.GetOutboxMail(context.Background(), row.ID)
	m.delivered = append(m.delivered, row.ID)
	m.committed = append(m.committed, err == nil)
	m.Service.DeliverQueued(row)
}

type fixture struct {
	d      *bundb.DB
	svc    *invite.Service
	mailer *recordingMailer
	now    time.Time
}

func setup(t *testing.T) *fixture {
	t.Helper()
	d := bundbtest.New(t)
	dataDir := t.TempDir()
	cfg, err := config.FromEnv(func(k string) string {
		switch k {
		case "REACH_PUBLIC_URL":
			return "https://reach.example/"
		case "REACH_DATA_DIR":
			return dataDir
		case "REACH_SANDBOX_PAYMENTS":
			// An https site without Stripe: these tests take no gifts.
			return "true"
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	ms, err := mail.NewService(d, cfg, mail.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{d: d, mailer: &recordingMailer{Service: ms, d: d}, now: time.Now().UTC().Truncate(time.Second)}
	f.svc = invite.New(d, f.mailer, auth.Can, cfg) // the real policies: only admin holds grant-privileged-role
	f.svc.Now = func() time.Time { return f.now }
	return f
}

func strp(s string) *string { return &s }

func (f *fixture) outbox(t *testing.T) []*model.OutboxMail {
	t.Helper()
	rows, _, err := f.d.ListOutboxMails(context.Background(), db.OutboxQuery{})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestStaffInvitesANewPerson(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	inv, err := f.svc.Create(ctx, staff, invite.CreateInput{
		FullName: "  Ruth   Okafor ", Email: " Ruth@Example.org ", Phone: strp("(202) 555-0123"),
		Roles: []string{"partner", "field-worker"},
	})
	if err != nil {
		t.Fatalf("create on %s: %v", bundbtest.Engine(), err)
	}
	if got := f.svc.Status(inv); got != "PENDING" {
		t.Fatalf("status %s", got)
	}
	if !inv.ExpiresAt.Equal(f.now.Add(14 * 24 * time.Hour)) {
		t.Fatalf("expires %v, want 14 days after %v", inv.ExpiresAt, f.now)
	}
	if inv.CreatedByUserID == nil || *inv.CreatedByUserID != "user-staff" {
		t.Fatalf("created by %v", inv.CreatedByUserID)
	}
	if got := invite.RoleNames(inv); !slices.Equal(got, []string{"field-worker", "partner"}) {
		t.Fatalf("roles %v", got)
	}
	c := inv.Contact
	if c.FullName != "Ruth Okafor" || c.FirstName == nil || *c.FirstName != "Ruth" || c.Type != model.ContactIndividual {
		t.Fatalf("contact %+v", c)
	}
	if len(c.Emails) != 1 || c.Emails[0].Email != "Ruth@Example.org" || *c.PrimaryEmailID != c.Emails[0].ID {
		t.Fatalf("emails %+v", c.Emails)
	}
	if len(c.PhoneNumbers) != 1 || c.PhoneNumbers[0].Phone != "+12025550123" || *c.PrimaryPhoneNumberID != c.PhoneNumbers[0].ID {
		t.Fatalf("phones %+v", c.PhoneNumbers)
	}

	mails := f.outbox(t)
	if len(mails) != 1 {
		t.Fatalf("%d mails in the outbox", len(mails))
	}
	m := mails[0]
	if m.Kind != mail.KindInvite || m.To != "Ruth@Example.org" || m.Subject != "You're invited to Reach" || m.Status != model.MailQueued {
		t.Fatalf("mail %+v", m)
	}
	// The link carries a code of its own, stored only as its hash; the outbox staff read hides it.
	link := "https://reach.example/sign-up?i=" + inv.Code
	if len(inv.Code) < 40 || strings.Contains(inv.Code, inv.ID) || inv.CodeHash != auth.HashToken(inv.Code) || f.svc.URL(inv) != link {
		t.Fatalf("invite code %q (id %s)", inv.Code, inv.ID)
	}
	if stored, err := f.d.GetInvite(context.Background(), inv.ID); err != nil || stored.Code != "" || stored.CodeHash != inv.CodeHash {
		t.Fatalf("stored invite: %+v %v", stored, err)
	}
	if strings.Contains(m.TextBody, inv.Code) || strings.Contains(*m.HTMLBody, inv.Code) || !strings.Contains(m.TextBody, "[invite link (hidden)]") {
		t.Fatalf("outbox shows the invite code:\n%s", m.TextBody)
	}
	if len(f.mailer.queued) != 1 || !strings.Contains(*f.mailer.queued[0].SecretTextBody, link) || !strings.Contains(*f.mailer.queued[0].SecretHTMLBody, link) {
		t.Fatalf("the mail to Ruth lacks %s", link)
	}
	if !strings.Contains(m.TextBody, "Hello Ruth,") || !strings.Contains(m.TextBody, "Field Worker, Partner") {
		t.Fatalf("mail does not greet or list roles:\n%s", m.TextBody)
	}
	if len(f.mailer.delivered) != 1 || f.mailer.delivered[0] != m.ID || !f.mailer.committed[0] {
		t.Fatalf("delivery started for %v (committed %v), want the stored mail after commit", f.mailer.delivered, f.mailer.committed)
	}
}

func TestInviteReusesTheContactWithThatEmail(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	existing := &model.Contact{FullName: "Ruth Okafor-Bello", FirstName: strp("Ruth"), Emails: []*model.ContactEmail{{Email: "ruth@example.org"}}}
	if err := f.d.CreateContact(ctx, existing); err != nil {
		t.Fatal(err)
	}
	inv, err := f.svc.Create(ctx, staff, invite.CreateInput{FullName: "R. Okafor", Email: "RUTH@example.org", Roles: []string{"partner"}})
	if err != nil {
		t.Fatal(err)
	}
	if inv.ContactID != existing.ID || inv.Contact.FullName != "Ruth Okafor-Bello" {
		t.Fatalf("invite for contact %s %q, want the existing %s", inv.ContactID, inv.Contact.FullName, existing.ID)
	}
	var n int
	if err := f.d.Bun().NewSelect().TableExpr("contacts").ColumnExpr("count(*)").Scan(ctx, &n); err != nil || n != 1 {
		t.Fatalf("%d contacts, want 1 (%v)", n, err)
	}
}

func TestInviteValidationMessages(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	ok := invite.CreateInput{FullName: "Ruth Okafor", Email: "ruth@example.org", Roles: []string{"partner"}}
	for _, tc := range []struct {
		name  string
		edit  func(*invite.CreateInput)
		field string
		msg   string
	}{
		{"no name", func(in *invite.CreateInput) { in.FullName = "   " }, "fullName", "Please enter a name"},
		{"no email", func(in *invite.CreateInput) { in.Email = "" }, "email", "Please input your E-mail!"},
		{"bad email", func(in *invite.CreateInput) { in.Email = "ruth@example" }, "email", "The input is not valid E-mail!"},
		{"bad phone", func(in *invite.CreateInput) { in.Phone = strp("12") }, "phone", user.MsgPhoneInvalid},
		{"letters for phone", func(in *invite.CreateInput) { in.Phone = strp("call me") }, "phone", user.MsgPhoneInvalid},
		{"unknown role", func(in *invite.CreateInput) { in.Roles = []string{"partner", "superuser"} }, "roles", "Unknown role: superuser"},
		{"no role", func(in *invite.CreateInput) { in.Roles = nil }, "roles", "Please select at least one role"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := ok
			tc.edit(&in)
			_, err := f.svc.Create(ctx, staff, in)
			ie := apperr.As(err)
			if ie == nil || ie.Code != apperr.BadUserInput || ie.Field != tc.field || ie.Message != tc.msg {
				t.Fatalf("err = %v, want %s: %q", err, tc.field, tc.msg)
			}
		})
	}
	if rows, n, _ := f.svc.List(ctx, invite.Query{}); n != 0 || len(f.outbox(t)) != 0 {
		t.Fatalf("invalid input left %d invites (%v) and %d mails", n, rows, len(f.outbox(t)))
	}
}

func TestOnlyAdminsInviteAdminsAndStaff(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	for _, roles := range [][]string{{"admin"}, {"staff"}, {"partner", "staff"}} {
		_, err := f.svc.Create(ctx, staff, invite.CreateInput{FullName: "Eve", Email: "eve@example.org", Roles: roles})
		if e := apperr.As(err); e == nil || e.Code != apperr.Forbidden || e.Message != invite.MsgPrivilegedRole {
			t.Fatalf("staff granting %v: err = %v", roles, err)
		}
	}
	if len(f.outbox(t)) != 0 {
		t.Fatal("a refused invite was mailed")
	}
	inv, err := f.svc.Create(ctx, admin, invite.CreateInput{FullName: "Sam Lee", Email: "sam@example.org", Roles: []string{"staff"}})
	if err != nil || inv.Roles != "staff" {
		t.Fatalf("admin granting staff: %+v, %v", inv, err)
	}
}

func TestInviteAndMailAreOneTransaction(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	first, err := f.svc.Create(ctx, staff, invite.CreateInput{FullName: "Ana", Email: "ana@example.org", Roles: []string{"partner"}})
	if err != nil {
		t.Fatal(err)
	}
	// The next mail cannot be stored (its id is taken): the invite and its new contact must not be stored either.
	f.mailer.clashID = f.outbox(t)[0].ID
	if _, err := f.svc.Create(ctx, staff, invite.CreateInput{FullName: "Ben", Email: "ben@example.org", Roles: []string{"partner"}}); err == nil {
		t.Fatal("create succeeded although its mail could not be stored")
	}
	if _, n, _ := f.svc.List(ctx, invite.Query{}); n != 1 {
		t.Fatalf("%d invites after a failed create, want only %s", n, first.ID)
	}
	if _, err := f.d.GetContactByEmail(ctx, "ben@example.org"); !errors.Is(err, db.ErrNotFound) {
		t.Fatalf("contact of the failed invite exists: %v", err)
	}
	if len(f.mailer.delivered) != 1 {
		t.Fatalf("delivery started %d times, want once (only the committed invite)", len(f.mailer.delivered))
	}
}

func TestPendingOnlyAnswersInvitesThatCanBeAccepted(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	mk := func(email string) *model.Invite {
		inv, err := f.svc.Create(ctx, staff, invite.CreateInput{FullName: "Someone", Email: email, Roles: []string{"partner"}})
		if err != nil {
			t.Fatal(err)
		}
		return inv
	}
	pending, withdrawn, accepted := mk("a@example.org"), mk("b@example.org"), mk("c@example.org")
	if _, err := f.svc.Withdraw(ctx, withdrawn.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := f.d.Bun().NewUpdate().Model((*model.Invite)(nil)).Set("accepted_at = ?, accepted_by_user_id = ?", f.now, "user-c").Where("id = ?", accepted.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}

	got, err := f.svc.Pending(ctx, pending.Code)
	if err != nil || got.ID != pending.ID || got.Contact == nil {
		t.Fatalf("pending invite: %+v, %v", got, err)
	}
	for name, id := range map[string]string{"withdrawn": withdrawn.Code, "accepted": accepted.Code, "unknown": "0193a5b2-7c1e-7f00-8000-1234567890ab", "not a code": "'; drop table invites",
		"the id staff see": pending.ID, "the stored hash": pending.CodeHash, "empty": ""} {
		if inv, err := f.svc.Pending(ctx, id); !errors.Is(err, invite.ErrNotFound) {
			t.Errorf("%s invite answered %+v, %v", name, inv, err)
		}
	}
	if _, err := f.svc.Withdraw(ctx, accepted.ID); err == nil {
		t.Error("an accepted invite was withdrawn")
	}

	// Fourteen days later the pending invite has expired.
	f.now = f.now.Add(14*24*time.Hour - time.Second)
	if _, err := f.svc.Pending(ctx, pending.Code); err != nil {
		t.Fatalf("a second before expiry: %v", err)
	}
	f.now = f.now.Add(time.Second)
	if _, err := f.svc.Pending(ctx, pending.Code); !errors.Is(err, invite.ErrNotFound) {
		t.Fatalf("expired invite answered: %v", err)
	}
	rows, n, err := f.svc.List(ctx, invite.Query{Status: "expired"})
	if err != nil || n != 1 || rows[0].ID != pending.ID {
		t.Fatalf("expired list: %d, %v", n, err)
	}
}
