package graph_test

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

const myGroups = `query($first: Int, $after: String) {
  allPeopleGroupsForUser(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { _id nameAcrossCountries region population primaryReligion primaryLanguage suggestedAdoptionLevel myRoles } }
  }
}`

type portalGroupPage struct {
	AllPeopleGroupsForUser struct {
		PageInfo struct {
			HasNextPage bool
			EndCursor   *string
		}
		Edges []struct {
			Node struct {
				ID                  string `json:"_id"`
				NameAcrossCountries string
				MyRoles             []string
			}
		}
	}
}

func (p portalGroupPage) names() []string {
	var out []string
	for _, e := range p.AllPeopleGroupsForUser.Edges {
		out = append(out, e.Node.NameAcrossCountries)
	}
	return out
}

func TestPartnerSeesOnlyTheirPeopleGroups(t *testing.T) {
	env := graphtest.New(t)
	tokA, a := env.SignInAs("partner")
	tokB, b := env.SignInAs("partner")
	staff, _ := env.SignInAs("staff")
	trainer, _ := env.SignInAs("trainer")
	gA1, gA2 := addGroup(t, env, "Alpha One"), addGroup(t, env, "Alpha Two")
	gB := addGroup(t, env, "Bravo")
	linkGroup(t, env, a.ContactID, gA1, model.LinkAdopter)
	linkGroup(t, env, a.ContactID, gA2, model.LinkAdopter)
	linkGroup(t, env, a.ContactID, gA2, model.LinkSponsor)
	linkGroup(t, env, b.ContactID, gB, model.LinkAdopter)

	var d portalGroupPage
	env.Do(tokA, myGroups, nil).MustDecode(&d)
	if got := d.names(); !slices.Equal(got, []string{"Alpha Two", "Alpha One"}) {
		t.Fatalf("partner A's groups, most recently linked first: %v", got)
	}
	if roles := d.AllPeopleGroupsForUser.Edges[0].Node.MyRoles; !slices.Equal(roles, []string{"ADOPTER", "SPONSOR"}) {
		t.Fatalf("roles on the card: %v", roles)
	}
	env.Do(tokB, myGroups, nil).MustDecode(&d)
	if got := d.names(); !slices.Equal(got, []string{"Bravo"}) {
		t.Fatalf("partner B's groups: %v", got)
	}

	detail := `query($id: ID!) { peopleGroupForUser(_id: $id) { _id nameAcrossCountries myRoles } }`
	env.Do(tokA, detail, map[string]any{"id": gB}).MustFail("NOT_FOUND", "People group not found")
	env.Do(tokA, detail, map[string]any{"id": "no-such-group"}).MustFail("NOT_FOUND", "People group not found")
	env.Do("", detail, map[string]any{"id": gA1}).MustFail("UNAUTHENTICATED", "")
	env.Do(trainer, detail, map[string]any{"id": gA1}).MustFail("FORBIDDEN", "")
	env.Do("", myGroups, nil).MustFail("UNAUTHENTICATED", "")
	env.Do(trainer, myGroups, nil).MustFail("FORBIDDEN", "")
	var one struct {
		PeopleGroupForUser struct{ NameAcrossCountries string }
	}
	env.Do(staff, detail, map[string]any{"id": gB}).MustDecode(&one)
	if one.PeopleGroupForUser.NameAcrossCountries != "Bravo" {
		t.Fatalf("staff read %+v", one)
	}

	// A's links, the spec's allMyUpgXContactsForUser.
	var links struct {
		AllMyUpgXContactsForUser []struct {
			Type, PeopleGroupID, ContactID string
		}
	}
	env.Do(tokA, `{ allMyUpgXContactsForUser { type peopleGroupId contactId } }`, nil).MustDecode(&links)
	if len(links.AllMyUpgXContactsForUser) != 3 || links.AllMyUpgXContactsForUser[0].ContactID != a.ContactID {
		t.Fatalf("links %+v", links)
	}
}

