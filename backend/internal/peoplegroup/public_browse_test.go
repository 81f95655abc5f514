package peoplegroup

import (
	"context"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

func TestCursorsRoundTrip(t *testing.T) {
	for _, pos := range []int{0, 24, 16381} {
		after := PublicCursor(pos)
		p, err := PublicPageFrom(nil, &after)
		if err != nil || p.Offset != pos+1 || p.Limit != DefaultFirst {
			t.Errorf("cursor of %d: %+v %v", pos, p, err)
		}
	}
	for _, bad := range []string{"x", PublicCursor(0) + "!", "eDE", "by0x"} {
		if _, err := PublicPageFrom(nil, &bad); err == nil {
			t.Errorf("cursor %q accepted", bad)
		}
	}
}

type fakeRef struct{ calls int }

func (f *fakeRef) ListRegions(context.Context) ([]*model.Region, error) {
	f.calls++
	return []*model.Region{{Code: "5", Name: "Central Asia"}}, nil
}
func (f *fakeRef) ListReligions(context.Context) ([]*model.Religion, error) {
	return []*model.Religion{{ID: "6", Name: "Islam"}}, nil
}

func TestReferenceListsAreCachedForAMinute(t *testing.T) {
	ref := &fakeRef{}
	s := NewPublic(nil, ref, "fund")
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	ctx := context.Background()
	for range 3 {
		if r, _ := s.Region(ctx, "5"); r == nil || r.Name != "Central Asia" {
			t.Fatalf("region 5: %+v", r)
		}
	}
	if r, _ := s.Region(ctx, "99"); r != nil {
		t.Fatalf("region 99: %+v", r)
	}
	if ref.calls != 1 {
		t.Fatalf("%d loads within a minute", ref.calls)
	}
	now = now.Add(ReferenceTTL)
	_, _ = s.Regions(ctx)
	if ref.calls != 2 {
		t.Fatalf("%d loads after a minute", ref.calls)
	}
}
