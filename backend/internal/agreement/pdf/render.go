package pdf

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/pdftext"
	"github.com/reachmissions/reach/backend/internal/pdftext/fonts"
)

// Page geometry, in millimetres: US Letter with 20 mm margins.
const (
	pageW    = 215.9
	pageH    = 279.4
	marginX  = 20.0
	top      = 24.0
	bottom   = pageH - 20.0
	contentW = pageW - 2*marginX
	ptMM     = pdftext.PtMM
)

// Type sizes, in points.
const (
	sizeBody      = 10.0
	sizeSmall     = 8.5
	sizeHeading   = 12.5
	sizeTitle     = 18.0
	sizeInitials  = 20.0
	sizeSignature = 28.0
)

// Colours.
var (
	colText  = [3]int{25, 25, 25}
	colMuted = [3]int{95, 95, 95}
	colRule  = [3]int{190, 190, 190}
	colAlert = [3]int{176, 0, 32}
	colSig   = [3]int{16, 42, 110}
)

// NotInitialled and NotSigned are what the PDF writes for a mark not given yet.
const (
	NotInitialled = "Not initialled"
	NotSigned     = "Not signed"
)

type renderer struct {
	f *fpdf.Fpdf
	// p sets the text; body and bold are its faces.
	p          *pdftext.Painter
	body, bold *pdftext.Chain
	sigs       map[string]*pdftext.Chain
	y          float64
	// lang is the language of the labels (Document.Lang); rtl when it is written right to left:
	// the layout is mirrored (at) and lines are set flush right.
	lang string
	rtl  bool
}

// at is where a box w millimetres wide whose leading edge is x millimetres from the leading
// margin's side of the page starts from the left: x itself, or mirrored in a right-to-left
// document. Text is placed with its own width, so it is set flush left, or flush right.
func (r *renderer) at(x, w float64) float64 {
	if r.rtl {
		return pageW - x - w
	}
	return x
}

// drawAt draws runs as a box at x (see at) and answers their width.
func (r *renderer) drawAt(x, y float64, rs []pdftext.Run, size float64, c [3]int) float64 {
	w := pdftext.MM(pdftext.Width(rs), size)
	r.p.Draw(r.at(x, w), y, rs, size, c)
	return w
}

// runs is one line of s in c, in visual order.
func (r *renderer) runs(c *pdftext.Chain, s string) []pdftext.Run { return r.p.Visual(c, s) }

// t is english in the document's language (i18n.T).
func (r *renderer) t(english string, args ...any) string { return i18n.T(r.lang, english, args...) }

// Render draws d. Each call is the whole work: fonts are registered and subset, the QR code
// drawn and the document written anew.
func Render(d Document) ([]byte, error) {
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: pageW, Ht: pageH}})
	date := d.Date.UTC()
	if date.IsZero() {
		date = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC) // fpdf would write the clock's time
	}
	f.SetCatalogSort(true)
	f.SetCreationDate(date)
	f.SetModificationDate(date)
	f.SetProducer(d.Organisation, true)
	f.SetCreator(d.Organisation, true)
	f.SetAuthor(d.Organisation, true)
	f.SetTitle(fmt.Sprintf("%s - %s v%d", d.Kind, d.Name, d.Version), true)
	f.SetAutoPageBreak(false, 0)
	// Page streams are written uncompressed: fpdf makes a new zlib writer (a MiB of memory) for
	// each page, a fifth of a render's time with the garbage it leaves. The server gzips the
	// download instead (a 5-page agreement is about 150 KB, 42 KB on the wire).
	f.SetCompression(false)
	f.SetMargins(marginX, top, marginX)
	f.SetLineWidth(0.2)

	p, err := pdftext.NewPainter(f, pageH)
	if err != nil {
		return nil, err
	}
	r := &renderer{f: f, p: p, body: p.Body, bold: p.Bold, sigs: map[string]*pdftext.Chain{}, lang: d.Lang}
	if r.lang == "" {
		r.lang = i18n.English
	}
	if l, ok := i18n.Get(r.lang); ok && l.Dir == "rtl" {
		r.rtl = true
	}
	r.newPage()
	r.header(d)
	r.details(d)
	r.sections(d)
	r.parties(d)
	if err := r.certificate(d); err != nil {
		return nil, err
	}
	r.pageFurniture(d)
	if r.p.Shaped() {
		// Right-to-left text is drawn as outlines, glyph by glyph: its pages are ten times the
		// size of Latin ones, and compressed to a fifth.
		f.SetCompression(true)
	}
	if err := f.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	var out bytes.Buffer
	if err := f.Output(&out); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return out.Bytes(), nil
}

