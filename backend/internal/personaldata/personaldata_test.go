package personaldata_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"runtime"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/personaldata"
)

// bigReceipts answers every receipt as the same 1 MiB: the export must pass it on, not keep it.
type bigReceipts struct {
	pdf   []byte
	drawn int
}

func (r *bigReceipts) MyReceipt(_ context.Context, id string) (*giving.PDFFile, error) {
	r.drawn++
	return &giving.PDFFile{Name: id + ".pdf", Data: r.pdf}, nil
}

type noAgreements struct{}

func (noAgreements) PDF(context.Context, string) (*agreement.PDFFile, error) {
	return nil, fmt.Errorf("no agreement expected")
}

// peakWriter counts what passes through it and samples the heap every MiB.
type peakWriter struct {
	n, next int64
	peak    uint64
}

func (w *peakWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	if w.n >= w.next {
		w.next = w.n + 1<<20
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		w.peak = max(w.peak, m.HeapAlloc)
	}
	return len(p), nil
}

func TestExportOfManyGiftsStaysBoundedInMemory(t *testing.T) {
	store := bundbtest.New(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	u, err := store.CreateUser(ctx, db.NewUser{Username: "many", Name: "Many Gifts", Email: "many@example.org", PasswordHash: "x", EmailVerified: true, Roles: []string{"partner"}}, now)
	if err != nil {
		t.Fatal(err)
	}
	const gifts = 200
	rows := make([]*model.Payment, gifts)
	for i := range rows {
		at := now.Add(-time.Duration(i) * time.Hour)
		rows[i] = &model.Payment{ID: fmt.Sprintf("p-%03d", i), Status: model.PaymentPaid, USDCentsAmount: 1000, PayerID: &u.ContactID,
			GivenOn: at, TransactionID: fmt.Sprintf("tx-%03d", i), CreatedAt: at, UpdatedAt: at}
	}
	if _, err := store.Bun().NewInsert().Model(&rows).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	receipts := &bigReceipts{pdf: bytes.Repeat([]byte("%PDF-1.4 receipt "), 1<<20/17+1)}
	svc := personaldata.New(store, receipts, noAgreements{})
	vctx := auth.WithViewer(ctx, &auth.Viewer{UserID: u.ID, Username: u.Username, ContactID: u.ContactID, UserContactID: u.ContactID})
	e, err := svc.Prepare(vctx)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	w := &peakWriter{}
	if err := e.Write(w); err != nil {
		t.Fatal(err)
	}
	if receipts.drawn != gifts {
		t.Errorf("drew %d receipts, want %d", receipts.drawn, gifts)
	}
	// 200 MiB of receipts went through; the heap never held more than a few of them.
	if w.n < gifts<<20 {
		t.Errorf("wrote %d bytes, want at least %d", w.n, gifts<<20)
	}
	t.Logf("heap peak %d MiB for %d MiB written", w.peak>>20, w.n>>20)
	if w.peak > 64<<20 {
		t.Errorf("heap reached %d MiB while writing %d MiB", w.peak>>20, w.n>>20)
	}
}

func TestExportNeedsASignedInPerson(t *testing.T) {
	store := bundbtest.New(t)
	svc := personaldata.New(store, &bigReceipts{}, noAgreements{})
	for _, ctx := range []context.Context{context.Background(), auth.WithViewer(context.Background(), &auth.Viewer{})} {
		if _, err := svc.Prepare(ctx); apperr.As(err) == nil || apperr.As(err).Code != apperr.Unauthenticated {
			t.Errorf("Prepare signed out = %v, want UNAUTHENTICATED", err)
		}
	}
}

// The zip's files, in the order written (a reader sees the profile first).
func TestExportListsItsFiles(t *testing.T) {
	store := bundbtest.New(t)
	ctx := context.Background()
	u, err := store.CreateUser(ctx, db.NewUser{Username: "few", Name: "Few", Email: "few@example.org", PasswordHash: "x", Roles: []string{"partner"}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	svc := personaldata.New(store, &bigReceipts{}, noAgreements{})
	e, err := svc.Prepare(auth.WithViewer(ctx, &auth.Viewer{UserID: u.ID, ContactID: u.ContactID, UserContactID: u.ContactID}))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := e.Write(&buf); err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range z.File {
		got = append(got, f.Name)
		if f.Name == personaldata.FileGifts {
			r, _ := f.Open()
			b, _ := io.ReadAll(r)
			if string(b) != "[]\n" {
				t.Errorf("gifts.json of nobody's gifts = %q", b)
			}
		}
	}
	want := fmt.Sprint([]string{"profile.json", "contacts.json", "gifts.json", "recurring-gifts.json", "adoptions.json", "sponsorships.json", "reports.json", "agreements.json"})
	if fmt.Sprint(got) != want {
		t.Errorf("files = %v, want %v", got, want)
	}
}
