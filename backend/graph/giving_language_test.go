package graph_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

// A French browser gives without an account: the checkout keeps its language, and the receipt
// mail, its PDF and the invite are in French, amounts and dates the French way.
func TestAFrenchBrowsersGiftIsReceiptedInFrench(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	var d struct{ StartAdoptionCheckout checkout }
	env.DoRequest(graphtest.Request{Query: startAdoption, Header: map[string]string{"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"},
		Variables: map[string]any{"in": map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV2", "recurring": false, "commitToAdopt": true}}}).
		MustOK().MustDecode(&d)
	c := d.StartAdoptionCheckout
	var stored model.CheckoutSession
	if err := env.DB.Bun().NewSelect().Model(&stored).Where("id = ?", c.SessionID).Scan(context.Background()); err != nil || stored.Language != "fr" {
		t.Fatalf("the checkout's language is %q (%v), want fr", stored.Language, err)
	}
	payInSandbox(t, env, c.URL, "Fiona Donatrice", "fiona@example.org")
	complete(t, env, "", completeAdoption, c.SessionID)

	got := receipts(t, env, "fiona@example.org")
	if len(got) != 1 {
		t.Fatalf("%d receipts", len(got))
	}
	m := got[0]
	if !strings.HasPrefix(m.Subject, "Votre reçu R-") {
		t.Errorf("subject %q", m.Subject)
	}
	for _, want := range []string{"Bonjour Fiona Donatrice,", "Merci pour votre don à Reach.", "200,00 $US, don à ", ", versé le ", "Le reçu est joint à ce message au format PDF."} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("the receipt mail lacks %q:\n%s", want, m.Text)
		}
	}
	pdf := strings.Join(pdftest.Pages(t, m.Attachment.Data), "\n")
	for _, want := range []string{"Reçu de don", "Numéro de reçu", "Date du don", "Montant", "200,00 $US (dollars américains)", "Don ponctuel"} {
		if !strings.Contains(pdf, want) {
			t.Errorf("the receipt PDF lacks %q:\n%s", want, pdf)
		}
	}
	for _, english := range []string{"Gift receipt", "Amount", "One-time gift"} {
		if strings.Contains(pdf, english) {
			t.Errorf("the French receipt PDF says %q:\n%s", english, pdf)
		}
	}
	invites := outboxTo(t, env, "fiona@example.org")
	var invite *model.OutboxMail
	for _, row := range invites {
		if row.Kind == "INVITE" {
			invite = row
		}
	}
	if invite == nil || invite.Subject != "Vous êtes invité(e) sur Reach" || !strings.Contains(invite.TextBody, "Votre compte aura ces rôles : Partenaire.") {
		t.Fatalf("the donor's invite is not in French: %+v", invite)
	}
}

// A signed-in donor's mail follows the account's language at the time it is sent, whatever
// the page; an Arabic receipt mail carries an Arabic PDF, as the Arabic donor's giving statement is.
func TestASignedInDonorsReceiptFollowsTheAccount(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, u := env.SignInAs("partner")
	setLang := func(lang string) {
		env.DoRequest(graphtest.Request{Token: token,
			Query:     `mutation($id: ID!, $l: String) { editMyProfileForUser(profile: {_id: $id, language: $l}) { language } }`,
			Variables: map[string]any{"id": u.ID, "l": lang}}).MustOK()
	}
	setLang("es")
	var d struct{ StartAdoptionCheckout checkout }
	env.DoRequest(graphtest.Request{Token: token, Query: startAdoption, Header: map[string]string{"Accept-Language": "fr"},
		Variables: map[string]any{"in": map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false}}}).
		MustOK().MustDecode(&d)
	payInSandbox(t, env, d.StartAdoptionCheckout.URL, "", "")
	complete(t, env, token, completeAdoption, d.StartAdoptionCheckout.SessionID)
	got := receipts(t, env, u.Email)
	if len(got) != 1 || !strings.HasPrefix(got[0].Subject, "Su recibo R-") || !strings.Contains(got[0].Text, "Gracias por su donativo a Reach.") {
		t.Fatalf("the receipt is not in the account's Spanish: %+v", got)
	}
	if pdf := strings.Join(pdftest.Pages(t, got[0].Attachment.Data), "\n"); !strings.Contains(pdf, "Recibo de donativo") || !strings.Contains(pdf, "Fecha del donativo") {
		t.Errorf("the Spanish receipt PDF:\n%s", pdf)
	}

	setLang("ar")
	env.DoRequest(graphtest.Request{Token: token, Query: startAdoption, Header: map[string]string{"Accept-Language": "fr"},
		Variables: map[string]any{"in": map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": false}}}).
		MustOK().MustDecode(&d)
	payInSandbox(t, env, d.StartAdoptionCheckout.URL, "", "")
	complete(t, env, token, completeAdoption, d.StartAdoptionCheckout.SessionID)
	got = receipts(t, env, u.Email)
	if len(got) != 2 || !strings.HasPrefix(got[1].Subject, "إيصالكم R-") || !strings.Contains(got[1].HTML, `<html lang="ar" dir="rtl">`) {
		t.Fatalf("the receipt is not in the account's Arabic: %+v", got[1:])
	}
	if pdf := strings.Join(pdftest.Read(t, got[1].Attachment.Data), "\n"); !strings.Contains(pdf, "إيصال تبرع") || !strings.Contains(pdf, "تاريخ التبرع") || strings.Contains(pdf, "Gift receipt") {
		t.Errorf("the Arabic mail's PDF is not in Arabic:\n%s", pdf)
	}
	var st struct {
		MyGivingStatement struct{ Base64 string }
	}
	year := time.Now().UTC().Year()
	env.DoRequest(graphtest.Request{Token: token, Query: `query($y: Int!) { myGivingStatement(year: $y) { base64 } }`, Variables: map[string]any{"y": year}}).
		MustOK().MustDecode(&st)
	b, _ := base64.StdEncoding.DecodeString(st.MyGivingStatement.Base64)
	pdf := strings.Join(pdftest.Read(t, b), "\n")
	for _, want := range []string{fmt.Sprintf("كشف التبرعات %d", year), fmt.Sprintf("من 1 يناير إلى 31 ديسمبر %d", year), "التاريخ", "المبلغ", "المجموع"} {
		if !strings.Contains(pdf, want) {
			t.Errorf("the Arabic statement lacks %q:\n%s", want, pdf)
		}
	}
}