// sigChain is the chain of a signature font: its subsets, then the body's.
func (r *renderer) sigChain(name string) *pdftext.Chain {
	if c := r.sigs[name]; c != nil {
		return c
	}
	fam, ok := fonts.Signatures[name]
	if !ok {
		return r.body
	}
	c, err := pdftext.NewChain(fam, fonts.Body)
	if err != nil {
		r.f.SetError(err)
		return r.body
	}
	r.sigs[name] = c
	return c
}

func (r *renderer) newPage() {
	r.f.AddPage()
	r.fresh()
	r.y = top
}

// fresh forgets the text state: a new page's content starts with none of it.
func (r *renderer) fresh() {
	r.p.Fresh()
}

// need starts a new page unless h more millimetres fit on this one.
func (r *renderer) need(h float64) {
	if r.y+h > bottom {
		r.newPage()
	}
}

// style is how a block of text is set.
type style struct {
	c     *pdftext.Chain
	size  float64
	lineH float64
	color [3]int
}

func (r *renderer) st(c *pdftext.Chain, size float64, color [3]int) style {
	return style{c: c, size: size, lineH: size * ptMM * 1.45, color: color}
}

// baseline is where text of size sits on a line of height lineH starting at y.
func baseline(y, lineH, size float64) float64 { return y + lineH/2 + size*ptMM*0.35 }

// paragraph sets text at x in width w, wrapping at spaces, moving to new pages as needed.
func (r *renderer) paragraph(text string, s style, x, w float64) {
	for _, ln := range r.p.Wrap(text, s.c, s.size, w) {
		if ln == nil {
			r.y += s.lineH * 0.6
			continue
		}
		r.need(s.lineH)
		r.drawAt(x, baseline(r.y, s.lineH, s.size), ln, s.size, s.color)
		r.y += s.lineH
	}
}

// line writes one line of text (cut to fit w) at x on the current line and answers its width.
func (r *renderer) line(text string, s style, x float64) float64 {
	return r.drawAt(x, baseline(r.y, s.lineH, s.size), r.runs(s.c, pdftext.OneLine(text)), s.size, s.color)
}

func (r *renderer) rule(y float64) {
	r.stroke(colRule, 0.2)
	r.f.Line(marginX, y, pageW-marginX, y)
}

// stroke sets the colour and width of the lines drawn next.
func (r *renderer) stroke(c [3]int, w float64) {
	r.f.SetDrawColor(c[0], c[1], c[2])
	r.f.SetLineWidth(w)
}

func (r *renderer) header(d Document) {
	small := r.st(r.bold, sizeSmall+1, colMuted)
	r.line(d.Organisation, small, marginX)
	r.y += small.lineH
	r.line(d.Kind, r.st(r.body, sizeBody, colMuted), marginX)
	r.y += r.st(r.body, sizeBody, colMuted).lineH + 1
	r.paragraph(d.Name, r.st(r.bold, sizeTitle, colText), marginX, contentW)
	r.y += 1
	r.paragraph(r.t("Version %d · Status: %s", d.Version, d.Status), r.st(r.body, sizeBody+0.5, colText), marginX, contentW)
	for _, n := range d.Notes {
		r.paragraph(n, r.st(r.body, sizeBody, colAlert), marginX, contentW)
	}
	r.y += 3
	r.rule(r.y)
	r.y += 5
}

