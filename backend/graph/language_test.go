package graph_test

import (
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

// TestServerMessagesSpeakTheRequestsLanguage: a signed-out request is answered in the first
// language of its Accept-Language that Reach speaks; a signed-in user's own language wins; the
// code never changes; an unknown or malformed language is English, never an error.
func TestServerMessagesSpeakTheRequestsLanguage(t *testing.T) {
	env := graphtest.New(t)
	const profile = `query { myProfileForUser { username language } }`
	ask := func(token, acceptLanguage string) *graphtest.Response {
		return env.DoRequest(graphtest.Request{Token: token, Query: profile, Header: map[string]string{"Accept-Language": acceptLanguage}})
	}
	for header, want := range map[string]string{
		"es-MX,es;q=0.9": "Debe iniciar sesión.",
		"de-DE,fr;q=0.5": "Vous devez être connecté.",
		"ar":             "يجب عليك تسجيل الدخول.",
		"zz-!!;q=oops":   "You must be signed in.",
		"":               "You must be signed in.",
		"en-US,en;q=0.9": "You must be signed in.",
	} {
		ask("", header).MustFail("UNAUTHENTICATED", want)
	}

	token, u := env.SignInAs("partner")
	var got struct {
		MyProfileForUser struct{ Language string }
	}
	ask(token, "es").MustOK().MustDecode(&got)
	if got.MyProfileForUser.Language != "en" {
		t.Fatalf("a user made before choosing has English, got %q", got.MyProfileForUser.Language)
	}
	set := func(lang any) *graphtest.Response {
		return env.DoRequest(graphtest.Request{Token: token, Header: map[string]string{"Accept-Language": "es"},
			Query:     `mutation($id: ID!, $l: String) { editMyProfileForUser(profile: {_id: $id, language: $l}) { language } }`,
			Variables: map[string]any{"id": u.ID, "l": lang}})
	}
	// Refused in the user's language (English), which wins over the browser's Spanish.
	for _, bad := range []string{"de", "EN", "es-MX", "x", ""} {
		set(bad).MustFail("BAD_USER_INPUT", "Please choose one of the languages.")
	}
	set("fr").MustOK()
	// The user's language now wins over the browser's.
	env.DoRequest(graphtest.Request{Token: token, Query: `mutation { editMyProfileForUser(profile: {_id: "` + u.ID + `", language: "de"}) { language } }`,
		Header: map[string]string{"Accept-Language": "es"}}).MustFail("BAD_USER_INPUT", "Veuillez choisir l’une des langues.")
	ask(token, "ar").MustOK().MustDecode(&got)
	if got.MyProfileForUser.Language != "fr" {
		t.Fatalf("language = %q, want fr", got.MyProfileForUser.Language)
	}
}

// TestSignUpTakesThePagesLanguage: a new account speaks the language of the page it was made
// on, given or from Accept-Language.
func TestSignUpTakesThePagesLanguage(t *testing.T) {
	env := graphtest.New(t)
	signUp := func(name, lang, header string) *graphtest.Response {
		vars := map[string]any{"u": name, "e": name + "@example.org"}
		q := `mutation($u: String!, $e: String!) { signUpForUser(signUp: {username: $u, name: "Ana Lima", email: $e, password: "Walnut-Comet-Ledger-64"}) { token } }`
		if lang != "" {
			vars["l"] = lang
			q = `mutation($u: String!, $e: String!, $l: String) { signUpForUser(signUp: {username: $u, name: "Ana Lima", email: $e, password: "Walnut-Comet-Ledger-64", language: $l}) { token } }`
		}
		return env.DoRequest(graphtest.Request{Query: q, Variables: vars, Header: map[string]string{"Accept-Language": header}})
	}
	languageOf := func(r *graphtest.Response) string {
		var tok struct{ SignUpForUser struct{ Token string } }
		r.MustOK().MustDecode(&tok)
		var p struct{ MyProfileForUser struct{ Language string } }
		env.Do(tok.SignUpForUser.Token, `query { myProfileForUser { language } }`, nil).MustOK().MustDecode(&p)
		return p.MyProfileForUser.Language
	}
	if l := languageOf(signUp("ana-header", "", "fr-CA,fr;q=0.9")); l != "fr" {
		t.Fatalf("from Accept-Language: %q", l)
	}
	if l := languageOf(signUp("ana-given", "ar", "fr")); l != "ar" {
		t.Fatalf("given: %q", l)
	}
	signUp("ana-bad", "klingon", "es").MustFail("BAD_USER_INPUT", "Elija uno de los idiomas.")
}
