package graph_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/graph/scalar"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/model"
)

// withRegions is a server holding three regions and four people groups
// (a small stand-in for the Joshua Project import).
func withRegions(t *testing.T) *graphtest.Env {
	t.Helper()
	env := graphtest.New(t)
	group := func(country, code, id, name, region, regionName string) *model.PeopleGroup {
		return &model.PeopleGroup{ID: strings.ToLower(code) + "-" + id, PeopleID3: id, NameAcrossCountries: name, NameInCountry: name,
			SearchText: model.FoldSearchText(name + " " + country), CountryCode: code, Country: country, ContinentCode: "ASI", Continent: "Asia",
			RegionCode: region, Region: regionName, JPURL: "https://joshuaproject.net/people_groups/" + id + "/" + code}
	}
	jp := &db.JoshuaProject{
		Regions: []*model.Region{{Code: "5", Name: "Central Asia", ContinentCode: "ASI"}, {Code: "4", Name: "South Asia", ContinentCode: "ASI"}, {Code: "9", Name: "West and Central Africa", ContinentCode: "AFR"}},
		PeopleGroups: []*model.PeopleGroup{
			group("Afghanistan", "AF", "14256", "Pashtun, Northern", "5", "Central Asia"),
			group("Afghanistan", "AF", "14327", "Pashtun, Southern", "5", "Central Asia"),
			group("India", "IN", "22194", "Pashtun Khan", "4", "South Asia"),
			group("Niger", "NG", "10472", "Fulani", "9", "West and Central Africa"),
		},
		Now: time.Now(),
	}
	if _, err := env.DB.UpsertJoshuaProject(context.Background(), jp); err != nil {
		t.Fatal(err)
	}
	return env
}

const createProject = `mutation($name: String!, $type: ProjectType!, $desc: String!, $stage: ProjectStage!, $region: String!, $pgs: [ID!], $target: SafeInt!, $n: Int, $status: String) {
  createHolisticProject(projectName: $name, typeOfProject: $type, desc: $desc, stage: $stage, regionCode: $region, peopleGroupIds: $pgs, fundingTarget: $target, numSupported: $n, status: $status) {
    _id projectName typeOfProject desc stage regionCode region peopleGroupIds peopleGroups { _id nameAcrossCountries } numSupported fundingTarget fundingBalance fundingPercent status deletedAt
  }
}`

type project struct {
	ID             string `json:"_id"`
	ProjectName    string
	TypeOfProject  string
	Desc           string
	Stage          string
	RegionCode     string
	Region         string
	PeopleGroupIds []string
	PeopleGroups   []struct {
		ID                  string `json:"_id"`
		NameAcrossCountries string
	}
	NumSupported   int
	FundingTarget  int
	FundingBalance int
	FundingPercent int
	Status         string
	DeletedAt      *string
}

func newProject(name, typ, region string, target int, pgs ...string) map[string]any {
	if pgs == nil {
		pgs = []string{}
	}
	return map[string]any{"name": name, "type": typ, "desc": "About " + name, "stage": "ACTIVE", "region": region, "pgs": pgs, "target": target}
}

func create(t *testing.T, env *graphtest.Env, staff string, vars map[string]any) project {
	t.Helper()
	var d struct{ CreateHolisticProject project }
	env.Do(staff, createProject, vars).MustDecode(&d)
	return d.CreateHolisticProject
}

const publicProjects = `query($first: Int, $after: String, $filters: PublicHolisticProjectFilters, $sortBy: [SortByInput!]) {
  allHolisticProjectsForPublic(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { _id projectName typeOfProject regionCode region peopleGroupIds peopleGroups { _id nameAcrossCountries primaryThumbnailUrl }
      fundingTarget fundingBalance fundingPercent primaryThumbnailUrl primaryPhoto { url } primaryBanner { url } } }
  }
}`

type projectPage struct {
	AllHolisticProjectsForPublic struct {
		PageInfo struct {
			HasNextPage bool
			EndCursor   *string
		}
		Edges []struct{ Node project }
	}
}

