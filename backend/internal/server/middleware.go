package server

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"runtime/debug"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/user"
)

// MaxBodyBytes is the largest GraphQL request body (1 MiB).
const MaxBodyBytes = 1 << 20

// messageOf is e's message in the language of ctx (as the GraphQL error presenter shows it).
func messageOf(ctx context.Context, e *apperr.Error) string {
	key, args := e.Key()
	return i18n.TC(ctx, key, args...)
}

// writeGraphQLError answers with a GraphQL-shaped error outside gqlgen.
func writeGraphQLError(c *gin.Context, status int, code, message string) {
	message = i18n.TC(c.Request.Context(), message)
	c.AbortWithStatusJSON(status, gin.H{"errors": []gin.H{{"message": message, "extensions": gin.H{"code": code}}}})
}

// requestLanguage puts the language of the request's answers into its context: a supported
// ?lang= (the links Reach mails and /verify), else the first supported language of
// Accept-Language (the apps send the language chosen on the device), else English. A signed-in
// user's own language wins over both (authenticate). Nothing here is ever an error.
func requestLanguage(c *gin.Context) {
	lang := i18n.Normalize(c.Query("lang"))
	if lang == "" {
		lang = i18n.Match(c.GetHeader("Accept-Language"))
	}
	c.Request = c.Request.WithContext(i18n.WithLang(c.Request.Context(), lang))
	c.Next()
}

// limitBody reads at most max bytes of the body and answers 413 beyond.
func limitBody(max int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.ContentLength > max {
			writeGraphQLError(c, http.StatusRequestEntityTooLarge, apperr.BadUserInput, "The request is too large (at most 1 MiB).")
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, max))
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				writeGraphQLError(c, http.StatusRequestEntityTooLarge, apperr.BadUserInput, "The request is too large (at most 1 MiB).")
				return
			}
			writeGraphQLError(c, http.StatusBadRequest, apperr.BadUserInput, "The request body could not be read.")
			return
		}
		c.Request.Body = io.NopCloser(bytes.NewReader(body))
		c.Next()
	}
}

// authenticate puts the client and, for a valid bearer token, the viewer
// into the request context.
func (s *Server) authenticate(users *user.Service) gin.HandlerFunc {
	return func(c *gin.Context) {
		token := ""
		if h := c.GetHeader("Authorization"); len(h) > 7 && strings.EqualFold(h[:7], "Bearer ") {
			token = strings.TrimSpace(h[7:])
		}
		ctx := auth.WithClient(c.Request.Context(), &auth.Client{IP: c.ClientIP(), UserAgent: c.GetHeader("User-Agent"), Token: token})
		v, err := users.Authenticate(ctx, token, strings.TrimSpace(c.GetHeader("Contact")))
		if err != nil {
			s.log.Error("authenticate request", "err", err)
			writeGraphQLError(c, http.StatusInternalServerError, apperr.Internal, apperr.MsgInternal)
			return
		}
		if v != nil {
			ctx = auth.WithViewer(ctx, v)
			// The user's language wins over the device's, but for the pseudo-locale a
			// developer asks for.
			if i18n.Supported(v.Language) && i18n.FromContext(ctx) != i18n.Pseudo {
				ctx = i18n.WithLang(ctx, v.Language)
			}
		}
		c.Request = c.Request.WithContext(ctx)
		c.Next()
	}
}

// afterAnswer starts the work a GraphQL request left for after its answer (a mailed link,
// user.HoldUntilAnswered) once the answer is written and flushed, so that work never delays
// the answer, whatever the request was about.
func afterAnswer(c *gin.Context) {
	ctx, release := user.HoldUntilAnswered(c.Request.Context())
	defer release()
	c.Request = c.Request.WithContext(ctx)
	c.Next()
	c.Writer.Flush()
}

// requestLog logs each request without secrets: the path without its query
// (mailed codes travel there), never headers or bodies.
func requestLog(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		log.Info("request", "method", c.Request.Method, "path", c.Request.URL.Path, "status", c.Writer.Status(),
			"bytes", c.Writer.Size(), "ms", time.Since(start).Milliseconds(), "ip", c.ClientIP())
	}
}

func recovery(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				log.Error("panic serving request", "path", c.Request.URL.Path, "panic", p, "stack", string(debug.Stack()))
				c.AbortWithStatus(http.StatusInternalServerError)
			}
		}()
		c.Next()
	}
}

// ContentSecurityPolicy builds the policy for cfg: only the outside scripts
// and frames of configured features (Google sign-in, reCAPTCHA, Turnstile).
func ContentSecurityPolicy(cfg config.Config) string {
	// The only inline script: the first paint's signed-in mark, by its hash.
	script := []string{"'self'", FirstPaintScriptHash}
	frame := []string{}
	connect := []string{"'self'"}
	style := []string{"'self'", "'unsafe-inline'"}
	if u, err := url.Parse(cfg.PublicURL); err == nil && u.Host != "" {
		ws := "ws"
		if u.Scheme == "https" {
			ws = "wss"
		}
		connect = append(connect, ws+"://"+u.Host)
	}
	if cfg.GoogleClientID != "" && cfg.GoogleClientSecret != "" {
		script = append(script, "https://accounts.google.com")
		frame = append(frame, "https://accounts.google.com")
		connect = append(connect, "https://accounts.google.com")
		style = append(style, "https://accounts.google.com")
	}
	img := []string{"'self'", "data:", "blob:", "https:"}
	if cfg.S3Bucket != "" {
		// The portal uploads straight to the bucket and shows its presigned pictures.
		o := storage.BucketOrigin(storage.S3Config{Endpoint: cfg.S3Endpoint, Bucket: cfg.S3Bucket, Region: cfg.S3Region, PathStyle: cfg.S3PathStyle})
		connect = append(connect, o)
		img = append(img, o)
	}
	switch cfg.BotCheckProvider {
	case "recaptcha":
		script = append(script, "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/")
		frame = append(frame, "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/")
	case "turnstile":
		script = append(script, "https://challenges.cloudflare.com")
		frame = append(frame, "https://challenges.cloudflare.com")
	}
	parts := []string{
		"default-src 'self'",
		"script-src " + strings.Join(script, " "),
		"style-src " + strings.Join(style, " "),
		"img-src " + strings.Join(img, " "),
		"font-src 'self' data:",
		"connect-src " + strings.Join(connect, " "),
		// The portal's service worker (/sw.js) and web app manifest, from Reach only.
		"worker-src 'self'",
		"manifest-src 'self'",
	}
	if len(frame) > 0 {
		parts = append(parts, "frame-src "+strings.Join(frame, " "))
	} else {
		parts = append(parts, "frame-src 'none'")
	}
	parts = append(parts, "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'")
	return strings.Join(parts, "; ")
}

func securityHeaders(cfg config.Config) gin.HandlerFunc {
	csp := ContentSecurityPolicy(cfg)
	hsts := strings.HasPrefix(cfg.PublicURL, "https://")
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		c.Next()
	}
}
