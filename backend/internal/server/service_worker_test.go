package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/config"
)

// TestServiceWorkerServedFreshWithTheBuild checks /sw.js: never kept by the browser's HTTP
// cache (a check for a new build always reaches the server), a script, and stamped with the
// binary's build, so that a new binary is a new worker even when the apps did not change.
func TestServiceWorkerServedFreshWithTheBuild(t *testing.T) {
	const worker = `(()=>{self.addEventListener("fetch",()=>{})})();`
	apps := fstest.MapFS{
		"portal/index.html": {Data: []byte(builtIndex)},
		"portal/sw.js":      {Data: []byte(worker)},
	}
	saved := Build
	t.Cleanup(func() { Build = saved })

	Build = "v1"
	for _, gz := range []bool{false, true} {
		body, h := getStatic(t, apps, "/sw.js", gz)
		if got := h.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("gzip %v: Cache-Control %q, want no-cache", gz, got)
		}
		if got := h.Get("Content-Type"); !strings.HasPrefix(got, "text/javascript") {
			t.Errorf("gzip %v: Content-Type %q, want a script", gz, got)
		}
		if want := `self.REACH_BUILD="v1";` + "\n" + worker; body != want {
			t.Errorf("gzip %v: body %q, want %q", gz, body, want)
		}
	}

	Build = "v2"
	body, _ := getStatic(t, apps, "/sw.js", true)
	if !strings.HasPrefix(body, `self.REACH_BUILD="v2";`) {
		t.Errorf("another build serves the same worker: %q", body)
	}

	// A build without a worker (development) answers 404, not the portal's page.
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.NoRoute(staticApps(fstest.MapFS{"portal/index.html": {Data: []byte(builtIndex)}}))
	w := httptest.NewRecorder()
	r.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/sw.js", nil))
	if w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "<html") {
		t.Errorf("no worker built: %d %q", w.Code, w.Body.String())
	}
}

// TestServiceWorkerAllowedByThePolicy checks that the Content-Security-Policy lets the portal
// register its own worker and manifest, and nothing from elsewhere.
func TestServiceWorkerAllowedByThePolicy(t *testing.T) {
	csp := ContentSecurityPolicy(config.Config{PublicURL: "https://reach.example.org"})
	directives := map[string]string{}
	for _, d := range strings.Split(csp, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		directives[name] = value
	}
	for _, name := range []string{"worker-src", "manifest-src"} {
		if got := directives[name]; got != "'self'" {
			t.Errorf("%s %q, want 'self' only", name, got)
		}
	}
	if !strings.Contains(" "+directives["script-src"]+" ", " 'self' ") {
		t.Errorf("script-src %q does not allow the worker's own scripts", directives["script-src"])
	}
}
