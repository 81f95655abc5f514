package graphtest

import "testing"

func TestHarnessSignsInAndQueries(t *testing.T) {
	env := New(t)
	token, u := env.SignInAs("partner")
	var d struct {
		MyProfileForUser struct {
			Username    string
			Permissions []string
		}
	}
	env.Do(token, `query { myProfileForUser { username permissions } }`, nil).MustDecode(&d)
	if d.MyProfileForUser.Username != u.Username {
		t.Fatalf("profile of %q, want %q", d.MyProfileForUser.Username, u.Username)
	}
	env.Do("", `query { myProfileForUser { username } }`, nil).MustFail("UNAUTHENTICATED", "")
}
