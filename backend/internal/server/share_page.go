package server

import (
	"bytes"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/i18n"
)

// ShareDescriptionLength is how many characters of a project's description
// its share page puts in og:description.
const ShareDescriptionLength = 200

// The share page carries no script (the CSP allows none inline): a meta
// refresh and a visible link send people on to the giving site. og:url is
// the share page itself, so link previews read these tags rather than
// following it to the app page, which has none.
var sharePageTemplate = template.Must(template.New("share").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<meta name="description" content="{{.Description}}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Reach">
<meta property="og:title" content="{{.Title}}">
<meta property="og:description" content="{{.Description}}">
<meta property="og:url" content="{{.URL}}">
{{- if .Image}}
<meta property="og:image" content="{{.Image}}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="{{.Image}}">
{{- else}}
<meta name="twitter:card" content="summary">
{{- end}}
<meta name="twitter:title" content="{{.Title}}">
<meta name="twitter:description" content="{{.Description}}">
<meta http-equiv="refresh" content="0;url={{.Target}}">
<link rel="canonical" href="{{.URL}}">
</head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto; padding: 0 1em">
<h1>{{.Title}}</h1>
<p>{{.Description}}</p>
<p><a href="{{.Target}}">{{.Sponsor}}</a></p>
</body>
</html>
`))

var shareNotFoundTemplate = template.Must(template.New("share404").Parse(`<!doctype html>
<html lang="{{.Lang}}" dir="{{.Dir}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
</head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto; padding: 0 1em">
<h1>{{.Title}}</h1>
<p><a href="{{.Target}}">{{.Sponsor}}</a></p>
</body>
</html>
`))

// sharePageData is what a share page shows; Lang and Dir are the request's language (?lang=,
// else Accept-Language), in which Sponsor, the link's words, are written. What staff typed (the
// project's name and description) is shown as typed.
type sharePageData struct {
	Title, Description, URL, Image, Target string
	Lang, Dir, Sponsor                     string
}

// sharePage serves /meta/hproject/{id}: a page with Open Graph and Twitter
// tags for an active holistic project that sends people on to
// {REACH_PUBLIC_URL}/partner/sponsor-a-project/{id}; 404 for an unknown or
// archived project.
func sharePage(projects *holisticproject.Service, cfg config.Config, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.Param("id")
		p, err := projects.GetPublic(c.Request.Context(), id)
		if err != nil {
			log.Error("share page", "project", id, "err", err)
			c.String(http.StatusInternalServerError, i18n.TC(c.Request.Context(), apperr.MsgInternal))
			return
		}
		var buf bytes.Buffer
		status := http.StatusOK
		lang := i18n.FromContext(c.Request.Context())
		dir := "ltr"
		if l, ok := i18n.Get(lang); ok {
			dir = l.Dir
		}
		if p == nil {
			status = http.StatusNotFound
			err = shareNotFoundTemplate.Execute(&buf, sharePageData{Lang: lang, Dir: dir, Title: i18n.T(lang, "This page is unreached. Keep praying."),
				Target: cfg.PublicURL + "/partner/sponsor-a-project", Sponsor: i18n.T(lang, "See the holistic projects you can sponsor")})
		} else {
			data := sharePageData{
				Title:       p.ProjectName,
				Description: firstChars(strings.Join(strings.Fields(p.Desc), " "), ShareDescriptionLength),
				URL:         cfg.PublicURL + "/meta/hproject/" + url.PathEscape(p.ID),
				Target:      cfg.PublicURL + "/partner/sponsor-a-project/" + url.PathEscape(p.ID),
				Lang:        lang, Dir: dir, Sponsor: i18n.T(lang, "Sponsor this project"),
			}
			for _, pic := range []*holisticproject.Picture{p.Photo, p.Banner} {
				if pic != nil && pic.URL != "" && data.Image == "" {
					data.Image = absoluteURL(cfg.PublicURL, pic.URL)
				}
			}
			err = sharePageTemplate.Execute(&buf, data)
		}
		if err != nil {
			log.Error("render share page", "project", id, "err", err)
			c.String(http.StatusInternalServerError, i18n.TC(c.Request.Context(), apperr.MsgInternal))
			return
		}
		c.Header("Cache-Control", "public, max-age=300")
		c.Header("Vary", "Accept-Language") // the page's words are in the request's language
		c.Data(status, "text/html; charset=utf-8", buf.Bytes())
	}
}

// firstChars is s cut to at most n characters (not bytes).
func firstChars(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// absoluteURL makes a picture path served by Reach absolute, as link
// previews need.
func absoluteURL(base, u string) string {
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		return base + u
	}
	return u
}
