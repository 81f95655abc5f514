package user

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// MsgPrivilegedRole answers a viewer without grant-privileged-role who tries
// to grant, remove or touch the admin or staff role.
const MsgPrivilegedRole = "Only an administrator can grant or remove the admin and staff roles, or change an admin or staff account."

// ListUsers is the back office's user list.
func (s *Service) ListUsers(ctx context.Context, q db.UserQuery) ([]*model.User, int, error) {
	if q.Limit <= 0 || q.Limit > 500 {
		q.Limit = 25
	}
	return s.store.ListUsers(ctx, q)
}

// GetUser returns one user for the back office, nil when there is none.
func (s *Service) GetUser(ctx context.Context, id string) (*model.User, error) {
	u, err := s.store.GetUserByID(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	return u, err
}

func hasPrivileged(roles []string) bool {
	return slices.ContainsFunc(roles, auth.IsPrivilegedRole)
}

// CreateUserAsStaff creates a user from the back office.
func (s *Service) CreateUserAsStaff(ctx context.Context, in NewUserInput) (*model.User, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	if hasPrivileged(in.Roles) && !v.Can(auth.PermGrantPrivilegedRole) {
		return nil, apperr.New(apperr.Forbidden, MsgPrivilegedRole)
	}
	// The roles a new account starts with are a grant like any other: the store writes the
	// entry, naming the new user, in the transaction that creates them.
	if roles := dedupeRoles(in.Roles); len(roles) > 0 {
		ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindUserRoles, TargetType: audit.TargetUser, TargetLabel: strings.TrimSpace(in.Name),
			Changes: audit.Changes{}.Add("roles", "", audit.List(roles))})
	}
	return s.CreateUser(ctx, in, false)
}

// UserPatch is updateUser's input; nil fields stay as they are.
type UserPatch struct {
	Name   *string
	Email  *string
	Phone  *string
	Roles  []string
	Active *bool
	// Language is the user's language (i18n.Supported codes only).
	Language *string
	// SetRoles tells whether Roles was given (an empty list removes every role).
	SetRoles bool
	// CurrentPassword confirms a change of the staff member's own email, as on the profile.
	CurrentPassword *string
}

