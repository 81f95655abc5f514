package bundb_test

import (
	"context"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

// When the sample of search texts cannot be read, the searches that follow do not ask for it
// again (each would add a statement to a database already failing) until a while has passed or
// an import forgets it; meanwhile they are answered without it, by the one query.
func TestASampleThatFailedIsNotAskedForOnEverySearch(t *testing.T) {
	d := bundbtest.New(t)
	importGroups(t, d)
	d.ForgetSearchSample()

	failing, cancel := context.WithCancel(context.Background())
	cancel()
	if texts, groups := d.SearchSample(failing); texts != nil || groups != 0 {
		t.Fatalf("a sample read on a cancelled context: %d texts of %d groups", len(texts), groups)
	}

	ctx := context.Background()
	queries := d.CountQueries()
	for range 50 {
		if texts, _ := d.SearchSample(ctx); texts != nil {
			t.Fatalf("a sample right after one failed: %d texts", len(texts))
		}
	}
	if n := queries.N(); n != 0 {
		t.Errorf("50 searches after a failed sample ran %d statements for it, want 0", n)
	}

	// An import forgets the failure with the sample: the next search takes one.
	d.ForgetSearchSample()
	texts, groups := d.SearchSample(ctx)
	if len(texts) != 1024 || groups < 16000 {
		t.Errorf("after the import's forgetting: %d texts of %d groups, want 1,024 of the imported groups", len(texts), groups)
	}
	if n := queries.N(); n != 1 {
		t.Errorf("the sample took %d statements, want 1", n)
	}
}
