package agreement

import (
	"fmt"

	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

type mailKind int

const (
	kindSigning mailKind = iota
	kindReminder
	kindSigned
)

// Label names an agreement for people: "the loan agreement 'Well for Kibera' (version 2)".
func Label(a *model.Agreement) string {
	what := "the loan agreement"
	if a.Kind == model.AgreementMOU {
		what = "the partnership agreement form"
	}
	label := fmt.Sprintf("%s '%s'", what, a.Name)
	if a.Version > 1 {
		label += fmt.Sprintf(" (version %d)", a.Version)
	}
	return label
}

// SignPath is where a party signs (the sign routes of spec/02); ViewPath where anyone who may
// read it reads it.
func SignPath(a *model.Agreement) string {
	if a.Kind == model.AgreementMOU {
		return "/mou/sign/" + a.ID
	}
	return "/loan-agreement/sign/" + a.ID
}

// ViewPath is the agreement's page in the portal.
func ViewPath(a *model.Agreement) string {
	if a.Kind == model.AgreementMOU {
		return "/mous/view/" + a.ID
	}
	if a.ProjectID != nil {
		return "/holistic-projects/" + *a.ProjectID + "/loan-agreement/view/" + a.ID
	}
	return SignPath(a)
}

// partyMails composes one mail of kind per address of p (the contact's, else its members').
func (s *Service) partyMails(a *model.Agreement, p *model.AgreementParty, kind mailKind) ([]*model.OutboxMail, error) {
	var out []*model.OutboxMail
	for _, to := range p.Emails {
		c := mail.Content{To: to, Name: p.ContactName, Agreement: Label(a), Party: p.Ref}
		var k string
		switch kind {
		case kindSigning:
			k, c.URL = mail.KindAgreementSigning, s.publicURL+SignPath(a)
		case kindReminder:
			k, c.URL = mail.KindAgreementReminder, s.publicURL+SignPath(a)
		case kindSigned:
			k, c.URL = mail.KindAgreementSigned, s.publicURL+ViewPath(a)
			if a.FinalizedDate != nil {
				c.When = mail.WhenOf(*a.FinalizedDate)
			}
		}
		m, err := mail.Render(k, c)
		if err != nil {
			return nil, err
		}
		row, err := s.mailer.Queue(m)
		if err != nil {
			return nil, err
		}
		out = append(out, row)
	}
	return out, nil
}
