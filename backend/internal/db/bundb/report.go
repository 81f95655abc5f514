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

// reportSorts maps the lists' sort keys onto columns.
var reportSorts = map[string]string{
	"createdAt": "r.created_at", "updatedAt": "r.updated_at", "submittedAt": "r.submitted_at",
	"quarter": "r.quarter", "status": "r.status", "type": "r.type", "reportType": "r.type",
}

// CreateReport implements the report store: the report and its first history row, together.
func (d *DB) CreateReport(ctx context.Context, r *model.Report, h *model.ReportHistory) error {
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(r).Exec(ctx); err != nil {
			return err
		}
		_, err := tx.NewInsert().Model(h).Exec(ctx)
		return err
	}))
}

// GetReport implements the report store; a deleted report is not found.
func (d *DB) GetReport(ctx context.Context, id string) (*model.Report, error) {
	r := new(model.Report)
	err := d.bun.NewSelect().Model(r).Where("id = ?", id).Where("deleted_at IS NULL").Limit(1).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return r, nil
}

// ListReports implements the report store.
func (d *DB) ListReports(ctx context.Context, f db.ReportFilter, p db.ListPage) ([]*model.Report, int, error) {
	var rows []*model.Report
	sel := reportsWhere(d.bun.NewSelect().Model(&rows).ModelTableExpr("reports AS r").ColumnExpr("r.*"), f)
	out, n, err := listPage(ctx, sel, &rows, p, reportSorts, "r.created_at", "r.id")
	if err != nil {
		return nil, 0, translate(err)
	}
	if out == nil {
		out = []*model.Report{}
	}
	return out, n, nil
}

// CountReports implements the report store: how many reports match f, in one count (no page of
// rows is read).
func (d *DB) CountReports(ctx context.Context, f db.ReportFilter) (int, error) {
	n, err := reportsWhere(d.bun.NewSelect().TableExpr("reports AS r"), f).Count(ctx)
	return int(n), translate(err)
}

// reportsWhere narrows sel (on "reports AS r") to the live reports matching f.
func reportsWhere(sel *bun.SelectQuery, f db.ReportFilter) *bun.SelectQuery {
	sel.Where("r.deleted_at IS NULL")
	if f.IDs != nil {
		if len(f.IDs) == 0 {
			sel.Where("1 = 0")
		} else {
			sel.Where("r.id IN (?)", bun.In(f.IDs))
		}
	}
	if len(f.Type) > 0 {
		sel.Where("r.type IN (?)", bun.In(f.Type))
	}
	if f.NotID != "" {
		sel.Where("r.id <> ?", f.NotID)
	}
	if len(f.Status) > 0 {
		sel.Where("r.status IN (?)", bun.In(f.Status))
	}
	for col, v := range map[string]string{"r.people_group_id": f.PeopleGroupID, "r.holistic_project_id": f.HolisticProjectID,
		"r.contact_id": f.ContactID, "r.created_by": f.CreatedBy, "r.quarter": f.Quarter, "r.region_code": f.RegionCode} {
		if v != "" {
			sel.Where("? = ?", bun.Safe(col), v)
		}
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		like := escapedLike(q)
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.WhereOr(`lower(r.notes) LIKE ? ESCAPE '\'`, like).WhereOr(`lower(r.created_by_name) LIKE ? ESCAPE '\'`, like).
				WhereOr(`lower(r.quarter) LIKE ? ESCAPE '\'`, like)
		})
	}
	if v := f.Visible; v != nil {
		contacts := v.ContactIDs
		if len(contacts) == 0 {
			contacts = []string{""}
		}
		sel.WhereGroup(" AND ", func(w *bun.SelectQuery) *bun.SelectQuery {
			return w.WhereOr("r.created_by = ?", v.UserID).
				WhereOr("r.contact_id IN (?)", bun.In(contacts)).
				WhereOr("EXISTS (SELECT 1 FROM people_group_links AS l WHERE l.people_group_id = r.people_group_id AND l.type = ? AND l.contact_id IN (?))", model.LinkRegionalCoordinator, bun.In(contacts)).
				WhereOr("EXISTS (SELECT 1 FROM project_links AS l WHERE l.project_id = r.holistic_project_id AND l.type = ? AND l.contact_id IN (?))", model.LinkRegionalCoordinator, bun.In(contacts)).
				WhereOr("EXISTS (SELECT 1 FROM holistic_projects AS hp WHERE hp.id = r.holistic_project_id AND hp.regional_coord_id IN (?))", bun.In(contacts))
		})
	}
	return sel
}

