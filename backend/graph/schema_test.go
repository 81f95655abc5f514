package graph_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/reachmissions/reach/backend/internal/auth"
)

// TestEveryRootFieldIsGuarded parses the schema files and fails when a field
// of Query, Mutation or Subscription carries neither @public nor
// @hasPermission, or names a permission the policy does not know.
func TestEveryRootFieldIsGuarded(t *testing.T) {
	files, _ := filepath.Glob("schema/*.graphqls")
	if len(files) == 0 {
		t.Fatal("no schema files found")
	}
	var sources []*ast.Source
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, &ast.Source{Name: f, Input: string(b)})
	}
	schema, err := gqlparser.LoadSchema(sources...)
	if err != nil {
		t.Fatalf("schema does not load: %v", err)
	}
	known := map[string]bool{}
	for _, p := range auth.AllPermissions() {
		known[p] = true
	}
	checked := 0
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation, schema.Subscription} {
		for _, f := range root.Fields {
			if len(f.Name) > 1 && f.Name[:2] == "__" {
				continue
			}
			checked++
			pub := f.Directives.ForName("public")
			perm := f.Directives.ForName("hasPermission")
			switch {
			case pub == nil && perm == nil:
				t.Errorf("%s.%s has neither @public nor @hasPermission", root.Name, f.Name)
			case pub != nil && perm != nil:
				t.Errorf("%s.%s has both @public and @hasPermission", root.Name, f.Name)
			case perm != nil:
				name := perm.Arguments.ForName("permission").Value.Raw
				if !known[name] {
					t.Errorf("%s.%s asks for permission %q that policies/policy.csv does not grant to anyone", root.Name, f.Name, name)
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d root fields checked; the schema did not load as expected", checked)
	}
}
