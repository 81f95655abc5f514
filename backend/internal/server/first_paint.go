package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"html/template"
	"strings"

	"github.com/reachmissions/reach/backend/internal/i18n"
)

// A first paint is the top of a public giving page (the public header, the
// breadcrumbs, the title, the steps and the intro) written into the portal's
// index.html, so that a phone paints the page's text from the HTML instead of
// after the portal, the giving remote and React have loaded. It sits in
// <div id="first-paint"> before <div id="root">, styled by inline CSS that
// copies the MUI styles the giving app renders the same elements with; while
// it is there, #root is not displayed. The giving page removes it (and its
// style) in the same frame React shows its own header and title, so nothing
// moves. The portal removes it at once for a signed-in visitor, whose pages
// have another header, and when the remote cannot load; before that, a small
// inline script in the head (firstPaintSignedInScript) has already hidden it
// for them.
//
// The texts are the giving app's (apps/giving/src/pages, components/Steps.tsx,
// components/PartnerPage.tsx); e2e/tests/giving-first-paint.spec.ts checks that
// the page before and after its scripts run shows the same words in the same
// places. The words are in the request's language (i18n.FromContext: ?lang=,
// else Accept-Language), as the giving app's catalog says them; <html lang
// dir> follow. A visitor who chose another language on the device (the
// switcher's localStorage['reach.language']) does not see it: the head's
// script hides the first paint, as for a signed-in visitor, and the page
// paints in that language once loaded.

type firstPaintCrumb struct {
	Label, To string
}

type firstPaintPage struct {
	Title  string
	Crumbs []firstPaintCrumb
	Steps  []string
	Step   int
	// Intro is the sentence under the steps; IntroLink, when set, is a link
	// inside it (IntroBefore, IntroLink's text, IntroAfter).
	IntroBefore, IntroLinkText, IntroLink, IntroAfter string
	// Skip, when set, is the 'Skip' link beside the intro.
	Skip string
}

var adoptSteps = []string{"Select UPG", "Funding Details", "Adopt Your UPG", "Payment"}
var projectSteps = []string{"Select Project", "Project Details", "People Group Impact", "Payment"}

// firstPaintPages are the public giving pages with a first paint, by path.
var firstPaintPages = map[string]firstPaintPage{
	"/partner/adopt-a-upg": {
		Title:         "Select UPG",
		Crumbs:        []firstPaintCrumb{{"Partner with Us", "/partner"}, {"Sponsor a Native Missionary", ""}},
		Steps:         adoptSteps,
		IntroBefore:   "Choose an unreached people group to sponsor a native missionary for, monthly or once, or ",
		IntroLinkText: "skip this step",
		IntroLink:     "/partner/adopt-a-upg/__reach__",
		IntroAfter:    " and let us pick the group where your gift is needed most.",
	},
	"/partner/sponsor-a-project": {
		Title:       "Select a Holistic Project",
		Crumbs:      []firstPaintCrumb{{"Partner with Us", "/partner"}, {"Fund a Holistic Project", ""}},
		Steps:       projectSteps,
		IntroBefore: "Clean water, farming, small businesses, schools: holistic projects meet real needs and open doors for the gospel. Choose one to fund, or skip and give to the holistic fund.",
		Skip:        "/partner/sponsor-a-project/__reach__",
	},
}

// firstPaintSignedInScript marks <html> with the class fp-signed-in when the
// browser keeps a session token (localStorage.authToken, @reach/ui's
// AUTH_TOKEN_KEY), before the body is parsed: the first paint is the
// signed-out page, so firstPaintCSS hides it for a signed-in visitor, who waits
// for the portal's own header instead of seeing "Sign In". The token lives only
// in localStorage, which the server cannot see. It runs inline (no request
// before the first paint) and the Content-Security-Policy allows it by its hash
// (FirstPaintScriptHash), not by 'unsafe-inline'.
const firstPaintSignedInScript = `try{var l=localStorage.getItem("reach.language");(localStorage.getItem("authToken")||l&&l!=document.documentElement.lang)&&document.documentElement.classList.add("fp-signed-in")}catch(e){}`

