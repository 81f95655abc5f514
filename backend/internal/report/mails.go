package report

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Mailer composes mail for the outbox and delivers it after the transaction that stored it
// (mail.Service).
type Mailer interface {
	Queue(m mail.Message) (*model.OutboxMail, error)
	DeliverQueued(row *model.OutboxMail)
}

// Authors finds a report's author, to write to them.
type Authors interface {
	GetUserByID(ctx context.Context, id string) (*model.User, error)
}

// SetMail makes Hold and Reject write to the report's author (at the user's email), in the
// decision's transaction, linking to the report under publicURL (REACH_PUBLIC_URL).
func (s *Service) SetMail(m Mailer, authors Authors, publicURL string) {
	s.mailer, s.authors, s.publicURL = m, authors, strings.TrimRight(publicURL, "/")
}

// typeLabels name each type in a sentence, for its author: without and with the quarter. Each
// is a whole catalog message (catalogs/mail.<code>.json), so a language orders it its own way.
var typeLabels = map[string][2]string{
	model.ReportPGQuarterly:      {"Your people group quarterly report", "Your people group quarterly report for %s"},
	model.ReportHolisticProgress: {"Your holistic project progress report", "Your holistic project progress report for %s"},
	model.ReportHolisticReq:      {"Your holistic project proposal", "Your holistic project proposal for %s"},
	model.ReportTrainEvent:       {"Your training event report", "Your training event report for %s"},
	model.ReportTrainQuarterly:   {"Your training quarterly report", "Your training quarterly report for %s"},
}

// Label names a report for its author: "Your people group quarterly report for 2026.Q3".
func Label(r *model.Report) string { return LabelIn(i18n.English, r) }

// LabelIn is Label in lang, its quarter too (QuarterIn): "Su informe trimestral del grupo de
// personas para T3 2026".
func LabelIn(lang string, r *model.Report) string {
	l, ok := typeLabels[r.Type]
	if !ok {
		l = [2]string{"Your report", "Your report for %s"}
	}
	if r.Quarter != "" {
		return i18n.T(lang, l[1], QuarterIn(lang, r.Quarter))
	}
	return i18n.T(lang, l[0])
}

// A quarter as a person reads it, one message per quarter with the year as its argument: the
// words of the portal's quarter selector (apps/portal/src/reports/quarters.ts, formatQuarter).
// English is the spec's "2026.Q3", as the apps show it.
const (
	msgQuarter1 = "%d.Q1"
	msgQuarter2 = "%d.Q2"
	msgQuarter3 = "%d.Q3"
	msgQuarter4 = "%d.Q4"
)

var quarterWords = [4]string{msgQuarter1, msgQuarter2, msgQuarter3, msgQuarter4}

// QuarterIn writes quarter q ("YYYY.Qn", as stored) in lang: "2026.Q3", "T3 2026",
// "3e trimestre 2026", "الربع الثالث 2026" (Western digits, as the mail's dates). Anything
// else is written as it is.
func QuarterIn(lang, q string) string {
	if !ValidQuarter(q) {
		return q
	}
	year, _ := strconv.Atoi(q[:4])
	return i18n.T(lang, quarterWords[q[6]-'1'], year)
}

// ViewPath is where the portal shows r (spec/03 §2).
func ViewPath(r *model.Report) string {
	switch r.Type {
	case model.ReportPGQuarterly:
		if r.PeopleGroupID != nil {
			return "/upgs/" + *r.PeopleGroupID + "/reports/view/" + r.ID
		}
	case model.ReportHolisticProgress:
		if r.HolisticProjectID != nil {
			return "/holistic-projects/" + *r.HolisticProjectID + "/reports/view/" + r.ID
		}
	case model.ReportHolisticReq:
		return "/holistic-proposals/view/" + r.ID
	case model.ReportTrainEvent:
		return "/training-reports/event/view/" + r.ID
	case model.ReportTrainQuarterly:
		return "/training-reports/quarterly/view/" + r.ID
	}
	return "/reports/view/" + r.ID
}

// decisionMail composes the mail that tells r's author of a hold or a rejection (m.to), or nil
// when no mail is wired or the author has no address to write to. Replies go to the staff member
// who decided (Reply-To), as the mail says.
func (s *Service) decisionMail(ctx context.Context, r *model.Report, to string, h *model.ReportHistory) (*model.OutboxMail, error) {
	if s.mailer == nil || s.authors == nil {
		return nil, nil
	}
	var kind string
	switch to {
	case model.ReportHold:
		kind = mail.KindReportHeld
	case model.ReportRejected:
		kind = mail.KindReportRejected
	default:
		return nil, nil
	}
	u, err := s.authors.GetUserByID(ctx, r.CreatedBy)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if u == nil || !mail.ValidAddress(strings.TrimSpace(u.Email)) {
		return nil, nil
	}
	// The mail asks the author to reply to the staff member who decided: the reply goes to them.
	replyTo := ""
	if staff, err := s.authors.GetUserByID(ctx, h.UserID); err == nil && staff != nil && mail.ValidAddress(strings.TrimSpace(staff.Email)) {
		replyTo = strings.TrimSpace(staff.Email)
	} else if err != nil && !errors.Is(err, db.ErrNotFound) {
		return nil, err
	}
	// In the author's language; the reason stays as staff typed it.
	msg, err := mail.Render(kind, mail.Content{Lang: u.Language, To: u.Email, Name: u.Name, URL: s.publicURL + ViewPath(r),
		Report: LabelIn(u.Language, r), Reason: h.Reason, By: h.UserName, When: mail.WhenIn(u.Language, h.At), ReplyTo: replyTo})
	if err != nil {
		return nil, err
	}
	return s.mailer.Queue(msg)
}
