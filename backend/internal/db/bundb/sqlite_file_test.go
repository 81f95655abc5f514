package bundb_test

import (
	"context"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

// Every connection of a server's SQLite database reads the file through a memory map
// (docs/benchmarks.md: the search reads its groups in place) and writes ahead to a log, with
// a small page cache of its own: the settings hold on each connection of the pool, not only the
// first.
func TestSQLiteFileConnectionsMapTheFile(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.NewSQLiteFile(t)
	for i := range 3 {
		// Three connections held at once: three of the pool's.
		conn, err := d.Bun().DB.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		var mmap, cache int64
		var journal string
		if err := conn.QueryRowContext(ctx, "PRAGMA mmap_size").Scan(&mmap); err != nil {
			t.Fatal(err)
		}
		if err := conn.QueryRowContext(ctx, "PRAGMA cache_size").Scan(&cache); err != nil {
			t.Fatal(err)
		}
		if err := conn.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&journal); err != nil {
			t.Fatal(err)
		}
		if mmap != 1<<30 || cache != -1000 || journal != "wal" {
			t.Errorf("connection %d: mmap_size %d, cache_size %d, journal_mode %q; want 1 GiB, -1000 (1 MB), wal", i, mmap, cache, journal)
		}
	}
}
