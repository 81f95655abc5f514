package server

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// Queries beyond the limit wait and run in the order they came; one whose client leaves while
// it waits never runs; a mutation does not wait.
func TestQueriesInTurnRunInArrivalOrder(t *testing.T) {
	q := newQueriesInTurn(1)
	release := make(chan struct{})
	var running, most atomic.Int32
	var mu sync.Mutex
	var order []string
	run := func(ctx context.Context, name string, kind ast.Operation) *graphql.Response {
		ctx = graphql.WithOperationContext(ctx, &graphql.OperationContext{Operation: &ast.OperationDefinition{Operation: kind}})
		return q.InterceptResponse(ctx, func(context.Context) *graphql.Response {
			n := running.Add(1)
			defer running.Add(-1)
			if n > most.Load() {
				most.Store(n)
			}
			mu.Lock()
			order = append(order, name)
			mu.Unlock()
			if name == "first" {
				<-release
			}
			return &graphql.Response{}
		})
	}
	var wg sync.WaitGroup
	got := map[string]*graphql.Response{}
	start := func(ctx context.Context, name string, kind ast.Operation) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := run(ctx, name, kind)
			mu.Lock()
			got[name] = r
			mu.Unlock()
		}()
		time.Sleep(50 * time.Millisecond) // each is waiting before the next comes
	}
	start(context.Background(), "first", ast.Query)
	start(context.Background(), "second", ast.Query)
	ctx, cancel := context.WithCancel(context.Background())
	start(ctx, "gone", ast.Query)
	start(context.Background(), "third", ast.Query)
	start(context.Background(), "mutation", ast.Mutation)
	cancel()
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if want := []string{"first", "mutation", "second", "third"}; len(order) != 4 || order[0] != want[0] || order[1] != want[1] || order[2] != want[2] || order[3] != want[3] {
		t.Errorf("ran %v, want %v", order, want)
	}
	if r := got["gone"]; r == nil || len(r.Errors) == 0 {
		t.Errorf("the query whose client left answered %+v", r)
	}
	if most.Load() != 2 {
		t.Errorf("%d ran at once, want 2 (one query and the mutation)", most.Load())
	}
}
