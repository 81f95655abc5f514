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

var _ db.Giving = (*DB)(nil)

// CreateCheckout implements db.Giving.
func (d *DB) CreateCheckout(ctx context.Context, c *model.CheckoutSession) error {
	_, err := d.bun.NewInsert().Model(c).Exec(ctx)
	return translate(err)
}

// GetCheckout implements db.Giving.
func (d *DB) GetCheckout(ctx context.Context, id string) (*model.CheckoutSession, error) {
	c := new(model.CheckoutSession)
	if err := d.bun.NewSelect().Model(c).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// FulfilCheckout implements db.Giving. The conditional update of
// fulfilled_at is the claim: on PostgreSQL a second transaction waits on the
// row lock and then finds it set; SQLite runs one writer at a time.
func (d *DB) FulfilCheckout(ctx context.Context, f *db.Fulfilment) (bool, error) {
	created := false
	at := f.At.UTC()
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*model.CheckoutSession)(nil)).
			Set("fulfilled_at = ?", at).
			Where("id = ? AND fulfilled_at IS NULL", f.CheckoutID).
			Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			exists, err := tx.NewSelect().Model((*model.CheckoutSession)(nil)).Where("id = ?", f.CheckoutID).Exists(ctx)
			if err != nil {
				return translate(err)
			}
			if !exists {
				return db.ErrNotFound
			}
			return nil
		}
		var contactID *string
		if f.NewContact != nil {
			id, err := d.donorContact(ctx, tx, f.NewContact)
			if err != nil {
				return err
			}
			contactID = &id
		}
		var adoptionID, sponsorshipID *string
		switch {
		case f.Adoption != nil:
			a := f.Adoption
			fillIDs(&a.ID, &a.CreatedAt, &a.UpdatedAt, at)
			a.CheckoutSessionID = f.CheckoutID
			if contactID != nil {
				a.ContactID = contactID
			}
			if _, err := tx.NewInsert().Model(a).Exec(ctx); err != nil {
				return translate(err)
			}
			adoptionID = &a.ID
			if a.Level != model.AdopterPray && a.PeopleGroupID != model.FundReach {
				if _, err := tx.NewUpdate().Model((*model.PeopleGroup)(nil)).
					Set("num_adoptions_available = num_adoptions_available - 1").
					Where("id = ? AND num_adoptions_available > 0", a.PeopleGroupID).
					Exec(ctx); err != nil {
					return translate(err)
				}
			}
		case f.Sponsorship != nil:
			s := f.Sponsorship
			fillIDs(&s.ID, &s.CreatedAt, &s.UpdatedAt, at)
			s.CheckoutSessionID = f.CheckoutID
			if contactID != nil {
				s.ContactID = contactID
			}
			if _, err := tx.NewInsert().Model(s).Exec(ctx); err != nil {
				return translate(err)
			}
			sponsorshipID = &s.ID
		default:
			return errors.New("fulfil checkout: no adoption or sponsorship")
		}
		if r := f.Recurring; r != nil {
			fillIDs(&r.ID, &r.CreatedAt, &r.UpdatedAt, at)
			r.CheckoutSessionID = f.CheckoutID
			r.AdoptionID, r.ProjectSponsorshipID = adoptionID, sponsorshipID
			if contactID != nil {
				r.PayerID = contactID
			}
			if _, err := tx.NewInsert().Model(r).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if p := f.Payment; p != nil {
			fillIDs(&p.ID, &p.CreatedAt, &p.UpdatedAt, at)
			p.CheckoutSessionID = &f.CheckoutID
			p.AdoptionID, p.ProjectSponsorshipID = adoptionID, sponsorshipID
			if f.Recurring != nil {
				p.RecurringPaymentID = &f.Recurring.ID
			}
			if contactID != nil {
				p.PayerID = contactID
			}
			if _, err := tx.NewInsert().Model(p).Exec(ctx); err != nil {
				return translate(err)
			}
			if f.Sponsorship != nil {
				if err := addToProjectBalance(ctx, tx, f.Sponsorship.ProjectID, p.USDCentsAmount); err != nil {
					return err
				}
			}
			if err := storeReceipt(ctx, tx, f.Receipt, p, nil); err != nil {
				return err
			}
		}
		// A paid gift (or a prayer commitment, which costs nothing) gives its
		// contact a role; a gift not charged yet links nothing.
		giver := ""
		switch {
		case f.Adoption != nil && f.Adoption.ContactID != nil:
			giver = *f.Adoption.ContactID
		case f.Sponsorship != nil && f.Sponsorship.ContactID != nil:
			giver = *f.Sponsorship.ContactID
		}
		if f.Payment != nil || (f.Adoption != nil && f.Adoption.Level == model.AdopterPray) {
			if err := linkGiver(ctx, tx, giver, f.Adoption, f.Sponsorship, at); err != nil {
				return err
			}
		}
		created = true
		return nil
	})
	if err != nil {
		return false, err
	}
	return created, nil
}

