package bundb

import (
	"context"

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
