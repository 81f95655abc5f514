package bundb

import (
	"context"
	"errors"
	"fmt"
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
	if err := contactByEmail(d.bun, email).Scan(ctx, &id); err != nil {
		return nil, translate(err)
	}
	return d.GetContact(ctx, id)
}

// contactByEmail selects the id of the oldest individual contact holding the lower-cased email.
func contactByEmail(idb bun.IDB, email string) *bun.SelectQuery {
	return idb.NewSelect().
		TableExpr("contact_emails AS ce").
		Join("JOIN contacts AS c ON c.id = ce.contact_id").
		ColumnExpr("c.id").
		Where("lower(ce.email) = ?", email).
		Where("c.type = ?", model.ContactIndividual).
		OrderExpr("c.created_at ASC, c.id ASC").
		Limit(1)
}

// UpdateContact implements db.Contact.
func (d *DB) UpdateContact(ctx context.Context, id string, ch db.ContactChange) error {
	return d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		c := new(model.Contact)
		if err := tx.NewSelect().Model(c).Where("id = ?", id).Scan(ctx); err != nil {
			return translate(err)
		}
		c.UpdatedAt = ch.At
		cols := []string{"updated_at"}
		if ch.FullName != nil {
			c.FullName = *ch.FullName
			cols = append(cols, "full_name")
		}
		if ch.Email != nil {
			primary, err := setPrimaryDetail(ctx, tx, (*model.ContactEmail)(nil), "email", c.PrimaryEmailID, *ch.Email, func(id string) any {
				return &model.ContactEmail{ID: id, ContactID: c.ID, Email: *ch.Email, CreatedAt: ch.At}
			})
			if err != nil {
				return err
			}
			c.PrimaryEmailID = primary
			cols = append(cols, "primary_email_id")
		}
		if ch.Phone != nil {
			primary, err := setPrimaryDetail(ctx, tx, (*model.ContactPhone)(nil), "phone", c.PrimaryPhoneNumberID, *ch.Phone, func(id string) any {
				return &model.ContactPhone{ID: id, ContactID: c.ID, Phone: *ch.Phone, CreatedAt: ch.At}
			})
			if err != nil {
				return err
			}
			c.PrimaryPhoneNumberID = primary
			cols = append(cols, "primary_phone_number_id")
		}
		_, err := tx.NewUpdate().Model(c).Column(cols...).WherePK().Exec(ctx)
		return translate(err)
	})
}

// setPrimaryDetail gives a contact's primary email or phone (table, column col)
// the value v: it rewrites the primary row, adds one when there is none (newRow makes it), or
// removes it when v is empty. It answers the primary row's id afterwards (nil when removed).
func setPrimaryDetail(ctx context.Context, tx bun.Tx, table any, col string, primary *string, v string, newRow func(id string) any) (*string, error) {
	switch {
	case v == "" && primary == nil:
		return nil, nil
	case v == "":
		_, err := tx.NewDelete().Model(table).Where("id = ?", *primary).Exec(ctx)
		return nil, translate(err)
	case primary != nil:
		_, err := tx.NewUpdate().Model(table).Set("? = ?", bun.Ident(col), v).Where("id = ?", *primary).Exec(ctx)
		return primary, translate(err)
	}
	id := newV7ID()
	_, err := tx.NewInsert().Model(newRow(id)).Exec(ctx)
	return &id, translate(err)
}

// ---- the back office's listing

type contactListRow struct {
	bun.BaseModel `bun:"table:contacts,alias:contact"`
	db.ContactRow
}

// ListContacts implements db.Contact.
func (d *DB) ListContacts(ctx context.Context, q db.ListQuery) ([]*db.ContactRow, int, error) {
	var rows []*contactListRow
	sel := d.bun.NewSelect().Model(&rows).
		ColumnExpr("?TableAlias.id, ?TableAlias.type, ?TableAlias.full_name, ?TableAlias.first_name, ?TableAlias.created_at, ?TableAlias.updated_at").
		ColumnExpr("e.email AS email, p.phone AS phone").
		Join("LEFT JOIN contact_emails AS e ON e.id = ?TableAlias.primary_email_id").
		Join("LEFT JOIN contact_phones AS p ON p.id = ?TableAlias.primary_phone_number_id")
	got, n, err := listing(ctx, sel, &rows, q, []string{"?TableAlias.full_name", "e.email"}, "full_name")
	if err != nil {
		return nil, 0, err
	}
	out := make([]*db.ContactRow, len(got))
	for i, r := range got {
		out[i] = &r.ContactRow
	}
	return out, n, nil
}