// storeReceipt keeps the receipt mail receipt answers for p (and refund) in tx.
func storeReceipt(ctx context.Context, tx bun.IDB, receipt db.ReceiptFunc, p, refund *model.Payment) error {
	if receipt == nil {
		return nil
	}
	row, err := receipt(p, refund)
	if err != nil || row == nil {
		return err
	}
	return putOutboxMail(ctx, tx, row)
}

func fillIDs(id *string, created, updated *time.Time, at time.Time) {
	if *id == "" {
		*id = newV7ID()
	}
	if created.IsZero() {
		*created = at
	}
	if updated.IsZero() {
		*updated = *created
	}
}

// addToProjectBalance moves a project's funding balance (ten-thousandths of
// a dollar) by cents US cents, never below zero.
func addToProjectBalance(ctx context.Context, idb bun.IDB, projectID string, cents int64) error {
	if projectID == "" || projectID == model.FundReach || cents == 0 {
		return nil
	}
	delta := cents * 100
	_, err := idb.NewUpdate().Model((*model.HolisticProject)(nil)).
		Set("funding_balance = CASE WHEN funding_balance + ? < 0 THEN 0 ELSE funding_balance + ? END", delta, delta).
		Where("id = ?", projectID).
		Exec(ctx)
	return translate(err)
}

// GetFulfilment implements db.Giving.
func (d *DB) GetFulfilment(ctx context.Context, checkoutID string) (*db.Fulfilment, error) {
	c, err := d.GetCheckout(ctx, checkoutID)
	if err != nil {
		return nil, err
	}
	if c.FulfilledAt == nil {
		return nil, db.ErrNotFound
	}
	f := &db.Fulfilment{CheckoutID: c.ID, At: *c.FulfilledAt, Checkout: c}
	if c.Kind == model.CheckoutAdoption {
		a := new(model.Adoption)
		if err := d.bun.NewSelect().Model(a).Where("checkout_session_id = ?", c.ID).Scan(ctx); err != nil {
			return nil, translate(err)
		}
		f.Adoption = a
	} else {
		s := new(model.ProjectSponsorship)
		if err := d.bun.NewSelect().Model(s).Where("checkout_session_id = ?", c.ID).Scan(ctx); err != nil {
			return nil, translate(err)
		}
		f.Sponsorship = s
	}
	r := new(model.RecurringPayment)
	switch err := d.bun.NewSelect().Model(r).Where("checkout_session_id = ?", c.ID).Scan(ctx); {
	case err == nil:
		f.Recurring = r
	case !errors.Is(translate(err), db.ErrNotFound):
		return nil, translate(err)
	}
	var ps []*model.Payment
	if err := d.bun.NewSelect().Model(&ps).Where("checkout_session_id = ? AND status <> ?", c.ID, model.PaymentFailed).Order("created_at", "id").Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	if len(ps) > 0 {
		f.Payment = ps[0]
	}
	return f, nil
}

