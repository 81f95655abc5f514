package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
	"github.com/reachmissions/reach/backend/internal/user"
)

// langScene is a loan agreement prepared for Sofía, whose language is lang, with sections staff
// typed in English: the PDF's own words follow the agreement's language, the typed text stays.
type langScene struct {
	env          *graphtest.Env
	staff, sofia string
	sofiaContact string
}

func newLangScene(t *testing.T, userLang string) *langScene {
	t.Helper()
	env := graphtest.New(t)
	s := &langScene{env: env}
	s.staff, _ = env.SignInAs("staff")
	u := env.CreateUserWith(user.NewUserInput{Username: "sofia", Name: "Sofía Ramírez", Email: "sofia@example.org", Password: graphtest.DefaultPassword, Roles: []string{"field-worker"}, Language: userLang})
	s.sofia, s.sofiaContact = env.SignIn(u.Username, u.Password), u.ContactID
	now := env.Clock.Now()
	p := &model.HolisticProject{ID: "p-well", RegionCode: "1", ProjectName: "Well for Kibera", TypeOfProject: "CLEAN_WATER", Desc: "A well", Stage: "ACTIVE",
		Status: model.ProjectActive, FundingTarget: 1, Tags: []model.ProjectTag{}, CreatedAt: now, UpdatedAt: now}
	if err := env.DB.CreateHolisticProject(context.Background(), p, nil); err != nil {
		t.Fatal(err)
	}
	return s
}

// create prepares a loan agreement (language as given, or left to the default) and answers its
// id and language.
func (s *langScene) create(t *testing.T, language any) (string, string) {
	t.Helper()
	var d struct{ CreateLoanAgreement struct{ ID, Language string } }
	s.env.Do(s.staff, `mutation($p: [AgreementPartyInput!], $lang: String) {
		createLoanAgreement(name: "Préstamo del pozo", language: $lang, projectId: "p-well", amount: 125000000, terms: "24 meses", paySchedule: "Mensual",
			approvalDate: "2026-03-05T00:00:00Z",
			sections: [{title: "The loan", text: "Reach lends the amount typed by staff."}], parties: $p) { id language } }`,
		map[string]any{"lang": language, "p": []map[string]any{{"ref": "Borrower", "name": "Sofía", "contactId": s.sofiaContact}}}).
		MustDecode(&d)
	return d.CreateLoanAgreement.ID, d.CreateLoanAgreement.Language
}

// signedPDF opens id for signing, has Sofía initial and sign, and answers the PDF's pages and
// its verification code.
func (s *langScene) signedPDF(t *testing.T, id string) ([]string, []byte, string) {
	t.Helper()
	s.env.Do(s.staff, `mutation($id: ID!) { moveAgreement(id: $id, agreementType: LOAN_AGREEMENT, status: SIGNING) { status } }`, map[string]any{"id": id}).MustOK()
	a, err := s.env.DB.GetAgreement(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	s.env.Do(s.sofia, `mutation($in: InitialLoanAgreementSectionInput!) { initialLoanAgreementSection(initials: $in) { id } }`,
		map[string]any{"in": map[string]any{"loanAgreementId": id, "initials": map[string]any{"sectionId": a.Sections[0].ID, "partyId": a.Parties[0].ID, "initials": "SR", "fontName": "Tangerine"}}}).MustOK()
	s.env.Do(s.sofia, `mutation($in: SignLoanAgreementInput!) { signLoanAgreement(signature: $in) { id } }`,
		map[string]any{"in": map[string]any{"loanAgreementId": id, "signature": map[string]any{"partyId": a.Parties[0].ID, "signature": "Sofía Ramírez", "fontName": "Tangerine"}}}).MustOK()
	resp, b := get(t, s.env, "/agreements/"+id+"/pdf", s.staff, "")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("PDF: %d %s", resp.StatusCode, b)
	}
	return pdftest.Pages(t, b), b, a.VerifyCode
}

