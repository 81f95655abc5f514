package model

import "time"

// TrainingModule is one module of a training course.
type TrainingModule struct {
	ID   string `json:"_id"`
	Name string `json:"name"`
	Desc string `json:"desc,omitempty"`
}

// TrainingCourse is a training course with its modules (kept as JSON).
type TrainingCourse struct {
	ID                 string           `bun:"id,pk"`
	CourseName         string           `bun:"course_name,notnull"`
	Desc               string           `bun:"description,notnull"`
	PrimaryThumbnailID *string          `bun:"primary_thumbnail_id"`
	Modules            []TrainingModule `bun:"modules,type:text,notnull"`
	CreatedAt          time.Time        `bun:"created_at,notnull"`
	UpdatedAt          time.Time        `bun:"updated_at,notnull"`
	DeletedAt          *time.Time       `bun:"deleted_at"`

	// NumFiles is filled in by reads: the course's files not deleted.
	NumFiles int `bun:"num_files,scanonly"`
}

// TrainingFile is a downloadable file of the training library. FileID is the
// stored file (the file API); Language is a tr-language key.
type TrainingFile struct {
	ID        string     `bun:"id,pk"`
	FileName  string     `bun:"file_name,notnull"`
	Desc      *string    `bun:"description"`
	CourseID  *string    `bun:"course_id"`
	ModuleID  *string    `bun:"module_id"`
	FileID    *string    `bun:"file_id"`
	Language  string     `bun:"language,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	UpdatedAt time.Time  `bun:"updated_at,notnull"`
	DeletedAt *time.Time `bun:"deleted_at"`
}

// SimpleListItem is one entry of a simple list.
type SimpleListItem struct {
	ID      string `json:"_id"`
	Key     string `json:"key"`
	Content string `json:"content"`
}

// SimpleList is a named list staff keep (e.g. tr-language).
type SimpleList struct {
	ID        string           `bun:"id,pk"`
	Name      string           `bun:"name,notnull,unique"`
	List      []SimpleListItem `bun:"list,type:text,notnull"`
	CreatedAt time.Time        `bun:"created_at,notnull"`
	CreatedBy *string          `bun:"created_by"`
	UpdatedAt time.Time        `bun:"updated_at,notnull"`
	UpdatedBy *string          `bun:"updated_by"`
}
