package pdftext

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/go-text/typesetting/bidi"
	"github.com/go-text/typesetting/di"
	gtfont "github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	xbidi "golang.org/x/text/unicode/bidi"
)

// Right-to-left text (Arabic) is set in three steps:
//
//  1. A line's paragraph direction is that of its first strong character (Unicode's rules P2
//     and P3); a line without right-to-left characters in a left-to-right paragraph is set as
//     Latin text always was (runs).
//  2. The Unicode bidirectional algorithm (go-text's bidi) splits the line into level runs,
//     which are put in visual order (rule L2): left-to-right runs (Latin names, numbers, dates)
//     keep their order inside right-to-left lines.
//  3. Each right-to-left run is shaped, face by face, with HarfBuzz (go-text's shaping):
//     contextual forms, the lam-alef ligatures, marks placed, brackets mirrored. Its glyphs
//     are drawn as outlines at the shaper's advances and offsets (see draw), with the run's
//     text laid invisibly over them in visual order (its characters reversed), which is the
//     order pdftotext and other readers expect of right-to-left text and put back into
//     logical order.

// HasRTL tells whether s has a right-to-left character (Arabic, Hebrew, ...).
func HasRTL(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0xD6 { // below U+0590 every character is left to right or neutral
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if p, _ := xbidi.LookupRune(r); p.Class() == xbidi.R || p.Class() == xbidi.AL {
			return true
		}
		i += n
	}
	return false
}

// RTLParagraph tells whether text is a right-to-left paragraph: its first strong character
// is right to left.
func RTLParagraph(s string) bool {
	for _, r := range s {
		switch p, _ := xbidi.LookupRune(r); p.Class() {
		case xbidi.L:
			return false
		case xbidi.R, xbidi.AL:
			return true
		}
	}
	return false
}

// shaped is one glyph as the shaper placed it, in font units.
type shaped struct {
	gi          sfnt.GlyphIndex
	adv, dx, dy float64
}

// gtFontOf is f as the shaper reads it, parsed once per process (a go-text Font is read-only);
// the Face wrapping it (with caches) is one per document.
func gtFontOf(f *face) (*gtfont.Font, error) {
	facesMu.Lock()
	defer facesMu.Unlock()
	if f.gt != nil {
		return f.gt, nil
	}
	gf, err := gtfont.ParseTTF(bytes.NewReader(f.data))
	if err != nil {
		return nil, fmt.Errorf("pdf: font %s: %w", f.file, err)
	}
	f.gt = gf.Font
	return f.gt, nil
}

func (m *metrics) gtFace(f *face) (*gtfont.Face, error) {
	if g := m.gt[f]; g != nil {
		return g, nil
	}
	ft, err := gtFontOf(f)
	if err != nil {
		return nil, err
	}
	g := gtfont.NewFace(ft)
	m.gt[f] = g
	return g, nil
}

// visual is the runs of one line of text in visual order, left to right. Lines with no
// right-to-left character in a left-to-right paragraph are runs as they always were.
func (m *metrics) visual(c *Chain, s string) []Run { return m.visualDir(c, s, RTLParagraph(s)) }

// visualDir is visual in a paragraph of the given direction (a wrapped line's paragraph's).
func (m *metrics) visualDir(c *Chain, s string, rtl bool) []Run {
	if !rtl && !HasRTL(s) {
		return m.runs(c, s)
	}
	text := []rune(s)
	dir := bidi.LeftToRight
	if rtl {
		dir = bidi.RightToLeft
	}
	res := m.bidi.Segment(text, dir)
	type levelRun struct {
		text  []rune
		level int
	}
	lrs := make([]levelRun, 0, res.NumRuns())
	for i := 0; i < res.NumRuns(); i++ {
		r := res.Run(i)
		lrs = append(lrs, levelRun{text[r.Start:r.End], int(r.Level)})
	}
	// Rule L2: from the highest level to the lowest odd one, reverse every sequence of runs at
	// that level or higher.
	maxL, minOdd := 0, math.MaxInt
	for _, r := range lrs {
		maxL = max(maxL, r.level)
		if r.level%2 == 1 {
			minOdd = min(minOdd, r.level)
		}
	}
	for l := maxL; l >= minOdd && l > 0; l-- {
		for i := 0; i < len(lrs); {
			if lrs[i].level < l {
				i++
				continue
			}
			j := i
			for j < len(lrs) && lrs[j].level >= l {
				j++
			}
			slices.Reverse(lrs[i:j])
			i = j
		}
	}
	var out []Run
	g := -1 // the first run of the last right-to-left level run in out
	for i, lr := range lrs {
		if lr.level%2 == 0 {
			if rtl && g >= 0 {
				out[g].layer += string(alm)
			}
			g = -1
			out = append(out, m.runs(c, string(lr.text))...)
			continue
		}
		segs := m.rtlRuns(c, lr.text)
		if len(segs) == 0 {
			continue
		}
		// One text layer spans the level run: readers take text of another size for another
		// line.
		var b strings.Builder
		if rtl && i > 0 && lrs[i-1].level%2 == 0 && !strongOrNumber(lrs[i-1].text[len(lrs[i-1].text)-1]) {
			b.WriteRune(lrm) // after a left-to-right run that ends in punctuation: see layer
		}
		for _, s := range segs {
			b.WriteString(layer(s.text))
			segs[0].layerW += s.w
		}
		segs[0].layer = b.String()
		g = len(out)
		out = append(out, segs...)
	}
	return out
}

