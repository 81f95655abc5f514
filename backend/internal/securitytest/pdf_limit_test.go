package securitytest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/server"
)

// statements asks for n giving statements in one document, each under its own alias.
func statements(n int) string {
	var q strings.Builder
	q.WriteString("query($y: Int!) {")
	for i := range n {
		fmt.Fprintf(&q, " s%d: myGivingStatement(year: $y) { fileName base64 }", i)
	}
	q.WriteString(" }")
	return q.String()
}

// A hundred aliases of myGivingStatement in one document drew a hundred PDFs, one after another,
// outside the agreements' render limit. Now a field that draws a PDF costs PDFFieldCost against
// the document's complexity, so the document is refused, with a message that says so, before
// any resolver runs; a document within the limit still gets its PDFs, drawn through the render
// slots agreements use.
func TestAHundredStatementsInOneDocumentAreRefused(t *testing.T) {
	env := graphtest.New(t)
	donor, _ := env.SignInAs("partner")
	year := map[string]any{"y": time.Now().UTC().Year()}

	for _, n := range []int{100, server.MaxPDFsPerQuery + 1} {
		res := env.Do(donor, statements(n), year)
		res.MustFail("COMPLEXITY_LIMIT_EXCEEDED", fmt.Sprintf("at most %d PDFs in one query", server.MaxPDFsPerQuery))
		if len(res.Data) != 0 && string(res.Data) != "null" {
			t.Fatalf("%d statements: the refused document ran: %s", n, res.Data)
		}
	}
	// The same cost for a receipt, and for statements mixed with receipts.
	mixed := strings.TrimSuffix(statements(server.MaxPDFsPerQuery), " }") + ` r: myGiftReceipt(paymentId: "p") { fileName } }`
	env.Do(donor, mixed, year).MustFail("COMPLEXITY_LIMIT_EXCEEDED", "PDFs in one query")

	// Within the limit every statement is drawn.
	var got map[string]struct{ FileName, Base64 string }
	env.Do(donor, statements(server.MaxPDFsPerQuery), year).MustDecode(&got)
	if len(got) != server.MaxPDFsPerQuery {
		t.Fatalf("%d statements, want %d", len(got), server.MaxPDFsPerQuery)
	}
	for alias, pdf := range got {
		if !strings.HasPrefix(pdf.FileName, "giving-statement-") || len(pdf.Base64) < 100 {
			t.Fatalf("%s: %q and %d bytes of base64", alias, pdf.FileName, len(pdf.Base64))
		}
	}
}
