package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/text/unicode/norm"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// AgreementPDFPath is the PDF's route (packages/ui's agreementPdfPath builds the same path).
const AgreementPDFPath = "/agreements/:id/pdf"

// MsgNotIntact is the answer when an agreement's stored content no longer matches its hash.
const MsgNotIntact = "This agreement's stored content no longer matches what was signed, so no PDF is drawn. Please tell an administrator."

// agreementPDF serves GET /agreements/{id}/pdf: the agreement's PDF for finance, to a request
// signed in as GraphQL's are (Authorization: Bearer and the optional Contact header) that may
// read the agreement. Errors are JSON {"error": message}: 401 signed out, 403 another of the
// user's accounts is a party (or the Contact header is not theirs), 404 no such agreement for
// them, 409 before signing starts.
func agreementPDF(agreements *agreement.Service, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Header("Cache-Control", "no-store")
		f, err := agreements.PDF(c.Request.Context(), c.Param("id"))
		if err != nil {
			status, msg := pdfError(c.Request.Context(), err)
			if status == http.StatusInternalServerError {
				log.Error("agreement pdf", "agreement", c.Param("id"), "err", err)
			}
			c.AbortWithStatusJSON(status, gin.H{"error": msg})
			return
		}
		h := c.Writer.Header()
		h.Set("Content-Disposition", contentDisposition("attachment", f.Filename))
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
		h.Set("Vary", "Accept-Encoding")
		if acceptsGzip(c.Request) {
			// The PDF's pages are not compressed inside it (agreement/pdf): the wire is.
			if gz, ok := gzipPDF(f.Content); ok {
				h.Set("Content-Encoding", "gzip")
				c.Data(http.StatusOK, "application/pdf", gz)
				return
			}
		}
		c.Data(http.StatusOK, "application/pdf", f.Content)
	}
}

// gzipWriters are reused: a new gzip writer is a MiB of memory.
var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed)
	return w
}}

func gzipPDF(b []byte) ([]byte, bool) {
	var buf bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(zw)
	zw.Reset(&buf)
	if _, err := zw.Write(b); err != nil || zw.Close() != nil {
		return nil, false
	}
	return buf.Bytes(), true
}

func pdfError(ctx context.Context, err error) (int, string) {
	switch {
	case errors.Is(err, agreement.ErrPDFNotYet):
		return http.StatusConflict, i18n.TC(ctx, agreement.MsgPDFNotYet)
	case errors.Is(err, agreement.ErrNotIntact):
		return http.StatusInternalServerError, i18n.TC(ctx, MsgNotIntact)
	}
	if e := apperr.As(err); e != nil {
		switch e.Code {
		case apperr.Unauthenticated:
			return http.StatusUnauthorized, messageOf(ctx, e)
		case apperr.Forbidden:
			return http.StatusForbidden, messageOf(ctx, e)
		case apperr.NotFound:
			return http.StatusNotFound, messageOf(ctx, e)
		}
	}
	return http.StatusInternalServerError, i18n.TC(ctx, apperr.MsgInternal)
}

// contentDisposition names a download for every browser (RFC 6266): filename is an ASCII
// stand-in (accents dropped, anything else '_'), filename* the UTF-8 name.
func contentDisposition(disposition, name string) string {
	return fmt.Sprintf(`%s; filename="%s"; filename*=UTF-8''%s`, disposition, asciiFilename(name), storage.FilenameStar(name))
}

func asciiFilename(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(name) {
		switch {
		case r >= 0x300 && r <= 0x36f: // a combining accent: "é" is "e"
		case r == '"' || r == '\\' || r < 0x20 || r == 0x7f:
			b.WriteByte('_')
		case r < 0x80:
			b.WriteRune(r)
		case r == '—' || r == '–':
			b.WriteByte('-')
		default:
			b.WriteByte('_')
		}
	}
	return b.String()
}
