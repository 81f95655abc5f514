// Command gqlgen generates backend/graph from the schema, as `gqlgen generate` does, with one
// rename gqlgen's configuration cannot make: a root field whose Go name another root field
// already has. spec/01 names the back office's project query holisticProject(_id) and
// react-admin's provider asks for HolisticProject(id); both would be the resolver method
// HolisticProject. rootRenames gives the spec's field another Go name before the resolvers and
// the executor are written.
//
// Run from backend/: go run ./graph/gqlgen (go generate ./backend/graph does).
package main

import (
	"fmt"
	"os"

	"github.com/99designs/gqlgen/api"
	"github.com/99designs/gqlgen/codegen"
	"github.com/99designs/gqlgen/codegen/config"
)

// rootRenames: object name -> field name -> the Go name its resolver takes.
var rootRenames = map[string]map[string]string{
	"Query": {"holisticProject": "HolisticProjectBySpecID"},
}

type renameRoots struct{}

func (renameRoots) Name() string { return "renameroots" }

// GenerateCode runs before the resolver and executor templates (the plugin is prepended), so
// both write the new name.
func (renameRoots) GenerateCode(data *codegen.Data) error {
	for _, obj := range data.Objects {
		renames, ok := rootRenames[obj.Name]
		if !ok {
			continue
		}
		for _, f := range obj.Fields {
			if goName, ok := renames[f.Name]; ok {
				f.GoFieldName = goName
				delete(renames, f.Name)
			}
		}
		for name := range renames {
			return fmt.Errorf("rename: %s.%s is not in the schema", obj.Name, name)
		}
	}
	return nil
}

func main() {
	cfg, err := config.LoadConfig("gqlgen.yml")
	if err != nil {
		fmt.Fprintln(os.Stderr, "gqlgen: load config:", err)
		os.Exit(2)
	}
	if err := api.Generate(cfg, api.PrependPlugin(renameRoots{})); err != nil {
		fmt.Fprintln(os.Stderr, "gqlgen:", err)
		os.Exit(3)
	}
}
