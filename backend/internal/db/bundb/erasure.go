package bundb

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// ErasurePerson implements erasure.Store.
func (d *DB) ErasurePerson(ctx context.Context, userID, contactID string) (*db.ErasurePerson, error) {
	p := &db.ErasurePerson{}
	u := new(model.User)
	var err error
	if userID != "" {
		err = d.bun.NewSelect().Model(u).Relation("Roles").Where("?TableAlias.id = ?", userID).Scan(ctx)
	} else if contactID != "" {
		err = d.bun.NewSelect().Model(u).Relation("Roles").Where("?TableAlias.contact_id = ?", contactID).Limit(1).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			u, err = nil, nil
		}
	} else {
		return nil, db.ErrNotFound
	}
	if err != nil {
		return nil, translate(err)
	}
	if u != nil {
		p.UserID, contactID = u.ID, u.ContactID
		p.Names = append(p.Names, u.Name)
		p.Emails = append(p.Emails, u.Email)
		for _, r := range u.Roles {
			if r.Role == "admin" && u.DeletedAt == nil {
				p.Admin = true
			}
		}
	}
	c := new(model.Contact)
	if err := d.bun.NewSelect().Model(c).Relation("Emails").Where("?TableAlias.id = ?", contactID).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	p.ContactID, p.Individual = c.ID, c.Type == model.ContactIndividual
	p.Names = append(p.Names, c.FullName)
	for _, e := range c.Emails {
		p.Emails = append(p.Emails, e.Email)
	}
	// The addresses their gifts were given with and their invites went to: receipts and invites
	// were mailed there.
	for _, q := range []*bun.SelectQuery{
		d.bun.NewSelect().Model((*model.Payment)(nil)).ColumnExpr("DISTINCT payer_email").Where("payer_id = ? AND payer_email IS NOT NULL", c.ID),
		d.bun.NewSelect().Model((*model.RecurringPayment)(nil)).ColumnExpr("DISTINCT payer_email").Where("payer_id = ? AND payer_email IS NOT NULL", c.ID),
		d.bun.NewSelect().Model((*model.Invite)(nil)).ColumnExpr("DISTINCT email").Where("contact_id = ?", c.ID),
	} {
		var more []string
		if err := q.Scan(ctx, &more); err != nil {
			return nil, err
		}
		for _, e := range more {
			if e != "" && !slices.ContainsFunc(p.Emails, func(x string) bool { return strings.EqualFold(x, e) }) {
				p.Emails = append(p.Emails, e)
			}
		}
	}
	e := new(model.Erasure)
	if err := d.bun.NewSelect().Model(e).Where("contact_id = ?", c.ID).Scan(ctx); err == nil {
		p.Erased = e
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	return p, nil
}

// CountActiveAdmins implements erasure.Store.
func (d *DB) CountActiveAdmins(ctx context.Context) (int, error) {
	n, err := d.bun.NewSelect().Model((*model.User)(nil)).Where("deleted_at IS NULL").
		Where("id IN (SELECT user_id FROM user_roles WHERE role = ?)", "admin").Count(ctx)
	return int(n), err
}

