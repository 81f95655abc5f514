package mail

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"sort"
	"strings"
	texttemplate "text/template"
	"time"

	"github.com/reachmissions/reach/backend/internal/i18n"
)

// Content is what a templated mail says to its reader. Render uses the fields
// the kind needs and ignores the others.
type Content struct {
	// Lang is the recipient's language (an i18n code: the user's, or for a donor without an
	// account the checkout's); empty or unknown is English. Render writes the kind's words in
	// it; what the caller puts in the other fields must be in it too (compose it with i18n.T,
	// WhenIn and DateIn), except what someone typed (a reason), which stays as typed.
	Lang string
	// To is the recipient's address.
	To string
	// Name greets the reader ("Hello Ruth,"); empty greets without a name.
	Name string
	// URL is the one link the mail is about (sign-up, sign-in, reset, verify).
	URL string
	// ExpiresIn says how long the link works ("15 minutes"); empty uses the
	// kind's default from docs/architecture.md, or says nothing.
	ExpiresIn string
	// Roles are the labels of the roles an invite grants ("Partner").
	Roles []string
	// Username reminds the reader of their username (password reset).
	Username string
	// SupportEmail is where the reader can ask for help; empty leaves it out.
	SupportEmail string
	// Gift says what a gift funds and its amount ("$50.00 once to Adopt a
	// UPG: ..."), for the gift claim mail; what a monthly gift funds, for
	// the mails about it.
	Gift string
	// Amount is a monthly gift's amount ("$50.00"), and Previous what it was
	// before a change.
	Amount, Previous string
	// ResetURL is the forgot-password page, for mails that offer it.
	ResetURL string
	// NewEmail is the address an account's email changed to (email changed).
	NewEmail string
	// Member names a person who joined or left a household or an organisation, Group names it.
	Member, Group string
	// When says when something happened ("24 November 2026, 12:05 UTC", WhenOf).
	When string
	// Agreement names an agreement ("the loan agreement 'Well for Kibera' (version 2)"), and
	// Party the party the reader signs as ("Borrower").
	Agreement, Party string
	// Report names a report ("your people group quarterly report for 2026.Q3"), Reason is the
	// staff's reason for a decision on it and By the staff member who decided.
	Report, Reason, By string
	// Receipt is a gift receipt's number; Organisation the name receipts are issued in.
	Receipt, Organisation string
	// Monthly says the mail is about a monthly gift (a failed charge's).
	Monthly bool
	// ByLink says a password was changed with a reset link (else on the profile).
	ByLink bool
	// ReplyTo is where the reader's reply goes (Message.ReplyTo): the staff member a report's
	// author may answer. Empty sends replies to the support address.
	ReplyTo string
}

// WhenOf is how a mail says when something happened, in English: "24 November 2026, 12:05 UTC".
func WhenOf(t time.Time) string { return WhenIn(i18n.English, t) }

// WhenIn is WhenOf in lang: "24 de noviembre de 2026, 12:05 UTC", "24 novembre 2026, 12:05 UTC".
func WhenIn(lang string, t time.Time) string {
	t = t.UTC()
	return i18n.T(lang, "%[1]s, %[2]s UTC", DateIn(lang, t), t.Format("15:04"))
}

// longDates are the layouts of a date, one per month, so that each language writes the month
// its own way ("%d de noviembre de %d").
var longDates = [12]string{
	"%d January %d", "%d February %d", "%d March %d", "%d April %d", "%d May %d", "%d June %d",
	"%d July %d", "%d August %d", "%d September %d", "%d October %d", "%d November %d", "%d December %d",
}

// shortDates are the same with the month abbreviated, for tables ("24 Nov 2026").
var shortDates = [12]string{
	"%d Jan %d", "%d Feb %d", "%d Mar %d", "%d Apr %d", "%d May %d", "%d Jun %d",
	"%d Jul %d", "%d Aug %d", "%d Sep %d", "%d Oct %d", "%d Nov %d", "%d Dec %d",
}

// DateIn writes t's day (UTC) in lang: "24 November 2026", "24 de noviembre de 2026".
func DateIn(lang string, t time.Time) string {
	t = t.UTC()
	return i18n.T(lang, longDates[t.Month()-1], t.Day(), t.Year())
}

// ShortDateIn is DateIn with the month abbreviated: "24 Nov 2026", "24 nov. 2026".
func ShortDateIn(lang string, t time.Time) string {
	t = t.UTC()
	return i18n.T(lang, shortDates[t.Month()-1], t.Day(), t.Year())
}

