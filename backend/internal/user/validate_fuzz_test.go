package user

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// FuzzSignUpFields feeds the sign-up form's rules (also the profile's and
// the back office's) whatever a client may send: each answers a clean value
// or a BAD_USER_INPUT about its own field, never panics, and what it accepts
// keeps the shape the rest of Reach relies on.
func FuzzSignUpFields(f *testing.F) {
	for _, s := range []string{
		"", " ", "jane", "Jane_d.o@e$-1", "jane doe", "jane/doe", "name@example.org", " name@example.org ",
		"Name <name@example.org>", "a@b.c", "a@@b.co", "\"a b\"@example.org", "(555) 555-1234", "+44 20 7946 0958",
		"5555551234", "1-800-FLOWERS", "+", "Lantern-Fossil-Quiet-71", "password1234", "Ab1!xyz", "\x00", "é@ü.de",
		strings.Repeat("a", 300), strings.Repeat("ü", 201), "Zoë  \t O'Brien",
	} {
		f.Add(s)
	}
	input := func(t *testing.T, what string, err error) {
		t.Helper()
		e := apperr.As(err)
		if e == nil || e.Code != apperr.BadUserInput || e.Field != what {
			t.Fatalf("%s: error %#v, want BAD_USER_INPUT on field %s", what, err, what)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u, err := ValidateUsername(s); err != nil {
			input(t, "username", err)
		} else if u == "" || len(u) > maxUsernameLength || !usernameRe.MatchString(u) || u != strings.TrimSpace(s) {
			t.Fatalf("username %q accepted as %q", s, u)
		}
		if n, err := ValidateName(s); err != nil {
			input(t, "name", err)
		} else if n == "" || n != strings.Join(strings.Fields(n), " ") || utf8.RuneCountInString(n) > maxNameLength {
			t.Fatalf("name %q accepted as %q", s, n)
		}
		if e, err := ValidateEmail(s); err != nil {
			input(t, "email", err)
		} else if e == "" || len(e) > maxEmailLength || strings.ContainsAny(e, " \t\r\n") || strings.Count(e, "@") < 1 {
			t.Fatalf("email %q accepted as %q", s, e)
		}
		if p, err := NormalizePhone(&s); err != nil {
			input(t, "phone", err)
		} else if p != nil && (!strings.HasPrefix(*p, "+") || strings.Trim((*p)[1:], "0123456789") != "") {
			t.Fatalf("phone %q accepted as %q, want E.164", s, *p)
		} else if p == nil && strings.TrimSpace(s) != "" {
			t.Fatalf("phone %q accepted as none", s)
		}
		if err := ValidatePassword(s, "jane", "Jane Doe", "jane@example.org"); err != nil {
			input(t, "password", err)
		} else if utf8.RuneCountInString(s) < MinPasswordLength || len(s) > maxPasswordLength {
			t.Fatalf("password of %d characters accepted", utf8.RuneCountInString(s))
		}
	})
}
