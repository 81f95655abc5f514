package graph_test

import (
	"strings"
	"testing"
)

// The hold and rejection mails ask their reader to reply to the staff member who decided:
// the reply goes to that staff member (Reply-To), never to the address mail comes from.
func TestReportDecisionMailsReplyToTheStaffMember(t *testing.T) {
	p := newReportPeople(t)
	staff := myProfile(t, p.env, p.staff)
	for i, decide := range []struct{ doc, field, kind string }{
		{holdRptDoc, "holdReport", "REPORT_HELD"},
		{rejectRptDoc, "rejectReport", "REPORT_REJECTED"},
	} {
		r := p.create(t)
		p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r.ID})
		p.do(t, p.staff, decide.doc, decide.field, map[string]any{"id": r.ID, "r": "Please name the villages."})
		mails := outboxTo(t, p.env, p.anaU.Email)
		if len(mails) != i+1 {
			t.Fatalf("%d mails after %s", len(mails), decide.field)
		}
		m := mails[i]
		if m.Kind != decide.kind || m.ReplyTo == nil || *m.ReplyTo != staff.Email {
			t.Fatalf("%s: kind %s, reply-to %v, want %s", decide.field, m.Kind, m.ReplyTo, staff.Email)
		}
		if !strings.Contains(m.TextBody, "reply to this mail: your reply goes to "+staff.Name) {
			t.Errorf("%s: the mail does not say where a reply goes:\n%s", decide.field, m.TextBody)
		}
	}
}