// SaveReportDraft implements the report store: it writes r's content only while the report is
// a DRAFT at version, moving it one version up (db.ErrConflict when no row matches).
func (d *DB) SaveReportDraft(ctx context.Context, r *model.Report, version int) error {
	res, err := d.bun.NewUpdate().Model(r).
		Column("contact_id", "people_group_id", "holistic_project_id", "region_code", "quarter", "notes", "fields", "updated_by", "updated_at").
		Set("version = version + 1").
		Where("id = ?", r.ID).Where("status = ?", model.ReportDraft).Where("version = ?", version).Where("deleted_at IS NULL").
		Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrConflict
	}
	r.Version = version + 1
	return nil
}

// TransitionReport implements the report store: one conditional update of the status and the
// history row, in one transaction (db.ErrConflict when the report is no longer in t.From, or
// no longer at t.Version).
func (d *DB) TransitionReport(ctx context.Context, t db.ReportTransition) error {
	update := func(q *bun.UpdateQuery) *bun.UpdateQuery {
		q.Model((*model.Report)(nil)).
			Set("status = ?", t.To).Set("version = version + 1").Set("updated_at = ?", t.At).
			Where("id = ?", t.ID).Where("status IN (?)", bun.In(t.From)).Where("deleted_at IS NULL")
		if t.Version != 0 {
			q.Where("version = ?", t.Version)
		}
		if t.Submitted {
			q.Set("submitted_at = ?", t.At)
		}
		if t.Decided {
			q.Set("decided_at = ?", t.At).Set("decided_by = ?", t.History.UserID).
				Set("decided_by_name = ?", t.History.UserName).Set("decision_reason = ?", t.History.Reason)
		}
		if t.EffectsDueAt != nil {
			q.Set("effects_due_at = ?", *t.EffectsDueAt)
		}
		return q
	}
	audited := db.PendingAuditFrom(ctx) != nil
	if t.Effects == nil && len(t.Mails) == 0 && !audited && d.dialect.dmlInWith() {
		// A transition that writes nothing else (a submit, an unsubmit, a hold without mail): the
		// conditional update and its history row in one statement, one round trip, atomic alone.
		h := t.History
		res, err := d.bun.NewRaw(`WITH u AS (?) INSERT INTO report_histories (id, report_id, user_id, user_name, at, from_status, to_status, reason, via)
			SELECT ?, u.id, ?, ?, ?, ?, ?, ?, ? FROM u`,
			update(d.bun.NewUpdate()).Returning("id"), h.ID, h.UserID, h.UserName, h.At, h.FromStatus, h.ToStatus, h.Reason, h.Via).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrConflict
		}
		return nil
	}
	// A staff decision's audit row (db.PendingAudit) is written with it.
	return translate(d.auditedTx(ctx, []string{model.AuditReportApproved, model.AuditReportHeld, model.AuditReportRejected}, func(ctx context.Context, tx bun.Tx) error {
		q := update(tx.NewUpdate())
		if err := updateWithHistory(ctx, tx, q, t.History); err != nil {
			return err
		}
		for _, m := range t.Mails {
			if err := putOutboxMail(ctx, tx, m); err != nil {
				return err
			}
		}
		return d.applyReportEffects(ctx, tx, t.Effects, t.At)
	}))
}

