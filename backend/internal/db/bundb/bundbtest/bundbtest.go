// Package bundbtest gives tests a fresh, migrated database: in-memory SQLite by
// default, or a new PostgreSQL database on the server that
// REACH_TEST_DATABASE_URL points at (dropped when the test ends); NewSQLiteFile gives
// a SQLite file as a server's data folder holds.
package bundbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
)

// Engine names the engine the tests run on: "sqlite" or "postgres".
func Engine() string {
	if os.Getenv("REACH_TEST_DATABASE_URL") != "" {
		return "postgres"
	}
	return "sqlite"
}

// New returns a fresh migrated database for t.
func New(t testing.TB) *bundb.DB {
	t.Helper()
	ctx := context.Background()
	var b [6]byte
	_, _ = rand.Read(b[:])
	name := "reach_test_" + hex.EncodeToString(b[:])

	base := os.Getenv("REACH_TEST_DATABASE_URL")
	var d *bundb.DB
	var err error
	if base == "" {
		d, err = bundb.OpenSQLiteMemory(name)
		if err != nil {
			t.Fatalf("open sqlite: %v", err)
		}
		t.Cleanup(func() { d.Close() })
	} else {
		admin := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(base)))
		if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
			t.Fatalf("create test database: %v", err)
		}
		// A throwaway database need not wait for each commit to reach the disk: the suite
		// commits thousands of times (migrations, fixtures), and on a busy disk that wait,
		// not the code under test, was most of its time.
		if _, err := admin.ExecContext(ctx, "ALTER DATABASE "+name+" SET synchronous_commit = off"); err != nil {
			t.Fatalf("configure test database: %v", err)
		}
		u, err := url.Parse(base)
		if err != nil {
			t.Fatalf("REACH_TEST_DATABASE_URL: %v", err)
		}
		u.Path = "/" + name
		d, err = bundb.Open(u.String(), "")
		if err != nil {
			t.Fatalf("open postgres: %v", err)
		}
		t.Cleanup(func() {
			d.Close()
			_, _ = admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			admin.Close()
		})
	}
	if err := d.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return d
}

// NewSQLiteFile returns a fresh migrated SQLite database in a file of its own, opened as a
// server opens its data folder's (write-ahead log, memory map), whatever the engine of the run.
func NewSQLiteFile(t testing.TB) *bundb.DB {
	t.Helper()
	d, err := bundb.Open("", t.TempDir())
	if err != nil {
		t.Fatalf("open sqlite file: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return d
}
