package graph_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
)

const introspection = `query { __schema { queryType { name } } }`

func TestIntrospection(t *testing.T) {
	env := graphtest.New(t)
	env.Do("", introspection, nil).MustFail("UNAUTHENTICATED", "")
	partner, _ := env.SignInAs("partner")
	env.Do(partner, introspection, nil).MustFail("FORBIDDEN", "")
	env.Do(partner, `query { __type(name: "Profile") { name } }`, nil).MustFail("FORBIDDEN", "")
	staff, _ := env.SignInAs("staff")
	var d struct {
		Schema struct{ QueryType struct{ Name string } } `json:"__schema"`
	}
	env.Do(staff, introspection, nil).MustDecode(&d)
	if d.Schema.QueryType.Name != "Query" {
		t.Fatalf("introspection for staff: %+v", d)
	}
	// __typename is not introspection and stays open.
	env.Do("", `query { __typename }`, nil).MustOK()

	dev := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.Dev = true }))
	dev.Do("", introspection, nil).MustOK()
}

func TestComplexityLimit(t *testing.T) {
	env := graphtest.New(t)
	var q strings.Builder
	q.WriteString("query {")
	// 100 aliases (the most a query may have), 6 fields each: 600, over 500.
	for i := range 100 {
		fmt.Fprintf(&q, " a%d: appConfig { publicUrl supportEmail googleClientId botCheckProvider botCheckSiteKey }", i)
	}
	q.WriteString(" }")
	env.Do("", q.String(), nil).MustFail("COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 500")
	env.Do("", `query { appConfig { publicUrl supportEmail googleClientId } }`, nil).MustOK()
}

func TestBodyLimit(t *testing.T) {
	env := graphtest.New(t)
	pad := strings.Repeat("x", 1<<20)
	body, _ := json.Marshal(map[string]any{"query": "query { appConfig { publicUrl } }", "variables": map[string]any{"pad": pad}})
	res := env.PostRaw(bytes.NewReader(body))
	if res.Status != http.StatusRequestEntityTooLarge {
		t.Fatalf("a body over 1 MiB answered %d, want 413", res.Status)
	}
	res.MustFail("BAD_USER_INPUT", "too large")
	// Without a Content-Length the limit holds too.
	req, _ := http.NewRequest(http.MethodPost, env.URL+"/graphql", io.MultiReader(bytes.NewReader(body)))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("a chunked body over 1 MiB answered %d", resp.StatusCode)
	}
	// Just under the limit is served.
	small, _ := json.Marshal(map[string]any{"query": "query { appConfig { publicUrl } }", "variables": map[string]any{"pad": pad[:1<<19]}})
	env.PostRaw(bytes.NewReader(small)).MustOK()
}

func TestInternalErrorsAreHidden(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	// With its table gone the outbox listing fails inside the database; the
	// caller sees only the generic message, not the driver's.
	if _, err := env.DB.Bun().ExecContext(context.Background(), "ALTER TABLE outbox_mails RENAME TO outbox_mails_gone"); err != nil {
		t.Fatal(err)
	}
	res := env.Do(staff, `query { allOutboxMails { id } }`, nil)
	res.MustFail("INTERNAL", "Something went wrong")
	if strings.Contains(string(res.Raw), "outbox_mails") || strings.Contains(string(res.Raw), "table") {
		t.Fatalf("internal detail leaked: %s", res.Raw)
	}
}

func TestSecurityHeaders(t *testing.T) {
	env := graphtest.New(t)
	for _, path := range []string{"/", "/healthz", "/sign-in", "/auth/google/callback"} {
		resp := env.Get(path)
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "img-src 'self' data: blob: https:"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, "accounts.google.com") || strings.Contains(csp, "recaptcha") {
			t.Errorf("%s: CSP allows features that are not configured: %s", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" {
			t.Errorf("%s: headers %v", path, h)
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS on an http public URL", path)
		}
	}
	res := env.Do("", `query { appConfig { publicUrl } }`, nil)
	if res.Header.Get("Content-Security-Policy") == "" {
		t.Error("/graphql answers without CSP")
	}

	https := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.PublicURL = "https://reach.example.org"
		c.GoogleClientID, c.GoogleClientSecret = "id", "secret"
		c.BotCheckProvider, c.BotCheckSiteKey, c.BotCheckSecret = "turnstile", "site", "secret"
	}))
	h := https.Get("/").Header
	csp := h.Get("Content-Security-Policy")
	for _, want := range []string{"https://accounts.google.com", "https://challenges.cloudflare.com", "wss://reach.example.org"} {
		if !strings.Contains(csp, want) {
			t.Errorf("configured CSP %q lacks %s", csp, want)
		}
	}
	if !strings.HasPrefix(h.Get("Strict-Transport-Security"), "max-age=") {
		t.Error("no HSTS on an https public URL")
	}
}

