package importer

import (
	"path/filepath"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/data"
)

// BenchmarkImportJoshuaProject times importing the 16,382 embedded people
// groups into an empty database ("first") and again over them ("again"), on
// the engine bundbtest picks (REACH_TEST_DATABASE_URL for PostgreSQL), and
// on SQLite also into a database file; "parse" is the reading alone.
func BenchmarkImportJoshuaProject(b *testing.B) {
	b.Run("first", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			d := bundbtest.New(b)
			b.StartTimer()
			if _, err := ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("again", func(b *testing.B) {
		d := bundbtest.New(b)
		if _, err := ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
				b.Fatal(err)
			}
		}
	})
	if bundbtest.Engine() == "sqlite" {
		// The embedded default on disk, as `reach import` writes it (WAL).
		b.Run("sqlite-file", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				d, err := bundb.Open("sqlite:"+filepath.Join(b.TempDir(), "reach.db"), "")
				if err != nil {
					b.Fatal(err)
				}
				if err := d.Migrate(ctx); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if _, err := ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				d.Close()
			}
		})
	}
	b.Run("parse", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, _, err := Parse(data.JoshuaProject); err != nil {
				b.Fatal(err)
			}
		}
	})
}
