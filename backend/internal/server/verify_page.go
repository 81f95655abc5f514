package server

import (
	"bytes"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/agreement"
	agreementpdf "github.com/reachmissions/reach/backend/internal/agreement/pdf"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/i18n"
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
<html lang="{{.Lang}}" dir="{{.Dir}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.L.Title}}</title>
<style>
body { font-family: system-ui, sans-serif; color: #1b1b1b; max-width: 56em; margin: 2em auto; padding: 0 1em; line-height: 1.45 }
h1 { margin: .2em 0 } h2 { margin-top: 1.6em; font-size: 1.15em }
.muted { color: #5f5f5f } .alert { color: #b00020 } .good { color: #1b5e20 } .bad { color: #b00020 }
code { font-size: .92em; word-break: break-all }
table { border-collapse: collapse; width: 100% } th, td { text-align: start; vertical-align: top; padding-block: .35em; padding-inline: 0 .6em; border-bottom: 1px solid #ddd }
th { font-size: .85em; color: #5f5f5f; font-weight: 600 }
#drop { border: 2px dashed #9e9e9e; border-radius: 8px; padding: 1.2em; margin-top: .6em }
#drop.over { border-color: #102a6e; background: #f3f6ff }
#result { font-weight: 600; min-height: 1.4em }
.langs { display: flex; flex-wrap: wrap; gap: .4em 1em; justify-content: flex-end; margin: 0; padding: 0; list-style: none; font-size: .92em }
.langs a { color: #102a6e } .langs [aria-current] { font-weight: 600; color: #1b1b1b; text-decoration: none }
</style>
<script src="/verify.js" defer></script>
</head>
<body>
{{template "langs" .}}
<main>
<p class="muted">{{.L.Heading}}</p>
<h1>{{.V.Name}}</h1>
<p>{{.L.Summary}}</p>
{{- if .V.Damaged}}
<p class="alert">{{.L.Damaged}}</p>
{{- else if .V.ContentHash}}
<h2>{{.L.ContentHash}}</h2>
<p><code dir="ltr">{{.V.ContentHash}}</code></p>
<p class="muted">{{.L.ContentHashHelp}}</p>
<h2>{{.L.Parties}}</h2>
<table>
<tr><th>{{.L.Party}}</th><th>{{.L.Contact}}</th><th>{{.L.Signature}}</th></tr>
{{- range .Parties}}
<tr><td>{{.Party}}</td><td>{{.Contact}}</td><td>{{if .Signed}}{{.Signed}}{{else}}<span class="alert">{{$.L.NotSigned}}</span>{{end}}</td></tr>
{{- end}}
</table>
<h2>{{.L.Marks}}</h2>
{{- if .V.Marks}}
<table>
<tr><th>{{.L.MarkAndParty}}</th><th>{{.L.Contact}}</th><th>{{.L.Time}}</th><th>{{.L.Method}}</th></tr>
{{- range .V.Marks}}
<tr><td>{{.What}} — {{.Party}}</td><td>{{.Contact}}</td><td dir="ltr">{{utc .At}}</td><td>{{.Method}}</td></tr>
{{- end}}
</table>
{{- else}}
<p>{{.L.NoMarks}}</p>
{{- end}}
{{- else}}
<p>{{.L.NotStarted}}</p>
{{- end}}
<h2>{{.L.Check}}</h2>
<div id="drop" data-check="{{.CheckBase}}" data-no-digest="{{.L.NoDigest}}" data-checking="{{.L.Checking}}" data-error="{{.L.Error}}" data-failed="{{.L.Failed}}">
<p>{{.L.Drop}}</p>
<p><input type="file" id="file" accept="application/pdf,.pdf" aria-label="{{.L.Choose}}"></p>
<p id="result" role="status" aria-live="polite"></p>
</div>
<p class="muted">{{.L.Private}}</p>
</main>
</body>
</html>
{{define "langs"}}<nav aria-label="{{.L.Languages}}"><ul class="langs">
{{- range .Langs}}
<li>{{if .Current}}<a aria-current="true" lang="{{.Code}}" hreflang="{{.Code}}" href="?lang={{.Code}}">{{.Name}}</a>{{else}}<a lang="{{.Code}}" hreflang="{{.Code}}" href="?lang={{.Code}}">{{.Name}}</a>{{end}}</li>
{{- end}}
</ul></nav>{{end}}
`))

var verifyNotFoundTemplate = template.Must(template.Must(verifyPageTemplate.Clone()).New("verify404").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.L.NotFoundTitle}}</title>
<style>.langs { display: flex; flex-wrap: wrap; gap: .4em 1em; justify-content: flex-end; margin: 0; padding: 0; list-style: none } .langs a { color: #102a6e }</style>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40em; margin: 3em auto; padding: 0 1em">
{{template "langs" .}}
<h1>{{.Message}}</h1>
<p>{{.L.NotFoundHelp}}</p>
</body>
</html>
`))

// verifyTexts are the page's words in one language (every one a key of the verify catalogs).
type verifyTexts struct {
	Title, Heading, Summary                                        template.HTML
	Damaged, ContentHash, ContentHashHelp, Parties, Party, Contact string
	Signature, NotSigned, Marks, MarkAndParty, Time, Method        string
	NoMarks, NotStarted, Check, Drop, Choose, Private, Languages   string
	NoDigest, Checking, Error, Failed, NotFoundTitle, NotFoundHelp string
}

func newVerifyTexts(lang string, v *agreement.Verification) verifyTexts {
	t := func(english string, args ...any) string { return i18n.T(lang, english, args...) }
	l := verifyTexts{
		Damaged:         t("Reach cannot vouch for this agreement: its stored content no longer matches what was signed. Please contact Reach."),
		ContentHash:     t("Content SHA-256"),
		ContentHashHelp: t("The SHA-256 of the agreement's text, frozen when signing started: every signature and initial below was given on it."),
		Parties:         t("Parties"),
		Party:           t("Party"),
		Contact:         t("Contact"),
		Signature:       t("Signature"),
		NotSigned:       t(agreementpdf.NotSigned),
		Marks:           t("Signatures and initials"),
		MarkAndParty:    t("Mark and party"),
		Time:            t("Time (UTC)"),
		Method:          t("Method"),
		NoMarks:         t("Nothing has been signed or initialled yet."),
		NotStarted:      t("Signing has not started: nothing is frozen or signed yet."),
		Check:           t("Check a PDF"),
		Drop:            t("Drop a PDF of this agreement here, or choose one. Your browser computes the file's SHA-256 and asks Reach whether it issued that file for this agreement, and of which state. The file itself is not uploaded."),
		Choose:          t("Choose a PDF of this agreement"),
		Private:         t("The PDF's certificate page also names the user who gave each mark and the address it came from; this public page does not."),
		Languages:       t("Languages"),
		NoDigest:        t("This browser cannot compute the file's SHA-256 here (it needs a secure connection)."),
		Checking:        t("Checking %s…", "{file}"),
		Error:           t("Error %d", 0),
		Failed:          t("The file could not be checked: %s", "{error}"),
		NotFoundTitle:   t("Not found · Verify · Reach"),
		NotFoundHelp:    t("Check the address: it is printed under the QR code on the PDF's last page."),
	}
	if v != nil {
		esc := template.HTMLEscapeString
		l.Title = template.HTML(esc(t("%s · Verify · Reach", v.Name)))
		l.Heading = template.HTML(esc(t("Reach · agreement verification")))
		sum := t("%[1]s · version %[2]d · status <strong>%[3]s</strong>", esc(v.Kind), v.Version, esc(v.Status))
		if v.FinalizedDate != nil {
			sum += strings.Replace(esc(t(" · signed by every party on %s", "{when}")), "{when}", stamp(*v.FinalizedDate), 1)
		}
		l.Summary = template.HTML(sum)
	}
	return l
}

// verifyLanguage is one link of the page's language switcher.
type verifyLanguage struct {
	Code, Name string
	Current    bool
}

type verifyParty struct {
	Party, Contact string
	// Signed says when, the moment isolated so a right-to-left page keeps it in order.
	Signed template.HTML
}

// stamp is a UTC moment as the page writes it, isolated left to right (<bdi dir="ltr">).
func stamp(t time.Time) string {
	return `<bdi dir="ltr">` + t.UTC().Format("2006-01-02 15:04:05 UTC") + `</bdi>`
}

type verifyPageData struct {
	Lang, Dir string
	L         verifyTexts
	Langs     []verifyLanguage
	V         *agreement.Verification
	Parties   []verifyParty
	CheckBase string
	Message   string
}

func newVerifyPageData(lang string, v *agreement.Verification) verifyPageData {
	d := verifyPageData{Lang: lang, Dir: "ltr", L: newVerifyTexts(lang, v), V: v}
	if l, ok := i18n.Get(lang); ok {
		d.Dir = l.Dir
	}
	for _, l := range i18n.All() {
		d.Langs = append(d.Langs, verifyLanguage{Code: l.Code, Name: l.Name, Current: l.Code == lang})
	}
	if v != nil {
		for _, p := range v.Parties {
			vp := verifyParty{Party: p.Party, Contact: p.Contact}
			if p.SignedAt != nil {
				vp.Signed = template.HTML(template.HTMLEscapeString(i18n.T(lang, "Signed %s", "{when}")))
				vp.Signed = template.HTML(strings.Replace(string(vp.Signed), "{when}", stamp(*p.SignedAt), 1))
			}
			d.Parties = append(d.Parties, vp)
		}
	}
	return d
}

// verifyHeaders: the page changes as parties sign, is nobody's to index, and its address (the
// code) is not passed on to other sites.
func verifyHeaders(c *gin.Context) {
	c.Header("Cache-Control", "no-store")
	c.Header("X-Robots-Tag", "noindex")
	c.Header("Referrer-Policy", "no-referrer")
	c.Header("Vary", "Accept-Language")
	c.Header("Content-Language", i18n.FromContext(c.Request.Context()))
}

// verifyPage serves GET /verify/{code}.
func verifyPage(agreements *agreement.Service, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		verifyHeaders(c)
		code := c.Param("code")
		lang := i18n.FromContext(c.Request.Context())
		v, err := agreements.Verify(c.Request.Context(), code)
		var buf bytes.Buffer
		status := http.StatusOK
		if e := apperr.As(err); e != nil && e.Code == apperr.NotFound {
			status = http.StatusNotFound
			d := newVerifyPageData(lang, nil)
			d.Message = i18n.T(lang, e.Message)
			err = verifyNotFoundTemplate.ExecuteTemplate(&buf, "verify404", d)
		} else if err == nil {
			d := newVerifyPageData(lang, v)
			d.CheckBase = "/verify/" + code + "/pdf/"
			err = verifyPageTemplate.Execute(&buf, d)
		}
		if err != nil {
			log.Error("verify page", "err", err)
			c.String(http.StatusInternalServerError, i18n.T(lang, apperr.MsgInternal))
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
		lang := i18n.FromContext(c.Request.Context())
		r, err := agreements.CheckPDF(c.Request.Context(), c.Param("code"), c.Param("sha256"))
		if e := apperr.As(err); e != nil {
			status := http.StatusBadRequest
			if e.Code == apperr.NotFound {
				status = http.StatusNotFound
			}
			c.AbortWithStatusJSON(status, gin.H{"error": i18n.T(lang, e.Message)})
			return
		}
		if err != nil {
			log.Error("verify pdf", "err", err)
			c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": i18n.T(lang, apperr.MsgInternal)})
			return
		}
		if !r.Issued {
			c.JSON(http.StatusOK, gin.H{"issued": false, "message": i18n.T(lang, "Reach did not issue this file for this agreement. It may have been changed, or be another document.")})
			return
		}
		issued := i18n.T(lang, "%[1]s at %[2]s UTC", agreementpdf.Day(lang, r.IssuedAt), r.IssuedAt.UTC().Format("15:04"))
		signatures := i18n.T(lang, "%d signatures", r.Signatures)
		if r.Signatures == 1 {
			signatures = i18n.T(lang, "1 signature")
		}
		initials := i18n.T(lang, "%d initials", r.Initials)
		if r.Initials == 1 {
			initials = i18n.T(lang, "1 initial")
		}
		msg := i18n.T(lang, "Reach issued this PDF on %[1]s. It shows the agreement in status %[2]s, with %[3]s and %[4]s.", issued, r.Status, signatures, initials)
		if r.Current {
			msg += " " + i18n.T(lang, "That is how the agreement stands now.")
		} else {
			msg += " " + i18n.T(lang, "The agreement has changed since: see above for how it stands now.")
		}
		c.JSON(http.StatusOK, gin.H{"issued": true, "status": r.Status, "signatures": r.Signatures, "initials": r.Initials,
			"issuedAt": r.IssuedAt.UTC().Format(time.RFC3339), "current": r.Current, "message": msg})
	}
}

// The page's script: hash the chosen or dropped file in the browser, ask the server, say what
// it answered. A file, not inline, so the Content-Security-Policy holds.
const verifyJS = `(function () {
  var box = document.getElementById('drop');
  if (!box) return;
  var input = document.getElementById('file');
  var out = document.getElementById('result');
  var base = box.getAttribute('data-check');
  function say(key, value) { return (box.getAttribute('data-' + key) || '').replace(/\{\w+\}|\b0\b/, function () { return String(value); }); }
  function show(text, cls) { out.textContent = text; out.className = cls || ''; }
  function hex(buf) {
    return Array.prototype.map.call(new Uint8Array(buf), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  async function check(file) {
    if (!file) return;
    if (!window.crypto || !window.crypto.subtle) { show(box.getAttribute('data-no-digest'), 'bad'); return; }
    show(say('checking', file.name));
    try {
      var sum = hex(await window.crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
      var res = await fetch(base + sum, { headers: { Accept: 'application/json' }, credentials: 'omit' });
      var body = await res.json();
      if (!res.ok) { show(body.error || say('error', res.status), 'bad'); return; }
      show(body.message + ' (SHA-256 ' + sum + ')', body.issued ? 'good' : 'bad');
    } catch (e) {
      show(say('failed', e.message), 'bad');
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
