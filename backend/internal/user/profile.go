package user

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Profile is the signed-in user's profile: the user, their permissions and
// the contacts they may act for.
type Profile struct {
	User        *model.User
	Roles       []string
	Permissions []string
	Contacts    db.UserContacts
}

func profileTopic(userID string) string { return "profile:" + userID }

// Profile returns userID's profile.
func (s *Service) Profile(ctx context.Context, userID string) (*Profile, error) {
	u, err := s.store.GetUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	return s.profileOf(ctx, u)
}

func (s *Service) profileOf(ctx context.Context, u *model.User) (*Profile, error) {
	cs, err := s.store.GetUserContacts(ctx, u.ContactID)
	if err != nil {
		return nil, err
	}
	roles := roleNames(u)
	return &Profile{User: u, Roles: roles, Permissions: auth.Permissions(roles), Contacts: cs}, nil
}

// MyProfile returns the viewer's profile.
func (s *Service) MyProfile(ctx context.Context) (*Profile, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	return s.Profile(ctx, v.UserID)
}

// ProfileEdit is editMyProfileForUser's input; nil fields stay as they are.
type ProfileEdit struct {
	ID             string
	Name           *string
	Email          *string
	Phone          *string
	Password       *string
	ProfilePhotoID *string
	Locale         *string
	// Language is the user's language (i18n.Supported codes only).
	Language *string
	// CurrentPassword confirms a change of password or email (confirmIdentity).
	CurrentPassword *string
}

// RecentSignIn is how long after signing in (with a password, a magic link
// or Google) a session may change its password or email without the current
// password.
const RecentSignIn = 10 * time.Minute

// Messages of confirming a change of password or email (field currentPassword).
const (
	MsgCurrentPasswordRequired = "Please enter your current password"
	MsgCurrentPasswordWrong    = "Your current password is not correct"
	MsgSignInAgain             = "For your security, please sign out and sign in again, then make this change within 10 minutes."
)

// EditMyProfile changes the viewer's own profile (another user's id answers
// FORBIDDEN). Changing the password or the email needs confirmIdentity. A
// new email waits for a link mailed to it (requestEmailChange): until it is
// followed the account keeps its email. A new password signs out every other
// session, and the account's address is told by mail.
func (s *Service) EditMyProfile(ctx context.Context, in ProfileEdit) (*Profile, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	if in.ID != v.UserID {
		return nil, apperr.New(apperr.Forbidden, "You can only edit your own profile.")
	}
	u, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return nil, err
	}
	if in.Language != nil {
		if _, err := validateLanguage(*in.Language); err != nil {
			return nil, err
		}
	}
	emailChanges := false
	if in.Email != nil {
		e, err := ValidateEmail(*in.Email)
		if err != nil {
			return nil, err
		}
		emailChanges = !strings.EqualFold(e, u.Email)
	}
	if in.Password != nil {
		if err := ValidatePassword(*in.Password, u.Username, u.Name, u.Email); err != nil {
			return nil, err
		}
	}
	if in.Password != nil || emailChanges {
		// Before the new address is looked up: only someone who knows the
		// password learns whether an address has an account.
		if err := s.confirmIdentity(ctx, v, u, in.CurrentPassword); err != nil {
			return nil, err
		}
	}
	email := in.Email
	if emailChanges {
		email = nil // it waits for the new address to confirm it (email_change.go)
		if err := s.requestEmailChange(ctx, u, strings.TrimSpace(*in.Email), requester{userID: u.ID}); err != nil {
			return nil, err
		}
	}
	cols, err := s.setContactFields(ctx, u, in.Name, email, in.Phone)
	if err != nil {
		return nil, err
	}
	if in.ProfilePhotoID != nil {
		u.ProfilePhotoID = emptyToNil(*in.ProfilePhotoID)
		cols = append(cols, "profile_photo_id")
	}
	if in.Locale != nil {
		u.Locale = emptyToNil(*in.Locale)
		cols = append(cols, "locale")
	}
	if in.Language != nil && *in.Language != u.Language {
		u.Language = *in.Language
		cols = append(cols, "language")
	}
	if len(cols) > 0 {
		u.UpdatedAt = s.clock()
		if err := s.store.UpdateUser(ctx, u, cols...); errors.Is(err, db.ErrAlreadyExists) {
			return nil, apperr.Input("email", MsgEmailTaken)
		} else if err != nil {
			return nil, err
		}
	}
	if in.Password != nil {
		hash, err := s.hasher.Hash(ctx, *in.Password)
		if err != nil {
			return nil, err
		}
		row, err := s.passwordChangedMail(u, false)
		if err != nil {
			return nil, err
		}
		if err := s.store.ChangePassword(ctx, u.ID, hash, v.SessionID, s.clock(), row); err != nil {
			return nil, err
		}
		s.deliver(row)
	}
	s.publishProfile(ctx, u.ID)
	return s.Profile(ctx, u.ID)
}