// kindText is the wording of one kind of mail.
type kindText struct {
	// label names the kind for staff (the back office's outbox filter).
	label string
	// subject and button are text/template snippets over Content.
	subject, heading, button string
	defaultExpiry            string
	// secretLabel, when set, says the kind's URL is a one-time secret of the
	// recipient's: the copy staff can read shows this label instead.
	secretLabel string
	// intro and outro are text/template snippets over Content.
	intro, outro []string
}

var kinds = map[string]kindText{
	KindInvite: {
		label:         "Invite",
		secretLabel:   "invite link (hidden)",
		subject:       "You're invited to Reach",
		heading:       "You're invited to Reach",
		button:        "Create your account",
		defaultExpiry: "14 days",
		intro: []string{
			"You have been invited to create an account on Reach, where partners, field workers and staff follow the unreached people groups and projects they pray for and serve.",
			"{{if .Roles}}Your account will have these roles: {{join .Roles}}.{{end}}",
		},
		outro: []string{
			"This invite works for {{.ExpiresIn}}. If you were not expecting it, you can ignore this mail.",
		},
	},
	KindMagicLink: {
		label:         "Magic sign-in link",
		secretLabel:   "sign-in link (hidden)",
		subject:       "Your sign-in link for Reach",
		heading:       "Sign in to Reach",
		button:        "Sign in",
		defaultExpiry: "15 minutes",
		intro:         []string{"Use the link below to sign in. It works once, for {{.ExpiresIn}}."},
		outro:         []string{"If you did not ask to sign in, you can ignore this mail: nobody can sign in without the link."},
	},
	KindPasswordReset: {
		label:         "Password reset",
		secretLabel:   "password reset link (hidden)",
		subject:       "Reset your Reach password",
		heading:       "Reset your password",
		button:        "Reset password",
		defaultExpiry: "60 minutes",
		intro: []string{
			"Someone asked to reset the password of your Reach account. The link below works once, for {{.ExpiresIn}}.",
			"{{if .Username}}In case you forgot, your username is {{.Username}}.{{end}}",
		},
		outro: []string{"If you did not ask for this, you can ignore this mail; your password stays as it is."},
	},
	KindGiftClaim: {
		label:         "Gift claim",
		secretLabel:   "gift claim link (hidden)",
		subject:       "Thank you for your gift to Reach",
		heading:       "Thank you for your gift",
		button:        "Add the gift to my account",
		defaultExpiry: "30 days",
		intro: []string{
			"Thank you for your gift to Reach{{if .Gift}}: {{.Gift}}{{end}}.",
			"It was given with this address, which has a Reach account. If the gift was yours, sign in with this address and follow the link below to see it in your account. The link works once, for {{.ExpiresIn}}.",
		},
		outro: []string{"If you did not give this gift, you can ignore this mail: nothing in your account has changed."},
	},
	KindGiftReceipt: {
		label:   "Gift receipt",
		subject: "{{if .Reason}}Corrected receipt{{else}}Your receipt{{end}} {{.Receipt}} from {{.Organisation}}",
		heading: "Thank you for your gift",
		button:  "Go to your dashboard",
		intro: []string{
			"{{if .Reason}}{{.Reason}}{{else}}Thank you for your gift to {{.Organisation}}.{{end}}",
			"Receipt {{.Receipt}}: {{.Gift}}, {{.When}}.",
			"The receipt is attached to this mail as a PDF.",
		},
		outro: []string{"Please keep this receipt for your records."},
	},
	KindRecurringChanged: {
		label:   "Monthly gift changed",
		subject: "Your monthly gift is now {{.Amount}}",
		heading: "Your monthly gift is changed",
		button:  "See your giving",
		intro: []string{
			"Your monthly gift to {{.Gift}} was changed from {{.Previous}} to {{.Amount}} a month{{if .By}} by {{.By}}{{end}} on {{.When}}.",
			"Your next charge will be {{.Amount}}. Nothing more is charged, and nothing is refunded, for the month under way.",
		},
		outro: []string{"Thank you for your faithful giving. If you did not make this change, please reply to this mail."},
	},
	KindRecurringCancelled: {
		label:   "Monthly gift cancelled",
		subject: "Your monthly gift is cancelled",
		heading: "Your monthly gift is cancelled",
		button:  "See your giving",
		intro: []string{
			"Your monthly gift of {{.Amount}} to {{.Gift}} was cancelled{{if .By}} by {{.By}}{{end}} on {{.When}}.",
			"{{.Reason}}",
			"No further charges will be made.",
		},
		outro: []string{"Thank you for all you have given. If you did not mean to cancel, you can start a new gift on the giving site at any time."},
	},
	KindPaymentFailed: {
		label:   "Payment failed",
		subject: "Your gift of {{.Amount}} could not be charged",
		heading: "Your gift could not be charged",
		button:  "{{if .Monthly}}Open My Giving{{else}}Give again{{end}}",
		intro: []string{
			"We tried to charge {{.Amount}} for your {{if .Monthly}}monthly {{end}}gift to {{.Gift}} on {{.When}}, but the charge failed, so nothing was taken.",
			"{{.Reason}}",
		},
		outro: []string{"Thank you for your generosity. If you have a question, reply to this mail."},
	},
	KindVerifyEmail: {
		label:       "Email verification",
		secretLabel: "email verification link (hidden)",
		subject:     "Confirm your email address for Reach",
		heading:     "Confirm your email address",
		button:      "Confirm email address",
		intro: []string{
			"Please confirm that this address belongs to your Reach account.",
			"{{if .ExpiresIn}}The link works for {{.ExpiresIn}}.{{end}}",
		},
		outro: []string{"If you did not create a Reach account, you can ignore this mail."},
	},
	KindSignUpAttempt: {
		label:   "Sign-up attempt",
		subject: "Someone tried to create a Reach account with your address",
		heading: "You already have a Reach account",
		button:  "Sign in",
		intro: []string{
			"Someone tried to create a new Reach account with this email address{{if .When}} on {{.When}}{{end}}. It already belongs to your account, so no new account was made.",
			"{{if .Username}}If it was you, sign in instead: your username is {{.Username}}.{{else}}If it was you, sign in instead.{{end}}",
		},
		outro: []string{
			"{{if .ResetURL}}Forgot your password? Choose a new one at {{.ResetURL}}{{end}}",
			"If it was not you, you can ignore this mail: nothing changed on your account.",
		},
	},
	KindAgreementSigning: {
		label:   "Agreement to sign",
		subject: "Please sign: {{.Agreement}}",
		heading: "An agreement is ready for you to sign",
		button:  "Read and sign",
		intro: []string{
			"{{.Agreement}} is ready for signing{{if .Party}}, and you are named in it as {{.Party}}{{end}}.",
			"Sign in to Reach, read every section, initial each one and sign. Signing cannot be undone.",
		},
		outro: []string{"If you think this reached you by mistake, reply to this mail and do not sign."},
	},
	KindAgreementReminder: {
		label:   "Agreement reminder",
		subject: "Reminder: please sign {{.Agreement}}",
		heading: "An agreement is waiting for your signature",
		button:  "Read and sign",
		intro: []string{
			"{{.Agreement}} is still waiting for your initials and signature{{if .Party}} as {{.Party}}{{end}}.",
			"Sign in to Reach, read every section, initial each one and sign.",
		},
		outro: []string{"If you have questions about the agreement, ask the staff member who prepared it before you sign."},
	},
	KindAgreementSigned: {
		label:   "Agreement signed",
		subject: "Signed: {{.Agreement}}",
		heading: "The agreement is signed",
		button:  "View the agreement",
		intro: []string{
			"Every party has signed {{.Agreement}}{{if .When}} (completed {{.When}}){{end}}.",
			"You can read it and print a copy for your records in Reach.",
		},
	},
	KindReportHeld: {
		label:   "Report on hold",
		subject: "Your report is on hold",
		heading: "Your report is on hold",
		button:  "Open the report",
		intro: []string{
			"{{.Report}} was put on hold{{if .By}} by {{.By}}{{end}}{{if .When}} on {{.When}}{{end}}.",
			"The reason given: {{.Reason}}",
			"Open the report, unsubmit it, make the changes asked for and submit it again.",
		},
		outro: []string{"If something is unclear, {{if .ReplyTo}}reply to this mail: your reply goes to {{if .By}}{{.By}}, {{end}}the staff member who put it on hold.{{else}}ask {{if .By}}{{.By}}, {{end}}the staff member who put it on hold.{{end}}"},
	},
	KindReportRejected: {
		label:   "Report rejected",
		subject: "Your report was rejected",
		heading: "Your report was rejected",
		button:  "Open the report",
		intro: []string{
			"{{.Report}} was rejected{{if .By}} by {{.By}}{{end}}{{if .When}} on {{.When}}{{end}}.",
			"The reason given: {{.Reason}}",
			"A rejected report cannot be edited; you can read it in Reach.",
		},
		outro: []string{"If something is unclear, {{if .ReplyTo}}reply to this mail: your reply goes to {{if .By}}{{.By}}, {{end}}the staff member who rejected it.{{else}}ask {{if .By}}{{.By}}, {{end}}the staff member who rejected it.{{end}}"},
	},
	KindEmailChanged: {
		label:   "Email address changed",
		subject: "The email address of your Reach account was changed",
		heading: "Your email address was changed",
		button:  "Sign in",
		intro: []string{
			"The email address of your Reach account{{if .Username}} {{.Username}}{{end}} was changed from {{.To}} to {{.NewEmail}}{{if .When}} on {{.When}}{{end}}{{if .By}} by {{.By}}{{else}} by someone signed in to your account{{end}}. Reach will write to the new address from now on.",
		},
		outro: []string{
			"If you made or asked for this change, there is nothing to do.",
			"If you did not, sign in with your password at once, change your email address and your password back on your profile, and {{if .SupportEmail}}write to {{.SupportEmail}}{{else}}tell your Reach administrator{{end}}: someone else may be using your account.",
		},
	},
	KindPasswordChanged: {
		label:   "Password changed",
		subject: "The password of your Reach account was changed",
		heading: "Your password was changed",
		button:  "Reset my password",
		intro: []string{
			"The password of your Reach account{{if .Username}} {{.Username}}{{end}} was changed{{if .When}} on {{.When}}{{end}}{{if .ByLink}} with a reset link mailed to this address{{else}} by someone signed in to your account{{end}}.",
			"{{if .ByLink}}Every session of the account was signed out.{{else}}Every other session of the account was signed out.{{end}}",
		},
		outro: []string{
			"If you made this change, there is nothing to do.",
			"If you did not, choose a new password at once with the button above: Reach mails a reset link to this address. Then {{if .SupportEmail}}write to {{.SupportEmail}}{{else}}tell your Reach administrator{{end}}: someone else may know your password.",
		},
	},
	KindEmailChangeConfirm: {
		label:         "Email change confirmation",
		secretLabel:   "email change confirmation link (hidden)",
		subject:       "Confirm your new email address for Reach",
		heading:       "Confirm your new email address",
		button:        "Confirm new address",
		defaultExpiry: "24 hours",
		intro: []string{
			"{{if .By}}{{.By}} asked{{else}}You asked{{end}}{{if .When}} on {{.When}}{{end}} that this address become the email address of the Reach account{{if .Username}} {{.Username}}{{end}}.",
			"The account keeps its current address until you follow the link below. It works once, for {{.ExpiresIn}}.",
		},
		outro: []string{"If you did not expect this, you can ignore this mail: nothing changes without the link."},
	},
	KindEmailChangeTaken: {
		label:   "Email change to a taken address",
		subject: "Someone asked to use your address for another Reach account",
		heading: "Your address already has a Reach account",
		button:  "Sign in",
		intro: []string{
			"{{if .By}}{{.By}}{{else}}Someone{{end}} asked{{if .When}} on {{.When}}{{end}} that another Reach account use this email address. It already belongs to your account{{if .Username}} {{.Username}}{{end}}, so nothing changed.",
		},
		outro: []string{
			"You need not do anything. If you have a question about it, {{if .SupportEmail}}write to {{.SupportEmail}}{{else}}ask your Reach administrator{{end}}.",
		},
	},
	KindMemberAdded: {
		label:   "Member added",
		subject: "{{.Member}} was added to {{.Group}}",
		heading: "A member was added",
		button:  "Open Reach",
		intro: []string{
			"{{.Member}} was added to {{.Group}}{{if .By}} by {{.By}}{{end}}{{if .When}} on {{.When}}{{end}}.",
			"From now on {{.Member}} may act for {{.Group}} in Reach: see what is linked to it and sign agreements for it.",
		},
		outro: []string{
			"You are told because you are a member of {{.Group}}. If this change looks wrong, {{if .SupportEmail}}write to {{.SupportEmail}}{{else}}tell your Reach administrator{{end}}.",
		},
	},
	KindMemberRemoved: {
		label:   "Member removed",
		subject: "{{.Member}} was removed from {{.Group}}",
		heading: "A member was removed",
		button:  "Open Reach",
		intro: []string{
			"{{.Member}} was removed from {{.Group}}{{if .By}} by {{.By}}{{end}}{{if .When}} on {{.When}}{{end}}.",
			"{{.Member}} no longer acts for {{.Group}} in Reach.",
		},
		outro: []string{
			"You are told because you are a member of {{.Group}}. If this change looks wrong, {{if .SupportEmail}}write to {{.SupportEmail}}{{else}}tell your Reach administrator{{end}}.",
		},
	},
}

