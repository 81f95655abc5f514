package server

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/personaldata"
)

// PersonalDataPath is the signed-in person's export (packages/ui's personalDataPath builds the
// same path).
const PersonalDataPath = "/personal-data/export"

// personalDataExport serves GET /personal-data/export: the zip of what Reach holds about the
// signed-in user (personaldata), to a request signed in as the agreement PDF's are
// (Authorization: Bearer; a Contact header changes nothing: the export is the user's own). Errors
// are JSON {"error": message}: 401 signed out, 429 past personaldata.LimitExport. The zip is
// streamed as it is drawn; should drawing fail midway, the connection is cut so that no partial
// file is saved as if whole.
func personalDataExport(svc *personaldata.Service, trail *audit.Service, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		ctx := c.Request.Context()
		c.Header("Cache-Control", "no-store")
		e, err := svc.Prepare(ctx)
		if err != nil {
			status, msg := exportError(ctx, err)
			if status == http.StatusInternalServerError {
				log.Error("personal data export", "err", err)
			}
			c.AbortWithStatusJSON(status, gin.H{"error": msg})
			return
		}
		h := c.Writer.Header()
		h.Set("Content-Type", "application/zip")
		h.Set("Content-Disposition", contentDisposition("attachment", e.Filename()))
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
		c.Status(http.StatusOK)
		if err := e.Write(c.Writer); err != nil {
			log.Error("personal data export", "err", err)
			panic(http.ErrAbortHandler)
		}
		// every export is in the audit trail: who downloaded their data, when, from where
		if err := trail.Record(ctx, audit.Entry{Kind: audit.KindPersonExported, TargetType: audit.TargetPerson, TargetID: e.UserID(), TargetLabel: e.Username()}); err != nil {
			log.Error("personal data export: the audit trail did not record it", "err", err)
		}
	}
}

func exportError(ctx context.Context, err error) (int, string) {
	if e := apperr.As(err); e != nil {
		switch e.Code {
		case apperr.Unauthenticated:
			return http.StatusUnauthorized, messageOf(ctx, e)
		case apperr.RateLimited:
			return http.StatusTooManyRequests, messageOf(ctx, e)
		}
	}
	return http.StatusInternalServerError, i18n.TC(ctx, apperr.MsgInternal)
}
