// Package simplelist is the named lists of key and content staff keep for
// the apps' choices (tr-language lists the training languages).
package simplelist

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// MaxNameLength bounds a list's name, in characters.
const MaxNameLength = 200

// Store is what simple lists read and write.
type Store interface {
	CreateSimpleList(ctx context.Context, l *model.SimpleList) error
	GetSimpleList(ctx context.Context, id string) (*model.SimpleList, error)
	GetSimpleListByName(ctx context.Context, name string) (*model.SimpleList, error)
	UpdateSimpleList(ctx context.Context, l *model.SimpleList) error
	DeleteSimpleList(ctx context.Context, id string) error
	ListSimpleLists(ctx context.Context, q db.ListQuery) ([]*model.SimpleList, int, error)
}

// Service keeps simple lists.
type Service struct {
	store Store
	Now   func() time.Time
}

// New returns a Service on store.
func New(store Store) *Service { return &Service{store: store, Now: time.Now} }

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func newID() string { return uuid.Must(uuid.NewV7()).String() }

// ByName loads a simple list, nil when there is none.
func (s *Service) ByName(ctx context.Context, name string) (*model.SimpleList, error) {
	l, err := s.store.GetSimpleListByName(ctx, name)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	return l, err
}

// List lists simple lists for the back office.
func (s *Service) List(ctx context.Context, a db.ListArgs, ids []string, q, name *string) ([]*model.SimpleList, int, error) {
	lq, err := a.Query(map[string]string{"name": "name", "updatedAt": "updated_at"})
	if err != nil {
		return nil, 0, err
	}
	lq.IDs = ids
	if q != nil {
		lq.Q = *q
	}
	if name != nil {
		lq.Eq = map[string]any{"name": *name}
	}
	return s.store.ListSimpleLists(ctx, lq)
}

// Get loads one simple list.
func (s *Service) Get(ctx context.Context, id string) (*model.SimpleList, error) {
	l, err := s.store.GetSimpleList(ctx, id)
	return db.Found(l, err, "List not found")
}

// Save creates (id empty) or edits a simple list; items nil leaves them.
func (s *Service) Save(ctx context.Context, id string, name *string, items []model.SimpleListItem) (*model.SimpleList, error) {
	l := &model.SimpleList{List: []model.SimpleListItem{}}
	if id != "" {
		var err error
		if l, err = s.Get(ctx, id); err != nil {
			return nil, err
		}
	}
	if name != nil {
		l.Name = strings.TrimSpace(*name)
	}
	if strings.TrimSpace(l.Name) == "" {
		return nil, apperr.Input("name", "Please enter a name")
	}
	if utf8.RuneCountInString(l.Name) > MaxNameLength {
		return nil, apperr.Inputf("name", "Please keep the name under %d characters", MaxNameLength)
	}
	if items != nil {
		seen := map[string]bool{}
		out := make([]model.SimpleListItem, 0, len(items))
		for _, it := range items {
			it.Key, it.Content = strings.TrimSpace(it.Key), strings.TrimSpace(it.Content)
			if it.Key == "" {
				return nil, apperr.Input("list", "Please enter a key for every entry")
			}
			if seen[it.Key] {
				return nil, apperr.Inputf("list", "The key %s appears twice", it.Key)
			}
			seen[it.Key] = true
			if it.ID == "" {
				it.ID = newID()
			}
			out = append(out, it)
		}
		l.List = out
	}
	var by *string
	if v := auth.ViewerFrom(ctx); v != nil {
		by = &v.UserID
	}
	l.UpdatedAt, l.UpdatedBy = s.now(), by
	var err error
	if id == "" {
		l.ID, l.CreatedAt, l.CreatedBy = newID(), l.UpdatedAt, by
		err = s.store.CreateSimpleList(ctx, l)
	} else {
		err = s.store.UpdateSimpleList(ctx, l)
	}
	if errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("name", "A list with this name already exists")
	}
	return l, err
}

// Delete removes a simple list.
func (s *Service) Delete(ctx context.Context, id string) (*model.SimpleList, error) {
	l, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	return l, s.store.DeleteSimpleList(ctx, id)
}
