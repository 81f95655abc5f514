package country

import (
	"context"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

func TestEmbeddedListsParse(t *testing.T) {
	s := New(nil)
	cs, err := s.Countries()
	if err != nil {
		t.Fatal(err)
	}
	withStates := 0
	for _, c := range cs {
		rs, err := s.Regions(c.ShortCode)
		if err != nil {
			t.Fatal(err)
		}
		if c.HasStates != (len(rs) > 0) {
			t.Errorf("%s: hasStates %v with %d regions", c.ShortCode, c.HasStates, len(rs))
		}
		if c.HasStates {
			withStates++
		}
	}
	if len(cs) != 249 || withStates < 7 {
		t.Fatalf("%d countries, %d with states", len(cs), withStates)
	}
	if rs, _ := s.Regions(" ng "); len(rs) != 37 {
		t.Errorf("Nigeria: %d regions", len(rs))
	}
}

type fakeStore struct{ calls int }

func (f *fakeStore) ListJPCountries(context.Context) ([]*model.Country, error) {
	f.calls++
	return []*model.Country{{Code: "KE", Name: "Kenya"}}, nil
}

func TestJPCountriesAreCached(t *testing.T) {
	st := &fakeStore{}
	s := New(st)
	now := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	for range 3 {
		if got, err := s.JPCountries(context.Background()); err != nil || len(got) != 1 {
			t.Fatal(got, err)
		}
	}
	now = now.Add(ReferenceTTL + time.Second)
	s.JPCountries(context.Background()) //nolint:errcheck
	if st.calls != 2 {
		t.Fatalf("%d reads, want 2", st.calls)
	}
}
