package bundb

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.Contact = (*DB)(nil)

// CreateContact implements db.Contact.
func (d *DB) CreateContact(ctx context.Context, c *model.Contact) error {
	return d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return insertContact(ctx, tx, c)
	})
}

// insertContact inserts c, its emails and phone numbers with idb (a transaction).
func insertContact(ctx context.Context, idb bun.IDB, c *model.Contact) error {
	now := time.Now().UTC()
	if c.ID == "" {
		c.ID = newV7ID()
	}
	if c.Type == "" {
		c.Type = model.ContactIndividual
	}
	if c.CreatedAt.IsZero() {
		c.CreatedAt = now
	}
	if c.UpdatedAt.IsZero() {
		c.UpdatedAt = c.CreatedAt
	}
	for _, e := range c.Emails {
		if e.ID == "" {
			e.ID = newV7ID()
		}
		e.ContactID = c.ID
		if e.CreatedAt.IsZero() {
			e.CreatedAt = c.CreatedAt
		}
	}
	for _, p := range c.PhoneNumbers {
		if p.ID == "" {
			p.ID = newV7ID()
		}
		p.ContactID = c.ID
		if p.CreatedAt.IsZero() {
			p.CreatedAt = c.CreatedAt
		}
	}
	if c.PrimaryEmailID == nil && len(c.Emails) > 0 {
		c.PrimaryEmailID = &c.Emails[0].ID
	}
	if c.PrimaryPhoneNumberID == nil && len(c.PhoneNumbers) > 0 {
		c.PrimaryPhoneNumberID = &c.PhoneNumbers[0].ID
	}
	if _, err := idb.NewInsert().Model(c).Exec(ctx); err != nil {
		return translate(err)
	}
	if len(c.Emails) > 0 {
		if _, err := idb.NewInsert().Model(&c.Emails).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	if len(c.PhoneNumbers) > 0 {
		if _, err := idb.NewInsert().Model(&c.PhoneNumbers).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

// withContactDetails loads a contact's emails and phone numbers in a stable order.
func withContactDetails(q *bun.SelectQuery, prefix string) *bun.SelectQuery {
	return q.
		Relation(prefix+"Emails", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("created_at", "id") }).
		Relation(prefix+"PhoneNumbers", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("created_at", "id") })
}

// GetContact implements db.Contact.
func (d *DB) GetContact(ctx context.Context, id string) (*model.Contact, error) {
	c := new(model.Contact)
	err := withContactDetails(d.bun.NewSelect().Model(c), "").Where("contact.id = ?", id).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// GetContactByEmail implements db.Contact.
func (d *DB) GetContactByEmail(ctx context.Context, email string) (*model.Contact, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" {
		return nil, db.ErrNotFound
	}
	var id string
	err := d.bun.NewSelect().
		TableExpr("contact_emails AS ce").
		Join("JOIN contacts AS c ON c.id = ce.contact_id").
		ColumnExpr("c.id").
		Where("lower(ce.email) = ?", email).
		OrderExpr("c.created_at ASC, c.id ASC").
		Limit(1).
		Scan(ctx, &id)
	if err != nil {
		return nil, translate(err)
	}
	return d.GetContact(ctx, id)
}

// AddContactMember implements db.Contact.
func (d *DB) AddContactMember(ctx context.Context, groupID, memberID string) error {
	m := &model.ContactMember{GroupContactID: groupID, MemberContactID: memberID, CreatedAt: time.Now().UTC()}
	_, err := d.bun.NewInsert().Model(m).On("CONFLICT DO NOTHING").Exec(ctx)
	return translate(err)
}

// ListContactGroups implements db.Contact.
func (d *DB) ListContactGroups(ctx context.Context, memberID string) ([]*model.Contact, error) {
	var groups []*model.Contact
	err := withContactDetails(d.bun.NewSelect().Model(&groups), "").
		Join("JOIN contact_members AS cm ON cm.group_contact_id = contact.id").
		Where("cm.member_contact_id = ?", memberID).
		Order("contact.created_at", "contact.id").
		Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return groups, nil
}

// IsContactMember implements db.Contact.
func (d *DB) IsContactMember(ctx context.Context, groupID, memberID string) (bool, error) {
	ok, err := d.bun.NewSelect().Model((*model.ContactMember)(nil)).
		Where("group_contact_id = ? AND member_contact_id = ?", groupID, memberID).
		Exists(ctx)
	return ok, translate(err)
}

// newV7ID returns a new UUIDv7, the id of users, contacts, invites and mails.
func newV7ID() string { return uuid.Must(uuid.NewV7()).String() }