func (p projectPage) names() string {
	var s []string
	for _, e := range p.AllHolisticProjectsForPublic.Edges {
		s = append(s, e.Node.ProjectName)
	}
	return strings.Join(s, ", ")
}

// queryCounter counts the statements that mention a table.
type queryCounter struct {
	table string
	n     atomic.Int64
}

func (c *queryCounter) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if strings.Contains(e.Query, c.table) {
		c.n.Add(1)
	}
	return ctx
}
func (c *queryCounter) AfterQuery(context.Context, *bun.QueryEvent) {}

func TestPublicHolisticProjects(t *testing.T) {
	env := withRegions(t)
	staff, _ := env.SignInAs("staff")
	// Created a minute apart, so updatedAt orders them as created.
	var made []project
	for _, p := range []map[string]any{
		newProject("Clean Water for Kandahar", "CLEAN_WATER", "5", 50_000_0000, "af-14327", "af-14256"),
		newProject("Sewing Cooperative", "SMALL_BUSINESS", "4", 12_000_0000, "in-22194"),
		newProject("Millet Fields", "AGRICULTURE", "9", 8_000_0000, "ng-10472"),
		newProject("Village School", "EDUCATION", "5", 30_000_0000),
		newProject("Old Well", "CLEAN_WATER", "9", 1_000_0000),
	} {
		made = append(made, create(t, env, staff, p))
		env.Clock.Advance(time.Minute)
	}
	// Finance records gifts; the balance is theirs to move, not the API's.
	if _, err := env.DB.Bun().NewUpdate().TableExpr("holistic_projects").Set("funding_balance = ?", 125_000_000).Where("id = ?", made[0].ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	var d struct{ DeleteHolisticProject project }
	env.Do(staff, `mutation($id: ID!) { deleteHolisticProject(id: $id) { _id status deletedAt } }`, map[string]any{"id": made[4].ID}).MustDecode(&d)
	if d.DeleteHolisticProject.Status != "ARCHIVED" || d.DeleteHolisticProject.DeletedAt == nil {
		t.Fatalf("archived %+v", d.DeleteHolisticProject)
	}

	t.Run("default order is updatedAt ascending; archived projects are hidden", func(t *testing.T) {
		var p projectPage
		env.Do("", publicProjects, nil).MustDecode(&p)
		if got := p.names(); got != "Clean Water for Kandahar, Sewing Cooperative, Millet Fields, Village School" {
			t.Fatalf("public projects: %s", got)
		}
		env.Do("", publicProjects, map[string]any{"sortBy": []map[string]any{{"key": "updatedAt", "order": "ASC"}, {"key": "_score", "order": "DESC"}}}).MustDecode(&p)
		if got := p.names(); got != "Clean Water for Kandahar, Sewing Cooperative, Millet Fields, Village School" {
			t.Fatalf("spec's sort: %s", got)
		}
	})

	t.Run("filters", func(t *testing.T) {
		for _, tc := range []struct {
			filters map[string]any
			want    string
		}{
			{map[string]any{"regions": []string{"5"}}, "Clean Water for Kandahar, Village School"},
			{map[string]any{"regions": []string{"4", "9"}}, "Sewing Cooperative, Millet Fields"},
			{map[string]any{"projectTypes": []string{"CLEAN_WATER", "AGRICULTURE"}}, "Clean Water for Kandahar, Millet Fields"},
			{map[string]any{"regions": []string{"9"}, "projectTypes": []string{"CLEAN_WATER"}}, ""},
			{map[string]any{"regions": []string{}, "projectTypes": []string{}}, "Clean Water for Kandahar, Sewing Cooperative, Millet Fields, Village School"},
		} {
			var p projectPage
			env.Do("", publicProjects, map[string]any{"filters": tc.filters}).MustDecode(&p)
			if got := p.names(); got != tc.want {
				t.Errorf("%v: %s, want %s", tc.filters, got, tc.want)
			}
		}
	})

	t.Run("paging with cursors", func(t *testing.T) {
		var names []string
		var after any
		for i := 0; i < 3; i++ {
			var p projectPage
			env.Do("", publicProjects, map[string]any{"first": 3, "after": after}).MustDecode(&p)
			names = append(names, p.names())
			if !p.AllHolisticProjectsForPublic.PageInfo.HasNextPage {
				break
			}
			after = *p.AllHolisticProjectsForPublic.PageInfo.EndCursor
		}
		if got := strings.Join(names, " | "); got != "Clean Water for Kandahar, Sewing Cooperative, Millet Fields | Village School" {
			t.Fatalf("pages: %s", got)
		}
	})

	t.Run("funding percent, region name and people groups in one query", func(t *testing.T) {
		counter := &queryCounter{table: "holistic_project_people_groups"}
		env.DB.Bun().AddQueryHook(counter)
		var p projectPage
		env.Do("", publicProjects, map[string]any{"first": 10}).MustDecode(&p)
		if n := counter.n.Load(); n != 1 {
			t.Errorf("%d queries of the people group links for one list, want 1", n)
		}
		first := p.AllHolisticProjectsForPublic.Edges[0].Node
		if first.FundingTarget != 500_000_000 || first.FundingBalance != 125_000_000 || first.FundingPercent != 2500 {
			t.Errorf("funding %d of %d = %d hundredths of a percent, want 2500", first.FundingBalance, first.FundingTarget, first.FundingPercent)
		}
		if first.Region != "Central Asia" || strings.Join(first.PeopleGroupIds, " ") != "af-14327 af-14256" ||
			len(first.PeopleGroups) != 2 || first.PeopleGroups[0].NameAcrossCountries != "Pashtun, Southern" {
			t.Errorf("first project %+v", first)
		}
		if !strings.Contains(string(p.AllHolisticProjectsForPublic.Edges[0].Node.ID), "-") {
			t.Errorf("id %q", first.ID)
		}
		if second := p.AllHolisticProjectsForPublic.Edges[1].Node; second.FundingPercent != 0 {
			t.Errorf("unfunded project at %d", second.FundingPercent)
		}
	})

	t.Run("holisticProjectForPublic hides archived projects", func(t *testing.T) {
		q := `query($id: ID!) { holisticProjectForPublic(_id: $id) { _id projectName fundingPercent } }`
		var d struct{ HolisticProjectForPublic *project }
		env.Do("", q, map[string]any{"id": made[0].ID}).MustDecode(&d)
		if d.HolisticProjectForPublic == nil || d.HolisticProjectForPublic.FundingPercent != 2500 {
			t.Fatalf("active project: %+v", d.HolisticProjectForPublic)
		}
		for _, id := range []string{made[4].ID, "no-such-project"} {
			env.Do("", q, map[string]any{"id": id}).MustDecode(&d)
			if d.HolisticProjectForPublic != nil {
				t.Fatalf("%s shown: %+v", id, d.HolisticProjectForPublic)
			}
		}
	})

	t.Run("admin fields are refused to the public", func(t *testing.T) {
		q := `query($id: ID!) { holisticProjectForPublic(_id: $id) { _id status } }`
		env.Do("", q, map[string]any{"id": made[0].ID}).MustFail("UNAUTHENTICATED", "")
		partner, _ := env.SignInAs("partner")
		env.Do(partner, q, map[string]any{"id": made[0].ID}).MustFail("FORBIDDEN", "")
		var d struct{ HolisticProjectForPublic struct{ Status string } }
		env.Do(staff, q, map[string]any{"id": made[0].ID}).MustDecode(&d)
		if d.HolisticProjectForPublic.Status != "ACTIVE" {
			t.Fatalf("staff see status %q", d.HolisticProjectForPublic.Status)
		}
	})

	t.Run("share page", func(t *testing.T) {
		long := strings.Repeat("Wells & pumps <for> \"every\" village. ", 10)
		p := create(t, env, staff, map[string]any{"name": `Water <script>alert("x")</script> & Co`, "type": "CLEAN_WATER", "desc": long,
			"stage": "PLANNING", "region": "5", "target": 10_000_0000})
		resp := env.Get("/meta/hproject/" + p.ID)
		body, _ := io.ReadAll(resp.Body)
		page := string(body)
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Fatalf("share page %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		target := env.Config.PublicURL + "/partner/sponsor-a-project/" + p.ID
		wantDesc := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;").Replace(long[:200])
		for _, want := range []string{
			`<meta property="og:title" content="Water &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; Co">`,
			`<meta property="og:description" content="` + wantDesc + `">`,
			`<meta property="og:url" content="` + env.Config.PublicURL + "/meta/hproject/" + p.ID + `">`,
			`<meta name="twitter:card" content="summary">`,
			`<meta http-equiv="refresh" content="0;url=` + target + `">`,
			`<a href="` + target + `">`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("share page lacks %s:\n%s", want, page)
			}
		}
		if strings.Contains(page, "<script") || strings.Contains(page, "og:image") {
			t.Errorf("share page has a script or an image it should not:\n%s", page)
		}
		// In the visitor's language, the project's name and description as staff typed them.
		resp = env.Get("/meta/hproject/" + p.ID + "?lang=ar")
		body, _ = io.ReadAll(resp.Body)
		for _, want := range []string{`<html lang="ar" dir="rtl">`, `<a href="` + target + `">اكفلوا هذا المشروع</a>`, "Water &lt;script&gt;"} {
			if !strings.Contains(string(body), want) {
				t.Errorf("the Arabic share page lacks %s:\n%s", want, body)
			}
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Language") {
			t.Errorf("the share page is cached publicly without Vary: Accept-Language (%q)", resp.Header.Get("Vary"))
		}
		resp = env.Get("/meta/hproject/nope?lang=fr")
		body, _ = io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "Cette page n’a pas été atteinte. Continuez à prier.") ||
			!strings.Contains(string(body), "Découvrez les projets holistiques que vous pouvez parrainer") {
			t.Errorf("the French share page of an unknown project: %d %s", resp.StatusCode, body)
		}
		for _, id := range []string{made[4].ID, "nope"} {
			resp := env.Get("/meta/hproject/" + id)
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "This page is unreached. Keep praying.") {
				t.Errorf("share page of %s: %d %s", id, resp.StatusCode, body)
			}
		}
	})
}

