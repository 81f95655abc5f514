package main

import (
	"context"
	"io"
	"log/slog"
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
