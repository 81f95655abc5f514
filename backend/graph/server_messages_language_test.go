package graph_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
)

// The server's refusals in the reader's language (issue 30): a report's §5 messages, a message
// with an argument, a rate-limit answer and an HTTP refusal outside GraphQL; the code and the
// fields never change with the language.

// speak sets the signed-in user's own language.
func speak(t *testing.T, env *graphtest.Env, token string, u *graphtest.TestUser, lang string) {
	t.Helper()
	env.Do(token, `mutation($id: ID!, $l: String) { editMyProfileForUser(profile: {_id: $id, language: $l}) { language } }`,
		map[string]any{"id": u.ID, "l": lang}).MustOK()
}

func TestReportRulesSpeakTheFieldWorkersLanguage(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	r := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": map[string]any{"peopleGroupId": p.group}})
	id := map[string]any{"id": r.ID}
	for _, c := range []struct {
		lang string
		want map[string]string
	}{
		{"en", map[string]string{"quarter": "Please select a quarter", "receivedFinancialSupport": "Please answer yes or no",
			"numHeardForFirstTime": "This field is required", "numSalvations": "This field is required", "numWaterBaptisms": "This field is required"}},
		{"es", map[string]string{"quarter": "Seleccione un trimestre", "receivedFinancialSupport": "Responda sí o no",
			"numHeardForFirstTime": "Este campo es obligatorio", "numSalvations": "Este campo es obligatorio", "numWaterBaptisms": "Este campo es obligatorio"}},
		{"fr", map[string]string{"quarter": "Veuillez sélectionner un trimestre", "receivedFinancialSupport": "Veuillez répondre par oui ou par non",
			"numHeardForFirstTime": "Ce champ est obligatoire", "numSalvations": "Ce champ est obligatoire", "numWaterBaptisms": "Ce champ est obligatoire"}},
		{"ar", map[string]string{"quarter": "يُرجى اختيار ربع سنة", "receivedFinancialSupport": "يُرجى الإجابة بنعم أو لا",
			"numHeardForFirstTime": "هذا الحقل مطلوب", "numSalvations": "هذا الحقل مطلوب", "numWaterBaptisms": "هذا الحقل مطلوب"}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			speak(t, env, p.ana, p.anaU, c.lang)
			// The browser's language does not matter once the user has one.
			res := env.DoRequest(graphtest.Request{Token: p.ana, Query: upgSubmitDoc, Variables: id, Header: map[string]string{"Accept-Language": "de"}})
			mustFailOn(t, res, "BAD_USER_INPUT", c.want["quarter"], "quarter")
			mustFailOnAll(t, res, c.want)
		})
	}
}

func TestArgumentMessagesSpeakTheStaffsLanguage(t *testing.T) {
	env := graphtest.New(t)
	staff, staffU := env.SignInAs("staff")
	for lang, want := range map[string]string{
		"en": "Unknown role: pope",
		"es": "Rol desconocido: pope",
		"fr": "Rôle inconnu : pope",
		"ar": "دور غير معروف: pope",
	} {
		speak(t, env, staff, staffU, lang)
		res := env.Do(staff, createInviteMutation, map[string]any{"n": "Ana", "e": "ana@example.org", "p": nil, "r": []string{"pope"}})
		res.MustFail("BAD_USER_INPUT", want)
		if res.Message() != want || res.Errors[0].Extensions["field"] != "roles" {
			t.Fatalf("%s: want %q on roles, got %s", lang, want, res.Raw)
		}
	}
}

func TestRateLimitSpeaksTheBrowsersLanguage(t *testing.T) {
	env := graphtest.New(t)
	now := env.Clock.Now()
	env.Clock.Advance(now.Truncate(time.Hour).Add(time.Hour + time.Second).Sub(now))
	u := env.CreateUser("partner")
	arabic := map[string]string{"Accept-Language": "ar-EG,ar;q=0.9,en;q=0.5"}
	for range 5 {
		env.DoRequest(graphtest.Request{IP: "10.0.0.1", Query: signInMutation, Header: arabic, Variables: map[string]any{"u": u.Username, "p": "Wrong-Password-00"}}).
			MustFail("BAD_USER_INPUT", "المستخدم غير موجود أو كلمة المرور غير صحيحة")
	}
	for header, want := range map[string]string{
		"ar-EG,ar;q=0.9,en;q=0.5": "محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 15 دقيقةً.",
		"es-419":                  "Demasiados intentos. Vuelva a intentarlo dentro de 15 minutos.",
		"fr-FR":                   "Trop de tentatives. Veuillez réessayer dans 15 minutes.",
		"":                        "Too many attempts. Please try again in 15 minutes.",
	} {
		res := env.DoRequest(graphtest.Request{IP: "10.0.0.1", Query: signInMutation, Header: map[string]string{"Accept-Language": header}, Variables: map[string]any{"u": u.Username, "p": u.Password}})
		res.MustFail("RATE_LIMITED", want)
		if res.Message() != want {
			t.Fatalf("%q: %q, want %q", header, res.Message(), want)
		}
	}
}