func TestHouseholdContactShowsTheHouseholdsGroups(t *testing.T) {
	env := graphtest.New(t)
	ctx := context.Background()
	tok, u := env.SignInAs("partner")
	_, other := env.SignInAs("partner")
	home := &model.Contact{ID: "household-1", Type: model.ContactHousehold, FullName: "The Testers"}
	if err := env.DB.CreateContact(ctx, home); err != nil {
		t.Fatal(err)
	}
	if err := env.DB.AddContactMember(ctx, home.ID, u.ContactID); err != nil {
		t.Fatal(err)
	}
	own, shared := addGroup(t, env, "Own"), addGroup(t, env, "Shared")
	linkGroup(t, env, u.ContactID, own, model.LinkAdopter)
	linkGroup(t, env, home.ID, shared, model.LinkSponsor)

	var d portalGroupPage
	env.DoRequest(graphtest.Request{Token: tok, ContactID: home.ID, Query: myGroups}).MustDecode(&d)
	if got := d.names(); !slices.Equal(got, []string{"Shared"}) {
		t.Fatalf("acting for the household: %v", got)
	}
	env.Do(tok, myGroups, nil).MustDecode(&d)
	if got := d.names(); !slices.Equal(got, []string{"Own"}) {
		t.Fatalf("acting for themselves: %v", got)
	}
	// Someone else's contact is refused.
	env.DoRequest(graphtest.Request{Token: tok, ContactID: other.ContactID, Query: myGroups}).MustFail("FORBIDDEN", "")
}

func TestPeopleGroupsPageByFortyThenMore(t *testing.T) {
	env := graphtest.New(t)
	tok, u := env.SignInAs("partner")
	for i := 0; i < 45; i++ {
		linkGroup(t, env, u.ContactID, addGroup(t, env, "Group"), model.LinkAdopter)
	}
	var d portalGroupPage
	env.Do(tok, myGroups, nil).MustDecode(&d)
	if n := len(d.AllPeopleGroupsForUser.Edges); n != 40 || !d.AllPeopleGroupsForUser.PageInfo.HasNextPage {
		t.Fatalf("first page: %d groups, more %v", n, d.AllPeopleGroupsForUser.PageInfo.HasNextPage)
	}
	seen := map[string]bool{}
	for _, e := range d.AllPeopleGroupsForUser.Edges {
		seen[e.Node.ID] = true
	}
	env.Do(tok, myGroups, map[string]any{"first": 8, "after": *d.AllPeopleGroupsForUser.PageInfo.EndCursor}).MustDecode(&d)
	if n := len(d.AllPeopleGroupsForUser.Edges); n != 5 || d.AllPeopleGroupsForUser.PageInfo.HasNextPage {
		t.Fatalf("Load More: %d groups, more %v", n, d.AllPeopleGroupsForUser.PageInfo.HasNextPage)
	}
	for _, e := range d.AllPeopleGroupsForUser.Edges {
		if seen[e.Node.ID] {
			t.Fatalf("%s shown twice", e.Node.ID)
		}
	}
	env.Do(tok, myGroups, map[string]any{"after": "nonsense"}).MustFail("BAD_USER_INPUT", "Bad cursor")
}

// The /upgs list is one request with a bounded number of SQL statements:
// the same for 2 groups as for 40.
func TestPeopleGroupListRunsABoundedNumberOfQueries(t *testing.T) {
	env := graphtest.New(t)
	few, u1 := env.SignInAs("partner")
	many, u2 := env.SignInAs("partner")
	for i := 0; i < 2; i++ {
		linkGroup(t, env, u1.ContactID, addGroup(t, env, "Few"), model.LinkAdopter)
	}
	for i := 0; i < 40; i++ {
		g := addGroup(t, env, "Many")
		linkGroup(t, env, u2.ContactID, g, model.LinkAdopter)
		linkGroup(t, env, u2.ContactID, g, model.LinkFieldWorker)
	}
	counter := env.DB.CountQueries()
	count := func(tok string) int {
		counter.Reset()
		var d portalGroupPage
		env.Do(tok, myGroups, nil).MustDecode(&d)
		return counter.N()
	}
	nFew, nMany := count(few), count(many)
	// The session with its user and roles, then the page of groups with the partner's roles.
	if nFew != nMany || nMany != 2 {
		t.Fatalf("SQL statements: %d for 2 groups, %d for 40 (want 2 for both)", nFew, nMany)
	}
	// The same session again within bundb.SessionCacheTTL: the page alone.
	if n := count(many); n != 1 {
		t.Fatalf("SQL statements of a second request: %d, want 1", n)
	}
	// With every detail field on each card, still bounded.
	counter.Reset()
	env.Do(many, `{ allPeopleGroupsForUser { edges { node { _id myRoles statusAdopted numFieldWorkers reachStatusPercent cumulativeStats { numSalvations } } } } }`, nil).MustOK()
	if n := counter.N(); n > nMany+4 {
		t.Fatalf("with detail fields: %d statements (list alone: %d)", n, nMany)
	}
}