// KindInfo is one kind of mail Reach sends and its name for staff.
type KindInfo struct {
	Kind, Label string
}

// Kinds answers every kind of mail Reach sends, by label: the kinds with a
// template, which every mail is composed from (Render refuses any other), so
// the list cannot miss one.
func Kinds() []KindInfo {
	out := make([]KindInfo, 0, len(kinds))
	for k, t := range kinds {
		out = append(out, KindInfo{Kind: k, Label: t.label})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Label < out[j].Label })
	return out
}

var snippetFuncs = texttemplate.FuncMap{"join": func(s []string) string { return strings.Join(s, ", ") }}

// page is what the layouts render.
type page struct {
	Subject, Greeting, Heading, Button, URL, SupportEmail string
	Intro, Outro                                          []string
	// Hidden, when set, stands in the link's place (the copy staff read).
	Hidden string
	// Lang is the mail's language, RTL whether it reads right to left.
	Lang string
	RTL  bool
	// NoButton is the line that offers the address again; Questions, QuestionsHTML and
	// QuestionsAfter the footer's offer of the support address (text, and HTML around the link).
	NoButton, Questions, QuestionsHTML, QuestionsAfter string
}

// Render composes a mail of the given kind (KindInvite, KindMagicLink,
// KindPasswordReset, KindVerifyEmail, KindSignUpAttempt, KindEmailChanged) in
// Reach's plain house style: a text body, and an HTML body with the same
// words, a button and the link again as plain text, in c.Lang. Send the result with a
// Sender.
//
// Each snippet of the kind (subject, heading, button, each intro and outro) is translated as a
// whole, its English text the catalog's key (catalogs/mail.<code>.json), before it is executed
// over c: a translation keeps the snippet's actions ({{.Name}}, {{if .By}}...).
func Render(kind string, c Content) (Message, error) {
	k, ok := kinds[kind]
	if !ok {
		return Message{}, fmt.Errorf("mail: no template for kind %q", kind)
	}
	if c.URL == "" {
		return Message{}, fmt.Errorf("mail: %s needs a URL", kind)
	}
	lang := i18n.Pick(c.Lang)
	tr := func(src []string) []string {
		out := make([]string, len(src))
		for i, s := range src {
			out[i] = i18n.T(lang, s)
		}
		return out
	}
	if c.ExpiresIn == "" {
		c.ExpiresIn = k.defaultExpiry
	}
	c.ExpiresIn = i18n.T(lang, c.ExpiresIn)
	subject, err := snippets(tr([]string{k.subject}), c)
	if err != nil || len(subject) != 1 {
		return Message{}, fmt.Errorf("mail: %s subject: %v", kind, err)
	}
	button, err := snippets(tr([]string{k.button}), c)
	if err != nil || len(button) != 1 {
		return Message{}, fmt.Errorf("mail: %s button: %v", kind, err)
	}
	p := page{
		Subject: oneLine(subject[0]), Heading: i18n.T(lang, k.heading), Button: button[0],
		URL: c.URL, SupportEmail: c.SupportEmail, Greeting: i18n.T(lang, "Hello,"), Lang: lang,
		NoButton: i18n.T(lang, "If the button does not work, copy this address into your browser:"),
	}
	if l, ok := i18n.Get(lang); ok && l.Dir == "rtl" {
		p.RTL = true
	}
	if name := strings.TrimSpace(c.Name); name != "" {
		p.Greeting = i18n.T(lang, "Hello %s,", name)
	}
	if p.SupportEmail != "" {
		p.Questions = i18n.T(lang, "Questions? Write to %s.", p.SupportEmail)
		before, after, _ := strings.Cut(i18n.T(lang, "Questions? Write to %s."), "%s")
		p.QuestionsHTML, p.QuestionsAfter = before, strings.TrimSuffix(after, ".")
	}
	if p.Intro, err = snippets(tr(k.intro), c); err != nil {
		return Message{}, err
	}
	if p.Outro, err = snippets(tr(k.outro), c); err != nil {
		return Message{}, err
	}
	text, html, err := p.render()
	if err != nil {
		return Message{}, err
	}
	m := Message{To: c.To, Subject: p.Subject, Text: text, HTML: html, Kind: kind, ReplyTo: strings.TrimSpace(c.ReplyTo)}
	if k.secretLabel != "" {
		label := i18n.T(lang, k.secretLabel)
		p.URL, p.Hidden = "", label
		if m.ShownText, m.ShownHTML, err = p.render(); err != nil {
			return Message{}, err
		}
		m.HiddenLink = label
	}
	return m, nil
}

