package user

import (
	"testing"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

func msg(err error) string {
	if err == nil {
		return ""
	}
	if e := apperr.As(err); e != nil {
		return e.Message
	}
	return "not an apperr: " + err.Error()
}

func TestValidationMessages(t *testing.T) {
	ptr := func(s string) *string { return &s }
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"username empty", second(ValidateUsername("  ")), MsgUsernameRequired},
		{"username with space", second(ValidateUsername("jane doe")), MsgUsernameInvalid},
		{"username with slash", second(ValidateUsername("jane/doe")), MsgUsernameInvalid},
		{"username allowed chars", second(ValidateUsername("Jane_d.o@e$-1")), ""},
		{"name empty", second(ValidateName(" ")), MsgNameRequired},
		{"email empty", second(ValidateEmail("")), MsgEmailRequired},
		{"email no at", second(ValidateEmail("jane.example.org")), MsgEmailInvalid},
		{"email no tld", second(ValidateEmail("jane@example")), MsgEmailInvalid},
		{"email with name", second(ValidateEmail("Jane <jane@example.org>")), MsgEmailInvalid},
		{"email ok", second(ValidateEmail("jane@example.org")), ""},
		{"phone letters", second(NormalizePhone(ptr("call me"))), MsgPhoneInvalid},
		{"phone too short", second(NormalizePhone(ptr("12345"))), MsgPhoneInvalid},
		{"password empty", ValidatePassword(""), MsgPasswordRequired},
		{"password short", ValidatePassword("Xy7!kq"), MsgPasswordWeak},
		{"password common", ValidatePassword("Password123!"), MsgPasswordWeak},
		{"password is the username", ValidatePassword("janedoe2024", "janedoe2024"), MsgPasswordWeak},
		{"password strong", ValidatePassword("Tulip-Marble-Orbit-42"), ""},
	}
	for _, c := range cases {
		if got := msg(c.err); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func TestPhoneNormalisation(t *testing.T) {
	ptr := func(s string) *string { return &s }
	for in, want := range map[string]string{
		"5555551234":       "+15555551234",
		"(555) 555-1234":   "+15555551234",
		"+44 20 7946 0958": "+442079460958",
	} {
		got, err := NormalizePhone(ptr(in))
		if err != nil || got == nil || *got != want {
			t.Errorf("NormalizePhone(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	if got, err := NormalizePhone(ptr("  ")); got != nil || err != nil {
		t.Errorf("empty phone must become null, got %v %v", got, err)
	}
}
