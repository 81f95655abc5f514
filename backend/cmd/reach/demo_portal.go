package main

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
)

// seedPortalDemo gives the demo accounts something on every portal screen:
// links to a few people groups and two holistic projects, quarterly stats,
// prayer requests and testimonies, and two training courses with modules and
// file entries (two with content: seedDemoTrainingFiles). It runs once, with the demo accounts.
func seedPortalDemo(ctx context.Context, d *bundb.DB) error {
	contact := map[string]string{}
	for _, name := range []string{"demo-partner", "demo-field-worker", "demo-coordinator", "demo-trainer"} {
		u, err := d.GetUserByUsername(ctx, name)
		if err != nil {
			return fmt.Errorf("demo user %s: %w", name, err)
		}
		contact[name] = u.ContactID
	}
	groups, err := d.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 6})
	if err != nil {
		return err
	}
	if len(groups) < 3 {
		return nil // no Joshua Project data: nothing to link
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	at := func(i int) time.Time { return now.Add(time.Duration(i-100) * time.Minute) }
	id := func() string { return uuid.Must(uuid.NewV7()).String() }
	seq := 0
	next := func() time.Time { seq++; return at(seq) }
	link := func(who string, g *model.PeopleGroup, role string) error {
		t := next()
		return d.CreatePeopleGroupLink(ctx, &model.PeopleGroupLink{ID: id(), ContactID: contact[who], PeopleGroupID: g.ID, Type: role, StartDate: &t, CreatedAt: t, UpdatedAt: t})
	}
	links := []struct {
		who  string
		g    int
		role string
	}{
		{"demo-partner", 0, model.LinkAdopter}, {"demo-partner", 1, model.LinkAdopter}, {"demo-partner", 2, model.LinkSponsor},
		{"demo-field-worker", 3 % len(groups), model.LinkFieldWorker}, {"demo-field-worker", 0, model.LinkFieldWorker},
		{"demo-coordinator", 0, model.LinkRegionalCoordinator}, {"demo-coordinator", 1, model.LinkRegionalCoordinator},
		{"demo-coordinator", 2, model.LinkRegionalCoordinator}, {"demo-trainer", 1, model.LinkTrainer},
	}
	for _, l := range links {
		if err := link(l.who, groups[l.g], l.role); err != nil {
			return err
		}
	}

	coord := contact["demo-coordinator"]
	projects := []*model.HolisticProject{
		{ID: id(), RegionCode: groups[0].RegionCode, ProjectName: "Village wells for " + groups[0].NameAcrossCountries, TypeOfProject: "CLEAN_WATER",
			Desc:  "Drilling and maintaining three wells so families have clean water close to home, run by local believers who share the gospel as they serve.",
			Stage: "ACTIVE", Status: model.ProjectActive, Tags: []model.ProjectTag{}, NumSupported: 2, FundingTarget: 150000000, FundingBalance: 62000000, RegionalCoordID: &coord},
		{ID: id(), RegionCode: groups[1].RegionCode, ProjectName: "Tailoring school", TypeOfProject: "SMALL_BUSINESS",
			Desc:  "A sewing workshop that trains young women in a trade and funds two native missionaries from its sales.",
			Stage: "DEVELOPMENT", Status: model.ProjectActive, Tags: []model.ProjectTag{}, NumSupported: 1, FundingTarget: 80000000, FundingBalance: 10000000},
	}
	for i, p := range projects {
		p.CreatedAt, p.UpdatedAt = next(), next()
		if _, err := d.Bun().NewInsert().Model(p).Exec(ctx); err != nil {
			return err
		}
		if _, err := d.Bun().NewInsert().Model(&model.HolisticProjectPeopleGroup{ProjectID: p.ID, PeopleGroupID: groups[i].ID}).Exec(ctx); err != nil {
			return err
		}
	}
	plinks := []struct {
		who, project, role string
	}{
		{"demo-partner", projects[0].ID, model.LinkSponsor}, {"demo-partner", projects[1].ID, model.LinkSponsor},
		{"demo-field-worker", projects[0].ID, model.LinkFieldWorker}, {"demo-coordinator", projects[0].ID, model.LinkRegionalCoordinator},
		{"demo-coordinator", projects[1].ID, model.LinkRegionalCoordinator},
	}
	for _, l := range plinks {
		t := next()
		if err := d.CreateProjectLink(ctx, &model.ProjectLink{ID: id(), ContactID: contact[l.who], ProjectID: l.project, Type: l.role, StartDate: &t, CreatedAt: t, UpdatedAt: t}); err != nil {
			return err
		}
	}

	for gi, g := range groups[:min(4, len(groups))] {
		for qi, q := range []string{"2025.Q3", "2025.Q4", "2026.Q1", "2026.Q2"} {
			t := next()
			r := &model.UpgStatsRecord{ID: id(), PeopleGroupID: g.ID, Quarter: q, NumHolisticProject: 1, NumActiveAdoptions: 2 + gi, NumAdopters: 3 + gi,
				NumRegionalCoords: 1, NumFieldWorkers: 2, NumChurchesPlanted: qi + gi, NumHeardForFirstTime: 40 + 15*qi, NumSalvations: 6 + 3*qi,
				NumWaterBaptisms: 4 + 2*qi, NumMiracles: 1 + qi%2, NumPrayerRequests: 2, CreatedAt: t, UpdatedAt: t}
			if err := d.CreateUpgStatsRecord(ctx, r); err != nil {
				return err
			}
		}
	}

	prayers := []struct{ prayer, testimony string }{
		{"Pray for rain for this season's crops.", "The rains came in time and the harvest was the best in years."},
		{"Pray for the health of the new believers' children.", "A boy given up by the clinic recovered after the church prayed for him."},
		{"Pray for open doors in the neighbouring villages.", "The elder of the next village invited the team to teach."},
	}
	for gi, g := range groups[:min(4, len(groups))] {
		for _, p := range prayers {
			t := next()
			gid := g.ID
			if err := d.CreatePrayerRequest(ctx, &model.PrayerRequest{ID: id(), Desc: p.prayer, PeopleGroupID: &gid, MiracleIDs: []string{}, CreatedAt: t, UpdatedAt: t}); err != nil {
				return err
			}
			if err := d.CreateTestimony(ctx, &model.Testimony{ID: id(), Desc: p.testimony, PeopleGroupID: &gid, CreatedAt: t, UpdatedAt: t}); err != nil {
				return err
			}
			if gi < len(projects) {
				pid := projects[gi].ID
				if err := d.CreatePrayerRequest(ctx, &model.PrayerRequest{ID: id(), Desc: p.prayer, HolisticProjectID: &pid, MiracleIDs: []string{}, CreatedAt: t, UpdatedAt: t}); err != nil {
					return err
				}
				if err := d.CreateTestimony(ctx, &model.Testimony{ID: id(), Desc: p.testimony, HolisticProjectID: &pid, CreatedAt: t, UpdatedAt: t}); err != nil {
					return err
				}
			}
		}
	}

	courses := []struct {
		name, desc string
		modules    [][2]string
		files      [][3]string // name, language, module index
	}{
		{"Introduction to World Missions", "The biblical basis of missions and the state of the unreached world, in ten short modules.",
			[][2]string{{"intro", "Introduction"}, {"mod1", "The Master Plan"}, {"mod2", "The Mission"}, {"mod3", "State of the World"}},
			[][3]string{{"Course overview", "en", "0"}, {"The Master Plan - slides", "en", "1"}, {"El Plan Maestro - diapositivas", "es", "1"}, {"The Mission - handout", "en", "2"}, {"État du monde", "fr", "3"}}},
		{"Church Planting Movements", "How disciples make disciples and churches plant churches among people groups with no church.",
			[][2]string{{"mod6", "Church Planting Movements"}, {"mod7", "Networking through Partnerships"}},
			[][3]string{{"CPM field guide", "en", "0"}, {"Partnership checklist", "en", "1"}}},
	}
	for _, c := range courses {
		t := next()
		course := &model.TrainingCourse{ID: id(), CourseName: c.name, Desc: c.desc, CreatedAt: t, UpdatedAt: t}
		for _, m := range c.modules {
			course.Modules = append(course.Modules, model.TrainingModule{ID: id(), Name: m[1], Desc: "Module " + m[0] + " of " + c.name + "."})
		}
		if err := d.CreateTrainingCourse(ctx, course); err != nil {
			return err
		}
		for _, f := range c.files {
			t := next()
			var mi int
			fmt.Sscan(f[2], &mi)
			cid, mid := course.ID, course.Modules[mi].ID
			desc := "Handout for the module " + course.Modules[mi].Name + "."
			if err := d.CreateTrainingFile(ctx, &model.TrainingFile{ID: id(), FileName: f[0], Desc: &desc, CourseID: &cid, ModuleID: &mid, Language: f[1], CreatedAt: t, UpdatedAt: t}); err != nil {
				return err
			}
		}
	}
	return nil
}

func ptrTo[T any](v T) *T { return &v }
