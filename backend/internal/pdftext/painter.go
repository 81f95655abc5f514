package pdftext

import (
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"

	"github.com/reachmissions/reach/backend/internal/pdftext/fonts"
)

// PtMM is a point in millimetres.
const PtMM = 25.4 / 72

// A Painter sets text on the pages of one fpdf document, whose unit is the millimetre: Latin
// text in the one embedded face (Noto Sans's Latin subset), every other face (a signature font,
// another subset of the body's, Noto Sans Arabic) as its glyphs' outlines with the text laid
// invisibly over them, right-to-left text shaped and in visual order (bidi.go). One Painter
// serves one document: it is not safe for concurrent use.
type Painter struct {
	f     *fpdf.Fpdf
	pageH float64
	m     *metrics
	// Body is the body's faces (Noto Sans's subsets, then Noto Sans Arabic); Bold the same faces
	// emboldened.
	Body, Bold *Chain
	// registered are the faces given to fpdf: only those the document draws with.
	registered map[*face]bool
	curFace    *face
	curSize    float64
	curColor   [3]int
	curMode    int
	// textFace is the one face embedded: Noto Sans's Latin subset.
	textFace *face
}

// NewPainter is a Painter for f, whose pages are pageH millimetres high.
func NewPainter(f *fpdf.Fpdf, pageH float64) (*Painter, error) {
	p := &Painter{f: f, pageH: pageH, m: newMetrics(), registered: map[*face]bool{}}
	var err error
	if p.Body, err = NewChain(fonts.Body); err != nil {
		return nil, err
	}
	if p.Bold, err = NewChain(fonts.Body); err != nil {
		return nil, err
	}
	p.Bold.bold = true
	p.textFace = p.Body.faces[0]
	p.Fresh()
	return p, nil
}

// Shaped tells whether right-to-left text has been shaped: its pages are drawn as outlines,
// glyph by glyph, ten times the size of Latin ones, and worth compressing.
func (p *Painter) Shaped() bool { return p.m.shaped }

// Visual is one line of s in c, its runs in visual order (left to right); its paragraph's
// direction is that of its first strong character.
func (p *Painter) Visual(c *Chain, s string) []Run { return p.m.visual(c, s) }

// VisualDir is Visual in a paragraph of the given direction (a running head in a
// right-to-left document is a right-to-left line whatever its first letter).
func (p *Painter) VisualDir(c *Chain, s string, rtl bool) []Run { return p.m.visualDir(c, s, rtl) }

// Fresh forgets the text state: a new page's content starts with none of it.
func (p *Painter) Fresh() {
	p.curFace, p.curColor, p.curMode = nil, [3]int{-1, -1, -1}, 0
}

func (p *Painter) color(c [3]int) {
	if c != p.curColor {
		p.f.SetTextColor(c[0], c[1], c[2])
		p.curColor = c
	}
}

func (p *Painter) use(fc *face, size float64) {
	if !p.registered[fc] {
		p.f.AddUTF8FontFromBytes(fc.family, "", fc.data)
		p.registered[fc] = true
	}
	if p.curFace != fc || p.curSize != size {
		p.f.SetFont(fc.family, "", size)
		p.curFace, p.curSize = fc, size
	}
}

// MM is a width in thousandths of an em at size points, in millimetres.
func MM(w int, size float64) float64 { return float64(w) * size / 1000 * PtMM }

// boldStroke is the outline drawn around emboldened text, in millimetres per point of its size:
// headings are the body face filled and stroked, which saves embedding a second weight (each
// embedded font costs a render milliseconds).
const boldStroke = 0.032 * PtMM

// Draw writes runs with their baseline at y, from x; it answers the x after them. A run in the
// text face is text; any other run (a signature font, another subset of the body's) is drawn as
// its glyphs' outlines with its text laid invisibly over them in the text face.
func (p *Painter) Draw(x, y float64, rs []Run, size float64, c [3]int) float64 {
	for _, rn := range rs {
		w := MM(rn.w, size)
		if rn.glyphs != nil {
			p.shapedOutlines(x, y, rn, size*rn.k, c)
			if tw := p.m.textWidth(p.textFace, rn.layer); tw > 0 {
				// At the glyphs' size, narrowed or widened to span them: readers take text of
				// another size for another line.
				p.f.RawWriteStr(fmt.Sprintf("%.2f Tz", 100*float64(rn.layerW)/(float64(tw)*rn.k)))
				p.text(x, y, rn.layer, size*rn.k, c, false, true)
				p.f.RawWriteStr("100 Tz")
			}
		} else if rn.face == p.textFace {
			p.text(x, y, rn.text, size*rn.k, c, rn.bold, false)
		} else {
			p.outlines(x, y, rn, size*rn.k, c)
			if tw := p.m.textWidth(p.textFace, rn.text); tw > 0 {
				// Sized so the invisible text spans the drawn glyphs (selection, search).
				p.text(x, y, rn.text, w/(float64(tw)/1000*PtMM), c, false, true)
			}
		}
		x += w
	}
	return x
}