// SetCheckoutInvite implements db.Giving.
func (d *DB) SetCheckoutInvite(ctx context.Context, checkoutID, inviteID, inviteCode string) error {
	_, err := d.bun.NewUpdate().Model((*model.CheckoutSession)(nil)).
		Set("invite_id = ?", inviteID).Set("invite_code = ?", inviteCode).Where("id = ?", checkoutID).Exec(ctx)
	return translate(err)
}

// TakeCheckoutInvite implements db.Giving.
func (d *DB) TakeCheckoutInvite(ctx context.Context, checkoutID string) (string, error) {
	var code string
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var kept *string
		if err := tx.NewSelect().Model((*model.CheckoutSession)(nil)).Column("invite_code").Where("id = ?", checkoutID).Scan(ctx, &kept); err != nil {
			return err
		}
		if kept == nil || *kept == "" {
			return nil
		}
		// The conditional update is the lock: of two callers, one clears the code.
		res, err := tx.NewUpdate().Model((*model.CheckoutSession)(nil)).Set("invite_code = NULL").
			Where("id = ?", checkoutID).Where("invite_code = ?", *kept).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			code = *kept
		}
		return nil
	})
	return code, translate(err)
}

// HasPendingInvite implements db.Giving.
func (d *DB) HasPendingInvite(ctx context.Context, email string, now time.Time) (bool, error) {
	ok, err := d.bun.NewSelect().Model((*model.Invite)(nil)).
		Where("lower(email) = lower(?)", strings.TrimSpace(email)).
		Where("accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?", now.UTC()).
		Exists(ctx)
	return ok, translate(err)
}

// SetRecurringSubscription implements db.Giving.
func (d *DB) SetRecurringSubscription(ctx context.Context, recurringID, subscriptionID string) error {
	_, err := d.bun.NewUpdate().Model((*model.RecurringPayment)(nil)).
		Set("stripe_subscription_id = ?", subscriptionID).Where("id = ?", recurringID).Exec(ctx)
	return translate(err)
}

// GetRecurringPaymentBySubscription implements db.Giving.
func (d *DB) GetRecurringPaymentBySubscription(ctx context.Context, subscriptionID string) (*model.RecurringPayment, error) {
	r := new(model.RecurringPayment)
	if err := d.bun.NewSelect().Model(r).Where("stripe_subscription_id = ?", subscriptionID).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return r, nil
}

// RecordRecurringCharge implements db.Giving.
func (d *DB) RecordRecurringCharge(ctx context.Context, rp *model.RecurringPayment, p *model.Payment, receipt db.ReceiptFunc) (bool, error) {
	created := false
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		fillIDs(&p.ID, &p.CreatedAt, &p.UpdatedAt, time.Now().UTC())
		p.RecurringPaymentID = &rp.ID
		p.AdoptionID, p.ProjectSponsorshipID = rp.AdoptionID, rp.ProjectSponsorshipID
		if p.PayerID == nil {
			p.PayerID = rp.PayerID
		}
		res, err := tx.NewInsert().Model(p).On("CONFLICT (transaction_id) DO NOTHING").Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			// The invoice is known: recorded already, or its charge failed
			// before and it is paid now, which makes that row PAID.
			failed := new(model.Payment)
			if err := d.dialect.forUpdate(tx.NewSelect().Model(failed).Where("transaction_id = ?", p.TransactionID)).Scan(ctx); err != nil {
				return translate(err)
			}
			if failed.Status != model.PaymentFailed {
				return nil
			}
			p.ID, p.CreatedAt, p.CheckoutSessionID = failed.ID, failed.CreatedAt, failed.CheckoutSessionID
			if _, err := tx.NewUpdate().Model(p).WherePK().Where("status = ?", model.PaymentFailed).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		created = true
		if err := storeReceipt(ctx, tx, receipt, p, nil); err != nil {
			return err
		}
		if p.PayerID != nil {
			if err := linkGiftOf(ctx, tx, *p.PayerID, rp.AdoptionID, rp.ProjectSponsorshipID, p.CreatedAt); err != nil {
				return err
			}
		}
		if rp.ProjectSponsorshipID != nil {
			projectID, err := sponsorshipProject(ctx, tx, *rp.ProjectSponsorshipID)
			if err != nil {
				return err
			}
			return addToProjectBalance(ctx, tx, projectID, p.USDCentsAmount)
		}
		return nil
	})
	return created, err
}

