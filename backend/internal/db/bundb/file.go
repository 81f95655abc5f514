package bundb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.File = (*DB)(nil)

// CreateFile implements db.File.
func (d *DB) CreateFile(ctx context.Context, f *model.File) error {
	if f.Tags == nil {
		f.Tags = []string{}
	}
	if f.Images == nil {
		f.Images = []model.FileImage{}
	}
	_, err := d.bun.NewInsert().Model(f).Exec(ctx)
	return translate(err)
}

// GetFile implements db.File.
func (d *DB) GetFile(ctx context.Context, id string) (*model.File, error) {
	f := new(model.File)
	err := d.bun.NewSelect().Model(f).Where("id = ?", id).Where("deleted_at IS NULL").Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return f, nil
}

// UpdateFile implements db.File.
func (d *DB) UpdateFile(ctx context.Context, f *model.File, columns ...string) error {
	if f.Images == nil {
		f.Images = []model.FileImage{}
	}
	res, err := d.bun.NewUpdate().Model(f).Column(append(columns, "updated_at")...).WherePK().Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return db.ErrNotFound
	}
	return nil
}

// ListFiles implements db.File.
func (d *DB) ListFiles(ctx context.Context, q db.FileQuery) ([]*model.File, error) {
	var out []*model.File
	sel := d.bun.NewSelect().Model(&out).Where("deleted_at IS NULL")
	if len(q.IDs) > 0 {
		sel = sel.Where("id IN (?)", bun.In(q.IDs))
	}
	if q.Type != "" {
		sel = sel.Where("type = ?", q.Type)
	}
	if q.AttachedTo != "" {
		sel = sel.Where("attached_to = ?", q.AttachedTo)
	}
	if q.CreatedBy != "" {
		sel = sel.Where("created_by = ?", q.CreatedBy)
	}
	if q.Limit > 0 {
		sel = sel.Limit(int64(q.Limit))
	}
	err := sel.OrderExpr("created_at DESC, id DESC").Scan(ctx)
	return out, translate(err)
}

// PutUpload implements db.File.
func (d *DB) PutUpload(ctx context.Context, u *model.FileUpload) error {
	_, err := d.bun.NewInsert().Model(u).Exec(ctx)
	return translate(err)
}

// GetUpload implements db.File.
func (d *DB) GetUpload(ctx context.Context, id string) (*model.FileUpload, error) {
	u := new(model.FileUpload)
	if err := d.bun.NewSelect().Model(u).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// RenewUpload implements db.File.
func (d *DB) RenewUpload(ctx context.Context, id string, expires time.Time) error {
	_, err := d.bun.NewUpdate().Model((*model.FileUpload)(nil)).Set("expires_at = ?", expires.UTC()).
		Where("id = ? AND received_at IS NULL AND saved_at IS NULL AND removed_at IS NULL", id).Exec(ctx)
	return translate(err)
}

// UnsavedUploads implements db.File.
func (d *DB) UnsavedUploads(ctx context.Context, userID string, since time.Time) (int, int64, error) {
	var out struct {
		N     int   `bun:"n"`
		Bytes int64 `bun:"bytes"`
	}
	err := d.bun.NewSelect().Model((*model.FileUpload)(nil)).
		ColumnExpr("count(*) AS n, coalesce(sum(coalesce(size, max_bytes)), 0) AS bytes").
		Where("user_id = ? AND created_at >= ? AND saved_at IS NULL", userID, since.UTC()).
		Scan(ctx, &out)
	return out.N, out.Bytes, translate(err)
}

// ReceiveUpload implements db.File with one conditional update, so of two
// POSTs at once only one is taken.
func (d *DB) ReceiveUpload(ctx context.Context, key string, now time.Time) (bool, error) {
	res, err := d.bun.NewUpdate().Model((*model.FileUpload)(nil)).Set("received_at = ?", now.UTC()).
		Where("s3_key = ? AND received_at IS NULL AND saved_at IS NULL AND removed_at IS NULL AND expires_at > ?", key, now.UTC()).
		Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// FinishReceive implements db.File.
func (d *DB) FinishReceive(ctx context.Context, key string, size int64) error {
	q := d.bun.NewUpdate().Model((*model.FileUpload)(nil)).Where("s3_key = ? AND saved_at IS NULL", key)
	if size < 0 {
		q.Set("received_at = NULL")
	} else {
		q.Set("size = ?", size)
	}
	_, err := q.Exec(ctx)
	return translate(err)
}

// SaveUpload implements db.File.
func (d *DB) SaveUpload(ctx context.Context, id string, size int64, now time.Time) (bool, error) {
	res, err := d.bun.NewUpdate().Model((*model.FileUpload)(nil)).Set("saved_at = ?", now.UTC()).Set("size = ?", size).
		Where("id = ? AND saved_at IS NULL AND removed_at IS NULL", id).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// StaleUploads implements db.File.
func (d *DB) StaleUploads(ctx context.Context, before time.Time, limit int) ([]*model.FileUpload, error) {
	var out []*model.FileUpload
	err := d.bun.NewSelect().Model(&out).Where("created_at < ? AND removed_at IS NULL", before.UTC()).
		Order("created_at", "id").Limit(int64(limit)).Scan(ctx)
	return out, translate(err)
}

// ClaimUpload implements db.File.
func (d *DB) ClaimUpload(ctx context.Context, id string, now, leaseUntil time.Time) (bool, error) {
	res, err := d.bun.NewUpdate().Model((*model.FileUpload)(nil)).Set("lease_until = ?", leaseUntil.UTC()).
		Where("id = ? AND removed_at IS NULL AND (lease_until IS NULL OR lease_until <= ?)", id, now.UTC()).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// UploadRemoved implements db.File.
func (d *DB) UploadRemoved(ctx context.Context, id string, now time.Time) error {
	_, err := d.bun.NewUpdate().Model((*model.FileUpload)(nil)).Set("removed_at = ?", now.UTC()).Set("lease_until = NULL").
		Where("id = ?", id).Exec(ctx)
	return translate(err)
}
