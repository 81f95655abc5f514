// Package migrations holds Reach's timestamped schema migrations. Each copies
// the models it needs into its own folder; tables are never dropped.
package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Migrations is the ordered set every `reach migrate` and `reach serve` runs.
var Migrations = migrate.NewMigrations()

// Run applies every pending migration.
func Run(ctx context.Context, db *bun.DB) error {
	m := migrate.NewMigrator(db, Migrations, migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(ctx); err != nil {
		return fmt.Errorf("init migrations: %w", err)
	}
	// Instances started together take turns: the others wait for the first one's migrations.
	for tries := 0; ; tries++ {
		err := m.Lock(ctx)
		if err == nil {
			break
		}
		if tries >= 120 {
			return fmt.Errorf("lock migrations: %w", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
	}
	defer m.Unlock(ctx) //nolint:errcheck
	if _, err := m.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

func createTables(ctx context.Context, tx bun.Tx, models ...any) error {
	for _, m := range models {
		if _, err := tx.NewCreateTable().Model(m).IfNotExists().Exec(ctx); err != nil {
			return fmt.Errorf("create table for %T: %w", m, err)
		}
	}
	return nil
}

// timestampType is the column type a migration adds for a moment in time: PostgreSQL's with its
// time zone, SQLite's plain TIMESTAMP.
func timestampType(db *bun.DB) string {
	if db.Dialect().Name().String() == "pg" {
		return "TIMESTAMPTZ"
	}
	return "TIMESTAMP"
}

func createIndexes(ctx context.Context, tx bun.Tx, stmts ...string) error {
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}
