package mail_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"mime"
	"mime/multipart"
	"net"
	netmail "net/mail"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// received is one mail the test server accepted.
type received struct {
	from, to   string
	user, pass string
	tls        bool
	data       []byte
}

// testServer is a real SMTP server on 127.0.0.1:0 that records what it gets.
type testServer struct {
	addr string
	mu   sync.Mutex
	got  []received
	// reject, when set, answers RCPT TO with this error.
	reject *smtp.SMTPError
}

func (ts *testServer) mails() []received {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return append([]received(nil), ts.got...)
}

func (ts *testServer) setReject(e *smtp.SMTPError) {
	ts.mu.Lock()
	ts.reject = e
	ts.mu.Unlock()
}

type session struct {
	ts  *testServer
	c   *smtp.Conn
	cur received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }
func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, user, pass string) error {
		if user != "mailer" || pass != "s3cret-Pa55" {
			return errors.New("invalid credentials")
		}
		s.cur.user, s.cur.pass = user, pass
		return nil
	}), nil
}
func (s *session) Mail(from string, _ *smtp.MailOptions) error { s.cur.from = from; return nil }
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.ts.mu.Lock()
	rej := s.ts.reject
	s.ts.mu.Unlock()
	if rej != nil {
		return rej
	}
	s.cur.to = to
	return nil
}
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.cur.data = b
	_, s.cur.tls = s.c.TLSConnectionState()
	s.ts.mu.Lock()
	s.ts.got = append(s.ts.got, s.cur)
	s.ts.mu.Unlock()
	return nil
}
func (s *session) Reset()        { s.cur = received{user: s.cur.user, pass: s.cur.pass} }
func (s *session) Logout() error { return nil }

// startServer starts the server; with cert it offers STARTTLS, with
// implicit it speaks TLS from the first byte.
func startServer(t *testing.T, cert *tls.Certificate, implicit bool) *testServer {
	t.Helper()
	ts := &testServer{}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{ts: ts, c: c}, nil
	}))
	srv.Domain = "mx.test"
	srv.AllowInsecureAuth = true
	srv.ErrorLog = log{t}
	var ln net.Listener
	var err error
	ln, err = net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if cert != nil {
		srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{*cert}}
		if implicit {
			ln = tls.NewListener(ln, srv.TLSConfig)
		}
	}
	go srv.Serve(ln) //nolint:errcheck
	t.Cleanup(func() { srv.Close() })
	ts.addr = ln.Addr().String()
	return ts
}

type log struct{ t *testing.T }

func (l log) Printf(format string, v ...any) { l.t.Logf("smtp server: "+format, v...) }
func (l log) Println(v ...any)               { l.t.Log(append([]any{"smtp server:"}, v...)...) }

// selfSigned makes a certificate for 127.0.0.1 and a pool that trusts it.
func selfSigned(t *testing.T) (*tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "reach test smtp"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return &tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}

func newService(t *testing.T, d *bundb.DB, smtpURL string, opts mail.Options) *mail.Service {
	t.Helper()
	s, _ := newServiceIn(t, d, smtpURL, opts)
	return s
}

