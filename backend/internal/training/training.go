// Package training holds the training library's rules: courses with
// modules, and files in the languages of the tr-language simple list.
package training

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Page sizes (spec/02 sections 7, 9).
const (
	CoursesFirst    = 100
	MaxCoursesFirst = 100
	FilesFirst      = 10000
	MaxFilesFirst   = 10000
	DefaultPerPage  = 25
	MaxPerPage      = 500
	// Unassigned as a courseId filter finds the files of no course.
	Unassigned = "unassigned"
	// LanguageList is the simple list of training languages.
	LanguageList = "tr-language"
)

// FileURLs answers download URLs of stored files by id (the file API; wired
// at start). Missing ids have no URL yet.
type FileURLs interface {
	FileURLs(ctx context.Context, fileIDs []string) (map[string]string, error)
}

// Store is what the training library reads and writes.
type Store interface {
	CreateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error
	GetTrainingCourse(ctx context.Context, id string) (*model.TrainingCourse, error)
	UpdateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error
	ListTrainingCourses(ctx context.Context, q db.ListQuery) ([]*model.TrainingCourse, int, error)
	CreateTrainingFile(ctx context.Context, f *model.TrainingFile) error
	GetTrainingFile(ctx context.Context, id string) (*model.TrainingFile, error)
	UpdateTrainingFile(ctx context.Context, f *model.TrainingFile) error
	ListTrainingFiles(ctx context.Context, q db.ListQuery) ([]*model.TrainingFile, int, error)
	// GetSimpleListByName reads the training languages.
	GetSimpleListByName(ctx context.Context, name string) (*model.SimpleList, error)
}

// Service answers the training calls.
type Service struct {
	store Store
	Now   func() time.Time
	// Files answers file URLs; nil means no URLs.
	Files FileURLs
}

// New returns a Service on store.
func New(store Store) *Service { return &Service{store: store, Now: time.Now} }

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func newID() string { return uuid.Must(uuid.NewV7()).String() }

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func notFound(msg string) error { return apperr.New(apperr.NotFound, msg) }

func trim[T any](rows []T, first int) ([]T, bool) {
	if len(rows) > first {
		return rows[:first], true
	}
	return rows, false
}

// URLs answers the URLs of the given file ids (nil ids skipped).
func (s *Service) URLs(ctx context.Context, ids []*string) (map[string]string, error) {
	if s.Files == nil {
		return map[string]string{}, nil
	}
	var want []string
	for _, id := range ids {
		if id != nil && *id != "" {
			want = append(want, *id)
		}
	}
	if len(want) == 0 {
		return map[string]string{}, nil
	}
	return s.Files.FileURLs(ctx, want)
}

// SortKey is one sortBy entry.
type SortKey struct {
	Key  string
	Desc bool
}

// sortOf picks the first known sortBy key ('_score' and unknown keys are
// skipped: search has no relevance score here), else the default.
func sortOf(keys []SortKey, columns map[string]string, def string, defDesc bool) (string, bool) {
	for _, k := range keys {
		if col, ok := columns[strings.TrimSuffix(k.Key, ".keyword")]; ok {
			return col, k.Desc
		}
	}
	return def, defDesc
}

// ---- portal

// CanCreateTrainingReports: trainers and staff may file training reports
// (create-user-training-report).
func CanCreateTrainingReports(ctx context.Context) bool {
	v := auth.ViewerFrom(ctx)
	return v != nil && v.Can(auth.PermCreateUserTrainingReport)
}

var courseSorts = map[string]string{"courseName": "course_name", "createdAt": "created_at", "updatedAt": "updated_at"}

