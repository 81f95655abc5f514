package graph_test

import (
	"context"
	"io"
	"net"
	"reflect"
	"sync"
	"testing"

	"github.com/emersion/go-smtp"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/server"
)

// smtpServer is a real SMTP server on 127.0.0.1 that rejects every
// recipient with reject while it is set and else counts the mail it accepts.
type smtpServer struct {
	addr     string
	mu       sync.Mutex
	reject   *smtp.SMTPError
	accepted int
}

func (s *smtpServer) setReject(e *smtp.SMTPError) { s.mu.Lock(); s.reject = e; s.mu.Unlock() }
func (s *smtpServer) count() int                  { s.mu.Lock(); defer s.mu.Unlock(); return s.accepted }

type smtpSession struct{ s *smtpServer }

func (x smtpSession) Mail(string, *smtp.MailOptions) error { return nil }
func (x smtpSession) Rcpt(string, *smtp.RcptOptions) error {
	x.s.mu.Lock()
	defer x.s.mu.Unlock()
	if x.s.reject != nil {
		return x.s.reject
	}
	return nil
}
func (x smtpSession) Data(r io.Reader) error {
	if _, err := io.Copy(io.Discard, r); err != nil {
		return err
	}
	x.s.mu.Lock()
	x.s.accepted++
	x.s.mu.Unlock()
	return nil
}
func (smtpSession) Reset()        {}
func (smtpSession) Logout() error { return nil }

func startSMTP(t *testing.T) *smtpServer {
	t.Helper()
	s := &smtpServer{}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return smtpSession{s}, nil }))
	srv.Domain = "mx.test"
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln) //nolint:errcheck
	t.Cleanup(func() { srv.Close() })
	s.addr = ln.Addr().String()
	return s
}

// withSMTP makes the server deliver its mail to addr; the returned service
// lets the test wait for deliveries.
func withSMTP(t *testing.T, addr string, svc **mail.Service) graphtest.Option {
	return func(o *server.Options) {
		cfg := o.Config
		cfg.SMTPURL = "smtp://" + addr + "?tls=off"
		s, err := mail.NewService(o.DB, cfg, mail.Options{Logger: o.Log})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.Close)
		o.Mail, *svc = s, s
	}
}

const resendMutation = `mutation($id: ID!) { resendOutboxMail(id: $id) { id status error attempts nextAttemptAt } }`

type resentMail struct {
	ID, Status    string
	Error         *string
	Attempts      int
	NextAttemptAt *string
}

func outboxMailByID(t *testing.T, env *graphtest.Env, token, id string) resentMail {
	t.Helper()
	var d struct{ OutboxMail *resentMail }
	env.Do(token, `query($id: ID!) { OutboxMail(id: $id) { id status error attempts nextAttemptAt } }`, map[string]any{"id": id}).MustDecode(&d)
	if d.OutboxMail == nil {
		t.Fatalf("mail %s not found", id)
	}
	return *d.OutboxMail
}