// UpdateUserAsStaff changes a user from the back office. Granting or removing
// admin or staff, and changing an admin or staff account at all, needs
// grant-privileged-role; nobody deactivates themselves.
//
// A change of email follows the profile's rules whatever the path: a staff
// member's own email changes at once if they confirm who they are
// (confirmIdentity), and the old address is told. Another person's email
// changes only when the new address follows the link mailed to it
// (requestEmailChange): until then the user keeps the old one, and the answer
// shows it; the old address is told, naming the staff member, when it changes.
func (s *Service) UpdateUserAsStaff(ctx context.Context, id string, p UserPatch) (*model.User, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	u, err := s.store.GetUserByID(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, "There is no such user.")
	}
	if err != nil {
		return nil, err
	}
	current := roleNames(u)
	privileged := v.Can(auth.PermGrantPrivilegedRole)
	if hasPrivileged(current) && !privileged && u.ID != v.UserID {
		return nil, apperr.New(apperr.Forbidden, MsgPrivilegedRole)
	}
	if p.SetRoles {
		for _, r := range p.Roles {
			if !auth.IsRole(r) {
				return nil, apperr.Inputf("roles", "Unknown role %s; roles are %s", r, joinRoles())
			}
		}
		for _, r := range auth.PrivilegedRoles {
			if slices.Contains(current, r) != slices.Contains(p.Roles, r) && !privileged {
				return nil, apperr.New(apperr.Forbidden, MsgPrivilegedRole)
			}
		}
	}
	if p.Active != nil && !*p.Active && u.ID == v.UserID {
		return nil, apperr.New(apperr.BadUserInput, "You cannot deactivate your own account.")
	}
	own, newEmail := u.ID == v.UserID, ""
	if p.Email != nil {
		e, err := ValidateEmail(*p.Email)
		if err != nil {
			return nil, err
		}
		if !strings.EqualFold(e, u.Email) {
			newEmail = e
		}
	}
	email := p.Email
	if newEmail != "" && own {
		// Before the new address is looked up, as on the profile.
		if err := s.confirmIdentity(ctx, v, u, p.CurrentPassword); err != nil {
			return nil, err
		}
	}
	if newEmail != "" {
		email = nil // it waits for the new address (below)
	}
	if p.Language != nil {
		if _, err := validateLanguage(*p.Language); err != nil {
			return nil, err
		}
	}
	cols, err := s.setContactFields(ctx, u, p.Name, email, p.Phone)
	if err != nil {
		return nil, err
	}
	if p.Language != nil && *p.Language != u.Language {
		u.Language = *p.Language
		cols = append(cols, "language")
	}
	if newEmail != "" {
		by := requester{userID: u.ID}
		if !own {
			if by, err = s.staffRequester(ctx, v); err != nil {
				return nil, err
			}
		}
		if err := s.requestEmailChange(ctx, u, newEmail, by); err != nil {
			return nil, err
		}
	}
	// The audit trail's rows go in the transactions of the changes they record.
	ctx, recorded := s.Audit.Attach(ctx, staffChanges(u, current, p)...)
	now := s.clock()
	if p.Active != nil && *p.Active && u.DeletedAt != nil {
		u.DeletedAt = nil
		cols = append(cols, "deleted_at")
	}
	if len(cols) > 0 {
		u.UpdatedAt = now
		if err := s.store.UpdateUser(ctx, u, cols...); errors.Is(err, db.ErrAlreadyExists) {
			return nil, apperr.Input("email", MsgEmailTaken)
		} else if err != nil {
			return nil, err
		}
	}
	if p.SetRoles {
		if err := s.store.SetUserRoles(ctx, u.ID, p.Roles, now); err != nil {
			return nil, err
		}
	}
	if p.Active != nil && !*p.Active && u.DeletedAt == nil {
		if err := s.store.DeactivateUser(ctx, u.ID, now); err != nil {
			return nil, err
		}
	}
	if err := recorded.Finish(ctx, nil); err != nil {
		return nil, err
	}
	s.publishProfile(ctx, u.ID)
	return s.store.GetUserByID(ctx, u.ID)
}

// staffChanges are the audit entries of a staff member's change of u: its roles (current, as
// they are), its deactivation or reactivation.
func staffChanges(u *model.User, current []string, p UserPatch) []audit.Entry {
	var out []audit.Entry
	entry := func(kind string, ch audit.Changes) audit.Entry {
		return audit.Entry{Kind: kind, TargetType: audit.TargetUser, TargetID: u.ID, TargetLabel: u.Name, Changes: ch}
	}
	if p.SetRoles && audit.List(current) != audit.List(dedupeRoles(p.Roles)) {
		out = append(out, entry(audit.KindUserRoles, audit.Changes{}.Add("roles", audit.List(current), audit.List(dedupeRoles(p.Roles)))))
	}
	if p.Active != nil && *p.Active && u.DeletedAt != nil {
		out = append(out, entry(audit.KindUserReactivated, audit.Changes{}.Add("active", "false", "true")))
	}
	if p.Active != nil && !*p.Active && u.DeletedAt == nil {
		out = append(out, entry(audit.KindUserDeactivated, audit.Changes{}.Add("active", "true", "false")))
	}
	return out
}

func dedupeRoles(roles []string) []string {
	out := []string{}
	for _, r := range roles {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// DeleteUser deactivates a user and revokes their sessions; nothing is removed.
func (s *Service) DeleteUser(ctx context.Context, id string) (*model.User, error) {
	f := false
	return s.UpdateUserAsStaff(ctx, id, UserPatch{Active: &f})
}
