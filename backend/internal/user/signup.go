package user

import (
	"context"
	"errors"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// SignUpInput is the sign-up form.
type SignUpInput struct {
	Username   string
	Name       string
	Email      string
	Phone      *string
	Password   string
	Newsletter bool
	InviteID   string
	// Language is the language of the page signed up from; empty takes the request's.
	Language string
	// BotCheckToken is the reCAPTCHA v3 or Turnstile token.
	BotCheckToken string
}

// NewUserInput is a user as staff, the CLI or the demo seeding create it.
type NewUserInput struct {
	Username string
	Name     string
	Email    string
	Phone    *string
	Password string
	Roles    []string
	// Language is the user's language; empty is English.
	Language string
}

// validated holds checked and normalised fields.
type validated struct {
	username, name, email string
	phone                 *string
}

// validateAccount checks every field but the password's strength (cheap);
// ValidatePassword follows.
func validateAccount(username, name, email string, phone *string, password string) (validated, error) {
	var v validated
	var err error
	if v.username, err = ValidateUsername(username); err != nil {
		return v, err
	}
	if v.name, err = ValidateName(name); err != nil {
		return v, err
	}
	if v.email, err = ValidateEmail(email); err != nil {
		return v, err
	}
	if v.phone, err = NormalizePhone(phone); err != nil {
		return v, err
	}
	return v, checkPasswordLength(password)
}

// checkFree answers MsgUsernameTaken or MsgEmailTaken.
func (s *Service) checkFree(ctx context.Context, username, email string) error {
	if username != "" {
		if _, err := s.store.GetUserByUsername(ctx, username); err == nil {
			return apperr.Input("username", MsgUsernameTaken)
		} else if !errors.Is(err, db.ErrNotFound) {
			return err
		}
	}
	if email != "" {
		if _, err := s.store.GetUserByEmail(ctx, email); err == nil {
			return apperr.Input("email", MsgEmailTaken)
		} else if !errors.Is(err, db.ErrNotFound) {
			return err
		}
	}
	return nil
}

// SignUp creates an account and signs it in. Without an invite the user gets
// the partner role; with one, the user takes the invite's contact and roles and
// the invite is accepted, all in one transaction.
//
// A form whose fields are well formed is counted against LimitSignUpIP, then
// LimitSignUpAll, before the password's strength is estimated, the bot-check
// asked and the password hashed. A username or an email that already
// has an account answers MsgSignUpRefused, the same for both and after the
// same password hash as a new account, and the owner of a taken email is
// told by mail (taken.go).
func (s *Service) SignUp(ctx context.Context, in SignUpInput) (string, error) {
	v, err := validateAccount(in.Username, in.Name, in.Email, in.Phone, in.Password)
	if err != nil {
		return "", err
	}
	lang := i18n.FromContext(ctx)
	if in.Language != "" {
		if lang, err = validateLanguage(in.Language); err != nil {
			return "", err
		}
	} else if !i18n.Supported(lang) {
		lang = i18n.English
	}
	if err := s.checkLimits(ctx, hit(LimitSignUpIP, clientIP(ctx))); err != nil {
		return "", err
	}
	// Only attempts within their address's limit count here, so one address
	// cannot spend everyone's.
	if err := s.checkLimits(ctx, hit(LimitSignUpAll, "all")); err != nil {
		return "", err
	}
	if err := ValidatePassword(in.Password, v.username, v.name, v.email); err != nil {
		return "", err
	}
	if err := s.verifyBotCheck(ctx, in.BotCheckToken); err != nil {
		return "", err
	}
	// Hashed before the accounts are looked up, so a taken name or address
	// answers after the same work as a free one.
	hash, err := s.hasher.Hash(ctx, in.Password)
	if err != nil {
		return "", err
	}
	if err := s.refuseTaken(ctx, v.username, v.email); err != nil {
		return "", err
	}
	nu := db.NewUser{Username: v.username, Name: v.name, Email: v.email, Phone: v.phone, PasswordHash: hash, Newsletter: in.Newsletter, Roles: []string{auth.RolePartner}, Language: lang}
	var u *model.User
	if in.InviteID != "" {
		u, err = s.store.CreateUserFromInvite(ctx, nu, auth.HashToken(in.InviteID), s.clock())
		if errors.Is(err, db.ErrInviteNotPending) {
			return "", apperr.Input("inviteId", MsgInviteUsed)
		}
	} else {
		u, err = s.store.CreateUser(ctx, nu, s.clock())
	}
	if errors.Is(err, db.ErrAlreadyExists) {
		// Lost a race with another sign-up for the same name or address.
		return "", apperr.Input(signUpRefusedField, MsgSignUpRefused)
	}
	if err != nil {
		return "", err
	}
	return s.newSession(ctx, u, model.SignInPassword)
}

// CreateUser creates an active user directly (the CLI, demo accounts, staff
// after their permission checks): every field rule applies, roles must be
// known role names.
func (s *Service) CreateUser(ctx context.Context, in NewUserInput, emailVerified bool) (*model.User, error) {
	v, err := validateAccount(in.Username, in.Name, in.Email, in.Phone, in.Password)
	if err != nil {
		return nil, err
	}
	if err := ValidatePassword(in.Password, v.username, v.name, v.email); err != nil {
		return nil, err
	}
	lang := i18n.English
	if in.Language != "" {
		if lang, err = validateLanguage(in.Language); err != nil {
			return nil, err
		}
	}
	for _, r := range in.Roles {
		if !auth.IsRole(r) {
			return nil, apperr.Inputf("roles", "Unknown role %s; roles are %s", r, joinRoles())
		}
	}
	if err := s.checkFree(ctx, v.username, v.email); err != nil {
		return nil, err
	}
	hash, err := s.hasher.Hash(ctx, in.Password)
	if err != nil {
		return nil, err
	}
	u, err := s.store.CreateUser(ctx, db.NewUser{Username: v.username, Name: v.name, Email: v.email, Phone: v.phone, PasswordHash: hash, EmailVerified: emailVerified, Roles: in.Roles, Language: lang}, s.clock())
	if errors.Is(err, db.ErrAlreadyExists) {
		if ferr := s.checkFree(ctx, v.username, v.email); ferr != nil {
			return nil, ferr
		}
	}
	return u, err
}

func joinRoles() string {
	out := ""
	for i, r := range auth.Roles {
		if i > 0 {
			out += ", "
		}
		out += r
	}
	return out
}
