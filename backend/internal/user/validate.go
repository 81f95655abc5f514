package user

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
	"github.com/trustelem/zxcvbn"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// The spec's validation messages (spec/01 §5, spec/02 §5), word for word.
const (
	MsgUsernameRequired = "Please enter a username"
	MsgUsernameInvalid  = "Please enter a valid username (letters, numbers or one of (_.@$-))"
	MsgNameRequired     = "Please enter a name"
	MsgEmailRequired    = "Please input your E-mail!"
	MsgEmailInvalid     = "The input is not valid E-mail!"
	MsgPhoneInvalid     = "Please enter a valid phone number (e.g. (555) 555-1234, +44 20 7946 0958)."
	MsgPasswordRequired = "Please enter a password"
	MsgPasswordWeak     = "Weak password, must contain minimum of 10 characters, at least 1 uppercase letter, 1 number, and 1 symbol or special character."
	MsgUsernameTaken    = "That username is already taken"
	MsgEmailTaken       = "An account with that email already exists"
)

// MinPasswordLength and MinPasswordScore are the password rules: at least 10
// characters and zxcvbn strength 3 of 4.
const (
	MinPasswordLength = 10
	MinPasswordScore  = 3
	maxUsernameLength = 64
	maxNameLength     = 200
	maxEmailLength    = 254
	maxPasswordLength = 256
)

var (
	usernameRe = regexp.MustCompile(`^[A-Za-z0-9_.@$-]+$`)
	// emailRe is the shape the sign-up form accepts: something@domain.tld.
	emailRe = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@.]+$`)
)

// ValidateUsername returns the trimmed username or the spec's message.
func ValidateUsername(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", apperr.Input("username", MsgUsernameRequired)
	}
	if !usernameRe.MatchString(s) || len(s) > maxUsernameLength {
		return "", apperr.Input("username", MsgUsernameInvalid)
	}
	return s, nil
}

// ValidateName returns the trimmed full name or the spec's message.
func ValidateName(s string) (string, error) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", apperr.Input("name", MsgNameRequired)
	}
	if utf8.RuneCountInString(s) > maxNameLength {
		return "", apperr.Input("name", "Please enter a shorter name")
	}
	return s, nil
}

// ValidateEmail returns the trimmed address or the spec's message.
func ValidateEmail(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", apperr.Input("email", MsgEmailRequired)
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || !emailRe.MatchString(s) || len(s) > maxEmailLength {
		return "", apperr.Input("email", MsgEmailInvalid)
	}
	return s, nil
}

// NormalizePhone returns the number in E.164, nil for an empty one, or the
// spec's message. The default region is US, so a bare 10-digit number gets +1.
func NormalizePhone(s *string) (*string, error) {
	if s == nil || strings.TrimSpace(*s) == "" {
		return nil, nil
	}
	raw := strings.TrimSpace(*s)
	// Only digits, spaces and the usual punctuation; phonenumbers would
	// otherwise read letters as a vanity number.
	for _, r := range raw {
		if !strings.ContainsRune("0123456789+()-. ", r) {
			return nil, apperr.Input("phone", MsgPhoneInvalid)
		}
	}
	n, err := phonenumbers.Parse(raw, "US")
	// IsPossibleNumber (length per region) rather than IsValidNumber: the
	// spec's own example (555) 555-1234 is not an assigned US number.
	if err != nil || !phonenumbers.IsPossibleNumber(n) {
		return nil, apperr.Input("phone", MsgPhoneInvalid)
	}
	e164 := phonenumbers.Format(n, phonenumbers.E164)
	return &e164, nil
}

// checkPasswordLength is the cheap part of the password rules: present, and
// of an allowed length.
func checkPasswordLength(pw string) error {
	if pw == "" {
		return apperr.Input("password", MsgPasswordRequired)
	}
	if utf8.RuneCountInString(pw) < MinPasswordLength || len(pw) > maxPasswordLength {
		return apperr.Input("password", MsgPasswordWeak)
	}
	return nil
}

// ValidatePassword checks the password rules; userInputs (username, name,
// email) make a password built from them weak. The strength estimate grows
// fast with the length (about half a second of CPU for 256 characters), so
// sign-up counts an attempt against its limits before asking it.
func ValidatePassword(pw string, userInputs ...string) error {
	if err := checkPasswordLength(pw); err != nil {
		return err
	}
	var inputs []string
	for _, in := range userInputs {
		if in != "" {
			inputs = append(inputs, in)
		}
	}
	if zxcvbn.PasswordStrength(pw, inputs).Score < MinPasswordScore {
		return apperr.Input("password", MsgPasswordWeak)
	}
	return nil
}
