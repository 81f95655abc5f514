package bundb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.User = (*DB)(nil)

// NewID returns a new UUIDv7 string.
func NewID() string { return uuid.Must(uuid.NewV7()).String() }

func firstName(full string) *string {
	f := strings.Fields(full)
	if len(f) == 0 {
		return nil
	}
	return &f[0]
}

// CreateUser implements db.User.
func (d *DB) CreateUser(ctx context.Context, nu db.NewUser, now time.Time) (*model.User, error) {
	var u *model.User
	// A staff member's new account records the roles it was given (db.PendingAudit).
	err := d.auditedTxOf(ctx, []string{model.AuditUserRoles}, func() string { return u.ID }, func(ctx context.Context, tx bun.Tx) error {
		c := &model.Contact{ID: NewID(), Type: model.ContactIndividual, FullName: nu.Name, FirstName: firstName(nu.Name), CreatedAt: now, UpdatedAt: now}
		e := &model.ContactEmail{ID: NewID(), ContactID: c.ID, Email: nu.Email, CreatedAt: now}
		c.PrimaryEmailID = &e.ID
		var p *model.ContactPhone
		if nu.Phone != nil {
			p = &model.ContactPhone{ID: NewID(), ContactID: c.ID, Phone: *nu.Phone, CreatedAt: now}
			c.PrimaryPhoneNumberID = &p.ID
		}
		if _, err := tx.NewInsert().Model(c).Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(e).Exec(ctx); err != nil {
			return err
		}
		if p != nil {
			if _, err := tx.NewInsert().Model(p).Exec(ctx); err != nil {
				return err
			}
		}
		var err error
		u, err = insertUser(ctx, tx, NewID(), c.ID, nu, nu.Roles, now)
		return err
	})
	return u, translate(err)
}

func insertUser(ctx context.Context, tx bun.Tx, id, contactID string, nu db.NewUser, roles []string, now time.Time) (*model.User, error) {
	u := &model.User{
		ID: id, Username: nu.Username, UsernameLower: strings.ToLower(nu.Username),
		Email: nu.Email, EmailLower: strings.ToLower(nu.Email), Name: nu.Name, Phone: nu.Phone,
		PasswordHash: nu.PasswordHash, EmailVerified: nu.EmailVerified, ContactID: contactID,
		Newsletter: nu.Newsletter, GoogleSubject: nu.GoogleSubject, CreatedAt: now, UpdatedAt: now, Language: langOr(nu.Language),
	}
	if _, err := tx.NewInsert().Model(u).Exec(ctx); err != nil {
		return nil, err
	}
	for _, r := range dedupe(roles) {
		ur := &model.UserRole{UserID: u.ID, Role: r, CreatedAt: now}
		if _, err := tx.NewInsert().Model(ur).Exec(ctx); err != nil {
			return nil, err
		}
		u.Roles = append(u.Roles, ur)
	}
	return u, nil
}

func dedupe(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// CreateUserFromInvite implements db.User.
func (d *DB) CreateUserFromInvite(ctx context.Context, nu db.NewUser, inviteCodeHash string, now time.Time) (*model.User, error) {
	if inviteCodeHash == "" {
		return nil, db.ErrInviteNotPending
	}
	var u *model.User
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		userID := NewID()
		// The conditional update is the lock: of two sign-ups racing for one
		// invite, only one changes a row.
		res, err := tx.NewUpdate().Model((*model.Invite)(nil)).
			Set("accepted_at = ?", now).Set("accepted_by_user_id = ?", userID).
			Where("code_hash = ?", inviteCodeHash).Where("accepted_at IS NULL").Where("withdrawn_at IS NULL").Where("expires_at > ?", now).
			Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return db.ErrInviteNotPending
		}
		inv := new(model.Invite)
		if err := tx.NewSelect().Model(inv).Where("code_hash = ?", inviteCodeHash).Scan(ctx); err != nil {
			return err
		}
		// The invited contact becomes the user's contact; the address they
		// signed up with joins its emails when it is new.
		var n int64
		n, err = tx.NewSelect().Model((*model.ContactEmail)(nil)).Where("contact_id = ?", inv.ContactID).Where("lower(email) = ?", strings.ToLower(nu.Email)).Count(ctx)
		if err != nil {
			return err
		}
		if n == 0 {
			if _, err := tx.NewInsert().Model(&model.ContactEmail{ID: NewID(), ContactID: inv.ContactID, Email: nu.Email, CreatedAt: now}).Exec(ctx); err != nil {
				return err
			}
		}
		if nu.Phone != nil {
			n, err = tx.NewSelect().Model((*model.ContactPhone)(nil)).Where("contact_id = ?", inv.ContactID).Where("phone = ?", *nu.Phone).Count(ctx)
			if err != nil {
				return err
			}
			if n == 0 {
				if _, err := tx.NewInsert().Model(&model.ContactPhone{ID: NewID(), ContactID: inv.ContactID, Phone: *nu.Phone, CreatedAt: now}).Exec(ctx); err != nil {
					return err
				}
			}
		}
		roles := strings.Split(inv.Roles, ",")
		for i := range roles {
			roles[i] = strings.TrimSpace(roles[i])
		}
		// The mailed invite proves the address it was sent to.
		nu.EmailVerified = nu.EmailVerified || strings.EqualFold(inv.Email, nu.Email)
		u, err = insertUser(ctx, tx, userID, inv.ContactID, nu, roles, now)
		return err
	})
	if errors.Is(err, db.ErrInviteNotPending) {
		return nil, err
	}
	return u, translate(err)
}