func TestPeopleGroupDetailFigures(t *testing.T) {
	env := graphtest.New(t)
	tok, fw := env.SignInAs("field-worker")
	_, partner := env.SignInAs("partner")
	g := addGroup(t, env, "Figures")
	linkGroup(t, env, fw.ContactID, g, model.LinkFieldWorker)
	linkGroup(t, env, partner.ContactID, g, model.LinkAdopter)
	addProject(t, env, "Well", g)
	addStats(t, env, g, "2026.Q1", 10, 2)
	addStats(t, env, g, "2026.Q2", 5, 1)
	var d struct {
		PeopleGroupForUser struct {
			MyRoles                                                              []string
			StatusAdopted, StatusCoordinator, StatusFieldWorker                  bool
			StatusFunding, StatusHolisticProject, StatusSalvations               bool
			StatusChurches, StatusMovements                                      bool
			ReachStatusPercent                                                   int
			NumAdopters, NumFieldWorkers, NumHolisticProjects, NumRegionalCoords int
			NumAdoptionsAvailable                                                int
			CumulativeStats                                                      struct{ NumQuarters, NumSalvations, NumChurchesPlanted int }
		}
	}
	env.Do(tok, `query($id: ID!) { peopleGroupForUser(_id: $id) { myRoles statusAdopted statusCoordinator statusFieldWorker statusFunding
	  statusHolisticProject statusSalvations statusChurches statusMovements reachStatusPercent numAdopters numFieldWorkers
	  numHolisticProjects numRegionalCoords numAdoptionsAvailable cumulativeStats { numQuarters numSalvations numChurchesPlanted } } }`,
		map[string]any{"id": g}).MustDecode(&d)
	p := d.PeopleGroupForUser
	if !slices.Equal(p.MyRoles, []string{"FIELD_WORKER"}) || !p.StatusAdopted || p.StatusCoordinator || !p.StatusFieldWorker ||
		!p.StatusFunding || !p.StatusHolisticProject || !p.StatusSalvations || !p.StatusChurches || p.StatusMovements {
		t.Fatalf("flags %+v", p)
	}
	if p.ReachStatusPercent != 75 || p.NumAdopters != 1 || p.NumFieldWorkers != 1 || p.NumHolisticProjects != 1 || p.NumRegionalCoords != 0 {
		t.Fatalf("figures %+v", p)
	}
	if c := p.CumulativeStats; c.NumQuarters != 2 || c.NumSalvations != 15 || c.NumChurchesPlanted != 3 {
		t.Fatalf("cumulative %+v", c)
	}
	// The figures of a group the viewer is not linked to stay null, even through the public query.
	other := addGroup(t, env, "Other")
	var pub struct {
		PeopleGroupForPublic struct{ NumFieldWorkers *int }
	}
	res := env.Do(tok, `query($id: ID!) { peopleGroupForPublic(_id: $id) { numFieldWorkers } }`, map[string]any{"id": other})
	if len(res.Errors) == 0 {
		res.MustDecode(&pub)
		if pub.PeopleGroupForPublic.NumFieldWorkers != nil {
			t.Fatalf("figures leaked: %s", res.Raw)
		}
	}
}

func TestStatsRecordsForUser(t *testing.T) {
	env := graphtest.New(t)
	tok, fw := env.SignInAs("field-worker")
	otherFW, _ := env.SignInAs("field-worker")
	partner, p := env.SignInAs("partner")
	g := addGroup(t, env, "Stats")
	linkGroup(t, env, fw.ContactID, g, model.LinkFieldWorker)
	linkGroup(t, env, p.ContactID, g, model.LinkAdopter)
	addStats(t, env, g, "2025.Q4", 1, 0)
	addStats(t, env, g, "2026.Q2", 3, 0)
	addStats(t, env, g, "2026.Q1", 2, 0)
	q := `query($id: ID!) { allUpgStatsRecordsForUser(filters: {peopleGroupId: $id}) { edges { node { quarter numSalvations } } } }`
	var d struct {
		AllUpgStatsRecordsForUser struct {
			Edges []struct{ Node struct{ Quarter string } }
		}
	}
	env.Do(tok, q, map[string]any{"id": g}).MustDecode(&d)
	var got []string
	for _, e := range d.AllUpgStatsRecordsForUser.Edges {
		got = append(got, e.Node.Quarter)
	}
	if !slices.Equal(got, []string{"2026.Q2", "2026.Q1", "2025.Q4"}) {
		t.Fatalf("quarters newest first: %v", got)
	}
	env.Do(otherFW, q, map[string]any{"id": g}).MustFail("NOT_FOUND", "")
	env.Do(partner, q, map[string]any{"id": g}).MustFail("FORBIDDEN", "")
	env.Do("", q, map[string]any{"id": g}).MustFail("UNAUTHENTICATED", "")
}

