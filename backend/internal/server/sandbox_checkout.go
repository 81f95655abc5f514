package server

import (
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/i18n"
)

// sandboxCheckoutRoutes serves the sandbox checkout page: GET shows the
// gift, POST .../pay and .../cancel (forms carrying the session's token)
// redirect to the success or cancel page. Without the sandbox (Stripe
// configured) every path answers 404.
func sandboxCheckoutRoutes(r gin.IRouter, sb *giving.Sandbox, log *slog.Logger) {
	g := r.Group(giving.SandboxPath + ":id")
	g.GET("", func(c *gin.Context) {
		if sb == nil {
			c.String(http.StatusNotFound, "not found")
			return
		}
		p, err := sb.Page(c.Request.Context(), c.Param("id"))
		if err != nil {
			sandboxError(c, err, log)
			return
		}
		renderSandbox(c, http.StatusOK, p, "")
	})
	g.POST("/pay", func(c *gin.Context) {
		if sb == nil || !sameSiteForm(c) {
			c.String(http.StatusForbidden, "forbidden")
			return
		}
		to, err := sb.Pay(c.Request.Context(), c.Param("id"), c.PostForm("token"), c.PostForm("name"), c.PostForm("email"))
		if e := apperr.As(err); e != nil {
			if p, perr := sb.Page(c.Request.Context(), c.Param("id")); perr == nil {
				renderSandbox(c, http.StatusBadRequest, p, messageOf(c.Request.Context(), e))
				return
			}
		}
		if err != nil {
			sandboxError(c, err, log)
			return
		}
		c.Redirect(http.StatusSeeOther, to)
	})
	g.POST("/cancel", func(c *gin.Context) {
		if sb == nil || !sameSiteForm(c) {
			c.String(http.StatusForbidden, "forbidden")
			return
		}
		to, err := sb.Cancel(c.Request.Context(), c.Param("id"), c.PostForm("token"))
		if err != nil {
			sandboxError(c, err, log)
			return
		}
		c.Redirect(http.StatusSeeOther, to)
	})
}

// sameSiteForm refuses a form posted from another site (the token is the
// main guard; this is the second).
func sameSiteForm(c *gin.Context) bool {
	o := c.GetHeader("Origin")
	if o == "" || o == "null" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == c.Request.Host
}

func sandboxError(c *gin.Context, err error, log *slog.Logger) {
	switch {
	case errors.Is(err, giving.ErrSessionNotFound):
		c.String(http.StatusNotFound, i18n.TC(c.Request.Context(), "This sandbox checkout does not exist."))
	case errors.Is(err, giving.ErrBadToken):
		c.String(http.StatusForbidden, i18n.TC(c.Request.Context(), "This form has expired. Go back and open the checkout again."))
	default:
		log.Error("sandbox checkout", "err", err)
		c.String(http.StatusInternalServerError, i18n.TC(c.Request.Context(), apperr.MsgInternal))
	}
}

func renderSandbox(c *gin.Context, status int, p *giving.SandboxPage, problem string) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Header("Cache-Control", "no-store")
	c.Status(status)
	_ = sandboxTemplate.Execute(c.Writer, struct {
		*giving.SandboxPage
		Problem string
	}{p, problem})
}

// sandboxTemplate is the page: plain HTML and CSS, no script, so it runs
// under the site's Content-Security-Policy.
var sandboxTemplate = template.Must(template.New("sandbox").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout — no money moves</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f9;color:#1c2430}
.banner{background:#b35c00;color:#fff;text-align:center;padding:10px 16px;font-weight:600}
main{max-width:480px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:1.3rem;margin:0 0 4px;color:#336195}
.for{color:#4a5565;margin:0 0 20px}
.amount{font-size:1.6rem;font-weight:700;margin:0 0 20px}
label{display:block;font-size:.9rem;margin:12px 0 4px}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c5ccd6;border-radius:6px;font-size:1rem}
.buttons{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:6px;font-size:1rem;cursor:pointer;border:1px solid #336195}
.pay{background:#336195;color:#fff}
.cancel{background:#fff;color:#336195}
.problem{background:#fdecea;color:#8a1c1c;padding:10px;border-radius:6px;margin-bottom:12px}
.note{font-size:.85rem;color:#6b7480;margin-top:16px}
</style>
</head>
<body>
<div class="banner" role="note">Sandbox checkout — no money moves</div>
<main>
<div class="card">
<h1>Complete your gift</h1>
<p class="for">For: {{.Description}}</p>
<p class="amount">{{.Amount}}</p>
{{if .Problem}}<p class="problem" role="alert">{{.Problem}}</p>{{end}}
{{if .Open}}
<form method="post" action="/sandbox-checkout/{{.ID}}/pay">
<input type="hidden" name="token" value="{{.CSRFToken}}">
{{if .NeedsEmail}}
<label for="name">Name</label>
<input type="text" id="name" name="name" autocomplete="name" required>
<label for="email">Email</label>
<input type="email" id="email" name="email" autocomplete="email" required>
{{end}}
<div class="buttons">
<button type="submit" class="pay">Pay</button>
<button type="submit" class="cancel" formaction="/sandbox-checkout/{{.ID}}/cancel" formnovalidate>Cancel</button>
</div>
</form>
{{else}}
<p class="problem">{{.Message}}</p>
{{end}}
<p class="note">This is Reach's built-in test checkout, used because no Stripe key is configured. Pay records the gift as if a card had been charged.</p>
</div>
</main>
</body>
</html>
`))
