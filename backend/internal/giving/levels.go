package giving

import (
	"fmt"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Level is one row of the adoption level table (spec/01 section 9).
type Level struct {
	Key string
	// MonthlyCents is the monthly gift in US cents; 0 for prayer.
	MonthlyCents int64
	// Effect is what the gift does, as the giving site says it.
	Effect string
}

// OneTimeCents is twelve months' gift.
func (l Level) OneTimeCents() int64 { return 12 * l.MonthlyCents }

// Levels is the adoption level table. The server charges only these amounts.
var Levels = map[string]Level{
	model.AdopterPray: {model.AdopterPray, 0, "commitment to pray"},
	model.AdopterLv1:  {model.AdopterLv1, 30_00, "partially sponsors 1 missionary"},
	model.AdopterLv2:  {model.AdopterLv2, 100_00, "sponsors 1 missionary"},
	model.AdopterLv3:  {model.AdopterLv3, 300_00, "sponsors 3 missionaries"},
}

// Amount is what a level costs: monthly when recurring, else once.
func (l Level) Amount(recurring bool) int64 {
	if recurring {
		return l.MonthlyCents
	}
	return l.OneTimeCents()
}

// MaxProjectDollars is the largest project gift taken online (Stripe's
// single-charge limit is $999,999.99).
const MaxProjectDollars = 999_999

// ProjectAmountCents checks a project gift's amount in whole dollars (the
// giving form's) and answers what is charged, in cents.
func ProjectAmountCents(dollars *int) (int64, error) {
	switch {
	case dollars == nil:
		return 0, apperr.Input("amount", MsgLevelRequired)
	case *dollars <= 0:
		return 0, apperr.Input("amount", MsgAmountRequired)
	case *dollars > MaxProjectDollars:
		return 0, apperr.Input("amount", MsgAmountTooLarge)
	}
	return int64(*dollars) * 100, nil
}

// Messages of the payment redirect (spec/01 section 5) and of completion.
const (
	MsgLevelRequired     = "Level is required"
	MsgRecurringRequired = "Recurring is required"
	MsgStartDateRequired = "Start date is required"
	MsgAmountRequired    = "Please enter a donation amount"
	MsgUnreached         = "This page is unreached. Keep praying."
	MsgDateInvalid       = "Please select a date"
	MsgDatePast          = "The first donation date cannot be in the past"
	MsgDateTooFar        = "Please select a first donation date within the next year"
	MsgPaymentNotFound   = "We could not find this payment. Nothing was recorded."
	MsgNotPaid           = "This payment has not been completed, so nothing was recorded. Please try again."
	MsgExpired           = "This checkout has expired and nothing was charged. Please start again."
	MsgAmountMismatch    = "The amount paid does not match the gift, so nothing was recorded. Please contact us."
	// MsgAmountTooLarge refuses a project gift above MaxProjectDollars.
	MsgAmountTooLarge = "Please enter a donation amount of at most $999,999"
)

// MinTrial is how far ahead Stripe needs a subscription's trial_end.
const MinTrial = 48 * time.Hour

// Start is when a gift's first charge happens.
type Start struct {
	// Now is true when the first charge is taken at checkout.
	Now bool
	// At is the first charge: the checkout time, or the trial end.
	At time.Time
}

// ResolveStart decides when a monthly gift's first charge happens. The start
// date is a calendar day (YYYY-MM-DD) in the donor's time zone, which the
// server does not know, so:
//   - a day before yesterday (UTC) is refused as past;
//   - yesterday or today (UTC) charges at checkout (the spec's default start
//     is today; yesterday is still today somewhere west of UTC);
//   - a later day starts at 00:00 UTC of that day, as Stripe's trial_end,
//     but Stripe needs trial_end at least 48 hours ahead: a start less than
//     48 hours away moves to 48 hours (and a minute) from now;
//   - at most one year ahead.
func ResolveStart(date string, now time.Time) (Start, error) {
	date = strings.TrimSpace(date)
	if date == "" {
		return Start{}, apperr.Input("startDate", MsgStartDateRequired)
	}
	if len(date) > 10 && date[10] == 'T' {
		date = date[:10]
	}
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return Start{}, apperr.Input("startDate", MsgDateInvalid)
	}
	now = now.UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	switch {
	case d.Before(today.AddDate(0, 0, -1)):
		return Start{}, apperr.Input("startDate", MsgDatePast)
	case !d.After(today):
		return Start{Now: true, At: now}, nil
	case d.After(today.AddDate(1, 0, 0)):
		return Start{}, apperr.Input("startDate", MsgDateTooFar)
	}
	if min := now.Add(MinTrial + time.Minute); d.Before(min) {
		return Start{At: min.Truncate(time.Second)}, nil
	}
	return Start{At: d}, nil
}

// FormatDollars shows cents as the giving site does: $1,200.00.
func FormatDollars(cents int64) string {
	neg := cents < 0
	abs := uint64(cents)
	if neg {
		abs = -abs // two's complement: right for math.MinInt64 too
	}
	whole := fmt.Sprint(abs / 100)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	s := fmt.Sprintf("$%s.%02d", b.String(), abs%100)
	if neg {
		s = "-" + s
	}
	return s
}
