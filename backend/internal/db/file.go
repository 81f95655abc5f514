package db

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/model"
)

// File stores the records of uploaded files and pictures (the bytes live in
// the storage package's store).
type File interface {
	// CreateFile records a new file; an existing id or key gives ErrAlreadyExists.
	CreateFile(ctx context.Context, f *model.File) error
	// GetFile returns a file that is not deleted, or ErrNotFound.
	GetFile(ctx context.Context, id string) (*model.File, error)
	// UpdateFile writes the named columns of f (and updated_at).
	UpdateFile(ctx context.Context, f *model.File, columns ...string) error
	// ListFiles returns files, newest first, that are not deleted.
	ListFiles(ctx context.Context, q FileQuery) ([]*model.File, error)
}

// FileQuery narrows ListFiles; zero fields do not filter.
type FileQuery struct {
	IDs        []string
	Type       string
	AttachedTo string
	// CreatedBy keeps only the files a user uploaded.
	CreatedBy string
	Limit     int
}