// labelled sets value beside a label in a column of labels.
func (r *renderer) labelled(label, value string, labelW float64) {
	ls := r.st(r.bold, sizeBody-0.5, colMuted)
	vs := r.st(r.body, sizeBody, colText)
	r.need(vs.lineH)
	r.drawAt(marginX, baseline(r.y, vs.lineH, ls.size), r.runs(ls.c, pdftext.OneLine(label)), ls.size, ls.color)
	r.paragraph(value, vs, marginX+labelW, contentW-labelW)
	r.y += 1
}

func (r *renderer) heading(text string) {
	s := r.st(r.bold, sizeHeading, colText)
	r.need(s.lineH + 14) // never alone at the foot of a page
	r.y += 2
	r.paragraph(text, s, marginX, contentW)
	r.y += 1
}

func (r *renderer) details(d Document) {
	if len(d.Details) > 0 {
		r.heading(r.t("Details"))
		for _, det := range d.Details {
			v := det.Value
			if strings.TrimSpace(v) == "" {
				v = "—"
			}
			r.labelled(det.Label, v, 42)
		}
	}
	if len(d.Attachments) > 0 {
		r.heading(r.t("Attachments"))
		for _, a := range d.Attachments {
			name := a.Name
			if a.Filename != "" && a.Filename != a.Name {
				name += " (" + a.Filename + ")"
			}
			r.paragraph(name, r.st(r.body, sizeBody, colText), marginX, contentW)
			if a.SHA256 != "" {
				r.paragraph("SHA-256 "+a.SHA256, r.st(r.body, sizeSmall, colMuted), marginX+4, contentW-4)
			}
			r.y += 1
		}
	}
}

func (r *renderer) when(t time.Time) string { return When(r.lang, t) }

func (r *renderer) sections(d Document) {
	for i, sec := range d.Sections {
		r.heading(fmt.Sprintf("%d. %s", i+1, pdftext.OneLine(sec.Title)))
		r.paragraph(sec.Text, r.st(r.body, sizeBody, colText), marginX, contentW)
		r.y += 2
		for _, in := range sec.Initials {
			r.initialRow(in)
		}
		r.y += 3
	}
}

// initialRow is one party's initials on a section: who, the initials in their font, the date.
func (r *renderer) initialRow(in Initial) {
	const rowH = 9.0
	r.need(rowH)
	label := r.st(r.body, sizeSmall, colMuted)
	base := r.y + rowH*0.62
	r.drawAt(marginX, base, r.runs(r.body, pdftext.OneLine(r.t("Initials — %s", in.Party))), sizeSmall, colMuted)
	x := marginX + 95
	if in.Mark == nil {
		r.drawAt(x, base, r.runs(r.body, r.t(NotInitialled)), sizeSmall+0.5, colAlert)
	} else {
		r.mark(x, base, in.Mark, sizeInitials, 40, colSig)
		r.drawAt(x+42, base, r.runs(r.body, r.when(in.Mark.At)), sizeSmall, label.color)
	}
	r.stroke(colRule, 0.2)
	lx := r.at(x, 40)
	r.f.Line(lx, base+1.2, lx+40, base+1.2)
	r.y += rowH
}

// mark draws typed text in its signature font, at most size points and shrunk to fit width,
// with its baseline at base: as outlines, with the text invisible over them (see draw), so no
// signature font is embedded.
func (r *renderer) mark(x, base float64, m *Mark, size, width float64, c [3]int) {
	rs := r.runs(r.sigChain(m.Font), pdftext.OneLine(m.Text))
	r.drawAt(x, base, rs, pdftext.Fit(pdftext.Width(rs), size, width), c)
}

