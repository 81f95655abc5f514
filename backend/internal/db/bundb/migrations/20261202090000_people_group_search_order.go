package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// searchKey is the rowid of a group's row in SQLite's trigram index from this migration on: its
// population (largest first, none last) in the high bits, its own rowid in the low 31, so
// that the index gives a search's matches in population order and a page of a frequent search
// stops after the page instead of sorting every match. Populations are clamped to 0 ..
// 4,294,967,294 and rowids stay below 2^31 (two thousand million groups). The reader's side is
// searchKeyRange in bundb.
const searchKey = `((4294967295 - coalesce(min(max(%[1]s.population, 0), 4294967294) + 1, 0)) * 2147483648 + %[1]s.rowid)`

// SQLite's trigram index (migration 20261128090000) becomes a table of its own, keyed by
// searchKey, which names the group's rowid in group_rowid: an external-content index can only
// be keyed by the content's rowid, which follows import order. It holds search_text again
// (about 45 bytes a group). PostgreSQL's trigram index is unchanged.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if db.Dialect().Name().String() == "pg" {
				return nil
			}
			key := func(row string) string { return fmt.Sprintf(searchKey, row) }
			return createIndexes(ctx, tx,
				`DROP TRIGGER IF EXISTS people_groups_search_insert`,
				`DROP TRIGGER IF EXISTS people_groups_search_delete`,
				`DROP TRIGGER IF EXISTS people_groups_search_update`,
				`DROP TABLE IF EXISTS people_groups_search`,
				`CREATE VIRTUAL TABLE people_groups_search USING fts5(indexed_text, group_rowid UNINDEXED, tokenize='trigram')`,
				`CREATE TRIGGER people_groups_search_insert AFTER INSERT ON people_groups BEGIN
					INSERT INTO people_groups_search (rowid, indexed_text, group_rowid) VALUES (`+key("new")+`, new.search_text, new.rowid);
				END`,
				`CREATE TRIGGER people_groups_search_delete AFTER DELETE ON people_groups BEGIN
					DELETE FROM people_groups_search WHERE rowid = `+key("old")+`;
				END`,
				`CREATE TRIGGER people_groups_search_update AFTER UPDATE OF search_text, population ON people_groups BEGIN
					DELETE FROM people_groups_search WHERE rowid = `+key("old")+`;
					INSERT INTO people_groups_search (rowid, indexed_text, group_rowid) VALUES (`+key("new")+`, new.search_text, new.rowid);
				END`,
				`INSERT INTO people_groups_search (rowid, indexed_text, group_rowid) SELECT `+key("people_groups")+`, search_text, rowid FROM people_groups`,
				`INSERT INTO people_groups_search (people_groups_search) VALUES ('optimize')`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