// ---- members of households and organisations

// AddContactMember implements db.Contact.
func (d *DB) AddContactMember(ctx context.Context, groupID, memberID string) error {
	m := &model.ContactMember{GroupContactID: groupID, MemberContactID: memberID, CreatedAt: time.Now().UTC()}
	_, err := d.bun.NewInsert().Model(m).On("CONFLICT DO NOTHING").Exec(ctx)
	return translate(err)
}

// CreateContactMember implements db.Contact.
func (d *DB) CreateContactMember(ctx context.Context, m *model.ContactMember, check db.MemberCheck, tell db.MemberMails) error {
	return d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// The member's row is locked first, so two additions of the same person (to two
		// households, say) take turns and the second one sees the first. SQLite's write
		// transactions already take turns.
		member, err := d.lockedContact(ctx, tx, m.MemberContactID)
		if err != nil {
			return err
		}
		group, err := d.lockedContact(ctx, tx, m.GroupContactID)
		if err != nil {
			return err
		}
		var groups []*model.Contact
		if member != nil {
			err := tx.NewSelect().Model(&groups).
				Where("id IN (SELECT group_contact_id FROM contact_members WHERE member_contact_id = ?)", member.ID).
				Order("created_at", "id").Scan(ctx)
			if err != nil {
				return translate(err)
			}
		}
		if err := check(group, member, groups); err != nil {
			return err
		}
		if m.CreatedAt.IsZero() {
			m.CreatedAt = time.Now().UTC()
		}
		if _, err = tx.NewInsert().Model(m).Exec(ctx); err != nil {
			return translate(err)
		}
		return tellMembers(ctx, tx, group, member, tell)
	})
}

// tellMembers stores the mail tell composes for the other members of group
// (those with a primary email and no deactivated user) about member, inside tx.
func tellMembers(ctx context.Context, tx bun.Tx, group, member *model.Contact, tell db.MemberMails) error {
	if tell == nil {
		return nil
	}
	var others []db.MemberAddress
	err := tx.NewSelect().TableExpr("contact_members AS cm").
		ColumnExpr("m.id AS contact_id, m.full_name, e.email").
		ColumnExpr("COALESCE((SELECT u.language FROM users AS u WHERE u.contact_id = m.id AND u.deleted_at IS NULL ORDER BY u.id LIMIT 1), 'en') AS language").
		Join("JOIN contacts AS m ON m.id = cm.member_contact_id").
		Join("JOIN contact_emails AS e ON e.id = m.primary_email_id").
		Where("cm.group_contact_id = ?", group.ID).Where("cm.member_contact_id <> ?", member.ID).
		Where("NOT EXISTS (SELECT 1 FROM users AS u WHERE u.contact_id = m.id AND u.deleted_at IS NOT NULL)").
		OrderExpr("m.full_name, m.id").Scan(ctx, &others)
	if err != nil {
		return translate(err)
	}
	rows, err := tell(group, member, others)
	if err != nil {
		return err
	}
	for _, row := range rows {
		if err := putOutboxMail(ctx, tx, row); err != nil {
			return err
		}
	}
	return nil
}

