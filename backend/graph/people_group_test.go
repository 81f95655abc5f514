package graph_test

import (
	"bytes"
	"context"
	"image"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
	"github.com/reachmissions/reach/data"
)

// withPeopleGroups is a server holding Joshua Project's 16,382 groups.
func withPeopleGroups(t *testing.T) *graphtest.Env {
	t.Helper()
	env := graphtest.New(t)
	if _, err := importer.ImportJoshuaProject(context.Background(), env.DB, data.JoshuaProject); err != nil {
		t.Fatal(err)
	}
	return env
}

const listPeopleGroups = `query($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: PeopleGroupFilter) {
  allPeopleGroups(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
    id _id peopleGroupId nameAcrossCountries country countryCode regionCode population
    percentEvangelical latlon jpUrl jpScale jpScaleId leastReached focusLevelNo numAdoptionsAvailable suggestedAdoptionLevel
  }
  _allPeopleGroupsMeta(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { count }
}`

type listedGroup struct {
	ID                     string
	UID                    string `json:"_id"`
	PeopleGroupID          string
	NameAcrossCountries    string
	Country                string
	CountryCode            string
	RegionCode             string
	Population             int
	PercentEvangelical     *float64
	Latlon                 []float64
	JpURL                  string
	JpScale                *int
	JpScaleID              *string
	LeastReached           bool
	FocusLevelNo           int
	NumAdoptionsAvailable  int
	SuggestedAdoptionLevel *string
}

type listed struct {
	AllPeopleGroups     []listedGroup
	AllPeopleGroupsMeta struct{ Count int } `json:"_allPeopleGroupsMeta"`
}

