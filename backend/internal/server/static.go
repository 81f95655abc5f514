package server

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/i18n"
)

// hashedAsset matches file names that carry a content hash (main.3f2a9c1b.js,
// 123.abcdef12.chunk.css): they never change, so browsers may keep them a year.
var hashedAsset = regexp.MustCompile(`[.-][0-9a-f]{8,}(\.chunk)?\.[a-z0-9]+$`)

// The apps' web app manifests (manifest.webmanifest, made by their builds) have a type of their
// own, which not every system's MIME table knows.
func init() {
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Reach</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>Reach is running</h1>
<p>The API answers at <code>/graphql</code>, but the apps are not built into this binary.
Run <code>make build</code> to build the portal, giving and admin apps and embed them.</p>
</body></html>
`

// staticApps serves the built apps: /giving/* from giving/ falling back to
// giving/index.html (the standalone giving site routes below /giving, so a
// shared or reloaded /giving/partner/... link opens it), /admin/* from admin/
// falling back to admin/index.html, everything else from portal/ falling back
// to portal/index.html. A missing file with an extension is a 404 everywhere.
func staticApps(apps fs.FS) gin.HandlerFunc {
	gz := new(sync.Map)
	return func(c *gin.Context) {
		if c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead {
			c.Status(http.StatusNotFound)
			return
		}
		p := path.Clean("/" + c.Request.URL.Path)
		if apps == nil {
			status := http.StatusOK
			if p != "/" {
				status = http.StatusNotFound
			}
			c.Header("Cache-Control", "no-cache")
			c.Data(status, "text/html; charset=utf-8", []byte(notBuiltPage))
			return
		}
		var app, rest string
		switch {
		case strings.HasPrefix(p, "/giving/") || p == "/giving":
			app, rest = "giving", strings.TrimPrefix(p, "/giving")
		case strings.HasPrefix(p, "/admin/") || p == "/admin":
			app, rest = "admin", strings.TrimPrefix(p, "/admin")
		default:
			app, rest = "portal", p
		}
		if p == serviceWorkerPath {
			serviceWorker(c, apps, gz)
			return
		}
		name := app + rest
		if rest == "" || rest == "/" {
			name = app + "/index.html"
		}
		if isFile(apps, name) {
			serveFile(c, apps, gz, name)
			return
		}
		// A missing asset is a 404, not the app's HTML.
		if path.Ext(rest) != "" {
			c.Header("Cache-Control", "no-cache")
			c.String(http.StatusNotFound, "not found")
			return
		}
		if app == "portal" {
			lang := i18n.FromContext(c.Request.Context())
			if page, ok := firstPaintIndex(apps, gz, p, lang); ok {
				// The words follow the request's language.
				c.Header("Content-Language", lang)
				serveBytes(c, gz, "first-paint:"+lang+":"+p, page, "Accept-Language")
				return
			}
		}
		serveFile(c, apps, gz, app+"/index.html")
	}
}

// firstPaintIndex is the portal's index.html with the first paint of the
// page at p in lang (first_paint.go), made once per language and kept in cache.
func firstPaintIndex(apps fs.FS, cache *sync.Map, p, lang string) ([]byte, bool) {
	if _, ok := firstPaintPages[p]; !ok {
		return nil, false
	}
	key := "first-paint-raw:" + lang + ":" + p
	if v, ok := cache.Load(key); ok {
		return v.([]byte), true
	}
	index, err := fs.ReadFile(apps, "portal/index.html")
	if err != nil {
		return nil, false
	}
	page := withFirstPaint(index, p, lang)
	if page == nil {
		return nil, false
	}
	cache.Store(key, page)
	return page, true
}

// serveBytes serves a page made by the server (never cached by browsers,
// gzipped once under key when the browser takes gzip).
func serveBytes(c *gin.Context, cache *sync.Map, key string, page []byte, vary ...string) {
	serveMade(c, cache, key, page, "text/html; charset=utf-8", vary...)
}

// serveMade serves bytes the server made, of type contentType, as serveBytes.
func serveMade(c *gin.Context, cache *sync.Map, key string, page []byte, contentType string, vary ...string) {
	c.Header("Cache-Control", "no-cache")
	c.Header("Vary", strings.Join(append([]string{"Accept-Encoding"}, vary...), ", "))
	c.Header("Content-Type", contentType)
	body := page
	if acceptsGzip(c.Request) {
		if gz, ok := gzipBytes(cache, key, page); ok {
			c.Header("Content-Encoding", "gzip")
			body = gz
		}
	}
	http.ServeContent(c.Writer, c.Request, "", time.Time{}, bytes.NewReader(body))
}

func isFile(fsys fs.FS, name string) bool {
	st, err := fs.Stat(fsys, name)
	return err == nil && !st.IsDir()
}

func serveFile(c *gin.Context, fsys fs.FS, cache *sync.Map, name string) {
	if hashedAsset.MatchString(path.Base(name)) {
		c.Header("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		c.Header("Cache-Control", "no-cache")
	}
	if compressible(name) {
		c.Header("Vary", "Accept-Encoding")
		if acceptsGzip(c.Request) {
			if gz, ok := gzipped(cache, fsys, name); ok {
				c.Header("Content-Encoding", "gzip")
				if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
					c.Header("Content-Type", ct)
				}
				http.ServeContent(c.Writer, c.Request, name, time.Time{}, bytes.NewReader(gz))
				return
			}
		}
	}
	http.ServeFileFS(c.Writer, c.Request, fsys, name)
}

func compressible(name string) bool {
	switch path.Ext(name) {
	case ".js", ".css", ".html", ".svg", ".json", ".txt", ".map", ".webmanifest", ".ico":
		return true
	}
	return false
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// gzipped returns the gzipped bytes of a built app's text file, made on first
// request and kept in cache (name -> []byte): the apps are embedded and never
// change while Reach runs, so a phone on a slow connection gets a third of the
// bytes for no repeated work.
func gzipped(cache *sync.Map, fsys fs.FS, name string) ([]byte, bool) {
	if v, ok := cache.Load(name); ok {
		return v.([]byte), true
	}
	raw, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, false
	}
	return gzipBytes(cache, name, raw)
}

// gzipBytes gzips raw once and keeps it in cache under key.
func gzipBytes(cache *sync.Map, key string, raw []byte) ([]byte, bool) {
	if v, ok := cache.Load(key); ok {
		return v.([]byte), true
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(raw); err != nil || zw.Close() != nil {
		return nil, false
	}
	cache.Store(key, buf.Bytes())
	return buf.Bytes(), true
}

const googleCallbackHTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in</title>
<script src="/auth/google/callback.js" defer></script></head>
<body><p>Signing in with Google&hellip; This window closes by itself.</p></body></html>
`

// The script posts Google's answer (code or error) to the window that opened
// the popup, on this origin only, then closes the popup. It is a file, not an
// inline script, so the Content-Security-Policy holds.
const googleCallbackJS = `(function () {
  var q = new URLSearchParams(window.location.search);
  var msg = { type: 'reach:google-auth', code: q.get('code'), error: q.get('error'), state: q.get('state') };
  if (window.opener) {
    window.opener.postMessage(msg, window.location.origin);
    window.close();
  } else {
    document.body.textContent = 'Sign-in finished. You can close this window and return to Reach.';
  }
})();
`

func googleCallbackPage(c *gin.Context) {
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(googleCallbackHTML))
}

func googleCallbackScript(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	c.Data(http.StatusOK, "text/javascript; charset=utf-8", []byte(googleCallbackJS))
}