// UndoReportApproval implements the report store: the approval goes back only while it is its
// approver's and its effects are not yet due, in one conditional update with its history row (a
// settle that ran first cleared effects_due_at, so the undo changes nothing: db.ErrConflict).
func (d *DB) UndoReportApproval(ctx context.Context, u db.ReportUndo) error {
	return translate(d.auditedTx(ctx, []string{model.AuditReportApprovalUndo}, func(ctx context.Context, tx bun.Tx) error {
		q := tx.NewUpdate().Model((*model.Report)(nil)).
			Set("status = ?", u.To).Set("version = version + 1").Set("updated_at = ?", u.At).
			Set("effects_due_at = NULL").
			Where("id = ?", u.ID).Where("status = ?", model.ReportApproved).Where("decided_by = ?", u.UserID).
			Where("effects_due_at > ?", u.At).Where("deleted_at IS NULL")
		if u.Decision != nil {
			q.Set("decided_at = ?", u.Decision.At).Set("decided_by = ?", u.Decision.By).
				Set("decided_by_name = ?", u.Decision.ByName).Set("decision_reason = ?", u.Decision.Reason)
		} else {
			q.Set("decided_at = NULL").Set("decided_by = NULL").Set("decided_by_name = ''").Set("decision_reason = ''")
		}
		return updateWithHistory(ctx, tx, q, u.History)
	}))
}

// DueReportEffects implements the report store: oldest due first, from the partial index.
func (d *DB) DueReportEffects(ctx context.Context, at time.Time, limit int) ([]string, error) {
	var ids []string
	err := d.bun.NewSelect().Model((*model.Report)(nil)).Column("id").
		Where("effects_due_at IS NOT NULL").Where("effects_due_at <= ?", at).
		OrderExpr("effects_due_at").Limit(int64(limit)).Scan(ctx, &ids)
	return ids, translate(err)
}

// SettleReportEffects implements the report store: clearing effects_due_at is the claim (one
// instance wins it, and an undo after it changes nothing), and e is applied in its transaction.
func (d *DB) SettleReportEffects(ctx context.Context, id string, e *db.ReportEffects, at time.Time) error {
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*model.Report)(nil)).Set("effects_due_at = NULL").
			Where("id = ?", id).Where("status = ?", model.ReportApproved).Where("deleted_at IS NULL").
			Where("effects_due_at IS NOT NULL").Where("effects_due_at <= ?", at).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrConflict
		}
		return d.applyReportEffects(ctx, tx, e, at)
	}))
}

// applyReportEffects applies each part of e inside the transition's transaction.
func (d *DB) applyReportEffects(ctx context.Context, tx bun.Tx, e *db.ReportEffects, at time.Time) error {
	if e == nil {
		return nil
	}
	if e.Holistic != nil {
		if err := d.applyHolisticEffects(ctx, tx, e.Holistic); err != nil {
			return err
		}
	}
	for _, d := range e.Stats {
		rec := &model.UpgStatsRecord{ID: uuid.Must(uuid.NewV7()).String(), PeopleGroupID: d.PeopleGroupID, Quarter: d.Quarter,
			NumChurchesPlanted: d.NumChurchesPlanted, NumHeardForFirstTime: d.NumHeardForFirstTime, NumSalvations: d.NumSalvations,
			NumWaterBaptisms: d.NumWaterBaptisms, NumMiracles: d.NumMiracles, NumPrayerRequests: d.NumPrayerRequests, CreatedAt: at, UpdatedAt: at}
		q := tx.NewInsert().Model(rec).On("CONFLICT (people_group_id, quarter) DO UPDATE").Set("updated_at = EXCLUDED.updated_at")
		for _, c := range []string{"num_churches_planted", "num_heard_for_first_time", "num_salvations", "num_water_baptisms", "num_miracles", "num_prayer_requests"} {
			q = q.Set("? = ?TableAlias.? + EXCLUDED.?", bun.Ident(c), bun.Ident(c), bun.Ident(c))
		}
		if _, err := q.Exec(ctx); err != nil {
			return err
		}
	}
	if len(e.PrayerRequests) > 0 {
		if _, err := tx.NewInsert().Model(&e.PrayerRequests).Exec(ctx); err != nil {
			return err
		}
	}
	if len(e.Testimonies) > 0 {
		if _, err := tx.NewInsert().Model(&e.Testimonies).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// DeleteReport implements the report store: it marks a report deleted only while it is a DRAFT
// that was never submitted (db.ErrConflict otherwise).
func (d *DB) DeleteReport(ctx context.Context, t db.ReportTransition) error {
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		q := tx.NewUpdate().Model((*model.Report)(nil)).
			Set("deleted_at = ?", t.At).Set("deleted_by = ?", t.History.UserID).Set("version = version + 1").
			Where("id = ?", t.ID).Where("status = ?", model.ReportDraft).Where("submitted_at IS NULL").Where("deleted_at IS NULL")
		return updateWithHistory(ctx, tx, q, t.History)
	}))
}

