package bundb

import (
	"context"
	"fmt"
	"testing"
)

// The trigram index's keys are written by migration 20261202090000's triggers in SQL and read by
// searchKeyRange in Go: every group's key lies in the range of its population, through an
// insert, a change of population and a delete, and for a group without a population, of none,
// of one past the clamp.
func TestSearchKeysFollowPopulation(t *testing.T) {
	d, err := OpenSQLiteMemory(t.Name())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	ctx := context.Background()
	if err := d.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	populations := []*int64{nil, ptr(0), ptr(1), ptr(12000), ptr(912955000), ptr(4294967294), ptr(9000000000), ptr(-5)}
	for i, p := range populations {
		if _, err := d.bun.ExecContext(ctx, `INSERT INTO people_groups (id, people_id3, name_across_countries, name_in_country,
			search_text, population, country_code, country, continent_code, continent, region_code, region, least_reached,
			frontier, window_1040, jp_url, created_at, updated_at) VALUES (?, ?, 'Kuru', 'Kuru', 'kuru kuru', ?, ?, 'X', 'X', 'X',
			'1', 'X', false, false, false, '', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`, fmt.Sprintf("g%d", i), "1", p, fmt.Sprintf("C%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	check := func(when string, want int) {
		t.Helper()
		rows, err := d.bun.QueryContext(ctx, `SELECT s.rowid, g.population FROM people_groups_search s
			JOIN people_groups g ON g.rowid = s.group_rowid WHERE people_groups_search MATCH 'kuru'`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		n := 0
		for rows.Next() {
			var key int64
			var p *int64
			if err := rows.Scan(&key, &p); err != nil {
				t.Fatal(err)
			}
			if lo, hi := searchKeyRange(p); key < lo || key > hi {
				t.Errorf("%s: a group of population %v has key %d, outside %d..%d", when, p, key, lo, hi)
			}
			n++
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		if n != want {
			t.Errorf("%s: the index finds %d groups, want %d", when, n, want)
		}
	}
	check("inserted", len(populations))
	if _, err := d.bun.ExecContext(ctx, `UPDATE people_groups SET population = 7 WHERE id = 'g3'`); err != nil {
		t.Fatal(err)
	}
	if _, err := d.bun.ExecContext(ctx, `UPDATE people_groups SET population = NULL WHERE id = 'g4'`); err != nil {
		t.Fatal(err)
	}
	check("population changed", len(populations))
	if _, err := d.bun.ExecContext(ctx, `DELETE FROM people_groups WHERE id IN ('g1', 'g5')`); err != nil {
		t.Fatal(err)
	}
	check("deleted", len(populations)-2)
	var left int
	if err := d.bun.QueryRowContext(ctx, `SELECT count(*) FROM people_groups_search`).Scan(&left); err != nil {
		t.Fatal(err)
	}
	if left != len(populations)-2 {
		t.Errorf("the index keeps %d rows for %d groups", left, len(populations)-2)
	}
}

func ptr(n int64) *int64 { return &n }