func (r *renderer) parties(d Document) {
	if len(d.Parties) == 0 {
		return
	}
	const blockH = 26.0
	r.need(blockH + 10) // the heading with its first party
	r.heading(r.t("Parties"))
	for _, p := range d.Parties {
		r.need(blockH)
		top := r.y
		title := p.Ref
		if title == "" {
			title = r.t("Party")
		}
		r.line(title, r.st(r.bold, sizeBody+0.5, colText), marginX)
		r.y += 5.5
		if p.Name != "" {
			r.line(p.Name, r.st(r.body, sizeBody, colText), marginX)
			r.y += 5
		}
		if p.Contact != "" && p.Contact != p.Name {
			r.line(r.t("Contact: %s", p.Contact), r.st(r.body, sizeSmall, colMuted), marginX)
		}
		// The signature line, on the right.
		x, w := marginX+80, contentW-80
		lineY := top + 17
		if p.Signature == nil {
			r.drawAt(x, lineY-2, r.runs(r.body, r.t(NotSigned)), sizeBody, colAlert)
		} else {
			size, base := sizeSignature, lineY-2.5
			if pdftext.HasRTL(p.Signature.Text) {
				// Arabic letters reach further below the line: smaller and higher, clear of the
				// caption.
				size, base = sizeSignature*0.8, lineY-3
			}
			r.mark(x, base, p.Signature, size, w, colSig)
		}
		r.stroke(colText, 0.25)
		lx := r.at(x, w)
		r.f.Line(lx, lineY, lx+w, lineY)
		caption := r.t("Signature")
		if p.Signature != nil {
			caption = r.t("Signed %s", r.when(p.Signature.At))
		}
		r.drawAt(x, lineY+4, r.runs(r.body, caption), sizeSmall, colMuted)
		r.y = top + blockH
	}
}

func (r *renderer) certificate(d Document) error {
	r.newPage()
	r.paragraph(r.t("Certificate of signing"), r.st(r.bold, sizeTitle-2, colText), marginX, contentW)
	r.y += 1
	r.paragraph(r.t("%[1]s · %[2]s · version %[3]d · %[4]s", d.Kind, pdftext.OneLine(d.Name), d.Version, d.Status), r.st(r.body, sizeBody, colText), marginX, contentW-45)
	r.y += 2
	qrTop := top
	const qrSize = 36.0
	textW := contentW - qrSize - 6
	small := r.st(r.body, sizeSmall+0.5, colText)
	label := r.st(r.bold, sizeSmall+0.5, colMuted)
	field := func(l, v string) {
		r.paragraph(l, label, marginX, textW)
		r.paragraph(v, small, marginX, textW)
		r.y += 1.5
	}
	field(r.t("Agreement ID"), d.AgreementID)
	field(r.t("Content SHA-256 (the frozen text every party read)"), d.ContentHash)
	if d.VerifyURL != "" {
		field(r.t("Check this PDF and its signatures at"), d.VerifyURL)
		if err := r.qr(d.VerifyURL, r.at(pageW-marginX-qrSize, qrSize), qrTop, qrSize); err != nil {
			return err
		}
		r.y = max(r.y, qrTop+qrSize+2)
	}
	r.y += 2
	r.rule(r.y)
	r.y += 4
	r.heading(r.t("Signatures and initials"))
	if len(d.Records) == 0 {
		r.paragraph(r.t("Nothing has been signed or initialled yet."), r.st(r.body, sizeBody, colMuted), marginX, contentW)
		return nil
	}
	r.records(d)
	return nil
}

// The certificate's table: its columns and their widths in millimetres.
var recordColumns = []struct {
	title string
	w     float64
}{{"Mark and party", 50}, {"Contact and user", 38}, {"Time (UTC)", 22}, {"Method", 42}, {"IP address", contentW - 152}}

