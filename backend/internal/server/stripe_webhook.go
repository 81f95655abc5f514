package server

import (
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/giving"
)

// StripeWebhookPath is where Stripe posts events.
const StripeWebhookPath = "/webhooks/stripe"

// stripeWebhook answers Stripe: 400 for a bad signature or an oversized
// body, 200 for an event handled, replayed or ignored, 500 when handling
// failed (Stripe retries).
func stripeWebhook(svc *giving.Service, log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, giving.MaxWebhookBytes))
		if err != nil {
			c.String(http.StatusBadRequest, "unreadable or too large body")
			return
		}
		outcome, err := svc.HandleWebhook(c.Request.Context(), body, c.GetHeader("Stripe-Signature"))
		switch {
		case errors.Is(err, giving.ErrBadSignature):
			log.Warn("stripe webhook refused", "err", err)
			c.String(http.StatusBadRequest, "bad signature")
		case err != nil:
			log.Error("stripe webhook failed", "err", err)
			c.String(http.StatusInternalServerError, "try again")
		default:
			c.JSON(http.StatusOK, gin.H{"received": true, "outcome": outcome})
		}
	}
}
