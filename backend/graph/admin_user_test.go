package graph_test

import (
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/user"
)

// TestPermissionGuards asks one guarded query per permission level as every
// role and as nobody: 401-style UNAUTHENTICATED without a viewer, FORBIDDEN
// without the permission.
func TestPermissionGuards(t *testing.T) {
	env := graphtest.New(t)
	tokens := map[string]string{"": ""}
	for _, r := range auth.Roles {
		tokens[r], _ = env.SignInAs(r)
	}
	const (
		profile  = `query { myProfileForUser { username } }`
		users    = `query { allUsers { id } }`
		newStaff = `mutation { createUser(username: "made-staff", name: "Made Staff", email: "made-staff@example.org", password: "Walnut-Comet-Ledger-64", roles: ["staff"]) { id } }`
	)
	cases := []struct {
		role, query, wantCode string
	}{
		{"", profile, "UNAUTHENTICATED"},
		{"", users, "UNAUTHENTICATED"},
		{"partner", profile, ""},
		{"partner", users, "FORBIDDEN"},
		{"trainer", users, "FORBIDDEN"},
		{"field-worker", users, "FORBIDDEN"},
		{"regional-coordinator", users, "FORBIDDEN"},
		{"staff", users, ""},
		{"admin", users, ""},
		{"staff", newStaff, "FORBIDDEN"}, // staff may not grant the staff role
		{"admin", newStaff, ""},
	}
	for _, c := range cases {
		name := c.role
		if name == "" {
			name = "nobody"
		}
		t.Run(name+" "+c.query[:20], func(t *testing.T) {
			res := env.Do(tokens[c.role], c.query, nil)
			if c.wantCode == "" {
				res.MustOK()
			} else {
				res.MustFail(c.wantCode, "")
			}
		})
	}
}

type adminUser struct {
	ID     string
	Name   string
	Email  string
	Active bool
	Roles  []string
}

