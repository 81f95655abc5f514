package bundb

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// ListRecurringPayments implements db.Giving.
func (d *DB) ListRecurringPayments(ctx context.Context, payers []string, limit int) ([]*model.RecurringPayment, error) {
	rows := []*model.RecurringPayment{}
	if len(payers) == 0 {
		return rows, nil
	}
	err := d.bun.NewSelect().Model(&rows).Where("payer_id IN (?)", bun.In(payers)).
		OrderExpr("created_at DESC, id DESC").Limit(int64(limit)).Scan(ctx)
	return rows, translate(err)
}

// GetRecurringPayment implements db.Giving.
func (d *DB) GetRecurringPayment(ctx context.Context, id string) (*model.RecurringPayment, error) {
	r := new(model.RecurringPayment)
	if err := d.bun.NewSelect().Model(r).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return r, nil
}

// RecurringPaymentsOfGifts implements db.Giving.
func (d *DB) RecurringPaymentsOfGifts(ctx context.Context, giftIDs []string) (map[string]*model.RecurringPayment, error) {
	out := map[string]*model.RecurringPayment{}
	if len(giftIDs) == 0 {
		return out, nil
	}
	var rows []*model.RecurringPayment
	err := d.bun.NewSelect().Model(&rows).
		Where("adoption_id IN (?)", bun.In(giftIDs)).WhereOr("project_sponsorship_id IN (?)", bun.In(giftIDs)).
		Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	for _, r := range rows {
		if r.AdoptionID != nil {
			out[*r.AdoptionID] = r
		}
		if r.ProjectSponsorshipID != nil {
			out[*r.ProjectSponsorshipID] = r
		}
	}
	return out, nil
}

// lockRecurring reads recurring payment id in tx, locked until tx ends.
func (d *DB) lockRecurring(ctx context.Context, tx bun.Tx, id string) (*model.RecurringPayment, error) {
	r := new(model.RecurringPayment)
	if err := d.dialect.forUpdate(tx.NewSelect().Model(r).Where("id = ?", id)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return r, nil
}

// ChangeRecurringAmount implements db.Giving. The row is read locked, so a
// cancellation at the same time waits and then finds the new amount (or
// this change finds it cancelled).
func (d *DB) ChangeRecurringAmount(ctx context.Context, c db.RecurringChange) (*model.RecurringPayment, error) {
	var out *model.RecurringPayment
	at := c.At.UTC()
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		before, err := d.lockRecurring(ctx, tx, c.ID)
		if err != nil {
			return err
		}
		if before.Status != model.GiftActive {
			return db.ErrGiftNotActive
		}
		after := *before
		after.Amount, after.USDCentsAmount, after.UpdatedAt = c.Cents, c.Cents, at
		if _, err := tx.NewUpdate().Model(&after).Column("amount", "usd_cents_amount", "updated_at").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		if after.AdoptionID != nil {
			q := tx.NewUpdate().Model((*model.Adoption)(nil)).Set("amount = ?", c.Cents).Set("updated_at = ?", at).Where("id = ?", *after.AdoptionID)
			if c.Level != "" {
				q.Set("level = ?", c.Level)
			}
			if _, err := q.Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if after.ProjectSponsorshipID != nil {
			if _, err := tx.NewUpdate().Model((*model.ProjectSponsorship)(nil)).Set("amount = ?", c.Cents).Set("updated_at = ?", at).
				Where("id = ?", *after.ProjectSponsorshipID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if c.Mail != nil {
			row, err := c.Mail(before, &after)
			if err != nil {
				return err
			}
			if row != nil {
				if err := putOutboxMail(ctx, tx, row); err != nil {
					return err
				}
			}
		}
		out = &after
		return nil
	})
	return out, err
}

// CancelRecurring implements db.Giving.
func (d *DB) CancelRecurring(ctx context.Context, c db.RecurringCancel) (*model.RecurringPayment, bool, error) {
	var out *model.RecurringPayment
	cancelled := false
	at := c.At.UTC()
	var audited []*model.AuditEntry
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		r, err := d.lockRecurring(ctx, tx, c.ID)
		if err != nil {
			return err
		}
		out = r
		if r.Status != model.GiftActive {
			return nil
		}
		r.Status, r.CancelledAt, r.UpdatedAt = model.GiftCancelled, &at, at
		if c.ByUserID != "" {
			r.CancelledByUserID = &c.ByUserID
		}
		if c.By != "" {
			r.CancelledBy = &c.By
		}
		if _, err := tx.NewUpdate().Model(r).Column("status", "cancelled_at", "cancelled_by_user_id", "cancelled_by", "updated_at").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		if r.AdoptionID != nil {
			if _, err := tx.NewUpdate().Model((*model.Adoption)(nil)).Set("status = ?", model.GiftCancelled).Set("updated_at = ?", at).
				Where("id = ?", *r.AdoptionID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if c.Mail != nil {
			row, err := c.Mail(r)
			if err != nil {
				return err
			}
			if row != nil {
				if err := putOutboxMail(ctx, tx, row); err != nil {
					return err
				}
			}
		}
		// Only a gift this call cancelled is recorded in the audit trail (db.PendingAudit).
		audited, err = putPendingAudit(ctx, tx, model.AuditRecurringGiftCancelled)
		if err != nil {
			return err
		}
		cancelled = true
		return nil
	})
	settleAudit(ctx, audited, err)
	if err != nil {
		return nil, false, err
	}
	return out, cancelled, nil
}

// CountRecurringCharges implements db.Giving.
func (d *DB) CountRecurringCharges(ctx context.Context, id string) (int, error) {
	n, err := d.bun.NewSelect().Model((*model.Payment)(nil)).Where("recurring_payment_id = ? AND refund_for_id IS NULL", id).Count(ctx)
	return int(n), translate(err)
}