func TestHolisticProjectsBackOffice(t *testing.T) {
	env := withRegions(t)
	staff, _ := env.SignInAs("staff")
	partner, _ := env.SignInAs("partner")

	t.Run("permissions", func(t *testing.T) {
		vars := newProject("Well", "CLEAN_WATER", "5", 10_0000)
		env.Do("", createProject, vars).MustFail("UNAUTHENTICATED", "")
		env.Do(partner, createProject, vars).MustFail("FORBIDDEN", "")
		env.Do("", `{ allHolisticProjects { _id } }`, nil).MustFail("UNAUTHENTICATED", "")
		env.Do(partner, `{ allHolisticProjects { _id } }`, nil).MustFail("FORBIDDEN", "")
		env.Do(partner, `{ _allHolisticProjectsMeta { count } }`, nil).MustFail("FORBIDDEN", "")
		env.Do(partner, `{ HolisticProject(id: "x") { _id } }`, nil).MustFail("FORBIDDEN", "")
		env.Do(partner, `mutation { deleteHolisticProject(id: "x") { _id } }`, nil).MustFail("FORBIDDEN", "")
		// The spec's names are guarded as react-admin's are.
		for _, q := range []string{`{ holisticProject(_id: "x") { _id } }`, `{ holisticProjectPriviledged(_id: "x") { _id } }`, `{ allHolisticProjectsPriviledged { _id } }`} {
			env.Do("", q, nil).MustFail("UNAUTHENTICATED", "")
			env.Do(partner, q, nil).MustFail("FORBIDDEN", "")
		}
	})

	t.Run("validation changes nothing", func(t *testing.T) {
		for _, tc := range []struct {
			name   string
			change map[string]any
			msg    string
		}{
			{"name", map[string]any{"name": "   "}, "Please enter a project name."},
			{"region", map[string]any{"region": "99"}, `"99" is not a Joshua Project region code.`},
			{"target zero", map[string]any{"target": 0}, "Funding target must be more than $0."},
			{"target negative", map[string]any{"target": -5}, "Funding target must be more than $0."},
			{"people group", map[string]any{"pgs": []string{"af-14256", "zz-1"}}, `There is no people group "zz-1".`},
			{"status", map[string]any{"status": "DRAFT"}, "Status must be ACTIVE, ARCHIVED or UNPUBLISHED."},
			{"supported", map[string]any{"n": -1}, "Number of supported missionaries must be 0 or more."},
		} {
			vars := newProject("Well", "CLEAN_WATER", "5", 10_0000)
			for k, v := range tc.change {
				vars[k] = v
			}
			env.Do(staff, createProject, vars).MustFail("BAD_USER_INPUT", tc.msg)
		}
		env.Do(staff, createProject, map[string]any{"name": "Well", "type": "WELLS", "desc": "", "stage": "ACTIVE", "region": "5", "target": 1}).MustFail("GRAPHQL_VALIDATION_FAILED", "")
		var m struct {
			AllHolisticProjectsMeta struct{ Count int } `json:"_allHolisticProjectsMeta"`
		}
		env.Do(staff, `{ _allHolisticProjectsMeta { count } }`, nil).MustDecode(&m)
		if m.AllHolisticProjectsMeta.Count != 0 {
			t.Fatalf("%d projects after failed creates", m.AllHolisticProjectsMeta.Count)
		}
	})

	t.Run("create, list, search, update and archive", func(t *testing.T) {
		well := create(t, env, staff, newProject("Kandahar Well", "CLEAN_WATER", "5", 20_000_0000, "AF-14256", "af-14256", "af-14327"))
		if well.Status != "ACTIVE" || well.Region != "Central Asia" || strings.Join(well.PeopleGroupIds, " ") != "af-14256 af-14327" || well.FundingPercent != 0 {
			t.Fatalf("created %+v", well)
		}
		env.Clock.Advance(time.Minute)
		school := create(t, env, staff, map[string]any{"name": "Girls' School", "type": "EDUCATION", "desc": "Classrooms and a clean well for girls", "stage": "PLANNING", "region": "4", "target": 5_000_0000, "pgs": []string{"in-22194"}})

		list := func(vars map[string]any) string {
			var d struct {
				AllHolisticProjects []project
				Meta                struct{ Count int } `json:"_allHolisticProjectsMeta"`
			}
			env.Do(staff, `query($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: HolisticProjectFilter) {
			  allHolisticProjects(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { projectName }
			  _allHolisticProjectsMeta(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { count } }`, vars).MustDecode(&d)
			var names []string
			for _, p := range d.AllHolisticProjects {
				names = append(names, p.ProjectName)
			}
			return fmt.Sprintf("%d: %s", d.Meta.Count, strings.Join(names, ", "))
		}
		for _, tc := range []struct {
			vars map[string]any
			want string
		}{
			{nil, "2: Girls' School, Kandahar Well"},
			{map[string]any{"sortField": "projectName", "sortOrder": "ASC"}, "2: Girls' School, Kandahar Well"},
			{map[string]any{"sortField": "fundingTarget", "sortOrder": "DESC"}, "2: Kandahar Well, Girls' School"},
			{map[string]any{"perPage": 1, "page": 1, "sortField": "projectName"}, "2: Kandahar Well"},
			{map[string]any{"filter": map[string]any{"q": "WELL"}}, "2: Girls' School, Kandahar Well"},
			{map[string]any{"filter": map[string]any{"q": "kandahar well"}}, "1: Kandahar Well"},
			{map[string]any{"filter": map[string]any{"regionCode": "4"}}, "1: Girls' School"},
			{map[string]any{"filter": map[string]any{"typeOfProject": "CLEAN_WATER"}}, "1: Kandahar Well"},
			{map[string]any{"filter": map[string]any{"stage": "PLANNING"}}, "1: Girls' School"},
			{map[string]any{"filter": map[string]any{"ids": []string{well.ID}}}, "1: Kandahar Well"},
		} {
			if got := list(tc.vars); got != tc.want {
				t.Errorf("%v: %s, want %s", tc.vars, got, tc.want)
			}
		}

		upd := `mutation($id: ID!, $name: String, $pgs: [ID!], $target: SafeInt, $region: String, $status: String) {
		  updateHolisticProject(id: $id, projectName: $name, peopleGroupIds: $pgs, fundingTarget: $target, regionCode: $region, status: $status) {
		    _id projectName regionCode region peopleGroupIds fundingTarget status deletedAt } }`
		var d struct{ UpdateHolisticProject project }
		env.Do(staff, upd, map[string]any{"id": school.ID, "name": "Girls' School, Kabul", "region": "5", "pgs": []string{"af-14327"}}).MustDecode(&d)
		if u := d.UpdateHolisticProject; u.ProjectName != "Girls' School, Kabul" || u.Region != "Central Asia" || strings.Join(u.PeopleGroupIds, " ") != "af-14327" || u.FundingTarget != 5_000_0000 {
			t.Fatalf("updated %+v", u)
		}
		env.Do(staff, upd, map[string]any{"id": school.ID, "target": 0}).MustFail("BAD_USER_INPUT", "Funding target must be more than $0.")
		env.Do(staff, upd, map[string]any{"id": "nope", "name": "x"}).MustFail("NOT_FOUND", "There is no holistic project")
		env.Do(staff, upd, map[string]any{"id": school.ID, "name": "Other"}).MustDecode(&d)
		if strings.Join(d.UpdateHolisticProject.PeopleGroupIds, " ") != "af-14327" {
			t.Fatalf("people groups changed without being sent: %v", d.UpdateHolisticProject.PeopleGroupIds)
		}

		env.Do(staff, `mutation($id: ID!) { deleteHolisticProject(id: $id) { _id } }`, map[string]any{"id": school.ID}).MustOK()
		if got := list(map[string]any{"filter": map[string]any{"status": "ARCHIVED"}}); got != "1: Other" {
			t.Errorf("archived: %s", got)
		}
		var one struct{ HolisticProject *project }
		env.Do(staff, `query($id: ID!) { HolisticProject(id: $id) { _id status deletedAt } }`, map[string]any{"id": school.ID}).MustDecode(&one)
		if one.HolisticProject == nil || one.HolisticProject.Status != "ARCHIVED" || one.HolisticProject.DeletedAt == nil {
			t.Fatalf("archived project %+v", one.HolisticProject)
		}
		env.Do(staff, upd, map[string]any{"id": school.ID, "status": "ACTIVE"}).MustDecode(&d)
		if d.UpdateHolisticProject.Status != "ACTIVE" || d.UpdateHolisticProject.DeletedAt != nil {
			t.Fatalf("restored %+v", d.UpdateHolisticProject)
		}
	})
}