// RecordFailedCharge implements db.Giving.
func (d *DB) RecordFailedCharge(ctx context.Context, p *model.Payment, mailFn db.PaymentMailFunc) (bool, error) {
	created := false
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		fillIDs(&p.ID, &p.CreatedAt, &p.UpdatedAt, time.Now().UTC())
		p.Status = model.PaymentFailed
		res, err := tx.NewInsert().Model(p).On("CONFLICT (transaction_id) DO NOTHING").Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		created = true
		if mailFn == nil {
			return nil
		}
		row, err := mailFn(p)
		if err != nil || row == nil {
			return err
		}
		return putOutboxMail(ctx, tx, row)
	})
	return created, err
}

func sponsorshipProject(ctx context.Context, idb bun.IDB, sponsorshipID string) (string, error) {
	var projectID string
	err := idb.NewSelect().Model((*model.ProjectSponsorship)(nil)).Column("project_id").Where("id = ?", sponsorshipID).Scan(ctx, &projectID)
	return projectID, translate(err)
}

// RecordRefund implements db.Giving.
func (d *DB) RecordRefund(ctx context.Context, ref []string, refundTxID string, refundedCents int64, at time.Time, receipt db.ReceiptFunc) (*model.Payment, error) {
	var out *model.Payment
	at = at.UTC()
	var audited []*model.AuditEntry
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		orig := new(model.Payment)
		err := tx.NewSelect().Model(orig).
			Where("refund_for_id IS NULL AND status <> ?", model.PaymentFailed).
			WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
				return q.Where("payment_intent_id IN (?)", bun.In(ref)).WhereOr("transaction_id IN (?)", bun.In(ref))
			}).
			Order("created_at", "id").Limit(1).Scan(ctx)
		if err != nil {
			return translate(err)
		}
		refund := new(model.Payment)
		var delta int64
		err = tx.NewSelect().Model(refund).Where("transaction_id = ?", refundTxID).Scan(ctx)
		switch err = translate(err); {
		case err == nil:
			delta = refundedCents + refund.USDCentsAmount // the row holds minus what was refunded before
			if delta == 0 {
				out = refund
				return nil
			}
			refund.USDCentsAmount = -refundedCents
			refund.UpdatedAt = at
			if _, err := tx.NewUpdate().Model(refund).Column("usd_cents_amount", "updated_at").WherePK().Exec(ctx); err != nil {
				return translate(err)
			}
		case errors.Is(err, db.ErrNotFound):
			delta = refundedCents
			*refund = model.Payment{
				ID: newV7ID(), Status: model.PaymentRefunded, USDCentsAmount: -refundedCents,
				PaymentMethodType: orig.PaymentMethodType, PayerID: orig.PayerID, PayerName: orig.PayerName, PayerEmail: orig.PayerEmail,
				FundID: orig.FundID, FundName: orig.FundName, PPCreatedOn: &at, GivenOn: at,
				TransactionID: refundTxID, PaymentIntentID: orig.PaymentIntentID, RecurringPaymentToken: orig.RecurringPaymentToken,
				RecurringPaymentID: orig.RecurringPaymentID, RefundForID: &orig.ID,
				AdoptionID: orig.AdoptionID, ProjectSponsorshipID: orig.ProjectSponsorshipID,
				CreatedAt: at, UpdatedAt: at,
			}
			if _, err := tx.NewInsert().Model(refund).Exec(ctx); err != nil {
				return translate(err)
			}
		default:
			return err
		}
		orig.Status, orig.RefundedByID, orig.UpdatedAt = model.PaymentRefunded, &refund.ID, at
		if _, err := tx.NewUpdate().Model(orig).Column("status", "refunded_by_id", "updated_at").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		if err := storeReceipt(ctx, tx, receipt, orig, refund); err != nil {
			return err
		}
		if orig.ProjectSponsorshipID != nil {
			projectID, err := sponsorshipProject(ctx, tx, *orig.ProjectSponsorshipID)
			if err != nil {
				return err
			}
			if err := addToProjectBalance(ctx, tx, projectID, -delta); err != nil {
				return err
			}
		}
		// A refund staff made is recorded in the audit trail with it (db.PendingAudit).
		if audited, err = putPendingAudit(ctx, tx, model.AuditPaymentRefunded); err != nil {
			return err
		}
		out = refund
		return nil
	})
	settleAudit(ctx, audited, err)
	return out, err
}

