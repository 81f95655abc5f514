package pdftext

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/go-text/typesetting/bidi"
	gtfont "github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/text/unicode/norm"

	"github.com/reachmissions/reach/backend/internal/pdftext/fonts"
)

// A face is one embedded TTF (one subset of a family). Its table directory and cmap are read
// once per process; the PDF registers its bytes with fpdf only when a document draws with it.
type face struct {
	file   string
	family string // the name fpdf knows it by
	data   []byte
	sf     *sfnt.Font
	upem   float64
	// gt is the face as the shaper reads it (right-to-left text only: see bidi.go).
	gt *gtfont.Font
}

var (
	facesMu sync.Mutex
	faces   = map[string]*face{}
)

// faceOf parses one embedded TTF (once).
func faceOf(file string) (*face, error) {
	facesMu.Lock()
	defer facesMu.Unlock()
	if f := faces[file]; f != nil {
		return f, nil
	}
	data, err := fonts.Bytes(file)
	if err != nil {
		return nil, err
	}
	sf, err := sfnt.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("pdf: font %s: %w", file, err)
	}
	f := &face{file: file, family: "r-" + strings.TrimSuffix(file, ".ttf"), data: data, sf: sf, upem: float64(sf.UnitsPerEm())}
	faces[file] = f
	return f, nil
}

// A chain is the faces a style draws with, in fallback order: a family's subsets, then the
// body's. Which face draws a rune is decided once per document.
type Chain struct {
	faces []*face
	// scale is the size of each face relative to the style's: a fallback face from another
	// family is drawn at the size where its letters look as tall as the first family's.
	scale []float64
	pick  map[rune]int // index into faces; -1 for none
	words map[string][]Run
	// bold draws the faces emboldened (the body has one weight: see draw).
	bold bool
}

func NewChain(families ...fonts.Family) (*Chain, error) {
	c := &Chain{pick: map[rune]int{}, words: map[string][]Run{}}
	seen := map[string]bool{}
	for n, fam := range families {
		for _, file := range fam.Files {
			if seen[file] {
				continue
			}
			seen[file] = true
			f, err := faceOf(file)
			if err != nil {
				return nil, err
			}
			k := 1.0
			if n > 0 && len(c.faces) > 0 {
				k = matchScale(c.faces[0], f)
			}
			c.faces = append(c.faces, f)
			c.scale = append(c.scale, k)
		}
	}
	return c, nil
}

// matchScale is the size at which fallback's letters look as tall as primary's: the geometric
// mean of the ratios of their cap heights and x-heights (a script's small x-height and tall
// capitals against a sans serif's), kept between a half and one.
func matchScale(primary, fallback *face) float64 {
	var buf sfnt.Buffer
	p, err1 := primary.sf.Metrics(&buf, fixed.I(1000), font.HintingNone)
	f, err2 := fallback.sf.Metrics(&buf, fixed.I(1000), font.HintingNone)
	if err1 != nil || err2 != nil || f.CapHeight <= 0 || f.XHeight <= 0 || p.CapHeight <= 0 || p.XHeight <= 0 {
		return 1
	}
	k := math.Sqrt(float64(p.CapHeight) / float64(f.CapHeight) * float64(p.XHeight) / float64(f.XHeight))
	return min(1, max(0.5, k))
}

// metrics answers glyph coverage, advances and outlines for one document (a Buffer is not
// shared between documents).
type metrics struct {
	buf    sfnt.Buffer
	glyphs map[*face]map[rune]glyph
	paths  map[glyphKey]string
	// Right-to-left text: the paragraph the bidi algorithm works in, the shaper and the faces
	// it shapes with (bidi.go).
	bidi   bidi.Paragraph
	shaper shaping.HarfbuzzShaper
	gt     map[*face]*gtfont.Face
	// shaped is set once right-to-left text has been shaped.
	shaped bool
}

func newMetrics() *metrics {
	return &metrics{glyphs: map[*face]map[rune]glyph{}, paths: map[glyphKey]string{}, gt: map[*face]*gtfont.Face{}}
}

// glyph is a rune's glyph in a face and its advance in thousandths of an em (as fpdf rounds
// it); w < 0 when the face lacks the rune.
type glyph struct {
	gi sfnt.GlyphIndex
	w  int
}

type glyphKey struct {
	f  *face
	gi sfnt.GlyphIndex
}

func (m *metrics) glyph(f *face, r rune) glyph {
	gs := m.glyphs[f]
	if gs == nil {
		gs = map[rune]glyph{}
		m.glyphs[f] = gs
	}
	if g, ok := gs[r]; ok {
		return g
	}
	g := glyph{w: -1}
	if gi, err := f.sf.GlyphIndex(&m.buf, r); err == nil && gi != 0 {
		if adv, err := f.sf.GlyphAdvance(&m.buf, gi, fixed.Int26_6(f.upem*64), font.HintingNone); err == nil {
			g = glyph{gi: gi, w: int(math.Round(float64(adv) / 64 * 1000 / f.upem))}
		}
	}
	gs[r] = g
	return g
}

// advance is r's advance in f, in thousandths of an em, and whether f has it.
func (m *metrics) advance(f *face, r rune) (int, bool) {
	g := m.glyph(f, r)
	return g.w, g.w >= 0
}

// textWidth is s's width in f in thousandths of an em as fpdf measures it: a character f lacks
// counts as f's default width (its .notdef glyph's).
func (m *metrics) textWidth(f *face, s string) int {
	w := 0
	for _, r := range s {
		if a, ok := m.advance(f, r); ok {
			w += a
		} else {
			w += m.notdef(f)
		}
	}
	return w
}

