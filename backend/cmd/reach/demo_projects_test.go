package main

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/data"
)

func TestDemoProjectsImpactImportedPeopleGroups(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.New(t)
	if _, err := importer.ImportJoshuaProject(ctx, d, data.JoshuaProject); err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for range 2 { // the second start adds nothing
		if err := seedDemoProjects(ctx, d, log); err != nil {
			t.Fatal(err)
		}
	}
	projects, err := d.ListHolisticProjects(ctx, db.HolisticProjectQuery{Filter: db.HolisticProjectFilter{PublicOnly: true}})
	if err != nil || len(projects) != len(demoProjects) {
		t.Fatalf("%d demo projects (%v), want %d", len(projects), err, len(demoProjects))
	}
	ids := make([]string, len(projects))
	types := map[string]bool{}
	for i, p := range projects {
		ids[i] = p.ID
		types[p.TypeOfProject] = true
		if p.FundingTarget <= 0 || p.FundingBalance > p.FundingTarget {
			t.Errorf("%s: funding %d of %d", p.ProjectName, p.FundingBalance, p.FundingTarget)
		}
	}
	links, err := d.HolisticProjectPeopleGroups(ctx, ids)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, p := range demoProjects {
		want += len(p.groups)
	}
	if len(links) != want || len(types) < 5 {
		t.Fatalf("%d people group links (want %d, every one imported), %d project types", len(links), want, len(types))
	}
}