func TestPrayerRequestsAndTestimoniesForUser(t *testing.T) {
	env := graphtest.New(t)
	tok, u := env.SignInAs("partner")
	other, _ := env.SignInAs("partner")
	g := addGroup(t, env, "Prayer")
	linkGroup(t, env, u.ContactID, g, model.LinkAdopter)
	for _, d := range []string{"first", "second", "third"} {
		addPrayer(t, env, d, &g, nil)
	}
	q := `query($f: PrayerFilters!, $first: Int, $after: String) {
	  allPrayerRequestsForUser(first: $first, after: $after, filters: $f) { pageInfo { hasNextPage endCursor } edges { node { desc miracleIds } } }
	  allMiraclesForUser(first: $first, filters: $f) { edges { node { desc } } }
	}`
	var d struct {
		AllPrayerRequestsForUser struct {
			PageInfo struct {
				HasNextPage bool
				EndCursor   string
			}
			Edges []struct{ Node struct{ Desc string } }
		}
		AllMiraclesForUser struct {
			Edges []struct{ Node struct{ Desc string } }
		}
	}
	f := map[string]any{"peopleGroupId": g}
	env.Do(tok, q, map[string]any{"f": f, "first": 2}).MustDecode(&d)
	if e := d.AllPrayerRequestsForUser.Edges; len(e) != 2 || e[0].Node.Desc != "third" || e[1].Node.Desc != "second" || !d.AllPrayerRequestsForUser.PageInfo.HasNextPage {
		t.Fatalf("newest first, small page: %+v", d.AllPrayerRequestsForUser)
	}
	if e := d.AllMiraclesForUser.Edges; len(e) != 2 || e[0].Node.Desc != "Answered: third" {
		t.Fatalf("testimonies: %+v", d.AllMiraclesForUser)
	}
	env.Do(tok, q, map[string]any{"f": f, "first": 2, "after": d.AllPrayerRequestsForUser.PageInfo.EndCursor}).MustDecode(&d)
	if e := d.AllPrayerRequestsForUser.Edges; len(e) != 1 || e[0].Node.Desc != "first" {
		t.Fatalf("View More: %+v", e)
	}
	env.Do(other, q, map[string]any{"f": f}).MustFail("NOT_FOUND", "")
	env.Do(tok, q, map[string]any{"f": map[string]any{}}).MustFail("BAD_USER_INPUT", "")
	env.Do("", q, map[string]any{"f": f}).MustFail("UNAUTHENTICATED", "")
}