func TestHTTPRefusalsSpeakTheRequestsLanguage(t *testing.T) {
	env := graphtest.New(t)
	for lang, want := range map[string]string{
		"es": "Debe iniciar sesión.",
		"fr": "Vous devez être connecté.",
		"ar": "يجب عليك تسجيل الدخول.",
		"xx": "You must be signed in.",
	} {
		resp := env.Get("/agreements/00000000-0000-4000-8000-000000000000/pdf?lang=" + lang)
		body, _ := io.ReadAll(resp.Body)
		var got struct{ Error string }
		if err := json.Unmarshal(body, &got); err != nil || resp.StatusCode != http.StatusUnauthorized || got.Error != want {
			t.Fatalf("%s: %d %s, want 401 %q", lang, resp.StatusCode, body, want)
		}
	}
}

func TestUploadRefusalsSpeakTheRequestsLanguage(t *testing.T) {
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.UploadMaxBytes = 4000 }))
	token, _ := env.SignInAs("partner")
	withLang := func(url, lang string) string {
		if strings.Contains(url, "?") {
			return url + "&lang=" + lang
		}
		return url + "?lang=" + lang
	}
	url, fields := uploadTarget(t, env, token, uuid.NewString(), "report.pdf", "")
	if status, body := postUpload(t, env, withLang(url, "es"), fields, "application/pdf", bytes.Repeat([]byte("a"), 4001)); status != http.StatusBadRequest || body != "el archivo es más grande de lo que permite la subida" {
		t.Fatalf("too large in Spanish: %d %q", status, body)
	}
	url, fields = uploadTarget(t, env, token, uuid.NewString(), "report.pdf", "")
	fields["x-amz-signature"] = strings.Repeat("0", 64)
	if status, body := postUpload(t, env, withLang(url, "fr"), fields, "application/pdf", pdfBytes); status != http.StatusForbidden || body != "la signature du téléversement ne correspond pas" {
		t.Fatalf("bad signature in French: %d %q", status, body)
	}
	url, fields = uploadTarget(t, env, token, uuid.NewString(), "report.pdf", "")
	if status, body := postUpload(t, env, url, fields, "application/pdf", nil); status != http.StatusBadRequest || body != "the file is smaller than the upload allows" {
		t.Fatalf("too small in English: %d %q", status, body)
	}
}

// A document over a limit is refused in the request's language, its code unchanged; a count
// reads in Arabic with the noun's form for it.
func TestDocumentLimitsSpeakTheRequestsLanguage(t *testing.T) {
	env := graphtest.New(t)
	deep := "{ " + strings.Repeat("allJPRegions { ", 25) + "_id" + strings.Repeat(" }", 25) + " }"
	for header, want := range map[string]string{
		"ar":    "الاستعلام متداخل بعمق أكثر من اللازم: 20 مستوًى كحدٍّ أقصى.",
		"es-ES": "La consulta está anidada a demasiada profundidad: como máximo 20 niveles.",
		"fr":    "La requête est imbriquée trop profondément : 20 niveaux au maximum.",
		"":      "The query is nested too deeply: at most 20 levels.",
	} {
		res := env.DoRequest(graphtest.Request{Query: deep, Header: map[string]string{"Accept-Language": header}})
		res.MustFail("GRAPHQL_VALIDATION_FAILED", want)
		if res.Message() != want {
			t.Errorf("%q: %q, want %q", header, res.Message(), want)
		}
	}
	res := env.DoRequest(graphtest.Request{Query: `{ __schema { types { name } } }`, Header: map[string]string{"Accept-Language": "fr"}})
	res.MustFail("UNAUTHENTICATED", "L’introspection du schéma est réservée au personnel.")
}
