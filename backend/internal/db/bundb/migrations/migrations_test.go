package migrations

import "testing"

// bun records an applied migration by its name, the timestamp its file starts with: two files
// with one timestamp would be one migration, and the second would never run on a database that
// already ran the first.
func TestEveryMigrationHasItsOwnTimestamp(t *testing.T) {
	seen := map[string]string{}
	for _, m := range Migrations.Sorted() {
		if other, dup := seen[m.Name]; dup {
			t.Errorf("migrations %s_%s and %s_%s share the timestamp %s", m.Name, other, m.Name, m.Comment, m.Name)
		}
		seen[m.Name] = m.Comment
	}
	if len(seen) == 0 {
		t.Fatal("no migrations registered")
	}
}