// The giving site's answers are kept a few seconds for anonymous visitors, but
// a change made through this server (a staff edit, a new project, a gift)
// shows on the very next request: no visitor is shown what was just changed
// back, and a donor sees the funding their gift made.
func TestAChangeThroughThisServerShowsAtOnce(t *testing.T) {
	env := withRegions(t)
	staff, _ := env.SignInAs("staff")
	const projects = `{ allHolisticProjectsForPublic(first: 50) { edges { node { projectName } } } }`
	const groups = `query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 5, filters: $f) { edges { node { _id numAdoptionsAvailable } } } }`
	listed := func() (names []string, adoptions int) {
		var p struct {
			AllHolisticProjectsForPublic struct {
				Edges []struct{ Node struct{ ProjectName string } }
			}
		}
		env.Do("", projects, nil).MustDecode(&p)
		for _, e := range p.AllHolisticProjectsForPublic.Edges {
			names = append(names, e.Node.ProjectName)
		}
		var g struct {
			AllPeopleGroupsForPublic struct {
				Edges []struct {
					Node struct {
						ID                    string `json:"_id"`
						NumAdoptionsAvailable int
					}
				}
			}
		}
		env.Do("", groups, map[string]any{"f": map[string]any{"search": "Fulani"}}).MustDecode(&g)
		for _, e := range g.AllPeopleGroupsForPublic.Edges {
			if e.Node.ID == "ng-10472" {
				adoptions = e.Node.NumAdoptionsAvailable
			}
		}
		return names, adoptions
	}
	if names, n := listed(); len(names) != 0 || n != 0 {
		t.Fatalf("before: projects %v, Fulani adoptions %d", names, n)
	}

	create(t, env, staff, newProject("Millet Fields", "AGRICULTURE", "9", 8_000_0000, "ng-10472"))
	env.Do(staff, `mutation { updatePeopleGroup(id: "ng-10472", numAdoptionsAvailable: 3) { id } }`, nil).MustOK()
	if names, n := listed(); len(names) != 1 || names[0] != "Millet Fields" || n != 3 {
		t.Fatalf("right after the edits: projects %v, Fulani adoptions %d", names, n)
	}

	// A write that did not go through this server (another instance) shows once the kept answers expire.
	if _, err := env.DB.Bun().NewUpdate().TableExpr("people_groups").Set("num_adoptions_available = 1").Where("id = 'ng-10472'").Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, n := listed(); n != 3 {
		t.Fatalf("another instance's write showed before the answers expired: %d", n)
	}
	env.Clock.Advance(11 * time.Second)
	if _, n := listed(); n != 1 {
		t.Fatalf("another instance's write after ten seconds: %d", n)
	}
}

