package bundb

import (
	"context"
	"sync/atomic"

	"github.com/uptrace/bun"
)

// QueryCounter counts the SQL statements the database runs (for tests and
// benchmarks that bound the queries of a request).
type QueryCounter struct{ n atomic.Int64 }

// CountQueries starts counting every statement d runs from now on.
func (d *DB) CountQueries() *QueryCounter {
	c := &QueryCounter{}
	d.bun.AddQueryHook(c)
	d.prepared.counter.Store(c) // prepared statements do not pass bun's hooks
	return c
}

// Reset sets the count to zero.
func (c *QueryCounter) Reset() { c.n.Store(0) }

// N is the number of statements run since the last Reset.
func (c *QueryCounter) N() int { return int(c.n.Load()) }

// BeforeQuery implements bun.QueryHook.
func (c *QueryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	c.n.Add(1)
	return ctx
}

// AfterQuery implements bun.QueryHook.
func (c *QueryCounter) AfterQuery(context.Context, *bun.QueryEvent) {}
