package report

import (
	"context"
	"errors"
	"strings"

	"github.com/reachmissions/reach/backend/internal/db"
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

// typeLabels name each type in a sentence.
var typeLabels = map[string]string{
	model.ReportPGQuarterly:      "people group quarterly report",
	model.ReportHolisticProgress: "holistic project progress report",
	model.ReportHolisticReq:      "holistic project proposal",
	model.ReportTrainEvent:       "training event report",
	model.ReportTrainQuarterly:   "training quarterly report",
}

// Label names a report for its author: "Your people group quarterly report for 2026.Q3".
func Label(r *model.Report) string {
	what := typeLabels[r.Type]
	if what == "" {
		what = "report"
	}
	out := "Your " + what
	if r.Quarter != "" {
		out += " for " + r.Quarter
	}
	return out
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
	msg, err := mail.Render(kind, mail.Content{To: u.Email, Name: u.Name, URL: s.publicURL + ViewPath(r), Report: Label(r),
		Reason: h.Reason, By: h.UserName, When: mail.WhenOf(h.At), ReplyTo: replyTo})
	if err != nil {
		return nil, err
	}
	return s.mailer.Queue(msg)
}
