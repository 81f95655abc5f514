package auth

import "context"

// Client describes where a request comes from, for rate limits and the
// sessions list. It never holds secrets.
type Client struct {
	IP        string
	UserAgent string
	// Token is the session token the request carried (needed to sign out
	// of exactly that session); never logged.
	Token string
}

type clientKey struct{}

// WithClient returns ctx carrying c.
func WithClient(ctx context.Context, c *Client) context.Context {
	return context.WithValue(ctx, clientKey{}, c)
}

// ClientFrom returns the request's client, never nil.
func ClientFrom(ctx context.Context) *Client {
	if c, _ := ctx.Value(clientKey{}).(*Client); c != nil {
		return c
	}
	return &Client{}
}
