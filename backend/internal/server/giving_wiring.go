package server

import (
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/invite"
)

// newGivingService pays through Stripe when REACH_STRIPE_SECRET_KEY is set,
// else through the built-in sandbox checkout.
func newGivingService(o Options, invites *invite.Service) *giving.Service {
	var provider giving.Provider
	if o.Config.StripeSecretKey != "" {
		provider = giving.NewStripeProvider(o.Config.StripeSecretKey, o.Config.StripeAPIURL, nil, o.Log)
	} else {
		provider = giving.NewSandbox(o.DB, o.Config.PublicURL, o.Now)
	}
	return giving.New(giving.Options{
		Store: o.DB, Provider: provider, Invites: invites, Mail: o.Mail, PublicURL: o.Config.PublicURL,
		WebhookSecret: o.Config.StripeWebhookSecret, Log: o.Log, Now: o.Now,
	})
}
