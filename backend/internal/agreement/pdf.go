package agreement

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/reachmissions/reach/backend/internal/agreement/pdf"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The PDF for finance (docs/agreements.md): drawn from the frozen content and the signing
// records, from SIGNING on, for whoever may read the agreement; every PDF served is recorded by
// its SHA-256 so /verify can tell whether a file is one Reach issued.

// Organisation is the name at the head of every PDF.
const Organisation = "Reach"

// Banners written on every page of a PDF that is not the signed agreement.
const (
	BannerPartlySigned = "Partly signed — not final"
	BannerCancelled    = "Cancelled — not in force"
)

// ErrPDFNotYet answers a PDF asked for before signing starts (no content is frozen yet).
var ErrPDFNotYet = apperr.New(apperr.BadUserInput, MsgPDFNotYet)

// ErrNotIntact answers a PDF of an agreement whose stored content no longer has the hash
// recorded when it was frozen: nothing is drawn from it.
var ErrNotIntact = errors.New("agreement: the stored content no longer matches its hash")

// PDFFile is an agreement's PDF as served.
type PDFFile struct {
	Content []byte
	// SHA256 is the hex SHA-256 of Content, recorded for /verify.
	SHA256 string
	// Filename is the name to save it under (UTF-8).
	Filename string
}

// PDF draws the agreement id for the viewer (the read rules of ReadForUser), records its
// SHA-256 and answers it. Before signing starts: ErrPDFNotYet; content that no longer matches its
// hash: ErrNotIntact.
func (s *Service) PDF(ctx context.Context, id string) (*PDFFile, error) {
	a, err := s.ReadForUser(ctx, id)
	if err != nil {
		return nil, err
	}
	if a.Content == "" || a.Status == model.AgreementPreparing || a.Status == model.AgreementPreview {
		return nil, ErrPDFNotYet
	}
	if !Intact(a) {
		return nil, fmt.Errorf("%w (agreement %s)", ErrNotIntact, a.ID)
	}
	doc, err := s.Document(a)
	if err != nil {
		return nil, err
	}
	// One of the instance's render slots (pdf.MaxRenders), shared with receipts and statements.
	release, err := pdf.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	b, err := pdf.Render(doc)
	release()
	if err != nil {
		return nil, err
	}
	signatures, initials := Counts(a)
	out := &PDFFile{Content: b, SHA256: Hash(b), Filename: PDFFilename(a, doc.Lang)}
	rec := &model.AgreementPDF{SHA256: out.SHA256, AgreementID: a.ID, Status: a.Status, Signatures: signatures, Initials: initials, CreatedAt: s.now()}
	if err := s.store.RecordPDF(ctx, rec); err != nil {
		return nil, err
	}
	return out, nil
}

// Counts answers how many parties have signed and how many initials are given.
func Counts(a *model.Agreement) (signatures, initials int) {
	for _, p := range a.Parties {
		if p.SignedAt != nil {
			signatures++
		}
	}
	for _, sec := range a.Sections {
		initials += len(sec.Initials)
	}
	return signatures, initials
}

// KindLabel names a kind for people, in lang.
func KindLabel(lang, kind string) string {
	if kind == model.AgreementMOU {
		return i18n.T(lang, "Partnership Agreement Form")
	}
	return i18n.T(lang, "Loan Agreement")
}

// StatusLabel names a status as the portal shows it, in lang.
func StatusLabel(lang, status string) string {
	switch status {
	case model.AgreementPreparing:
		return i18n.T(lang, "Preparing")
	case model.AgreementPreview:
		return i18n.T(lang, "Preview")
	case model.AgreementSigning:
		return i18n.T(lang, "Signing")
	case model.AgreementSigned:
		return i18n.T(lang, "Signed")
	case model.AgreementCancelled:
		return i18n.T(lang, "Cancelled")
	}
	return status
}

// PDFFilename is "Loan Agreement - {name} v{version}.pdf" (the kind in lang), without
// characters a file system refuses.
func PDFFilename(a *model.Agreement, lang string) string {
	name := strings.Map(func(r rune) rune {
		switch {
		case strings.ContainsRune(`/\:*?"<>|`, r):
			return '-'
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			return -1
		}
		return r
	}, strings.Join(strings.Fields(a.Name), " "))
	if r := []rune(name); len(r) > 120 {
		name = strings.TrimSpace(string(r[:120]))
	}
	return fmt.Sprintf("%s - %s v%d.pdf", KindLabel(lang, a.Kind), name, a.Version)
}