// StripeEventProcessed implements db.Giving.
func (d *DB) StripeEventProcessed(ctx context.Context, id string) (bool, error) {
	ok, err := d.bun.NewSelect().Model((*model.ProcessedStripeEvent)(nil)).Where("id = ?", id).Exists(ctx)
	return ok, translate(err)
}

// MarkStripeEvent implements db.Giving.
func (d *DB) MarkStripeEvent(ctx context.Context, id, typ string, at time.Time) error {
	e := &model.ProcessedStripeEvent{ID: id, Type: typ, ProcessedAt: at.UTC()}
	_, err := d.bun.NewInsert().Model(e).On("CONFLICT DO NOTHING").Exec(ctx)
	return translate(err)
}

// CreateSandboxSession implements db.Giving.
func (d *DB) CreateSandboxSession(ctx context.Context, s *model.SandboxCheckoutSession) error {
	_, err := d.bun.NewInsert().Model(s).Exec(ctx)
	return translate(err)
}

// GetSandboxSession implements db.Giving.
func (d *DB) GetSandboxSession(ctx context.Context, id string) (*model.SandboxCheckoutSession, error) {
	s := new(model.SandboxCheckoutSession)
	if err := d.bun.NewSelect().Model(s).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return s, nil
}

// UpdateSandboxSession implements db.Giving.
func (d *DB) UpdateSandboxSession(ctx context.Context, s *model.SandboxCheckoutSession, columns ...string) error {
	_, err := d.bun.NewUpdate().Model(s).Column(columns...).WherePK().Exec(ctx)
	return translate(err)
}

// GetAdoption implements db.Giving.
func (d *DB) GetAdoption(ctx context.Context, id string) (*model.Adoption, error) {
	a := new(model.Adoption)
	if err := d.bun.NewSelect().Model(a).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return a, nil
}

// GetProjectSponsorship implements db.Giving.
func (d *DB) GetProjectSponsorship(ctx context.Context, id string) (*model.ProjectSponsorship, error) {
	s := new(model.ProjectSponsorship)
	if err := d.bun.NewSelect().Model(s).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return s, nil
}

// GetPayment implements db.Giving.
func (d *DB) GetPayment(ctx context.Context, id string) (*model.Payment, error) {
	p := new(model.Payment)
	if err := d.bun.NewSelect().Model(p).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return p, nil
}

var adoptionSort = map[string]string{
	"createdAt": "adoption.created_at", "updatedAt": "adoption.updated_at", "adopterName": "adoption.adopter_name",
	"peopleGroupId": "adoption.people_group_id", "level": "adoption.level", "status": "adoption.status",
	"amount": "adoption.amount", "startDate": "adoption.start_date", "id": "adoption.id", "_id": "adoption.id",
}