func TestStaffListsPeopleGroups(t *testing.T) {
	env := withPeopleGroups(t)
	staff, _ := env.SignInAs("staff")

	var d listed
	env.Do(staff, listPeopleGroups, map[string]any{
		"page": 0, "perPage": 25, "sortField": "nameAcrossCountries", "sortOrder": "ASC",
		"filter": map[string]any{"q": "pashtun", "regionCode": "5"},
	}).MustDecode(&d)

	if d.AllPeopleGroupsMeta.Count != 9 {
		t.Errorf("_allPeopleGroupsMeta count %d, want the 9 Pashtun groups of Central Asia", d.AllPeopleGroupsMeta.Count)
	}
	var got []string
	for _, g := range d.AllPeopleGroups {
		got = append(got, g.ID)
	}
	want := "af-14256 ti-14256 tx-14256 tu-14256 af-22356 af-14327 ir-14327 ti-14327 tu-14327"
	if strings.Join(got, " ") != want {
		t.Errorf("order:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	first := d.AllPeopleGroups[0]
	if first.UID != first.ID || first.PeopleGroupID != "14256" || first.NameAcrossCountries != "Pashtun, Northern" || first.Country != "Afghanistan" || first.RegionCode != "5" {
		t.Errorf("first group %+v", first)
	}
	if first.Population != 4588000 || first.JpURL != "https://joshuaproject.net/people_groups/14256/AF" {
		t.Errorf("population %d, jpUrl %q", first.Population, first.JpURL)
	}
	if len(first.Latlon) != 2 || first.Latlon[0] < 29 || first.Latlon[0] > 39 || first.Latlon[1] < 60 || first.Latlon[1] > 75 {
		t.Errorf("latlon %v is not in Afghanistan", first.Latlon)
	}
	if first.JpScale == nil || first.JpScaleID == nil || *first.JpScaleID != "1" || !first.LeastReached {
		t.Errorf("jpScale %v jpScaleId %v least reached %v", first.JpScale, first.JpScaleID, first.LeastReached)
	}
	if first.FocusLevelNo != 5 || first.NumAdoptionsAvailable != 3 || first.SuggestedAdoptionLevel == nil || *first.SuggestedAdoptionLevel != "ADOPTER_LV2" {
		t.Errorf("focus %d adoptions %d level %v", first.FocusLevelNo, first.NumAdoptionsAvailable, first.SuggestedAdoptionLevel)
	}

	// One group by id, with a percentage turned back into a number of percent.
	var one struct {
		PeopleGroup *struct {
			ID                 string
			NameInCountry      string
			PercentEvangelical *float64
			PercentAdherents   *float64
			OfficialLanguage   *string
		}
	}
	env.Do(staff, `query { PeopleGroup: peopleGroup(_id: "af-14372") { id nameInCountry percentEvangelical percentAdherents officialLanguage } }`, nil).MustDecode(&one)
	if p := one.PeopleGroup; p == nil || p.NameInCountry != "Afghan, Tajik" || p.PercentEvangelical == nil || *p.PercentEvangelical != 0.01 || *p.PercentAdherents != 0.01 || *p.OfficialLanguage != "Pashto, Southern" {
		t.Errorf("PeopleGroup(af-14372): %+v", p)
	}
	var none struct{ PeopleGroup *struct{ ID string } }
	env.Do(staff, `query { PeopleGroup: peopleGroup(_id: "zz-1") { id } }`, nil).MustDecode(&none)
	if none.PeopleGroup != nil {
		t.Errorf("PeopleGroup(zz-1) = %+v, want null", none.PeopleGroup)
	}

	// A sort field outside the list is refused with the fields that work.
	env.Do(staff, listPeopleGroups, map[string]any{"sortField": "summary"}).
		MustFail("BAD_USER_INPUT", `People groups cannot be sorted by "summary"; use one of country, focusLevelNo`)
}

func TestPeopleGroupsNeedStaff(t *testing.T) {
	env := graphtest.New(t)
	partner, _ := env.SignInAs("partner")
	update := `mutation { updatePeopleGroup(id: "af-14372", focusLevelNo: 1) { id } }`

	env.Do(partner, listPeopleGroups, nil).MustFail("FORBIDDEN", "")
	// One group's public fields are every partner's to read (the report forms' breadcrumbs).
	env.Do(partner, `query { peopleGroup(_id: "af-14372") { id } }`, nil).MustOK()
	env.Do("", `query { peopleGroup(_id: "af-14372") { id } }`, nil).MustFail("UNAUTHENTICATED", "")
	env.Do(partner, update, nil).MustFail("FORBIDDEN", "")

	env.Do("", listPeopleGroups, nil).MustFail("UNAUTHENTICATED", "")
	env.Do("", update, nil).MustFail("UNAUTHENTICATED", "")
}

func TestStaffUpdatesAPeopleGroup(t *testing.T) {
	env := withPeopleGroups(t)
	staff, _ := env.SignInAs("staff")
	const update = `mutation($id: ID!, $summary: String, $focus: Int, $n: Int, $level: String) {
  updatePeopleGroup(id: $id, summary: $summary, focusLevelNo: $focus, numAdoptionsAvailable: $n, suggestedAdoptionLevel: $level) {
    id summary summaryText focusLevelNo numAdoptionsAvailable suggestedAdoptionLevel
  }
}`
	cases := []struct {
		name string
		vars map[string]any
		code string
		msg  string
	}{
		{"focus above 5", map[string]any{"id": "af-14372", "focus": 6}, "BAD_USER_INPUT", "Focus level must be between 0 and 5."},
		{"negative adoptions", map[string]any{"id": "af-14372", "n": -1}, "BAD_USER_INPUT", "Adoptions available must be 0 or more."},
		{"unknown level", map[string]any{"id": "af-14372", "level": "ADOPTER_GOLD"}, "BAD_USER_INPUT", "Suggested adoption level must be one of ADOPTER_PRAY, ADOPTER_LV1, ADOPTER_LV2, ADOPTER_LV3."},
		{"no such group", map[string]any{"id": "zz-1", "focus": 1}, "NOT_FOUND", `There is no people group "zz-1".`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := env.Do(staff, update, c.vars)
			res.MustFail(c.code, c.msg)
			if res.Message() != c.msg {
				t.Errorf("message %q, want %q", res.Message(), c.msg)
			}
		})
	}

	var d struct {
		UpdatePeopleGroup struct {
			ID                     string
			Summary                *string
			SummaryText            *string
			FocusLevelNo           int
			NumAdoptionsAvailable  int
			SuggestedAdoptionLevel *string
		}
	}
	env.Do(staff, update, map[string]any{"id": "af-14372", "summary": "Farmers of Herat.", "focus": 4, "n": 1, "level": "ADOPTER_LV3"}).MustDecode(&d)
	u := d.UpdatePeopleGroup
	if u.Summary == nil || *u.Summary != "Farmers of Herat." || *u.SummaryText != "Farmers of Herat." || u.FocusLevelNo != 4 || u.NumAdoptionsAvailable != 1 || *u.SuggestedAdoptionLevel != "ADOPTER_LV3" {
		t.Errorf("after update: %+v", u)
	}

	// The list shows the edit: the group is now the only focus-4 Tajik group in Afghanistan.
	var l listed
	env.Do(staff, listPeopleGroups, map[string]any{"filter": map[string]any{"countryCode": "AF", "focusLevelNo": 4, "q": "tajik"}}).MustDecode(&l)
	if l.AllPeopleGroupsMeta.Count != 1 || len(l.AllPeopleGroups) != 1 || l.AllPeopleGroups[0].ID != "af-14372" {
		t.Errorf("focus-4 Tajiks in Afghanistan: %+v", l)
	}
}

// Staff upload a photo for a people group and make it the group's photo: its
// cards on the giving site and in the portal show the picture from then on.
func TestStaffSetAPeopleGroupPhoto(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	group, other := addGroup(t, env, "Hill Weavers"), addGroup(t, env, "River Fishers")
	photo := upload(t, env, staff, "weavers.jpg", "image/jpeg", testJPEG(t, 800, 600), map[string]any{"attachedTo": group, "type": "PG_PHOTO"})
	elsewhere := upload(t, env, staff, "fishers.jpg", "image/jpeg", testJPEG(t, 800, 600), map[string]any{"attachedTo": other, "type": "PG_PHOTO"})
	attachment := upload(t, env, staff, "notes.jpg", "image/jpeg", testJPEG(t, 80, 60), map[string]any{"attachedTo": group})

	const update = `mutation($id: ID!, $photo: ID) { updatePeopleGroup(id: $id, primaryPhotoId: $photo) { primaryPhotoId primaryThumbnailUrl } }`
	const public = `query($id: ID!) { peopleGroupForPublic(_id: $id) { primaryPhotoId primaryThumbnailUrl } }`
	type shown struct {
		PrimaryPhotoID      *string
		PrimaryThumbnailURL *string
	}

	for name, id := range map[string]string{"another group's photo": elsewhere.ID, "an attachment": attachment.ID, "no such file": uuid.NewString()} {
		res := env.Do(staff, update, map[string]any{"id": group, "photo": id})
		if res.MustFail("BAD_USER_INPUT", peoplegroup.MsgNotGroupPhoto); res.Message() != peoplegroup.MsgNotGroupPhoto {
			t.Errorf("%s: %q", name, res.Message())
		}
	}
	var staffView struct{ PeopleGroup shown }
	env.Do(staff, `query($id: ID!) { PeopleGroup: peopleGroup(_id: $id) { primaryPhotoId primaryThumbnailUrl } }`, map[string]any{"id": group}).MustDecode(&staffView)
	if staffView.PeopleGroup.PrimaryPhotoID != nil || staffView.PeopleGroup.PrimaryThumbnailURL != nil {
		t.Fatalf("a refused photo was kept: %+v", staffView.PeopleGroup)
	}

	var d struct{ UpdatePeopleGroup shown }
	env.Do(staff, update, map[string]any{"id": group, "photo": photo.ID}).MustDecode(&d)
	if got := d.UpdatePeopleGroup; got.PrimaryPhotoID == nil || *got.PrimaryPhotoID != photo.ID || got.PrimaryThumbnailURL == nil || *got.PrimaryThumbnailURL != *photo.Thumbnail {
		t.Fatalf("after setting the photo: %+v, want thumbnail %s", got, *photo.Thumbnail)
	}
	var pub struct{ PeopleGroupForPublic shown }
	env.Do("", public, map[string]any{"id": group}).MustDecode(&pub)
	thumb := pub.PeopleGroupForPublic.PrimaryThumbnailURL
	if thumb == nil {
		t.Fatal("the giving site shows no photo")
	}
	resp, body := fetch(t, env, *thumb, "")
	if cfg, _, err := image.DecodeConfig(bytes.NewReader(body)); resp.StatusCode != http.StatusOK || err != nil || cfg.Width != 150 {
		t.Fatalf("the card's thumbnail answered %d (%v)", resp.StatusCode, err)
	}

	env.Do(staff, update, map[string]any{"id": group, "photo": ""}).MustDecode(&d)
	if d.UpdatePeopleGroup.PrimaryPhotoID != nil || d.UpdatePeopleGroup.PrimaryThumbnailURL != nil {
		t.Errorf("after clearing: %+v", d.UpdatePeopleGroup)
	}
}
