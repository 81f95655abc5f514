package graph

import (
	"testing"

	"github.com/reachmissions/reach/backend/graph/generated"
)

// Every PeopleGroup field must say which columns it needs, or a list asking for it would read
// too few columns and answer it empty.
func TestPeopleGroupColumnsCoverTheSchema(t *testing.T) {
	typ := generated.NewExecutableSchema(generated.Config{}).Schema().Types["PeopleGroup"]
	if typ == nil {
		t.Fatal("no PeopleGroup type in the schema")
	}
	for _, f := range typ.Fields {
		if _, ok := peopleGroupColumns[f.Name]; !ok {
			t.Errorf("PeopleGroup.%s has no entry in peopleGroupColumns", f.Name)
		}
	}
}
