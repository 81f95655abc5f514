package mail_test

import (
	"context"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

var permanent = &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 2, 2}, Message: "Mailbox full"}

// failedForGood sends one mail without a secret that the server rejects for
// good and returns its row (FAILED, no retry due).
func failedForGood(t *testing.T, d *bundb.DB, ts *testServer, s *mail.Service) *model.OutboxMail {
	t.Helper()
	ts.setReject(permanent)
	if err := s.Send(context.Background(), noticeMessage("ruth@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	row := onlyRow(t, d)
	if row.Status != model.MailFailed || row.NextAttemptAt != nil {
		t.Fatalf("after a 550: status %s next %v", row.Status, row.NextAttemptAt)
	}
	return row
}

// A mail with a one-time link that failed for good no longer holds the link,
// so it cannot be resent: the person asks for a new link.
func TestResendRefusesAMailWhoseLinkIsGone(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	s := newService(t, d, "smtp://mailer:s3cret-Pa55@"+ts.addr+"?tls=off", mail.Options{})
	ts.setReject(permanent)
	if err := s.Send(context.Background(), inviteMessage(t, "ruth@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	row := onlyRow(t, d)
	full, err := d.GetOutboxMailForDelivery(context.Background(), row.ID)
	if err != nil || row.Status != model.MailFailed || row.NextAttemptAt != nil || full.SecretTextBody != nil || full.SecretHTMLBody != nil {
		t.Fatalf("after a 550: status %s next %v, link kept %v (%v)", row.Status, row.NextAttemptAt, full.SecretTextBody != nil, err)
	}
	ts.setReject(nil)
	_, err = s.Resend(context.Background(), row.ID)
	if e := apperr.As(err); e == nil || e.Message != mail.MsgResendLinkGone {
		t.Fatalf("resend answered %v", err)
	}
	if got := onlyRow(t, d); got.Status != model.MailFailed || got.NextAttemptAt != nil || len(ts.mails()) != 0 {
		t.Fatalf("refused resend changed the row: %s %v, %d mails", got.Status, got.NextAttemptAt, len(ts.mails()))
	}
}

func TestResendDeliversAMailThatFailedForGood(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	s := newService(t, d, "smtp://mailer:s3cret-Pa55@"+ts.addr+"?tls=off", mail.Options{})
	row := failedForGood(t, d, ts, s)

	// The mailbox has room again; staff resend.
	ts.setReject(nil)
	got, err := s.Resend(context.Background(), row.ID)
	if err != nil {
		t.Fatalf("resend on %s: %v", bundbtest.Engine(), err)
	}
	if got.ID != row.ID || got.Attempts != 0 || got.Error != nil || got.NextAttemptAt == nil {
		t.Fatalf("resent row: status %s attempts %d error %v next %v", got.Status, got.Attempts, got.Error, got.NextAttemptAt)
	}
	s.Wait()
	if n := len(ts.mails()); n != 1 {
		t.Fatalf("server received %d mails after the resend", n)
	}
	row = onlyRow(t, d)
	if row.Status != model.MailSent || row.SentAt == nil || row.Error != nil || row.Attempts != 1 || row.NextAttemptAt != nil {
		t.Fatalf("after resend: status %s sentAt %v error %v attempts %d next %v", row.Status, row.SentAt, row.Error, row.Attempts, row.NextAttemptAt)
	}
}

func TestResentMailIsRetriedWithBackoffAgain(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	var mu sync.Mutex
	clock := time.Now()
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
	s := newService(t, d, "smtp://"+ts.addr+"?tls=off", mail.Options{Now: now})
	// A mail whose retries ran out.
	m := &model.OutboxMail{To: "ruth@example.org", Subject: "Hello", TextBody: "Hello", Kind: mail.KindInvite, Status: model.MailFailed, Attempts: mail.MaxAttempts}
	if err := d.PutOutboxMail(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	ts.setReject(&smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"})
	if _, err := s.Resend(context.Background(), m.ID); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	row := onlyRow(t, d)
	// The new round counts from one and waits the first backoff, not the last.
	if row.Status != model.MailFailed || row.Attempts != 1 || row.NextAttemptAt == nil {
		t.Fatalf("after a 451 in the new round: status %s attempts %d next %v", row.Status, row.Attempts, row.NextAttemptAt)
	}
	if wait := row.NextAttemptAt.Sub(now()); wait < 50*time.Second || wait > 70*time.Second {
		t.Fatalf("next retry in %v, want about a minute", wait)
	}
}

func TestResendRefusesEveryOtherMailAndChangesNothing(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	s := newService(t, d, "smtp://"+ts.addr+"?tls=off", mail.Options{})
	ctx := context.Background()
	later := time.Now().UTC().Add(time.Hour).Truncate(time.Microsecond)
	sentAt := time.Now().UTC().Truncate(time.Microsecond)
	errText := "451 4.3.0 Try again later"
	rows := map[string]*model.OutboxMail{
		"queued, due":         {Status: model.MailQueued, NextAttemptAt: &sentAt},
		"queued, outbox only": {Status: model.MailQueued},
		"sent":                {Status: model.MailSent, SentAt: &sentAt, Attempts: 1},
		"failed, retry due":   {Status: model.MailFailed, Error: &errText, Attempts: 2, NextAttemptAt: &later},
	}
	want := map[string]string{
		"queued, due":         mail.MsgResendQueued,
		"queued, outbox only": mail.MsgResendQueued,
		"sent":                mail.MsgResendSent,
		"failed, retry due":   "This mail is retried automatically (next attempt " + later.Format("2006-01-02 15:04 UTC") + "); it can be resent once its retries have ended.",
	}
	for name, m := range rows {
		m.To, m.Subject, m.TextBody, m.Kind = "ruth@example.org", name, "body", mail.KindInvite
		if err := d.PutOutboxMail(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	for name, m := range rows {
		before, _ := d.GetOutboxMail(ctx, m.ID)
		_, err := s.Resend(ctx, m.ID)
		if e := apperr.As(err); e == nil || e.Code != apperr.BadUserInput || e.Message != want[name] {
			t.Errorf("%s: resend answered %v, want %q", name, err, want[name])
		}
		if after, _ := d.GetOutboxMail(ctx, m.ID); !reflect.DeepEqual(before, after) {
			t.Errorf("%s: refused resend changed the row:\n%+v\n%+v", name, before, after)
		}
	}
	_, err := s.Resend(ctx, "0190d4c8-0000-7000-8000-000000000000")
	if e := apperr.As(err); e == nil || e.Code != apperr.BadUserInput || e.Message != mail.MsgResendNotFound {
		t.Errorf("unknown id: %v", err)
	}
	s.Wait()
	if n := len(ts.mails()); n != 0 {
		t.Fatalf("refused resends delivered %d mails", n)
	}
}

func TestResendWithoutSMTPIsRefused(t *testing.T) {
	d := bundbtest.New(t)
	s := newService(t, d, "", mail.Options{})
	ctx := context.Background()
	errText := "550 5.2.2 Mailbox full"
	m := &model.OutboxMail{To: "ruth@example.org", Subject: "Hello", TextBody: "Hello", Kind: mail.KindInvite, Status: model.MailFailed, Error: &errText, Attempts: 1}
	if err := d.PutOutboxMail(ctx, m); err != nil {
		t.Fatal(err)
	}
	before, _ := d.GetOutboxMail(ctx, m.ID)
	_, err := s.Resend(ctx, m.ID)
	if e := apperr.As(err); e == nil || e.Code != apperr.BadUserInput || e.Message != mail.MsgResendNoSMTP {
		t.Fatalf("resend without SMTP: %v", err)
	}
	if after, _ := d.GetOutboxMail(ctx, m.ID); !reflect.DeepEqual(before, after) {
		t.Fatalf("refused resend changed the row:\n%+v\n%+v", before, after)
	}
}

func TestConcurrentResendsSendOnce(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	s := newService(t, d, "smtp://"+ts.addr+"?tls=off", mail.Options{})
	row := failedForGood(t, d, ts, s)
	ts.setReject(nil)

	const clicks = 4
	errs := make([]error, clicks)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range clicks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			_, errs[i] = s.Resend(context.Background(), row.ID)
		}()
	}
	close(start)
	wg.Wait()
	s.Wait()
	ok := 0
	for _, err := range errs {
		switch e := apperr.As(err); {
		case err == nil:
			ok++
		case e == nil || e.Code != apperr.BadUserInput:
			t.Errorf("a second resend failed with %v", err)
		}
	}
	if ok != 1 {
		t.Fatalf("%d of %d concurrent resends succeeded: %v", ok, clicks, errs)
	}
	if n := len(ts.mails()); n != 1 {
		t.Fatalf("server received %d mails", n)
	}
	if got := onlyRow(t, d); got.Status != model.MailSent || got.Attempts != 1 {
		t.Fatalf("status %s attempts %d", got.Status, got.Attempts)
	}
}
