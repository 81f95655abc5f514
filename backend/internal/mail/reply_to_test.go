package mail_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
)

// Mail comes from REACH_MAIL_FROM, which nobody reads: a reply goes to the address the mail
// names (a report's hold goes back to the staff member who held it), else to the support
// address, over SMTP and in the mail drop folder alike; a reply address that is not one is
// refused before anything is stored.
func TestRepliesGoWhereTheMailSays(t *testing.T) {
	d := bundbtest.New(t)
	ts := startServer(t, nil, false)
	s := newService(t, d, "smtp://"+ts.addr+"?tls=off", mail.Options{})
	held := noticeMessage("ruth@example.org")
	held.ReplyTo = " ana.staff@example.org "
	for _, m := range []mail.Message{held, noticeMessage("ben@example.org")} {
		if err := s.Send(context.Background(), m); err != nil {
			t.Fatal(err)
		}
	}
	s.Wait()
	want := map[string]string{"<ruth@example.org>": "<ana.staff@example.org>", "<ben@example.org>": "<support@reach.local>"}
	got := ts.mails()
	if len(got) != 2 {
		t.Fatalf("server received %d mails", len(got))
	}
	for _, r := range got {
		p := parse(t, r.data)
		if to := p.header.Get("To"); p.header.Get("Reply-To") != want[to] {
			t.Errorf("mail to %s: Reply-To %q, want %q", to, p.header.Get("Reply-To"), want[to])
		}
	}

	bad := noticeMessage("ruth@example.org")
	bad.ReplyTo = "ana@example.org\r\nBcc: eve@example.org"
	if _, err := s.Queue(bad); err == nil {
		t.Fatal("a reply address with a header in it was accepted")
	}

	// Without SMTP the mail drop folder holds the same header.
	local, dataDir := newServiceIn(t, bundbtest.New(t), "", mail.Options{})
	if err := local.Send(context.Background(), held); err != nil {
		t.Fatal(err)
	}
	files, err := os.ReadDir(filepath.Join(dataDir, mail.DropFolder))
	if err != nil || len(files) != 1 {
		t.Fatalf("mail drop folder: %v %v", files, err)
	}
	data, err := os.ReadFile(filepath.Join(dataDir, mail.DropFolder, files[0].Name()))
	if err != nil {
		t.Fatal(err)
	}
	if p := parse(t, data); p.header.Get("Reply-To") != "<ana.staff@example.org>" {
		t.Fatalf("dropped mail's Reply-To %q", p.header.Get("Reply-To"))
	}
}

// The hold and rejection mails say where a reply goes, and Render hands that address on.
func TestReportDecisionMailsSendRepliesToTheStaffMember(t *testing.T) {
	for _, kind := range []string{mail.KindReportHeld, mail.KindReportRejected} {
		c := mail.Content{Name: "Ruth", URL: "https://reach.example/upgs/g1/reports/view/r1", Report: "Your people group quarterly report for 2026.Q3",
			Reason: "Please name the villages.", By: "Ana Staff", ReplyTo: "ana.staff@example.org"}
		m, err := mail.Render(kind, c)
		if err != nil {
			t.Fatal(err)
		}
		if m.ReplyTo != "ana.staff@example.org" || !strings.Contains(m.Text, "reply to this mail: your reply goes to Ana Staff, the staff member who") {
			t.Errorf("%s: reply-to %q, text:\n%s", kind, m.ReplyTo, m.Text)
		}
		// Without an address to reply to, the mail does not ask for a reply.
		c.ReplyTo = ""
		if m, err = mail.Render(kind, c); err != nil || m.ReplyTo != "" || strings.Contains(m.Text, "reply") || !strings.Contains(m.Text, "ask Ana Staff, the staff member who") {
			t.Errorf("%s without a reply address: %v\n%s", kind, err, m.Text)
		}
	}
}

// Mail wears the apps' colour: the spec's primary theme colour (packages/ui's PRIMARY_COLOR),
// and no other.
func TestMailUsesTheAppsBrandColour(t *testing.T) {
	theme, err := os.ReadFile(filepath.Join("..", "..", "..", "packages", "ui", "src", "theme.ts"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`PRIMARY_COLOR = '(#[0-9a-fA-F]{6})'`).FindSubmatch(theme)
	if m == nil {
		t.Fatal("packages/ui/src/theme.ts names no PRIMARY_COLOR")
	}
	if mail.BrandColour != string(m[1]) || mail.BrandColour != "#336195" {
		t.Fatalf("mail's colour %s, the apps' %s, the spec's #336195", mail.BrandColour, m[1])
	}
	msg, err := mail.Render(mail.KindMagicLink, mail.Content{URL: "https://reach.example/sign-in?c=abc", SupportEmail: "help@reach.example"})
	if err != nil {
		t.Fatal(err)
	}
	colours := map[string]bool{}
	for _, c := range regexp.MustCompile(`#[0-9a-fA-F]{6}\b`).FindAllString(msg.HTML, -1) {
		colours[strings.ToLower(c)] = true
	}
	// The page's background, text and muted text are greys; every other colour is the brand's.
	for c := range colours {
		if c != "#336195" && c != "#ffffff" && c != "#f4f1ea" && c != "#1f2933" && c != "#52606d" {
			t.Errorf("mail uses %s", c)
		}
	}
	if n := strings.Count(msg.HTML, "#336195"); n < 4 {
		t.Errorf("the brand colour shows %d times", n)
	}
}
