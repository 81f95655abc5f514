package giving

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/agreement/pdf"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/fonts"
)

// Org is the organisation receipts are issued in (REACH_ORG_NAME,
// REACH_ORG_ADDRESS, REACH_ORG_TAX_ID).
type Org struct {
	Name    string
	Address string // lines separated by ';'
	TaxID   string
}

func (o Org) name() string {
	if strings.TrimSpace(o.Name) == "" {
		return "Reach"
	}
	return strings.TrimSpace(o.Name)
}

func (o Org) lines(lang string) []string {
	var out []string
	for _, l := range strings.Split(o.Address, ";") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	if t := strings.TrimSpace(o.TaxID); t != "" {
		out = append(out, i18n.T(lang, "Tax / charity number: %s", t))
	}
	return out
}

// ReceiptNumber is a payment's receipt number: stable (the payment's id)
// and unique. A refund's corrected receipt is its original's number with
// "-C" and the total refunded in cents (each correction's total differs).
func ReceiptNumber(p *model.Payment) string {
	return "R-" + strings.ToUpper(strings.ReplaceAll(p.ID, "-", ""))
}

func correctedNumber(orig *model.Payment, refundedCents int64) string {
	return fmt.Sprintf("%s-C%d", ReceiptNumber(orig), refundedCents)
}

// dateText writes a date as receipts do, in lang ("25 November 2026", "25 de noviembre de 2026").
func dateText(lang string, t time.Time) string { return mail.DateIn(lang, t) }

// pdfLanguage is the language a receipt or a statement is drawn in: lang, except a
// right-to-left language, whose labels stay English. The PDF's font (Noto Sans, Latin) has no
// Arabic glyphs and fpdf neither shapes Arabic nor orders right-to-left runs, so Arabic labels
// would print as empty boxes (docs/languages.md); the mail around the PDF is in Arabic.
func pdfLanguage(lang string) string {
	if l, ok := i18n.Get(i18n.Pick(lang)); ok && l.Dir == "rtl" {
		return i18n.English
	}
	return i18n.Pick(lang)
}

// giftLine says what a payment was for, in lang ("$30.00, monthly gift to Adopt a UPG: ...").
func giftLine(lang string, p *model.Payment, cents int64) string {
	fund := deref(p.FundName)
	if fund == "" {
		fund = "Reach"
	}
	if p.RecurringPaymentID != nil || p.RecurringPaymentToken != nil {
		return i18n.T(lang, "%s, monthly gift to %s", DollarsIn(lang, cents), fund)
	}
	return i18n.T(lang, "%s, gift to %s", DollarsIn(lang, cents), fund)
}

// pdfDoc is what a receipt or a giving statement shows.
type pdfDoc struct {
	Title   string
	Number  string // the receipt number, or empty
	Date    time.Time
	Org     Org
	Fields  [][2]string // label, value
	Note    string
	Table   [][]string // a statement's rows, the first its header
	Total   string
	Closing string
	// Lang is the language of its labels (pdfLanguage).
	Lang string
}

// Page geometry, as the agreements' PDF: US Letter with 20 mm margins, Noto Sans.
const (
	rcPageW   = 215.9
	rcPageH   = 279.4
	rcMargin  = 20.0
	rcTop     = 24.0
	rcBottom  = rcPageH - 20.0
	rcContent = rcPageW - 2*rcMargin
)