func contains(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

func lacks(t *testing.T, what, text string, unwanted ...string) {
	t.Helper()
	for _, w := range unwanted {
		if strings.Contains(text, w) {
			t.Errorf("%s still says %q", what, w)
		}
	}
}

func TestSpanishAgreementDefaultsToThePartysLanguage(t *testing.T) {
	s := newLangScene(t, "es")
	id, lang := s.create(t, nil)
	if lang != "es" {
		t.Fatalf("an agreement for a Spanish-speaking party is prepared in %q", lang)
	}
	pages, _, code := s.signedPDF(t, id)
	first, cert := pages[0], pages[len(pages)-1]
	// The PDF's words in Spanish; what staff typed, as typed.
	contains(t, "the first page", first, "Contrato de préstamo", "Versión 1 · Estado: Firmado", "Datos", "Importe", "Condiciones",
		"Calendario de pagos", "Fecha de aprobación", "5 de marzo de 2026", "Partes", "Firmado el", "Página 1 de",
		"1. The loan", "Reach lends the amount typed by staff.", "24 meses", "Préstamo del pozo", "Iniciales — Borrower")
	contains(t, "the certificate", cert, "Certificado de firma", "Identificador del acuerdo", "Verifique este PDF y sus firmas en",
		"Firmas e iniciales", "Marca y parte", "Hora (UTC)", "Dirección IP", "Iniciales en 1. The loan", "nombre escrito en Tangerine, sesión iniciada con contraseña")
	lacks(t, "the Spanish PDF", strings.Join(pages, "\n"), "Certificate of signing", "Details", "Page 1 of", "Status:", "typed name")

	// /verify in a Spanish browser, then by ?lang=fr.
	req, _ := http.NewRequest(http.MethodGet, s.env.URL+"/verify/"+code, nil)
	req.Header.Set("Accept-Language", "es-MX,es;q=0.9,en;q=0.5")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	buf := make([]byte, 1<<16)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	resp.Body.Close()
	es := b.String()
	contains(t, "/verify in Spanish", es, `<html lang="es" dir="ltr">`, "Reach · verificación de acuerdos", "Contrato de préstamo · versión 1 · estado <strong>Firmado</strong>",
		"Partes", "Firmas e iniciales", "Verificar un PDF", "Iniciales en 1. The loan", `hreflang="fr" href="?lang=fr">Français</a>`, `>العربية</a>`, `aria-current="true" lang="es"`)
	lacks(t, "/verify in Spanish", es, "Check a PDF", "agreement verification")

	_, fr := get(t, s.env, "/verify/"+code+"?lang=fr", "", "")
	contains(t, "/verify?lang=fr", string(fr), `<html lang="fr" dir="ltr">`, "Reach · vérification des accords", "Contrat de prêt · version 1 · statut <strong>Signé</strong>", "Vérifier un PDF", "Paraphe sur 1. The loan")
	_, ar := get(t, s.env, "/verify/"+code+"?lang=ar", "", "")
	contains(t, "/verify?lang=ar", string(ar), `<html lang="ar" dir="rtl">`, "التحقق من الاتفاقيات", `وُقِّع في <bdi dir="ltr">20`)

	// The check the page's script makes answers in the visitor's language.
	sum := sha256.Sum256([]byte("not a PDF Reach issued"))
	req, _ = http.NewRequest(http.MethodGet, s.env.URL+"/verify/"+code+"/pdf/"+hex.EncodeToString(sum[:]), nil)
	req.Header.Set("Accept-Language", "es")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ Message string }
	_ = json.NewDecoder(resp.Body).Decode(&out)
	resp.Body.Close()
	if !strings.HasPrefix(out.Message, "Reach no emitió este archivo") {
		t.Errorf("the check answers a Spanish browser %q", out.Message)
	}
	_, nf := get(t, s.env, "/verify/aaaaaaaaaaaaaaaaaaaaaaaa?lang=es", "", "")
	contains(t, "the unknown code's page", string(nf), "Ningún acuerdo tiene este código de verificación.")
}

func TestFrenchAgreementChosenByStaff(t *testing.T) {
	s := newLangScene(t, "es")
	id, lang := s.create(t, "fr")
	if lang != "fr" {
		t.Fatalf("language %q, want the one staff chose", lang)
	}
	pages, _, _ := s.signedPDF(t, id)
	all := strings.Join(pages, "\n")
	contains(t, "the French PDF", all, "Contrat de prêt", "Version 1 · Statut : Signé", "Détails", "Montant", "Date d'approbation", "5 mars 2026",
		"Certificat de signature", "Signatures et paraphes", "Paraphe sur 1. The loan", "nom saisi en Tangerine, connecté par mot de passe",
		"Page 1 sur", "1. The loan", "Reach lends the amount typed by staff.", "Préstamo del pozo")
	lacks(t, "the French PDF", all, "Certificate of signing", "Contrato de préstamo", "Page 1 of")
}