func TestStaticApps(t *testing.T) {
	apps := fstest.MapFS{
		"portal/index.html":             {Data: []byte("portal index")},
		"portal/main.3f2a9c1b7d.js":     {Data: []byte("portal js")},
		"giving/remoteEntry.js":         {Data: []byte("giving remote")},
		"giving/index.html":             {Data: []byte("giving index")},
		"admin/index.html":              {Data: []byte("admin index")},
		"admin/static/app.0123abcd.css": {Data: []byte("admin css")},
	}
	env := graphtest.New(t, graphtest.WithApps(apps))
	cases := []struct {
		path, body, cache string
		status            int
	}{
		{"/", "portal index", "no-cache", 200},
		{"/sign-in", "portal index", "no-cache", 200},
		{"/reset-password/abc", "portal index", "no-cache", 200},
		{"/main.3f2a9c1b7d.js", "portal js", "immutable", 200},
		{"/missing.3f2a9c1b7d.js", "", "", 404},
		{"/giving/remoteEntry.js", "giving remote", "no-cache", 200},
		{"/giving/nothing.js", "", "", 404},
		{"/giving/", "giving index", "no-cache", 200},
		{"/giving/partner/adopt-a-upg", "giving index", "no-cache", 200},
		{"/giving/partner/sponsor-a-project/7", "giving index", "no-cache", 200},
		{"/admin", "admin index", "no-cache", 200},
		{"/admin/users/42", "admin index", "no-cache", 200},
		{"/admin/static/app.0123abcd.css", "admin css", "immutable", 200},
	}
	for _, c := range cases {
		resp := env.Get(c.path)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != c.status || (c.body != "" && string(body) != c.body) || !strings.Contains(resp.Header.Get("Cache-Control"), c.cache) {
			t.Errorf("GET %s: %d %q cache %q; want %d %q %q", c.path, resp.StatusCode, body, resp.Header.Get("Cache-Control"), c.status, c.body, c.cache)
		}
	}

	// A phone that accepts gzip gets the JavaScript compressed (and a browser
	// that does not gets it plain).
	js := strings.Repeat("console.log('Reach');\n", 200)
	apps["portal/big.0123abcd99.js"] = &fstest.MapFile{Data: []byte(js)}
	for _, enc := range []string{"gzip, deflate, br", ""} {
		req, _ := http.NewRequest(http.MethodGet, env.URL+"/big.0123abcd99.js", nil)
		req.Header.Set("Accept-Encoding", enc)
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got := string(raw)
		if enc != "" {
			if resp.Header.Get("Content-Encoding") != "gzip" || len(raw) >= len(js)/4 {
				t.Fatalf("Accept-Encoding %q: encoding %q, %d bytes for %d", enc, resp.Header.Get("Content-Encoding"), len(raw), len(js))
			}
			zr, err := gzip.NewReader(bytes.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			plain, _ := io.ReadAll(zr)
			got = string(plain)
		} else if resp.Header.Get("Content-Encoding") != "" {
			t.Fatalf("no Accept-Encoding, got %q", resp.Header.Get("Content-Encoding"))
		}
		if got != js || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") {
			t.Fatalf("Accept-Encoding %q: type %q, body differs: %v", enc, resp.Header.Get("Content-Type"), got != js)
		}
	}

	bare := graphtest.New(t)
	body, _ := io.ReadAll(bare.Get("/").Body)
	if !strings.Contains(string(body), "make build") {
		t.Errorf("without apps / says %q", body)
	}
	if got, _ := io.ReadAll(bare.Get("/healthz").Body); string(got) != "ok" {
		t.Errorf("/healthz = %q", got)
	}
}

func TestGoogleCallbackPageUsesAnExternalScript(t *testing.T) {
	env := graphtest.New(t)
	resp := env.Get("/auth/google/callback?code=abc")
	page, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(page), `<script src="/auth/google/callback.js"`) || strings.Contains(string(page), "<script>") {
		t.Fatalf("callback page must load its script from a file (CSP): %s", page)
	}
	js := env.Get("/auth/google/callback.js")
	body, _ := io.ReadAll(js.Body)
	if !strings.Contains(js.Header.Get("Content-Type"), "javascript") || !strings.Contains(string(body), "window.opener.postMessage") {
		t.Fatalf("callback script: %s %s", js.Header.Get("Content-Type"), body)
	}
}