// ErasePerson implements erasure.Store: everything in one transaction, the erasure row first
// (its unique contact makes a second erasure fail before it changes anything).
func (d *DB) ErasePerson(ctx context.Context, p db.ErasurePlan) (*db.ErasureOutcome, error) {
	defer d.sessions.forget() // after the commit: a read racing the write is not cached
	out := &db.ErasureOutcome{}
	e, per := p.Erasure, p.Person
	emails := lowerSet(per.Emails)
	names := nameSet(per.Names, p.DonorName, p.PersonName)
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		out.MailIDs, out.FileKeys = nil, nil
		if _, err := tx.NewInsert().Model(e).Exec(ctx); err != nil {
			return err
		}
		now := e.ErasedAt
		if per.UserID != "" {
			if err := eraseUser(ctx, tx, p, now, out); err != nil {
				return err
			}
		}
		// The contact: name, addresses and phones.
		if _, err := tx.NewUpdate().Model((*model.Contact)(nil)).Set("full_name = ?", p.PersonName).
			Set("first_name = NULL").Set("primary_email_id = NULL").Set("primary_phone_number_id = NULL").
			Set("updated_at = ?", now).Where("id = ?", per.ContactID).Exec(ctx); err != nil {
			return err
		}
		for _, m := range []any{(*model.ContactEmail)(nil), (*model.ContactPhone)(nil)} {
			if _, err := tx.NewDelete().Model(m).Where("contact_id = ?", per.ContactID).Exec(ctx); err != nil {
				return err
			}
		}
		// Gifts keep amount, date and fund; the payer is the erased donor.
		n, err := eraseGifts(ctx, tx, per.ContactID, emails, p.DonorName)
		if err != nil {
			return err
		}
		e.GiftsKept = n
		// Invites to them, gift claims and the sandbox's checkouts hold their address.
		if len(emails) > 0 {
			if _, err := tx.NewUpdate().Model((*model.Invite)(nil)).Set("email = ?", p.EmailPlaceholder).Set("gift_email = NULL").
				Where("contact_id = ? OR lower(email) IN (?)", per.ContactID, bun.In(emails)).Exec(ctx); err != nil {
				return err
			}
			if _, err := tx.NewUpdate().Model((*model.GiftClaim)(nil)).Set("email = ?", p.EmailPlaceholder).
				Where("lower(email) IN (?)", bun.In(emails)).Exec(ctx); err != nil {
				return err
			}
			if _, err := tx.NewUpdate().Model((*model.SandboxCheckoutSession)(nil)).Set("customer_email = NULL").Set("customer_name = NULL").
				Where("lower(customer_email) IN (?)", bun.In(emails)).Exec(ctx); err != nil {
				return err
			}
		}
		// Rate-limit counters keyed by an address, and events fanned out to subscribers (a profile
		// update carries the name), are short-lived but go now.
		for _, addr := range emails {
			like := "%" + escapeLike(addr) + "%"
			if _, err := tx.NewDelete().Model((*model.RateLimitHit)(nil)).Where(`lower(bucket) LIKE ? ESCAPE '\'`, like).Exec(ctx); err != nil {
				return err
			}
		}
		for _, s := range append(append([]string{}, emails...), names...) {
			like := "%" + escapeLike(s) + "%"
			if _, err := tx.NewDelete().Model((*model.Event)(nil)).Where(`payload LIKE ? ESCAPE '\'`, like).Exec(ctx); err != nil {
				return err
			}
		}
		// Signed agreements stay whole; the count goes in the erasure's note.
		signed, err := tx.NewSelect().Model((*model.AgreementParty)(nil)).Where("contact_id = ?", per.ContactID).
			Where("signed_at IS NOT NULL").Count(ctx)
		if err != nil {
			return err
		}
		e.AgreementsKept = int(signed)
		// The audit trail keeps every entry, without their name or address.
		if err := eraseAudit(ctx, tx, e.ID, per, append(emailForms(per.Emails), names...), p.PersonName, p.EmailPlaceholder); err != nil {
			return err
		}
		// Mail: what was sent to them goes; their name elsewhere is replaced.
		removed, err := eraseMail(ctx, tx, p, emails, names, out)
		if err != nil {
			return err
		}
		e.MailRemoved = removed
		e.FilesRemoved = len(out.FileKeys)
		_, err = tx.NewUpdate().Model(e).Column("gifts_kept", "agreements_kept", "mail_removed", "files_removed").WherePK().Exec(ctx)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

func eraseUser(ctx context.Context, tx bun.Tx, p db.ErasurePlan, now time.Time, out *db.ErasureOutcome) error {
	uid := p.Person.UserID
	// Their photos: the rows go, the stored objects after the commit.
	var files []*model.File
	if err := tx.NewSelect().Model(&files).Where("profile_photo_for = ? OR id IN (SELECT profile_photo_id FROM users WHERE id = ?)", uid, uid).Scan(ctx); err != nil {
		return err
	}
	for _, f := range files {
		out.FileKeys = append(out.FileKeys, f.S3Key)
		for _, im := range f.Images {
			if im.S3Key != "" && im.S3Key != f.S3Key {
				out.FileKeys = append(out.FileKeys, im.S3Key)
			}
		}
		if _, err := tx.NewDelete().Model(f).WherePK().Exec(ctx); err != nil {
			return err
		}
	}
	// No way back in: no password, no Google, no links, no session, no role.
	if _, err := tx.NewUpdate().Model((*model.User)(nil)).
		Set("username = ?", p.Username).Set("username_lower = ?", strings.ToLower(p.Username)).
		Set("email = ?", p.Email).Set("email_lower = ?", strings.ToLower(p.Email)).
		Set("name = ?", p.PersonName).Set("phone = NULL").Set("password_hash = ''").
		Set("email_verified = ?", false).Set("profile_photo_id = NULL").Set("locale = NULL").
		Set("newsletter = ?", false).Set("google_subject = NULL").Set("updated_at = ?", now).
		Set("deleted_at = COALESCE(deleted_at, ?)", now).Where("id = ?", uid).Exec(ctx); err != nil {
		return err
	}
	// Sessions go rather than being revoked: they hold the addresses and browsers signed in from.
	for _, m := range []any{(*model.UserRole)(nil), (*model.UserLink)(nil), (*model.EmailChange)(nil), (*model.Session)(nil)} {
		if _, err := tx.NewDelete().Model(m).Where("user_id = ?", uid).Exec(ctx); err != nil {
			return err
		}
	}
	// Where their name was written down as who did something: a gift they cancelled, an email
	// change they asked for.
	if _, err := tx.NewUpdate().Model((*model.RecurringPayment)(nil)).Set("cancelled_by = ?", p.PersonName).
		Where("cancelled_by_user_id = ?", uid).Exec(ctx); err != nil {
		return err
	}
	_, err := tx.NewUpdate().Model((*model.EmailChange)(nil)).Set("requested_by = ?", p.PersonName).
		Where("requested_by_user_id = ?", uid).Exec(ctx)
	return err
}

func eraseGifts(ctx context.Context, tx bun.Tx, contactID string, emails []string, donor string) (int, error) {
	byPayer := func(q *bun.UpdateQuery) *bun.UpdateQuery {
		if len(emails) == 0 {
			return q.Where("payer_id = ?", contactID)
		}
		return q.Where("payer_id = ? OR lower(payer_email) IN (?)", contactID, bun.In(emails))
	}
	res, err := byPayer(tx.NewUpdate().Model((*model.Payment)(nil)).Set("payer_name = ?", donor).Set("payer_email = NULL")).Exec(ctx)
	if err != nil {
		return 0, err
	}
	gifts, _ := res.RowsAffected()
	if _, err := byPayer(tx.NewUpdate().Model((*model.RecurringPayment)(nil)).Set("payer_name = ?", donor).Set("payer_email = NULL")).Exec(ctx); err != nil {
		return 0, err
	}
	if _, err := tx.NewUpdate().Model((*model.Adoption)(nil)).Set("adopter_name = ?", donor).Where("contact_id = ?", contactID).Exec(ctx); err != nil {
		return 0, err
	}
	if _, err := tx.NewUpdate().Model((*model.ProjectSponsorship)(nil)).Set("sponsor_name = ?", donor).Where("contact_id = ?", contactID).Exec(ctx); err != nil {
		return 0, err
	}
	return int(gifts), nil
}

// eraseMail deletes the outbox rows sent to one of emails and, in the others, replaces every
// name and address of the person; it answers how many rows it deleted.
func eraseMail(ctx context.Context, tx bun.Tx, p db.ErasurePlan, emails, names []string, out *db.ErasureOutcome) (int, error) {
	removed := 0
	if len(emails) > 0 {
		var ids []string
		if err := tx.NewSelect().Model((*model.OutboxMail)(nil)).Column("id").Where("lower(to_addr) IN (?)", bun.In(emails)).Scan(ctx, &ids); err != nil {
			return 0, err
		}
		if len(ids) > 0 {
			if _, err := tx.NewDelete().Model((*model.OutboxMail)(nil)).Where("id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
				return 0, err
			}
		}
		out.MailIDs, removed = append(out.MailIDs, ids...), len(ids)
	}
	// Each address as stored and in lower case (mail writes it either way), then the names.
	var texts []string
	for _, e := range append(append([]string{}, p.Person.Emails...), emails...) {
		if e = strings.TrimSpace(e); e != "" && !slices.Contains(texts, e) {
			texts = append(texts, e)
		}
	}
	for _, s := range append(texts, names...) {
		repl := p.PersonName
		if strings.Contains(s, "@") {
			repl = p.EmailPlaceholder
		}
		like := "%" + escapeLike(s) + "%"
		var ids []string
		if err := tx.NewSelect().Model((*model.OutboxMail)(nil)).Column("id").
			Where(`(subject LIKE ? ESCAPE '\' OR text_body LIKE ? ESCAPE '\' OR html_body LIKE ? ESCAPE '\' OR lower(to_addr) LIKE ? ESCAPE '\')`, like, like, like, strings.ToLower(like)).
			Scan(ctx, &ids); err != nil {
			return 0, err
		}
		if len(ids) == 0 {
			continue
		}
		if _, err := tx.NewUpdate().Model((*model.OutboxMail)(nil)).
			Set("subject = replace(subject, ?, ?)", s, repl).Set("text_body = replace(text_body, ?, ?)", s, repl).
			Set("html_body = replace(html_body, ?, ?)", s, repl).Set("secret_text_body = NULL").Set("secret_html_body = NULL").
			Set("attachment = NULL").Set("attachment_name = NULL").Set("attachment_type = NULL").
			Where("id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
			return 0, err
		}
		out.MailIDs = append(out.MailIDs, ids...)
	}
	return removed, nil
}

// lowerSet is the distinct, non-empty, lower-cased addresses.
func lowerSet(in []string) []string {
	var out []string
	for _, s := range in {
		s = strings.ToLower(strings.TrimSpace(s))
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// nameSet is the distinct names long enough to replace in mail without rewriting other words
// (a one-letter first name would), longest first so a full name goes before its first name.
func nameSet(in []string, placeholders ...string) []string {
	var out []string
	for _, s := range in {
		s = strings.TrimSpace(s)
		if len([]rune(s)) >= 3 && !slices.Contains(placeholders, s) && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

// eraseAudit rewrites the person's name and addresses out of the audit trail's earlier entries:
// as the actor (name and email), as the target (its label), and wherever a label or a change
// names them. Who acted (the id), when, from where, the kind and the target stay as written; the
// trail's trigger allows this only while audit_erasing holds the erasure's row, which lives and
// dies inside this transaction (migrations/20261208130000_audit_erasure.go).
func eraseAudit(ctx context.Context, tx bun.Tx, erasureID string, per *db.ErasurePerson, needles []string, placeholder, emailPlaceholder string) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO audit_erasing (erasure_id) VALUES (?)`, erasureID); err != nil {
		return err
	}
	if per.UserID != "" {
		if _, err := tx.ExecContext(ctx, `UPDATE audit_entries SET actor_name = ?, actor_email = ? WHERE actor_id = ?`,
			placeholder, emailPlaceholder, per.UserID); err != nil {
			return err
		}
	}
	targets := []string{per.ContactID}
	if per.UserID != "" {
		targets = append(targets, per.UserID)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE audit_entries SET target_label = ? WHERE target_id IN (?)`, placeholder, bun.In(targets)); err != nil {
		return err
	}
	for _, n := range needles {
		like := "%" + escapeLike(n) + "%"
		if _, err := tx.ExecContext(ctx, `UPDATE audit_entries SET changes = replace(changes, ?, ?), target_label = replace(target_label, ?, ?), actor_name = replace(actor_name, ?, ?)
			WHERE changes LIKE ? ESCAPE '\' OR target_label LIKE ? ESCAPE '\' OR actor_name LIKE ? ESCAPE '\'`,
			n, placeholder, n, placeholder, n, placeholder, like, like, like); err != nil {
			return err
		}
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM audit_erasing WHERE erasure_id = ?`, erasureID)
	return err
}

// emailForms are the addresses as Reach holds them and in lower case (replace matches case).
func emailForms(emails []string) []string {
	var out []string
	for _, e := range emails {
		for _, f := range []string{strings.TrimSpace(e), strings.ToLower(strings.TrimSpace(e))} {
			if f != "" && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}