// newServiceIn is newService with a data folder of its own, which it returns.
func newServiceIn(t *testing.T, d *bundb.DB, smtpURL string, opts mail.Options) (*mail.Service, string) {
	t.Helper()
	dataDir := t.TempDir()
	cfg, err := config.FromEnv(func(k string) string {
		switch k {
		case "REACH_SMTP_URL":
			return smtpURL
		case "REACH_MAIL_FROM":
			return "Reach Missions <no-reply@reach.example>"
		case "REACH_DATA_DIR":
			return dataDir
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s, err := mail.NewService(d, cfg, opts)
	if err != nil {
		t.Fatalf("new service: %v", err)
	}
	t.Cleanup(s.Close)
	return s, dataDir
}

// noticeMessage is a mail that carries no secret, kept whole in the outbox.
func noticeMessage(to string) mail.Message {
	return mail.Message{To: to, Subject: "Your gift to Reach", Text: "Thank you for your gift.", HTML: "<p>Thank you for your gift.</p>", Kind: "NOTICE"}
}

func inviteMessage(t *testing.T, to string) mail.Message {
	t.Helper()
	m, err := mail.Render(mail.KindInvite, mail.Content{To: to, Name: "Ruth", URL: "http://localhost:8080/sign-up?i=abc-123", Roles: []string{"Partner"}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// onlyRow returns the one outbox row.
func onlyRow(t *testing.T, d *bundb.DB) *model.OutboxMail {
	t.Helper()
	rows, n, err := d.ListOutboxMails(context.Background(), db.OutboxQuery{})
	if err != nil || n != 1 {
		t.Fatalf("outbox: %d rows, %v", n, err)
	}
	return rows[0]
}

// parsed is a delivered mail taken apart like a mail reader would.
type parsed struct {
	header     netmail.Header
	text, html string
}

func parse(t *testing.T, data []byte) parsed {
	t.Helper()
	msg, err := netmail.ReadMessage(strings.NewReader(string(data)))
	if err != nil {
		t.Fatalf("read message: %v\n%s", err, data)
	}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("content type %q: %v", msg.Header.Get("Content-Type"), err)
	}
	p := parsed{header: msg.Header}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(part) // quoted-printable is decoded by the reader
		switch ct := part.Header.Get("Content-Type"); {
		case strings.HasPrefix(ct, "text/plain"):
			p.text = string(body)
		case strings.HasPrefix(ct, "text/html"):
			p.html = string(body)
		default:
			t.Fatalf("unexpected part %q", ct)
		}
	}
	return p
}

func TestSMTPDeliversMultipartMailAndMarksItSent(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	s := newService(t, d, "smtp://mailer:s3cret-Pa55@"+ts.addr+"?tls=off", mail.Options{})

	start := time.Now()
	if err := s.Send(context.Background(), inviteMessage(t, "Ruth.Okafor@example.org")); err != nil {
		t.Fatalf("send on %s: %v", bundbtest.Engine(), err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatalf("Send blocked for %v", time.Since(start))
	}
	s.Wait()

	got := ts.mails()
	if len(got) != 1 {
		t.Fatalf("server received %d mails", len(got))
	}
	r := got[0]
	if r.from != "no-reply@reach.example" || r.to != "Ruth.Okafor@example.org" {
		t.Fatalf("envelope from %q to %q", r.from, r.to)
	}
	if r.user != "mailer" || r.pass != "s3cret-Pa55" {
		t.Fatalf("server saw AUTH %q/%q", r.user, r.pass)
	}
	p := parse(t, r.data)
	row := onlyRow(t, d)
	for k, want := range map[string]string{
		"From":         `"Reach Missions" <no-reply@reach.example>`,
		"To":           "<Ruth.Okafor@example.org>",
		"Subject":      "You're invited to Reach",
		"Message-Id":   "<" + row.ID + "@reach.example>",
		"Mime-Version": "1.0",
	} {
		if g := p.header.Get(k); g != want {
			t.Errorf("header %s = %q, want %q", k, g, want)
		}
	}
	if date, err := p.header.Date(); err != nil || time.Since(date) > time.Minute {
		t.Errorf("Date header %q: %v", p.header.Get("Date"), err)
	}
	link := "http://localhost:8080/sign-up?i=abc-123"
	if !strings.Contains(p.text, "Hello Ruth,") || !strings.Contains(p.text, link) || !strings.Contains(p.text, "Partner") {
		t.Errorf("text body:\n%s", p.text)
	}
	if !strings.Contains(p.html, `<a href="`+link+`"`) || !strings.Contains(p.html, "Create your account") {
		t.Errorf("html body:\n%s", p.html)
	}
	if row.Status != model.MailSent || row.SentAt == nil || row.Error != nil || row.Attempts != 1 || row.NextAttemptAt != nil {
		t.Fatalf("outbox row after delivery: status %s sentAt %v error %v attempts %d next %v", row.Status, row.SentAt, row.Error, row.Attempts, row.NextAttemptAt)
	}
	// The recipient got the link; the outbox shows only its label, and keeps no copy of it once sent.
	if strings.Contains(row.TextBody, "sign-up?i=") || row.HTMLBody == nil || strings.Contains(*row.HTMLBody, "sign-up?i=") ||
		!strings.Contains(row.TextBody, "[invite link (hidden)]") || row.HiddenLink == nil {
		t.Errorf("outbox row shows the link: %q", row.TextBody)
	}
	if full, err := d.GetOutboxMailForDelivery(context.Background(), row.ID); err != nil || full.SecretTextBody != nil || full.SecretHTMLBody != nil {
		t.Errorf("after delivery the secret bodies are still kept: %v", err)
	}
}

func TestSMTPUsesSTARTTLSWhenOfferedAndSMTPSFromTheStart(t *testing.T) {
	cert, pool := selfSigned(t)
	for _, tc := range []struct {
		name     string
		scheme   string
		implicit bool
	}{
		{"starttls", "smtp", false},
		{"smtps", "smtps", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := bundbtest.New(t)
			ts := startServer(t, cert, tc.implicit)
			s := newService(t, d, tc.scheme+"://mailer:s3cret-Pa55@"+ts.addr, mail.Options{TLSConfig: &tls.Config{RootCAs: pool}})
			if err := s.Send(context.Background(), inviteMessage(t, "ruth@example.org")); err != nil {
				t.Fatal(err)
			}
			s.Wait()
			got := ts.mails()
			if len(got) != 1 || !got[0].tls || got[0].pass != "s3cret-Pa55" {
				t.Fatalf("received %+v, want one mail over TLS with AUTH", got)
			}
			if row := onlyRow(t, d); row.Status != model.MailSent {
				t.Fatalf("status %s, error %v", row.Status, row.Error)
			}
		})
	}
}

func TestSMTPRefusesToSendPasswordWhenTLSIsNotVerified(t *testing.T) {
	d := bundbtest.New(t)
	cert, _ := selfSigned(t)
	ts := startServer(t, cert, false)
	// The system roots do not trust the test certificate: no mail, no password sent.
	s := newService(t, d, "smtp://mailer:s3cret-Pa55@"+ts.addr, mail.Options{})
	if err := s.Send(context.Background(), inviteMessage(t, "ruth@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if got := ts.mails(); len(got) != 0 {
		t.Fatalf("mail delivered over an unverified connection: %+v", got)
	}
	row := onlyRow(t, d)
	if row.Status != model.MailFailed || row.Error == nil || !strings.Contains(*row.Error, "STARTTLS") {
		t.Fatalf("status %s error %v", row.Status, row.Error)
	}
}

func TestSMTPRejectionMarksMailFailedForGood(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	ts.setReject(&smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such mailbox here"})
	s := newService(t, d, "smtp://mailer:s3cret-Pa55@"+ts.addr+"?tls=off", mail.Options{})
	if err := s.Send(context.Background(), inviteMessage(t, "gone@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	row := onlyRow(t, d)
	if row.Status != model.MailFailed || row.Error == nil || row.SentAt != nil {
		t.Fatalf("status %s error %v sentAt %v", row.Status, row.Error, row.SentAt)
	}
	if !strings.Contains(*row.Error, "550") || !strings.Contains(*row.Error, "No such mailbox here") {
		t.Fatalf("error %q does not say what the server answered", *row.Error)
	}
	if strings.Contains(*row.Error, "s3cret") {
		t.Fatalf("error leaks the password: %q", *row.Error)
	}
	if row.NextAttemptAt != nil {
		t.Fatalf("a permanent rejection is retried at %v", row.NextAttemptAt)
	}
	if len(ts.mails()) != 0 {
		t.Fatal("server recorded a rejected mail")
	}
}

func TestSMTPTemporaryFailureIsRetriedWithBackoff(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	ts.setReject(&smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"})
	var mu sync.Mutex
	clock := time.Now()
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
	advance := func(d time.Duration) { mu.Lock(); clock = clock.Add(d); mu.Unlock() }
	s := newService(t, d, "smtp://"+ts.addr+"?tls=off", mail.Options{Now: now})
	if err := s.Send(context.Background(), inviteMessage(t, "ruth@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	row := onlyRow(t, d)
	if row.Status != model.MailFailed || row.NextAttemptAt == nil || !strings.Contains(*row.Error, "451") {
		t.Fatalf("after 451: status %s next %v error %v", row.Status, row.NextAttemptAt, row.Error)
	}
	if wait := row.NextAttemptAt.Sub(now()); wait < 50*time.Second || wait > 70*time.Second {
		t.Fatalf("first retry in %v, want about a minute", wait)
	}

	// Not due yet: nothing happens.
	ts.setReject(nil)
	s.DeliverDue(context.Background())
	if len(ts.mails()) != 0 {
		t.Fatal("retried before the backoff ended")
	}
	advance(61 * time.Second)
	s.DeliverDue(context.Background())
	if got := ts.mails(); len(got) != 1 {
		t.Fatalf("after the backoff the server received %d mails", len(got))
	}
	row = onlyRow(t, d)
	if row.Status != model.MailSent || row.Attempts != 2 || row.Error != nil {
		t.Fatalf("after retry: status %s attempts %d error %v", row.Status, row.Attempts, row.Error)
	}
	// A sent mail is never sent again.
	advance(time.Hour)
	s.DeliverDue(context.Background())
	if got := ts.mails(); len(got) != 1 {
		t.Fatalf("sent mail delivered %d times", len(got))
	}
}

func TestSMTPSilentServerTimesOut(t *testing.T) {
	d := bundbtest.New(t)
	// A server that accepts connections and never greets.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { c.Close() })
		}
	}()
	s := newService(t, d, "smtp://mailer:s3cret-Pa55@"+ln.Addr().String()+"?tls=off", mail.Options{Timeout: 300 * time.Millisecond})
	start := time.Now()
	if err := s.Send(context.Background(), inviteMessage(t, "ruth@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if el := time.Since(start); el > 3*time.Second {
		t.Fatalf("attempt took %v despite a 300ms timeout", el)
	}
	row := onlyRow(t, d)
	if row.Status != model.MailFailed || row.NextAttemptAt == nil {
		t.Fatalf("status %s next %v error %v", row.Status, row.NextAttemptAt, row.Error)
	}
}

func TestOutboxOnlyWithoutSMTP(t *testing.T) {
	d := bundbtest.New(t)
	s, dataDir := newServiceIn(t, d, "", mail.Options{})
	if s.SMTPEnabled() {
		t.Fatal("SMTP enabled without REACH_SMTP_URL")
	}
	if err := s.Send(context.Background(), inviteMessage(t, "ruth@example.org")); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	s.DeliverDue(context.Background())
	row := onlyRow(t, d)
	if row.Status != model.MailQueued || row.NextAttemptAt != nil || row.Kind != mail.KindInvite || row.To != "ruth@example.org" {
		t.Fatalf("outbox row %+v", row)
	}
	// Staff read the outbox: the invite link is hidden there, and stored nowhere in the database.
	if strings.Contains(row.TextBody, "abc-123") || row.HTMLBody == nil || strings.Contains(*row.HTMLBody, "abc-123") ||
		!strings.Contains(row.TextBody, "[invite link (hidden)]") || !strings.Contains(*row.HTMLBody, "[invite link (hidden)]") {
		t.Fatalf("outbox row shows the link: %q", row.TextBody)
	}
	if full, err := d.GetOutboxMailForDelivery(context.Background(), row.ID); err != nil || full.SecretTextBody != nil || full.SecretHTMLBody != nil {
		t.Fatalf("the link is stored without SMTP: %v", err)
	}
	// The person who runs Reach reads the whole mail in the mail drop folder, which nobody else may read.
	dir := filepath.Join(dataDir, mail.DropFolder)
	files, err := os.ReadDir(dir)
	if err != nil || len(files) != 1 || !strings.HasSuffix(files[0].Name(), row.ID+".eml") {
		t.Fatalf("mail drop folder: %v %v", files, err)
	}
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("mail drop folder mode %v %v", fi.Mode(), err)
	}
	fi, err := files[0].Info()
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("dropped mail mode %v %v", fi.Mode(), err)
	}
	data, err := os.ReadFile(filepath.Join(dir, files[0].Name()))
	if err != nil {
		t.Fatal(err)
	}
	p := parse(t, data)
	if p.header.Get("X-Reach-Kind") != mail.KindInvite || p.header.Get("To") != "<ruth@example.org>" ||
		!strings.Contains(p.text, "http://localhost:8080/sign-up?i=abc-123") || !strings.Contains(p.html, `href="http://localhost:8080/sign-up?i=abc-123"`) {
		t.Fatalf("dropped mail lacks the link:\n%s", data)
	}
	if err := s.Send(context.Background(), mail.Message{To: "not an address", Subject: "x", Text: "x", Kind: "X"}); err == nil {
		t.Fatal("sent to an invalid address")
	}
}

func TestBadSMTPURLNamesTheProblemWithoutThePassword(t *testing.T) {
	for _, u := range []string{"http://u:hunter22@host", "smtp://u:hunter22@host?tls=maybe", "smtps://u:hunter22@host?tls=off", "smtp://u:hunter22@:25"} {
		cfg, _ := config.FromEnv(func(k string) string {
			if k == "REACH_SMTP_URL" {
				return u
			}
			return ""
		})
		_, err := mail.NewService(nil, cfg, mail.Options{})
		if err == nil {
			t.Errorf("%s accepted", u)
			continue
		}
		if strings.Contains(err.Error(), "hunter22") {
			t.Errorf("error leaks the password: %v", err)
		}
	}
}
