package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// PostgreSQL's gram index of the giving site's search (people_group_search_grams.go): every run
// of four characters of a group's search_text (a gram), and "^" and the first four characters of
// search_text and of its lower-cased name in country (the name grams), with the group's
// population and id, ordered by gram, then population (largest first; -1 when unknown, so it
// comes last, as NULLS LAST does), then id. A search reads the groups holding its name gram, and
// those holding its rarest gram (and its others: each a look-up in the same index), in population
// order, and stops when the page is full: a few dozen entries, where the trigram index (GIN)
// finds every group the search matches in no order, to be read and sorted, and the name tiers'
// indexes every group whose name starts with the search. SQLite's trigram index already gives a
// search's groups in population order (migration 20261202090000).
//
// Only not deleted groups have grams. Statement triggers keep the grams of every insert, update
// and delete of people_groups in the same transaction (an update that changes none of
// search_text, name_in_country, population, deleted_at and id changes no gram). A gram is four
// characters of one byte each, none a space: a search's grams are taken the same way from its
// words (searchGrams), which hold no space, whatever the database's encoding. Leaving out the
// runs across words halves the index (about 240,000 grams for Joshua Project's 16,382 groups).
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if db.Dialect().Name().String() != "pg" {
				return nil
			}
			return createIndexes(ctx, tx,
				`CREATE TABLE IF NOT EXISTS people_group_search_grams (gram text NOT NULL, population bigint NOT NULL, group_id varchar NOT NULL)`,
				`CREATE OR REPLACE FUNCTION people_group_grams_of(t text, name_in_country text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
					SELECT DISTINCT g FROM (SELECT substr(t, i, 4) AS g FROM generate_series(1, length(t) - 3) AS i) AS s WHERE octet_length(g) = 4 AND strpos(g, ' ') = 0
					UNION SELECT '^' || p FROM (VALUES (substr(t, 1, 4)), (substr(lower(name_in_country), 1, 4))) AS n (p) WHERE length(p) = 4
				$$`,
				`CREATE OR REPLACE FUNCTION people_group_search_grams_add() RETURNS trigger LANGUAGE plpgsql AS $$
				BEGIN
					INSERT INTO people_group_search_grams (gram, population, group_id)
					SELECT g, COALESCE(n.population, -1), n.id FROM added AS n, people_group_grams_of(n.search_text, n.name_in_country) AS g
					WHERE n.deleted_at IS NULL;
					RETURN NULL;
				END $$`,
				`CREATE OR REPLACE FUNCTION people_group_search_grams_remove() RETURNS trigger LANGUAGE plpgsql AS $$
				BEGIN
					DELETE FROM people_group_search_grams AS s USING removed AS o, people_group_grams_of(o.search_text, o.name_in_country) AS g
					WHERE o.deleted_at IS NULL AND s.gram = g AND s.population = COALESCE(o.population, -1) AND s.group_id = o.id;
					RETURN NULL;
				END $$`,
				// The rows of an update whose grams change, found first (MATERIALIZED) and by a FULL
				// JOIN, which PostgreSQL answers by hashing: with the transition tables' unknown sizes
				// it otherwise compared every row with every other (17 s for an update of 1,600
				// groups' adoptions), or looked up every gram of every row before it knew.
				`CREATE OR REPLACE FUNCTION people_group_search_grams_change() RETURNS trigger LANGUAGE plpgsql AS $$
				BEGIN
					WITH c AS MATERIALIZED (
						SELECT o.id, o.search_text, o.name_in_country, o.population FROM removed AS o FULL JOIN added AS n ON n.id = o.id
						WHERE o.deleted_at IS NULL AND (n.id IS NULL OR n.deleted_at IS NOT NULL OR n.search_text IS DISTINCT FROM o.search_text
							OR n.name_in_country IS DISTINCT FROM o.name_in_country OR n.population IS DISTINCT FROM o.population))
					DELETE FROM people_group_search_grams AS s USING c, people_group_grams_of(c.search_text, c.name_in_country) AS g
					WHERE s.gram = g AND s.population = COALESCE(c.population, -1) AND s.group_id = c.id;
					WITH c AS MATERIALIZED (
						SELECT n.id, n.search_text, n.name_in_country, n.population FROM removed AS o FULL JOIN added AS n ON n.id = o.id
						WHERE n.deleted_at IS NULL AND (o.id IS NULL OR o.deleted_at IS NOT NULL OR o.search_text IS DISTINCT FROM n.search_text
							OR o.name_in_country IS DISTINCT FROM n.name_in_country OR o.population IS DISTINCT FROM n.population))
					INSERT INTO people_group_search_grams (gram, population, group_id)
					SELECT g, COALESCE(c.population, -1), c.id FROM c, people_group_grams_of(c.search_text, c.name_in_country) AS g;
					RETURN NULL;
				END $$`,
				`DROP TRIGGER IF EXISTS people_group_search_grams_insert ON people_groups`,
				`CREATE TRIGGER people_group_search_grams_insert AFTER INSERT ON people_groups REFERENCING NEW TABLE AS added
					FOR EACH STATEMENT EXECUTE FUNCTION people_group_search_grams_add()`,
				`DROP TRIGGER IF EXISTS people_group_search_grams_update ON people_groups`,
				`CREATE TRIGGER people_group_search_grams_update AFTER UPDATE ON people_groups REFERENCING OLD TABLE AS removed NEW TABLE AS added
					FOR EACH STATEMENT EXECUTE FUNCTION people_group_search_grams_change()`,
				`DROP TRIGGER IF EXISTS people_group_search_grams_delete ON people_groups`,
				`CREATE TRIGGER people_group_search_grams_delete AFTER DELETE ON people_groups REFERENCING OLD TABLE AS removed
					FOR EACH STATEMENT EXECUTE FUNCTION people_group_search_grams_remove()`,
				`DELETE FROM people_group_search_grams`,
				`INSERT INTO people_group_search_grams (gram, population, group_id)
					SELECT g, COALESCE(p.population, -1), p.id FROM people_groups AS p, people_group_grams_of(p.search_text, p.name_in_country) AS g
					WHERE p.deleted_at IS NULL`,
				`CREATE INDEX IF NOT EXISTS people_group_search_grams_idx ON people_group_search_grams (gram, population DESC, group_id)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