func (d *DB) getUser(ctx context.Context, where string, args ...any) (*model.User, error) {
	u := new(model.User)
	err := d.bun.NewSelect().Model(u).Relation("Roles").Where(where, args...).Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// GetUserByID implements db.User.
func (d *DB) GetUserByID(ctx context.Context, id string) (*model.User, error) {
	return d.getUser(ctx, "?TableAlias.id = ?", id)
}

// GetUserByLogin implements db.User.
func (d *DB) GetUserByLogin(ctx context.Context, login string) (*model.User, error) {
	login = strings.ToLower(strings.TrimSpace(login))
	var users []*model.User
	err := d.bun.NewSelect().Model(&users).Relation("Roles").
		Where("username_lower = ? OR email_lower = ?", login, login).Limit(2).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	for _, u := range users {
		if u.UsernameLower == login {
			return u, nil
		}
	}
	if len(users) == 0 {
		return nil, db.ErrNotFound
	}
	return users[0], nil
}

// GetUserByEmail implements db.User.
func (d *DB) GetUserByEmail(ctx context.Context, email string) (*model.User, error) {
	return d.getUser(ctx, "email_lower = ?", strings.ToLower(strings.TrimSpace(email)))
}

// GetUserByUsername implements db.User.
func (d *DB) GetUserByUsername(ctx context.Context, username string) (*model.User, error) {
	return d.getUser(ctx, "username_lower = ?", strings.ToLower(strings.TrimSpace(username)))
}

// GetUserByGoogleSubject implements db.User.
func (d *DB) GetUserByGoogleSubject(ctx context.Context, subject string) (*model.User, error) {
	return d.getUser(ctx, "google_subject = ?", subject)
}

// UpdateUser implements db.User.
func (d *DB) UpdateUser(ctx context.Context, u *model.User, columns ...string) error {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	if slices.Contains(columns, "email") {
		u.EmailLower = strings.ToLower(u.Email)
		columns = append(columns, "email_lower")
	}
	columns = append(columns, "updated_at")
	if !slices.ContainsFunc(columns, func(c string) bool { return c == "name" || c == "email" || c == "phone" }) {
		if !slices.Contains(columns, "deleted_at") {
			_, err := d.bun.NewUpdate().Model(u).Column(columns...).WherePK().Exec(ctx)
			return translate(err)
		}
		// A reactivation: its audit row goes in with it.
		return translate(d.auditedTx(ctx, []string{model.AuditUserReactivated}, func(ctx context.Context, tx bun.Tx) error {
			_, err := tx.NewUpdate().Model(u).Column(columns...).WherePK().Exec(ctx)
			return err
		}))
	}
	return translate(d.auditedTx(ctx, []string{model.AuditUserReactivated}, func(ctx context.Context, tx bun.Tx) error {
		was := new(model.User)
		// Two edits of one user take turns.
		q := d.dialect.forUpdate(tx.NewSelect().Model(was).Column("id", "contact_id", "email", "phone").Where("id = ?", u.ID))
		if err := q.Scan(ctx); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model(u).Column(columns...).WherePK().Exec(ctx); err != nil {
			return err
		}
		return followUser(ctx, tx, was, u, columns)
	}))
}

// followUser keeps a person's contact in step with their user inside tx, for
// the columns just written: the contact's name (and first name) is the user's
// name, and the user's email and phone are the contact's primary ones. was is
// the user as it was before.
func followUser(ctx context.Context, tx bun.Tx, was, u *model.User, columns []string) error {
	c := new(model.Contact)
	err := tx.NewSelect().Model(c).Where("id = ?", was.ContactID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return err
	}
	cols := []string{"updated_at"}
	if slices.Contains(columns, "name") {
		c.FullName, c.FirstName = u.Name, firstName(u.Name)
		cols = append(cols, "full_name", "first_name")
	}
	if slices.Contains(columns, "email") {
		c.PrimaryEmailID, err = followDetail(ctx, tx, (*model.ContactEmail)(nil), "email", c.ID, c.PrimaryEmailID, was.Email, u.Email, func(id string) any {
			return &model.ContactEmail{ID: id, ContactID: c.ID, Email: u.Email, CreatedAt: u.UpdatedAt}
		})
		if err != nil {
			return err
		}
		cols = append(cols, "primary_email_id")
	}
	if slices.Contains(columns, "phone") {
		phone := ""
		if u.Phone != nil {
			phone = *u.Phone
		}
		wasPhone := ""
		if was.Phone != nil {
			wasPhone = *was.Phone
		}
		c.PrimaryPhoneNumberID, err = followDetail(ctx, tx, (*model.ContactPhone)(nil), "phone", c.ID, c.PrimaryPhoneNumberID, wasPhone, phone, func(id string) any {
			return &model.ContactPhone{ID: id, ContactID: c.ID, Phone: phone, CreatedAt: u.UpdatedAt}
		})
		if err != nil {
			return err
		}
		cols = append(cols, "primary_phone_number_id")
	}
	c.UpdatedAt = u.UpdatedAt
	_, err = tx.NewUpdate().Model(c).Column(cols...).WherePK().Exec(ctx)
	return err
}

// followDetail makes v, a user's new email or phone (table, column col; "" for
// none), their contact's primary one in place of was, the one the user had: the
// contact's row holding was is rewritten to v (or removed when v is ""), a row
// holding v already becomes primary rather than being doubled, and a contact
// holding neither gets a new row (newRow). Values compare case-insensitively.
// It answers the contact's primary row id afterwards.
func followDetail(ctx context.Context, tx bun.Tx, table any, col, contactID string, primary *string, was, v string, newRow func(id string) any) (*string, error) {
	find := func(value string) (string, error) {
		if value == "" {
			return "", nil
		}
		var id string
		err := tx.NewSelect().Model(table).Column("id").Where("contact_id = ?", contactID).
			Where("lower(?) = ?", bun.Ident(col), strings.ToLower(value)).OrderExpr("created_at, id").Limit(1).Scan(ctx, &id)
		if errors.Is(err, sql.ErrNoRows) {
			return "", nil
		}
		return id, err
	}
	wasID, err := find(was)
	if err != nil {
		return nil, err
	}
	hasID, err := find(v)
	if err != nil {
		return nil, err
	}
	drop := func(id string) error {
		_, err := tx.NewDelete().Model(table).Where("id = ?", id).Exec(ctx)
		return err
	}
	set := func(id string) error {
		_, err := tx.NewUpdate().Model(table).Set("? = ?", bun.Ident(col), v).Where("id = ?", id).Exec(ctx)
		return err
	}
	switch {
	case v == "":
		if wasID == "" {
			return primary, nil
		}
		if err := drop(wasID); err != nil {
			return nil, err
		}
		if primary != nil && *primary == wasID {
			return nil, nil
		}
		return primary, nil
	case hasID != "":
		if wasID != "" && wasID != hasID {
			if err := drop(wasID); err != nil {
				return nil, err
			}
		}
		return &hasID, set(hasID) // the user's spelling (case) of it
	case wasID != "":
		return &wasID, set(wasID)
	}
	id := NewID()
	_, err = tx.NewInsert().Model(newRow(id)).Exec(ctx)
	return &id, err
}

// SetUserRoles implements db.User.
func (d *DB) SetUserRoles(ctx context.Context, userID string, roles []string, now time.Time) error {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	return translate(d.auditedTx(ctx, []string{model.AuditUserRoles}, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDelete().Model((*model.UserRole)(nil)).Where("user_id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		for _, r := range dedupe(roles) {
			if _, err := tx.NewInsert().Model(&model.UserRole{UserID: userID, Role: r, CreatedAt: now}).Exec(ctx); err != nil {
				return err
			}
		}
		_, err := tx.NewUpdate().Model((*model.User)(nil)).Set("updated_at = ?", now).Where("id = ?", userID).Exec(ctx)
		return err
	}))
}