// updateWithHistory runs a report's conditional update inside tx and, when it changed the
// row, appends h to the report's history (db.ErrConflict when no row matched).
func updateWithHistory(ctx context.Context, tx bun.Tx, q *bun.UpdateQuery, h *model.ReportHistory) error {
	res, err := q.Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrConflict
	}
	_, err = tx.NewInsert().Model(h).Exec(ctx)
	return err
}

// ReportHistory implements the report store: oldest first.
func (d *DB) ReportHistory(ctx context.Context, reportID string) ([]*model.ReportHistory, error) {
	rows := []*model.ReportHistory{}
	err := d.bun.NewSelect().Model(&rows).Where("report_id = ?", reportID).Order("at", "id").Scan(ctx)
	return rows, translate(err)
}

// supporterExpr is whether one of the contacts (the argument, three times) supports report r's
// people group or project: any link on it, or the project's regional coordinator.
const supporterExpr = `(EXISTS (SELECT 1 FROM people_group_links AS l WHERE l.people_group_id = r.people_group_id AND l.contact_id IN (?))
	OR EXISTS (SELECT 1 FROM project_links AS l WHERE l.project_id = r.holistic_project_id AND l.contact_id IN (?))
	OR EXISTS (SELECT 1 FROM holistic_projects AS hp WHERE hp.id = r.holistic_project_id AND hp.regional_coord_id IN (?)))`

// ReportFiles implements the report store: for each report of ids not deleted, what decides who
// sees its attachments, in one query.
func (d *DB) ReportFiles(ctx context.Context, ids, contactIDs []string) ([]*db.ReportFiles, error) {
	out := []*db.ReportFiles{}
	if len(ids) == 0 {
		return out, nil
	}
	if len(contactIDs) == 0 {
		contactIDs = []string{""}
	}
	in := bun.In(contactIDs)
	err := d.bun.NewSelect().Model(&out).ModelTableExpr("reports AS r").
		ColumnExpr("r.id, r.created_by, r.status, r.fields").
		ColumnExpr("(CASE WHEN "+supporterExpr+" THEN 1 ELSE 0 END) AS supporter", in, in, in).
		Where("r.id IN (?)", bun.In(ids)).Where("r.deleted_at IS NULL").Scan(ctx)
	return out, translate(err)
}

// ApprovedReportPictures implements the report store: the pictures attached to the approved
// reports of a people group (or, with project, of a holistic project), with their reports'
// fields, newest first; with contactIDs set, only of reports whose group or project one of them
// supports, or that userID wrote. One query.
func (d *DB) ApprovedReportPictures(ctx context.Context, id string, project bool, userID string, contactIDs []string) ([]*db.ReportPicture, error) {
	out := []*db.ReportPicture{}
	col := "r.people_group_id"
	if project {
		col = "r.holistic_project_id"
	}
	sel := d.bun.NewSelect().Model(&out).ModelTableExpr("files AS f").ColumnExpr("f.*").ColumnExpr("r.fields AS report_fields").
		Join("JOIN reports AS r ON r.id = f.attached_to").
		Where("f.type = ?", model.FileTypeReportFile).Where("f.deleted_at IS NULL").Where("f.content_type LIKE 'image/%'").
		Where("r.status = ?", model.ReportApproved).Where("r.deleted_at IS NULL").Where("? = ?", bun.Safe(col), id)
	if contactIDs != nil {
		in := bun.In(contactIDs)
		sel.Where("(r.created_by = ? OR "+supporterExpr+")", userID, in, in, in)
	}
	err := sel.OrderExpr("f.created_at DESC, f.id DESC").Limit(1000).Scan(ctx)
	return out, translate(err)
}
