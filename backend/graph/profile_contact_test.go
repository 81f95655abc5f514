package graph_test

import (
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/user"
)

// A person's name, email and phone live on their user and on their contact: the back office's
// contact screens (contacts, members, links, adoptions) read the contact, so a change made on
// the profile or by staff on the user must reach it at once.
func TestUserChangesReachTheirContact(t *testing.T) {
	const (
		editOwn  = `mutation($id: ID!, $n: String, $e: String, $p: String) { editMyProfileForUser(profile: {_id: $id, name: $n, email: $e, phone: $p}) { _id } }`
		editUser = `mutation($id: ID!, $n: String, $e: String, $p: String) { updateUser(id: $id, name: $n, email: $e, phone: $p) { id } }`
		contactQ = `query($id: ID!, $q: String) {
		  Contact(id: $id) { fullName firstName email phone }
		  allContactMembers(filter: {memberContactId: $id}) { memberName memberEmail }
		  _allContactsMeta(filter: {q: $q}) { count } }`
	)
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	for _, c := range []struct {
		name, key string
		// edit changes the user's name, email and phone (nil: left out) as the user or as staff.
		edit func(u *graphtest.TestUser, token string, vars map[string]any) *graphtest.Response
	}{
		{"on their own profile", "own", func(u *graphtest.TestUser, token string, vars map[string]any) *graphtest.Response {
			res := env.Do(token, editOwn, vars)
			if e, _ := vars["e"].(string); e != "" && res.Code() == "" {
				// The new email takes effect when the new address follows its link.
				prefix := env.Config.PublicURL + "/confirm-email?c="
				code := strings.TrimPrefix(env.DroppedLink(e, "EMAIL_CHANGE_CONFIRM", prefix), prefix)
				env.Do(token, `mutation($c: String!) { confirmEmailChange(code: $c) { email } }`, map[string]any{"c": code}).MustOK()
			}
			return res
		}},
		{"by staff in the back office", "staff", func(u *graphtest.TestUser, _ string, vars map[string]any) *graphtest.Response {
			res := env.Do(staff, editUser, vars)
			if e, _ := vars["e"].(string); e != "" && res.Code() == "" {
				// Another person's new email takes effect when the new address follows its link.
				prefix := env.Config.PublicURL + "/confirm-email?c="
				code := strings.TrimPrefix(env.DroppedLink(e, "EMAIL_CHANGE_CONFIRM", prefix), prefix)
				env.Do("", `mutation($c: String!) { confirmEmailChange(code: $c) { email } }`, map[string]any{"c": code}).MustOK()
			}
			return res
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			phone := "(555) 555-0142"
			u := env.CreateUserWith(user.NewUserInput{Username: "ada-" + c.key, Name: "Ada Lovelace",
				Email: "ada-" + c.key + "@example.org", Phone: &phone, Password: graphtest.DefaultPassword, Roles: []string{"partner"}})
			token := env.SignIn(u.Username, u.Password)
			home := newContact(t, env, staff, "HOUSEHOLD", "The Lovelace Household ("+c.key+")")
			addMember(t, env, staff, home.ID, u.ContactID)

			type seen struct {
				Contact struct {
					FullName  string
					FirstName *string
					Email     *string
					Phone     *string
				}
				AllContactMembers []struct {
					MemberName  string
					MemberEmail *string
				}
				Meta struct{ Count int } `json:"_allContactsMeta"`
			}
			read := func(q string) seen {
				t.Helper()
				var s seen
				env.Do(staff, contactQ, map[string]any{"id": u.ContactID, "q": q}).MustDecode(&s)
				if len(s.AllContactMembers) != 1 {
					t.Fatalf("memberships: %+v", s.AllContactMembers)
				}
				return s
			}
			str := func(p *string) string {
				if p == nil {
					return "<nil>"
				}
				return *p
			}

			newEmail := "countess-" + c.key + "@example.org"
			c.edit(u, token, map[string]any{"id": u.ID, "n": "Augusta Ada King", "e": newEmail, "p": "+44 20 7946 0958"}).MustOK()
			s := read(u.Email)
			if s.Contact.FullName != "Augusta Ada King" || str(s.Contact.FirstName) != "Augusta" || str(s.Contact.Email) != newEmail || str(s.Contact.Phone) != "+442079460958" {
				t.Fatalf("contact after the edit: %s (%s), %s, %s", s.Contact.FullName, str(s.Contact.FirstName), str(s.Contact.Email), str(s.Contact.Phone))
			}
			if m := s.AllContactMembers[0]; m.MemberName != "Augusta Ada King" || str(m.MemberEmail) != newEmail {
				t.Fatalf("the household lists its member as %s <%s>", m.MemberName, str(m.MemberEmail))
			}
			if s.Meta.Count != 0 {
				t.Fatalf("the old address %s still finds %d contacts", u.Email, s.Meta.Count)
			}

			// Only the phone, cleared: the name and email stay, the contact has no phone.
			c.edit(u, token, map[string]any{"id": u.ID, "p": ""}).MustOK()
			s = read(newEmail)
			if s.Contact.Phone != nil || s.Contact.FullName != "Augusta Ada King" || str(s.Contact.Email) != newEmail || s.Meta.Count != 1 {
				t.Fatalf("contact after clearing the phone: %s, %s, %s (found by email: %d)", s.Contact.FullName, str(s.Contact.Email), str(s.Contact.Phone), s.Meta.Count)
			}
			// A phone again, and an invalid one refused without touching the contact.
			c.edit(u, token, map[string]any{"id": u.ID, "p": "555 555 0100"}).MustOK()
			c.edit(u, token, map[string]any{"id": u.ID, "n": "Nobody", "p": "call me"}).MustFail("BAD_USER_INPUT", "Please enter a valid phone number")
			if s = read(newEmail); str(s.Contact.Phone) != "+15555550100" || s.Contact.FullName != "Augusta Ada King" {
				t.Fatalf("contact after a new phone and a refused edit: %s, %s", s.Contact.FullName, str(s.Contact.Phone))
			}
		})
	}
}
