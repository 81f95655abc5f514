package pdftext_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"github.com/reachmissions/reach/backend/internal/pdftext"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

// draw sets each text on its own line of a page, wrapped at 120 mm, in a document of the given
// direction, and answers the PDF.
func draw(t *testing.T, rtl bool, texts ...string) []byte {
	t.Helper()
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: 215.9, Ht: 279.4}})
	f.AddPage()
	p, err := pdftext.NewPainter(f, 279.4)
	if err != nil {
		t.Fatal(err)
	}
	y := 30.0
	for _, s := range texts {
		for _, line := range p.WrapDir(s, p.Body, 11, 120, rtl) {
			w := pdftext.MM(pdftext.Width(line), 11)
			x := 20.0
			if rtl {
				x = 195.9 - w
			}
			p.Draw(x, y, line, 11, [3]int{0, 0, 0})
			y += 7
		}
	}
	var out bytes.Buffer
	if err := f.Output(&out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// Arabic is shaped and set right to left, with the Latin words and numbers inside it kept in
// their order, and pdftotext reads each line back as written; Latin and other scripts read back
// as they are, whatever the face that draws them.
func TestPaintedTextReadsBack(t *testing.T) {
	arabic := "المبلغ 1,234.50 دولار أمريكي لمشروع Well for Kibera فقط."
	// A line that starts with a Latin word is still right to left in an Arabic document.
	leading := "Reach ترحب بكم في صفحة التبرعات"
	b := draw(t, true, arabic, leading)
	text := strings.Join(pdftest.Read(t, b), "\n")
	for _, want := range []string{arabic, leading} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}
	latin := "Łukasz Żółć, Nguyễn Thị Minh, Дмитрий: 3 gifts"
	b = draw(t, false, latin)
	if text := strings.Join(pdftest.Read(t, b), "\n"); !strings.Contains(text, latin) {
		t.Errorf("the PDF lacks %q:\n%s", latin, text)
	}
}

func TestCovers(t *testing.T) {
	if !pdftext.Covers("إيصال تبرع — Reçu de don") {
		t.Error("the body's faces lack Arabic or Latin letters")
	}
	if pdftext.Covers("दान की रसीद") {
		t.Error("the body's faces claim Devanagari")
	}
}
