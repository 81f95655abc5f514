package pdf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

// arClause is a clause staff typed in Arabic, with a Latin project name, numbers and Arabic
// punctuation inside.
const arClause = "يستخدم المقترض القرض لمشروع Well for Kibera فقط، ويحتفظ بإيصالات كل عملية شراء. ويسدّد المقترض 24 قسطًا شهريًا بدءًا من مارس 2027، ويجوز له السداد المبكر في أي وقت دون رسوم."

// arabicDocument is a loan agreement in Arabic: the labels from the catalogs, an Arabic party's
// name and signature, Arabic clauses with a Latin project name and numbers, and a certificate.
func arabicDocument() Document {
	ar := func(s string, args ...any) string { return i18n.T("ar", s, args...) }
	at := t0.Add(time.Hour)
	d := Document{
		Lang: "ar", Organisation: "Reach", Kind: ar("Loan Agreement"), Name: "بئر كيبيرا — المرحلة 2", Version: 2, Status: ar("Signed"),
		Details: []Detail{
			{ar("Project"), "Well for Kibera"}, {ar("Amount"), "12,500.00 US$"}, {ar("Terms"), "السداد خلال 24 شهرًا دون فوائد."},
			{ar("Approval date"), Day("ar", t0)},
		},
		ContentHash: strings.Repeat("3f", 32), AgreementID: "0190c0de-0000-7000-8000-000000000001",
		VerifyURL: "https://reach.example/verify/abcdefghijklmnopqrstuvwx", Date: at,
	}
	for i, title := range []string{"استخدام القرض", "السداد", "الضمانات"} {
		sec := Section{Title: title, Text: arClause + "\n" + arClause + " " + arClause}
		sec.Initials = []Initial{{Party: "المقترض (أحمد بن علي)", Mark: &Mark{Text: "أ.ع", Font: "Tangerine", At: at}}}
		d.Sections = append(d.Sections, sec)
		d.Records = append(d.Records, Record{What: ar("Initials on %[1]d. %[2]s", i+1, title), Party: "المقترض", Contact: "أحمد بن علي",
			User: "ahmed@example.org", At: at, Method: ar("typed %[1]s in %[2]s, %[3]s", ar("initials"), "Tangerine", ar("signed in with %s", ar("password"))), IP: "203.0.113.7"})
	}
	d.Parties = []Party{{Ref: "المقترض", Name: "أحمد بن علي الحسيني", Contact: "أحمد بن علي", Signature: &Mark{Text: "أحمد بن علي", Font: "Tangerine", At: at}}}
	return d
}

func TestArabicAgreementReadsBackInLogicalOrder(t *testing.T) {
	b, err := Render(arabicDocument())
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("REACH_PDF_OUT"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "arabic.pdf"), b, 0o644)
	}
	pages := pdftest.Read(t, b)
	if len(pages) != 3 {
		t.Fatalf("%d pages, want 3", len(pages))
	}
	first, parties, cert := pages[0], pages[1], pages[2]
	// Every string as it was typed or translated: the PDF's words from the Arabic catalog, with
	// numbers, dates and Latin names where they belong inside the Arabic lines.
	contains := func(what, text string, wants ...string) {
		t.Helper()
		for _, w := range wants {
			if !strings.Contains(text, w) {
				t.Errorf("%s lacks %q:\n%s", what, w, text)
			}
		}
	}
	contains("the first page", first, "اتفاقية قرض", "بئر كيبيرا — المرحلة 2", "الإصدار 2 · الحالة: موقَّعة", "التفاصيل",
		"المشروع", "Well for Kibera", "المبلغ", "12,500.00 US$", "الشروط", "السداد خلال 24 شهرًا دون فوائد.",
		"تاريخ الموافقة", "25 نوفمبر 2026", "1. استخدام القرض", arClause, "الأحرف الأولى — المقترض (أحمد بن علي)",
		"25 نوفمبر 2026، 10:00 UTC", "الصفحة 1 من 3", "بصمة SHA-256 للمحتوى "+strings.Repeat("3f", 32))
	contains("the parties' page", parties, "Reach · اتفاقية قرض · بئر كيبيرا — المرحلة 2 v2", "الأطراف", "المقترض", "أحمد بن علي الحسيني",
		"جهة الاتصال: أحمد بن علي", "وُقِّع في 25 نوفمبر 2026، 10:00 UTC", "الصفحة 2 من 3")
	contains("the certificate", cert, "شهادة التوقيع", "اتفاقية قرض · بئر كيبيرا — المرحلة 2 · الإصدار 2 · موقَّعة", "معرّف الاتفاقية",
		"0190c0de-0000-7000-8000-000000000001", "بصمة SHA-256 للمحتوى (النص المثبَّت الذي قرأه كل طرف)", "تحقّق من ملف PDF هذا ومن توقيعاته على",
		"https://reach.example/verify/abcdefghijklmnopqrstuvwx", "التوقيعات والأحرف الأولى", "العلامة والطرف", "الوقت (UTC)", "عنوان IP",
		"ahmed@example.org", "203.0.113.7", "الصفحة 3 من 3")
	if all := strings.Join(pages, "\n"); strings.Contains(all, "?") {
		t.Errorf("a character is drawn as '?':\n%s", all)
	}
	// pdftotext -raw, the order the text is drawn in, keeps every Arabic word whole.
	raw := strings.Join(pdftest.Pages(t, b), " ")
	for _, w := range strings.Fields(arClause + " أحمد بن علي الحسيني") {
		if !strings.Contains(raw, strings.Trim(w, "،.")) {
			t.Errorf("pdftotext -raw lacks %q", w)
		}
	}
	// The layout is mirrored: the headings and labels start at the right margin, the values sit
	// to the left of their labels.
	xs := pdftest.WordBoxes(t, b, 1)
	right := pageW/25.4*72 - marginX/25.4*72
	for _, w := range []string{"التفاصيل", "المبلغ"} {
		if x := xs[w][1]; x < right-2 || x > right+1 {
			t.Errorf("%q ends at %.1f pt, not at the right margin (%.1f pt)", w, x, right)
		}
	}
	if xs["Kibera"][1] >= xs["المشروع"][0] {
		t.Errorf("the project's name (%v) is not left of its label (%v)", xs["Kibera"], xs["المشروع"])
	}
}

// Arabic typed into an agreement of another language prints, shaped, in logical order.
func TestArabicTypedInAnEnglishAgreementPrints(t *testing.T) {
	d := sampleDocument(true)
	d.Parties[1].Name = "فاطمة الزهراء"
	d.Parties[1].Signature.Text = "فاطمة"
	d.Sections[0].Text = "The Borrower, مؤسسة الأمل, repays 24 instalments."
	b, err := Render(d)
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Join(pdftest.Read(t, b), "\n")
	for _, w := range []string{"فاطمة الزهراء", "The Borrower, مؤسسة الأمل, repays 24 instalments.", "Signature", "Certificate of signing"} {
		if !strings.Contains(all, w) {
			t.Errorf("the English PDF lacks %q:\n%s", w, all)
		}
	}
	if strings.Contains(all, "?") {
		t.Error("Arabic is drawn as '?'")
	}
}

func TestPrintsEveryLanguageReachSpeaks(t *testing.T) {
	for _, l := range i18n.All() {
		if !Prints(l.Code) {
			t.Errorf("the PDF cannot print %s", l.Code)
		}
	}
	if Prints("de") {
		t.Error("the PDF prints a language Reach does not speak")
	}
}

func BenchmarkRenderSignedArabic(b *testing.B) { benchmarkRender(b, arabicDocument()) }
