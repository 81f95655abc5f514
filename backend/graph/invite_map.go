package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/invite"
	"github.com/reachmissions/reach/backend/internal/model"
)

// toInvite maps an invite (loaded with its contact) onto the back office's Invite.
func (r *Resolver) toInvite(inv *model.Invite) *gqlmodel.Invite {
	out := &gqlmodel.Invite{
		ID:               inv.ID,
		ContactID:        inv.ContactID,
		Email:            inv.Email,
		Roles:            invite.RoleNames(inv),
		Status:           r.Invites.Status(inv),
		CreatedAt:        inv.CreatedAt,
		ExpiresAt:        inv.ExpiresAt,
		AcceptedAt:       inv.AcceptedAt,
		AcceptedByUserID: inv.AcceptedByUserID,
	}
	if c := inv.Contact; c != nil {
		out.FullName = c.FullName
		for _, p := range c.PhoneNumbers {
			if c.PrimaryPhoneNumberID != nil && p.ID == *c.PrimaryPhoneNumberID {
				out.Phone = &p.Phone
			}
		}
	}
	return out
}

// toUserInvite maps a pending invite, found by its code, onto the spec's
// userInvite shape, whose _id is that code (the sign-up page's ?i=).
func toUserInvite(inv *model.Invite, code string) *gqlmodel.UserInvite {
	names := invite.RoleNames(inv)
	out := &gqlmodel.UserInvite{
		ID:        code,
		ContactID: inv.ContactID,
		RoleIds:   names,
		Roles:     make([]*gqlmodel.RoleInfo, 0, len(names)),
		Contact:   &gqlmodel.InviteContact{ID: inv.ContactID, Emails: []*gqlmodel.InviteContactEmail{}, PhoneNumbers: []*gqlmodel.InviteContactPhone{}},
	}
	for _, n := range names {
		out.Roles = append(out.Roles, &gqlmodel.RoleInfo{Name: n, Label: invite.Label(n)})
	}
	if c := inv.Contact; c != nil {
		out.Contact.FullName = c.FullName
		out.Contact.FirstName = c.FirstName
		out.Contact.PrimaryEmailID = c.PrimaryEmailID
		out.Contact.PrimaryPhoneNumberID = c.PrimaryPhoneNumberID
		for _, e := range c.Emails {
			out.Contact.Emails = append(out.Contact.Emails, &gqlmodel.InviteContactEmail{ID: e.ID, Email: e.Email})
		}
		for _, p := range c.PhoneNumbers {
			out.Contact.PhoneNumbers = append(out.Contact.PhoneNumbers, &gqlmodel.InviteContactPhone{ID: p.ID, Phone: p.Phone})
		}
	}
	return out
}

func valueOrEmpty(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func valueOrZero(i *int) int {
	if i == nil {
		return 0
	}
	return *i
}

// inviteListQuery reads react-admin's list arguments for invites.
func inviteListQuery(page, perPage *int, sortField, sortOrder *string, filter *gqlmodel.InviteFilter) invite.Query {
	q := invite.Query{Args: listArgs(page, perPage, sortField, sortOrder)}
	if filter != nil {
		q.IDs, q.Q, q.Status = filter.Ids, valueOrEmpty(filter.Q), valueOrEmpty(filter.Status)
	}
	return q
}
