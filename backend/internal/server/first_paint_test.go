package server

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/config"
)

// The portal's index.html as webpack writes it (minified attributes).
const builtIndex = `<!doctype html><html lang=en><head><meta charset=utf-8><title>Reach</title><script defer src=/js/main.0123abcd.js></script></head><body><noscript>Reach needs JavaScript to run.</noscript><div id=root></div></body></html>`

func getStatic(t *testing.T, apps fstest.MapFS, p string, gz bool) (string, http.Header) {
	t.Helper()
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.NoRoute(staticApps(apps))
	req := httptest.NewRequest(http.MethodGet, p, nil)
	if gz {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	w := httptest.NewRecorder()
	r.ServeHTTP(w, req)
	if w.Code != http.StatusOK {
		t.Fatalf("GET %s: %d", p, w.Code)
	}
	body := io.Reader(w.Body)
	if w.Header().Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(w.Body)
		if err != nil {
			t.Fatal(err)
		}
		body = zr
	}
	b, _ := io.ReadAll(body)
	return string(b), w.Header()
}

func TestFirstPaintOfPublicGivingPages(t *testing.T) {
	apps := fstest.MapFS{"portal/index.html": {Data: []byte(builtIndex)}}
	cases := []struct {
		path, title string
		want        []string
	}{
		{"/partner/adopt-a-upg", "Select UPG · Reach", []string{
			`<h1>Select UPG</h1>`,
			`<a href="/partner">Partner with Us</a>`,
			`<span class="fp-current" aria-current="page">Sponsor a Native Missionary</span>`,
			`<p>Step 1 of 4</p>`,
			`<li class="fp-now" aria-current="step"><div class="fp-n">1</div><p>Select UPG</p>`,
			`<p>Payment</p></li></ol>`,
			`or <a href="/partner/adopt-a-upg/__reach__">skip this step</a> and let us pick the group where your gift is needed most.</p>`,
		}},
		{"/partner/sponsor-a-project/", "Select a Holistic Project · Reach", []string{
			`<h1>Select a Holistic Project</h1>`,
			`<span class="fp-current" aria-current="page">Fund a Holistic Project</span>`,
			`<p>People Group Impact</p>`,
			`<a class="fp-skip" href="/partner/sponsor-a-project/__reach__">Skip</a>`,
		}},
	}
	for _, c := range cases {
		for _, gz := range []bool{false, true} {
			body, h := getStatic(t, apps, c.path, gz)
			if !strings.Contains(body, "<title>"+c.title+"</title>") {
				t.Errorf("GET %s (gzip %v): title not %q in %s", c.path, gz, c.title, body)
			}
			for _, w := range c.want {
				if !strings.Contains(body, w) {
					t.Errorf("GET %s (gzip %v): no %s in %s", c.path, gz, w, body)
				}
			}
			// The markup comes before #root (which its style hides), the style in the head.
			fp, root, style, head := strings.Index(body, `<div id="first-paint">`), strings.Index(body, `<div id=root></div>`), strings.Index(body, `<style id="first-paint-style">`), strings.Index(body, `</head>`)
			if fp < 0 || root < fp || style < 0 || style > head || !strings.Contains(body, "#first-paint~#root{display:none}") {
				t.Errorf("GET %s: first paint at %d, root at %d, style at %d, head ends at %d", c.path, fp, root, style, head)
			}
			if h.Get("Cache-Control") != "no-cache" || !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
				t.Errorf("GET %s: Cache-Control %q, Content-Type %q", c.path, h.Get("Cache-Control"), h.Get("Content-Type"))
			}
		}
	}

	// Other pages, a group's page among them, get the portal's index.html as built.
	for _, p := range []string{"/partner", "/partner/adopt-a-upg/af-14372", "/sign-in", "/"} {
		if body, _ := getStatic(t, apps, p, true); body != builtIndex {
			t.Errorf("GET %s: %s; want the built index", p, body)
		}
	}
}

func TestFirstPaintNeedsRoot(t *testing.T) {
	if got := withFirstPaint([]byte(`<html><head></head><body><div id="app"></div></body></html>`), "/partner/adopt-a-upg", "en"); got != nil {
		t.Errorf("an index without #root got a first paint: %s", got)
	}
	if got := withFirstPaint([]byte(builtIndex), "/partner/unknown", "en"); got != nil {
		t.Errorf("a page without a first paint got one: %s", got)
	}
}