func (p page) render() (text, html string, err error) {
	var t, h bytes.Buffer
	if err := textLayout.Execute(&t, p); err != nil {
		return "", "", fmt.Errorf("mail: render text: %w", err)
	}
	if err := htmlLayout.Execute(&h, p); err != nil {
		return "", "", fmt.Errorf("mail: render html: %w", err)
	}
	return t.String(), h.String(), nil
}

// snippets renders each snippet as plain text and drops the empty ones; the
// HTML layout escapes them.
func snippets(src []string, c Content) ([]string, error) {
	var out []string
	for _, s := range src {
		t, err := texttemplate.New("").Funcs(snippetFuncs).Parse(s)
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		if err := t.Execute(&b, c); err != nil {
			return nil, err
		}
		if line := strings.TrimSpace(b.String()); line != "" {
			out = append(out, line)
		}
	}
	return out, nil
}

var textLayout = texttemplate.Must(texttemplate.New("text").Parse(`{{.Greeting}}

{{range .Intro}}{{.}}

{{end}}{{.Button}}:
{{if .Hidden}}[{{.Hidden}}]{{else}}{{.URL}}{{end}}

{{range .Outro}}{{.}}

{{end}}-- 
Reach{{if .SupportEmail}}
{{.Questions}}{{end}}
`))

