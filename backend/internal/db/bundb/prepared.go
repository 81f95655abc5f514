package bundb

import (
	"context"
	"database/sql"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/uptrace/bun"
)

// maxPrepared bounds the statements kept prepared: the hot reads have a handful of texts; a
// text beyond the bound (clients choosing unusual field selections) simply runs unprepared.
const maxPrepared = 64

// preparedStmts keeps statements prepared once per database handle (database/sql prepares
// each again on the pool's connections as they use it), so the hottest reads of every signed-in
// request are not parsed and planned again each time.
type preparedStmts struct {
	stmts textMap[*sql.Stmt] // by query text
	// browse are the giving site's browse statements (people_group_public_prepared.go), kept
	// apart: a signed-out stranger choosing page lengths and fields cannot use up the room of
	// the signed-in reads.
	browse textMap[*sql.Stmt]
	// search are SQLite's search statements by relevance tier (people_group_search.go), and
	// PostgreSQL's search from the gram index (people_group_search_grams.go, prepared on the pool
	// that plans them once), kept apart for the same reason.
	search textMap[*sql.Stmt]
	// counter, when set (tests), counts these statements as bun's hook counts the others.
	counter atomic.Pointer[QueryCounter]
	// seen, when set (tests), is told each statement's text and values, as bun's hooks are.
	seen atomic.Pointer[func(query string, args []any)]
}

// textMap keeps values by a text a hot path builds (a query's text, a selection's key), at most
// maxPrepared of them for the life of the handle: the texts are few, and one beyond the bound is
// simply not kept.
type textMap[V any] struct {
	m sync.Map
	n atomic.Int32
}

func (t *textMap[V]) load(key string) (V, bool) {
	v, ok := t.m.Load(key)
	if !ok {
		var zero V
		return zero, false
	}
	return v.(V), true
}

// full tells whether the map keeps no more texts.
func (t *textMap[V]) full() bool { return t.n.Load() >= maxPrepared }

// store keeps v for key unless another value came first (answered, with false) or the map is
// full (v answered, not kept, with false).
func (t *textMap[V]) store(key string, v V) (V, bool) {
	if t.full() {
		return v, false
	}
	if prev, loaded := t.m.LoadOrStore(key, v); loaded {
		return prev.(V), false
	}
	t.n.Add(1)
	return v, true
}

// queryPrepared runs query, whose values are all placeholders ($1, $2, ...), with args,
// through a prepared statement when it can.
func (d *DB) queryPrepared(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return d.queryPreparedIn(ctx, &d.prepared.stmts, query, args...)
}

// queryPreparedIn is queryPrepared keeping the statement in set.
func (d *DB) queryPreparedIn(ctx context.Context, set *textMap[*sql.Stmt], query string, args ...any) (*sql.Rows, error) {
	return d.queryPreparedOn(ctx, d.bun.DB, set, query, args...)
}

// queryPreparedOn is queryPreparedIn on the pool pool (every statement of set is prepared on it).
func (d *DB) queryPreparedOn(ctx context.Context, pool *sql.DB, set *textMap[*sql.Stmt], query string, args ...any) (*sql.Rows, error) {
	if c := d.prepared.counter.Load(); c != nil {
		c.n.Add(1)
	}
	if f := d.prepared.seen.Load(); f != nil {
		(*f)(query, args)
	}
	if s, ok := set.load(query); ok {
		return s.QueryContext(ctx, args...)
	}
	if set.full() {
		return pool.QueryContext(ctx, query, args...)
	}
	s, err := pool.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	kept, stored := set.store(query, s)
	if !stored {
		// Another request prepared the same text first, or the map filled meanwhile.
		defer s.Close()
		if kept != s {
			return kept.QueryContext(ctx, args...)
		}
		return pool.QueryContext(ctx, query, args...)
	}
	return s.QueryContext(ctx, args...)
}

// scanPrepared runs queryPrepared and scans every row into dest (a pointer to a slice of
// structs with bun tags).
func (d *DB) scanPrepared(ctx context.Context, dest any, query string, args ...any) error {
	rows, err := d.queryPrepared(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return d.bun.ScanRows(ctx, rows, dest)
}

// binds collects the values of one statement built with bun as numbered placeholders ($1, $2,
// ...: both engines' drivers bind $n to the n-th value wherever it stands in the text), so that
// the statement's text is the same for every value and is prepared once (scanBound). A nil
// binds writes the values into the text, as bun does.
//
// Each placeholder stands behind a unary plus, (+$n), the same value: SQLite, planning a range
// over an indexed column against a bare placeholder (the name tiers' prefixes), or a LIKE whose
// pattern is one, looks the value up in the index's statistics (sqlite_stat4) and notes that its
// plan depends on it, and then plans the statement anew whenever the value changes, which was on
// every search. The plus hides the value from the planner, which then plans once; it changes no
// affinity (a CAST would, and an index of lower(name) could no longer serve the comparison).
type binds struct{ args []any }

// v is x's placeholder, or x itself when b is nil.
func (b *binds) v(x any) any {
	if b == nil {
		return x
	}
	b.args = append(b.args, x)
	return bun.Safe("(+$" + strconv.Itoa(len(b.args)) + ")")
}

// all is v of each of xs.
func (b *binds) all(xs []any) []any {
	if b == nil {
		return xs
	}
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = b.v(x)
	}
	return out
}