func (r *renderer) records(d Document) {
	cell := r.st(r.body, sizeSmall-0.5, colText)
	head := r.st(r.bold, sizeSmall-0.5, colMuted)
	const pad = 1.2
	header := func() {
		x := marginX
		for _, c := range recordColumns {
			r.drawAt(x, baseline(r.y, head.lineH, head.size), r.runs(head.c, r.t(c.title)), head.size, head.color)
			x += c.w
		}
		r.y += head.lineH + 0.5
		r.rule(r.y)
	}
	r.need(head.lineH + 12)
	header()
	for _, rec := range d.Records {
		what := rec.What + " — " + rec.Party
		who := r.orNotRecorded(rec.Contact) + "\n" + r.orNotRecorded(rec.User)
		at := rec.At.UTC().Format("2006-01-02") + "\n" + rec.At.UTC().Format("15:04:05")
		method := r.orNotRecorded(rec.Method)
		if rec.ContentHash != "" && rec.ContentHash != d.ContentHash {
			method += "\n" + r.t("read content SHA-256 %s", rec.ContentHash)
		}
		texts := []string{what, who, at, method, r.orNotRecorded(rec.IP)}
		cells := make([][][]pdftext.Run, len(texts))
		n := 0
		for i, t := range texts {
			st := cell
			if i == 0 {
				st = r.st(r.bold, cell.size, colText)
			}
			cells[i] = r.p.Wrap(t, st.c, st.size, recordColumns[i].w-2)
			n = max(n, len(cells[i]))
		}
		h := float64(n)*cell.lineH + 2*pad
		if r.y+h > bottom {
			r.newPage()
			header()
		}
		x := marginX
		for i, lines := range cells {
			y := r.y + pad
			for _, ln := range lines {
				r.drawAt(x, baseline(y, cell.lineH, cell.size), ln, cell.size, cell.color)
				y += cell.lineH
			}
			x += recordColumns[i].w
		}
		r.y += h
		r.rule(r.y)
	}
}

func (r *renderer) orNotRecorded(s string) string {
	if strings.TrimSpace(s) == "" {
		return r.t("not recorded")
	}
	return s
}

// pageFurniture writes, on every page once the pages are known, the running head, the banner
// (until the agreement is signed) and 'Page N of M'.
func (r *renderer) pageFurniture(d Document) {
	n := r.f.PageCount()
	head := fmt.Sprintf("%s · %s · %s v%d", d.Organisation, d.Kind, pdftext.OneLine(d.Name), d.Version)
	for p := 1; p <= n; p++ {
		r.f.SetPage(p)
		r.fresh()
		r.f.SetTextRenderingMode(0)
		hs := r.p.VisualDir(r.body, head, r.rtl) // in a right-to-left document, a right-to-left line
		if p > 1 {
			if size := pdftext.Fit(pdftext.Width(hs), sizeSmall, contentW-55); size > 0 {
				r.drawAt(marginX, 13, hs, size, colMuted)
			}
		}
		if d.Banner != "" {
			bs := r.runs(r.bold, d.Banner)
			r.drawAt(pageW-marginX-pdftext.MM(pdftext.Width(bs), sizeBody), 13, bs, sizeBody, colAlert)
		}
		r.stroke(colRule, 0.2)
		r.f.Line(marginX, 15.5, pageW-marginX, 15.5)
		foot := r.runs(r.body, r.t("Page %[1]d of %[2]d", p, n))
		r.drawAt(pageW-marginX-pdftext.MM(pdftext.Width(foot), sizeSmall), pageH-11, foot, sizeSmall, colMuted)
		if d.ContentHash != "" {
			hash := r.runs(r.body, r.t("Content SHA-256 %s", d.ContentHash))
			r.drawAt(marginX, pageH-11, hash, pdftext.Fit(pdftext.Width(hash), sizeSmall-1.5, contentW-35), colMuted)
		}
	}
	r.f.SetPage(n)
}
