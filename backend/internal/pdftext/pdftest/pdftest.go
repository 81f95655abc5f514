// Package pdftest reads PDFs back in tests as a reader would: their text through Debian's
// pdftotext, their pictures through pdftoppm and a QR decoder (both from poppler-utils; a test
// is skipped where they are not installed).
package pdftest

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"github.com/reachmissions/reach/backend/internal/pdftext"
)

func need(t testing.TB, tool string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s (poppler-utils) is not installed", tool)
	}
}

func write(t testing.TB, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// Pages is the text of each page of b in the order it is drawn, every run of white space one
// space (so a phrase wrapped in a table cell reads whole).
func Pages(t testing.TB, b []byte) []string {
	t.Helper()
	need(t, "pdftotext")
	out, err := exec.Command("pdftotext", "-raw", "-enc", "UTF-8", write(t, b), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	pages := strings.Split(strings.TrimRight(string(out), "\f\n"), "\f")
	for i, p := range pages {
		pages[i] = strings.Join(strings.Fields(p), " ")
	}
	return pages
}

// Read is the text of each page of b as pdftotext reads it by default, in reading order, with
// right-to-left lines put back in logical order, every run of white space one space, and without
// the invisible bidi format characters pdftotext writes around right-to-left and left-to-right
// runs, and the PDF's text layer around the separators of numbers (embedding and directional
// marks).
func Read(t testing.TB, b []byte) []string {
	t.Helper()
	need(t, "pdftotext")
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", write(t, b), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	marks := strings.NewReplacer("\u061C", "", "\u200E", "", "\u200F", "", "\u202A", "", "\u202B", "", "\u202C", "", "\u202D", "", "\u202E", "",
		"\u2066", "", "\u2067", "", "\u2068", "", "\u2069", "")
	pages := strings.Split(strings.TrimRight(string(out), "\f\n"), "\f")
	for i, p := range pages {
		pages[i] = strings.Join(strings.Fields(marks.Replace(p)), " ")
	}
	return pages
}

// QR decodes the QR code drawn on page (1-based) of b. A phone frames the code before it reads
// it; a whole page holds text a detector can mistake for finder patterns, so the page is read at
// three resolutions, trying harder each time, before the test fails.
func QR(t testing.TB, b []byte, page int) string {
	t.Helper()
	need(t, "pdftoppm")
	n := fmt.Sprint(page)
	doc := write(t, b)
	var last error
	// The decoder misreads some codes at some scales (one verify code in about 150 at each of
	// 150, 200, 300 and 400 dpi, read at once at 72, 100, 120 and 250): a phone reads a printed
	// page at whatever scale its camera gives, so every scale here is a fair try.
	for _, dpi := range []string{"150", "300", "200", "250", "120", "100", "72"} {
		img, err := exec.Command("pdftoppm", "-png", "-r", dpi, "-f", n, "-l", n, doc).Output()
		if err != nil {
			t.Fatalf("pdftoppm: %v", err)
		}
		pic, err := png.Decode(bytes.NewReader(img))
		if err != nil {
			t.Fatalf("page %d as PNG: %v", page, err)
		}
		bmp, err := gozxing.NewBinaryBitmapFromImage(pic)
		if err != nil {
			t.Fatal(err)
		}
		res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_TRY_HARDER: true})
		if err == nil {
			return res.GetText()
		}
		last = err
	}
	t.Fatalf("no QR code read on page %d: %v", page, last)
	return ""
}

// WordBoxes is where pdftotext finds each word of a page (the first time): its left and right
// edges in points.
func WordBoxes(t testing.TB, b []byte, page int) map[string][2]float64 {
	t.Helper()
	need(t, "pdftotext")
	p := write(t, b)
	n := strconv.Itoa(page)
	out, err := exec.Command("pdftotext", "-bbox", "-f", n, "-l", n, "-enc", "UTF-8", p, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="[0-9.]+" xMax="([0-9.]+)" yMax="[0-9.]+">([^<]*)</word>`)
	boxes := map[string][2]float64{}
	for _, m := range re.FindAllStringSubmatch(string(out), -1) {
		x0, _ := strconv.ParseFloat(m[1], 64)
		x1, _ := strconv.ParseFloat(m[2], 64)
		w := strings.Map(func(r rune) rune {
			if r == '\u061C' {
				return -1
			}
			return r
		}, m[3])
		if pdftext.HasRTL(w) { // -bbox writes a word's characters in visual order
			w = reverse(w)
		}
		if _, seen := boxes[w]; !seen {
			boxes[w] = [2]float64{x0, x1}
		}
	}
	return boxes
}

// reverse is s's characters in reverse order (pdftotext -bbox writes an Arabic word so).
func reverse(s string) string {
	rs := []rune(s)
	slices.Reverse(rs)
	return string(rs)
}