// ListAdoptions implements db.Giving.
func (d *DB) ListAdoptions(ctx context.Context, q db.AdoptionQuery) ([]*model.Adoption, int, error) {
	rows := []*model.Adoption{}
	sel := d.bun.NewSelect().Model(&rows)
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return rows, 0, nil
		}
		sel.Where("adoption.id IN (?)", bun.In(q.IDs))
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.Where(`lower(adoption.adopter_name) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(adoption.people_group_id) LIKE ? ESCAPE '\'`, like)
		})
	}
	if q.PeopleGroupID != "" {
		sel.Where("adoption.people_group_id = ?", q.PeopleGroupID)
	}
	if q.ContactID != "" {
		sel.Where("adoption.contact_id = ?", q.ContactID)
	}
	if q.Level != "" {
		sel.Where("adoption.level = ?", q.Level)
	}
	if q.Status != "" {
		sel.Where("adoption.status = ?", q.Status)
	}
	return listPage(ctx, sel, &rows, q.ListPage, adoptionSort, "adoption.created_at", "adoption.id")
}

var sponsorshipSort = map[string]string{
	"createdAt": "project_sponsorship.created_at", "sponsorName": "project_sponsorship.sponsor_name",
	"projectName": "project_sponsorship.project_name", "projectId": "project_sponsorship.project_id",
	"amount": "project_sponsorship.amount", "startDate": "project_sponsorship.start_date",
	"id": "project_sponsorship.id", "_id": "project_sponsorship.id",
}

// ListProjectSponsorships implements db.Giving.
func (d *DB) ListProjectSponsorships(ctx context.Context, q db.ProjectSponsorshipQuery) ([]*model.ProjectSponsorship, int, error) {
	rows := []*model.ProjectSponsorship{}
	sel := d.bun.NewSelect().Model(&rows)
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return rows, 0, nil
		}
		sel.Where("project_sponsorship.id IN (?)", bun.In(q.IDs))
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.Where(`lower(project_sponsorship.sponsor_name) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(project_sponsorship.project_name) LIKE ? ESCAPE '\'`, like)
		})
	}
	if q.ProjectID != "" {
		sel.Where("project_sponsorship.project_id = ?", q.ProjectID)
	}
	if q.ContactID != "" {
		sel.Where("project_sponsorship.contact_id = ?", q.ContactID)
	}
	return listPage(ctx, sel, &rows, q.ListPage, sponsorshipSort, "project_sponsorship.created_at", "project_sponsorship.id")
}

var paymentSort = map[string]string{
	"createdAt": "payment.created_at", "givenOn": "payment.given_on", "usdCentsAmount": "payment.usd_cents_amount",
	"status": "payment.status", "payerName": "payment.payer_name", "payerEmail": "payment.payer_email",
	"fundName": "payment.fund_name", "transactionId": "payment.transaction_id", "id": "payment.id", "_id": "payment.id",
}

// ListPayments implements db.Giving.
func (d *DB) ListPayments(ctx context.Context, q db.PaymentQuery) ([]*model.Payment, int, error) {
	rows := []*model.Payment{}
	sel := d.bun.NewSelect().Model(&rows)
	if q.IDs != nil {
		if len(q.IDs) == 0 {
			return rows, 0, nil
		}
		sel.Where("payment.id IN (?)", bun.In(q.IDs))
	}
	if q.Payers != nil {
		if len(q.Payers) == 0 {
			return rows, 0, nil
		}
		sel.Where("payment.payer_id IN (?)", bun.In(q.Payers))
	}
	if s := strings.TrimSpace(q.Q); s != "" {
		like := escapedLike(s)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.Where(`lower(payment.payer_name) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(payment.payer_email) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(payment.fund_name) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(payment.transaction_id) LIKE ? ESCAPE '\'`, like)
		})
	}
	if q.Status != "" {
		sel.Where("payment.status = ?", q.Status)
	}
	if q.NotStatus != "" {
		sel.Where("payment.status <> ?", q.NotStatus)
	}
	switch q.Kind {
	case "":
	case model.CheckoutAdoption:
		sel.Where("payment.adoption_id IS NOT NULL")
	case model.CheckoutProject:
		sel.Where("payment.project_sponsorship_id IS NOT NULL")
	default:
		return rows, 0, nil
	}
	if q.GivenFrom != nil {
		sel.Where("payment.given_on >= ?", q.GivenFrom.UTC())
	}
	if q.GivenTo != nil {
		sel.Where("payment.given_on <= ?", q.GivenTo.UTC())
	}
	return listPage(ctx, sel, &rows, q.ListPage, paymentSort, "payment.created_at", "payment.id")
}