func TestHolisticProjectsForUser(t *testing.T) {
	env := graphtest.New(t)
	partner, p := env.SignInAs("partner")
	fwTok, fw := env.SignInAs("field-worker")
	coordTok, coord := env.SignInAs("regional-coordinator")
	staff, _ := env.SignInAs("staff")
	g := addGroup(t, env, "Served")
	mine := addProject(t, env, "Sponsored well", g)
	other := addProject(t, env, "Other school")
	linkProject(t, env, p.ContactID, mine, model.LinkSponsor)
	linkGroup(t, env, fw.ContactID, g, model.LinkFieldWorker)
	linkProject(t, env, coord.ContactID, other, model.LinkRegionalCoordinator)
	addPrayer(t, env, "rain", nil, &mine)

	list := `query($f: UserHolisticProjectFilters) { allHolisticProjectsForUser(filters: $f) { pageInfo { hasNextPage } edges { node { _id projectName peopleGroupIds peopleGroups { nameAcrossCountries } myRoles } } } }`
	type projects struct {
		AllHolisticProjectsForUser struct {
			Edges []struct {
				Node struct {
					ID             string `json:"_id"`
					ProjectName    string
					PeopleGroupIds []string
					MyRoles        []string
				}
			}
		}
	}
	names := func(d projects) []string {
		var out []string
		for _, e := range d.AllHolisticProjectsForUser.Edges {
			out = append(out, e.Node.ProjectName)
		}
		return out
	}
	var d projects
	env.Do(partner, list, nil).MustDecode(&d)
	if got := names(d); !slices.Equal(got, []string{"Sponsored well"}) || !slices.Equal(d.AllHolisticProjectsForUser.Edges[0].Node.MyRoles, []string{"SPONSOR"}) ||
		!slices.Equal(d.AllHolisticProjectsForUser.Edges[0].Node.PeopleGroupIds, []string{g}) {
		t.Fatalf("partner's projects: %+v", d)
	}
	// The people group tab: projects serving a group the field worker works in.
	env.Do(fwTok, list, map[string]any{"f": map[string]any{"peopleGroupIds": []string{g}}}).MustDecode(&d)
	if got := names(d); !slices.Equal(got, []string{"Sponsored well"}) {
		t.Fatalf("field worker's group tab: %v", got)
	}
	env.Do(partner, list, map[string]any{"f": map[string]any{"peopleGroupIds": []string{g}}}).MustFail("FORBIDDEN", "")
	env.Do(staff, list, nil).MustDecode(&d)
	if len(names(d)) != 2 {
		t.Fatalf("staff see every project: %v", names(d))
	}

	one := `query($id: ID!) { holisticProjectForUser(_id: $id) { projectName } }`
	env.Do(partner, one, map[string]any{"id": other}).MustFail("NOT_FOUND", "Holistic project not found")
	env.Do(partner, one, map[string]any{"id": mine}).MustOK()
	coordQ := `query($id: ID!) { holisticProjectForCoord(_id: $id) { projectName } }`
	env.Do(coordTok, coordQ, map[string]any{"id": other}).MustOK()
	env.Do(coordTok, coordQ, map[string]any{"id": mine}).MustFail("NOT_FOUND", "")
	env.Do(partner, coordQ, map[string]any{"id": mine}).MustFail("FORBIDDEN", "")

	can := `query($id: ID!) { canCreateHolisticQuarterlyReport(holisticProjectId: $id) }`
	for _, c := range []struct {
		tok, id string
		want    bool
	}{{partner, mine, false}, {coordTok, other, true}, {coordTok, mine, false}, {staff, mine, true}} {
		var r struct{ CanCreateHolisticQuarterlyReport bool }
		env.Do(c.tok, can, map[string]any{"id": c.id}).MustDecode(&r)
		if r.CanCreateHolisticQuarterlyReport != c.want {
			t.Errorf("canCreateHolisticQuarterlyReport = %v, want %v", r.CanCreateHolisticQuarterlyReport, c.want)
		}
	}
	upg := `query($id: ID!) { canCreateUpgQuarterlyReport(peopleGroupId: $id) }`
	for _, c := range []struct {
		tok  string
		want bool
	}{{partner, false}, {fwTok, true}, {staff, true}} {
		var r struct{ CanCreateUpgQuarterlyReport bool }
		env.Do(c.tok, upg, map[string]any{"id": g}).MustDecode(&r)
		if r.CanCreateUpgQuarterlyReport != c.want {
			t.Errorf("canCreateUpgQuarterlyReport = %v, want %v", r.CanCreateUpgQuarterlyReport, c.want)
		}
	}
	// The project's prayer requests: its sponsor reads them, another partner does not.
	pq := `query($id: ID!) { allPrayerRequestsForUser(filters: {holisticProjectId: $id}) { edges { node { desc } } } }`
	env.Do(partner, pq, map[string]any{"id": mine}).MustOK()
	env.Do(coordTok, pq, map[string]any{"id": mine}).MustFail("NOT_FOUND", "")
}