// lockedContact reads a contact inside tx, locking its row on PostgreSQL; nil when there is none.
func (d *DB) lockedContact(ctx context.Context, tx bun.Tx, id string) (*model.Contact, error) {
	c := new(model.Contact)
	q := d.dialect.forUpdate(tx.NewSelect().Model(c).Where("id = ?", id))
	err := translate(q.Scan(ctx))
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

// contactMemberListRow reads a membership with both contacts' names.
type contactMemberListRow struct {
	bun.BaseModel `bun:"table:contact_members,alias:cm"`
	db.ContactMemberRow
}

func contactMemberSelect(idb bun.IDB, rows *[]*contactMemberListRow) *bun.SelectQuery {
	return idb.NewSelect().Model(rows).
		ColumnExpr("cm.group_contact_id, cm.member_contact_id, cm.created_at").
		ColumnExpr("g.full_name AS group_name, g.type AS group_type, m.full_name AS member_name, e.email AS member_email").
		Join("JOIN contacts AS g ON g.id = cm.group_contact_id").
		Join("JOIN contacts AS m ON m.id = cm.member_contact_id").
		Join("LEFT JOIN contact_emails AS e ON e.id = m.primary_email_id")
}

// GetContactMember implements db.Contact.
func (d *DB) GetContactMember(ctx context.Context, groupID, memberID string) (*db.ContactMemberRow, error) {
	var rows []*contactMemberListRow
	err := contactMemberSelect(d.bun, &rows).
		Where("cm.group_contact_id = ? AND cm.member_contact_id = ?", groupID, memberID).
		Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	if len(rows) == 0 {
		return nil, db.ErrNotFound
	}
	return &rows[0].ContactMemberRow, nil
}

// DeleteContactMember implements db.Contact.
func (d *DB) DeleteContactMember(ctx context.Context, groupID, memberID string, tell db.MemberMails) error {
	return d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// The rows are locked in CreateContactMember's order: member, then group.
		member, err := d.lockedContact(ctx, tx, memberID)
		if err != nil {
			return err
		}
		group, err := d.lockedContact(ctx, tx, groupID)
		if err != nil {
			return err
		}
		res, err := tx.NewDelete().Model((*model.ContactMember)(nil)).
			Where("group_contact_id = ? AND member_contact_id = ?", groupID, memberID).
			Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, err := res.RowsAffected(); (err == nil && n == 0) || group == nil || member == nil {
			return db.ErrNotFound
		}
		return tellMembers(ctx, tx, group, member, tell)
	})
}

// contactMemberColumns are the columns a membership listing may filter by.
var contactMemberColumns = map[string]bool{"group_contact_id": true, "member_contact_id": true}

// ListContactMembers implements db.Contact.
func (d *DB) ListContactMembers(ctx context.Context, q db.ListQuery) ([]*db.ContactMemberRow, int, error) {
	var rows []*contactMemberListRow
	sel := contactMemberSelect(d.bun, &rows)
	if q.IDs != nil {
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			w.Where("1 = 0")
			for _, id := range q.IDs {
				if g, m, ok := model.ParseContactMemberID(id); ok {
					w.WhereOr("(cm.group_contact_id = ? AND cm.member_contact_id = ?)", g, m)
				}
			}
			return w
		})
	}
	for col, v := range q.Eq {
		if !contactMemberColumns[col] {
			return nil, 0, fmt.Errorf("bundb: contact members cannot be filtered by %q", col)
		}
		sel.Where("cm.? = ?", bun.Ident(col), v)
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			for _, c := range []string{"m.full_name", "e.email", "g.full_name"} {
				w.WhereOr("lower("+c+`) LIKE ? ESCAPE '\'`, like)
			}
			return w
		})
	}
	sort := q.Sort
	if sort == "" {
		sort = "m.full_name"
	}
	n, err := orderPageCount(ctx, sel, q, sort, "cm.group_contact_id ASC, cm.member_contact_id ASC")
	if err != nil {
		return nil, 0, err
	}
	out := make([]*db.ContactMemberRow, len(rows))
	for i, r := range rows {
		out[i] = &r.ContactMemberRow
	}
	return out, n, nil
}