func (m *metrics) notdef(f *face) int {
	adv, err := f.sf.GlyphAdvance(&m.buf, 0, fixed.Int26_6(f.upem*64), font.HintingNone)
	if err != nil {
		return 0
	}
	return int(math.Round(float64(adv) / 64 * 1000 / f.upem))
}

// outline is the PDF path of a glyph in font units, y up ("" for an empty glyph such as a
// space): TrueType's quadratic curves as cubic ones.
func (m *metrics) outline(f *face, gi sfnt.GlyphIndex) string {
	k := glyphKey{f, gi}
	if p, ok := m.paths[k]; ok {
		return p
	}
	segs, err := f.sf.LoadGlyph(&m.buf, gi, fixed.Int26_6(f.upem*64), nil)
	if err != nil {
		m.paths[k] = ""
		return ""
	}
	b := make([]byte, 0, 64*len(segs))
	num := func(v float64) { // to a tenth of a font unit
		t := int64(math.Round(v * 10))
		if t < 0 {
			b = append(b, '-')
			t = -t
		}
		b = strconv.AppendInt(b, t/10, 10)
		if t%10 != 0 {
			b = append(b, '.', byte('0'+t%10))
		}
		b = append(b, ' ')
	}
	pt := func(p fixed.Point26_6) (float64, float64) { return float64(p.X) / 64, -float64(p.Y) / 64 }
	var cx, cy float64
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			cx, cy = pt(s.Args[0])
			num(cx)
			num(cy)
			b = append(b, "m "...)
		case sfnt.SegmentOpLineTo:
			cx, cy = pt(s.Args[0])
			num(cx)
			num(cy)
			b = append(b, "l "...)
		case sfnt.SegmentOpQuadTo:
			qx, qy := pt(s.Args[0])
			x, y := pt(s.Args[1])
			num(cx + 2*(qx-cx)/3)
			num(cy + 2*(qy-cy)/3)
			num(x + 2*(qx-x)/3)
			num(y + 2*(qy-y)/3)
			num(x)
			num(y)
			b = append(b, "c "...)
			cx, cy = x, y
		case sfnt.SegmentOpCubeTo:
			for i := 0; i < 3; i++ {
				x, y := pt(s.Args[i])
				num(x)
				num(y)
				cx, cy = x, y
			}
			b = append(b, "c "...)
		}
	}
	m.paths[k] = string(b)
	return m.paths[k]
}

// faceFor is the index of the face of c that draws r (-1: none).
func (m *metrics) faceFor(c *Chain, r rune) int {
	if i, ok := c.pick[r]; ok {
		return i
	}
	i := -1
	if r <= 0xFFFF { // fpdf writes two bytes per character
		for j, f := range c.faces {
			if _, ok := m.advance(f, r); ok {
				i = j
				break
			}
		}
	}
	c.pick[r] = i
	return i
}

// A run is text drawn in one face at k times the style's size; w is its width in thousandths
// of the style's em. A right-to-left run (rtl) is drawn as the glyphs the shaper chose, in
// visual order; its text is in logical order.
type Run struct {
	face   *face
	k      float64
	bold   bool
	text   string
	w      int
	rtl    bool
	glyphs []shaped
	// layer is the text laid invisibly over the glyphs of a right-to-left level run, on its
	// first run (in visual order), layerW wide (bidi.go).
	layer  string
	layerW int
}

// runs splits s into runs of c's faces. A character no face has becomes '?', drawn in the first
// face: never a blank box.
func (m *metrics) runs(c *Chain, s string) []Run {
	var out []Run
	var b strings.Builder
	cur, w := -2, 0
	flush := func() {
		if b.Len() > 0 {
			k := c.scale[cur]
			out = append(out, Run{face: c.faces[cur], k: k, bold: c.bold, text: b.String(), w: int(math.Round(float64(w) * k))})
		}
		b.Reset()
		w = 0
	}
	for _, r := range s {
		i := m.faceFor(c, r)
		if i < 0 {
			r, i = '?', m.faceFor(c, '?')
			if i < 0 {
				continue
			}
		}
		if i != cur {
			flush()
			cur = i
		}
		adv, _ := m.advance(c.faces[i], r)
		b.WriteRune(r)
		w += adv
	}
	flush()
	return out
}

// wordRuns is runs for a word of body text: words repeat, so each is split once per document.
func (m *metrics) wordRuns(c *Chain, word string) []Run {
	if rs, ok := c.words[word]; ok {
		return rs
	}
	rs := m.visual(c, word)
	c.words[word] = rs
	return rs
}

func Width(rs []Run) int {
	w := 0
	for _, r := range rs {
		w += r.w
	}
	return w
}

// Clean is text as the PDF draws it: composed (NFC, so "e" and a combining acute become "é"),
// tabs as spaces, without control and invisible format characters; newlines are kept.
func Clean(s string) string {
	s = norm.NFC.String(s)
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n':
			return r
		case r == '\t':
			return ' '
		case r == '\r', unicode.Is(unicode.Cc, r), unicode.Is(unicode.Cf, r):
			return -1
		}
		return r
	}, s)
}

// OneLine is s on one line: newlines and runs of spaces as one space.
func OneLine(s string) string {
	return strings.Join(strings.Fields(Clean(s)), " ")
}