// Document is what a's PDF shows: the frozen content with the marks given on it. a's content
// must be frozen and intact.
func (s *Service) Document(a *model.Agreement) (pdf.Document, error) {
	c, err := FrozenContent(a)
	if err != nil {
		return pdf.Document{}, err
	}
	if c == nil {
		return pdf.Document{}, ErrPDFNotYet
	}
	lang := c.Lang()
	d := pdf.Document{
		Lang:         lang,
		Organisation: Organisation, Kind: KindLabel(lang, c.Kind), Name: c.Name, Version: c.Version,
		Status: StatusLabel(lang, a.Status), ContentHash: a.ContentHash, AgreementID: a.ID,
		VerifyURL: s.VerifyURL(a), Details: details(lang, c),
	}
	switch a.Status {
	case model.AgreementSigned:
	case model.AgreementCancelled:
		d.Banner = i18n.T(lang, BannerCancelled)
		if a.CancelReason != "" {
			d.Notes = append(d.Notes, i18n.T(lang, "Cancelled: %s", a.CancelReason))
		}
	default:
		d.Banner = i18n.T(lang, BannerPartlySigned)
	}
	for _, at := range c.Attachments {
		d.Attachments = append(d.Attachments, pdf.Attachment{Name: firstOf(at.Name, at.Ref, at.Filename), Filename: at.Filename, SHA256: at.SHA256})
	}
	for _, cs := range c.Sections {
		sec := pdf.Section{Title: cs.Title, Text: cs.Text}
		live := Section(a, cs.ID)
		for _, cp := range c.Parties {
			in := pdf.Initial{Party: partyLabel(cp)}
			if live != nil {
				if got := Initialled(live, cp.ID); got != nil {
					in.Mark = &pdf.Mark{Text: got.Initials, Font: got.FontName, At: got.Date}
				}
			}
			sec.Initials = append(sec.Initials, in)
		}
		d.Sections = append(d.Sections, sec)
	}
	for _, cp := range c.Parties {
		p := pdf.Party{Ref: cp.Ref, Name: cp.Name, Contact: cp.ContactName}
		if live := Party(a, cp.ID); live != nil && live.SignedAt != nil {
			p.Signature = &pdf.Mark{Text: live.Signature, Font: live.FontName, At: *live.SignedAt}
		}
		d.Parties = append(d.Parties, p)
	}
	d.Records = Records(lang, a, c)
	d.Date = a.UpdatedAt
	for _, r := range d.Records {
		if r.At.After(d.Date) {
			d.Date = r.At
		}
	}
	return d, nil
}

// VerifyURL is where a's PDF can be checked: {REACH_PUBLIC_URL}/verify/{code}.
func (s *Service) VerifyURL(a *model.Agreement) string {
	return s.publicURL + "/verify/" + a.VerifyCode
}

// Records are the certificate's rows, in lang: every initial and signature, oldest first (for
// one time, sections in order, then signatures, parties in order).
func Records(lang string, a *model.Agreement, c *Content) []pdf.Record {
	var out []pdf.Record
	for i, cs := range c.Sections {
		live := Section(a, cs.ID)
		if live == nil {
			continue
		}
		for _, cp := range c.Parties {
			in := Initialled(live, cp.ID)
			if in == nil {
				continue
			}
			out = append(out, record(lang, i18n.T(lang, "Initials on %[1]d. %[2]s", i+1, cs.Title), cp, in.Date, in.FontName, i18n.T(lang, "initials"), in.By))
		}
	}
	for _, cp := range c.Parties {
		if p := Party(a, cp.ID); p != nil && p.SignedAt != nil {
			out = append(out, record(lang, i18n.T(lang, "Signature"), cp, *p.SignedAt, p.FontName, i18n.T(lang, "name"), p.SignedBy))
		}
	}
	slices.SortStableFunc(out, func(x, y pdf.Record) int { return x.At.Compare(y.At) })
	return out
}

func record(lang, what string, cp ContentParty, at time.Time, font, typed string, by model.SigningRecord) pdf.Record {
	return pdf.Record{
		What: what, Party: firstOf(cp.Ref, cp.Name, cp.ContactName), Contact: cp.ContactName,
		User: firstOf(by.UserName, by.UserID), At: at, Method: Method(lang, typed, font, by.Method), IP: by.IP,
		ContentHash: by.ContentHash,
	}
}