// Funding amounts are ten-thousandths of a dollar, past GraphQL Int's 32 bits above $214,748.36:
// they are SafeInts, so staff set a target of $1,250,000.00 and read it back exactly, while
// nonsense is refused with a message.
func TestLargeFundingTargets(t *testing.T) {
	env := withRegions(t)
	staff, _ := env.SignInAs("staff")
	made := create(t, env, staff, newProject("Regional Hospital", "HEALTH_CARE", "5", 1_250_000_0000, "af-14327"))
	if made.FundingTarget != 1_250_000_0000 {
		t.Fatalf("created with a target of %d, want 12500000000 ($1,250,000.00)", made.FundingTarget)
	}
	const upd = `mutation($id: ID!, $target: SafeInt) { updateHolisticProject(id: $id, fundingTarget: $target) { fundingTarget } }`
	for _, c := range []struct {
		name   string
		target any
		want   int
		code   string
		msg    string
	}{
		{"the largest target, $100,000,000.00", 100_000_000_0000, 100_000_000_0000, "", ""},
		{"a cent more", 100_000_000_0100, 0, "BAD_USER_INPUT", holisticproject.MsgFundingTargetTooLarge},
		{"negative", -1_0000, 0, "BAD_USER_INPUT", holisticproject.MsgFundingTargetNotPositive},
		{"zero", 0, 0, "BAD_USER_INPUT", holisticproject.MsgFundingTargetNotPositive},
		{"beyond 2^53", uint64(1) << 53, 0, "BAD_USER_INPUT", scalar.MsgNotSafeInt},
		{"a fraction of a ten-thousandth", 12_500_000_000.5, 0, "BAD_USER_INPUT", scalar.MsgNotSafeInt},
		{"a string", "12500000000", 0, "BAD_USER_INPUT", scalar.MsgNotSafeInt},
		{"$2,000,000.00", 2_000_000_0000, 2_000_000_0000, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := env.Do(staff, upd, map[string]any{"id": made.ID, "target": c.target})
			if c.code != "" {
				res.MustFail(c.code, c.msg)
				return
			}
			var d struct{ UpdateHolisticProject struct{ FundingTarget int } }
			res.MustDecode(&d)
			if d.UpdateHolisticProject.FundingTarget != c.want {
				t.Fatalf("target %d, want %d", d.UpdateHolisticProject.FundingTarget, c.want)
			}
		})
	}
	// A literal written as a float holding a whole number is the same number.
	var d struct{ UpdateHolisticProject struct{ FundingTarget int } }
	env.Do(staff, `mutation($id: ID!) { updateHolisticProject(id: $id, fundingTarget: 1.25e10) { fundingTarget } }`, map[string]any{"id": made.ID}).MustDecode(&d)
	if d.UpdateHolisticProject.FundingTarget != 1_250_000_0000 {
		t.Fatalf("1.25e10 gave %d", d.UpdateHolisticProject.FundingTarget)
	}

	// The giving site reads the target, and a balance past 2^31, exactly.
	if _, err := env.DB.Bun().NewUpdate().TableExpr("holistic_projects").Set("funding_balance = ?", int64(999_999_0000)).Where("id = ?", made.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	var pub struct{ HolisticProjectForPublic project }
	env.Do("", `query($id: ID!) { holisticProjectForPublic(_id: $id) { _id fundingTarget fundingBalance fundingPercent } }`, map[string]any{"id": made.ID}).MustDecode(&pub)
	if p := pub.HolisticProjectForPublic; p.FundingTarget != 1_250_000_0000 || p.FundingBalance != 999_999_0000 || p.FundingPercent != 7999 {
		t.Fatalf("public project: %d of %d (%d), want 9999990000 of 12500000000 (7999)", p.FundingBalance, p.FundingTarget, p.FundingPercent)
	}
}