func TestAppConfigAndBotCheck(t *testing.T) {
	var verified []string
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		verified = append(verified, r.PostForm.Get("response"))
		ok := r.PostForm.Get("secret") == "s3cret" && r.PostForm.Get("response") == "human"
		fmt.Fprintf(w, `{"success": %v, "score": 0.9}`, ok)
	}))
	defer fake.Close()
	env := graphtest.New(t, graphtest.WithBotCheckURL(fake.URL), graphtest.WithConfig(func(c *config.Config) {
		c.BotCheckProvider, c.BotCheckSiteKey, c.BotCheckSecret = "recaptcha", "site-key", "s3cret"
	}))
	var d struct {
		AppConfig struct {
			BotCheckProvider, BotCheckSiteKey, GoogleClientID *string
			PublicURL                                         string
		}
	}
	env.Do("", `query { appConfig { botCheckProvider botCheckSiteKey googleClientId publicUrl } }`, nil).MustDecode(&d)
	if d.AppConfig.BotCheckProvider == nil || *d.AppConfig.BotCheckProvider != "recaptcha" || *d.AppConfig.BotCheckSiteKey != "site-key" || d.AppConfig.GoogleClientID != nil {
		t.Fatalf("appConfig: %+v", d.AppConfig)
	}
	env.Do("", signUpMutation, signUpVars(nil)).MustFail("BAD_USER_INPUT", "not a robot")
	env.Do("", signUpMutation, signUpVars(map[string]any{"recaptcha": "robot"})).MustFail("BAD_USER_INPUT", "not a robot")
	env.Do("", signUpMutation, signUpVars(map[string]any{"recaptcha": "human"})).MustOK()
	if len(verified) != 2 {
		t.Fatalf("bot-check asked %d times, want 2 (no token: not asked)", len(verified))
	}
}

func TestGoogleSignInNeedsConfiguration(t *testing.T) {
	env := graphtest.New(t)
	env.Do("", `mutation { signIntoUserWithGoogle(authResponseCode: "x", origin: "http://localhost:8080") { token } }`, nil).
		MustFail("BAD_USER_INPUT", "not configured")
	conf := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.GoogleClientID, c.GoogleClientSecret = "id", "secret" }))
	conf.Do("", `mutation { signIntoUserWithGoogle(authResponseCode: "x", origin: "https://evil.example") { token } }`, nil).
		MustFail("BAD_USER_INPUT", "unexpected address")
}

// Answers come back as gqlgen's own transport would write them: plain data answers as compact
// JSON, a malformed body or query as the usual errors (422 for a query that does not parse),
// and clients asking for application/graphql-response+json get that type.
func TestGraphQLAnswersKeepTheirShape(t *testing.T) {
	env := graphtest.New(t)
	ok := env.Do("", `query { appConfig { publicUrl } }`, nil).MustOK()
	if ct := ok.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type %q, want application/json", ct)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, ok.Raw); err != nil || !bytes.Equal(compact.Bytes(), ok.Raw) || !bytes.HasPrefix(ok.Raw, []byte(`{"data":{"appConfig":`)) {
		t.Errorf("answer %s is not the compact data answer (%v)", ok.Raw, err)
	}

	bad := env.PostRaw(strings.NewReader(`{"query": `))
	if bad.Status != http.StatusBadRequest || len(bad.Errors) == 0 {
		t.Errorf("a body that is not JSON answered %d %s", bad.Status, bad.Raw)
	}
	unparsed := env.Do("", `query { appConfig { `, nil)
	if unparsed.Status != http.StatusUnprocessableEntity || len(unparsed.Errors) == 0 {
		t.Errorf("a query that does not parse answered %d %s", unparsed.Status, unparsed.Raw)
	}
	unknown := env.Do("", `query { noSuchField }`, nil)
	if unknown.Status != http.StatusUnprocessableEntity || !strings.Contains(unknown.Message(), "noSuchField") {
		t.Errorf("an unknown field answered %d %s", unknown.Status, unknown.Raw)
	}

	modern := env.DoRequest(graphtest.Request{Query: `query { appConfig { publicUrl } }`, Header: map[string]string{"Accept": "application/graphql-response+json"}}).MustOK()
	if ct := modern.Header.Get("Content-Type"); ct != "application/graphql-response+json" {
		t.Errorf("Content-Type %q, want application/graphql-response+json", ct)
	}
}
