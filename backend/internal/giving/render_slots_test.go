package giving

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement/pdf"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Receipts and giving statements are drawn through the render slots agreements use: while
// every slot is taken, a receipt waits its turn (here its request ends first), and draws once
// one is given back.
func TestReceiptsShareTheAgreementsRenderSlots(t *testing.T) {
	var held []func()
	for range max(1, pdf.MaxRenders) {
		release, err := pdf.Acquire(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, release)
	}
	doc := receiptDoc(Org{Name: "Reach Missions"}, &model.Payment{ID: "p1", USDCentsAmount: 3000, GivenOn: time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), TransactionID: "tx"}, nil)
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	if b, err := renderPDF(ended, doc); !errors.Is(err, context.Canceled) || b != nil {
		t.Fatalf("a receipt was drawn while every render slot was taken: %d bytes, %v", len(b), err)
	}
	held[0]()
	b, err := renderPDF(context.Background(), doc)
	if err != nil || len(b) == 0 {
		t.Fatalf("with a slot free the receipt is not drawn: %v", err)
	}
	for _, release := range held[1:] {
		release()
	}
}
