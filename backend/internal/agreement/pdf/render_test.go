package pdf

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

var t0 = time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)

// paragraphText is a plain loan clause, long enough for a section to fill half a page.
const paragraphText = `The Borrower shall use the loan only for the purpose set out in the project proposal approved by Reach, and shall keep receipts for every purchase made with it. The Borrower shall report on the use of the loan each quarter, together with the holistic project's progress report, and shall tell Reach at once of anything that delays the project or puts the repayment at risk.
Repayments are due on the first working day of each month, starting in the month after the first disbursement. A repayment may be made early at any time without charge. If a repayment is more than sixty days late, Reach and the Borrower shall meet to agree a new schedule before any further disbursement is made.`

// sampleDocument is a loan agreement of five pages (four sections of body text, the parties and
// the certificate) with two parties; signed makes both parties initial every section and sign.
func sampleDocument(signed bool) Document {
	parties := []Party{
		{Ref: "Borrower", Name: "José Müller-Nuñez", Contact: "José Müller-Nuñez"},
		{Ref: "Guarantor", Name: "Łukasz Żółć", Contact: "Kibera Church"},
	}
	fontsOf := []string{"Tangerine", "Square Peg"}
	initials := []string{"JMN", "ŁŻ"}
	d := Document{
		Organisation: "Reach", Kind: "Loan Agreement", Name: "Well for Kibera — phase 2", Version: 2,
		Status: "Signing", Banner: "Partly signed — not final",
		Details: []Detail{
			{"Project", "Well for Kibera"}, {"Project type", "Clean water"}, {"Region", "East Africa"}, {"Stage", "Active"},
			{"Amount", "$12,500.00"}, {"Terms", "Repay in 24 months, no interest."}, {"Pay schedule", "Monthly, from March 2027"},
			{"Beneficiaries", "Nguyễn Thị Minh, Дмитрий Иванов"},
		},
		Attachments: []Attachment{{Name: "Budget", Filename: "budget-2027.pdf", SHA256: strings.Repeat("ab", 32)}},
		ContentHash: strings.Repeat("3f", 32), AgreementID: "0190c0de-0000-7000-8000-000000000001",
		VerifyURL: "https://reach.example/verify/abcdefghijklmnopqrstuvwx",
		Date:      t0,
	}
	for i := 0; i < 4; i++ {
		sec := Section{Title: fmt.Sprintf("Clause %d: use and repayment", i+1), Text: paragraphText + "\n\n" + paragraphText + "\n" + paragraphText}
		for j, p := range parties {
			in := Initial{Party: p.Ref + " (" + p.Contact + ")"}
			if signed {
				at := t0.Add(time.Duration(10*i+j) * time.Minute)
				in.Mark = &Mark{Text: initials[j], Font: fontsOf[j], At: at}
				d.Records = append(d.Records, Record{What: fmt.Sprintf("Initials on %d. %s", i+1, sec.Title), Party: p.Ref, Contact: p.Contact,
					User: "user-" + fmt.Sprint(j), At: at, Method: "typed initials in " + fontsOf[j] + ", signed in with password", IP: "203.0.113.7", ContentHash: d.ContentHash})
			}
			sec.Initials = append(sec.Initials, in)
		}
		d.Sections = append(d.Sections, sec)
	}
	for j := range parties {
		if signed {
			at := t0.Add(time.Duration(60+j) * time.Minute)
			parties[j].Signature = &Mark{Text: parties[j].Name, Font: fontsOf[j], At: at}
			d.Records = append(d.Records, Record{What: "Signature", Party: parties[j].Ref, Contact: parties[j].Contact, User: "user-" + fmt.Sprint(j),
				At: at, Method: "typed name in " + fontsOf[j] + ", signed in with password", IP: "203.0.113.7", ContentHash: d.ContentHash})
			d.Date = at
		}
	}
	d.Parties = parties
	if signed {
		d.Status, d.Banner = "Signed", ""
	}
	return d
}