// confirmIdentity lets the viewer change their password or email when they
// give their current password (checked under the sign-in limits, so guesses
// here count like guesses at sign-in), or, without one, when their session
// began less than RecentSignIn ago. A current password that is given must be
// right, however recent the session. An account without a password (Google
// only) can only rely on a recent sign-in.
func (s *Service) confirmIdentity(ctx context.Context, v *auth.Viewer, u *model.User, current *string) error {
	if current != nil && *current != "" {
		ok, err := s.checkPassword(ctx, u.ID, u, *current)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.Input("currentPassword", MsgCurrentPasswordWrong)
		}
		return nil
	}
	sess, err := s.store.GetSession(ctx, v.SessionID)
	if err != nil && !errors.Is(err, db.ErrNotFound) {
		return err
	}
	if err == nil && s.clock().Sub(sess.CreatedAt) < RecentSignIn {
		return nil
	}
	if u.PasswordHash == "" {
		return apperr.Input("currentPassword", MsgSignInAgain)
	}
	return apperr.Input("currentPassword", MsgCurrentPasswordRequired)
}

// passwordChangedMail is the mail telling u's address that the account's password changed
// (by a reset link when reset), with how to reset it if it was not them.
func (s *Service) passwordChangedMail(u *model.User, reset bool) (*model.OutboxMail, error) {
	return s.queue(mail.KindPasswordChanged, mail.Content{
		Lang: u.Language, To: u.Email, Name: u.Name, Username: u.Username, When: mail.WhenIn(u.Language, s.clock()), ByLink: reset,
		URL: s.cfg.PublicURL + "/forgot-password", SupportEmail: s.cfg.SupportEmail,
	})
}

// mailTime is how mail says when something happened.

func emptyToNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// publishProfile tells every open myProfileUpdatesForUser of the user, on
// every instance, that the profile changed. A failure is logged: the change
// itself is saved.
func (s *Service) publishProfile(ctx context.Context, userID string) {
	if s.events == nil {
		return
	}
	if err := s.events.PublishEvent(ctx, profileTopic(userID), userID); err != nil {
		s.log.Error("publish profile update", "user", userID, "err", err)
	}
}

// ContactChanged tells every open myProfileUpdatesForUser of the users acting
// for contactID (the user whose contact it is, the members of a household or
// an organisation) that their profile changed: a membership was added or
// removed, or a household was renamed. A failure is logged.
func (s *Service) ContactChanged(ctx context.Context, contactID string) {
	ids, err := s.store.UserIDsActingFor(ctx, contactID)
	if err != nil {
		s.log.Error("find users acting for a contact", "contact", contactID, "err", err)
		return
	}
	for _, id := range ids {
		s.publishProfile(ctx, id)
	}
}

// SubscribeMyProfile delivers the viewer's profile each time it changes,
// until ctx ends, the session is revoked or the user is deactivated.
func (s *Service) SubscribeMyProfile(ctx context.Context) (<-chan *Profile, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	events, err := s.events.SubscribeEvents(ctx, profileTopic(v.UserID))
	if err != nil {
		cancel()
		return nil, err
	}
	out := make(chan *Profile, 1)
	go func() {
		defer close(out)
		defer cancel()
		for range events {
			if ok, err := s.store.SessionActive(ctx, v.SessionID, s.clock()); err != nil || !ok {
				return
			}
			p, err := s.Profile(ctx, v.UserID)
			if err != nil {
				s.log.Error("load profile for subscription", "user", v.UserID, "err", err)
				continue
			}
			if p.User.DeletedAt != nil {
				return
			}
			select {
			case out <- p:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// setContactFields validates and sets the name, email and phone that are not
// nil (a changed email must be free and is no longer verified), and returns
// the columns it changed. Staff editing a user and a user editing their own
// profile follow the same rules.
func (s *Service) setContactFields(ctx context.Context, u *model.User, name, email, phone *string) ([]string, error) {
	var cols []string
	var err error
	if name != nil {
		if u.Name, err = ValidateName(*name); err != nil {
			return nil, err
		}
		cols = append(cols, "name")
	}
	if email != nil {
		e, err := ValidateEmail(*email)
		if err != nil {
			return nil, err
		}
		if !strings.EqualFold(e, u.Email) {
			if err := s.checkFree(ctx, "", e); err != nil {
				return nil, err
			}
			u.EmailVerified = false
			cols = append(cols, "email_verified")
		}
		u.Email = e
		cols = append(cols, "email")
	}
	if phone != nil {
		if u.Phone, err = NormalizePhone(phone); err != nil {
			return nil, err
		}
		cols = append(cols, "phone")
	}
	return cols, nil
}
