package bundb

import (
	"context"
	"database/sql"
	"sync"
	"sync/atomic"
)

// maxPrepared bounds the statements kept prepared: the hot reads have a handful of texts; a
// text beyond the bound (clients choosing unusual field selections) simply runs unprepared.
const maxPrepared = 64

// preparedStmts keeps statements prepared once per database handle (database/sql prepares
// each again on the pool's connections as they use it), so the hottest reads of every signed-in
// request are not parsed and planned again each time.
type preparedStmts struct {
	m sync.Map // query text -> *sql.Stmt
	n atomic.Int32
	// counter, when set (tests), counts these statements as bun's hook counts the others.
	counter atomic.Pointer[QueryCounter]
}

// queryPrepared runs query, whose values are all placeholders ($1, $2, ...), with args,
// through a prepared statement when it can.
func (d *DB) queryPrepared(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if c := d.prepared.counter.Load(); c != nil {
		c.n.Add(1)
	}
	if s, ok := d.prepared.m.Load(query); ok {
		return s.(*sql.Stmt).QueryContext(ctx, args...)
	}
	if d.prepared.n.Load() >= maxPrepared {
		return d.bun.DB.QueryContext(ctx, query, args...)
	}
	s, err := d.bun.DB.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if prev, loaded := d.prepared.m.LoadOrStore(query, s); loaded {
		_ = s.Close()
		return prev.(*sql.Stmt).QueryContext(ctx, args...)
	}
	d.prepared.n.Add(1)
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
