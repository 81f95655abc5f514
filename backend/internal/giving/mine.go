package giving

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// MaxMyGifts bounds the gifts 'My Giving' lists (newest first).
const MaxMyGifts = 500

// Messages of 'My Giving'.
const (
	MsgGiftNotFound = "Gift not found"
	MsgBadYear      = "Choose a year between 2000 and this year."
)

// myPayers are the contacts whose gifts the signed-in viewer sees as theirs:
// their own contact and the account (household, organisation) the request
// acts for, which the session has already checked they belong to.
func myPayers(ctx context.Context) ([]string, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.UserID == "" {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	var out []string
	for _, id := range []string{v.UserContactID, v.ContactID} {
		if id != "" && !slices.Contains(out, id) && !(id == v.ContactID && v.ContactRefused) {
			out = append(out, id)
		}
	}
	if out == nil {
		out = []string{}
	}
	return out, nil
}

// MyGifts answers the signed-in donor's payments (refunds included, failed
// charges left out: nothing was given), newest first.
func (s *Service) MyGifts(ctx context.Context) ([]*model.Payment, error) {
	payers, err := myPayers(ctx)
	if err != nil {
		return nil, err
	}
	per, desc := MaxMyGifts, "DESC"
	field := "givenOn"
	rows, _, err := s.store.ListPayments(ctx, db.PaymentQuery{Payers: payers, NotStatus: model.PaymentFailed, ListPage: db.ListArgs{PerPage: &per, SortField: &field, SortOrder: &desc}.ListPage(false)})
	return rows, err
}

// PDFFile is a PDF for download.
type PDFFile struct {
	Name string
	Data []byte
}

// MyReceipt draws the receipt of one of the signed-in donor's payments (a
// refund's: the corrected receipt of its payment). Anyone else's payment
// answers NOT_FOUND, as an unknown one does.
func (s *Service) MyReceipt(ctx context.Context, paymentID string) (*PDFFile, error) {
	payers, err := myPayers(ctx)
	if err != nil {
		return nil, err
	}
	notFound := apperr.New(apperr.NotFound, MsgGiftNotFound)
	p, err := s.store.GetPayment(ctx, paymentID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound
	}
	if err != nil {
		return nil, fmt.Errorf("giving: load payment: %w", err)
	}
	if p.PayerID == nil || !slices.Contains(payers, *p.PayerID) || p.Status == model.PaymentFailed {
		return nil, notFound
	}
	var d pdfDoc
	if p.RefundForID != nil {
		orig, err := s.store.GetPayment(ctx, *p.RefundForID)
		if err != nil {
			return nil, fmt.Errorf("giving: load refunded payment: %w", err)
		}
		d = receiptDocIn(s.org, orig, p, i18n.FromContext(ctx))
	} else {
		d = receiptDocIn(s.org, p, nil, i18n.FromContext(ctx))
	}
	b, err := renderPDF(ctx, d)
	if err != nil {
		return nil, err
	}
	return &PDFFile{Name: "receipt-" + d.Number + ".pdf", Data: b}, nil
}

// MyStatement draws the signed-in donor's giving statement for year: every
// gift given that year, refunds taken off, and the total.
func (s *Service) MyStatement(ctx context.Context, year int) (*PDFFile, error) {
	now := s.clock()
	if year < 2000 || year > now.Year() {
		return nil, apperr.Input("year", MsgBadYear)
	}
	gifts, err := s.MyGifts(ctx)
	if err != nil {
		return nil, err
	}
	v := auth.ViewerFrom(ctx)
	name := ""
	if u, err := s.store.GetUserByID(ctx, v.UserID); err == nil {
		name = u.Name + " <" + u.Email + ">"
	}
	// In the donor's language (the signed-in user's; pdfLanguage).
	lang := pdfLanguage(i18n.FromContext(ctx))
	t := func(english string, args ...any) string { return i18n.T(lang, english, args...) }
	table := [][]string{{t("Date"), t("Gift"), t("Amount"), t("Receipt")}}
	var total int64
	for i := len(gifts) - 1; i >= 0; i-- { // oldest first
		p := gifts[i]
		if p.GivenOn.UTC().Year() != year {
			continue
		}
		no := ReceiptNumber(p)
		what := deref(p.FundName)
		if p.RefundForID != nil {
			what = t("Refund: %s", what)
			if orig, err := s.store.GetPayment(ctx, *p.RefundForID); err == nil {
				no = correctedNumber(orig, -p.USDCentsAmount)
			}
		}
		table = append(table, []string{mail.ShortDateIn(lang, p.GivenOn), what, DollarsIn(lang, p.USDCentsAmount), no})
		total += p.USDCentsAmount
	}
	d := pdfDoc{
		Title: t("Giving statement %d", year), Date: time.Date(year, 12, 31, 0, 0, 0, 0, time.UTC), Org: s.org,
		Fields: [][2]string{{t("Donor"), name}, {t("Period"), t("1 January to 31 December %d", year)}, {t("Issued"), dateText(lang, now)}},
		Table:  table, Total: DollarsIn(lang, total), Closing: t(receiptClosing), Lang: lang,
	}
	if len(table) == 1 {
		d.Note = t("No gifts were recorded for this year.")
	}
	b, err := renderPDF(ctx, d)
	if err != nil {
		return nil, err
	}
	return &PDFFile{Name: "giving-statement-" + strconv.Itoa(year) + ".pdf", Data: b}, nil
}

// ReceiptNumberOf is the number on p's receipt: a refund's is the corrected
// receipt of its payment.
func (s *Service) ReceiptNumberOf(ctx context.Context, p *model.Payment) string {
	if p.RefundForID != nil {
		if orig, err := s.store.GetPayment(ctx, *p.RefundForID); err == nil {
			return correctedNumber(orig, -p.USDCentsAmount)
		}
	}
	return ReceiptNumber(p)
}
