package auth

import "context"

// Viewer is who a request acts as: the signed-in user, their roles, and the
// contact chosen with the Contact header (only one they belong to).
type Viewer struct {
	UserID    string
	Username  string
	Roles     []string
	SessionID string
	// ContactID is the contact the request acts for: the Contact header when
	// the user belongs to it, else the user's own contact.
	ContactID string
	// ContactRefused is set when the request named a contact (Contact header
	// or connection_init contactId) that the user does not belong to: guarded
	// fields then answer FORBIDDEN.
	ContactRefused bool
	// UserContactID is the user's own individual contact.
	UserContactID string
	// Language is the user's language (backend/internal/i18n): the request's answers are in it.
	Language string
}

type viewerKey struct{}

// WithViewer returns ctx carrying v.
func WithViewer(ctx context.Context, v *Viewer) context.Context {
	return context.WithValue(ctx, viewerKey{}, v)
}

// ViewerFrom returns the request's viewer, or nil when nobody is signed in.
func ViewerFrom(ctx context.Context) *Viewer {
	v, _ := ctx.Value(viewerKey{}).(*Viewer)
	return v
}