// BrandColour is the one colour of Reach's mail: the spec's primary theme colour, which the
// apps use too (packages/ui's PRIMARY_COLOR). White on it has a contrast of 6.4:1.
const BrandColour = "#336195"

// htmlLayout is deliberately plain: one column, system fonts, real text (no
// images), a link styled as a button with AA contrast, and the address again
// as text for mail readers that hide buttons.
var htmlLayout = htmltemplate.Must(htmltemplate.New("html").Parse(strings.ReplaceAll(`<!DOCTYPE html>
<html lang="{{.Lang}}"{{if .RTL}} dir="rtl"{{end}}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Subject}}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;color:#1f2933;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;">
<div role="article" aria-label="{{.Subject}}"{{if .RTL}} dir="rtl"{{end}} style="max-width:560px;margin:0 auto;padding:24px 16px;">
<div style="background:#ffffff;border-radius:8px;padding:32px 28px;border-top:6px solid @brand@;">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:0.08em;text-transform:uppercase;color:@brand@;font-weight:700;">Reach</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#1f2933;">{{.Heading}}</h1>
<p style="margin:0 0 16px;">{{.Greeting}}</p>
{{range .Intro}}<p style="margin:0 0 16px;">{{.}}</p>
{{end}}{{if .Hidden}}<p style="margin:24px 0;font-weight:700;">[{{.Hidden}}]</p>
{{else}}<p style="margin:24px 0;"><a href="{{.URL}}" style="display:inline-block;background:@brand@;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:6px;">{{.Button}}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">{{.NoButton}}<br><a href="{{.URL}}" style="color:@brand@;word-break:break-all;">{{.URL}}</a></p>
{{end}}{{range .Outro}}<p style="margin:0 0 16px;font-size:14px;color:#52606d;">{{.}}</p>
{{end}}</div>
<p style="margin:16px 0 0;font-size:13px;color:#52606d;text-align:center;">Reach{{if .SupportEmail}} &middot; {{.QuestionsHTML}}<a href="mailto:{{.SupportEmail}}" style="color:@brand@;">{{.SupportEmail}}</a>{{.QuestionsAfter}}{{end}}</p>
</div>
</body>
</html>
`, "@brand@", BrandColour)))
