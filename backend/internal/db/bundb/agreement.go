package bundb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// agreementSorts maps the lists' sort keys onto columns.
var agreementSorts = map[string]string{
	"updatedAt": "a.updated_at", "createdAt": "a.created_at", "name": "a.name", "status": "a.status",
	"version": "a.version", "amount": "a.amount", "finalizedDate": "a.finalized_date",
}

// CreateAgreement implements the agreement store.
func (d *DB) CreateAgreement(ctx context.Context, a *model.Agreement) error {
	return translate(d.auditedTxOf(ctx, []string{model.AuditAgreementNewVersion}, func() string { return a.ID }, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(a).Exec(ctx); err != nil {
			return err
		}
		return insertAgreementContent(ctx, tx, a)
	}))
}

func insertAgreementContent(ctx context.Context, tx bun.IDB, a *model.Agreement) error {
	for i, p := range a.Parties {
		p.AgreementID, p.Position = a.ID, i
	}
	for i, s := range a.Sections {
		s.AgreementID, s.Position = a.ID, i
	}
	for i, at := range a.Attachments {
		at.AgreementID, at.Position = a.ID, i
	}
	if len(a.Parties) > 0 {
		if _, err := tx.NewInsert().Model(&a.Parties).Exec(ctx); err != nil {
			return err
		}
	}
	if len(a.Sections) > 0 {
		if _, err := tx.NewInsert().Model(&a.Sections).Exec(ctx); err != nil {
			return err
		}
	}
	if len(a.Attachments) > 0 {
		if _, err := tx.NewInsert().Model(&a.Attachments).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// GetAgreement implements the agreement store.
func (d *DB) GetAgreement(ctx context.Context, id string) (*model.Agreement, error) {
	return d.loadAgreement(ctx, d.bun, id, false)
}

// loadAgreement reads an agreement whole; lock holds its row until the transaction ends.
func (d *DB) loadAgreement(ctx context.Context, idb bun.IDB, id string, lock bool) (*model.Agreement, error) {
	a := new(model.Agreement)
	q := idb.NewSelect().Model(a).Where("?TableAlias.id = ?", id)
	if lock {
		q = d.dialect.forUpdate(q)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, translate(err)
	}
	as := []*model.Agreement{a}
	if err := loadParties(ctx, idb, as); err != nil {
		return nil, err
	}
	if err := partyEmails(ctx, idb, a.Parties); err != nil {
		return nil, err
	}
	if err := idb.NewSelect().Model(&a.Sections).Where("agreement_id = ?", id).Order("position", "id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	var initials []*model.AgreementInitial
	if err := idb.NewSelect().Model(&initials).Where("agreement_id = ?", id).Order("date", "id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	bySection := map[string]*model.AgreementSection{}
	for _, s := range a.Sections {
		bySection[s.ID] = s
	}
	for _, in := range initials {
		if s := bySection[in.SectionID]; s != nil {
			s.Initials = append(s.Initials, in)
		}
	}
	if err := idb.NewSelect().Model(&a.Attachments).Where("agreement_id = ?", id).Order("position", "id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	if len(a.Attachments) > 0 {
		ids := make([]string, len(a.Attachments))
		for i, at := range a.Attachments {
			ids[i] = at.FileID
		}
		var files []*model.File
		if err := idb.NewSelect().Model(&files).Where("id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
			return nil, translate(err)
		}
		byID := map[string]*model.File{}
		for _, f := range files {
			byID[f.ID] = f
		}
		for _, at := range a.Attachments {
			at.File = byID[at.FileID]
		}
	}
	return a, agreementRefs(ctx, idb, a)
}

// firstGroupOf is the first people group a project impacts (holistic_projects AS p).
const firstGroupOf = `FROM holistic_project_people_groups AS l JOIN people_groups AS g ON g.id = l.people_group_id
	WHERE l.project_id = p.id ORDER BY l.position, l.people_group_id LIMIT 1`

// agreementRefs reads the project, people group and contact an agreement names. A project has no
// country of its own: its country is its first impacted people group's.
func agreementRefs(ctx context.Context, idb bun.IDB, a *model.Agreement) error {
	if a.ProjectID != nil {
		var p model.AgreementProjectRef
		err := idb.NewSelect().TableExpr("holistic_projects AS p").
			ColumnExpr("p.id, p.project_name, p.type_of_project, p.region_code, p.stage").
			ColumnExpr("COALESCE((SELECT r.name FROM regions AS r WHERE r.code = p.region_code), '') AS region").
			ColumnExpr("COALESCE((SELECT g.country_code "+firstGroupOf+"), '') AS country_code").
			ColumnExpr("COALESCE((SELECT g.country "+firstGroupOf+"), '') AS country").
			Where("p.id = ?", *a.ProjectID).Scan(ctx, &p.ID, &p.ProjectName, &p.TypeOfProject, &p.RegionCode, &p.Stage, &p.Region, &p.CountryCode, &p.Country)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return translate(err)
		}
		if err == nil {
			a.Refs.Project = &p
		}
	}
	if a.PeopleGroupID != nil {
		var g model.AgreementGroupRef
		err := idb.NewSelect().TableExpr("people_groups AS g").ColumnExpr("g.id, g.name_across_countries, g.country, g.country_code").
			Where("g.id = ?", *a.PeopleGroupID).Scan(ctx, &g.ID, &g.Name, &g.Country, &g.CountryCode)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return translate(err)
		}
		if err == nil {
			a.Refs.PeopleGroup = &g
		}
	}
	if a.ContactID != nil {
		var c model.AgreementContactRef
		err := idb.NewSelect().TableExpr("contacts AS c").ColumnExpr("c.id, c.full_name").
			ColumnExpr("COALESCE((SELECT e.email FROM contact_emails AS e WHERE e.id = c.primary_email_id), '') AS email").
			Where("c.id = ?", *a.ContactID).Scan(ctx, &c.ID, &c.FullName, &c.Email)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return translate(err)
		}
		if err == nil {
			a.Refs.Contact = &c
		}
	}
	return nil
}

// LoadParties implements the agreement store.
func (d *DB) LoadParties(ctx context.Context, as []*model.Agreement) error {
	return loadParties(ctx, d.bun, as)
}

func loadParties(ctx context.Context, idb bun.IDB, as []*model.Agreement) error {
	if len(as) == 0 {
		return nil
	}
	ids := make([]string, len(as))
	byID := map[string]*model.Agreement{}
	for i, a := range as {
		ids[i], byID[a.ID] = a.ID, a
		a.Parties = []*model.AgreementParty{}
	}
	var parties []*model.AgreementParty
	err := idb.NewSelect().Model(&parties).
		ColumnExpr("?TableAlias.*").
		ColumnExpr("COALESCE((SELECT c.full_name FROM contacts AS c WHERE c.id = ?TableAlias.contact_id), '') AS contact_name").
		Where("?TableAlias.agreement_id IN (?)", bun.In(ids)).
		OrderExpr("?TableAlias.agreement_id, ?TableAlias.position, ?TableAlias.id").Scan(ctx)
	if err != nil {
		return translate(err)
	}
	for _, p := range parties {
		if a := byID[p.AgreementID]; a != nil {
			a.Parties = append(a.Parties, p)
		}
	}
	return nil
}

// partyEmails fills each party's addresses: its contact's primary address, else the primary
// addresses of the contact's members (a household or an organisation).
func partyEmails(ctx context.Context, idb bun.IDB, parties []*model.AgreementParty) error {
	if len(parties) == 0 {
		return nil
	}
	var ids []string
	for _, p := range parties {
		ids = append(ids, p.ContactID)
	}
	var rows []struct {
		ContactID string `bun:"contact_id"`
		Email     string `bun:"email"`
		Own       bool   `bun:"own"`
	}
	err := idb.NewRaw(`SELECT c.id AS contact_id, e.email AS email, TRUE AS own
		FROM contacts AS c JOIN contact_emails AS e ON e.id = c.primary_email_id
		WHERE c.id IN (?)
		UNION ALL
		SELECT m.group_contact_id AS contact_id, e.email AS email, FALSE AS own
		FROM contact_members AS m JOIN contacts AS c ON c.id = m.member_contact_id
		JOIN contact_emails AS e ON e.id = c.primary_email_id
		WHERE m.group_contact_id IN (?)
		ORDER BY contact_id, email`, bun.In(ids), bun.In(ids)).Scan(ctx, &rows)
	if err != nil {
		return translate(err)
	}
	own, members := map[string][]string{}, map[string][]string{}
	for _, r := range rows {
		if r.Own {
			own[r.ContactID] = append(own[r.ContactID], r.Email)
		} else {
			members[r.ContactID] = append(members[r.ContactID], r.Email)
		}
	}
	for _, p := range parties {
		p.Emails = own[p.ContactID]
		if len(p.Emails) == 0 {
			p.Emails = members[p.ContactID]
		}
	}
	return nil
}

// ListAgreements implements the agreement store.
func (d *DB) ListAgreements(ctx context.Context, f db.AgreementFilter, p db.ListPage) ([]*model.Agreement, int, error) {
	var rows []*model.Agreement
	sel := d.bun.NewSelect().Model(&rows).ModelTableExpr("agreements AS a").ColumnExpr("a.*").Where("a.deleted_at IS NULL")
	if f.Kind != "" {
		sel.Where("a.kind = ?", f.Kind)
	}
	if f.IDs != nil {
		if len(f.IDs) == 0 {
			sel.Where("1 = 0")
		} else {
			sel.Where("a.id IN (?)", bun.In(f.IDs))
		}
	}
	if len(f.Status) > 0 {
		sel.Where("a.status IN (?)", bun.In(f.Status))
	}
	if f.IsTemplate != nil {
		sel.Where("a.is_template = ?", *f.IsTemplate)
	}
	if f.ProjectID != "" {
		sel.Where("a.project_id = ?", f.ProjectID)
	}
	if f.PeopleGroupID != "" {
		sel.Where("a.people_group_id = ?", f.PeopleGroupID)
	}
	if f.PartyContactID != "" {
		sel.Where("EXISTS (SELECT 1 FROM agreement_parties AS ap WHERE ap.agreement_id = a.id AND ap.contact_id = ?)", f.PartyContactID)
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		sel.Where(`lower(a.name) LIKE ? ESCAPE '\'`, escapedLike(q))
	}
	out, n, err := listPage(ctx, sel, &rows, p, agreementSorts, "a.updated_at", "a.id")
	if err != nil {
		return nil, 0, err
	}
	if out == nil {
		out = []*model.Agreement{}
	}
	return out, n, nil
}

// Change implements the agreement store.
func (d *DB) Change(ctx context.Context, id string, change func(a *model.Agreement) (db.AgreementChanges, error)) (*model.Agreement, error) {
	err := d.auditedTx(ctx, []string{model.AuditAgreementSigning, model.AuditAgreementCancelled, model.AuditAgreementPreparing}, func(ctx context.Context, tx bun.Tx) error {
		a, err := d.loadAgreement(ctx, tx, id, true)
		if err != nil {
			return err
		}
		ch, err := change(a)
		if err != nil {
			return err
		}
		if p := ch.Sign; p != nil {
			res, err := tx.NewUpdate().Model(p).
				Column("signature", "font_name", "signed_at", "signed_user_id", "signed_user_name", "signed_ip", "signed_user_agent", "signed_method", "signed_content_hash").
				Where("id = ?", p.ID).Where("agreement_id = ?", a.ID).Where("signed_at IS NULL").Exec(ctx)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return db.ErrConflict
			}
		}
		if in := ch.Initial; in != nil {
			if _, err := tx.NewInsert().Model(in).Exec(ctx); err != nil {
				return err
			}
		}
		if ch.Content {
			for _, m := range []any{(*model.AgreementParty)(nil), (*model.AgreementSection)(nil), (*model.AgreementAttachment)(nil)} {
				if _, err := tx.NewDelete().Model(m).Where("agreement_id = ?", a.ID).Exec(ctx); err != nil {
					return err
				}
			}
			if err := insertAgreementContent(ctx, tx, a); err != nil {
				return err
			}
		}
		if ch.Row {
			if _, err := tx.NewUpdate().Model(a).WherePK().ExcludeColumn("id", "created_at", "verify_code").Exec(ctx); err != nil {
				return err
			}
		}
		if len(ch.Reminded) > 0 {
			if _, err := tx.NewUpdate().Model((*model.AgreementParty)(nil)).Set("reminded_at = ?", ch.RemindedAt).
				Where("agreement_id = ?", a.ID).Where("id IN (?)", bun.In(ch.Reminded)).Exec(ctx); err != nil {
				return err
			}
		}
		for _, m := range ch.Mails {
			if _, err := tx.NewInsert().Model(m).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return d.GetAgreement(ctx, id)
}

// ContactIDsOf implements the agreement store.
func (d *DB) ContactIDsOf(ctx context.Context, userContactID string) ([]string, error) {
	ids := []string{userContactID}
	var groups []string
	err := d.bun.NewSelect().Model((*model.ContactMember)(nil)).Column("group_contact_id").
		Where("member_contact_id = ?", userContactID).Order("group_contact_id").Scan(ctx, &groups)
	return append(ids, groups...), translate(err)
}

// MemberSince implements the agreement store.
func (d *DB) MemberSince(ctx context.Context, groupID, memberID string) (time.Time, error) {
	var since time.Time
	err := d.bun.NewSelect().Model((*model.ContactMember)(nil)).Column("created_at").
		Where("group_contact_id = ? AND member_contact_id = ?", groupID, memberID).Scan(ctx, &since)
	return since, translate(err)
}

// SignInMethod implements the agreement store.
func (d *DB) SignInMethod(ctx context.Context, sessionID string) (string, error) {
	var method string
	err := d.bun.NewSelect().Model((*model.Session)(nil)).Column("sign_in_method").Where("id = ?", sessionID).Scan(ctx, &method)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return method, translate(err)
}

// DueReminders implements the agreement store: each due agreement's next reminder moves on inside
// the claiming transaction (and only if it is still the one read), so two instances never both
// claim one.
func (d *DB) DueReminders(ctx context.Context, now time.Time, limit, maxReminders int) ([]string, error) {
	var claimed []string
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var due []*model.Agreement
		q := tx.NewSelect().Model(&due).Column("id", "reminder_days", "reminders_sent", "next_reminder_at").
			Where("status = ?", model.AgreementSigning).Where("deleted_at IS NULL").
			Where("next_reminder_at IS NOT NULL").Where("next_reminder_at <= ?", now).
			Order("next_reminder_at", "id").Limit(int64(limit))
		if err := d.dialect.forUpdate(q).Scan(ctx); err != nil {
			return err
		}
		for _, a := range due {
			var next *time.Time
			if a.ReminderDays > 0 && a.RemindersSent+1 < maxReminders {
				t := now.Add(time.Duration(a.ReminderDays) * 24 * time.Hour)
				next = &t
			}
			res, err := tx.NewUpdate().Model((*model.Agreement)(nil)).
				Set("next_reminder_at = ?", next).Set("reminders_sent = reminders_sent + 1").
				Where("id = ?", a.ID).Where("next_reminder_at = ?", *a.NextReminderAt).Exec(ctx)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				claimed = append(claimed, a.ID)
			}
		}
		return nil
	})
	return claimed, translate(err)
}

