package auth

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/casbin/casbin/v2"
	"github.com/casbin/casbin/v2/model"
	"github.com/casbin/casbin/v2/persist"

	"github.com/reachmissions/reach/policies"
)

// Role names (policies/policy.csv). "signed-in" is an internal base role that
// every role inherits; it is never granted directly.
const (
	RoleAdmin               = "admin"
	RoleStaff               = "staff"
	RoleRegionalCoordinator = "regional-coordinator"
	RoleFieldWorker         = "field-worker"
	RoleTrainer             = "trainer"
	RolePartner             = "partner"
)

// Roles are the roles a user can be granted, most privileged first.
var Roles = []string{RoleAdmin, RoleStaff, RoleRegionalCoordinator, RoleFieldWorker, RoleTrainer, RolePartner}

// PrivilegedRoles may only be granted or removed by a viewer holding
// PermGrantPrivilegedRole.
var PrivilegedRoles = []string{RoleAdmin, RoleStaff}

// RoleLabels are the names people read for each role.
var RoleLabels = map[string]string{
	RoleAdmin:               "Administrator",
	RoleStaff:               "Staff",
	RoleRegionalCoordinator: "Regional Coordinator",
	RoleFieldWorker:         "Field Worker",
	RoleTrainer:             "Trainer",
	RolePartner:             "Partner",
}

// Permission names are constants generated from policies/policy.csv
// (permissions_gen.go): code names a permission only through them.

// IsRole tells whether name is a role that can be granted.
func IsRole(name string) bool { return slices.Contains(Roles, name) }

// IsPrivilegedRole tells whether name is admin or staff.
func IsPrivilegedRole(name string) bool { return slices.Contains(PrivilegedRoles, name) }

// PolicyTable is the role -> permission table the policy grants.
type PolicyTable struct {
	perms map[string]map[string]bool // role -> permission -> allowed
	all   []string                   // every permission named in the policy
}

var (
	tableOnce sync.Once
	table     *PolicyTable
	tableErr  error
)

// LoadPolicy builds the role -> permission table from a Casbin model and
// policy. The enforcer is asked once per role and permission at start, so
// guards afterwards are a map lookup.
func LoadPolicy(modelText, policyText string) (*PolicyTable, error) {
	m, err := model.NewModelFromString(modelText)
	if err != nil {
		return nil, fmt.Errorf("casbin model: %w", err)
	}
	for i, line := range strings.Split(policyText, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := persist.LoadPolicyLine(line, m); err != nil {
			return nil, fmt.Errorf("policy.csv line %d: %w", i+1, err)
		}
	}
	e, err := casbin.NewEnforcer(m)
	if err != nil {
		return nil, fmt.Errorf("casbin enforcer: %w", err)
	}
	if err := e.BuildRoleLinks(); err != nil {
		return nil, fmt.Errorf("casbin role links: %w", err)
	}
	rules, err := e.GetPolicy()
	if err != nil {
		return nil, err
	}
	permSet := map[string]bool{}
	for _, r := range rules {
		permSet[r[1]] = true
	}
	t := &PolicyTable{perms: map[string]map[string]bool{}}
	for p := range permSet {
		t.all = append(t.all, p)
	}
	sort.Strings(t.all)
	for _, role := range append(slices.Clone(Roles), "signed-in") {
		t.perms[role] = map[string]bool{}
		for _, p := range t.all {
			ok, err := e.Enforce(role, p)
			if err != nil {
				return nil, fmt.Errorf("casbin enforce %s %s: %w", role, p, err)
			}
			if ok {
				t.perms[role][p] = true
			}
		}
	}
	return t, nil
}

func policy() *PolicyTable {
	tableOnce.Do(func() { table, tableErr = LoadPolicy(policies.Model, policies.Policy) })
	if tableErr != nil {
		panic("auth: embedded policies are broken: " + tableErr.Error())
	}
	return table
}

// Allows tells whether any of roles holds permission in t.
func (t *PolicyTable) Allows(roles []string, permission string) bool {
	for _, r := range roles {
		if t.perms[r][permission] {
			return true
		}
	}
	return false
}

// Can tells whether a user holding roles may use permission. Every guard
// (the @hasPermission directive, the services) calls this one function.
func Can(roles []string, permission string) bool {
	return policy().Allows(roles, permission)
}

// Permissions lists, sorted, every permission a user holding roles has.
func Permissions(roles []string) []string {
	out := []string{}
	for _, p := range policy().all {
		if Can(roles, p) {
			out = append(out, p)
		}
	}
	return out
}

// AllPermissions lists every permission the policy names.
func AllPermissions() []string { return slices.Clone(policy().all) }

// Can tells whether the viewer may use permission; a nil viewer may not.
func (v *Viewer) Can(permission string) bool {
	return v != nil && Can(v.Roles, permission)
}
