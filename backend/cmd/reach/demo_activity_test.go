package main

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// A newcomer's demo has agreements at every stage: demo-field-worker finds the wells loan half
// signed by demo-coordinator, an earlier loan signed and one cancelled, and demo-trainer a form
// to sign; a second start adds nothing.
func TestDemoAgreementsWaitForTheirSigners(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.New(t)
	cfg, err := config.FromEnv(noEnv)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir = t.TempDir() // the mail drop: mail to the parties is written there
	if err := seed(ctx, cfg, d, true, io.Discard, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatal(err)
	}
	mailer, err := mail.NewService(d, cfg, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	svc := agreement.New(d, mailer, cfg.PublicURL)
	for range 2 {
		if err := seedDemoActivity(ctx, cfg, d, mailer, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
			t.Fatal(err)
		}
	}
	if _, n, err := d.ListAgreements(ctx, db.AgreementFilter{}, db.ListPage{Limit: 10}); err != nil || n != 7 {
		t.Fatalf("%d agreements (%v), want 7 after two starts", n, err)
	}

	asUser := func(name string) context.Context {
		u, err := d.GetUserByUsername(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		return auth.WithViewer(ctx, &auth.Viewer{UserID: u.ID, Roles: []string{u.Roles[0].Role}, ContactID: u.ContactID, UserContactID: u.ContactID})
	}
	loans, err := svc.ForUser(asUser("demo-field-worker"), model.AgreementLoan, agreement.PortalFilter{})
	if err != nil || len(loans) != 3 {
		t.Fatalf("demo-field-worker's loan agreements: %d (%v), want 3 (to sign, signed, cancelled)", len(loans), err)
	}
	statuses := map[string]string{}
	for _, l := range loans {
		statuses[l.Name] = l.Status
		if l.Name != "Village wells loan" {
			continue
		}
		loan, err := svc.OneForUser(asUser("demo-field-worker"), model.AgreementLoan, l.ID)
		if err != nil {
			t.Fatal(err)
		}
		if loan.Status != model.AgreementSigning || loan.Parties[0].SignedAt != nil || loan.Parties[1].SignedAt == nil || loan.Parties[1].FontName != "Tangerine" {
			t.Fatalf("the wells loan: %s, borrower signed %v, guarantor signed %v", loan.Status, loan.Parties[0].SignedAt, loan.Parties[1].SignedAt)
		}
	}
	if statuses["Village wells loan"] != model.AgreementSigning || statuses["Well pump spare parts loan"] != model.AgreementSigned || statuses["Water tower loan"] != model.AgreementCancelled {
		t.Fatalf("demo-field-worker's loans: %v", statuses)
	}
	mous, err := svc.ForUser(asUser("demo-trainer"), model.AgreementMOU, agreement.PortalFilter{})
	if err != nil || len(mous) != 1 || mous[0].Status != model.AgreementSigning {
		t.Fatalf("demo-trainer's forms: %+v (%v), want one to sign", mous, err)
	}
}

// A demo gift that fails part way leaves nothing of itself: Ruth Becker's gift fails when its
// receipt is stored (the mail is refused), inside the transaction that records the gift, so
// there is no payment, no adoption and no donor contact of hers, only the checkout she started
// (as when a donor leaves the sandbox page); the gifts made before hers are whole.
func TestADemoGiftThatFailsPartWayLeavesNothingOfItself(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.New(t)
	cfg, err := config.FromEnv(noEnv)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir = t.TempDir()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := seed(ctx, cfg, d, true, io.Discard, quiet); err != nil {
		t.Fatal(err)
	}
	const ruth = "ruth.becker@example.org"
	refuse := []string{`CREATE TRIGGER demo_refuse BEFORE INSERT ON outbox_mails WHEN NEW.to_addr = '` + ruth + `' BEGIN SELECT RAISE(ABORT, 'the disk is full'); END`}
	if d.Engine() == "postgres" {
		refuse = []string{`CREATE FUNCTION demo_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
			IF NEW.to_addr = '` + ruth + `' THEN RAISE EXCEPTION 'the disk is full'; END IF; RETURN NEW; END $$`,
			`CREATE TRIGGER demo_refuse BEFORE INSERT ON outbox_mails FOR EACH ROW EXECUTE FUNCTION demo_refuse()`}
	}
	for _, q := range refuse {
		if _, err := d.Bun().ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	mailer, err := mail.NewService(d, cfg, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = seedDemoActivity(ctx, cfg, d, mailer, quiet)
	if err == nil || !strings.Contains(err.Error(), "Ruth Becker") {
		t.Fatalf("seed: %v, want Ruth Becker's gift to fail", err)
	}
	count := func(table, where string, args ...any) int {
		n, err := d.Bun().NewSelect().TableExpr(table).Where(where, args...).Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	}
	if n := count("payments", "payer_email = ?", ruth); n != 0 {
		t.Errorf("%d payments of Ruth's", n)
	}
	if n := count("adoptions", "adopter_name = ?", "Ruth Becker"); n != 0 {
		t.Errorf("%d adoptions of Ruth's", n)
	}
	if n := count("contact_emails", "email = ?", ruth); n != 0 {
		t.Errorf("Ruth's contact was made")
	}
	if n := count("checkout_sessions", "fulfilled_at IS NOT NULL AND id IN (SELECT id FROM sandbox_checkout_sessions WHERE customer_email = ?)", ruth); n != 0 {
		t.Errorf("Ruth's checkout is marked recorded")
	}
	// The gifts before hers are whole: Grace's monthly gift with its charges and receipts.
	if n := count("payments", "payer_email = ?", "grace.okafor@example.org"); n < 5 {
		t.Errorf("Grace's gift has %d payments, want its monthly charges", n)
	}
	if n := count("outbox_mails", "to_addr = ?", "grace.okafor@example.org"); n < 5 {
		t.Errorf("Grace has %d mails, want her receipts", n)
	}
}