// TestFirstPaintSignedInScriptAllowedByHash checks that the Content-Security-Policy
// allows the one inline script of a first paint, by the hash of the script as
// served, and no inline script in general.
func TestFirstPaintSignedInScriptAllowedByHash(t *testing.T) {
	apps := fstest.MapFS{"portal/index.html": {Data: []byte(builtIndex)}}
	body, _ := getStatic(t, apps, "/partner/adopt-a-upg", true)
	start := strings.Index(body, "<script>")
	end := start + strings.Index(body[max(start, 0):], "</script>")
	head := strings.Index(body, "</head>")
	if start < 0 || end < start || end > head {
		t.Fatalf("no inline script in the head: %s", body)
	}
	script := body[start+len("<script>") : end]
	if !strings.Contains(script, `localStorage.getItem("authToken")`) || !strings.Contains(script, `classList.add("fp-signed-in")`) {
		t.Errorf("inline script %q does not mark a signed-in visitor", script)
	}
	sum := sha256.Sum256([]byte(script))
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"

	csp := ContentSecurityPolicy(config.Config{PublicURL: "http://localhost:8080"})
	var scriptSrc string
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, "script-src ") {
			scriptSrc = d
		}
	}
	if !strings.Contains(scriptSrc, hash) {
		t.Errorf("script-src %q does not allow the served script (%s)", scriptSrc, hash)
	}
	if strings.Contains(scriptSrc, "'unsafe-inline'") || strings.Contains(scriptSrc, "'unsafe-eval'") {
		t.Errorf("script-src %q allows any inline script", scriptSrc)
	}
	// The style hides the first paint for a signed-in visitor.
	if !strings.Contains(body, ".fp-signed-in #first-paint{display:none}") {
		t.Errorf("no rule hides the first paint for a signed-in visitor: %s", body)
	}
}

// TestFirstPaintInTheRequestLanguage checks that the first paint speaks the request's language
// (Accept-Language, or ?lang=), with <html lang dir> to match, and English otherwise.
func TestFirstPaintInTheRequestLanguage(t *testing.T) {
	apps := fstest.MapFS{"portal/index.html": {Data: []byte(builtIndex)}}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(requestLanguage)
	r.NoRoute(staticApps(apps))
	get := func(target, acceptLanguage string) (string, http.Header) {
		req := httptest.NewRequest(http.MethodGet, target, nil)
		if acceptLanguage != "" {
			req.Header.Set("Accept-Language", acceptLanguage)
		}
		w := httptest.NewRecorder()
		r.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			t.Fatalf("GET %s: %d", target, w.Code)
		}
		return w.Body.String(), w.Header()
	}

	fr, h := get("/partner/adopt-a-upg", "fr-FR,fr;q=0.9,en;q=0.8")
	for _, want := range []string{`<html lang="fr" dir="ltr">`, "<title>Choisir un GNA · Reach</title>", "<h1>Choisir un GNA</h1>", "Étape 1 sur 4", ">Se connecter</a>", `aria-label="fil d’Ariane"`, ">passez cette étape</a>"} {
		if !strings.Contains(fr, want) {
			t.Errorf("French first paint lacks %q: %s", want, fr)
		}
	}
	if !strings.Contains(h.Get("Vary"), "Accept-Language") || h.Get("Content-Language") != "fr" {
		t.Errorf("headers %v do not say the page follows the language", h)
	}

	ar, _ := get("/partner/sponsor-a-project?lang=ar", "en")
	if !strings.Contains(ar, `<html lang="ar" dir="rtl">`) || !strings.Contains(ar, "اختر مشروعًا شاملًا") {
		t.Errorf("Arabic first paint: %s", ar)
	}

	en, _ := get("/partner/adopt-a-upg", "xx-unknown")
	if !strings.Contains(en, "<h1>Select UPG</h1>") || !strings.Contains(en, "Step 1 of 4") || strings.Contains(en, `dir="rtl"`) {
		t.Errorf("an unknown language does not fall back to English: %s", en)
	}
}