func TestAdminUsers(t *testing.T) {
	env := graphtest.New(t)
	staffToken, staff := env.SignInAs("staff")
	adminToken, admin := env.SignInAs("admin")
	partner := env.CreateUser("partner")
	env.CreateUser("trainer")
	env.CreateUser("field-worker")

	// List with paging (page counts from 0), sort and filters.
	var list struct {
		AllUsers []adminUser
		Meta     struct{ Count int } `json:"_allUsersMeta"`
	}
	env.Do(staffToken, `query { allUsers(page: 1, perPage: 2, sortField: "username", sortOrder: "ASC") { id name email active roles }
	  _allUsersMeta(page: 1, perPage: 2) { count } }`, nil).MustDecode(&list)
	if list.Meta.Count != 5 || len(list.AllUsers) != 2 {
		t.Fatalf("page 2 of 2: %d users of %d, want 2 of 5", len(list.AllUsers), list.Meta.Count)
	}
	env.Do(staffToken, `query { allUsers(filter: {role: "trainer"}) { id roles } _allUsersMeta(filter: {role: "trainer"}) { count } }`, nil).MustDecode(&list)
	if list.Meta.Count != 1 || list.AllUsers[0].Roles[0] != "trainer" {
		t.Fatalf("role filter: %+v", list)
	}
	env.Do(staffToken, `query($q: String) { allUsers(filter: {q: $q}) { id email } _allUsersMeta(filter: {q: $q}) { count } }`,
		map[string]any{"q": partner.Email[:9]}).MustDecode(&list)
	if list.Meta.Count != 1 || list.AllUsers[0].ID != partner.ID {
		t.Fatalf("search by email: %+v", list)
	}

	// Staff may change a partner's roles and details, but not grant staff or admin.
	var upd struct{ UpdateUser adminUser }
	env.Do(staffToken, `mutation($id: ID!) { updateUser(id: $id, name: "Renamed Partner", phone: "(555) 555-1234", roles: ["partner", "trainer"]) { id name roles } }`,
		map[string]any{"id": partner.ID}).MustDecode(&upd)
	if upd.UpdateUser.Name != "Renamed Partner" || len(upd.UpdateUser.Roles) != 2 {
		t.Fatalf("update: %+v", upd.UpdateUser)
	}
	env.Do(staffToken, `mutation($id: ID!) { updateUser(id: $id, roles: ["staff"]) { id } }`, map[string]any{"id": partner.ID}).
		MustFail("FORBIDDEN", "Only an administrator")
	// Staff may not touch an admin's account (that would let them take it over).
	env.Do(staffToken, `mutation($id: ID!) { updateUser(id: $id, email: "mine@example.org") { id } }`, map[string]any{"id": admin.ID}).
		MustFail("FORBIDDEN", "Only an administrator")
	// An admin may grant staff.
	env.Do(adminToken, `mutation($id: ID!) { updateUser(id: $id, roles: ["staff"]) { roles } }`, map[string]any{"id": partner.ID}).MustDecode(&upd)
	if len(upd.UpdateUser.Roles) != 1 || upd.UpdateUser.Roles[0] != "staff" {
		t.Fatalf("admin granting staff: %+v", upd.UpdateUser)
	}
	env.Do(adminToken, `mutation($id: ID!) { updateUser(id: $id, roles: ["wizard"]) { id } }`, map[string]any{"id": partner.ID}).
		MustFail("BAD_USER_INPUT", "Unknown role wizard")

	// Nobody deactivates themselves.
	env.Do(staffToken, `mutation($id: ID!) { deleteUser(id: $id) { id } }`, map[string]any{"id": staff.ID}).
		MustFail("BAD_USER_INPUT", "cannot deactivate your own account")

	// Deleting deactivates: their session ends and they cannot sign in; reactivating lets them back.
	victim := env.CreateUser("partner")
	victimToken := env.SignIn(victim.Username, victim.Password)
	var del struct{ DeleteUser adminUser }
	env.Do(staffToken, `mutation($id: ID!) { deleteUser(id: $id) { id active } }`, map[string]any{"id": victim.ID}).MustDecode(&del)
	if del.DeleteUser.Active {
		t.Fatal("deleted user still active")
	}
	env.Do(victimToken, `query { myProfileForUser { username } }`, nil).MustFail("UNAUTHENTICATED", "")
	env.Do("", signInMutation, map[string]any{"u": victim.Username, "p": victim.Password}).MustFail("BAD_USER_INPUT", "does not exist")
	var one struct{ User adminUser }
	env.Do(staffToken, `query($id: ID!) { User(id: $id) { id active } }`, map[string]any{"id": victim.ID}).MustDecode(&one)
	if one.User.ID != victim.ID || one.User.Active {
		t.Fatalf("deactivated user is kept and shows inactive: %+v", one.User)
	}
	env.Do(staffToken, `mutation($id: ID!) { updateUser(id: $id, active: true) { active } }`, map[string]any{"id": victim.ID}).MustOK()
	env.SignIn(victim.Username, victim.Password)

	// createUser applies the same rules as sign-up.
	env.Do(staffToken, `mutation { createUser(username: "bad name", name: "X", email: "x@example.org", password: "Walnut-Comet-Ledger-64", roles: ["partner"]) { id } }`, nil).
		MustFail("BAD_USER_INPUT", "Please enter a valid username")
	env.Do(staffToken, `mutation($e: String!) { createUser(username: "fresh", name: "Fresh", email: $e, password: "Walnut-Comet-Ledger-64", roles: ["partner"]) { id } }`,
		map[string]any{"e": partner.Email}).MustFail("BAD_USER_INPUT", "An account with that email already exists")
}

