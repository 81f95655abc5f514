package server

import (
	"testing"

	"github.com/reachmissions/reach/backend/graph/generated"
)

// The cache's field lists name real fields: a renamed mutation or query
// would otherwise silently stop emptying (or filling) the cache.
func TestPublicCacheNamesSchemaFields(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	for name := range publicChanges {
		if schema.Mutation.Fields.ForName(name) == nil {
			t.Errorf("publicChanges names %q, which is not a mutation", name)
		}
	}
	for name := range cacheablePublicFields {
		if name != "__typename" && schema.Query.Fields.ForName(name) == nil {
			t.Errorf("cacheablePublicFields names %q, which is not a query", name)
		}
	}
}
