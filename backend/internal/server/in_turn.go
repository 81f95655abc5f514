package server

import (
	"context"
	"runtime"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// queriesInTurn lets a few GraphQL queries execute at once and queues the rest in arrival order
// (REACH_GRAPHQL_CONCURRENCY; 0 means two per CPU). A query's work is mostly CPU: running every
// query at once only shares the cores among them, and Go's scheduler runs the newest woken
// goroutine first, so under load the oldest requests waited longest (docs/benchmarks.md,
// "Partner portal"). Mutations and subscriptions do not queue: they may wait on Stripe, mail or
// a password hash, and must not hold a turn while they do. A query whose client leaves while it
// waits is not run.
type queriesInTurn struct{ turns chan struct{} }

var _ interface {
	graphql.HandlerExtension
	graphql.ResponseInterceptor
} = queriesInTurn{}

func newQueriesInTurn(n int) queriesInTurn {
	if n <= 0 {
		n = 2 * runtime.GOMAXPROCS(0)
	}
	return queriesInTurn{turns: make(chan struct{}, n)}
}

func (queriesInTurn) ExtensionName() string                   { return "ReachQueriesInTurn" }
func (queriesInTurn) Validate(graphql.ExecutableSchema) error { return nil }

func (q queriesInTurn) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	if !graphql.HasOperationContext(ctx) {
		return next(ctx)
	}
	if op := graphql.GetOperationContext(ctx).Operation; op == nil || op.Operation != ast.Query {
		return next(ctx)
	}
	select {
	case q.turns <- struct{}{}:
	case <-ctx.Done():
		return &graphql.Response{Errors: gqlerror.List{gqlerror.Errorf("request cancelled while waiting")}}
	}
	defer func() { <-q.turns }()
	return next(ctx)
}
