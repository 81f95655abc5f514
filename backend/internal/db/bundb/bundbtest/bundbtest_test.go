package bundbtest

import (
	"context"
	"testing"
)

func TestNewMigratesAFreshDatabase(t *testing.T) {
	d := New(t)
	var n int
	if err := d.Bun().NewSelect().TableExpr("users").ColumnExpr("count(*)").Scan(context.Background(), &n); err != nil {
		t.Fatalf("users table missing after migrate on %s: %v", Engine(), err)
	}
	if n != 0 {
		t.Fatalf("fresh database has %d users", n)
	}
	// Migrating twice changes nothing.
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatalf("second migrate on %s: %v", Engine(), err)
	}
}
