package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// A real index for the giving site's search (a substring of search_text for every word): on
// PostgreSQL a pg_trgm GIN index, which serves search_text LIKE '%word%' itself; on SQLite an
// FTS5 table with the trigram tokenizer over search_text (external content: people_groups, kept
// current by triggers), which the listing asks first for every word of three or more letters.
// Without them a search read every group (docs/benchmarks.md).
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if db.Dialect().Name().String() == "pg" {
				return createIndexes(ctx, tx,
					`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
					`CREATE INDEX IF NOT EXISTS people_groups_search_trgm_idx ON people_groups USING gin (search_text gin_trgm_ops)`,
				)
			}
			return createIndexes(ctx, tx,
				`CREATE VIRTUAL TABLE IF NOT EXISTS people_groups_search USING fts5(search_text, content='people_groups', content_rowid='rowid', tokenize='trigram')`,
				`CREATE TRIGGER IF NOT EXISTS people_groups_search_insert AFTER INSERT ON people_groups BEGIN
					INSERT INTO people_groups_search (rowid, search_text) VALUES (new.rowid, new.search_text);
				END`,
				`CREATE TRIGGER IF NOT EXISTS people_groups_search_delete AFTER DELETE ON people_groups BEGIN
					INSERT INTO people_groups_search (people_groups_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
				END`,
				`CREATE TRIGGER IF NOT EXISTS people_groups_search_update AFTER UPDATE OF search_text ON people_groups BEGIN
					INSERT INTO people_groups_search (people_groups_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
					INSERT INTO people_groups_search (rowid, search_text) VALUES (new.rowid, new.search_text);
				END`,
				`INSERT INTO people_groups_search (people_groups_search) VALUES ('rebuild')`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
