package graph

import (
	"strings"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func token(t string, err error) (*gqlmodel.TokenResult, error) {
	if err != nil {
		return nil, err
	}
	return &gqlmodel.TokenResult{Token: t}, nil
}

func ok(err error) (bool, error) {
	if err != nil {
		return false, err
	}
	return true, nil
}

func contactRef(c *model.Contact) *gqlmodel.ContactRef {
	if c == nil {
		return nil
	}
	return &gqlmodel.ContactRef{ID: c.ID, FullName: c.FullName}
}

// pendingEmailToGQL maps a change of email waiting for its address (nil: none).
func pendingEmailToGQL(p *user.PendingEmail) *gqlmodel.PendingEmailChange {
	if p == nil {
		return nil
	}
	return &gqlmodel.PendingEmailChange{Email: p.Email, ExpiresAt: p.ExpiresAt}
}

func profileToGQL(p *user.Profile) *gqlmodel.Profile {
	u := p.User
	out := &gqlmodel.Profile{
		ID: u.ID, Username: u.Username, Permissions: p.Permissions, Roles: p.Roles, Email: u.Email, Name: u.Name,
		EmailVerified: u.EmailVerified, Phone: u.Phone, ProfilePhotoID: u.ProfilePhotoID, Locale: u.Locale, Language: u.Language,
		HasPassword: u.PasswordHash != "", CreatedAt: u.CreatedAt, UpdatedAt: u.UpdatedAt,
		MyContact: contactRef(p.Contacts.Contact), MyHousehold: contactRef(p.Contacts.Household),
		MyOrganizations: []*gqlmodel.ContactRef{},
	}
	for _, o := range p.Contacts.Organizations {
		out.MyOrganizations = append(out.MyOrganizations, contactRef(o))
	}
	return out
}

func userToGQL(u *model.User) *gqlmodel.User {
	if u == nil {
		return nil
	}
	roles := make([]string, 0, len(u.Roles))
	for _, r := range u.Roles {
		roles = append(roles, r.Role)
	}
	return &gqlmodel.User{
		ID: u.ID, Username: u.Username, Name: u.Name, Email: u.Email, Phone: u.Phone, EmailVerified: u.EmailVerified,
		Active: u.DeletedAt == nil, Roles: roles, ContactID: u.ContactID, CreatedAt: u.CreatedAt, UpdatedAt: u.UpdatedAt,
		LastSignInAt: u.LastSignInAt, Language: u.Language,
	}
}

// userQuery maps react-admin's list arguments (page counts from 0, as
// ra-data-graphql-simple sends it) onto a db.UserQuery.
func userQuery(page, perPage *int, sortField, sortOrder *string, f *gqlmodel.UserFilter) db.UserQuery {
	q := db.UserQuery{Limit: 25, SortField: deref(sortField), SortDesc: strings.EqualFold(deref(sortOrder), "DESC")}
	if perPage != nil && *perPage > 0 {
		q.Limit = min(*perPage, 500)
	}
	if page != nil && *page > 0 {
		q.Offset = *page * q.Limit
	}
	if f != nil {
		q.IDs, q.Q, q.Role, q.Active = f.Ids, deref(f.Q), deref(f.Role), f.Active
	}
	return q
}

func usersToGQL(users []*model.User) []*gqlmodel.User {
	out := make([]*gqlmodel.User, 0, len(users))
	for _, u := range users {
		out = append(out, userToGQL(u))
	}
	return out
}
