// Package prayer is prayer requests for people groups and holistic
// projects: staff keep them in the back office (with the testimonies that
// answered them), and the portal lists those of the groups and projects a
// viewer may read. Testimonies (package testimony) share its entry rules.
package prayer

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Page sizes of the portal's prayer request and testimony lists (spec/02 section 9).
const (
	First    = 5
	MaxFirst = 100
)

// MaxDescLength bounds a testimony's or prayer request's text, in characters.
const MaxDescLength = 5000

// Store is what prayer requests read and write.
type Store interface {
	CreatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error
	GetPrayerRequest(ctx context.Context, id string) (*model.PrayerRequest, error)
	UpdatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error
	DeletePrayerRequest(ctx context.Context, id string) error
	ListPrayerRequests(ctx context.Context, q db.ListQuery) ([]*model.PrayerRequest, int, error)
	// ListTestimonies checks the testimonies a request names as answers.
	ListTestimonies(ctx context.Context, q db.ListQuery) ([]*model.Testimony, int, error)
}

// Service keeps prayer requests.
type Service struct {
	store Store
	links *link.Service
	Now   func() time.Time
}

// New returns a Service on store; links decides what a viewer may read.
func New(store Store, links *link.Service) *Service {
	return &Service{store: store, links: links, Now: time.Now}
}

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

// Input is what staff set on a testimony or prayer request.
type Input struct {
	Desc              *string
	PeopleGroupID     *string
	HolisticProjectID *string
	ReportID          *string
	ReportType        *string
	Result            *string
	MiracleIDs        []string
}

// Sorts are the back office's sort keys of entries.
var Sorts = map[string]string{"createdAt": "created_at", "updatedAt": "updated_at"}

// EmptyNil trims p, and answers nil for nothing or blanks.
func EmptyNil(p *string) *string {
	if p == nil {
		return nil
	}
	if t := strings.TrimSpace(*p); t != "" {
		return &t
	}
	return nil
}

// CheckDesc refuses an empty or overlong entry text.
func CheckDesc(desc string) error {
	if strings.TrimSpace(desc) == "" {
		return apperr.Input("desc", "Please enter a description")
	}
	if utf8.RuneCountInString(desc) > MaxDescLength {
		return apperr.Inputf("desc", "Please keep the description under %d characters", MaxDescLength)
	}
	return nil
}

// ForUser lists a visible group's or project's prayer requests, newest first.
func (s *Service) ForUser(ctx context.Context, t link.Target, p db.Page) ([]*model.PrayerRequest, bool, error) {
	eq, err := s.links.Scope(ctx, t)
	if err != nil {
		return nil, false, err
	}
	rows, _, err := s.store.ListPrayerRequests(ctx, db.ListQuery{Eq: eq, Sort: "created_at", Desc: true, Offset: p.Offset, Limit: p.First + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := db.Trim(rows, p.First)
	return rows, more, nil
}

// List lists prayer requests for the back office.
func (s *Service) List(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*model.PrayerRequest, int, error) {
	q, err := a.Query(Sorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListPrayerRequests(ctx, q)
}

// Get loads one prayer request.
func (s *Service) Get(ctx context.Context, id string) (*model.PrayerRequest, error) {
	p, err := s.store.GetPrayerRequest(ctx, id)
	return db.Found(p, err, "Prayer request not found")
}

// Save creates (id empty) or edits a prayer request.
func (s *Service) Save(ctx context.Context, id string, in Input) (*model.PrayerRequest, error) {
	p := &model.PrayerRequest{MiracleIDs: []string{}}
	if id != "" {
		var err error
		if p, err = s.Get(ctx, id); err != nil {
			return nil, err
		}
	}
	if in.Desc != nil {
		p.Desc = strings.TrimSpace(*in.Desc)
	}
	if in.PeopleGroupID != nil {
		p.PeopleGroupID = EmptyNil(in.PeopleGroupID)
	}
	if in.HolisticProjectID != nil {
		p.HolisticProjectID = EmptyNil(in.HolisticProjectID)
	}
	if in.Result != nil {
		p.Result = EmptyNil(in.Result)
	}
	if in.MiracleIDs != nil {
		if len(in.MiracleIDs) > 0 {
			got, _, err := s.store.ListTestimonies(ctx, db.ListQuery{IDs: in.MiracleIDs, Limit: len(in.MiracleIDs)})
			if err != nil {
				return nil, err
			}
			if len(got) != len(slices.Compact(slices.Sorted(slices.Values(in.MiracleIDs)))) {
				return nil, apperr.Input("miracleIds", "Please choose existing testimonies")
			}
		}
		p.MiracleIDs = in.MiracleIDs
	}
	if id == "" {
		p.ReportID, p.ReportType = EmptyNil(in.ReportID), EmptyNil(in.ReportType)
	}
	if err := CheckDesc(p.Desc); err != nil {
		return nil, err
	}
	if err := s.links.CheckTarget(ctx, p.PeopleGroupID, p.HolisticProjectID); err != nil {
		return nil, err
	}
	p.UpdatedAt = s.now()
	if id == "" {
		p.ID, p.CreatedAt = uuid.Must(uuid.NewV7()).String(), p.UpdatedAt
		return p, s.store.CreatePrayerRequest(ctx, p)
	}
	return p, s.store.UpdatePrayerRequest(ctx, p)
}

// Delete removes a prayer request.
func (s *Service) Delete(ctx context.Context, id string) (*model.PrayerRequest, error) {
	p, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	return p, s.store.DeletePrayerRequest(ctx, id)
}