func TestTrainingCoursesAndFiles(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	trainer, _ := env.SignInAs("trainer")
	partner, _ := env.SignInAs("partner")

	var c struct {
		CreateTrainingCourse struct {
			ID      string `json:"_id"`
			Modules []struct {
				ID string `json:"_id"`
			}
		}
	}
	env.Do(staff, `mutation { createTrainingCourse(courseName: "Alpha Course", desc: "Basics", modules: [{name: "intro"}, {name: "mod1", desc: "The Master Plan"}]) { _id modules { _id } } }`, nil).MustDecode(&c)
	env.Do(staff, `mutation { createTrainingCourse(courseName: "Zeta Course", desc: "Church planting") { _id } }`, nil).MustOK()
	course, mod := c.CreateTrainingCourse.ID, c.CreateTrainingCourse.Modules[1].ID
	for _, f := range []map[string]any{
		{"n": "Master Plan slides", "l": "en", "c": course, "m": mod},
		{"n": "Plan maestro", "l": "es", "c": course, "m": mod},
		{"n": "Loose notes", "l": "en"},
	} {
		env.Do(staff, `mutation($n: String!, $l: String!, $c: ID, $m: ID) { createTrainingFile(fileName: $n, language: $l, courseId: $c, moduleId: $m) { _id } }`, f).MustOK()
	}
	env.Do(staff, `mutation { createTrainingFile(fileName: "x", language: "xx") { _id } }`, nil).MustFail("BAD_USER_INPUT", "language")
	env.Do(staff, `mutation($c: ID) { createTrainingFile(fileName: "x", language: "en", courseId: $c, moduleId: "nope") { _id } }`, map[string]any{"c": course}).MustFail("BAD_USER_INPUT", "module")

	var courses struct {
		AllTrainingCoursesForUser struct {
			Edges []struct {
				Node struct {
					CourseName string
					NumFiles   int
				}
			}
		}
	}
	cq := `query($f: TrainingCourseFilters) { AllTrainingCoursesForUser(filters: $f) { pageInfo { hasNextPage endCursor } edges { node { courseName numFiles modules { name } } } } }`
	env.Do(trainer, cq, nil).MustDecode(&courses)
	if e := courses.AllTrainingCoursesForUser.Edges; len(e) != 2 || e[0].Node.CourseName != "Zeta Course" || e[1].Node.NumFiles != 2 {
		t.Fatalf("courses, name descending with file counts: %+v", e)
	}
	env.Do(trainer, cq, map[string]any{"f": map[string]any{"q": "CHURCH"}}).MustDecode(&courses)
	if e := courses.AllTrainingCoursesForUser.Edges; len(e) != 1 || e[0].Node.CourseName != "Zeta Course" {
		t.Fatalf("case-insensitive search: %+v", e)
	}
	env.Do(partner, cq, nil).MustFail("FORBIDDEN", "")

	fq := `query($f: TrainingFileFilters) { AllTrainingFilesForUser(filters: $f) { edges { node { fileName language courseId moduleId url } } } }`
	var files struct {
		AllTrainingFilesForUser struct {
			Edges []struct{ Node struct{ FileName string } }
		}
	}
	fileNames := func() []string {
		var out []string
		for _, e := range files.AllTrainingFilesForUser.Edges {
			out = append(out, e.Node.FileName)
		}
		return out
	}
	env.Do(trainer, fq, map[string]any{"f": map[string]any{"language": "en"}}).MustDecode(&files)
	if got := fileNames(); !slices.Equal(got, []string{"Master Plan slides", "Loose notes"}) {
		t.Fatalf("english files, name descending: %v", got)
	}
	env.Do(trainer, fq, map[string]any{"f": map[string]any{"courseId": "unassigned"}}).MustDecode(&files)
	if got := fileNames(); !slices.Equal(got, []string{"Loose notes"}) {
		t.Fatalf("unassigned files: %v", got)
	}
	env.Do(trainer, fq, map[string]any{"f": map[string]any{"courseId": course, "q": "maestro"}}).MustDecode(&files)
	if got := fileNames(); !slices.Equal(got, []string{"Plan maestro"}) {
		t.Fatalf("search in a course: %v", got)
	}

	var detail struct {
		TrainingCourseForUser struct {
			CourseName string
			Modules    []struct{ Name string }
		}
	}
	env.Do(trainer, `query($id: ID!) { TrainingCourseForUser(_id: $id) { courseName modules { _id name desc } } }`, map[string]any{"id": course}).MustDecode(&detail)
	if len(detail.TrainingCourseForUser.Modules) != 2 {
		t.Fatalf("course detail %+v", detail)
	}

	var langs struct {
		SimpleListForUser struct {
			List []struct{ Key, Content string }
		}
	}
	env.Do(partner, `{ simpleListForUser(name: "tr-language") { name list { _id key content } } }`, nil).MustDecode(&langs)
	if len(langs.SimpleListForUser.List) < 20 || langs.SimpleListForUser.List[0].Key != "en" || langs.SimpleListForUser.List[0].Content != "English" {
		t.Fatalf("tr-language %+v", langs)
	}

	// A file uploaded as the back office does on its create page (attached to nothing yet):
	// trainers download it, a partner (no training) may not.
	pdf := upload(t, env, staff, "handout.pdf", "application/pdf", pdfBytes, map[string]any{"type": "TRAINING_FILE"})
	var tf struct {
		CreateTrainingFile struct{ URL *string }
	}
	env.Do(staff, `mutation($f: ID) { createTrainingFile(fileName: "Handout", language: "fr", fileId: $f) { url } }`, map[string]any{"f": pdf.ID}).MustDecode(&tf)
	var listed struct {
		AllTrainingFilesForUser struct {
			Edges []struct{ Node struct{ URL *string } }
		}
	}
	env.Do(trainer, `{ AllTrainingFilesForUser(filters: {language: "fr"}) { edges { node { url } } } }`, nil).MustDecode(&listed)
	if e := listed.AllTrainingFilesForUser.Edges; len(e) != 1 || e[0].Node.URL == nil {
		t.Fatalf("a trainer's list of French files: %+v", e)
	}
	if resp, body := fetch(t, env, *listed.AllTrainingFilesForUser.Edges[0].Node.URL, ""); resp.StatusCode != http.StatusOK || !bytes.Equal(body, pdfBytes) {
		t.Fatalf("the trainer's download link answered %d", resp.StatusCode)
	}
	if resp, _ := fetch(t, env, env.Config.PublicURL+"/files/"+pdf.ID+"/orig", partner); resp.StatusCode != http.StatusForbidden {
		t.Fatalf("a partner fetching the training file: %d", resp.StatusCode)
	}

	gates := `{ CanCreateTrainingEventReport CanCreateTrainingQuarterlyReport }`
	for _, c := range []struct {
		tok  string
		want bool
	}{{trainer, true}, {staff, true}, {partner, false}} {
		var g struct{ CanCreateTrainingEventReport, CanCreateTrainingQuarterlyReport bool }
		env.Do(c.tok, gates, nil).MustDecode(&g)
		if g.CanCreateTrainingEventReport != c.want || g.CanCreateTrainingQuarterlyReport != c.want {
			t.Errorf("training gates %+v, want %v", g, c.want)
		}
	}
	env.Do("", gates, nil).MustFail("UNAUTHENTICATED", "")
}