// text writes s in the text face at size points: filled, or also stroked (bold), or invisible.
func (p *Painter) text(x, y float64, s string, size float64, c [3]int, bold, invisible bool) {
	p.color(c)
	p.use(p.textFace, size)
	mode := 0 // fill
	switch {
	case invisible:
		mode = 3 // neither fill nor stroke
	case bold:
		mode = 2 // fill, then stroke
		p.f.SetDrawColor(c[0], c[1], c[2])
		p.f.SetLineWidth(boldStroke * size)
	}
	if mode != p.curMode {
		p.f.SetTextRenderingMode(mode)
		p.curMode = mode
	}
	p.f.Text(x, y, s)
}

// outlines fills the outlines of rn's glyphs at size points from x on baseline y (and strokes
// them when bold): each glyph is its path in font units, placed by a transformation.
func (p *Painter) outlines(x, y float64, rn Run, size float64, c [3]int) {
	k := p.f.GetConversionRatio()
	sc := size / rn.face.upem
	var b strings.Builder
	paint := startOutlines(&b, rn, c, k)
	for _, ch := range rn.text {
		g := p.m.glyph(rn.face, ch)
		if path := p.m.outline(rn.face, g.gi); path != "" {
			fmt.Fprintf(&b, " q %.5f 0 0 %.5f %.2f %.2f cm %s%s Q", sc, sc, x*k, (p.pageH-y)*k, path, paint)
		}
		x += MM(g.w, size)
	}
	b.WriteString(" Q")
	p.f.RawWriteStr(b.String())
}

// startOutlines writes to b the graphics state a run's glyph outlines are painted in (colour c,
// and for bold a stroke in the glyph's units: boldStroke of the size, as bold text has) and
// returns the paint operator each glyph ends with. k is the document's points per unit.
func startOutlines(b *strings.Builder, rn Run, c [3]int, k float64) string {
	rgb := fmt.Sprintf("%.3f %.3f %.3f", float64(c[0])/255, float64(c[1])/255, float64(c[2])/255)
	b.WriteString("q " + rgb + " rg")
	if rn.bold {
		fmt.Fprintf(b, " %s RG %.1f w", rgb, boldStroke*k*rn.face.upem)
		return "B"
	}
	return "f"
}

// shapedOutlines fills (and strokes, when bold) the outlines of a shaped run's glyphs, at the
// shaper's advances and offsets, from x on baseline y.
func (p *Painter) shapedOutlines(x, y float64, rn Run, size float64, c [3]int) {
	k := p.f.GetConversionRatio()
	sc := size / rn.face.upem
	var b strings.Builder
	paint := startOutlines(&b, rn, c, k)
	px := x * k // in points
	for _, g := range rn.glyphs {
		if path := p.m.outline(rn.face, g.gi); path != "" {
			fmt.Fprintf(&b, " q %.5f 0 0 %.5f %.2f %.2f cm %s%s Q", sc, sc, px+g.dx*sc, (p.pageH-y)*k+g.dy*sc, path, paint)
		}
		px += g.adv * sc
	}
	b.WriteString(" Q")
	p.f.RawWriteStr(b.String())
}

// Fit is the size (at most size) at which text w thousandths of an em wide fits in width mm.
func Fit(w int, size, width float64) float64 {
	if MM(w, size) <= width || w == 0 {
		return size
	}
	return size * width / MM(w, size)
}

// Wrap breaks text (in c at size points) into lines of runs at most w wide: at spaces, and inside a word longer than
// a line. Newlines start new lines; a blank line is nil (a gap).
func (p *Painter) Wrap(text string, c *Chain, size, w float64) [][]Run {
	return p.WrapDir(text, c, size, w, false)
}

