package bundb_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/data"
)

// importGroups imports the embedded Joshua Project data into d.
func importGroups(tb testing.TB, d *bundb.DB) {
	tb.Helper()
	if _, err := importer.ImportJoshuaProject(context.Background(), d, data.JoshuaProject); err != nil {
		tb.Fatal(err)
	}
}

// copiedColumns are the people_groups columns a copy takes from its original as they are
// (copyGroups gives it a new id and people_id3).
const copiedColumns = "rop3, name_across_countries, name_in_country, search_text, population, country_code, country, continent_code, continent, region_code, region, affinity_bloc, people_cluster, primary_language_code, primary_language, official_language, bible_status, primary_religion_id, primary_religion, religion_subdivision, jp_scale, least_reached, frontier, window_1040, percent_adherents_x1000, percent_evangelical_x1000, latitude, longitude, workers_needed, jp_url, summary, focus_level_no, num_adoptions_available, suggested_adoption_level, primary_photo_id, created_at, updated_at, deleted_at"

// copyGroups inserts copy k of every original group (not itself a copy) that the SQL condition
// where keeps (every one when it is empty), with the id and people_id3 suffixed "-xK", as
// SCALE in scripts/bench-varied.sh makes them.
func copyGroups(tb testing.TB, d *bundb.DB, k int, where string) {
	tb.Helper()
	if where != "" {
		where = " AND (" + where + ")"
	}
	if _, err := d.Bun().ExecContext(context.Background(), fmt.Sprintf(
		"INSERT INTO people_groups (id, people_id3, %[1]s) SELECT id || '-x%[2]d', people_id3 || '-x%[2]d', %[1]s FROM people_groups WHERE id NOT LIKE '%%-x%%'%[3]s",
		copiedColumns, k, where)); err != nil {
		tb.Fatal(err)
	}
}
