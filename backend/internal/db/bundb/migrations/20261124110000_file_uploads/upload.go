// Package uploadmodel holds the models as migration 20261124110000 made them.
package uploadmodel

import (
	"time"

	"github.com/uptrace/bun"
)

// FileUpload is one signed browser upload.
type FileUpload struct {
	bun.BaseModel `bun:"table:file_uploads"`

	ID         string     `bun:"id,pk"`
	UserID     string     `bun:"user_id,notnull"`
	S3Key      string     `bun:"s3_key,notnull,unique"`
	MaxBytes   int64      `bun:"max_bytes,notnull"`
	Size       *int64     `bun:"size"`
	CreatedAt  time.Time  `bun:"created_at,notnull"`
	ExpiresAt  time.Time  `bun:"expires_at,notnull"`
	ReceivedAt *time.Time `bun:"received_at"`
	SavedAt    *time.Time `bun:"saved_at"`
	LeaseUntil *time.Time `bun:"lease_until"`
	RemovedAt  *time.Time `bun:"removed_at"`
}