// WrapDir is Wrap in a document of the given direction: in a right-to-left one (rtl), a line
// with right-to-left text is a right-to-left paragraph whatever its first letter (a translated
// label that starts with a number or a Latin word).
func (p *Painter) WrapDir(text string, c *Chain, size, w float64, rtlDoc bool) [][]Run {
	var lines [][]Run
	space := p.m.runs(c, " ")
	spaceW := Width(space)
	for _, line := range strings.Split(Clean(text), "\n") {
		words := strings.FieldsFunc(line, func(c rune) bool { return c == ' ' })
		if len(words) == 0 {
			lines = append(lines, nil)
			continue
		}
		// A line with right-to-left text is measured word by word and set as a whole, in the
		// direction of its paragraph (bidi.go).
		bidiLine := HasRTL(line)
		rtl := bidiLine && (rtlDoc || RTLParagraph(line))
		var cur []Run
		var curWords []string
		curW := 0
		flush := func() {
			if len(cur) > 0 {
				if bidiLine {
					lines = append(lines, p.m.visualDir(c, strings.Join(curWords, " "), rtl))
				} else {
					lines = append(lines, merge(cur))
				}
			}
			cur, curWords, curW = nil, nil, 0
		}
		for _, word := range words {
			rs := p.m.wordRuns(c, word)
			ww := Width(rs)
			for MM(ww, size) > w { // longer than a line: cut it
				flush()
				maxW := int(w / (size * PtMM) * 1000)
				if HasRTL(word) {
					var head string
					head, word = p.m.cutText(c, word, maxW)
					cur, curWords = p.m.wordRuns(c, head), []string{head}
					flush()
					rs = p.m.wordRuns(c, word)
				} else {
					head, tail := cut(rs, maxW)
					cur, curWords = head, []string{textOf(head)}
					flush()
					rs, word = tail, textOf(tail)
				}
				ww = Width(rs)
			}
			if len(cur) > 0 && MM(curW+spaceW+ww, size) > w {
				flush()
			}
			if len(cur) > 0 {
				cur = append(cur, space...)
				curW += spaceW
			}
			cur = append(cur, rs...)
			curWords = append(curWords, word)
			curW += ww
		}
		flush()
	}
	return lines
}

// merge joins neighbouring runs of one face.
func merge(rs []Run) []Run {
	out := make([]Run, 0, 4)
	for i := 0; i < len(rs); {
		j, w, n := i, 0, 0
		for j < len(rs) && rs[j].face == rs[i].face && rs[j].k == rs[i].k && rs[j].bold == rs[i].bold {
			w += rs[j].w
			n += len(rs[j].text)
			j++
		}
		m := rs[i]
		if j-i > 1 {
			var b strings.Builder
			b.Grow(n)
			for _, x := range rs[i:j] {
				b.WriteString(x.text)
			}
			m.text = b.String()
		}
		m.w = w
		out = append(out, m)
		i = j
	}
	return out
}

// cut splits runs so the head is at most max thousandths of an em wide (at least one character).
func cut(rs []Run, max int) (head, tail []Run) {
	w := 0
	for i, rn := range rs {
		if w+rn.w <= max {
			head = append(head, rn)
			w += rn.w
			continue
		}
		// Split this run by characters: widths come from the same face.
		var hb, tb strings.Builder
		hw := 0
		per := rn.w / max1(len([]rune(rn.text)))
		for _, c := range rn.text {
			if tb.Len() == 0 && (w+hw+per <= max || (len(head) == 0 && hb.Len() == 0)) {
				hb.WriteRune(c)
				hw += per
			} else {
				tb.WriteRune(c)
			}
		}
		if hb.Len() > 0 {
			head = append(head, Run{face: rn.face, k: rn.k, bold: rn.bold, text: hb.String(), w: hw})
		}
		if tb.Len() > 0 {
			tail = append(tail, Run{face: rn.face, k: rn.k, bold: rn.bold, text: tb.String(), w: rn.w - hw})
		}
		tail = append(tail, rs[i+1:]...)
		return head, tail
	}
	return head, nil
}

// textOf is the text of runs (of a left-to-right word).
func textOf(rs []Run) string {
	var b strings.Builder
	for _, rn := range rs {
		b.WriteString(rn.text)
	}
	return b.String()
}

func max1(n int) int {
	if n < 1 {
		return 1
	}
	return n
}

// Covers tells whether the body's faces have a glyph for every letter of s (spaces aside).
func Covers(s string) bool {
	c, err := NewChain(fonts.Body)
	if err != nil {
		return false
	}
	m := newMetrics()
	for _, r := range Clean(s) {
		if r != ' ' && m.faceFor(c, r) < 0 {
			return false
		}
	}
	return true
}
