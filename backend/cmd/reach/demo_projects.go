package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
)

// demoProjects are the holistic projects a demo database starts with:
// different types, regions and stages, funding in ten-thousandths of a
// dollar, each impacting people groups of the Joshua Project data.
var demoProjects = []struct {
	name, kind, stage, region, desc string
	target, balance                 int64
	supported                       int
	groups                          []string
}{
	{"Clean Water for Somali Villages", "CLEAN_WATER", "ACTIVE", "7",
		"Hand-dug wells and rainwater tanks for six villages in the Somali region, built with local churches so that families no longer walk hours for water and workers are welcomed as neighbours.",
		45_000_0000, 31_500_0000, 4, []string{"so-14983", "et-14983"}},
	{"Fulani Herders' Veterinary Training", "AGRICULTURE", "DEVELOPMENT", "8",
		"Training Fulani herders in animal health and pasture care. Native missionaries run the courses and visit camps through the dry season.",
		18_000_0000, 4_200_0000, 3, []string{"ni-10949", "cm-11774"}},
	{"Hazara Women's Tailoring Cooperative", "SMALL_BUSINESS", "ACTIVE", "5",
		"Sewing machines, training and a shared shop for forty Hazara women, giving families an income and a place where workers meet the community every day.",
		12_500_0000, 12_500_0000, 2, []string{"af-12076"}},
	{"Bhil Village Schools", "EDUCATION", "PLANNING", "4",
		"Evening literacy classes in Bhil villages, taught by local believers, with books in the Bhili language.",
		30_000_0000, 0, 5, []string{"in-16414"}},
	{"Wolof Radio Stories", "MEDIA", "ACTIVE", "8",
		"Weekly radio programmes of Bible stories and health advice in Wolof, recorded by native speakers and broadcast across Senegal and the Gambia.",
		9_000_0000, 2_700_0000, 1, []string{"sg-15414", "ga-15414"}},
	{"Baloch Mobile Health Clinic", "HEALTH_CARE", "ACTIVE", "4",
		"A four-wheel-drive clinic visiting remote Baloch settlements each month with a nurse, medicines and a native missionary.",
		60_000_0000, 15_000_0000, 3, []string{"pk-11684", "pk-20260"}},
}

// seedDemoProjects adds demoProjects to a database without any project.
// People groups missing from the database (no import) are left out.
func seedDemoProjects(ctx context.Context, d *bundb.DB, log *slog.Logger) error {
	n, err := d.CountHolisticProjects(ctx, db.HolisticProjectFilter{})
	if err != nil || n > 0 {
		return err
	}
	now := time.Now().UTC()
	for i, p := range demoProjects {
		found, err := d.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{IDs: p.groups}, Sort: db.SortID})
		if err != nil {
			return err
		}
		var groups []string
		for _, want := range p.groups {
			for _, pg := range found {
				if pg.ID == want {
					groups = append(groups, want)
				}
			}
		}
		at := now.Add(time.Duration(i-len(demoProjects)) * time.Hour)
		row := &model.HolisticProject{
			ID: uuid.Must(uuid.NewV7()).String(), ProjectName: p.name, TypeOfProject: p.kind, Stage: p.stage, RegionCode: p.region,
			Desc: p.desc, Status: model.ProjectActive, Tags: []model.ProjectTag{}, NumSupported: p.supported,
			FundingTarget: p.target, FundingBalance: p.balance, CreatedAt: at, UpdatedAt: at,
		}
		if err := d.CreateHolisticProject(ctx, row, groups); err != nil {
			return fmt.Errorf("demo project %q: %w", p.name, err)
		}
	}
	log.Info("added demo holistic projects", "count", len(demoProjects))
	return nil
}
