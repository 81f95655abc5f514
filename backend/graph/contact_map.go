package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
)

func contactToGQL(c *db.ContactRow) *gqlmodel.Contact {
	if c == nil {
		return nil
	}
	return &gqlmodel.Contact{ID: c.ID, UnderscoreID: c.ID, ContactType: c.Type, FullName: c.FullName, FirstName: c.FirstName,
		Email: c.Email, Phone: c.Phone, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt}
}

func contactFilter(f *gqlmodel.ContactFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"type": f.ContactType}}
}

func contactMemberToGQL(m *db.ContactMemberRow) *gqlmodel.ContactMember {
	if m == nil {
		return nil
	}
	id := m.ID()
	return &gqlmodel.ContactMember{ID: id, UnderscoreID: id, GroupContactID: m.GroupContactID, GroupName: m.GroupName,
		GroupType: m.GroupType, MemberContactID: m.MemberContactID, MemberName: m.MemberName, MemberEmail: m.MemberEmail,
		CreatedAt: m.CreatedAt}
}

func contactMemberFilter(f *gqlmodel.ContactMemberFilter) db.ListFilter {
	if f == nil {
		return db.ListFilter{}
	}
	return db.ListFilter{IDs: f.Ids, Q: f.Q, Eq: map[string]*string{"group_contact_id": f.GroupContactID, "member_contact_id": f.MemberContactID}}
}