// renderPDF draws d with the agreements' page setup and body font, holding one of the render
// slots agreements use (pdf.MaxRenders), or answers ctx's error when it ends first.
func renderPDF(ctx context.Context, d pdfDoc) ([]byte, error) {
	release, err := pdf.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: rcPageW, Ht: rcPageH}})
	date := d.Date.UTC()
	f.SetCreationDate(date)
	f.SetModificationDate(date)
	f.SetProducer(d.Org.name(), true)
	f.SetCreator(d.Org.name(), true)
	f.SetAuthor(d.Org.name(), true)
	f.SetTitle(d.Title+" "+d.Number, true)
	f.SetMargins(rcMargin, rcTop, rcMargin)
	f.SetAutoPageBreak(true, rcPageH-rcBottom)
	font, err := fonts.Bytes(fonts.Body.Files[0])
	if err != nil {
		return nil, err
	}
	f.AddUTF8FontFromBytes("NotoSans", "", font)
	f.AddPage()
	text := func(size float64, c [3]int) {
		f.SetFont("NotoSans", "", size)
		f.SetTextColor(c[0], c[1], c[2])
	}
	ink, muted := [3]int{25, 25, 25}, [3]int{95, 95, 95}

	text(18, ink)
	f.CellFormat(rcContent, 9, d.Org.name(), "", 1, "L", false, 0, "")
	text(8.5, muted)
	for _, l := range d.Org.lines(d.Lang) {
		f.CellFormat(rcContent, 4.5, l, "", 1, "L", false, 0, "")
	}
	f.Ln(6)
	text(14, ink)
	f.CellFormat(rcContent, 8, d.Title, "", 1, "L", false, 0, "")
	f.SetDrawColor(190, 190, 190)
	f.Line(rcMargin, f.GetY()+1, rcPageW-rcMargin, f.GetY()+1)
	f.Ln(4)
	text(10, ink)
	for _, kv := range d.Fields {
		text(10, muted)
		f.CellFormat(45, 6.5, kv[0], "", 0, "L", false, 0, "")
		text(10, ink)
		f.MultiCell(rcContent-45, 6.5, kv[1], "", "L", false)
	}
	if len(d.Table) > 0 {
		f.Ln(4)
		widths := []float64{28, 0, 30, 42}
		widths[1] = rcContent - widths[0] - widths[2] - widths[3]
		for i, row := range d.Table {
			c := ink
			if i == 0 {
				c = muted
			}
			text(9, c)
			for j, cell := range row {
				align := "L"
				if j == 2 {
					align = "R"
				}
				if len([]rune(cell)) > 60 {
					cell = string([]rune(cell)[:57]) + "..."
				}
				f.CellFormat(widths[j], 6, cell, "B", 0, align, false, 0, "")
			}
			f.Ln(-1)
		}
		if d.Total != "" {
			text(10, ink)
			f.CellFormat(widths[0]+widths[1], 7, i18n.T(d.Lang, "Total"), "", 0, "L", false, 0, "")
			f.CellFormat(widths[2], 7, d.Total, "", 1, "R", false, 0, "")
		}
	}
	if d.Note != "" {
		f.Ln(4)
		text(10, ink)
		f.MultiCell(rcContent, 5.5, d.Note, "", "L", false)
	}
	if d.Closing != "" {
		f.Ln(4)
		text(8.5, muted)
		f.MultiCell(rcContent, 4.5, d.Closing, "", "L", false)
	}
	if err := f.Error(); err != nil {
		return nil, fmt.Errorf("receipt pdf: %w", err)
	}
	var out bytes.Buffer
	if err := f.Output(&out); err != nil {
		return nil, fmt.Errorf("receipt pdf: %w", err)
	}
	return out.Bytes(), nil
}

const receiptClosing = "No goods or services were provided in exchange for this gift. Please keep this receipt for your records."

// ReceiptPDF draws the receipt of paid payment p.
func ReceiptPDF(org Org, p *model.Payment) ([]byte, error) {
	return renderPDF(context.Background(), receiptDoc(org, p, nil))
}

// receiptDoc is the receipt of p; with refund set, the corrected receipt after it.
func receiptDoc(org Org, p *model.Payment, refund *model.Payment) pdfDoc {
	return receiptDocIn(org, p, refund, i18n.English)
}

