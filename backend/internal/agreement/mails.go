package agreement

import (
	"github.com/reachmissions/reach/backend/internal/i18n"
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
func Label(a *model.Agreement) string { return LabelIn(i18n.English, a) }

// LabelIn is Label in lang: "el acuerdo de préstamo «Well for Kibera» (versión 2)". The name
// is as staff typed it.
func LabelIn(lang string, a *model.Agreement) string {
	label := i18n.T(lang, "the loan agreement '%s'", a.Name)
	if a.Kind == model.AgreementMOU {
		label = i18n.T(lang, "the partnership agreement form '%s'", a.Name)
	}
	if a.Version > 1 {
		label = i18n.T(lang, "%s (version %d)", label, a.Version)
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
		// In the agreement's language (model.Agreement.Language: staff chose it for its parties);
		// the party's name for its role is as staff typed it.
		lang := i18n.Pick(a.Language)
		c := mail.Content{Lang: lang, To: to, Name: p.ContactName, Agreement: LabelIn(lang, a), Party: p.Ref}
		var k string
		switch kind {
		case kindSigning:
			k, c.URL = mail.KindAgreementSigning, s.publicURL+SignPath(a)
		case kindReminder:
			k, c.URL = mail.KindAgreementReminder, s.publicURL+SignPath(a)
		case kindSigned:
			k, c.URL = mail.KindAgreementSigned, s.publicURL+ViewPath(a)
			if a.FinalizedDate != nil {
				c.When = mail.WhenIn(lang, *a.FinalizedDate)
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