func TestEditMyProfile(t *testing.T) {
	env := graphtest.New(t)
	token, u := env.SignInAs("partner")
	other := env.CreateUser("partner")
	secondSession := env.SignIn(u.Username, u.Password)

	env.Do(token, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, name: "Hacked"}) { name } }`, map[string]any{"id": other.ID}).
		MustFail("FORBIDDEN", "")
	// A taken address is answered as a free one (its owner is told), and nothing changes.
	var taken struct{ EditMyProfileForUser profile }
	env.Do(token, `mutation($id: ID!, $e: String!) { editMyProfileForUser(profile: {_id: $id, email: $e}) { email } }`, map[string]any{"id": u.ID, "e": other.Email}).MustDecode(&taken)
	if taken.EditMyProfileForUser.Email != u.Email {
		t.Fatalf("a taken address answered the email %s, want %s", taken.EditMyProfileForUser.Email, u.Email)
	}
	env.Do(token, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, phone: "not a phone"}) { phone } }`, map[string]any{"id": u.ID}).
		MustFail("BAD_USER_INPUT", "Please enter a valid phone number")

	var d struct{ EditMyProfileForUser profile }
	env.Do(token, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, email: "changed@example.org", phone: "5555550100"}) { email phone emailVerified } }`,
		map[string]any{"id": u.ID}).MustDecode(&d)
	if d.EditMyProfileForUser.Email != u.Email || !d.EditMyProfileForUser.EmailVerified || *d.EditMyProfileForUser.Phone != "+15555550100" {
		t.Fatalf("profile after edit (the new email waits for its link): %+v", d.EditMyProfileForUser)
	}
	prefix := env.Config.PublicURL + "/confirm-email?c="
	code := strings.TrimPrefix(env.DroppedLink("changed@example.org", "EMAIL_CHANGE_CONFIRM", prefix), prefix)
	env.Do(token, `mutation($c: String!) { confirmEmailChange(code: $c) { email } }`, map[string]any{"c": code}).MustOK()
	env.Do(token, `query { myProfileForUser { email phone emailVerified } }`, nil).MustDecode(&struct{ MyProfileForUser *profile }{&d.EditMyProfileForUser})
	if d.EditMyProfileForUser.Email != "changed@example.org" || !d.EditMyProfileForUser.EmailVerified {
		t.Fatalf("profile after the link (the address proved by it): %+v", d.EditMyProfileForUser)
	}

	// A password change keeps this session and ends the others.
	env.Do(token, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, password: "short"}) { _id } }`, map[string]any{"id": u.ID}).
		MustFail("BAD_USER_INPUT", "Weak password")
	env.Do(token, `mutation($id: ID!) { editMyProfileForUser(profile: {_id: $id, password: "Orchid-Tundra-Beacon-17"}) { _id } }`, map[string]any{"id": u.ID}).MustOK()
	env.Do(token, `query { myProfileForUser { _id } }`, nil).MustOK()
	env.Do(secondSession, `query { myProfileForUser { _id } }`, nil).MustFail("UNAUTHENTICATED", "")
	env.SignIn(u.Username, "Orchid-Tundra-Beacon-17")
}

// Staff remove a user's phone with an empty string (as on a contact); null or leaving it out
// keeps it, and anything else must be a valid number. Name and email cannot be emptied.
func TestStaffClearAUsersPhone(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	const update = `mutation($id: ID!, $p: String, $n: String, $e: String) { updateUser(id: $id, phone: $p, name: $n, email: $e) { phone } }`
	const withoutPhone = `mutation($id: ID!) { updateUser(id: $id, roles: ["partner"]) { phone } }`
	for _, c := range []struct {
		name    string
		query   string
		vars    map[string]any
		want    string // the phone afterwards; "" for none
		code    string // the error code when refused
		message string
	}{
		{"null keeps the phone", update, map[string]any{"p": nil}, "+15555550142", "", ""},
		{"left out keeps the phone", withoutPhone, nil, "+15555550142", "", ""},
		{"an empty string removes it", update, map[string]any{"p": ""}, "", "", ""},
		{"blanks remove it", update, map[string]any{"p": "   "}, "", "", ""},
		{"a new number replaces it", update, map[string]any{"p": "+44 20 7946 0958"}, "+442079460958", "", ""},
		{"letters are refused", update, map[string]any{"p": "call me"}, "+15555550142", "BAD_USER_INPUT", user.MsgPhoneInvalid},
		{"an empty name is refused", update, map[string]any{"p": "", "n": ""}, "+15555550142", "BAD_USER_INPUT", user.MsgNameRequired},
		{"an empty email is refused", update, map[string]any{"p": "", "e": ""}, "+15555550142", "BAD_USER_INPUT", user.MsgEmailRequired},
	} {
		t.Run(c.name, func(t *testing.T) {
			phone := "(555) 555-0142"
			u := env.CreateUserWith(user.NewUserInput{Username: "phone-" + strings.ReplaceAll(c.name, " ", "-"), Name: "Phoebe Phone",
				Email: strings.ReplaceAll(c.name, " ", ".") + "@example.org", Phone: &phone, Password: graphtest.DefaultPassword, Roles: []string{"partner"}})
			vars := map[string]any{"id": u.ID}
			for k, v := range c.vars {
				vars[k] = v
			}
			res := env.Do(staff, c.query, vars)
			if c.code != "" {
				res.MustFail(c.code, c.message)
			} else {
				res.MustOK()
			}
			var d struct {
				User    struct{ Phone *string }
				Contact struct{ Phone *string }
			}
			env.Do(staff, `query($id: ID!, $c: ID!) { User(id: $id) { phone } Contact(id: $c) { phone } }`, map[string]any{"id": u.ID, "c": u.ContactID}).MustDecode(&d)
			for who, got := range map[string]*string{"user": d.User.Phone, "contact": d.Contact.Phone} {
				if (got == nil) != (c.want == "") || (got != nil && *got != c.want) {
					t.Errorf("the %s's phone is %v, want %q", who, got, c.want)
				}
			}
		})
	}
}
