package db

import (
	"context"
	"time"

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

	// PutUpload records a signed upload; an existing id or key gives ErrAlreadyExists.
	PutUpload(ctx context.Context, u *model.FileUpload) error
	// GetUpload returns the upload of a file id, or ErrNotFound.
	GetUpload(ctx context.Context, id string) (*model.FileUpload, error)
	// RenewUpload moves the expiry of an upload nothing was received for yet.
	RenewUpload(ctx context.Context, id string, expires time.Time) error
	// UnsavedUploads counts userID's uploads issued since that are not saved,
	// and their bytes (received, else the policy's limit).
	UnsavedUploads(ctx context.Context, userID string, since time.Time) (count int, bytes int64, err error)
	// ReceiveUpload takes the upload of key for one POST: false when it was
	// taken already, saved, removed, unknown or expired at now.
	ReceiveUpload(ctx context.Context, key string, now time.Time) (bool, error)
	// FinishReceive records the bytes received for key (size >= 0), or gives
	// the upload back for another POST (size < 0) when none were kept.
	FinishReceive(ctx context.Context, key string, size int64) error
	// SaveUpload marks an upload saved, once: false when it was saved or
	// removed already.
	SaveUpload(ctx context.Context, id string, size int64, now time.Time) (bool, error)
	// StaleUploads lists up to limit uploads issued before before whose
	// objects are not removed yet, oldest first.
	StaleUploads(ctx context.Context, before time.Time, limit int) ([]*model.FileUpload, error)
	// ClaimUpload takes the removal of an upload's object until leaseUntil:
	// false when it is removed or another instance holds it.
	ClaimUpload(ctx context.Context, id string, now, leaseUntil time.Time) (bool, error)
	// UploadRemoved records that an upload's object is gone.
	UploadRemoved(ctx context.Context, id string, now time.Time) error
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