// CoursesForUser lists courses (not deleted): default courseName descending, as the spec says.
func (s *Service) CoursesForUser(ctx context.Context, q string, sort []SortKey, offset, first int) ([]*model.TrainingCourse, bool, error) {
	col, desc := sortOf(sort, courseSorts, "course_name", true)
	rows, _, err := s.store.ListTrainingCourses(ctx, db.ListQuery{Q: q, Eq: map[string]any{"deleted_at": nil}, Sort: col, Desc: desc, Offset: offset, Limit: first + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := trim(rows, first)
	return rows, more, nil
}

// CourseForUser loads a course that is not deleted.
func (s *Service) CourseForUser(ctx context.Context, id string) (*model.TrainingCourse, error) {
	c, err := s.store.GetTrainingCourse(ctx, id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && c.DeletedAt != nil) {
		return nil, notFound("Training course not found")
	}
	return c, err
}

var fileSorts = map[string]string{"fileName": "file_name", "language": "language", "createdAt": "created_at", "updatedAt": "updated_at"}

// FileFilter narrows a file listing; CourseID Unassigned finds files of no course.
type FileFilter struct {
	Q, CourseID, ModuleID, Language *string
}

func (f FileFilter) eq() map[string]any {
	eq := map[string]any{"deleted_at": nil}
	if c := strings.TrimSpace(deref(f.CourseID)); c != "" {
		if c == Unassigned {
			eq["course_id"] = nil
		} else {
			eq["course_id"] = c
		}
	}
	if m := strings.TrimSpace(deref(f.ModuleID)); m != "" {
		eq["module_id"] = m
	}
	if l := strings.TrimSpace(deref(f.Language)); l != "" {
		eq["language"] = l
	}
	return eq
}

// FilesForUser lists files (not deleted): default fileName descending, as the spec says.
func (s *Service) FilesForUser(ctx context.Context, f FileFilter, sort []SortKey, offset, first int) ([]*model.TrainingFile, bool, error) {
	col, desc := sortOf(sort, fileSorts, "file_name", true)
	rows, _, err := s.store.ListTrainingFiles(ctx, db.ListQuery{Q: deref(f.Q), Eq: f.eq(), Sort: col, Desc: desc, Offset: offset, Limit: first + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := trim(rows, first)
	return rows, more, nil
}

// ---- back office

// ListCourses lists courses for the back office (deleted ones too).
func (s *Service) ListCourses(ctx context.Context, a db.ListArgs, ids []string, q *string) ([]*model.TrainingCourse, int, error) {
	lq, err := a.Query(courseSorts)
	if err != nil {
		return nil, 0, err
	}
	lq.IDs, lq.Q = ids, deref(q)
	return s.store.ListTrainingCourses(ctx, lq)
}

// GetCourse loads a course, deleted or not.
func (s *Service) GetCourse(ctx context.Context, id string) (*model.TrainingCourse, error) {
	c, err := s.store.GetTrainingCourse(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound("Training course not found")
	}
	return c, err
}

// CourseInput is what staff set on a course; nil fields are left.
type CourseInput struct {
	CourseName, Desc, PrimaryThumbnailID *string
	// Modules, when not nil, replace the list.
	Modules []model.TrainingModule
	// SetModules tells that Modules was given (an empty list clears).
	SetModules bool
}

// Length limits, in characters.
const (
	MaxNameLength = 200
	MaxDescLength = 20000
)

// checkText refuses v on field when it is required and blank (msgRequired) or longer than max
// (msgTooLong, a format of max): whole sentences, so each language words them its own way.
func checkText(field, v string, required bool, max int, msgRequired, msgTooLong string) error {
	if required && strings.TrimSpace(v) == "" {
		return apperr.Input(field, msgRequired)
	}
	if utf8.RuneCountInString(v) > max {
		return apperr.Inputf(field, msgTooLong, max)
	}
	return nil
}

// SaveCourse creates (id empty) or edits a course.
func (s *Service) SaveCourse(ctx context.Context, id string, in CourseInput) (*model.TrainingCourse, error) {
	c := &model.TrainingCourse{Modules: []model.TrainingModule{}}
	if id != "" {
		var err error
		if c, err = s.GetCourse(ctx, id); err != nil {
			return nil, err
		}
	}
	if in.CourseName != nil {
		c.CourseName = strings.TrimSpace(*in.CourseName)
	}
	if in.Desc != nil {
		c.Desc = strings.TrimSpace(*in.Desc)
	}
	if in.PrimaryThumbnailID != nil {
		if t := strings.TrimSpace(*in.PrimaryThumbnailID); t != "" {
			c.PrimaryThumbnailID = &t
		} else {
			c.PrimaryThumbnailID = nil
		}
	}
	if err := checkText("courseName", c.CourseName, true, MaxNameLength, "Please enter a course name", "Please keep the course name under %d characters"); err != nil {
		return nil, err
	}
	if err := checkText("desc", c.Desc, false, MaxDescLength, "Please enter a description", "Please keep the description under %d characters"); err != nil {
		return nil, err
	}
	if in.SetModules {
		mods := make([]model.TrainingModule, 0, len(in.Modules))
		seen := map[string]bool{}
		for _, m := range in.Modules {
			m.Name, m.Desc = strings.TrimSpace(m.Name), strings.TrimSpace(m.Desc)
			if err := checkText("modules", m.Name, true, MaxNameLength, "Please enter a module name", "Please keep the module name under %d characters"); err != nil {
				return nil, err
			}
			if m.ID == "" {
				m.ID = newID()
			}
			if seen[m.ID] {
				return nil, apperr.Input("modules", "Each module may appear once")
			}
			seen[m.ID] = true
			mods = append(mods, m)
		}
		c.Modules = mods
	}
	c.UpdatedAt = s.now()
	if id == "" {
		c.ID, c.CreatedAt = newID(), c.UpdatedAt
		if err := s.store.CreateTrainingCourse(ctx, c); err != nil {
			return nil, err
		}
	} else if err := s.store.UpdateTrainingCourse(ctx, c); err != nil {
		return nil, err
	}
	return s.GetCourse(ctx, c.ID)
}

// DeleteCourse hides a course.
func (s *Service) DeleteCourse(ctx context.Context, id string) (*model.TrainingCourse, error) {
	c, err := s.GetCourse(ctx, id)
	if err != nil {
		return nil, err
	}
	if c.DeletedAt == nil {
		now := s.now()
		c.DeletedAt, c.UpdatedAt = &now, now
		if err := s.store.UpdateTrainingCourse(ctx, c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// ListFiles lists files for the back office (deleted ones too).
func (s *Service) ListFiles(ctx context.Context, a db.ListArgs, ids []string, f FileFilter) ([]*model.TrainingFile, int, error) {
	lq, err := a.Query(fileSorts)
	if err != nil {
		return nil, 0, err
	}
	lq.IDs, lq.Q, lq.Eq = ids, deref(f.Q), f.eq()
	delete(lq.Eq, "deleted_at")
	return s.store.ListTrainingFiles(ctx, lq)
}

// GetFile loads a file, deleted or not.
func (s *Service) GetFile(ctx context.Context, id string) (*model.TrainingFile, error) {
	f, err := s.store.GetTrainingFile(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound("Training file not found")
	}
	return f, err
}

// FileInput is what staff set on a file; nil fields are left, "" clears an optional one.
type FileInput struct {
	FileName, Desc, CourseID, ModuleID, FileID, Language *string
}

func setOpt(dst **string, v *string) {
	if v == nil {
		return
	}
	if t := strings.TrimSpace(*v); t != "" {
		*dst = &t
	} else {
		*dst = nil
	}
}

// SaveFile creates (id empty) or edits a training file.
func (s *Service) SaveFile(ctx context.Context, id string, in FileInput) (*model.TrainingFile, error) {
	f := &model.TrainingFile{}
	if id != "" {
		var err error
		if f, err = s.GetFile(ctx, id); err != nil {
			return nil, err
		}
	}
	if in.FileName != nil {
		f.FileName = strings.TrimSpace(*in.FileName)
	}
	if in.Language != nil {
		f.Language = strings.TrimSpace(*in.Language)
	}
	setOpt(&f.Desc, in.Desc)
	setOpt(&f.CourseID, in.CourseID)
	setOpt(&f.ModuleID, in.ModuleID)
	setOpt(&f.FileID, in.FileID)
	if err := checkText("fileName", f.FileName, true, MaxNameLength, "Please enter a file name", "Please keep the file name under %d characters"); err != nil {
		return nil, err
	}
	if err := checkText("desc", deref(f.Desc), false, MaxDescLength, "Please enter a description", "Please keep the description under %d characters"); err != nil {
		return nil, err
	}
	if err := s.checkLanguage(ctx, f.Language); err != nil {
		return nil, err
	}
	if f.ModuleID != nil && f.CourseID == nil {
		return nil, apperr.Input("moduleId", "Please choose the module's course")
	}
	if f.CourseID != nil {
		c, err := s.store.GetTrainingCourse(ctx, *f.CourseID)
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.Input("courseId", "Please choose a course")
		} else if err != nil {
			return nil, err
		}
		if f.ModuleID != nil && !slices.ContainsFunc(c.Modules, func(m model.TrainingModule) bool { return m.ID == *f.ModuleID }) {
			return nil, apperr.Input("moduleId", "Please choose a module of this course")
		}
	}
	f.UpdatedAt = s.now()
	if id == "" {
		f.ID, f.CreatedAt = newID(), f.UpdatedAt
		return f, s.store.CreateTrainingFile(ctx, f)
	}
	return f, s.store.UpdateTrainingFile(ctx, f)
}

func (s *Service) checkLanguage(ctx context.Context, lang string) error {
	if lang == "" {
		return apperr.Input("language", "Please choose a language")
	}
	l, err := s.store.GetSimpleListByName(ctx, LanguageList)
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(l.List, func(i model.SimpleListItem) bool { return i.Key == lang }) {
		return apperr.Input("language", "Please choose a language of the tr-language list")
	}
	return nil
}

// DeleteFile hides a training file.
func (s *Service) DeleteFile(ctx context.Context, id string) (*model.TrainingFile, error) {
	f, err := s.GetFile(ctx, id)
	if err != nil {
		return nil, err
	}
	if f.DeletedAt == nil {
		now := s.now()
		f.DeletedAt, f.UpdatedAt = &now, now
		if err := s.store.UpdateTrainingFile(ctx, f); err != nil {
			return nil, err
		}
	}
	return f, nil
}