func TestRenderDrawsEveryNameAndMark(t *testing.T) {
	b, err := Render(sampleDocument(true))
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("REACH_PDF_OUT"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "signed.pdf"), b, 0o644)
	}
	pages := pdftest.Pages(t, b)
	if len(pages) != 5 {
		t.Errorf("pages = %d, want 5 (four of content and the certificate)", len(pages))
	}
	all := strings.Join(pages, "\n")
	for _, want := range []string{"Reach", "Loan Agreement", "Well for Kibera — phase 2", "Clause 4: use and repayment", "$12,500.00",
		"Nguyễn Thị Minh", "Дмитрий Иванов", "JMN", "ŁŻ", "José Müller-Nuñez", "Łukasz Żółć", "Certificate of signing"} {
		if !strings.Contains(all, want) {
			t.Errorf("the PDF does not show %q", want)
		}
	}
	if strings.Contains(all, "Partly signed") || strings.Contains(all, NotSigned) || strings.Contains(all, NotInitialled) {
		t.Error("a signed agreement shows what is missing")
	}
	for i, p := range pages {
		if want := fmt.Sprintf("Page %d of %d", i+1, len(pages)); !strings.Contains(p, want) {
			t.Errorf("page %d has no %q", i+1, want)
		}
	}
	if got := pdftest.QR(t, b, len(pages)); got != "https://reach.example/verify/abcdefghijklmnopqrstuvwx" {
		t.Errorf("the QR code reads %q", got)
	}
	cert := pages[len(pages)-1]
	if !strings.Contains(cert, strings.Repeat("3f", 32)) || !strings.Contains(cert, "typed name in Tangerine, signed in with password") || !strings.Contains(cert, "203.0.113.7") {
		t.Errorf("the certificate lacks the hash, the method or the IP:\n%s", cert)
	}
}

func TestRenderMarksWhatIsMissingOnEveryPage(t *testing.T) {
	b, err := Render(sampleDocument(false))
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("REACH_PDF_OUT"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "unsigned.pdf"), b, 0o644)
	}
	pages := pdftest.Pages(t, b)
	for i, p := range pages {
		if !strings.Contains(p, "Partly signed — not final") {
			t.Errorf("page %d has no 'Partly signed — not final'", i+1)
		}
	}
	all := strings.Join(pages, "\n")
	if strings.Count(all, NotSigned) != 2 || strings.Count(all, NotInitialled) != 8 {
		t.Errorf("want 'Not signed' twice and 'Not initialled' eight times:\n%s", all)
	}
	if !strings.Contains(all, "Nothing has been signed or initialled yet.") {
		t.Error("the certificate does not say nothing is signed")
	}
}

func TestRenderIsByteStable(t *testing.T) {
	a, err := Render(sampleDocument(true))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		b, err := Render(sampleDocument(true))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatal("the same document rendered twice differs")
		}
	}
	other, _ := Render(sampleDocument(false))
	if bytes.Equal(a, other) {
		t.Fatal("two states rendered alike")
	}
}

// A character that no subset of the signature font has is drawn from the body font; one no font
// has is a '?': never a blank.
func TestRenderFallsBackAcrossFonts(t *testing.T) {
	d := sampleDocument(true)
	names := []string{"José Müller-Nuñez", "Łukasz Żółć", "Nguyễn Thị Minh", "Дмитрий"}
	d.Parties = nil
	for i, n := range names {
		d.Parties = append(d.Parties, Party{Ref: fmt.Sprint("Party ", i+1), Name: n, Signature: &Mark{Text: n, Font: "Tangerine", At: t0}})
	}
	d.Parties = append(d.Parties, Party{Ref: "Emoji", Signature: &Mark{Text: "Ana 🙂", Font: "Water Brush", At: t0}})
	d.Sections[3].Title = "Zobowiązania — Łódź" // a heading (emboldened) with characters of another subset
	names = append(names, "4. Zobowiązania — Łódź")
	b, err := Render(d)
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("REACH_PDF_OUT"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "fallback.pdf"), b, 0o644)
	}
	all := strings.Join(pdftest.Pages(t, b), "\n")
	for _, n := range names {
		if !strings.Contains(all, n) {
			t.Errorf("%q is not in the PDF", n)
		}
	}
	if !strings.Contains(all, "Ana ?") {
		t.Error("a character no font has is not drawn as '?'")
	}
}

// embedded lists the fonts b embeds.
func embedded(b []byte) []string {
	var used []string
	for _, part := range bytes.Split(b, []byte("/BaseFont /utf8r-"))[1:] {
		name, _, _ := bytes.Cut(part, []byte("\n"))
		if !slices.Contains(used, string(name)) {
			used = append(used, string(name))
		}
	}
	slices.Sort(used)
	return used
}

// One font is embedded, Noto Sans's Latin subset: signatures, initials and characters of other
// subsets are drawn as outlines (and still read back as text: the tests above).
func TestRenderEmbedsOneFont(t *testing.T) {
	for _, c := range []struct {
		name string
		d    Document
		want []string
	}{
		{"names in Latin", latinDocument(), []string{"noto-sans-latin"}},
		{"Polish, Vietnamese and Russian names", sampleDocument(true), []string{"noto-sans-latin"}},
	} {
		b, err := Render(c.d)
		if err != nil {
			t.Fatal(err)
		}
		if got := embedded(b); !slices.Equal(got, c.want) {
			t.Errorf("%s: the PDF embeds %v, want %v", c.name, got, c.want)
		}
	}
}

