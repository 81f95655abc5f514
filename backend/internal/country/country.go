// Package country answers the countries a report form may name (ISO 3166-1), the states or
// provinces of those that have them (ISO 3166-2), and the Joshua Project countries (spec/03 §3
// Country, Region, JP country).
//
// The ISO lists are embedded (countries.csv, regions.csv, made from Debian's iso-codes) and read
// once; regions are listed for the countries field workers report from most (hasStates is true
// exactly for those). The Joshua Project countries come from the imported listing and are cached
// for ReferenceTTL.
package country

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/csv"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

//go:embed countries.csv
var countriesCSV []byte

//go:embed regions.csv
var regionsCSV []byte

// ReferenceTTL is how long the Joshua Project countries are cached.
const ReferenceTTL = 10 * time.Minute

// Country is an ISO 3166-1 country.
type Country struct {
	ShortCode string
	Name      string
	HasStates bool
}

// Region is a state, province or territory: ShortCode is the ISO 3166-2 part after the country.
type Region struct {
	ShortCode string
	Name      string
}

// Store reads the imported Joshua Project countries.
type Store interface {
	// ListJPCountries lists the Joshua Project countries, ordered by name.
	ListJPCountries(ctx context.Context) ([]*model.Country, error)
}

type iso struct {
	countries []*Country
	regions   map[string][]*Region
}

var (
	isoOnce sync.Once
	isoData *iso
	isoErr  error
)

func loadISO() (*iso, error) {
	isoOnce.Do(func() { isoData, isoErr = parseISO(countriesCSV, regionsCSV) })
	return isoData, isoErr
}

func readCSV(b []byte, cols int) ([][]string, error) {
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = cols
	rows, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("country: empty list")
	}
	return rows[1:], nil // the header
}

func parseISO(countries, regions []byte) (*iso, error) {
	out := &iso{regions: map[string][]*Region{}}
	rrows, err := readCSV(regions, 3)
	if err != nil {
		return nil, fmt.Errorf("country: regions.csv: %w", err)
	}
	for _, r := range rrows {
		out.regions[r[0]] = append(out.regions[r[0]], &Region{ShortCode: r[1], Name: r[2]})
	}
	for _, rs := range out.regions {
		sort.SliceStable(rs, func(i, j int) bool { return strings.ToLower(rs[i].Name) < strings.ToLower(rs[j].Name) })
	}
	crows, err := readCSV(countries, 2)
	if err != nil {
		return nil, fmt.Errorf("country: countries.csv: %w", err)
	}
	for _, r := range crows {
		out.countries = append(out.countries, &Country{ShortCode: r[0], Name: r[1], HasStates: len(out.regions[r[0]]) > 0})
	}
	sort.SliceStable(out.countries, func(i, j int) bool {
		return strings.ToLower(out.countries[i].Name) < strings.ToLower(out.countries[j].Name)
	})
	return out, nil
}

// Service answers the pickers' countries.
type Service struct {
	store Store
	Now   func() time.Time

	mu       sync.Mutex
	jp       []*model.Country
	loadedAt time.Time
}

// New returns a Service reading Joshua Project countries from store.
func New(store Store) *Service { return &Service{store: store, Now: time.Now} }

// Countries lists every ISO 3166-1 country by name.
func (s *Service) Countries() ([]*Country, error) {
	d, err := loadISO()
	if err != nil {
		return nil, err
	}
	return d.countries, nil
}

// Regions lists the states or provinces of the country with ISO code shortCode by name (empty
// for a country without, or an unknown code).
func (s *Service) Regions(shortCode string) ([]*Region, error) {
	d, err := loadISO()
	if err != nil {
		return nil, err
	}
	rs := d.regions[strings.ToUpper(strings.TrimSpace(shortCode))]
	if rs == nil {
		return []*Region{}, nil
	}
	return rs, nil
}

// JPCountries lists the Joshua Project countries by name. An empty list is not cached, so a fresh
// install sees its first import.
func (s *Service) JPCountries(ctx context.Context) ([]*model.Country, error) {
	s.mu.Lock()
	if s.jp != nil && s.Now().Sub(s.loadedAt) < ReferenceTTL {
		defer s.mu.Unlock()
		return s.jp, nil
	}
	s.mu.Unlock()
	rows, err := s.store.ListJPCountries(ctx)
	if err != nil {
		return nil, err
	}
	if rows == nil {
		rows = []*model.Country{}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(rows) > 0 {
		s.jp, s.loadedAt = rows, s.Now()
	}
	return rows, nil
}
