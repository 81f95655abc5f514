package mail_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/mail"
)

// englishWords are words of Reach's English mail that no Spanish, French or Arabic sentence
// uses: one of them in a translated mail is a sentence left in English.
var englishWords = []string{
	"the", "your", "you", "was", "with", "this", "please", "if", "link", "sign", "account",
	"hello", "button", "gift", "thank", "report", "agreement", "member", "password",
	"address", "receipt", "monthly", "charge", "reply", "by", "on", "of", "and", "is", "it", "who",
	"nothing", "someone", "confirm", "reset", "hidden", "hours", "days", "write",
}

var wordRE = regexp.MustCompile(`[\p{L}']+`)

// addressRE is a link or an address: its words are no sentence's.
var addressRE = regexp.MustCompile(`https?://\S+|\S+@\S+`)

// everything fills every field a kind may say, with words that are no one's English (names,
// numbers, addresses), so a translated mail has no reason to hold an English word.
func everything(lang string) mail.Content {
	return mail.Content{
		Lang: lang, To: "ruth@old.example", Name: "Ruth", URL: "https://reach.example/x/0193",
		Roles: []string{"Kibera"}, Username: "ruth_o", SupportEmail: "help@reach.example",
		Gift: "Kibera", Amount: "50", Previous: "30", ResetURL: "https://reach.example/forgot-password",
		NewEmail: "ruth@new.example", Member: "Ruth", Group: "Kibera", When: "2026", Agreement: "Kibera",
		Party: "Ruth", Report: "Kibera", Reason: "Kibera", By: "Mateo", Receipt: "R-01", Organisation: "Kibera",
		Monthly: true, ReplyTo: "mateo@reach.example",
	}
}

func TestEveryKindRendersInEachLanguageWithNoEnglishLeft(t *testing.T) {
	for _, k := range mail.Kinds() {
		en, err := mail.Render(k.Kind, everything("en"))
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{"es", "fr", "ar"} {
			m, err := mail.Render(k.Kind, everything(lang))
			if err != nil {
				t.Fatalf("%s in %s: %v", k.Kind, lang, err)
			}
			if m.Subject == en.Subject {
				t.Errorf("%s in %s: the subject is the English %q", k.Kind, lang, m.Subject)
			}
			for _, body := range []string{m.Subject, m.Text, m.ShownText, stripTags(m.HTML)} {
				for _, w := range wordRE.FindAllString(addressRE.ReplaceAllString(body, " "), -1) {
					for _, e := range englishWords {
						if strings.EqualFold(w, e) {
							t.Errorf("%s in %s says the English %q:\n%s", k.Kind, lang, w, body)
						}
					}
				}
			}
		}
	}
}

var tagRE = regexp.MustCompile(`<[^>]*>`)

func stripTags(html string) string { return tagRE.ReplaceAllString(html, " ") }

func TestASpanishMailKeepsItsActionsAndTheReasonAsTyped(t *testing.T) {
	m, err := mail.Render(mail.KindReportHeld, mail.Content{
		Lang: "es", Name: "Lucía", URL: "https://reach.example/upgs/g1/reports/view/r1",
		Report: "Su informe trimestral del grupo de personas para 2026.Q3", Reason: "Please name the villages.",
		By: "Mateo", When: mail.WhenIn("es", time.Date(2026, 11, 24, 12, 5, 0, 0, time.UTC)),
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Hola, Lucía:",
		"Su informe trimestral del grupo de personas para 2026.Q3 quedó en espera por decisión de Mateo el 24 de noviembre de 2026, 12:05 UTC.",
		"El motivo indicado: Please name the villages.",
		"Abrir el informe:\nhttps://reach.example/upgs/g1/reports/view/r1",
	} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the Spanish mail lacks %q:\n%s", want, m.Text)
		}
	}
	if m.Subject != "Su informe está en espera" {
		t.Errorf("subject %q", m.Subject)
	}
}

func TestArabicMailReadsRightToLeft(t *testing.T) {
	m, err := mail.Render(mail.KindMagicLink, mail.Content{Lang: "ar", Name: "Amal", URL: "https://reach.example/sign-in?c=abc", ExpiresIn: "15 minutes", SupportEmail: "help@reach.example"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.HTML, `<html lang="ar" dir="rtl">`) || !strings.Contains(m.HTML, `role="article" aria-label="رابط تسجيل الدخول إلى Reach" dir="rtl"`) {
		t.Errorf("the Arabic HTML is not marked right to left:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, "15 دقيقة") || !strings.Contains(m.ShownText, "[رابط تسجيل الدخول (مخفي)]") {
		t.Errorf("the expiry and the hidden link's label are not in Arabic:\n%s\n%s", m.Text, m.ShownText)
	}
	if !strings.Contains(m.HTML, `لديكم أسئلة؟ اكتبوا إلى <a href="mailto:help@reach.example"`) {
		t.Errorf("the footer is not in Arabic:\n%s", m.HTML)
	}
	en, _ := mail.Render(mail.KindMagicLink, mail.Content{Name: "Amal", URL: "https://reach.example/sign-in?c=abc", SupportEmail: "help@reach.example"})
	if !strings.Contains(en.HTML, `<html lang="en">`) || strings.Contains(en.HTML, "rtl") {
		t.Errorf("an English mail is left to right, as before:\n%s", en.HTML)
	}
}

func TestWhenIsWrittenInTheLanguage(t *testing.T) {
	at := time.Date(2026, 11, 24, 12, 5, 0, 0, time.FixedZone("X", 3600))
	for lang, want := range map[string]string{
		"en": "24 November 2026, 11:05 UTC",
		"es": "24 de noviembre de 2026, 11:05 UTC",
		"fr": "24 novembre 2026, 11:05 UTC",
		"ar": "24 نوفمبر 2026، الساعة 11:05 بالتوقيت العالمي (UTC)",
		"xx": "24 November 2026, 11:05 UTC",
	} {
		if got := mail.WhenIn(lang, at); got != want {
			t.Errorf("WhenIn(%s) = %q, want %q", lang, got, want)
		}
	}
	if mail.WhenOf(at) != "24 November 2026, 11:05 UTC" {
		t.Errorf("WhenOf = %q", mail.WhenOf(at))
	}
	if got := mail.ShortDateIn("fr", at); got != "24 nov. 2026" {
		t.Errorf("ShortDateIn(fr) = %q", got)
	}
}
