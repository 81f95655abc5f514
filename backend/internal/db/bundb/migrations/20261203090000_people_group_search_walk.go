package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// PostgreSQL's side of the giving site's search by relevance tiers (SQLite's are migrations
// 20261201090000 and 20261202090000):
//
//   - the trigram index's pending list is merged now (an import vacuums the groups from now on,
//     which merges it too): a search reads the whole unsorted pending list besides the index,
//     up to 4 MB after an import, and searches took twice as long until autovacuum merged it;
//   - a group whose name is the search or starts with it (tiers 3 and 2) is found by prefix
//     ranges over search_text and the lower-cased name in country and by equality on the
//     lower-cased name across countries (text_pattern_ops: byte order, whatever the database's
//     collation, as LIKE 'term%' needs);
//   - a frequent search walks the groups in population order with its LIKEs until the page is
//     full: the walk index holds search_text, so a group the search does not match is passed
//     over without a read of the table (an index-only scan). It takes the place of
//     people_groups_public_population_idx (migration 20261121101000), whose key it has, for
//     the giving site's list by population, which only shows groups not deleted: with both,
//     the planner chose the narrower one for the walk whenever the table's visibility map was
//     not yet set, and read the table for every group it walked.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if db.Dialect().Name().String() != "pg" {
				return nil
			}
			return createIndexes(ctx, tx,
				`SELECT gin_clean_pending_list('people_groups_search_trgm_idx'::regclass)`,
				`CREATE INDEX IF NOT EXISTS people_groups_search_prefix_idx ON people_groups (search_text text_pattern_ops)`,
				`CREATE INDEX IF NOT EXISTS people_groups_name_lower_idx ON people_groups (lower(name_across_countries) text_pattern_ops)`,
				`CREATE INDEX IF NOT EXISTS people_groups_name_in_country_lower_idx ON people_groups (lower(name_in_country) text_pattern_ops)`,
				`CREATE INDEX IF NOT EXISTS people_groups_search_walk_idx ON people_groups (population DESC NULLS LAST, id) INCLUDE (search_text) WHERE deleted_at IS NULL`,
				`DROP INDEX IF EXISTS people_groups_public_population_idx`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