func TestEmailVerificationThroughTheMail(t *testing.T) {
	env := graphtest.New(t)
	tok, u := env.SignInAs("partner")
	otherTok, _ := env.SignInAs("partner")
	if _, err := env.DB.Bun().NewUpdate().TableExpr("users").Set("email_verified = ?", false).Where("id = ?", u.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	env.Do(tok, `mutation { RequestVerifyEmailLink }`, nil).MustOK()
	link := env.Mail.LastLink(t, u.Email, env.Config.PublicURL+"/email-verified?c=")
	code := link[strings.Index(link, "?c=")+3:]

	verify := `mutation($c: String!) { VerifyEmailWithMagicLink(code: $c) { emailVerified } }`
	env.Do(tok, verify, map[string]any{"c": ""}).MustFail("BAD_USER_INPUT", "Bad URL")
	env.Do(otherTok, verify, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", "")
	env.Do(tok, verify, map[string]any{"c": "wrong"}).MustFail("BAD_USER_INPUT", "verification link")
	var d struct{ VerifyEmailWithMagicLink struct{ EmailVerified bool } }
	env.Do(tok, verify, map[string]any{"c": code}).MustDecode(&d)
	if !d.VerifyEmailWithMagicLink.EmailVerified {
		t.Fatal("not verified")
	}
	var p struct{ MyProfileForUser struct{ EmailVerified bool } }
	env.Do(tok, `{ myProfileForUser { emailVerified } }`, nil).MustDecode(&p)
	if !p.MyProfileForUser.EmailVerified {
		t.Fatal("profile not verified")
	}
	env.Do(tok, verify, map[string]any{"c": code}).MustFail("BAD_USER_INPUT", "already used")
	env.Do("", `mutation { RequestVerifyEmailLink }`, nil).MustFail("UNAUTHENTICATED", "")

	// Rate-limited like the other mail mutations.
	var last *graphtest.Response
	for i := 0; i < 6; i++ {
		last = env.Do(tok, `mutation { RequestVerifyEmailLink }`, nil)
	}
	last.MustFail("RATE_LIMITED", "")
}

func TestStaffManageLinks(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	partnerTok, p := env.SignInAs("partner")
	g := addGroup(t, env, "Linked")
	create := `mutation($c: ID!, $g: ID!) { createPeopleGroupLink(contactId: $c, peopleGroupId: $g, type: FIELD_WORKER) { _id contactName peopleGroupName type } }`
	var d struct {
		CreatePeopleGroupLink struct {
			ID                           string `json:"_id"`
			ContactName, PeopleGroupName string
		}
	}
	env.Do(staff, create, map[string]any{"c": p.ContactID, "g": g}).MustDecode(&d)
	if d.CreatePeopleGroupLink.PeopleGroupName != "Linked" || d.CreatePeopleGroupLink.ContactName == "" {
		t.Fatalf("link %+v", d)
	}
	env.Do(staff, create, map[string]any{"c": p.ContactID, "g": g}).MustFail("BAD_USER_INPUT", "already has this role")
	env.Do(staff, create, map[string]any{"c": "nobody", "g": g}).MustFail("BAD_USER_INPUT", "contact")
	env.Do(partnerTok, create, map[string]any{"c": p.ContactID, "g": g}).MustFail("FORBIDDEN", "")

	var list struct {
		AllPeopleGroupLinks     []struct{ ID string }
		AllPeopleGroupLinksMeta struct{ Count int } `json:"_allPeopleGroupLinksMeta"`
		AllContacts             []struct{ FullName string }
	}
	env.Do(staff, `query($g: ID) { allPeopleGroupLinks(filter: {peopleGroupId: $g}) { id } _allPeopleGroupLinksMeta(filter: {peopleGroupId: $g}) { count }
	  allContacts(filter: {q: "partner"}) { fullName email } }`, map[string]any{"g": g}).MustDecode(&list)
	if len(list.AllPeopleGroupLinks) != 1 || list.AllPeopleGroupLinksMeta.Count != 1 || len(list.AllContacts) == 0 {
		t.Fatalf("back office lists %+v", list)
	}
	env.Do(staff, `mutation($id: ID!) { deletePeopleGroupLink(id: $id) { id } }`, map[string]any{"id": d.CreatePeopleGroupLink.ID}).MustOK()
	var groups portalGroupPage
	env.Do(partnerTok, myGroups, nil).MustDecode(&groups)
	if len(groups.AllPeopleGroupsForUser.Edges) != 0 {
		t.Fatalf("unlinked group still listed")
	}
	env.Do(staff, `mutation($g: ID!) { createUpgStatsRecord(peopleGroupId: $g, quarter: "2026-3") { id } }`, map[string]any{"g": g}).MustFail("BAD_USER_INPUT", "YYYY.Qn")
}

// The card list reads only the columns its selection needs; whatever it asks for, through
// fragments too, comes back as the group's page has it.
func TestPeopleGroupListAnswersWhatItSelects(t *testing.T) {
	env := graphtest.New(t)
	tok, u := env.SignInAs("partner")
	g := addGroup(t, env, "Selection Check")
	linkGroup(t, env, u.ContactID, g, model.LinkAdopter)
	const detail = `query($id: ID!) { peopleGroupForUser(_id: $id) { nameInCountry country continent jpUrl regionCode } }`
	const list = `query {
	  allPeopleGroupsForUser(first: 5) { edges { node { ...where jpUrl myRoles } } }
	}
	fragment where on PeopleGroup { nameInCountry country continent regionCode }`
	var one struct {
		PeopleGroupForUser map[string]any
	}
	env.Do(tok, detail, map[string]any{"id": g}).MustDecode(&one)
	var page struct {
		AllPeopleGroupsForUser struct {
			Edges []struct{ Node map[string]any }
		}
	}
	env.Do(tok, list, nil).MustDecode(&page)
	if len(page.AllPeopleGroupsForUser.Edges) != 1 {
		t.Fatalf("got %d groups, want 1", len(page.AllPeopleGroupsForUser.Edges))
	}
	node := page.AllPeopleGroupsForUser.Edges[0].Node
	for k, want := range one.PeopleGroupForUser {
		if node[k] != want {
			t.Errorf("%s: list says %v, the group's page %v", k, node[k], want)
		}
	}
	if node["nameInCountry"] != "Selection Check" || node["continent"] != "Africa" {
		t.Errorf("list node %v", node)
	}
}