// The spec's names for the back office's project queries answer as react-admin's do.
func TestHolisticProjectSpecNames(t *testing.T) {
	env := withRegions(t)
	staff, _ := env.SignInAs("staff")
	var made struct{ CreateHolisticProject project }
	env.Do(staff, createProject, newProject("Bakery", "SMALL_BUSINESS", "4", 25_0000)).MustDecode(&made)
	id := made.CreateHolisticProject.ID
	const fields = `_id projectName regionCode fundingTarget status`
	var byRA, bySpec, byPriv struct {
		HolisticProject, HolisticProjectPriviledged *project
	}
	env.Do(staff, `query($id: ID!) { HolisticProject(id: $id) { `+fields+` } }`, map[string]any{"id": id}).MustDecode(&byRA)
	env.Do(staff, `query($id: ID!) { holisticProject(_id: $id) { `+fields+` } }`, map[string]any{"id": id}).MustDecode(&bySpec)
	env.Do(staff, `query($id: ID!) { holisticProjectPriviledged(_id: $id) { `+fields+` } }`, map[string]any{"id": id}).MustDecode(&byPriv)
	if byRA.HolisticProject == nil || byRA.HolisticProject.ProjectName != "Bakery" {
		t.Fatalf("HolisticProject = %+v", byRA.HolisticProject)
	}
	if fmt.Sprint(*bySpec.HolisticProject) != fmt.Sprint(*byRA.HolisticProject) || fmt.Sprint(*byPriv.HolisticProjectPriviledged) != fmt.Sprint(*byRA.HolisticProject) {
		t.Errorf("holisticProject = %+v, holisticProjectPriviledged = %+v, want %+v", bySpec.HolisticProject, byPriv.HolisticProjectPriviledged, byRA.HolisticProject)
	}
	var none struct{ HolisticProject *project }
	env.Do(staff, `{ holisticProject(_id: "nope") { _id } }`, nil).MustDecode(&none)
	if none.HolisticProject != nil {
		t.Errorf("an unknown id answered %+v", none.HolisticProject)
	}

	var lists struct {
		AllHolisticProjects, AllHolisticProjectsPriviledged []project
	}
	q := `query($f: HolisticProjectFilter) { %s(filter: $f, sortField: "projectName", sortOrder: "ASC") { _id projectName } }`
	vars := map[string]any{"f": map[string]any{"regionCode": "4"}}
	env.Do(staff, fmt.Sprintf(q, "allHolisticProjects"), vars).MustDecode(&lists)
	env.Do(staff, fmt.Sprintf(q, "allHolisticProjectsPriviledged"), vars).MustDecode(&lists)
	if len(lists.AllHolisticProjects) == 0 || fmt.Sprint(lists.AllHolisticProjects) != fmt.Sprint(lists.AllHolisticProjectsPriviledged) {
		t.Errorf("allHolisticProjectsPriviledged = %v, want %v", lists.AllHolisticProjectsPriviledged, lists.AllHolisticProjects)
	}
}
