package giving

import (
	"context"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"

	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// checkoutLanguage is the language of the page a checkout starts from (the request's: a
// signed-in donor's own, else the browser's or the page's ?lang=), stored with the checkout so
// the gift's mails speak it when the donor has no account. The pseudo-locale is English.
func checkoutLanguage(ctx context.Context) string {
	if l := i18n.FromContext(ctx); i18n.Supported(l) {
		return l
	}
	return i18n.English
}

// mailLanguage is the language of a donor's mail: the account's when the gift was given
// signed in (userID) or the address belongs to an active account, else fallback (the language
// of the page the gift was given from).
func (s *Service) mailLanguage(ctx context.Context, userID *string, email, fallback string) string {
	if id := deref(userID); id != "" {
		if u, err := s.store.GetUserByID(ctx, id); err == nil && u.DeletedAt == nil {
			return i18n.Pick(u.Language)
		}
	}
	if email = strings.TrimSpace(email); email != "" {
		if u, err := s.store.GetUserByEmail(ctx, email); err == nil && u.DeletedAt == nil {
			return i18n.Pick(u.Language)
		}
	}
	return i18n.Pick(fallback)
}

// paymentLanguage is mailLanguage for a recorded payment: its checkout's or monthly gift's
// language when the payer has no account.
func (s *Service) paymentLanguage(ctx context.Context, p *model.Payment) string {
	fallback := i18n.English
	if id := deref(p.CheckoutSessionID); id != "" {
		if c, err := s.store.GetCheckout(ctx, id); err == nil {
			fallback = c.Language
		}
	} else if id := deref(p.RecurringPaymentID); id != "" {
		if rp, err := s.store.GetRecurringPayment(ctx, id); err == nil {
			fallback = rp.Language
		}
	}
	return s.mailLanguage(ctx, nil, deref(p.PayerEmail), fallback)
}

// DollarsIn writes cents as US dollars the way lang writes money: "$1,234.50" in English (as
// FormatDollars), "1.234,50 US$", "1 234,50 $US". Digits are Western in every language, as in
// the mail's dates.
func DollarsIn(lang string, cents int64) string {
	lang = i18n.Pick(lang)
	if lang == i18n.English || lang == i18n.Pseudo {
		return FormatDollars(cents)
	}
	l, _ := i18n.Get(lang)
	tag, err := language.Parse(l.Intl + "-u-nu-latn")
	if err != nil {
		return FormatDollars(cents)
	}
	neg := cents < 0
	abs := uint64(cents)
	if neg {
		abs = -abs
	}
	n := message.NewPrinter(tag).Sprint(number.Decimal(float64(abs)/100, number.MinFractionDigits(2), number.MaxFractionDigits(2)))
	if neg {
		n = "-" + n
	}
	return i18n.T(lang, "US$%s", n)
}
