// Command cmd writes the permission constants from policies/policy.csv (run
// by `go generate` in backend/internal/auth, from that folder).
package main

import (
	"log"
	"os"

	"github.com/reachmissions/reach/backend/internal/auth/permgen"
	"github.com/reachmissions/reach/policies"
)

func main() {
	if err := os.WriteFile("permissions_gen.go", permgen.Go(policies.Policy), 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("../../../packages/ui/src/permissions.ts", permgen.TS(policies.Policy), 0o644); err != nil {
		log.Fatal(err)
	}
}