// DeactivateUser implements db.User.
func (d *DB) DeactivateUser(ctx context.Context, userID string, now time.Time) error {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	return translate(d.auditedTx(ctx, []string{model.AuditUserDeactivated}, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*model.User)(nil)).Set("deleted_at = ?", now).Set("updated_at = ?", now).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		return revokeSessions(ctx, tx, userID, "", now)
	}))
}

// ChangePassword implements db.User.
func (d *DB) ChangePassword(ctx context.Context, userID, passwordHash, keepSessionID string, now time.Time, queued ...*model.OutboxMail) error {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*model.User)(nil)).Set("password_hash = ?", passwordHash).Set("updated_at = ?", now).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		for _, m := range queued {
			if m != nil {
				if err := putOutboxMail(ctx, tx, m); err != nil {
					return err
				}
			}
		}
		return revokeSessions(ctx, tx, userID, keepSessionID, now)
	}))
}

var userSortColumns = map[string]string{
	"id": "id", "username": "username_lower", "name": "name", "email": "email_lower",
	"createdAt": "created_at", "updatedAt": "updated_at", "lastSignInAt": "last_sign_in_at", "active": "deleted_at",
}

// ListUsers implements db.User.
func (d *DB) ListUsers(ctx context.Context, q db.UserQuery) ([]*model.User, int, error) {
	var users []*model.User
	sel := d.bun.NewSelect().Model(&users).Relation("Roles")
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return []*model.User{}, 0, nil
		}
		sel.Where("?TableAlias.id IN (?)", bun.In(q.IDs))
	}
	if s := strings.ToLower(strings.TrimSpace(q.Q)); s != "" {
		like := "%" + escapeLike(s) + "%"
		sel.Where(`(username_lower LIKE ? ESCAPE '\' OR email_lower LIKE ? ESCAPE '\' OR lower(?TableAlias.name) LIKE ? ESCAPE '\')`, like, like, like)
	}
	if q.Role != "" {
		sel.Where("?TableAlias.id IN (SELECT user_id FROM user_roles WHERE role = ?)", q.Role)
	}
	if q.Active != nil {
		if *q.Active {
			sel.Where("deleted_at IS NULL")
		} else {
			sel.Where("deleted_at IS NOT NULL")
		}
	}
	col, ok := userSortColumns[q.SortField]
	if !ok {
		col = "created_at"
	}
	dir := "ASC"
	if q.SortDesc {
		dir = "DESC"
	}
	if col == "deleted_at" { // active ascending = deactivated last
		dir = map[string]string{"ASC": "DESC", "DESC": "ASC"}[dir]
	}
	sel.OrderExpr(fmt.Sprintf("?TableAlias.%s %s", col, dir)).OrderExpr("?TableAlias.id " + dir)
	if q.Limit > 0 {
		sel.Limit(int64(q.Limit)).Offset(int64(q.Offset))
	}
	n, err := sel.ScanAndCount(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, 0, translate(err)
	}
	if users == nil {
		users = []*model.User{}
	}
	return users, int(n), nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// CountUsers implements db.User.
