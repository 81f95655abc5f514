// Package bundb implements Reach's storage with bun on SQLite (the embedded
// default) and PostgreSQL. Driver differences stay in this file and errors.go.
package bundb

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/pgdriver"
	_ "modernc.org/sqlite" // the embedded SQLite driver

	"github.com/reachmissions/reach/backend/internal/datadir"
	"github.com/reachmissions/reach/backend/internal/db/bundb/migrations"
)

// DB is Reach's database: a bun handle on SQLite or PostgreSQL.
type DB struct {
	bun *bun.DB
	// dialect holds every difference between SQLite and PostgreSQL (dialect.go).
	dialect dialect
	// DSN is the PostgreSQL URL, or empty for SQLite.
	DSN      string
	prepared preparedStmts
	sessions *sessionCache
	// pageTexts are the texts of the /upgs page query by selection (people_group_linked.go).
	pageTexts textMap[pageText]
	// browseTexts are the texts of the giving site's browse by shape
	// (people_group_public_prepared.go).
	browseTexts textMap[string]
	// gramTexts are the texts of the search from the gram index by shape
	// (people_group_search_grams.go).
	gramTexts textMap[string]
	// generic is PostgreSQL's pool for statements planned once for every value (Open).
	generic *sql.DB
	// searchSample tells a frequent search from a rare one on PostgreSQL (people_group_search_walk.go).
	searchSample searchSample
}

// Bun returns the underlying handle (for the db packages and their tests only).
func (d *DB) Bun() *bun.DB { return d.bun }

// Engine names the database engine: "postgres" or "sqlite".
func (d *DB) Engine() string { return d.dialect.Engine() }

// Open opens the database: PostgreSQL when databaseURL starts with
// postgres:// or postgresql://, else SQLite at dataDir/reach.db. A new data
// folder is made private (datadir.DirMode) and a new SQLite database file
// too (datadir.FileMode; SQLite gives its -wal and -shm files the database
// file's mode).
func Open(databaseURL, dataDir string) (*DB, error) {
	if strings.HasPrefix(databaseURL, "postgres://") || strings.HasPrefix(databaseURL, "postgresql://") {
		// A 16 KB read buffer takes a page of cards (about 8 KB) in one read instead of three.
		sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(databaseURL), pgdriver.WithBufferSize(16<<10)))
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(20)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		d := newDB(bun.NewDB(sqldb, pgdialect.New()), databaseURL)
		// The search from the gram index (people_group_search_grams.go) runs on connections of
		// its own that plan a prepared statement once for every value: PostgreSQL otherwise
		// judged that statement's one plan dearer than one made for each search's values, and
		// planned it for every search (about 2 ms, three times what running it takes). The
		// pool's other prepared statements keep PostgreSQL's choice.
		d.generic = sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(databaseURL), pgdriver.WithBufferSize(16<<10), genericPlans))
		d.generic.SetMaxOpenConns(10)
		d.generic.SetMaxIdleConns(10)
		d.generic.SetConnMaxIdleTime(5 * time.Minute)
		return d, nil
	}
	if databaseURL != "" && !strings.HasPrefix(databaseURL, "sqlite:") {
		return nil, fmt.Errorf("REACH_DATABASE_URL must be empty (SQLite), sqlite:PATH or postgres://...")
	}
	path := SQLitePath(databaseURL, dataDir)
	if strings.TrimPrefix(databaseURL, "sqlite:") == "" {
		if err := os.MkdirAll(dataDir, datadir.DirMode); err != nil {
			return nil, fmt.Errorf("create data dir: %w", err)
		}
	}
	if err := datadir.CreateFile(path); err != nil {
		return nil, fmt.Errorf("create database file: %w", err)
	}
	// The database file is read through a memory map (up to sqliteMmapSize): the pool's
	// connections read the operating system's cached pages in place, shared, instead of each
	// copying them with a system call into a page cache of its own, which a search that looks
	// its groups up across a large table did for most of them (docs/benchmarks.md: the
	// giving site's search 1.3 to 1.7 times as fast). The mapped pages count in the server's
	// resident memory but are the kernel's page cache, which holds them either way. Each
	// connection's own cache (written pages, and the pages beyond the map) is 1 MB.
	return openSQLite("file:" + path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_pragma=cache_size(-1000)&_pragma=mmap_size(" + strconv.Itoa(sqliteMmapSize) + ")&_txlock=immediate")
}

// sqliteMmapSize is how much of a SQLite database file is read through a memory map: 1 GiB,
// about ten times the imported Joshua Project data (the rest is read as before).
const sqliteMmapSize = 1 << 30

// SQLitePath is the SQLite database file Open uses for databaseURL and
// dataDir, or empty for PostgreSQL.
func SQLitePath(databaseURL, dataDir string) string {
	if strings.HasPrefix(databaseURL, "postgres://") || strings.HasPrefix(databaseURL, "postgresql://") {
		return ""
	}
	if p := strings.TrimPrefix(databaseURL, "sqlite:"); p != "" {
		return p
	}
	return filepath.Join(dataDir, "reach.db")
}

// OpenSQLiteMemory opens a private in-memory SQLite database (for tests).
func OpenSQLiteMemory(name string) (*DB, error) {
	return openSQLite("file:" + name + "?mode=memory&cache=shared&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_txlock=immediate")
}

func openSQLite(dsn string) (*DB, error) {
	sqldb, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	// One writer at a time is SQLite's rule; a small pool lets readers run in WAL mode.
	sqldb.SetMaxOpenConns(8)
	sqldb.SetMaxIdleConns(8)
	sqldb.SetConnMaxLifetime(0)
	return newDB(bun.NewDB(sqldb, sqlitedialect.New()), ""), nil
}

func newDB(b *bun.DB, dsn string) *DB {
	d := &DB{bun: b, dialect: dialectOf(b), DSN: dsn, sessions: &sessionCache{}}
	b.AddQueryHook(authWrites{cache: d.sessions})
	return d
}

// SetSessionClock replaces the clock of the session cache's TTL (tests: a stopped clock shows
// that a session is forgotten because it was told to, not because its time ran out).
func (d *DB) SetSessionClock(now func() time.Time) {
	d.sessions.mu.Lock()
	defer d.sessions.mu.Unlock()
	d.sessions.now = now
}

// Migrate brings the schema up to date.
func (d *DB) Migrate(ctx context.Context) error {
	return migrations.Run(ctx, d.bun)
}

// genericPlans sets a connection's plan_cache_mode to force_generic_plan, keeping the
// address's other parameters.
func genericPlans(c *pgdriver.Config) {
	params := map[string]any{"plan_cache_mode": "force_generic_plan"}
	for k, v := range c.ConnParams {
		params[k] = v
	}
	c.ConnParams = params
}

// Close closes the database.
func (d *DB) Close() error {
	if d.generic != nil {
		d.generic.Close()
	}
	return d.bun.Close()
}

// Ping checks the connection.
func (d *DB) Ping(ctx context.Context) error { return d.bun.PingContext(ctx) }

// InTx runs fn in a transaction, committing when it returns nil.
func (d *DB) InTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error { return fn(ctx, tx) })
}