// latinDocument is sampleDocument(true) with names that need only the Latin subsets: José
// Müller-Nuñez signs in Tangerine, Ana Lucía Pérez in Square Peg.
func latinDocument() Document {
	d := sampleDocument(true)
	latin := map[string]string{"Łukasz Żółć": "Ana Lucía Pérez", "ŁŻ": "ALP", "Nguyễn Thị Minh, Дмитрий Иванов": "Grace Wanjiru, Peter Otieno"}
	for i := range d.Parties {
		if p := d.Parties[i]; latin[p.Name] != "" {
			d.Parties[i].Name, d.Parties[i].Contact, d.Parties[i].Signature.Text = latin[p.Name], latin[p.Name], latin[p.Name]
		}
	}
	for i := range d.Sections {
		for j := range d.Sections[i].Initials {
			if m := d.Sections[i].Initials[j].Mark; m != nil && latin[m.Text] != "" {
				m.Text = latin[m.Text]
			}
		}
	}
	for i := range d.Details {
		if v := latin[d.Details[i].Value]; v != "" {
			d.Details[i].Value = v
		}
	}
	for i := range d.Records {
		if c := latin[d.Records[i].Contact]; c != "" {
			d.Records[i].Contact = c
		}
	}
	return d
}

// benchmarkRender renders d b.N times and reports the 95th percentile of the renders'
// durations, and the CPU time a render costs (the process's, garbage collection included: what
// a render takes from the machine however busy it is). Each render is the whole work: nothing is kept from one to the next but the parsed
// font tables (read once per process).
func benchmarkRender(b *testing.B, d Document) {
	out, err := Render(d)
	if err != nil {
		b.Fatal(err)
	}
	durations := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		out, err = Render(d)
		durations = append(durations, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	cpu := cpuTime() - cpu0
	slices.Sort(durations)
	p95 := durations[min(len(durations)-1, len(durations)*95/100)]
	b.ReportMetric(float64(p95.Microseconds())/1000, "p95-ms")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
	b.ReportMetric(float64(len(out)), "pdf-bytes")
	b.ReportMetric(float64(len(embedded(out))), "fonts")
}

// BenchmarkRenderSigned is the five-page signed loan agreement of the figures to reach: two
// parties whose names need only the Latin subsets (José Müller-Nuñez in Tangerine, Ana Lucía
// Pérez in Square Peg), initials on each of four sections, the certificate.
func BenchmarkRenderSigned(b *testing.B) { benchmarkRender(b, latinDocument()) }

// BenchmarkRenderSignedMultilingual is the same agreement with a Polish guarantor (Łukasz Żółć,
// initials ŁŻ) and Vietnamese and Russian beneficiaries, drawn from four of the body's subsets.
func BenchmarkRenderSignedMultilingual(b *testing.B) { benchmarkRender(b, sampleDocument(true)) }

// The QR code's picture is a PNG any decoder reads, of the code's modules.
func TestQRPictureIsAPNG(t *testing.T) {
	pix := []byte{0, 255, 255, 0}
	img, err := png.Decode(bytes.NewReader(grayPNG(pix, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if g := img.(*image.Gray); !bytes.Equal(g.Pix, pix) || g.Rect.Dx() != 2 {
		t.Fatalf("decoded %v", g)
	}
	big := bytes.Repeat([]byte{0x80}, 300*300) // more than one stored block
	if img, err := png.Decode(bytes.NewReader(grayPNG(big, 300))); err != nil || !bytes.Equal(img.(*image.Gray).Pix, big) {
		t.Fatalf("a 300 × 300 picture: %v", err)
	}
}

// A word longer than a line (a pasted link) is cut across lines, none of it lost.
func TestRenderCutsAWordLongerThanALine(t *testing.T) {
	d := sampleDocument(false)
	long := "https://example.org/" + strings.Repeat("abcdefghij", 40)
	d.Sections = d.Sections[:1]
	d.Sections[0].Text = "See " + long + " for the budget."
	b, err := Render(d)
	if err != nil {
		t.Fatal(err)
	}
	all := strings.ReplaceAll(strings.Join(pdftest.Pages(t, b), " "), " ", "")
	if !strings.Contains(all, "See"+long+"forthebudget.") {
		t.Errorf("the long word is not whole in:\n%s", all)
	}
}
