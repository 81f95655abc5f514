package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"github.com/reachmissions/reach/backend/graph/generated"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
)

// MsgContactRefused answers a request whose Contact header names a contact
// the user does not belong to.
const MsgContactRefused = "You do not belong to the account (contact) this request acts for."

// Directives returns the schema's directives: @hasPermission guards a field
// through auth.Can, @public lets anyone call it.
func Directives() generated.DirectiveRoot {
	return generated.DirectiveRoot{
		HasPermission: HasPermission,
		Public:        func(ctx context.Context, _ any, next graphql.Resolver) (any, error) { return next(ctx) },
	}
}

// HasPermission answers UNAUTHENTICATED when nobody is signed in, FORBIDDEN
// when the viewer lacks permission or acts for a contact they do not belong
// to, and otherwise resolves the field.
func HasPermission(ctx context.Context, _ any, next graphql.Resolver, permission string) (any, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	if v.ContactRefused {
		return nil, apperr.New(apperr.Forbidden, MsgContactRefused)
	}
	if !auth.Can(v.Roles, permission) {
		return nil, apperr.New(apperr.Forbidden, apperr.MsgForbidden)
	}
	return next(ctx)
}