// GetHolisticProjectForGift implements db.Giving: only an ACTIVE project (not archived, not an
// approved proposal's project staff have not published yet) takes gifts.
func (d *DB) GetHolisticProjectForGift(ctx context.Context, id string) (*db.GiftProject, error) {
	p := new(model.HolisticProject)
	err := d.bun.NewSelect().Model(p).
		Where("id = ? AND deleted_at IS NULL AND status = ?", id, model.ProjectActive).
		Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	out := &db.GiftProject{Project: p, PeopleGroupIDs: []string{}}
	var regions []string
	if err := d.bun.NewSelect().Model((*model.Region)(nil)).Column("name").Where("code = ?", p.RegionCode).Scan(ctx, &regions); err != nil {
		return nil, translate(err)
	}
	if len(regions) > 0 {
		out.Region = regions[0]
	}
	err = d.bun.NewSelect().Model((*model.HolisticProjectPeopleGroup)(nil)).Column("people_group_id").
		Where("project_id = ?", id).Order("position", "people_group_id").Scan(ctx, &out.PeopleGroupIDs)
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// CreateGiftClaim implements db.Giving.
func (d *DB) CreateGiftClaim(ctx context.Context, c *model.GiftClaim) error {
	if c.ID == "" {
		c.ID = newV7ID()
	}
	_, err := d.bun.NewInsert().Model(c).Exec(ctx)
	return translate(err)
}

// ClaimGift implements db.Giving. The conditional update of the claim is the
// lock: of two claims at once, one moves the gift.
func (d *DB) ClaimGift(ctx context.Context, codeHash, userID, contactID, email string, now time.Time) (*model.CheckoutSession, error) {
	defer d.sessions.forget() // the user's email may become verified: after the commit, not cached
	var out *model.CheckoutSession
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		claim := new(model.GiftClaim)
		err := tx.NewSelect().Model(claim).Where("code_hash = ? AND used_at IS NULL AND expires_at > ?", codeHash, now.UTC()).Scan(ctx)
		if err != nil {
			return translate(err)
		}
		if !strings.EqualFold(strings.TrimSpace(claim.Email), strings.TrimSpace(email)) {
			return db.ErrGiftClaimNotYours
		}
		res, err := tx.NewUpdate().Model((*model.GiftClaim)(nil)).Set("used_at = ?", now.UTC()).Set("used_by_user_id = ?", userID).
			Where("id = ? AND used_at IS NULL", claim.ID).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return db.ErrNotFound
		}
		// The link was mailed to the claim's address, the account's: following it proves it.
		if _, err := tx.NewUpdate().Model((*model.User)(nil)).Set("email_verified = ?", true).Set("updated_at = ?", now.UTC()).
			Where("id = ? AND email_verified = ? AND email_lower = ?", userID, false, strings.ToLower(strings.TrimSpace(claim.Email))).Exec(ctx); err != nil {
			return translate(err)
		}
		c := new(model.CheckoutSession)
		if err := tx.NewSelect().Model(c).Where("id = ?", claim.CheckoutID).Scan(ctx); err != nil {
			return translate(err)
		}
		at := now.UTC()
		if _, err := tx.NewUpdate().Model((*model.Adoption)(nil)).Set("contact_id = ?", contactID).Set("updated_at = ?", at).
			Where("checkout_session_id = ? AND contact_id IS NULL", c.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := tx.NewUpdate().Model((*model.ProjectSponsorship)(nil)).Set("contact_id = ?", contactID).Set("updated_at = ?", at).
			Where("checkout_session_id = ? AND contact_id IS NULL", c.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		var subs []string
		if err := tx.NewSelect().Model((*model.RecurringPayment)(nil)).Column("stripe_subscription_id").
			Where("checkout_session_id = ? AND stripe_subscription_id IS NOT NULL", c.ID).Scan(ctx, &subs); err != nil {
			return translate(err)
		}
		if _, err := tx.NewUpdate().Model((*model.RecurringPayment)(nil)).Set("payer_id = ?", contactID).Set("updated_at = ?", at).
			Where("checkout_session_id = ? AND payer_id IS NULL", c.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		q := tx.NewUpdate().Model((*model.Payment)(nil)).Set("payer_id = ?", contactID).Set("updated_at = ?", at).Where("payer_id IS NULL")
		if len(subs) > 0 {
			q.WhereGroup(" AND ", func(w *bun.UpdateQuery) *bun.UpdateQuery {
				return w.Where("checkout_session_id = ?", c.ID).WhereOr("recurring_payment_token IN (?)", bun.In(subs))
			})
		} else {
			q.Where("checkout_session_id = ?", c.ID)
		}
		if _, err := q.Exec(ctx); err != nil {
			return translate(err)
		}
		// The claimed gift's role, when it was paid (or is a prayer commitment).
		var a *model.Adoption
		var sp *model.ProjectSponsorship
		if c.Kind == model.CheckoutAdoption {
			a = new(model.Adoption)
			if err := tx.NewSelect().Model(a).Where("checkout_session_id = ?", c.ID).Scan(ctx); err != nil {
				return translate(err)
			}
		} else {
			sp = new(model.ProjectSponsorship)
			if err := tx.NewSelect().Model(sp).Where("checkout_session_id = ?", c.ID).Scan(ctx); err != nil {
				return translate(err)
			}
		}
		paid := a != nil && a.Level == model.AdopterPray
		if !paid {
			pq := tx.NewSelect().Model((*model.Payment)(nil)).Where("payer_id = ? AND status = ?", contactID, model.PaymentPaid)
			if len(subs) > 0 {
				pq.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
					return w.Where("checkout_session_id = ?", c.ID).WhereOr("recurring_payment_token IN (?)", bun.In(subs))
				})
			} else {
				pq.Where("checkout_session_id = ?", c.ID)
			}
			var err error
			if paid, err = pq.Exists(ctx); err != nil {
				return translate(err)
			}
		}
		if paid {
			if err := linkGiver(ctx, tx, contactID, a, sp, at); err != nil {
				return err
			}
		}
		out = c
		return nil
	})
	return out, err
}

// donorContact answers the contact of a signed-out donor's gift whose address had no contact when
// the gift was looked at: the one another gift by the same address made meanwhile (two webhooks
// at once), else c, inserted. The address is locked until tx ends, so that the second of two
// gifts at once finds the first one's contact instead of making a second.
func (d *DB) donorContact(ctx context.Context, tx bun.Tx, c *model.Contact) (string, error) {
	if len(c.Emails) > 0 {
		email := strings.ToLower(strings.TrimSpace(c.Emails[0].Email))
		if err := d.dialect.lockKey(ctx, tx, "contact-email:"+email); err != nil {
			return "", translate(err)
		}
		var id string
		switch err := contactByEmail(tx, email).Scan(ctx, &id); {
		case err == nil:
			return id, nil
		case !errors.Is(err, sql.ErrNoRows):
			return "", translate(err)
		}
	}
	if err := insertContact(ctx, tx, c); err != nil {
		return "", err
	}
	return c.ID, nil
}