func TestAgreementLanguageIsCheckedAndFrozen(t *testing.T) {
	s := newLangScene(t, "en")
	id, lang := s.create(t, nil)
	if lang != "en" {
		t.Fatalf("an English-speaking party's agreement is in %q", lang)
	}
	upd := `mutation($id: ID!, $lang: String) { updateLoanAgreement(id: $id, language: $lang) { language } }`
	s.env.Do(s.staff, upd, map[string]any{"id": id, "lang": "de"}).MustFail("BAD_USER_INPUT", "Please choose one of the languages.")
	marta := s.env.CreateUserWith(user.NewUserInput{Username: "marta", Name: "Marta Gil", Email: "marta@example.org", Password: graphtest.DefaultPassword, Roles: []string{"staff"}, Language: "es"})
	r := s.env.Do(s.env.SignIn(marta.Username, marta.Password), upd, map[string]any{"id": id, "lang": "de"})
	if msg := r.Message(); msg != "Elija uno de los idiomas." {
		t.Errorf("a Spanish staff member reads %q", msg)
	}
	// Arabic can be chosen: the PDF prints it (TestAgreementForAnArabicSpeakerIsPreparedInArabic).
	var d struct{ UpdateLoanAgreement struct{ Language string } }
	s.env.Do(s.staff, upd, map[string]any{"id": id, "lang": "ar"}).MustDecode(&d)
	if d.UpdateLoanAgreement.Language != "ar" {
		t.Fatalf("language %q after choosing Arabic", d.UpdateLoanAgreement.Language)
	}
	s.env.Do(s.staff, upd, map[string]any{"id": id, "lang": "es"}).MustDecode(&d)
	if d.UpdateLoanAgreement.Language != "es" {
		t.Fatalf("language %q after choosing Spanish", d.UpdateLoanAgreement.Language)
	}
	s.signedPDF(t, id)
	// Once signed, the language is frozen with the content.
	s.env.Do(s.staff, upd, map[string]any{"id": id, "lang": "fr"}).MustFail("BAD_USER_INPUT", "A signed or initialled agreement cannot be changed.")
}

func TestAgreementForAnArabicSpeakerIsPreparedInArabic(t *testing.T) {
	s := newLangScene(t, "ar")
	// Staff type the agreement in Arabic, with the project's Latin name and numbers inside.
	const clause = "يستخدم المقترض القرض لمشروع Well for Kibera فقط، ويسدّد 24 قسطًا شهريًا بدءًا من مارس 2027."
	var d struct{ CreateLoanAgreement struct{ ID, Language string } }
	s.env.Do(s.staff, `mutation($p: [AgreementPartyInput!], $s: [AgreementSectionInput!]) {
		createLoanAgreement(name: "قرض بئر كيبيرا", projectId: "p-well", amount: 125000000, terms: "السداد خلال 24 شهرًا", paySchedule: "شهريًا",
			approvalDate: "2026-03-05T00:00:00Z", sections: $s, parties: $p) { id language } }`,
		map[string]any{"p": []map[string]any{{"ref": "المقترض", "name": "صوفيا", "contactId": s.sofiaContact}},
			"s": []map[string]any{{"title": "استخدام القرض", "text": clause + "\n" + clause + " " + clause}}}).MustDecode(&d)
	if d.CreateLoanAgreement.Language != "ar" {
		t.Fatalf("an Arabic-speaking party's agreement is prepared in %q", d.CreateLoanAgreement.Language)
	}
	_, b, _ := s.signedPDF(t, d.CreateLoanAgreement.ID)
	// Read as pdftotext reads it by default: the Arabic in logical order, as typed and as the
	// catalog says it, with the Latin text staff and the party typed where it belongs.
	pages := pdftest.Read(t, b)
	first, cert := pages[0], pages[len(pages)-1]
	contains(t, "the first page", first, "اتفاقية قرض", "قرض بئر كيبيرا", "الإصدار 1 · الحالة: موقَّعة", "التفاصيل", "المشروع", "Well for Kibera",
		"المبلغ", "الشروط", "السداد خلال 24 شهرًا", "تاريخ الموافقة", "5 مارس 2026", "1. استخدام القرض", clause,
		"الأحرف الأولى — المقترض (Sofía Ramírez)", "الأطراف", "صوفيا", "جهة الاتصال: Sofía Ramírez", "الصفحة 1 من")
	contains(t, "the certificate", cert, "شهادة التوقيع", "معرّف الاتفاقية", "تحقّق من ملف PDF هذا ومن توقيعاته على", "التوقيعات والأحرف الأولى",
		"العلامة والطرف", "الوقت (UTC)", "عنوان IP", "الأحرف الأولى على 1. استخدام القرض")
	lacks(t, "the Arabic PDF", strings.Join(pages, "\n"), "Certificate of signing", "Details", "Page 1 of", "Status:", "?")
}
