// Package upgstats is a people group's quarterly figures (churches planted,
// salvations, baptisms, ...): staff record them in the back office, and the
// portal lists those of the groups a viewer may read.
package upgstats

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Store is what the quarterly records read and write.
type Store interface {
	CreateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error
	GetUpgStatsRecord(ctx context.Context, id string) (*model.UpgStatsRecord, error)
	UpdateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error
	DeleteUpgStatsRecord(ctx context.Context, id string) error
	ListUpgStatsRecords(ctx context.Context, q db.ListQuery) ([]*model.UpgStatsRecord, int, error)
	GetPeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error)
}

// Service keeps quarterly records.
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

// Page sizes of the portal's list of a group's records (spec/02 section 9).
const (
	First    = 100
	MaxFirst = 100
)

var quarterRE = regexp.MustCompile(`^(19|20)\d\d\.Q[1-4]$`)

// Input is what staff set on a record; nil counts are left (0 on create).
type Input struct {
	Quarter *string
	Counts  map[string]*int
}

var sorts = map[string]string{"quarter": "quarter", "peopleGroupId": "people_group_id", "createdAt": "created_at", "updatedAt": "updated_at"}

// ForUser lists a visible group's quarterly records, newest quarter first.
func (s *Service) ForUser(ctx context.Context, peopleGroupID string, p db.Page) ([]*model.UpgStatsRecord, bool, error) {
	if _, err := link.Viewer(ctx); err != nil {
		return nil, false, err
	}
	if err := s.links.RequireGroup(ctx, peopleGroupID); err != nil {
		return nil, false, err
	}
	rows, _, err := s.store.ListUpgStatsRecords(ctx, db.ListQuery{Eq: map[string]any{"people_group_id": peopleGroupID}, Sort: "quarter", Desc: true, Offset: p.Offset, Limit: p.First + 1})
	if err != nil {
		return nil, false, err
	}
	rows, more := db.Trim(rows, p.First)
	return rows, more, nil
}

// List lists records for the back office.
func (s *Service) List(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*model.UpgStatsRecord, int, error) {
	q, err := a.Query(sorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListUpgStatsRecords(ctx, q)
}

// Get loads one record.
func (s *Service) Get(ctx context.Context, id string) (*model.UpgStatsRecord, error) {
	r, err := s.store.GetUpgStatsRecord(ctx, id)
	return db.Found(r, err, "Stats record not found")
}

func apply(r *model.UpgStatsRecord, in Input) error {
	if in.Quarter != nil {
		q := strings.TrimSpace(*in.Quarter)
		if !quarterRE.MatchString(q) {
			return apperr.Input("quarter", "Please enter a quarter as YYYY.Qn (e.g. 2026.Q3)")
		}
		r.Quarter = q
	}
	fields := map[string]*int{
		"numHolisticProject": &r.NumHolisticProject, "numActiveAdoptions": &r.NumActiveAdoptions, "numAdopters": &r.NumAdopters,
		"numRegionalCoords": &r.NumRegionalCoords, "numFieldWorkers": &r.NumFieldWorkers, "numChurchesPlanted": &r.NumChurchesPlanted,
		"numHeardForFirstTime": &r.NumHeardForFirstTime, "numSalvations": &r.NumSalvations, "numWaterBaptisms": &r.NumWaterBaptisms,
		"numMiracles": &r.NumMiracles, "numPrayerRequests": &r.NumPrayerRequests,
	}
	for name, v := range in.Counts {
		dst, ok := fields[name]
		if !ok || v == nil {
			continue
		}
		if *v < 0 {
			return apperr.Input(name, "Please enter a number of 0 or more")
		}
		*dst = *v
	}
	return nil
}

// Create records a quarter's figures of a people group.
func (s *Service) Create(ctx context.Context, peopleGroupID string, in Input) (*model.UpgStatsRecord, error) {
	if _, err := s.store.GetPeopleGroup(ctx, peopleGroupID); errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("peopleGroupId", "Please choose a people group")
	} else if err != nil {
		return nil, err
	}
	if in.Quarter == nil {
		return nil, apperr.Input("quarter", "Please enter a quarter as YYYY.Qn (e.g. 2026.Q3)")
	}
	now := s.now()
	r := &model.UpgStatsRecord{ID: uuid.Must(uuid.NewV7()).String(), PeopleGroupID: peopleGroupID, CreatedAt: now, UpdatedAt: now}
	if err := apply(r, in); err != nil {
		return nil, err
	}
	if err := s.store.CreateUpgStatsRecord(ctx, r); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("quarter", "This people group already has a record for this quarter")
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

// Update edits a record.
func (s *Service) Update(ctx context.Context, id string, in Input) (*model.UpgStatsRecord, error) {
	r, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := apply(r, in); err != nil {
		return nil, err
	}
	r.UpdatedAt = s.now()
	if err := s.store.UpdateUpgStatsRecord(ctx, r); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("quarter", "This people group already has a record for this quarter")
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

// Delete removes a record.
func (s *Service) Delete(ctx context.Context, id string) (*model.UpgStatsRecord, error) {
	r, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	return r, s.store.DeleteUpgStatsRecord(ctx, id)
}
