package bundb

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/uptrace/bun/migrate"

	"github.com/reachmissions/reach/backend/internal/db/bundb/migrations"
	"github.com/reachmissions/reach/backend/internal/model"
)

// SessionCacheCounts answers how many session reads the cache answered (hits) and how many
// went to the database (misses) since the start.
func (d *DB) SessionCacheCounts() (hits, misses uint64) {
	return d.sessions.hits.Load(), d.sessions.misses.Load()
}

// Pools are the database's connection pools by name: "main", and on PostgreSQL "generic"
// (the search's pool, Open).
func (d *DB) Pools() map[string]*sql.DB {
	p := map[string]*sql.DB{"main": d.bun.DB}
	if d.generic != nil {
		p["generic"] = d.generic
	}
	return p
}

// Ready answers nil when the database answers and every migration this binary knows has been
// applied; else an error saying which is not so.
func (d *DB) Ready(ctx context.Context) error {
	if err := d.bun.PingContext(ctx); err != nil {
		return fmt.Errorf("database does not answer: %w", err)
	}
	ms, err := migrate.NewMigrator(d.bun, migrations.Migrations).MigrationsWithStatus(ctx)
	if err != nil {
		return fmt.Errorf("read applied migrations: %w", err)
	}
	if pending := ms.Unapplied(); len(pending) > 0 {
		return fmt.Errorf("%d migrations pending, first %s", len(pending), pending[0].Name)
	}
	return nil
}

// OperatorReadings are what an operator's metrics read from the database (metrics.Readings).
type OperatorReadings struct {
	// OutboxDepth is the mail waiting for an SMTP delivery; FailedMail the mail that failed
	// for good.
	OutboxDepth, FailedMail int64
	// OldestDueMail, OldestDueReportEffects and OldestDueReminder are when the oldest due
	// delivery, approval's effects and agreement reminder became due (nil: none is due at now).
	OldestDueMail, OldestDueReportEffects, OldestDueReminder *time.Time
}

// ReadOperator reads the outbox's depth, its failed mail and the oldest due work of the
// background jobs, each from a partial index or a small scan of the outbox's statuses.
func (d *DB) ReadOperator(ctx context.Context, now time.Time) (OperatorReadings, error) {
	var r OperatorReadings
	now = now.UTC()
	var err error
	if r.OutboxDepth, err = d.bun.NewSelect().Model((*model.OutboxMail)(nil)).
		Where("status <> ?", model.MailSent).Where("next_attempt_at IS NOT NULL").Count(ctx); err != nil {
		return r, translate(err)
	}
	if r.FailedMail, err = d.bun.NewSelect().Model((*model.OutboxMail)(nil)).
		Where("status = ?", model.MailFailed).Count(ctx); err != nil {
		return r, translate(err)
	}
	var mail []time.Time
	if err := d.bun.NewSelect().Model((*model.OutboxMail)(nil)).Column("next_attempt_at").
		Where("status <> ?", model.MailSent).
		Where("next_attempt_at IS NOT NULL AND next_attempt_at <= ?", now).
		Order("next_attempt_at").Limit(1).Scan(ctx, &mail); err != nil {
		return r, translate(err)
	}
	if len(mail) == 1 {
		r.OldestDueMail = &mail[0]
	}
	var effects []time.Time
	if err := d.bun.NewSelect().Model((*model.Report)(nil)).Column("effects_due_at").
		Where("effects_due_at IS NOT NULL").Where("effects_due_at <= ?", now).
		OrderExpr("effects_due_at").Limit(1).Scan(ctx, &effects); err != nil {
		return r, translate(err)
	}
	if len(effects) == 1 {
		r.OldestDueReportEffects = &effects[0]
	}
	var reminders []time.Time
	if err := d.bun.NewSelect().Model((*model.Agreement)(nil)).Column("next_reminder_at").
		Where("status = ?", model.AgreementSigning).Where("deleted_at IS NULL").
		Where("next_reminder_at IS NOT NULL").Where("next_reminder_at <= ?", now).
		Order("next_reminder_at").Limit(1).Scan(ctx, &reminders); err != nil {
		return r, translate(err)
	}
	if len(reminders) == 1 {
		r.OldestDueReminder = &reminders[0]
	}
	return r, nil
}
