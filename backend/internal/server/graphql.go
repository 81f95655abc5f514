package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"runtime/debug"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/reachmissions/reach/backend/graph"
	"github.com/reachmissions/reach/backend/graph/generated"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/metrics"
	"github.com/reachmissions/reach/backend/internal/user"
)

// KeepAliveInterval is how often the websocket sends keep-alive pings.
const KeepAliveInterval = 15 * time.Second

func newGraphQLHandler(r *graph.Resolver, users *user.Service, cfg config.Config, initTimeout time.Duration, m *metrics.Metrics, log *slog.Logger) *handler.Server {
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: r, Directives: graph.Directives(), Complexity: complexityRoot()}))
	srv.AddTransport(transport.Websocket{
		KeepAlivePingInterval: KeepAliveInterval,
		InitTimeout:           initTimeout,
		Upgrader: websocket.Upgrader{
			CheckOrigin: sameOrigin(cfg.PublicURL),
			// A read buffer of its own makes the library read through the
			// hijacked connection (frameLimitConn), never around it.
			ReadBufferSize:  4096,
			WriteBufferSize: 4096,
		},
		InitFunc: func(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
			token := p.GetString("authToken")
			if token == "" {
				token = strings.TrimSpace(strings.TrimPrefix(p.Authorization(), "Bearer "))
			}
			ctx = withWSConn(ctx)
			v, err := users.Authenticate(ctx, token, p.GetString("contactId"))
			if err != nil {
				log.Error("authenticate websocket", "err", err)
				return ctx, nil, errors.New(apperr.MsgInternal)
			}
			if v != nil {
				ctx = auth.WithViewer(ctx, v)
			} else {
				ctx = auth.WithViewer(ctx, nil)
			}
			return ctx, &p, nil
		},
	})
	srv.AddTransport(jsonPOST{})
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		return next(r.WithLoaders(ctx))
	})
	srv.AroundOperations(limitSubscriptions)
	srv.Use(operationMetrics{m})
	cache := lru.New[*ast.QueryDocument](1000)
	srv.SetQueryCache(cache)
	srv.SetParserTokenLimit(MaxQueryTokens)
	srv.Use(documentLimits{cache: cache})
	// Outside development, a mistyped field or value is not answered with the
	// schema's names for it.
	srv.SetDisableSuggestion(!cfg.Dev)
	srv.SetValidationRulesFn(validationRules(cfg.Dev))
	srv.Use(introspectionGate{dev: cfg.Dev})
	srv.Use(r.PeopleGroupCards())
	srv.Use(&complexityLimit{})
	srv.SetErrorPresenter(countErrors(m, errorPresenter(log)))
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		log.Error("panic in resolver", "path", pathOf(ctx), "panic", p, "stack", string(debug.Stack()))
		return errors.New("panic") // shown as INTERNAL by the presenter
	})
	return srv
}

// sameOrigin accepts a websocket from the public address or the host the
// request came to; a client without Origin (not a browser) is accepted, the
// token it sends is what counts.
func sameOrigin(publicURL string) func(*http.Request) bool {
	pub, _ := url.Parse(publicURL)
	return func(r *http.Request) bool {
		o := r.Header.Get("Origin")
		if o == "" {
			return true
		}
		u, err := url.Parse(o)
		if err != nil {
			return false
		}
		return (pub != nil && u.Scheme == pub.Scheme && u.Host == pub.Host) || u.Host == r.Host
	}
}

func pathOf(ctx context.Context) string {
	if fc := graphql.GetFieldContext(ctx); fc != nil {
		return fc.Path().String()
	}
	return ""
}

// errorPresenter shows user-caused errors with their message and code, and
// every other error as 'Something went wrong' (INTERNAL), logged with context.
func errorPresenter(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		if e := apperr.As(err); e != nil {
			lang := i18n.FromContext(ctx)
			ge := gqlerror.WrapPath(graphql.GetPath(ctx), err)
			key, args := e.Key()
			ge.Message = i18n.T(lang, key, args...)
			ge.Extensions = map[string]any{"code": e.Code}
			if e.Field != "" {
				ge.Extensions["field"] = e.Field
			}
			if len(e.Problems) > 0 {
				problems := make([]apperr.Problem, len(e.Problems))
				for i, p := range e.Problems {
					key, args := p.Key()
					problems[i] = apperr.Problem{Field: p.Field, Message: i18n.T(lang, key, args...)}
				}
				ge.Extensions["fields"] = problems
			}
			return ge
		}
		var ge *gqlerror.Error
		if errors.As(err, &ge) && ge.Err == nil {
			// gqlgen's own parse, validation and complexity errors already
			// carry a message for the caller and a code.
			return ge
		}
		op := ""
		if oc := graphql.GetOperationContext(ctx); oc != nil {
			op = oc.OperationName
		}
		uid := ""
		if v := auth.ViewerFrom(ctx); v != nil {
			uid = v.UserID
		}
		log.Error("graphql internal error", "operation", op, "path", pathOf(ctx), "user", uid, "err", err)
		out := gqlerror.WrapPath(graphql.GetPath(ctx), errors.New(apperr.MsgInternal))
		out.Message = i18n.TC(ctx, apperr.MsgInternal)
		out.Extensions = map[string]any{"code": apperr.Internal}
		return out
	}
}

// introspectionGate allows __schema and __type only to viewers holding
// introspect-schema, or to everyone with REACH_DEV=true.
type introspectionGate struct{ dev bool }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = introspectionGate{}

func (introspectionGate) ExtensionName() string                   { return "ReachIntrospectionGate" }
func (introspectionGate) Validate(graphql.ExecutableSchema) error { return nil }

func (g introspectionGate) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	v := auth.ViewerFrom(ctx)
	allowed := g.dev || (v != nil && !v.ContactRefused && v.Can(auth.PermIntrospectSchema))
	oc.DisableIntrospection = !allowed
	if allowed || oc.Operation == nil || !usesIntrospection(oc.Operation.SelectionSet, map[string]bool{}) {
		return nil
	}
	code := apperr.Forbidden
	if v == nil {
		code = apperr.Unauthenticated
	}
	return &gqlerror.Error{Message: i18n.TC(ctx, "Schema introspection is only for staff."), Extensions: map[string]any{"code": code}}
}

func usesIntrospection(set ast.SelectionSet, seen map[string]bool) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == "__schema" || s.Name == "__type" {
				return true
			}
		case *ast.InlineFragment:
			if usesIntrospection(s.SelectionSet, seen) {
				return true
			}
		case *ast.FragmentSpread:
			if s.Definition != nil && !seen[s.Name] {
				seen[s.Name] = true
				if usesIntrospection(s.Definition.SelectionSet, seen) {
					return true
				}
			}
		default:
			panic(fmt.Sprintf("unknown selection %T", sel))
		}
	}
	return false
}
