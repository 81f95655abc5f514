package bundb

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The training library (package training).

func trainingCourseSelect(d *DB, rows any) *bun.SelectQuery {
	return d.bun.NewSelect().Model(rows).ColumnExpr("?TableAlias.*").
		ColumnExpr("(SELECT COUNT(*) FROM training_files AS f WHERE f.course_id = ?TableAlias.id AND f.deleted_at IS NULL) AS num_files")
}

// CreateTrainingCourse implements training.Store.
func (d *DB) CreateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error {
	return insertRow(ctx, d, c)
}

// GetTrainingCourse implements training.Store.
func (d *DB) GetTrainingCourse(ctx context.Context, id string) (*model.TrainingCourse, error) {
	c := new(model.TrainingCourse)
	if err := trainingCourseSelect(d, c).Where("?TableAlias.id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// UpdateTrainingCourse implements training.Store.
func (d *DB) UpdateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error {
	return updateRow(ctx, d, c)
}

// ListTrainingCourses implements training.Store.
func (d *DB) ListTrainingCourses(ctx context.Context, q db.ListQuery) ([]*model.TrainingCourse, int, error) {
	var rows []*model.TrainingCourse
	return listing(ctx, trainingCourseSelect(d, &rows), &rows, q, []string{"?TableAlias.course_name", "?TableAlias.description"}, "course_name")
}

// CreateTrainingFile implements training.Store.
func (d *DB) CreateTrainingFile(ctx context.Context, f *model.TrainingFile) error {
	return insertRow(ctx, d, f)
}

// GetTrainingFile implements training.Store.
func (d *DB) GetTrainingFile(ctx context.Context, id string) (*model.TrainingFile, error) {
	return getByID[model.TrainingFile](ctx, d, id)
}

// UpdateTrainingFile implements training.Store.
func (d *DB) UpdateTrainingFile(ctx context.Context, f *model.TrainingFile) error {
	return updateRow(ctx, d, f)
}

// ListTrainingFiles implements training.Store.
func (d *DB) ListTrainingFiles(ctx context.Context, q db.ListQuery) ([]*model.TrainingFile, int, error) {
	var rows []*model.TrainingFile
	return listing(ctx, d.bun.NewSelect().Model(&rows), &rows, q, []string{"?TableAlias.file_name", "?TableAlias.description"}, "file_name")
}
