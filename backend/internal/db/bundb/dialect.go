package bundb

import (
	"context"
	"strings"

	"github.com/uptrace/bun"
)

// dialect is where SQLite and PostgreSQL differ. Every branch on the engine
// lives here; the stores ask it for the piece of SQL, or the behaviour, they
// need.
type dialect struct{ pg bool }

func dialectOf(b *bun.DB) dialect { return dialect{pg: b.Dialect().Name().String() == "pg"} }

// Engine names the engine: "postgres" or "sqlite".
func (d dialect) Engine() string {
	if d.pg {
		return "postgres"
	}
	return "sqlite"
}

// dmlInWith tells whether an UPDATE may sit in a WITH whose INSERT reads what it returns
// (PostgreSQL; SQLite allows only SELECT there).
func (d dialect) dmlInWith() bool { return d.pg }

// distinct is the operator that compares two rows treating NULLs as equal
// values: IS DISTINCT FROM on PostgreSQL, IS NOT on SQLite.
func (d dialect) distinct() string {
	if d.pg {
		return "IS DISTINCT FROM"
	}
	return "IS NOT"
}

// byteCollation makes PostgreSQL compare text as SQLite's default BINARY
// collation does.
func (d dialect) byteCollation() string {
	if d.pg {
		return `COLLATE "C"`
	}
	return ""
}

// stringAgg joins expr's values with sep in a GROUP BY.
func (d dialect) stringAgg(expr, sep string) string {
	if d.pg {
		return "string_agg(" + expr + ", '" + sep + "')"
	}
	return "group_concat(" + expr + ", '" + sep + "')"
}

// forUpdate locks the rows q reads until the transaction ends (PostgreSQL);
// SQLite has one writer at a time, so a transaction that writes already holds
// the lock.
func (d dialect) forUpdate(q *bun.SelectQuery) *bun.SelectQuery {
	if d.pg {
		return q.For("UPDATE")
	}
	return q
}

// lockKey holds a lock named by key until tx ends: PostgreSQL's transaction-scoped advisory
// lock, so that two transactions about the same thing (a donor's address) take turns. SQLite has
// one writer at a time: a transaction that has written already holds the lock.
func (d dialect) lockKey(ctx context.Context, tx bun.Tx, key string) error {
	if !d.pg {
		return nil
	}
	_, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", key)
	return err
}

// analyze gathers the planner's statistics of tables after a bulk load
// (PostgreSQL plans from them; SQLite's planner does not need them here).
func (d dialect) analyze(ctx context.Context, idb bun.IDB, tables ...string) error {
	if !d.pg || len(tables) == 0 {
		return nil
	}
	_, err := idb.ExecContext(ctx, "ANALYZE "+strings.Join(tables, ", "))
	return err
}

// notifies tells whether the engine fans events out to other processes
// (PostgreSQL LISTEN/NOTIFY); SQLite serves one process.
func (d dialect) notifies() bool { return d.pg }

// month is the "YYYY-MM" of a timestamp column, in UTC.
func (d dialect) month(col string) string {
	if d.pg {
		return "to_char(" + col + " AT TIME ZONE 'UTC', 'YYYY-MM')"
	}
	return "strftime('%Y-%m', " + col + ")"
}

// floorInt is the whole number at or below expr, for an expr never negative
// (SQLite's CAST truncates, which is the floor there; PostgreSQL's rounds).
func (d dialect) floorInt(expr string) string {
	if d.pg {
		return "CAST(floor(" + expr + ") AS INTEGER)"
	}
	return "CAST(" + expr + " AS INTEGER)"
}