// Method says, in lang, how a mark was given: "typed name in Tangerine, signed in with
// password" (typed is already in lang; the font's name is a name).
func Method(lang, typed, font, signIn string) string {
	how := i18n.T(lang, "sign-in method not recorded")
	if signIn != "" {
		how = i18n.T(lang, "signed in with %s", signInLabel(lang, signIn))
	}
	return i18n.T(lang, "typed %[1]s in %[2]s, %[3]s", typed, font, how)
}

// signInLabel names a sign-in method (model.SignInPassword...) in lang.
func signInLabel(lang, method string) string {
	switch method {
	case model.SignInPassword:
		return i18n.T(lang, "password")
	case model.SignInMagicLink:
		return i18n.T(lang, "magic link")
	}
	return method // Google is a name
}

func partyLabel(cp ContentParty) string {
	who := firstOf(cp.ContactName, cp.Name)
	if cp.Ref == "" {
		return who
	}
	if who == "" {
		return cp.Ref
	}
	return cp.Ref + " (" + who + ")"
}

func firstOf(vs ...string) string {
	for _, v := range vs {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

// details are the frozen details a kind shows, labelled in lang (the values as frozen).
func details(lang string, c *Content) []pdf.Detail {
	var out []pdf.Detail
	add := func(label, value string) { out = append(out, pdf.Detail{Label: i18n.T(lang, label), Value: value}) }
	switch c.Kind {
	case model.AgreementMOU:
		if g := c.PeopleGroup; g != nil {
			// "{name} - {country}", as every screen writes a people group (docs/glossary.md)
			v := g.Name
			if g.Country != "" {
				v += " - " + g.Country
			}
			add("People group", v)
		}
		add("Role", RoleLabel(lang, c.Role))
		if ct := c.Contact; ct != nil {
			v := ct.FullName
			if ct.Email != "" {
				v += " (" + ct.Email + ")"
			}
			add("Contact", v)
		}
	default:
		if p := c.Project; p != nil {
			add("Project", p.ProjectName)
			add("Project type", humanize(p.TypeOfProject))
			add("Region", firstOf(p.Region, p.RegionCode))
			// frozen from the project's first impacted people group; content frozen before the
			// country was kept, or a project naming no group, has none
			if p.Country != "" {
				add("Country", p.Country)
			}
			add("Stage", humanize(p.Stage))
		}
		add("Amount", FormatX4(c.Amount))
		add("Terms", c.Terms)
		add("Pay schedule", c.PaySchedule)
		names := make([]string, 0, len(c.Beneficiaries))
		for _, b := range c.Beneficiaries {
			names = append(names, firstOf(b.FullName, b.ContactID))
		}
		add("Beneficiaries", strings.Join(names, ", "))
	}
	if c.ApprovalDate != nil {
		if t, err := time.Parse(time.RFC3339, *c.ApprovalDate); err == nil {
			add("Approval date", pdf.Day(lang, t))
		}
	}
	return out
}

// RoleLabel names an MOU role for people, in lang.
func RoleLabel(lang, role string) string {
	switch role {
	case model.MOURoleTrainer:
		return i18n.T(lang, "Trainer")
	case model.MOURoleFieldWorker:
		return i18n.T(lang, "Field Worker")
	case model.MOURoleRegionalCoordinator:
		return i18n.T(lang, "Regional Coordinator")
	}
	return humanize(role)
}

// humanize writes an upper-case constant as words: CLEAN_WATER is "Clean water"; anything else
// is kept as it is.
func humanize(s string) string {
	if s == "" || strings.ToUpper(s) != s {
		return s
	}
	w := strings.ToLower(strings.ReplaceAll(s, "_", " "))
	r := []rune(w)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// FormatX4 writes ten-thousandths of a dollar in dollars, rounded to cents (half away from
// zero, as the portal does): 125000000 is "$12,500.00".
func FormatX4(x4 int64) string {
	neg := x4 < 0
	if neg {
		x4 = -x4
	}
	cents := (x4 + 50) / 100
	whole := fmt.Sprint(cents / 100)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	s := fmt.Sprintf("$%s.%02d", b.String(), cents%100)
	if neg {
		s = "-" + s
	}
	return s
}