// ContactNames implements the agreement store.
func (d *DB) ContactNames(ctx context.Context, ids []string) (map[string]string, error) {
	out := map[string]string{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []*model.Contact
	if err := d.bun.NewSelect().Model(&rows).Column("id", "full_name").Where("id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, c := range rows {
		out[c.ID] = c.FullName
	}
	return out, nil
}

// ContactLanguage implements the agreement store: the language of the (oldest active) user whose
// own contact is contactID, "" when the contact has no account.
func (d *DB) ContactLanguage(ctx context.Context, contactID string) (string, error) {
	var langs []string
	err := d.bun.NewSelect().Model((*model.User)(nil)).Column("language").
		Where("contact_id = ?", contactID).Where("deleted_at IS NULL").
		OrderExpr("created_at ASC, id ASC").Limit(1).Scan(ctx, &langs)
	if err != nil {
		return "", translate(err)
	}
	if len(langs) == 0 {
		return "", nil
	}
	return langs[0], nil
}

// Files implements the agreement store.
func (d *DB) Files(ctx context.Context, ids []string) (map[string]*model.File, error) {
	out := map[string]*model.File{}
	if len(ids) == 0 {
		return out, nil
	}
	var files []*model.File
	if err := d.bun.NewSelect().Model(&files).Where("id IN (?)", bun.In(ids)).Where("deleted_at IS NULL").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, f := range files {
		out[f.ID] = f
	}
	return out, nil
}

// ProjectExists implements the agreement store.
func (d *DB) ProjectExists(ctx context.Context, id string) (bool, error) {
	n, err := d.bun.NewSelect().Model((*model.HolisticProject)(nil)).Where("id = ?", id).Count(ctx)
	return n > 0, translate(err)
}

// PeopleGroupExists implements the agreement store.
func (d *DB) PeopleGroupExists(ctx context.Context, id string) (bool, error) {
	n, err := d.bun.NewSelect().Model((*model.PeopleGroup)(nil)).Where("id = ?", id).Count(ctx)
	return n > 0, translate(err)
}

// AgreementByVerifyCode implements the agreement store.
func (d *DB) AgreementByVerifyCode(ctx context.Context, code string) (*model.Agreement, error) {
	var id string
	err := d.bun.NewSelect().Model((*model.Agreement)(nil)).Column("id").Where("verify_code = ?", code).Scan(ctx, &id)
	if err != nil {
		return nil, translate(err)
	}
	return d.GetAgreement(ctx, id)
}

// RecordPDF implements the agreement store: a PDF already recorded keeps its first record.
func (d *DB) RecordPDF(ctx context.Context, p *model.AgreementPDF) error {
	_, err := d.bun.NewInsert().Model(p).On("CONFLICT (sha256) DO NOTHING").Exec(ctx)
	return translate(err)
}

// AgreementPDF implements the agreement store.
func (d *DB) AgreementPDF(ctx context.Context, sha256 string) (*model.AgreementPDF, error) {
	p := new(model.AgreementPDF)
	if err := d.bun.NewSelect().Model(p).Where("sha256 = ?", sha256).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return p, nil
}

// PartyFileVisible implements the agreement store.
func (d *DB) PartyFileVisible(ctx context.Context, fileID, contactID string, statuses []string) (bool, error) {
	if len(statuses) == 0 {
		return false, nil
	}
	ok, err := d.bun.NewSelect().TableExpr("agreement_attachments AS at").ColumnExpr("1").
		Join("JOIN agreements AS a ON a.id = at.agreement_id").
		Where("at.file_id = ?", fileID).
		Where("a.deleted_at IS NULL").Where("a.is_template = ?", false).Where("a.status IN (?)", bun.In(statuses)).
		Where("EXISTS (SELECT 1 FROM agreement_parties AS p WHERE p.agreement_id = a.id AND p.contact_id = ?)", contactID).
		Exists(ctx)
	return ok, translate(err)
}
