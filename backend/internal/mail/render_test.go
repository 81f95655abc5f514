package mail_test

import (
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/mail"
)

func TestRenderEveryKindCarriesTheLinkInTextAndHTML(t *testing.T) {
	for _, tc := range []struct {
		kind, subject string
		content       mail.Content
		want          []string
	}{
		{mail.KindInvite, "You're invited to Reach",
			mail.Content{Name: "Ruth", URL: "https://reach.example/sign-up?i=0193", Roles: []string{"Partner", "Trainer"}},
			[]string{"Hello Ruth,", "Partner, Trainer", "14 days"}},
		{mail.KindMagicLink, "Your sign-in link for Reach",
			mail.Content{Name: "Ruth", URL: "https://reach.example/sign-in?c=abc"},
			[]string{"15 minutes"}},
		{mail.KindPasswordReset, "Reset your Reach password",
			mail.Content{Name: "Ruth", URL: "https://reach.example/reset-password/xyz", Username: "ruth_o"},
			[]string{"60 minutes", "your username is ruth_o"}},
		{mail.KindVerifyEmail, "Confirm your email address for Reach",
			mail.Content{URL: "https://reach.example/verify-email/v1", SupportEmail: "help@reach.example"},
			[]string{"Hello,", "help@reach.example"}},
		{mail.KindSignUpAttempt, "Someone tried to create a Reach account with your address",
			mail.Content{Name: "Ruth", URL: "https://reach.example/sign-in", ResetURL: "https://reach.example/forgot-password", Username: "ruth_o"},
			[]string{"Hello Ruth,", "your username is ruth_o", "https://reach.example/forgot-password", "nothing changed"}},
		{mail.KindEmailChanged, "The email address of your Reach account was changed",
			mail.Content{To: "ruth@old.example", Name: "Ruth", URL: "https://reach.example/sign-in", NewEmail: "ruth@new.example", When: "24 November 2026, 12:05 UTC", SupportEmail: "help@reach.example"},
			[]string{"from ruth@old.example to ruth@new.example on 24 November 2026, 12:05 UTC", "help@reach.example"}},
		{mail.KindReportHeld, "Your report is on hold",
			mail.Content{Name: "Ruth", URL: "https://reach.example/upgs/g1/reports/view/r1", Report: "Your people group quarterly report for 2026.Q3", Reason: "Please name the villages.", By: "staff-1", When: "24 November 2026, 12:05 UTC"},
			[]string{"Your people group quarterly report for 2026.Q3 was put on hold by staff-1 on 24 November 2026, 12:05 UTC.", "The reason given: Please name the villages."}},
		{mail.KindReportRejected, "Your report was rejected",
			mail.Content{Name: "Ruth", URL: "https://reach.example/training-reports/event/view/r1", Report: "Your training event report", Reason: "A duplicate.", By: "staff-1"},
			[]string{"Your training event report was rejected by staff-1.", "The reason given: A duplicate."}},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			m, err := mail.Render(tc.kind, tc.content)
			if err != nil {
				t.Fatal(err)
			}
			if m.Subject != tc.subject || m.Kind != tc.kind {
				t.Fatalf("subject %q kind %q", m.Subject, m.Kind)
			}
			for _, w := range append(tc.want, tc.content.URL) {
				if !strings.Contains(m.Text, w) {
					t.Errorf("text lacks %q:\n%s", w, m.Text)
				}
				if !strings.Contains(m.HTML, w) {
					t.Errorf("html lacks %q:\n%s", w, m.HTML)
				}
			}
			// The link as a button and again as plain text.
			if n := strings.Count(m.HTML, `href="`+tc.content.URL+`"`); n != 2 {
				t.Errorf("html has the link %d times as href, want 2", n)
			}
			if !strings.Contains(m.HTML, `<html lang="en">`) {
				t.Error("html has no language")
			}
		})
	}
}

func TestRenderEscapesWhatPeopleTyped(t *testing.T) {
	m, err := mail.Render(mail.KindInvite, mail.Content{Name: `<b>Eve</b> & "co"`, URL: "https://reach.example/sign-up?i=1&x=<y>", Roles: []string{"<i>Partner</i>"}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.HTML, "<b>Eve") || strings.Contains(m.HTML, "<i>Partner") || strings.Contains(m.HTML, "x=<y>") {
		t.Fatalf("html not escaped:\n%s", m.HTML)
	}
	if !strings.Contains(m.HTML, "&lt;b&gt;Eve&lt;/b&gt; &amp; &#34;co&#34;") {
		t.Fatalf("name not shown escaped:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, `Hello <b>Eve</b> & "co",`) {
		t.Fatalf("text body should keep the name as typed:\n%s", m.Text)
	}
}

func TestRenderRefusesUnknownKindOrMissingLink(t *testing.T) {
	if _, err := mail.Render("NEWSLETTER", mail.Content{URL: "https://x"}); err == nil {
		t.Error("unknown kind rendered")
	}
	if _, err := mail.Render(mail.KindMagicLink, mail.Content{}); err == nil {
		t.Error("magic link without a URL rendered")
	}
}

func TestValidAddress(t *testing.T) {
	for s, want := range map[string]bool{
		"ruth@example.org":                 true,
		"Ruth.Okafor+x@mail.co.uk":         true,
		"ruth@example":                     false,
		"ruth example.org":                 false,
		"ruth@@example.org":                false,
		"ruth@example.org\r\nBcc: x@y.org": false,
		"":                                 false,
	} {
		if got := mail.ValidAddress(s); got != want {
			t.Errorf("ValidAddress(%q) = %v, want %v", s, got, want)
		}
	}
}
