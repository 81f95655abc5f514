// Package filemodel is a frozen copy of the file model as its migration created it.
package filemodel

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
}
