package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// Indexes for the giving site's search by relevance tiers, on SQLite (PostgreSQL answers the
// search in one query, served by its trigram index). A group whose name is the search or starts
// with it (tiers 3 and 2) is found by a prefix range over search_text (which begins with the
// folded name) and over the lower-cased names. The rest (tier 1) may be walked in population
// order with the search's LIKEs until the page is full; the walk index holds search_text, so a
// group the search does not match costs no read of the table.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if db.Dialect().Name().String() == "pg" {
				return nil
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS people_groups_search_prefix_idx ON people_groups (search_text)`,
				`CREATE INDEX IF NOT EXISTS people_groups_name_lower_idx ON people_groups (lower(name_across_countries))`,
				`CREATE INDEX IF NOT EXISTS people_groups_name_in_country_lower_idx ON people_groups (lower(name_in_country))`,
				`CREATE INDEX IF NOT EXISTS people_groups_search_walk_idx ON people_groups (population DESC, id, search_text)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
