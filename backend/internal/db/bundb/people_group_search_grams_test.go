package bundb_test

import (
	"context"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/data"
)

// PostgreSQL's gram index holds, after every kind of write to the groups, exactly the grams of
// the groups not deleted, with their populations: an import and an import again, a group's
// search text and population changed, a group deleted and restored, a population made unknown,
// a group removed, copies inserted, an upsert that changes a group and one that changes
// nothing. A change of population shows in the next search read from it.
func TestTheGramIndexFollowsEveryWrite(t *testing.T) {
	if bundbtest.Engine() != "postgres" {
		t.Skip("the gram index is PostgreSQL's (set REACH_TEST_DATABASE_URL); SQLite's trigram index is kept by SQLite")
	}
	d := bundbtest.New(t)
	ctx := context.Background()
	importGroups(t, d)
	exec := func(query string, args ...any) {
		t.Helper()
		if _, err := d.Bun().ExecContext(ctx, query, args...); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}
	// agree compares the gram index with the grams computed afresh, a statement at a time (each
	// a second or so; one statement doing all of it took over pgdriver's 10 s read timeout on a
	// machine running every package's tests at once).
	agree := func(after string) {
		t.Helper()
		tx, err := d.Bun().BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		if _, err := tx.ExecContext(ctx, `CREATE TEMPORARY TABLE want ON COMMIT DROP AS
				SELECT g AS gram, COALESCE(p.population, -1) AS population, p.id AS group_id
				FROM people_groups AS p, people_group_grams_of(p.search_text, p.name_in_country) AS g WHERE p.deleted_at IS NULL`); err != nil {
			t.Fatal(err)
		}
		var missing, extra, groups, twice int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE s.gram IS NULL), count(*) FILTER (WHERE w.gram IS NULL),
				count(DISTINCT s.group_id) FROM want AS w FULL JOIN people_group_search_grams AS s
				ON s.gram = w.gram AND s.population = w.population AND s.group_id = w.group_id`).Scan(&missing, &extra, &groups); err != nil {
			t.Fatal(err)
		}
		// The join matches a row held twice with its one wanted row.
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM people_group_search_grams
				GROUP BY gram, population, group_id HAVING count(*) > 1) AS d`).Scan(&twice); err != nil {
			t.Fatal(err)
		}
		if missing != 0 || extra != 0 || twice != 0 || groups < 16000 {
			t.Errorf("after %s: %d grams missing, %d too many, %d held twice, %d groups in the gram index", after, missing, extra, twice, groups)
		}
	}
	agree("the import")

	// A group holding "tion" (not in its name) becomes the largest: the search shows it first.
	var id string
	if err := d.Bun().QueryRowContext(ctx, `SELECT id FROM people_groups WHERE search_text LIKE '%tion%'
		AND lower(name_across_countries) NOT LIKE 'tion%' AND lower(name_in_country) NOT LIKE 'tion%' ORDER BY population LIMIT 1`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	exec("UPDATE people_groups SET population = 3000000000 WHERE id = ?", id)
	agree("a population changed")
	q := db.PublicPeopleGroupQuery{Filter: db.PublicPeopleGroupFilter{Term: "tion", Words: []string{"tion"}},
		Order: []db.PublicPeopleGroupOrder{{Sort: db.SortScore, Desc: true}}, Limit: 26, Columns: []string{"population"}}
	_, before := d.SearchWalks()
	page, err := d.ListPublicPeopleGroups(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if _, after := d.SearchWalks(); after != before+1 || len(page) == 0 || page[0].ID != id {
		t.Errorf("the search for tion read the gram index %d times; its page begins %v, want %s", after-before, page[:min(3, len(page))], id)
	}

	exec("UPDATE people_groups SET search_text = search_text || ' zqxwv', population = population + 1 WHERE id IN (SELECT id FROM people_groups ORDER BY id LIMIT 50)")
	agree("search texts and populations changed")
	exec("UPDATE people_groups SET deleted_at = updated_at WHERE id IN (SELECT id FROM people_groups ORDER BY id DESC LIMIT 20)")
	agree("groups deleted")
	exec("UPDATE people_groups SET deleted_at = NULL, search_text = search_text || ' back' WHERE id IN (SELECT id FROM people_groups ORDER BY id DESC LIMIT 10)")
	agree("groups restored with a new search text")
	exec("UPDATE people_groups SET population = NULL WHERE id IN (SELECT id FROM people_groups ORDER BY id LIMIT 5)")
	agree("populations made unknown")
	copyGroups(t, d, 2, "search_text LIKE '%arab%'")
	agree("copies inserted")
	exec("DELETE FROM people_groups WHERE id IN (SELECT id FROM people_groups WHERE id LIKE '%-x2' ORDER BY id LIMIT 3)")
	agree("groups removed")
	exec("UPDATE people_groups SET summary = 'unchanged search' WHERE id IN (SELECT id FROM people_groups ORDER BY id LIMIT 500)")
	agree("an update of no searched column")
	// The import again: the groups it changed back (search texts, populations) and those it
	// left alone (the copies, which keep the search texts they were copied with).
	if _, err := importer.ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
		t.Fatal(err)
	}
	agree("the import again")
	var grams int
	if err := d.Bun().QueryRowContext(ctx, "SELECT count(*) FROM people_group_search_grams WHERE gram = 'zqxw' AND group_id NOT LIKE '%-x%'").Scan(&grams); err != nil {
		t.Fatal(err)
	}
	if grams != 0 {
		t.Errorf("%d groups still hold a gram the import took from their search texts", grams)
	}
}