// FirstPaintScriptHash is the CSP source that allows firstPaintSignedInScript
// and no other inline script.
var FirstPaintScriptHash = func() string {
	sum := sha256.Sum256([]byte(firstPaintSignedInScript))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()

// firstPaintCSS copies the computed MUI styles of the giving page's top (the
// theme's breakpoints: sm 400, md 600, lg 992 px). Its selectors only match
// inside #first-paint, apart from html and body, which get what MUI's
// CssBaseline gives them.
const firstPaintCSS = `#first-paint~#root{display:none}
.fp-signed-in #first-paint{display:none}
html{-webkit-font-smoothing:antialiased;box-sizing:border-box;-webkit-text-size-adjust:100%;text-size-adjust:100%}
*,::before,::after{box-sizing:inherit}
body{margin:0;color:rgba(0,0,0,.87);font-family:"Helvetica Neue",Helvetica,Arial,"Segoe UI",Roboto,sans-serif;font-weight:400;font-size:1rem;line-height:1.5;background-color:#f5f7fa}
#first-paint a{color:inherit;text-decoration:none}
#first-paint p,#first-paint h1,#first-paint ol{margin:0}
#first-paint ol{list-style:none;padding:0}
#first-paint li{display:flex;align-items:center}
.fp-bar{display:flex;flex-direction:column;background:#336195;color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.fp-toolbar{position:relative;display:flex;align-items:center;gap:8px;padding:0 16px;min-height:56px}
@media (orientation:landscape){.fp-toolbar{min-height:48px}}
@media (min-width:400px){.fp-toolbar{padding:0 24px;min-height:64px}}
.fp-logo{display:flex;align-items:center}
.fp-logo span{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:22.4px;letter-spacing:.5px}
.fp-fill{flex:1 1 0%}
.fp-signin{display:inline-flex;align-items:center;justify-content:center;min-width:64px;min-height:40px;padding:6px 8px;border-radius:6px;font-weight:600;font-size:.875rem;line-height:1.75}
.fp-main{padding:16px}
@media (min-width:600px){.fp-main{padding:24px}}
.fp-page{max-width:1300px;margin:0 auto}
.fp-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;margin-bottom:8px}
.fp-head ol{display:flex;flex-wrap:wrap;align-items:center;color:rgba(0,0,0,.6)}
#first-paint .fp-head a:hover,#first-paint .fp-intro a:hover,#first-paint .fp-skip:hover{text-decoration:underline}
.fp-sep{margin:0 8px}
.fp-current{color:rgba(0,0,0,.87)}
#first-paint h1{margin-bottom:16px;font-size:26px;line-height:1.235;font-weight:700}
@media (min-width:600px){#first-paint h1{font-size:34px}}
.fp-steps{margin-bottom:24px}
.fp-steps>p{color:#336195;font-weight:600}
.fp-steps ol{display:none;gap:8px;align-items:center}
@media (min-width:992px){.fp-steps>p{display:none}.fp-steps ol{display:flex}}
.fp-steps li{gap:8px;flex:1 1 0%}
.fp-steps li:last-child{flex:0 0 auto}
.fp-n{width:28px;height:28px;border-radius:50%;flex-shrink:0;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;background:#e0e0e0;color:rgba(0,0,0,.87)}
.fp-done .fp-n,.fp-now .fp-n{background:#336195;color:#fff}
.fp-steps li p{white-space:nowrap;color:rgba(0,0,0,.6);font-weight:400}
.fp-steps .fp-now p{color:rgba(0,0,0,.87);font-weight:700}
.fp-line{flex:1 1 0%;height:1px;background:#e0e0e0;margin:0 8px}
#first-paint .fp-intro{margin-bottom:16px;color:rgba(0,0,0,.6);max-width:760px}
#first-paint .fp-intro a,#first-paint .fp-skip{color:#336195;font-weight:600}
.fp-row{display:flex;flex-wrap:wrap;gap:16px;align-items:baseline;justify-content:space-between;margin-bottom:16px}
#first-paint .fp-row .fp-intro{margin-bottom:0}
`

var firstPaintTemplate = template.Must(template.New("first-paint").Funcs(template.FuncMap{
	"add":  func(a, b int) int { return a + b },
	"last": func(i int, s []string) bool { return i == len(s)-1 },
}).Parse(`<div id="first-paint"><header class="fp-bar"><div class="fp-toolbar">` +
	`<a class="fp-logo" href="/partner" aria-label="Reach"><span><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="currentColor"></circle><path d="M9 22 16 8l7 14h-4l-3-6-3 6z" fill="#336195"></path></svg>Reach</span></a>` +
	`<div class="fp-fill"></div><a class="fp-signin" href="/sign-in">{{.SignIn}}</a></div></header>` +
	`<main class="fp-main"><div class="fp-page"><header class="fp-head"><nav aria-label="{{.Breadcrumb}}"><ol>` +
	`{{range $i, $c := .Crumbs}}<li>{{if $i}}<span class="fp-sep" aria-hidden="true">/</span>{{end}}{{if $c.To}}<a href="{{$c.To}}">{{$c.Label}}</a>{{else}}<span class="fp-current" aria-current="page">{{$c.Label}}</span>{{end}}</li>{{end}}` +
	`</ol></nav></header><h1>{{.Title}}</h1>` +
	`{{if .Steps}}<div class="fp-steps"><p>{{.StepOf}}</p><ol aria-label="{{.StepsLabel}}">` +
	`{{$step := .Step}}{{$steps := .Steps}}{{range $i, $s := .Steps}}<li class="{{if lt $i $step}}fp-done{{else if eq $i $step}}fp-now{{end}}"{{if eq $i $step}} aria-current="step"{{end}}>` +
	`<div class="fp-n">{{if lt $i $step}}✓{{else}}{{add $i 1}}{{end}}</div><p>{{$s}}</p>{{if not (last $i $steps)}}<div class="fp-line" aria-hidden="true"></div>{{end}}</li>{{end}}` +
	`</ol></div>{{end}}` +
	`{{if .Skip}}<div class="fp-row">{{end}}<p class="fp-intro">{{.IntroBefore}}{{if .IntroLink}}<a href="{{.IntroLink}}">{{.IntroLinkText}}</a>{{.IntroAfter}}{{end}}</p>` +
	`{{if .Skip}}<a class="fp-skip" href="{{.Skip}}">{{.SkipText}}</a></div>{{end}}` +
	`</div></main></div>`))

// firstPaintCommon are the words every first paint has, in the page's language.
type firstPaintCommon struct {
	SignIn, Breadcrumb, StepsLabel, StepOf, SkipText string
}

// firstPaintView is a first paint in one language.
type firstPaintView struct {
	firstPaintPage
	firstPaintCommon
}

// translated is page in lang: every text through the giving app's words (i18n.T; catalogs
// firstpaint.<code>.json), the step line with its numbers.
func (page firstPaintPage) translated(lang string) firstPaintView {
	t := func(s string) string { return i18n.T(lang, s) }
	out := page
	out.Title = t(page.Title)
	out.Crumbs = make([]firstPaintCrumb, len(page.Crumbs))
	for i, c := range page.Crumbs {
		out.Crumbs[i] = firstPaintCrumb{t(c.Label), c.To}
	}
	out.Steps = make([]string, len(page.Steps))
	for i, s := range page.Steps {
		out.Steps[i] = t(s)
	}
	out.IntroBefore, out.IntroLinkText, out.IntroAfter = t(page.IntroBefore), t(page.IntroLinkText), t(page.IntroAfter)
	return firstPaintView{out, firstPaintCommon{
		SignIn:     i18n.T(lang, "Sign In"),
		Breadcrumb: i18n.T(lang, "breadcrumb"),
		StepsLabel: i18n.T(lang, "Steps"),
		StepOf:     i18n.T(lang, "Step %d of %d", page.Step+1, len(page.Steps)),
		SkipText:   i18n.T(lang, "Skip"),
	}}
}

// withFirstPaint returns the portal's index.html with the first paint of the
// page at path p in lang, or nil when p has none or index has no place for it.
func withFirstPaint(index []byte, p, lang string) []byte {
	raw, ok := firstPaintPages[p]
	if !ok {
		return nil
	}
	page := raw.translated(lang)
	const root = `<div id=root></div>`
	i := bytes.Index(index, []byte(root))
	if i < 0 {
		i = bytes.Index(index, []byte(`<div id="root"></div>`))
	}
	head := bytes.Index(index, []byte(`</head>`))
	if i < 0 || head < 0 || head > i {
		return nil
	}
	var body bytes.Buffer
	if err := firstPaintTemplate.Execute(&body, page); err != nil {
		return nil
	}
	var out bytes.Buffer
	out.Grow(len(index) + body.Len() + len(firstPaintCSS) + len(firstPaintSignedInScript) + 120)
	before := string(index[:head])
	// The page's own title, as the giving app sets it.
	before = strings.Replace(before, "<title>Reach</title>", "<title>"+template.HTMLEscapeString(i18n.T(lang, "%s · Reach", page.Title))+"</title>", 1)
	// <html lang dir> in the page's language, as the apps set them.
	dir := "ltr"
	if l, ok := i18n.Get(lang); ok && l.Dir != "" {
		dir = l.Dir
	}
	html := `<html lang="` + template.HTMLEscapeString(lang) + `" dir="` + dir + `">`
	for _, tag := range []string{`<html lang=en>`, `<html lang="en">`} {
		if strings.Contains(before, tag) {
			before = strings.Replace(before, tag, html, 1)
			break
		}
	}
	out.WriteString(before)
	out.WriteString(`<style id="first-paint-style">`)
	out.WriteString(firstPaintCSS)
	out.WriteString(`</style><script>`)
	out.WriteString(firstPaintSignedInScript)
	out.WriteString(`</script>`)
	out.Write(index[head:i])
	out.Write(body.Bytes())
	out.Write(index[i:])
	return out.Bytes()
}