// CountContactMembers implements db.Contact.
func (d *DB) CountContactMembers(ctx context.Context, groupIDs []string) (map[string]int, error) {
	out := make(map[string]int, len(groupIDs))
	if len(groupIDs) == 0 {
		return out, nil
	}
	var rows []struct {
		GroupContactID string `bun:"group_contact_id"`
		N              int    `bun:"n"`
	}
	err := d.bun.NewSelect().Model((*model.ContactMember)(nil)).
		Column("group_contact_id").ColumnExpr("count(*) AS n").
		Where("group_contact_id IN (?)", bun.In(groupIDs)).
		Group("group_contact_id").
		Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	for _, r := range rows {
		out[r.GroupContactID] = r.N
	}
	return out, nil
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

// coordinatedFieldWorker is the condition that contact c.id is a field worker of a people group
// or project that one of the contacts (the argument, three times) coordinates: a
// REGIONAL_COORDINATOR link, or a project's regional_coord_id.
const coordinatedFieldWorker = `(EXISTS (SELECT 1 FROM people_group_links AS fw WHERE fw.contact_id = c.id AND fw.type = 'FIELD_WORKER'
	AND fw.people_group_id IN (SELECT rc.people_group_id FROM people_group_links AS rc WHERE rc.type = 'REGIONAL_COORDINATOR' AND rc.contact_id IN (?)))
	OR EXISTS (SELECT 1 FROM project_links AS fw WHERE fw.contact_id = c.id AND fw.type = 'FIELD_WORKER'
	AND (fw.project_id IN (SELECT rc.project_id FROM project_links AS rc WHERE rc.type = 'REGIONAL_COORDINATOR' AND rc.contact_id IN (?))
	OR fw.project_id IN (SELECT hp.id FROM holistic_projects AS hp WHERE hp.deleted_at IS NULL AND hp.regional_coord_id IN (?)))))`

// ListUserContacts lists the contacts of q's scope and filters by name (then id), reading at
// most q.Limit rows from q.Offset.
func (d *DB) ListUserContacts(ctx context.Context, q db.UserContactQuery) ([]*model.Contact, error) {
	rows := []*model.Contact{}
	sel := d.bun.NewSelect().Model(&rows).ModelTableExpr("contacts AS c").Column("c.id", "c.type", "c.full_name", "c.first_name")
	switch {
	case q.All:
	case len(q.CoordinatedBy) > 0:
		in := bun.In(q.CoordinatedBy)
		sel.Where(coordinatedFieldWorker, in, in, in)
	default:
		own := q.Own
		if len(own) == 0 {
			own = []string{""}
		}
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.WhereOr("c.id IN (?)", bun.In(own)).
				WhereOr("c.id IN (SELECT m.group_contact_id FROM contact_members AS m WHERE m.member_contact_id IN (?))", bun.In(own))
		})
	}
	if len(q.Types) > 0 {
		sel.Where("c.type IN (?)", bun.In(q.Types))
	}
	if q.PeopleGroupID != "" {
		if q.FieldWorker {
			sel.Where("EXISTS (SELECT 1 FROM people_group_links AS l WHERE l.contact_id = c.id AND l.people_group_id = ? AND l.type = 'FIELD_WORKER')", q.PeopleGroupID)
		} else {
			sel.Where("EXISTS (SELECT 1 FROM people_group_links AS l WHERE l.contact_id = c.id AND l.people_group_id = ?)", q.PeopleGroupID)
		}
	} else if q.FieldWorker && q.RegionalCoordID == "" {
		sel.Where("(EXISTS (SELECT 1 FROM people_group_links AS l WHERE l.contact_id = c.id AND l.type = 'FIELD_WORKER') OR EXISTS (SELECT 1 FROM project_links AS l WHERE l.contact_id = c.id AND l.type = 'FIELD_WORKER'))")
	}
	if q.RegionalCoordID != "" {
		in := bun.In([]string{q.RegionalCoordID})
		sel.Where(coordinatedFieldWorker, in, in, in)
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		sel.Where(`lower(c.full_name) LIKE ? ESCAPE '\'`, escapedLike(s))
	}
	dir := " ASC"
	if q.Desc {
		dir = " DESC"
	}
	sel.OrderExpr("lower(c.full_name)" + dir).OrderExpr("c.id" + dir).Offset(int64(q.Offset)).Limit(int64(q.Limit))
	if err := sel.Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return rows, nil
}

// CoordinatesAny tells whether one of contactIDs coordinates a people group or a project (a
// REGIONAL_COORDINATOR link, or a project's regional_coord_id).
func (d *DB) CoordinatesAny(ctx context.Context, contactIDs []string) (bool, error) {
	if len(contactIDs) == 0 {
		return false, nil
	}
	in := bun.In(contactIDs)
	var n int
	err := d.bun.NewRaw(`SELECT (CASE WHEN EXISTS (SELECT 1 FROM people_group_links WHERE type = 'REGIONAL_COORDINATOR' AND contact_id IN (?))
		OR EXISTS (SELECT 1 FROM project_links WHERE type = 'REGIONAL_COORDINATOR' AND contact_id IN (?))
		OR EXISTS (SELECT 1 FROM holistic_projects WHERE deleted_at IS NULL AND regional_coord_id IN (?)) THEN 1 ELSE 0 END)`, in, in, in).Scan(ctx, &n)
	return n == 1, translate(err)
}
