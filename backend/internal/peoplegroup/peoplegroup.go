// Package peoplegroup holds the back office's rules for people groups:
// listing them react-admin's way and the edits staff may make.
package peoplegroup

import (
	"context"
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Listing limits. react-admin asks for a page it shows; 500 keeps one
// request cheap while letting staff export a region at a time.
const (
	DefaultPerPage = 25
	MaxPerPage     = 500
	// MaxSearchWords bounds the words of a search (each is one LIKE).
	MaxSearchWords = 10
	// MaxSummaryLength is the longest summary staff may write, in characters.
	MaxSummaryLength = 20000
	// MaxFocusLevel is the highest focus level; the giving site features
	// groups at this level.
	MaxFocusLevel = 5
)

// inputErrorf is a BAD_USER_INPUT error about field.
func inputErrorf(field, format string, args ...any) error {
	return apperr.Inputf(field, format, args...)
}

// sortFields maps the schema's sortField names onto columns. "id" is
// accepted too because it is react-admin's default sort.
var sortFields = map[string]db.PeopleGroupSort{
	"nameAcrossCountries":   db.SortNameAcrossCountries,
	"population":            db.SortPopulation,
	"country":               db.SortCountry,
	"jpScale":               db.SortJPScale,
	"focusLevelNo":          db.SortFocusLevelNo,
	"numAdoptionsAvailable": db.SortNumAdoptionsAvailable,
	"updatedAt":             db.SortUpdatedAt,
	"id":                    db.SortID,
}

// SortFields lists the sortField values a listing accepts.
func SortFields() []string {
	names := make([]string, 0, len(sortFields))
	for n := range sortFields {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Service answers the back office's people group calls.
type Service struct {
	db Store
	// Links decides which people groups a viewer may read in the portal.
	Links *link.Service
}

// Store is what the service keeps people groups in; it reads files to check
// that a primary photo is a picture of the group.
type Store interface {
	db.PeopleGroup
	GetFile(ctx context.Context, id string) (*model.File, error)
	// ListLinkedPeopleGroups reads a page of the people groups linked to
	// contactID (every group when all), with the contact's roles on each.
	ListLinkedPeopleGroups(ctx context.Context, contactID string, all bool, offset, limit int, columns []string) ([]*model.PeopleGroup, map[string][]string, error)
	// UpgCounts computes the portal figures of groupIDs.
	UpgCounts(ctx context.Context, groupIDs []string) (map[string]*model.UpgCounts, error)
}

// New returns a Service on d.
func New(d Store) *Service { return &Service{db: d} }

// MsgNotGroupPhoto refuses a primary photo that is not a picture saved for the group.
const MsgNotGroupPhoto = "The photo must be a picture uploaded for this people group."

// Filter is the back office's people group filter; nil fields do not filter.
type Filter struct {
	IDs []string
	// Q matches groups whose name across countries, name in country,
	// country or primary language contain every word of it, ignoring case
	// and accents.
	Q                 *string
	RegionCode        *string
	CountryCode       *string
	PrimaryReligionID *string
	FocusLevelNo      *int
	LeastReached      *bool
}

// Page is one page of a listing, react-admin's way: Page counts from 0
// (ra-data-graphql-simple sends page − 1), SortOrder is ASC or DESC. Nil
// fields take the defaults: page 0, 25 per page, nameAcrossCountries ASC.
type Page struct {
	Page      *int
	PerPage   *int
	SortField *string
	SortOrder *string
}

// List returns one page of the people groups that match f.
func (s *Service) List(ctx context.Context, p Page, f Filter) ([]*model.PeopleGroup, error) {
	q := db.PeopleGroupQuery{Sort: db.SortNameAcrossCountries, Limit: DefaultPerPage}
	if p.PerPage != nil {
		if *p.PerPage < 1 {
			return nil, inputErrorf("perPage", "perPage must be at least 1.")
		}
		q.Limit = min(*p.PerPage, MaxPerPage)
	}
	if p.Page != nil {
		if *p.Page < 0 {
			return nil, inputErrorf("page", "page must be 0 or more (the first page is 0).")
		}
		q.Offset = *p.Page * q.Limit
	}
	if p.SortField != nil && *p.SortField != "" {
		sort, ok := sortFields[*p.SortField]
		if !ok {
			return nil, inputErrorf("sortField", "People groups cannot be sorted by %q; use one of %s.", *p.SortField, strings.Join(SortFields(), ", "))
		}
		q.Sort = sort
	}
	if p.SortOrder != nil {
		switch strings.ToUpper(*p.SortOrder) {
		case "ASC", "":
		case "DESC":
			q.Desc = true
		default:
			return nil, inputErrorf("sortOrder", "sortOrder must be ASC or DESC.")
		}
	}
	var err error
	if q.Filter, err = dbFilter(f); err != nil {
		return nil, err
	}
	return s.db.ListPeopleGroups(ctx, q)
}

// Count counts the people groups that match f.
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	df, err := dbFilter(f)
	if err != nil {
		return 0, err
	}
	return s.db.CountPeopleGroups(ctx, df)
}

func dbFilter(f Filter) (db.PeopleGroupFilter, error) {
	df := db.PeopleGroupFilter{
		IDs:               f.IDs,
		RegionCode:        emptyIsNil(f.RegionCode),
		PrimaryReligionID: emptyIsNil(f.PrimaryReligionID),
		FocusLevelNo:      f.FocusLevelNo,
		LeastReached:      f.LeastReached,
	}
	if c := emptyIsNil(f.CountryCode); c != nil {
		// Country codes are Joshua Project's upper-case ROG3 ("AF").
		upper := strings.ToUpper(*c)
		df.CountryCode = &upper
	}
	if f.Q != nil {
		df.Words = strings.Fields(model.FoldSearchText(*f.Q))
		if len(df.Words) > MaxSearchWords {
			return df, inputErrorf("q", "Search for at most %d words.", MaxSearchWords)
		}
	}
	return df, nil
}

func emptyIsNil(s *string) *string {
	if s == nil || strings.TrimSpace(*s) == "" {
		return nil
	}
	v := strings.TrimSpace(*s)
	return &v
}

// Get returns one people group, or nil when there is none with that id.
func (s *Service) Get(ctx context.Context, id string) (*model.PeopleGroup, error) {
	pg, err := s.db.GetPeopleGroup(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	return pg, err
}

// Edit is what staff change on a people group; nil fields stay as they are.
// An empty Summary clears it.
type Edit struct {
	Summary                *string
	FocusLevelNo           *int
	NumAdoptionsAvailable  *int
	SuggestedAdoptionLevel *string
	// PrimaryPhotoID is a PG_PHOTO picture attached to the group; "" clears it.
	PrimaryPhotoID *string
}

// Update checks and applies staff's edit to people group id.
func (s *Service) Update(ctx context.Context, id string, e Edit) (*model.PeopleGroup, error) {
	if e.Summary != nil {
		trimmed := strings.TrimSpace(*e.Summary)
		if n := utf8.RuneCountInString(trimmed); n > MaxSummaryLength {
			return nil, inputErrorf("summary", "Summary must be at most %d characters (it has %d).", MaxSummaryLength, n)
		}
		e.Summary = &trimmed
	}
	if e.FocusLevelNo != nil && (*e.FocusLevelNo < 0 || *e.FocusLevelNo > MaxFocusLevel) {
		return nil, inputErrorf("focusLevelNo", "Focus level must be between 0 and %d.", MaxFocusLevel)
	}
	if e.NumAdoptionsAvailable != nil && *e.NumAdoptionsAvailable < 0 {
		return nil, inputErrorf("numAdoptionsAvailable", "Adoptions available must be 0 or more.")
	}
	if e.SuggestedAdoptionLevel != nil && !slices.Contains(model.AdoptionLevels, *e.SuggestedAdoptionLevel) {
		return nil, inputErrorf("suggestedAdoptionLevel", "Suggested adoption level must be one of %s.", strings.Join(model.AdoptionLevels, ", "))
	}
	if e.PrimaryPhotoID != nil && *e.PrimaryPhotoID != "" {
		f, err := s.db.GetFile(ctx, *e.PrimaryPhotoID)
		if errors.Is(err, db.ErrNotFound) || (err == nil && !isGroupPicture(f, id)) {
			return nil, apperr.Input("primaryPhotoId", MsgNotGroupPhoto)
		} else if err != nil {
			return nil, err
		}
	}
	pg, err := s.db.UpdatePeopleGroup(ctx, id, db.PeopleGroupEdit{
		Summary:                e.Summary,
		FocusLevelNo:           e.FocusLevelNo,
		NumAdoptionsAvailable:  e.NumAdoptionsAvailable,
		SuggestedAdoptionLevel: e.SuggestedAdoptionLevel,
		PrimaryPhotoID:         e.PrimaryPhotoID,
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Newf(apperr.NotFound, "There is no people group %q.", id)
	}
	return pg, err
}

// isGroupPicture tells whether f is a processed picture saved as a photo of
// people group id (only those have the sized variants the cards show).
func isGroupPicture(f *model.File, id string) bool {
	return f.Type == model.FileTypePGPhoto && f.AttachedTo != nil && *f.AttachedTo == id && f.Processed && f.IsPicture()
}
