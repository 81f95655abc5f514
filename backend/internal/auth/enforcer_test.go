package auth

import (
	"strings"
	"testing"

	"github.com/reachmissions/reach/policies"
)

// truthTable is written out by hand: for each permission, which roles hold it
// (columns: admin, staff, regional-coordinator, field-worker, trainer, partner).
// A change of policy.csv that grants or removes anything must change this table.
var truthTable = []struct {
	perm                                                string
	admin, staff, coordinator, worker, trainer, partner bool
}{
	{"get-user-profile", true, true, true, true, true, true},
	{"edit-user-profile", true, true, true, true, true, true},
	{"upload-user-file", true, true, true, true, true, true},
	{"list-user-file", true, true, true, true, true, true},
	{"view-user-ui-upg", true, true, true, true, false, true},
	{"list-user-people-group", true, true, true, true, false, true},
	{"view-user-ui-holistic", true, true, true, true, false, true},
	{"view-user-ui-partner", true, true, true, true, true, true},
	{"view-user-ui-giving", true, true, true, true, true, true},
	{"list-user-holistic-project", true, true, true, true, false, true},
	{"view-user-ui-training", true, true, true, true, true, false},
	{"list-user-training-course", true, true, true, true, true, false},
	{"create-user-training-report", true, true, false, false, true, false},
	{"view-user-ui-mou", true, true, true, true, true, false},
	{"get-user-upg-stats", true, true, true, true, false, false},
	{"get-user-h-project", true, true, true, true, false, false},
	{"list-user-holistic-proposal-report", true, true, true, true, false, false},
	{"view-user-ui-loan-agreement", true, true, true, true, false, false},
	{"list-user-loan-agreement", true, true, true, true, false, false},
	{"sign-user-loan-agreement", true, true, true, true, false, false},
	{"list-user-mou", true, true, true, true, true, false},
	{"sign-user-mou", true, true, true, true, true, false},
	{"view-admin-ui", true, true, false, false, false, false},
	{"view-admin-dashboard", true, true, false, false, false, false},
	{"introspect-schema", true, true, false, false, false, false},
	{"list-admin-user", true, true, false, false, false, false},
	{"edit-admin-user", true, true, false, false, false, false},
	{"list-admin-invite", true, true, false, false, false, false},
	{"create-admin-invite", true, true, false, false, false, false},
	{"list-admin-people-group", true, true, false, false, false, false},
	{"edit-admin-people-group", true, true, false, false, false, false},
	{"list-admin-outbox", true, true, false, false, false, false},
	{"edit-admin-outbox", true, true, false, false, false, false},
	{"list-admin-holistic-project", true, true, false, false, false, false},
	{"edit-admin-holistic-project", true, true, false, false, false, false},
	{"list-admin-giving", true, true, false, false, false, false},
	{"edit-admin-giving", true, true, false, false, false, false},
	{"list-admin-file", true, true, false, false, false, false},
	{"list-admin-link", true, true, false, false, false, false},
	{"edit-admin-link", true, true, false, false, false, false},
	{"list-admin-contact", true, true, false, false, false, false},
	{"edit-admin-contact", true, true, false, false, false, false},
	{"list-admin-prayer", true, true, false, false, false, false},
	{"edit-admin-prayer", true, true, false, false, false, false},
	{"list-admin-upg-stats", true, true, false, false, false, false},
	{"edit-admin-upg-stats", true, true, false, false, false, false},
	{"list-admin-training", true, true, false, false, false, false},
	{"edit-admin-training", true, true, false, false, false, false},
	{"list-admin-simple-list", true, true, false, false, false, false},
	{"edit-admin-simple-list", true, true, false, false, false, false},
	{"list-admin-agreement", true, true, false, false, false, false},
	{"list-user-report", true, true, true, true, true, false},
	{"create-user-report", true, true, true, true, true, false},
	{"list-admin-report", true, true, false, false, false, false},
	{"decide-admin-report", true, true, false, false, false, false},
	{"edit-admin-agreement", true, true, false, false, false, false},
	{"grant-privileged-role", true, false, false, false, false, false},
	{"list-admin-audit", true, false, false, false, false, false},
	{"erase-admin-person", true, false, false, false, false, false},
}

func TestPolicyTruthTable(t *testing.T) {
	seen := map[string]bool{}
	for _, row := range truthTable {
		seen[row.perm] = true
		want := map[string]bool{
			RoleAdmin: row.admin, RoleStaff: row.staff, RoleRegionalCoordinator: row.coordinator,
			RoleFieldWorker: row.worker, RoleTrainer: row.trainer, RolePartner: row.partner,
		}
		for role, allowed := range want {
			if got := Can([]string{role}, row.perm); got != allowed {
				t.Errorf("Can(%s, %s) = %v, want %v", role, row.perm, got, allowed)
			}
		}
	}
	for _, p := range AllPermissions() {
		if !seen[p] {
			t.Errorf("policy.csv names permission %q that the truth table does not cover", p)
		}
	}
}

func TestNoRoleHasNoPermission(t *testing.T) {
	if got := Permissions(nil); len(got) != 0 {
		t.Fatalf("a user without roles holds %v", got)
	}
	if Can([]string{"signed-in"}, "view-admin-ui") || Can([]string{"nonsense"}, "get-user-profile") {
		t.Fatal("an unknown or base role unlocks something it should not")
	}
}

func TestPermissionsOfSeveralRolesAreTheUnion(t *testing.T) {
	got := strings.Join(Permissions([]string{RoleTrainer, RolePartner}), ",")
	for _, p := range []string{"view-user-ui-training", "view-user-ui-upg", "get-user-profile"} {
		if !strings.Contains(got, p) {
			t.Errorf("trainer+partner lacks %s: %s", p, got)
		}
	}
	if strings.Contains(got, "view-admin-ui") {
		t.Errorf("trainer+partner holds view-admin-ui")
	}
}

func TestBrokenPolicyIsRefused(t *testing.T) {
	if _, err := LoadPolicy("not a model", policies.Policy); err == nil {
		t.Fatal("a broken model loaded")
	}
}
