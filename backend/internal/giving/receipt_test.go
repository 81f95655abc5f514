package giving

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

func receiptPayment() *model.Payment {
	name, email, fund, method := "أحمد بن علي", "ahmed@example.org", "Adopt a UPG: Somali", "card"
	return &model.Payment{ID: "0190c0de-0000-7000-8000-000000000001", USDCentsAmount: 123450, GivenOn: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC),
		TransactionID: "tx_123", PayerName: &name, PayerEmail: &email, FundName: &fund, PaymentMethodType: &method}
}

func contains(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if w = strings.Join(strings.Fields(w), " "); !strings.Contains(text, w) { // as pdftest.Read spaces it
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

// An Arabic donor's receipt is in Arabic: its labels from the Arabic catalog, the date and the
// amount the Arabic way, set right to left, and pdftotext reads every line back in logical
// order (a Latin fund name, the receipt number and the address inside the Arabic lines).
func TestAnArabicReceiptReadsBackInLogicalOrder(t *testing.T) {
	org := Org{Name: "Reach Missions", Address: "1 Main St; Springfield", TaxID: "12-3456789"}
	b, err := renderPDF(context.Background(), receiptDocIn(org, receiptPayment(), nil, "ar"))
	if err != nil {
		t.Fatal(err)
	}
	pages := pdftest.Read(t, b)
	if len(pages) != 1 {
		t.Fatalf("%d pages", len(pages))
	}
	ar := func(s string, args ...any) string { return i18n.T("ar", s, args...) }
	contains(t, "the Arabic receipt", pages[0], "Reach Missions", ar("Tax / charity number: %s", "12-3456789"), "إيصال تبرع", "رقم الإيصال",
		"R-0190C0DE000070008000000000000001", "تاريخ التبرع", "25 نوفمبر 2026", "مستلَم من", "أحمد بن علي <ahmed@example.org>",
		"المبلغ", ar("%s (US dollars)", DollarsIn("ar", 123450)), ar("One-time gift"), "Adopt a UPG: Somali", "tx_123", ar(receiptClosing))
	for _, english := range []string{"Gift receipt", "Receipt number", "Amount", "US dollars"} {
		if strings.Contains(pages[0], english) {
			t.Errorf("the Arabic receipt says %q:\n%s", english, pages[0])
		}
	}
	if strings.Contains(pages[0], "?") {
		t.Errorf("a character is drawn as '?':\n%s", pages[0])
	}
	// Mirrored: the labels end at the right margin, their values to their left.
	xs := pdftest.WordBoxes(t, b, 1)
	right := rcPageW/25.4*72 - rcMargin/25.4*72
	if x := xs["المبلغ"][1]; x < right-2 || x > right+1 {
		t.Errorf("the label ends at %.1f pt, not at the right margin (%.1f pt)", x, right)
	}
	if xs["tx_123"][1] >= xs["المبلغ"][0] {
		t.Errorf("the reference (%v) is not left of the labels (%v)", xs["tx_123"], xs["المبلغ"])
	}
}

// Spanish and French receipts and their corrections are translated, amounts and dates too.
func TestReceiptsAreTranslated(t *testing.T) {
	p := receiptPayment()
	refund := &model.Payment{USDCentsAmount: -2000, UpdatedAt: time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)}
	for lang, wants := range map[string][]string{
		"es": {"Recibo de donativo corregido", "Fecha del donativo", "25 de noviembre de 2026", DollarsIn("es", 123450), "2 de diciembre de 2026"},
		"fr": {"Reçu de don rectifié", "Date du don", "25 novembre 2026", DollarsIn("fr", 123450), "2 décembre 2026"},
	} {
		b, err := renderPDF(context.Background(), receiptDocIn(Org{}, p, refund, lang))
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(pdftest.Read(t, b), "\n")
		contains(t, lang+" receipt", text, wants...)
		for _, english := range []string{"Gift receipt", "Date of gift", "Refunded"} {
			if strings.Contains(text, english) {
				t.Errorf("the %s receipt says %q", lang, english)
			}
		}
	}
}