// rtlRuns is a right-to-left level run shaped, in visual order: split into the faces of c
// (in logical order), each shaped right to left, the last drawn first.
func (m *metrics) rtlRuns(c *Chain, text []rune) []Run {
	var segs []Run
	cur, start := -2, 0
	flush := func(end int) {
		if end > start {
			segs = append(segs, m.shape(c, cur, text[start:end]))
		}
		start = end
	}
	for i, r := range text {
		fi := m.faceFor(c, r)
		if fi < 0 {
			text[i], fi = '?', m.faceFor(c, '?')
		}
		if fi != cur {
			flush(i)
			cur = fi
		}
	}
	flush(len(text))
	slices.Reverse(segs)
	return segs
}

// shape is text shaped right to left in c's face fi: glyphs in visual order.
func (m *metrics) shape(c *Chain, fi int, text []rune) Run {
	m.shaped = true
	f := c.faces[fi]
	rn := Run{face: f, k: c.scale[fi], bold: c.bold, text: string(text), rtl: true}
	g, err := m.gtFace(f)
	if err != nil {
		return rn // drawn as nothing: the face parsed with sfnt, so this does not happen
	}
	script := language.Arabic
	for _, r := range text {
		if s := language.LookupScript(r); s != language.Common && s != language.Inherited {
			script = s
			break
		}
	}
	out := m.shaper.Shape(shaping.Input{
		Text: text, RunStart: 0, RunEnd: len(text),
		Direction: di.DirectionRTL, Face: g, Size: fixed.Int26_6(f.upem * 64),
		Script: script, Language: language.NewLanguage("ar"),
	})
	var w float64
	rn.glyphs = make([]shaped, len(out.Glyphs))
	for i, gl := range out.Glyphs {
		s := shaped{gi: sfnt.GlyphIndex(gl.GlyphID), adv: float64(gl.Advance) / 64, dx: float64(gl.XOffset) / 64, dy: float64(gl.YOffset) / 64}
		rn.glyphs[i] = s
		w += s.adv
	}
	rn.w = int(math.Round(w * 1000 / f.upem * rn.k))
	return rn
}

// cutText splits a word with right-to-left text so its head is at most max thousandths of an
// em wide (at least one character).
func (m *metrics) cutText(c *Chain, word string, max int) (head, tail string) {
	rs := []rune(word)
	lo, hi := 1, len(rs) // the head's length: lo fits (or is the least), hi does not
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if Width(m.visual(c, string(rs[:mid]))) <= max {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(rs[:lo]), string(rs[lo:])
}

// alm is U+061C ARABIC LETTER MARK: an invisible right-to-left character; lrm is U+200E
// LEFT-TO-RIGHT MARK.
const (
	alm = '\u061C'
	lrm = '\u200E'
)

// layer is the text layer of right-to-left text: its characters in visual order, for readers
// to put back in logical order. pdftotext does so with a simplified bidi algorithm that takes
// the separators and signs of numbers (":", ".", "،", "-", "%") for numbers and moves them,
// with the spaces beside them, to the wrong side of a number or a Latin name. An Arabic letter
// mark on each side of such a character keeps it in place; so do, in a right-to-left line
// (visualDir), an Arabic letter mark after a right-to-left run that a left-to-right run follows,
// and a left-to-right mark before a right-to-left run that follows a left-to-right run ending
// in punctuation ("Borrower (Sofía)"). The marks are invisible format characters, as are the
// embedding marks pdftotext writes around each run.
func layer(text string) string {
	rs := []rune(text)
	var b strings.Builder
	b.Grow(2 * len(text))
	for i := len(rs) - 1; i >= 0; i-- {
		c := rs[i]
		switch p, _ := xbidi.LookupRune(c); p.Class() {
		case xbidi.CS, xbidi.ES, xbidi.ET: // separators and signs of numbers
			b.WriteRune(alm)
			b.WriteRune(c)
			b.WriteRune(alm)
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// strongOrNumber tells whether r is a left-to-right letter or a digit.
func strongOrNumber(r rune) bool {
	switch p, _ := xbidi.LookupRune(r); p.Class() {
	case xbidi.L, xbidi.EN, xbidi.AN:
		return true
	}
	return false
}
