package server

import (
	"bytes"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
)

// /verify/{code} is public and server-rendered like the share pages. It shows what a PDF's
// certificate shows, without IP addresses and user names (they stay on the PDF for finance),
// and checks a PDF the visitor drops: the browser hashes it (nothing is uploaded) and asks
// GET /verify/{code}/pdf/{sha256} whether Reach served that file for this agreement. The only
// script is /verify.js, a file (the Content-Security-Policy allows no inline script).
const (
	VerifyPath       = "/verify/:code"
	VerifyCheckPath  = "/verify/:code/pdf/:sha256"
	VerifyScriptPath = "/verify.js"
)

var verifyPageTemplate = template.Must(template.New("verify").Funcs(template.FuncMap{
	"utc": func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") },
}).Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.V.Name}} · Verify · Reach</title>
<style>
body { font-family: system-ui, sans-serif; color: #1b1b1b; max-width: 56em; margin: 2em auto; padding: 0 1em; line-height: 1.45 }
h1 { margin: .2em 0 } h2 { margin-top: 1.6em; font-size: 1.15em }
.muted { color: #5f5f5f } .alert { color: #b00020 } .good { color: #1b5e20 } .bad { color: #b00020 }
code { font-size: .92em; word-break: break-all }
table { border-collapse: collapse; width: 100% } th, td { text-align: left; vertical-align: top; padding: .35em .6em .35em 0; border-bottom: 1px solid #ddd }
th { font-size: .85em; color: #5f5f5f; font-weight: 600 }
#drop { border: 2px dashed #9e9e9e; border-radius: 8px; padding: 1.2em; margin-top: .6em }
#drop.over { border-color: #102a6e; background: #f3f6ff }
#result { font-weight: 600; min-height: 1.4em }
</style>
<script src="/verify.js" defer></script>
</head>
<body>
<main>
<p class="muted">Reach · agreement verification</p>
<h1>{{.V.Name}}</h1>
<p>{{.V.Kind}} · version {{.V.Version}} · status <strong>{{.V.Status}}</strong>{{with .V.FinalizedDate}} · signed by every party on {{utc .}}{{end}}</p>
{{- if .V.Damaged}}
<p class="alert">Reach cannot vouch for this agreement: its stored content no longer matches what was signed. Please contact Reach.</p>
{{- else if .V.ContentHash}}
<h2>Content SHA-256</h2>
<p><code>{{.V.ContentHash}}</code></p>
<p class="muted">The SHA-256 of the agreement's text, frozen when signing started: every signature and initial below was given on it.</p>
<h2>Parties</h2>
<table>
<tr><th>Party</th><th>Contact</th><th>Signature</th></tr>
{{- range .V.Parties}}
<tr><td>{{.Party}}</td><td>{{.Contact}}</td><td>{{with .SignedAt}}Signed {{utc .}}{{else}}<span class="alert">Not signed</span>{{end}}</td></tr>
{{- end}}
</table>
<h2>Signatures and initials</h2>
{{- if .V.Marks}}
<table>
<tr><th>Mark and party</th><th>Contact</th><th>Time (UTC)</th><th>Method</th></tr>
{{- range .V.Marks}}
<tr><td>{{.What}} — {{.Party}}</td><td>{{.Contact}}</td><td>{{utc .At}}</td><td>{{.Method}}</td></tr>
{{- end}}
</table>
{{- else}}
<p>Nothing has been signed or initialled yet.</p>
{{- end}}
{{- else}}
<p>Signing has not started: nothing is frozen or signed yet.</p>
{{- end}}
<h2>Check a PDF</h2>
<div id="drop" data-check="{{.CheckBase}}">
<p>Drop a PDF of this agreement here, or choose one. Your browser computes the file's SHA-256 and asks Reach whether it issued that file for this agreement, and of which state. The file itself is not uploaded.</p>
<p><input type="file" id="file" accept="application/pdf,.pdf"></p>
<p id="result" role="status" aria-live="polite"></p>
</div>
<p class="muted">The PDF's certificate page also names the user who gave each mark and the address it came from; this public page does not.</p>
</main>
</body>
</html>
`))

var verifyNotFoundTemplate = template.Must(template.New("verify404").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not found · Verify · Reach</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40em; margin: 3em auto; padding: 0 1em">
<h1>{{.}}</h1>
<p>Check the address: it is printed under the QR code on the PDF's last page.</p>
</body>
</html>
`))

type verifyPageData struct {
	V         *agreement.Verification
	CheckBase string
}

// verifyHeaders: the page changes as parties sign, is nobody's to index, and its address (the
// code) is not passed on to other sites.
func verifyHeaders(c *gin.Context) {
	c.Header("Cache-Control", "no-store")
	c.Header("X-Robots-Tag", "noindex")
	c.Header("Referrer-Policy", "no-referrer")
}

// verifyPage serves GET /verify/{code}.
func verifyPage(agreements *agreement.Service, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		verifyHeaders(c)
		code := c.Param("code")
		v, err := agreements.Verify(c.Request.Context(), code)
		var buf bytes.Buffer
		status := http.StatusOK
		if e := apperr.As(err); e != nil && e.Code == apperr.NotFound {
			status = http.StatusNotFound
			err = verifyNotFoundTemplate.Execute(&buf, e.Message)
		} else if err == nil {
			err = verifyPageTemplate.Execute(&buf, verifyPageData{V: v, CheckBase: "/verify/" + code + "/pdf/"})
		}
		if err != nil {
			log.Error("verify page", "err", err)
			c.String(http.StatusInternalServerError, apperr.MsgInternal)
			return
		}
		c.Data(status, "text/html; charset=utf-8", buf.Bytes())
	}
}

// verifyCheck serves GET /verify/{code}/pdf/{sha256}: {"issued": false}, or {"issued": true,
// "status", "signatures", "initials", "issuedAt", "current"}, each with "message" saying it in
// words; {"error"} with 404 for an unknown code, 400 for a malformed hash.
func verifyCheck(agreements *agreement.Service, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		verifyHeaders(c)
		r, err := agreements.CheckPDF(c.Request.Context(), c.Param("code"), c.Param("sha256"))
		if e := apperr.As(err); e != nil {
			status := http.StatusBadRequest
			if e.Code == apperr.NotFound {
				status = http.StatusNotFound
			}
			c.AbortWithStatusJSON(status, gin.H{"error": e.Message})
			return
		}
		if err != nil {
			log.Error("verify pdf", "err", err)
			c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": apperr.MsgInternal})
			return
		}
		if !r.Issued {
			c.JSON(http.StatusOK, gin.H{"issued": false, "message": "Reach did not issue this file for this agreement. It may have been changed, or be another document."})
			return
		}
		msg := fmt.Sprintf("Reach issued this PDF on %s. It shows the agreement in status %s, with %s and %s.",
			r.IssuedAt.UTC().Format("2 January 2006 at 15:04 UTC"), r.Status, plural(r.Signatures, "signature"), plural(r.Initials, "initial"))
		if r.Current {
			msg += " That is how the agreement stands now."
		} else {
			msg += " The agreement has changed since: see above for how it stands now."
		}
		c.JSON(http.StatusOK, gin.H{"issued": true, "status": r.Status, "signatures": r.Signatures, "initials": r.Initials,
			"issuedAt": r.IssuedAt.UTC().Format(time.RFC3339), "current": r.Current, "message": msg})
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// The page's script: hash the chosen or dropped file in the browser, ask the server, say what
// it answered. A file, not inline, so the Content-Security-Policy holds.
const verifyJS = `(function () {
  var box = document.getElementById('drop');
  if (!box) return;
  var input = document.getElementById('file');
  var out = document.getElementById('result');
  var base = box.getAttribute('data-check');
  function show(text, cls) { out.textContent = text; out.className = cls || ''; }
  function hex(buf) {
    return Array.prototype.map.call(new Uint8Array(buf), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  async function check(file) {
    if (!file) return;
    if (!window.crypto || !window.crypto.subtle) { show('This browser cannot compute the file\'s SHA-256 here (it needs a secure connection).', 'bad'); return; }
    show('Checking ' + file.name + '…');
    try {
      var sum = hex(await window.crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
      var res = await fetch(base + sum, { headers: { Accept: 'application/json' }, credentials: 'omit' });
      var body = await res.json();
      if (!res.ok) { show(body.error || ('Error ' + res.status), 'bad'); return; }
      show(body.message + ' (SHA-256 ' + sum + ')', body.issued ? 'good' : 'bad');
    } catch (e) {
      show('The file could not be checked: ' + e.message, 'bad');
    }
  }
  input.addEventListener('change', function () { check(input.files[0]); });
  box.addEventListener('dragover', function (e) { e.preventDefault(); box.classList.add('over'); });
  box.addEventListener('dragleave', function () { box.classList.remove('over'); });
  box.addEventListener('drop', function (e) {
    e.preventDefault();
    box.classList.remove('over');
    if (e.dataTransfer && e.dataTransfer.files.length) check(e.dataTransfer.files[0]);
  });
})();
`

func verifyScript(c *gin.Context) {
	c.Header("Cache-Control", "public, max-age=3600")
	c.Data(http.StatusOK, "text/javascript; charset=utf-8", []byte(verifyJS))
}