// receiptDocIn is receiptDoc with its labels and dates in lang (pdfLanguage).
func receiptDocIn(org Org, p *model.Payment, refund *model.Payment, lang string) pdfDoc {
	lang = pdfLanguage(lang)
	t := func(english string, args ...any) string { return i18n.T(lang, english, args...) }
	d := pdfDoc{Title: t("Gift receipt"), Number: ReceiptNumber(p), Date: p.GivenOn, Org: org, Closing: t(receiptClosing), Lang: lang}
	fields := [][2]string{
		{t("Receipt number"), d.Number},
		{t("Date of gift"), dateText(lang, p.GivenOn)},
		{t("Received from"), strings.TrimSpace(deref(p.PayerName) + " " + angle(deref(p.PayerEmail)))},
		{t("Amount"), t("%s (US dollars)", DollarsIn(lang, p.USDCentsAmount))},
		{t("Funds"), deref(p.FundName)},
	}
	if p.RecurringPaymentID != nil || p.RecurringPaymentToken != nil {
		fields = append(fields, [2]string{t("Frequency"), t("Monthly gift (this receipt is for one charge)")})
	} else {
		fields = append(fields, [2]string{t("Frequency"), t("One-time gift")})
	}
	if m := deref(p.PaymentMethodType); m != "" {
		fields = append(fields, [2]string{t("Paid by"), m})
	}
	fields = append(fields, [2]string{t("Reference"), p.TransactionID})
	if refund != nil {
		refunded := -refund.USDCentsAmount
		kept := p.USDCentsAmount - refunded
		if kept < 0 {
			kept = 0
		}
		d.Title, d.Number, d.Date = t("Corrected gift receipt"), correctedNumber(p, refunded), refund.UpdatedAt
		fields[0][1] = d.Number
		fields = append(fields,
			[2]string{t("Refunded"), t("%s on %s", DollarsIn(lang, refunded), dateText(lang, refund.UpdatedAt))},
			[2]string{t("Gift after refund"), DollarsIn(lang, kept)},
		)
		d.Note = t("This receipt corrects and replaces receipt %s.", ReceiptNumber(p))
	}
	d.Fields = fields
	return d
}

func angle(email string) string {
	if email == "" {
		return ""
	}
	return "<" + email + ">"
}

// receiptMessage composes the receipt mail of p (refund set: the corrected
// receipt) in lang, its PDF attached.
func (s *Service) receiptMessage(p *model.Payment, refund *model.Payment, lang string) (*mail.Message, error) {
	to := strings.TrimSpace(deref(p.PayerEmail))
	if to == "" || !mail.ValidAddress(to) {
		return nil, nil // nobody to send it to (a prayer, or an address-less import)
	}
	d := receiptDocIn(s.org, p, refund, lang)
	// Queued in the transaction that records the payment, which has no context to hand on:
	// a render is milliseconds, and the wait for a slot is bounded by the renders before it.
	b, err := renderPDF(context.Background(), d)
	if err != nil {
		return nil, err
	}
	c := mail.Content{
		Lang: lang, To: to, Name: deref(p.PayerName), URL: s.publicURL + "/upgs", Receipt: d.Number, Organisation: s.org.name(),
		Gift: giftLine(lang, p, p.USDCentsAmount), When: i18n.T(lang, "given on %s", dateText(lang, p.GivenOn)),
	}
	if refund != nil {
		c.Reason = i18n.T(lang, "%s of your gift was refunded on %s. This corrected receipt replaces receipt %s.",
			DollarsIn(lang, -refund.USDCentsAmount), dateText(lang, refund.UpdatedAt), ReceiptNumber(p))
		c.Gift = i18n.T(lang, "%s after the refund", giftLine(lang, p, max(p.USDCentsAmount+refund.USDCentsAmount, 0)))
	}
	m, err := mail.Render(mail.KindGiftReceipt, c)
	if err != nil {
		return nil, err
	}
	m.Attachment = &mail.Attachment{Name: "receipt-" + d.Number + ".pdf", ContentType: "application/pdf", Data: b}
	return &m, nil
}

// queueReceipt answers the outbox row of p's receipt (nil when it has no
// address), for the store to keep in the transaction that records p. The
// row is appended to *queued for delivery after the commit. The receipt is in lang; with lang
// empty (a refund, whose payment is found in the transaction), in the payment's donor's.
func (s *Service) queueReceipt(ctx context.Context, queued *[]*model.OutboxMail, lang string) func(p, refund *model.Payment) (*model.OutboxMail, error) {
	return func(p, refund *model.Payment) (*model.OutboxMail, error) {
		if s.outbox == nil {
			return nil, nil
		}
		if p.ID == "" {
			p.ID = uuid.Must(uuid.NewV7()).String()
		}
		l := lang
		if l == "" {
			l = s.paymentLanguage(ctx, p)
		}
		m, err := s.receiptMessage(p, refund, l)
		if err != nil || m == nil {
			return nil, err
		}
		row, err := s.outbox.Queue(*m)
		if err != nil {
			return nil, err
		}
		*queued = append(*queued, row)
		return row, nil
	}
}

// deliver starts the delivery of rows stored with a committed change.
func (s *Service) deliver(rows []*model.OutboxMail) {
	if s.outbox == nil {
		return
	}
	for _, r := range rows {
		s.outbox.DeliverQueued(r)
	}
}
