package model

import "time"

// File types (File.Type). Pictures of holistic projects and people groups are
// public; every other file is private to whoever may see what it is attached to.
const (
	FileTypeAttachment   = "ATTACHMENT"
	FileTypeHPhoto       = "H_PHOTO"
	FileTypePGPhoto      = "PG_PHOTO"
	FileTypeProfilePhoto = "PROFILE_PHOTO"
	FileTypeTrainingFile = "TRAINING_FILE"
	FileTypeReportFile   = "REPORT_FILE"
	// FileTypeAgreementFile is an agreement's attachment, attached to the agreement it was
	// uploaded for: staff and the agreement's parties see it.
	FileTypeAgreementFile = "AGREEMENT_FILE"
)

// Image size codes: the long side in pixels of each variant a picture gets
// (never larger than the original); SizeOriginal is the upload itself.
const (
	SizeThumb    = "thumb"
	SizeSmall    = "sm"
	SizeMedium   = "md"
	SizeLarge    = "lg"
	SizeOriginal = "orig"
)

// FileImage is one stored sized variant of a picture.
type FileImage struct {
	S3Key       string `json:"s3Key"`
	Size        int64  `json:"size"`
	Filename    string `json:"filename"`
	ContentType string `json:"contentType"`
	Height      int    `json:"height"`
	Width       int    `json:"width"`
	SizeCode    string `json:"sizeCode"`
	// SHA256 is the hex SHA-256 of the variant's bytes, recorded when it was stored.
	SHA256 string `json:"sha256,omitempty"`
}

// File is an uploaded file or picture. S3Key is the object key of the
// original in the store (local disk or S3); Images are the sized variants of
// a picture, stored next to it.
type File struct {
	ID              string      `bun:"id,pk"`
	Desc            *string     `bun:"description"`
	S3Key           string      `bun:"s3_key,notnull,unique"`
	Size            int64       `bun:"size,notnull"`
	Filename        string      `bun:"filename,notnull"`
	ContentType     string      `bun:"content_type,notnull"`
	Tags            []string    `bun:"tags,type:text,notnull"`
	Uploaded        bool        `bun:"uploaded,notnull,default:false"`
	Processed       bool        `bun:"processed,notnull,default:false"`
	Images          []FileImage `bun:"images,type:text,notnull"`
	Type            string      `bun:"type,notnull"`
	AttachedTo      *string     `bun:"attached_to"`
	ProfilePhotoFor *string     `bun:"profile_photo_for"`
	CreatedBy       string      `bun:"created_by,notnull"`
	UpdatedBy       string      `bun:"updated_by,notnull"`
	CreatedAt       time.Time   `bun:"created_at,notnull"`
	UpdatedAt       time.Time   `bun:"updated_at,notnull"`
	DeletedAt       *time.Time  `bun:"deleted_at"`
	// SHA256 is the hex SHA-256 of the original's bytes, recorded when the
	// file was saved; a file whose bytes no longer match is not served.
	SHA256 *string `bun:"sha256"`
}

// FileUpload is one signed browser upload: issued for a new file id, taken
// at most once (on local disk: received once), saved into a File at most
// once, and its object removed a day after it was issued whether or not it
// was saved (a saved file lives under a key of its own).
type FileUpload struct {
	ID     string `bun:"id,pk"`
	UserID string `bun:"user_id,notnull"`
	S3Key  string `bun:"s3_key,notnull,unique"`
	// MaxBytes is the policy's size limit; Size the bytes received (local
	// disk) or saved. Until one is known the upload counts as MaxBytes
	// against its user's daily quota.
	MaxBytes   int64      `bun:"max_bytes,notnull"`
	Size       *int64     `bun:"size"`
	CreatedAt  time.Time  `bun:"created_at,notnull"`
	ExpiresAt  time.Time  `bun:"expires_at,notnull"`
	ReceivedAt *time.Time `bun:"received_at"`
	SavedAt    *time.Time `bun:"saved_at"`
	// LeaseUntil is set while an instance removes the upload's object.
	LeaseUntil *time.Time `bun:"lease_until"`
	RemovedAt  *time.Time `bun:"removed_at"`
}

// Image returns the variant with sizeCode, or nil.
func (f *File) Image(sizeCode string) *FileImage {
	for i := range f.Images {
		if f.Images[i].SizeCode == sizeCode {
			return &f.Images[i]
		}
	}
	return nil
}

// IsPicture tells whether the file has sized variants.
func (f *File) IsPicture() bool { return len(f.Images) > 0 }