func TestStaffResendAMailThatFailedForGood(t *testing.T) {
	mx := startSMTP(t)
	var svc *mail.Service
	env := graphtest.New(t, withSMTP(t, mx.addr, &svc))
	staff, _ := env.SignInAs("staff")
	partner, _ := env.SignInAs("partner")

	// Ruth's mailbox is full: her invite fails for good. It carried a one-time link, which is
	// not kept past that, so it cannot be resent; staff invite her again instead.
	mx.setReject(&smtp.SMTPError{Code: 552, EnhancedCode: smtp.EnhancedCode{5, 2, 2}, Message: "Mailbox full"})
	createInvite(t, env, staff, "Ruth Okafor", "ruth@example.org", nil, "partner")
	svc.Wait()
	page := listOutbox(t, env, staff, map[string]any{"filter": map[string]any{"to": "ruth@example.org"}})
	if len(page.AllOutboxMails) != 1 {
		t.Fatalf("outbox: %+v", page)
	}
	env.Do(staff, resendMutation, map[string]any{"id": page.AllOutboxMails[0].ID}).MustFail("BAD_USER_INPUT", mail.MsgResendLinkGone)

	// A mail without a one-time link (a notice) fails for good the same way.
	if err := svc.Send(context.Background(), mail.Message{To: "ruth@example.org", Subject: "Thank you", Text: "Thank you for your gift.", Kind: "NOTICE"}); err != nil {
		t.Fatal(err)
	}
	svc.Wait()
	page = listOutbox(t, env, staff, map[string]any{"filter": map[string]any{"to": "ruth@example.org", "kind": "NOTICE"}})
	if len(page.AllOutboxMails) != 1 {
		t.Fatalf("outbox: %+v", page)
	}
	id := page.AllOutboxMails[0].ID
	failed := outboxMailByID(t, env, staff, id)
	if failed.Status != "FAILED" || failed.NextAttemptAt != nil || failed.Attempts != 1 || failed.Error == nil {
		t.Fatalf("after a 552 on %s: %+v", bundbtest.Engine(), failed)
	}

	// Neither a partner nor a signed-out visitor may resend; nothing changes.
	env.Do(partner, resendMutation, map[string]any{"id": id}).MustFail("FORBIDDEN", "")
	env.Do("", resendMutation, map[string]any{"id": id}).MustFail("UNAUTHENTICATED", "")
	env.Do(staff, resendMutation, map[string]any{"id": "no-such-mail"}).MustFail("BAD_USER_INPUT", mail.MsgResendNotFound)
	if got := outboxMailByID(t, env, staff, id); !reflect.DeepEqual(got, failed) {
		t.Fatalf("refused resends changed the mail: %+v", got)
	}

	// The mailbox has room again; two staff click Resend at once.
	mx.setReject(nil)
	results := make([]*graphtest.Response, 2)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func() { defer wg.Done(); results[i] = env.Do(staff, resendMutation, map[string]any{"id": id}) }()
	}
	wg.Wait()
	svc.Wait()
	ok := 0
	for _, r := range results {
		if len(r.Errors) == 0 {
			ok++
			var d struct{ ResendOutboxMail resentMail }
			r.MustDecode(&d)
			if d.ResendOutboxMail.ID != id || d.ResendOutboxMail.Attempts != 0 || d.ResendOutboxMail.Error != nil {
				t.Errorf("resent: %+v", d.ResendOutboxMail)
			}
		} else if r.Code() != "BAD_USER_INPUT" {
			t.Errorf("the other resend: %s", r.Raw)
		}
	}
	if ok != 1 || mx.count() != 1 {
		t.Fatalf("%d resends succeeded, server accepted %d mails", ok, mx.count())
	}
	sent := outboxMailByID(t, env, staff, id)
	if sent.Status != "SENT" || sent.Error != nil || sent.Attempts != 1 || sent.NextAttemptAt != nil {
		t.Fatalf("after the resend: %+v", sent)
	}
	// A sent mail is not sent again.
	env.Do(staff, resendMutation, map[string]any{"id": id}).MustFail("BAD_USER_INPUT", mail.MsgResendSent)
	if mx.count() != 1 {
		t.Fatalf("server accepted %d mails", mx.count())
	}
}

func TestResendWithoutSMTPIsRefused(t *testing.T) {
	env := graphtest.New(t) // no SMTP: the outbox is the delivery
	staff, _ := env.SignInAs("staff")
	createInvite(t, env, staff, "Ruth Okafor", "ruth@example.org", nil, "partner")
	id := listOutbox(t, env, staff, nil).AllOutboxMails[0].ID
	env.Do(staff, resendMutation, map[string]any{"id": id}).MustFail("BAD_USER_INPUT", mail.MsgResendNoSMTP)
	if got := outboxMailByID(t, env, staff, id); got.Status != "QUEUED" || got.NextAttemptAt != nil {
		t.Fatalf("refused resend changed the mail: %+v", got)
	}
}

// The outbox's kind filter offers every kind of mail Reach sends, receipts and monthly gift
// mails included, by label; only staff may read the list.
func TestOutboxMailKindsListEveryKind(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	partner, _ := env.SignInAs("partner")
	var d struct {
		OutboxMailKinds []struct{ Kind, Label string }
	}
	env.Do(staff, `{ outboxMailKinds { kind label } }`, nil).MustDecode(&d)
	got := map[string]string{}
	for _, k := range d.OutboxMailKinds {
		got[k.Kind] = k.Label
	}
	for _, k := range mail.Kinds() {
		if got[k.Kind] != k.Label {
			t.Errorf("%s: label %q, want %q", k.Kind, got[k.Kind], k.Label)
		}
	}
	for _, kind := range []string{mail.KindGiftReceipt, mail.KindRecurringChanged, mail.KindRecurringCancelled, mail.KindInvite} {
		if got[kind] == "" {
			t.Errorf("%s is not offered", kind)
		}
	}
	if len(got) != len(mail.Kinds()) {
		t.Errorf("%d kinds listed, want %d", len(got), len(mail.Kinds()))
	}
	env.Do(partner, `{ outboxMailKinds { kind } }`, nil).MustFail("FORBIDDEN", "")
}
