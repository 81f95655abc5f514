// Package testimony is testimonies (the spec's miracles) of people groups
// and holistic projects: staff keep them in the back office, and the portal
// lists those of the groups and projects a viewer may read. They follow the
// entry rules of package prayer.
package testimony

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/prayer"
)

// Store is what testimonies read and write.
type Store interface {
	CreateTestimony(ctx context.Context, t *model.Testimony) error
	GetTestimony(ctx context.Context, id string) (*model.Testimony, error)
	UpdateTestimony(ctx context.Context, t *model.Testimony) error
	DeleteTestimony(ctx context.Context, id string) error
	ListTestimonies(ctx context.Context, q db.ListQuery) ([]*model.Testimony, int, error)
}

// Service keeps testimonies.
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

// ForUser lists a visible group's or project's testimonies, newest first.
func (s *Service) ForUser(ctx context.Context, t link.Target, p db.Page) ([]*model.Testimony, bool, error) {
	eq, err := s.links.Scope(ctx, t)
	if err != nil {
		return nil, false, err
	}
	rows, _, err := s.store.ListTestimonies(ctx, db.ListQuery{Eq: eq, Sort: "created_at", Desc: true, Offset: p.Offset, Limit: p.First + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := db.Trim(rows, p.First)
	return rows, more, nil
}

// List lists testimonies for the back office.
func (s *Service) List(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*model.Testimony, int, error) {
	q, err := a.Query(prayer.Sorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListTestimonies(ctx, q)
}

// Get loads one testimony.
func (s *Service) Get(ctx context.Context, id string) (*model.Testimony, error) {
	t, err := s.store.GetTestimony(ctx, id)
	return db.Found(t, err, "Testimony not found")
}

// Save creates (id empty) or edits a testimony.
func (s *Service) Save(ctx context.Context, id string, in prayer.Input) (*model.Testimony, error) {
	t := &model.Testimony{}
	if id != "" {
		var err error
		if t, err = s.Get(ctx, id); err != nil {
			return nil, err
		}
	}
	if in.Desc != nil {
		t.Desc = strings.TrimSpace(*in.Desc)
	}
	if in.PeopleGroupID != nil {
		t.PeopleGroupID = prayer.EmptyNil(in.PeopleGroupID)
	}
	if in.HolisticProjectID != nil {
		t.HolisticProjectID = prayer.EmptyNil(in.HolisticProjectID)
	}
	if id == "" {
		t.ReportID, t.ReportType = prayer.EmptyNil(in.ReportID), prayer.EmptyNil(in.ReportType)
	}
	if err := prayer.CheckDesc(t.Desc); err != nil {
		return nil, err
	}
	if err := s.links.CheckTarget(ctx, t.PeopleGroupID, t.HolisticProjectID); err != nil {
		return nil, err
	}
	t.UpdatedAt = s.now()
	if id == "" {
		t.ID, t.CreatedAt = uuid.Must(uuid.NewV7()).String(), t.UpdatedAt
		return t, s.store.CreateTestimony(ctx, t)
	}
	return t, s.store.UpdateTestimony(ctx, t)
}

// Delete removes a testimony.
func (s *Service) Delete(ctx context.Context, id string) (*model.Testimony, error) {
	t, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	return t, s.store.DeleteTestimony(ctx, id)
}
