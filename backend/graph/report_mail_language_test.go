package graph_test

import (
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

// A field worker whose language is Spanish reads the hold mail in Spanish, whatever the staff
// member's language; the reason stays as the staff member typed it.
func TestAHoldMailToASpanishFieldWorkerIsSpanish(t *testing.T) {
	p := newReportPeople(t)
	p.env.DoRequest(graphtest.Request{Token: p.ana,
		Query:     `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, language: "es"}) { language } }`,
		Variables: map[string]any{"id": p.anaU.ID}}).MustOK()
	r := p.create(t)
	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r.ID})
	p.do(t, p.staff, holdRptDoc, "holdReport", map[string]any{"id": r.ID, "r": "Please name the villages."})
	mails := outboxTo(t, p.env, p.anaU.Email)
	if len(mails) != 1 {
		t.Fatalf("%d mails", len(mails))
	}
	m := mails[0]
	if m.Subject != "Su informe está en espera" {
		t.Errorf("subject %q", m.Subject)
	}
	for _, want := range []string{
		// The quarter the Spanish way, as the portal's selector writes it: "T3 2026".
		"Su informe trimestral del grupo de personas para T" + r.Quarter[6:] + " " + r.Quarter[:4] + " quedó en espera por decisión de ",
		"El motivo indicado: Please name the villages.",
		" de 20", // the date: "24 de noviembre de 2026, 12:05 UTC"
		"Abra el informe, retire su envío,",
	} {
		if !strings.Contains(m.TextBody, want) {
			t.Errorf("the hold mail lacks %q:\n%s", want, m.TextBody)
		}
	}
	if strings.Contains(m.TextBody, "was put on hold") || strings.Contains(m.TextBody, "Hello") || strings.Contains(m.TextBody, r.Quarter) {
		t.Errorf("the hold mail is partly English:\n%s", m.TextBody)
	}
}
