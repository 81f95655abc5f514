package auth_test

import (
	"os"
	"slices"
	"testing"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/auth/permgen"
	"github.com/reachmissions/reach/policies"
)

// The permission constants of Go and TypeScript are what the policy file
// grants: run `go generate ./backend/internal/auth` after changing it.
func TestPermissionConstantsMatchThePolicy(t *testing.T) {
	for file, want := range map[string][]byte{
		"permissions_gen.go":                      permgen.Go(policies.Policy),
		"../../../packages/ui/src/permissions.ts": permgen.TS(policies.Policy),
	} {
		got, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s is not what policies/policy.csv makes: run go generate ./backend/internal/auth", file)
		}
	}
	if !slices.Equal(auth.PolicyPermissions, permgen.Names(policies.Policy)) {
		t.Errorf("PolicyPermissions %v", auth.PolicyPermissions)
	}
	for _, p := range auth.PolicyPermissions {
		if !auth.Can([]string{auth.RoleAdmin}, p) && !auth.Can([]string{auth.RolePartner}, p) && !auth.Can([]string{auth.RoleStaff}, p) &&
			!auth.Can([]string{auth.RoleTrainer}, p) && !auth.Can([]string{auth.RoleFieldWorker}, p) && !auth.Can([]string{auth.RoleRegionalCoordinator}, p) {
			t.Errorf("%s is granted to no role", p)
		}
	}
}
