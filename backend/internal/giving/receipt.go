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
	"github.com/reachmissions/reach/backend/internal/pdftext"
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

// pdfLanguage is the language a receipt or a statement is drawn in: lang, or English for a
// language the body's faces cannot print (pdf.Prints).
func pdfLanguage(lang string) string {
	lang = i18n.Pick(lang)
	if lang != i18n.English && lang != i18n.Pseudo && !pdf.Prints(lang) {
		return i18n.English
	}
	return lang
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
	rcLabelW  = 45.0
)

var (
	rcInk   = [3]int{25, 25, 25}
	rcMuted = [3]int{95, 95, 95}
)

// renderPDF draws d with the agreements' page setup and body font, holding one of the render
// slots agreements use (pdf.MaxRenders), or answers ctx's error when it ends first. Its text is
// set by pdftext, as the agreement's: any script the body's faces have, and in a right-to-left
// language (Arabic) every line right to left and the layout mirrored.
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
	f.SetAutoPageBreak(false, 0)
	p, err := pdftext.NewPainter(f, rcPageH)
	if err != nil {
		return nil, err
	}
	l := &rcLayout{f: f, p: p}
	if lg, ok := i18n.Get(d.Lang); ok && lg.Dir == "rtl" {
		l.rtl = true
	}
	l.newPage()

	l.line(d.Org.name(), p.Body, 18, rcInk, 0, 9)
	for _, ln := range d.Org.lines(d.Lang) {
		l.line(ln, p.Body, 8.5, rcMuted, 0, 4.5)
	}
	l.y += 6
	l.line(d.Title, p.Body, 14, rcInk, 0, 8)
	f.SetDrawColor(190, 190, 190)
	f.SetLineWidth(0.2)
	f.Line(rcMargin, l.y+1, rcPageW-rcMargin, l.y+1)
	l.y += 4
	for _, kv := range d.Fields {
		l.need(6.5)
		l.put(l.runs(p.Body, kv[0]), 10, rcMuted, 0, rcLabelW-2, 6.5, false)
		l.paragraph(kv[1], p.Body, 10, rcInk, rcLabelW, rcContent-rcLabelW, 6.5)
	}
	if len(d.Table) > 0 {
		l.y += 4
		l.table(d)
	}
	if d.Note != "" {
		l.y += 4
		l.paragraph(d.Note, p.Body, 10, rcInk, 0, rcContent, 5.5)
	}
	if d.Closing != "" {
		l.y += 4
		l.paragraph(d.Closing, p.Body, 8.5, rcMuted, 0, rcContent, 4.5)
	}
	if p.Shaped() {
		// Right-to-left text is drawn as outlines, glyph by glyph: compressed, as the agreement's.
		f.SetCompression(true)
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

// rcLayout places a receipt's or a statement's lines, from the top of the page down; in a
// right-to-left language every box is mirrored (at) and text set flush right.
type rcLayout struct {
	f   *fpdf.Fpdf
	p   *pdftext.Painter
	rtl bool
	y   float64
}

func (l *rcLayout) newPage() {
	l.f.AddPage()
	l.p.Fresh()
	l.f.SetTextRenderingMode(0)
	l.y = rcTop
}

// need starts a new page unless h more millimetres fit on this one.
func (l *rcLayout) need(h float64) bool {
	if l.y+h > rcBottom {
		l.newPage()
		return true
	}
	return false
}

// at is where a box w wide whose leading edge is x from the leading margin starts from the
// page's left edge.
func (l *rcLayout) at(x, w float64) float64 {
	if l.rtl {
		return rcPageW - rcMargin - x - w
	}
	return rcMargin + x
}

// runs is one line of s in c: in a right-to-left document, a line with right-to-left text is a
// right-to-left paragraph.
func (l *rcLayout) runs(c *pdftext.Chain, s string) []pdftext.Run {
	s = pdftext.OneLine(s)
	return l.p.VisualDir(c, s, pdftext.RTLParagraph(s) || (l.rtl && pdftext.HasRTL(s)))
}

// baseline is where text of size points sits on a line h high starting at y.
func rcBaseline(y, h, size float64) float64 { return y + h/2 + size*pdftext.PtMM*0.35 }

// put draws rs on the line starting at l.y, h high, at x (from the leading margin), at most
// w wide (shrunk to fit), flush to the box's end when end is set (amounts).
func (l *rcLayout) put(rs []pdftext.Run, size float64, c [3]int, x, w, h float64, end bool) {
	size = pdftext.Fit(pdftext.Width(rs), size, w)
	tw := pdftext.MM(pdftext.Width(rs), size)
	if end {
		x += w - tw
	}
	l.p.Draw(l.at(x, tw), rcBaseline(l.y, h, size), rs, size, c)
}

// line writes s on one line h high at x and moves below it.
func (l *rcLayout) line(s string, c *pdftext.Chain, size float64, col [3]int, x, h float64) {
	l.need(h)
	l.put(l.runs(c, s), size, col, x, rcContent-x, h, false)
	l.y += h
}

// paragraph sets s at x in width w, wrapping at spaces, lines h high.
func (l *rcLayout) paragraph(s string, c *pdftext.Chain, size float64, col [3]int, x, w, h float64) {
	for _, rs := range l.p.WrapDir(s, c, size, w, l.rtl) {
		if rs == nil {
			l.y += h * 0.6
			continue
		}
		l.need(h)
		l.put(rs, size, col, x, w, h, false)
		l.y += h
	}
}

// table draws a statement's rows under their header (again on each new page), a rule under
// each, amounts flush to their column's end, then the total.
func (l *rcLayout) table(d pdfDoc) {
	widths := []float64{26, 0, 30, 60} // a receipt number is 34 to 41 characters
	widths[1] = rcContent - widths[0] - widths[2] - widths[3]
	const rowH = 6.0
	row := func(cells []string, c [3]int) {
		x := 0.0
		for j, cell := range cells {
			if len([]rune(cell)) > 60 {
				cell = string([]rune(cell)[:57]) + "..."
			}
			l.put(l.runs(l.p.Body, cell), 9, c, x+0.5, widths[j]-3, rowH, j == 2) // 2.5 mm before the next column
			x += widths[j]
		}
		l.f.SetDrawColor(0, 0, 0)
		l.f.SetLineWidth(0.2)
		l.f.Line(rcMargin, l.y+rowH, rcPageW-rcMargin, l.y+rowH)
		l.y += rowH
	}
	row(d.Table[0], rcMuted)
	for _, cells := range d.Table[1:] {
		if l.need(rowH) {
			row(d.Table[0], rcMuted)
		}
		row(cells, rcInk)
	}
	if d.Total != "" {
		l.need(7)
		l.put(l.runs(l.p.Body, i18n.T(d.Lang, "Total")), 10, rcInk, 0, widths[0]+widths[1], 7, false)
		l.put(l.runs(l.p.Body, d.Total), 10, rcInk, widths[0]+widths[1], widths[2], 7, true)
		l.y += 7
	}
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
