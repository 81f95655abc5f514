package bundb

import (
	"context"
	"fmt"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The staff dashboard's counts (package dashboard): each one statement that
// the database aggregates.

// DashboardTiles implements dashboard.Store: one statement of scalar counts,
// each the same condition as the list the tile links to.
func (d *DB) DashboardTiles(ctx context.Context) (db.DashboardTiles, error) {
	var t db.DashboardTiles
	row := d.bun.QueryRowContext(ctx, `SELECT
	(SELECT count(*) FROM reports WHERE deleted_at IS NULL AND status = ?),
	(SELECT count(*) FROM reports WHERE deleted_at IS NULL AND status = ?),
	(SELECT count(*) FROM agreements WHERE deleted_at IS NULL AND kind = ? AND status = ?),
	(SELECT count(*) FROM agreements WHERE deleted_at IS NULL AND kind = ? AND status = ?),
	(SELECT count(*) FROM payments WHERE status = ?),
	(SELECT count(*) FROM outbox_mails WHERE status = ?)`,
		model.ReportPending, model.ReportHold,
		model.AgreementLoan, model.AgreementSigning, model.AgreementMOU, model.AgreementSigning,
		model.PaymentFailed, model.MailFailed)
	err := row.Scan(&t.ReportsPending, &t.ReportsOnHold, &t.LoanAgreementsSigning, &t.MOUsSigning, &t.FailedPayments, &t.FailedMail)
	return t, err
}

// GivingByMonth implements dashboard.Store.
func (d *DB) GivingByMonth(ctx context.Context, from time.Time) ([]db.GivingMonth, error) {
	month := d.dialect.month("given_on")
	rows, err := d.bun.QueryContext(ctx, fmt.Sprintf(`SELECT %s AS m, sum(usd_cents_amount), count(*)
	FROM payments WHERE status = ? AND given_on >= ? GROUP BY m ORDER BY m`, month),
		model.PaymentPaid, from.UTC())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []db.GivingMonth{}
	for rows.Next() {
		var m db.GivingMonth
		if err := rows.Scan(&m.Month, &m.Cents, &m.Gifts); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// AdoptionsByRegion implements dashboard.Store: the region is the adopted
// people group's.
func (d *DB) AdoptionsByRegion(ctx context.Context, from time.Time) ([]db.RegionAdoptions, error) {
	rows, err := d.bun.QueryContext(ctx, `SELECT COALESCE(pg.region_code, ''), COALESCE(pg.region, ''), count(*) AS n
	FROM adoptions AS a LEFT JOIN people_groups AS pg ON pg.id = a.people_group_id
	WHERE a.created_at >= ?
	GROUP BY COALESCE(pg.region_code, ''), COALESCE(pg.region, '')
	ORDER BY n DESC, 2`, from.UTC())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []db.RegionAdoptions{}
	for rows.Next() {
		var r db.RegionAdoptions
		if err := rows.Scan(&r.RegionCode, &r.Region, &r.Adoptions); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// PeopleGroupCells implements dashboard.Store. Each group is adopted (an
// ACTIVE adoption), formerly adopted (adoptions, none active) or neither.
func (d *DB) PeopleGroupCells(ctx context.Context, degrees int) ([]db.MapCell, error) {
	if degrees < 1 {
		degrees = 1
	}
	lat := d.dialect.floorInt(fmt.Sprintf("(pg.latitude + 90) / %d", degrees))
	lon := d.dialect.floorInt(fmt.Sprintf("(pg.longitude + 180) / %d", degrees))
	rows, err := d.bun.QueryContext(ctx, fmt.Sprintf(`SELECT c.lat * %[1]d - 90, c.lon * %[1]d - 180, count(*),
		sum(CASE WHEN c.active = 1 THEN 1 ELSE 0 END), sum(CASE WHEN c.active = 0 THEN 1 ELSE 0 END)
	FROM (SELECT %[2]s AS lat, %[3]s AS lon, a.active
		FROM people_groups AS pg
		LEFT JOIN (SELECT people_group_id, max(CASE WHEN status = ? THEN 1 ELSE 0 END) AS active
			FROM adoptions GROUP BY people_group_id) AS a ON a.people_group_id = pg.id
		WHERE pg.deleted_at IS NULL AND pg.latitude IS NOT NULL AND pg.longitude IS NOT NULL
			AND pg.latitude BETWEEN -90 AND 90 AND pg.longitude BETWEEN -180 AND 180) AS c
	GROUP BY c.lat, c.lon ORDER BY c.lat, c.lon`, degrees, lat, lon), model.GiftActive)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []db.MapCell{}
	for rows.Next() {
		var c db.MapCell
		if err := rows.Scan(&c.Lat, &c.Lon, &c.Groups, &c.Adopted, &c.Formerly); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}