func (d *DB) CountUsers(ctx context.Context) (int, error) {
	n, err := d.bun.NewSelect().Model((*model.User)(nil)).Count(ctx)
	return int(n), translate(err)
}

// GetUserContacts implements db.User.
func (d *DB) GetUserContacts(ctx context.Context, contactID string) (db.UserContacts, error) {
	var out db.UserContacts
	c := new(model.Contact)
	if err := d.bun.NewSelect().Model(c).Where("id = ?", contactID).Scan(ctx); err != nil {
		if errors.Is(translate(err), db.ErrNotFound) {
			return out, nil
		}
		return out, translate(err)
	}
	out.Contact = c
	var groups []*model.Contact
	err := d.bun.NewSelect().Model(&groups).
		Where("id IN (SELECT group_contact_id FROM contact_members WHERE member_contact_id = ?)", contactID).
		OrderExpr("full_name, id").Scan(ctx)
	if err != nil {
		return out, translate(err)
	}
	out.Organizations = []*model.Contact{}
	for _, g := range groups {
		switch g.Type {
		case model.ContactHousehold:
			if out.Household == nil {
				out.Household = g
			}
		case model.ContactOrganization:
			out.Organizations = append(out.Organizations, g)
		}
	}
	return out, nil
}

// ActsForContact implements db.User.
func (d *DB) ActsForContact(ctx context.Context, memberContactID, contactID string) (bool, error) {
	if memberContactID == contactID {
		return true, nil
	}
	n, err := d.bun.NewSelect().Model((*model.ContactMember)(nil)).
		Where("group_contact_id = ?", contactID).Where("member_contact_id = ?", memberContactID).Count(ctx)
	return n > 0, translate(err)
}

// UserIDsActingFor implements db.User.
func (d *DB) UserIDsActingFor(ctx context.Context, contactID string) ([]string, error) {
	var ids []string
	err := d.bun.NewSelect().Model((*model.User)(nil)).Column("id").
		Where("contact_id = ? OR contact_id IN (SELECT member_contact_id FROM contact_members WHERE group_contact_id = ?)", contactID, contactID).
		Order("id").
		Scan(ctx, &ids)
	return ids, translate(err)
}

// langOr is code, or English for none.
func langOr(code string) string {
	if code == "" {
		return "en"
	}
	return code
}
