package graph_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// Training event reports through their own calls (spec/03 §3, §5, §7; issue 13).

const (
	tevFields = `_id status version regionCode regionName title eventDate hostName hostWebsite canEdit
	  eventAddress { label city country zipCode } numPeopleTrained itsmModulesTaught { intro mod1 mod9 }
	  trainersTrained { _id name email potentialRole } newPartnerships { _id orgName contactInfo { _id name } }
	  numUpgAdoptions newAdoptions { _id peopleGroupId } miracles { _id desc } publicFiles { _id } privateFiles { _id }`
	tevCreateDoc   = `mutation($r: TrainingEventReportInput!) { CreateTrainingEventReportForUser(report: $r) { ` + tevFields + ` } }`
	tevUpdateDoc   = `mutation($r: TrainingEventReportInput!) { UpdateTrainingEventReportForUser(report: $r) { ` + tevFields + ` } }`
	tevSubmitDoc   = `mutation($id: ID!) { SubmitTrainingEventReportForUser(reportId: $id) { ` + tevFields + ` } }`
	tevUnsubmitDoc = `mutation($id: ID!) { unsubmitTrainingEventReportForUser(reportId: $id) { ` + tevFields + ` } }`
	tevDeleteDoc   = `mutation($id: ID!) { DeleteTrainingEventReportForUser(_id: $id) { deletedId } }`
	tevReadDoc     = `query($id: ID!) { TrainingEventReportForUser(_id: $id) { ` + tevFields + ` } }`
	tevListDoc     = `query { AllTrainingEventReports { edges { node { _id status } } } }`
)

type tevOut struct {
	ID               string `json:"_id"`
	Status           string
	Version          int
	RegionCode       string
	CanEdit          bool
	NumPeopleTrained *int
	TrainersTrained  []struct {
		ID            string `json:"_id"`
		Name          string
		PotentialRole *string
	}
	NewPartnerships []struct {
		ID          string `json:"_id"`
		ContactInfo struct {
			ID string `json:"_id"`
		}
	}
	ItsmModulesTaught struct{ Intro, Mod1, Mod9 bool }
	Miracles          []struct{ Desc string }
}

func tevValid() map[string]any {
	return map[string]any{"regionCode": "9", "regionName": "Africa, West and Central", "title": "Perspectives in Nakuru", "eventDate": "2026-09-12",
		"hostName": "Nakuru Bible Church", "hostWebsite": "https://nakuru.example.org",
		"eventAddress":     map[string]any{"label": "Church hall", "city": "Nakuru", "country": "KE", "zipCode": "20100"},
		"numPeopleTrained": 35, "itsmModulesTaught": map[string]any{"intro": true, "mod9": true},
		"trainersTrained": []any{map[string]any{"name": "Peter Kamau", "email": "peter@example.org", "phone": "+254 700 123456", "potentialRole": "TRAINER"}},
		"newPartnerships": []any{map[string]any{"orgName": "Rift Valley Mission", "orgDesc": "Church planting.", "orgWebsite": "http://rvm.example.org",
			"contactInfo": map[string]any{"name": "Grace"}}},
		"numUpgAdoptions": 1, "newAdoptions": []any{map[string]any{"peopleGroupId": "pg-1", "peopleGroupName": "Turkana", "contactInfo": map[string]any{"name": "Joy"}}},
		"miracles": []any{map[string]any{"desc": "Healed."}, map[string]any{"desc": " "}},
	}
}

// addTurkana stores the people group tevValid's adoption names, in its region ("9").
func addTurkana(t *testing.T, env *graphtest.Env) {
	t.Helper()
	now := fixtureTime()
	pg := &model.PeopleGroup{ID: "pg-1", PeopleID3: "pg-1", NameAcrossCountries: "Turkana", NameInCountry: "Turkana", SearchText: "turkana",
		CountryCode: "XX", Country: "Testland", ContinentCode: "AFR", Continent: "Africa", RegionCode: "9", Region: "Africa, West and Central",
		JPURL: "https://joshuaproject.net/people_groups/pg-1", CreatedAt: now, UpdatedAt: now}
	if _, err := env.DB.Bun().NewInsert().Model(pg).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func tevDo(t *testing.T, env *graphtest.Env, token, doc, field string, vars map[string]any) tevOut {
	t.Helper()
	var d map[string]tevOut
	env.Do(token, doc, vars).MustDecode(&d)
	return d[field]
}

// createTrainingEvent saves a training event report of token's and answers its id.
func createTrainingEvent(t *testing.T, env *graphtest.Env, token string) string {
	t.Helper()
	return tevDo(t, env, token, tevCreateDoc, "CreateTrainingEventReportForUser", map[string]any{"r": tevValid()}).ID
}

func TestTrainingEventReportThroughTheAPI(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	trainer, _ := env.SignInAs("trainer")
	other, _ := env.SignInAs("trainer")
	fw, _ := env.SignInAs("field-worker")
	addTurkana(t, env)
	// Only those CanCreateTrainingEventReport lets may create.
	env.Do(fw, tevCreateDoc, map[string]any{"r": tevValid()}).MustFail("FORBIDDEN", report.MsgCannotCreate)

	r := tevDo(t, env, trainer, tevCreateDoc, "CreateTrainingEventReportForUser", map[string]any{"r": tevValid()})
	if r.Status != "DRAFT" || r.RegionCode != "9" || len(r.TrainersTrained) != 1 || r.TrainersTrained[0].ID == "" ||
		r.NewPartnerships[0].ID == "" || r.NewPartnerships[0].ContactInfo.ID == "" || len(r.Miracles) != 1 ||
		!r.ItsmModulesTaught.Intro || !r.ItsmModulesTaught.Mod9 || r.ItsmModulesTaught.Mod1 {
		t.Fatalf("created %+v", r)
	}
	id := map[string]any{"id": r.ID}
	// Another trainer neither reads nor changes it.
	env.Do(other, tevReadDoc, id).MustFail("NOT_FOUND", "")
	env.Do(other, tevUpdateDoc, map[string]any{"r": map[string]any{"_id": r.ID, "title": "x"}}).MustFail("NOT_FOUND", "")
	var list struct {
		AllTrainingEventReports struct{ Edges []any }
	}
	env.Do(other, tevListDoc, nil).MustDecode(&list)
	if len(list.AllTrainingEventReports.Edges) != 0 {
		t.Fatalf("other trainer lists %+v", list)
	}

	r = tevDo(t, env, trainer, tevSubmitDoc, "SubmitTrainingEventReportForUser", id)
	if r.Status != "PENDING" {
		t.Fatalf("submitted %+v", r)
	}
	env.Do(trainer, tevDeleteDoc, id).MustFail("CONFLICT", report.MsgDeleteSubmitted)
	env.Do(staff, holdRptDoc, map[string]any{"id": r.ID, "r": "Which modules?"}).MustDecode(new(map[string]any))
	// A held training report has no re-submit: its author unsubmits it.
	r = tevDo(t, env, trainer, tevUnsubmitDoc, "unsubmitTrainingEventReportForUser", id)
	if r.Status != "DRAFT" || !r.CanEdit {
		t.Fatalf("unsubmitted %+v", r)
	}
	env.Do(trainer, tevDeleteDoc, id).MustFail("CONFLICT", report.MsgDeleteSubmitted)
	r = tevDo(t, env, trainer, tevUpdateDoc, "UpdateTrainingEventReportForUser", map[string]any{"r": map[string]any{"_id": r.ID, "version": r.Version, "numPeopleTrained": 36}})
	r = tevDo(t, env, trainer, tevSubmitDoc, "SubmitTrainingEventReportForUser", id)
	env.Do(staff, approveRptDoc, id).MustDecode(new(map[string]any))
	r = tevDo(t, env, trainer, tevReadDoc, "TrainingEventReportForUser", id)
	if r.Status != "APPROVED" || r.CanEdit || *r.NumPeopleTrained != 36 {
		t.Fatalf("approved %+v", r)
	}
	env.Do(staff, tevListDoc, nil).MustDecode(&list)
	if len(list.AllTrainingEventReports.Edges) != 1 {
		t.Fatalf("staff list %+v", list)
	}

	// Delete answers the deleted id.
	d := createTrainingEvent(t, env, trainer)
	var del struct {
		DeleteTrainingEventReportForUser struct{ DeletedID string }
	}
	env.Do(trainer, tevDeleteDoc, map[string]any{"id": d}).MustDecode(&del)
	if del.DeleteTrainingEventReportForUser.DeletedID != d {
		t.Fatalf("deleted %+v", del)
	}
	env.Do(trainer, tevReadDoc, map[string]any{"id": d}).MustFail("NOT_FOUND", "")
}

// Each §5 rule of the training event report, with its message on its field.
func TestTrainingEventReportRules(t *testing.T) {
	env := graphtest.New(t)
	trainer, _ := env.SignInAs("trainer")
	addTurkana(t, env)
	other := addGroup(t, env, "Elsewhere")
	if _, err := env.DB.Bun().NewUpdate().Table("people_groups").Set("region_code = ?", "3").Where("id = ?", other).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, field, msg string
		change           func(in map[string]any)
	}{
		{"region", "regionCode", "Please select a region", func(in map[string]any) { in["regionCode"] = "" }},
		{"date", "eventDate", "This field is required", func(in map[string]any) { in["eventDate"] = "" }},
		{"host", "hostName", "This field is required", func(in map[string]any) { in["hostName"] = " " }},
		{"host website", "hostWebsite", "Please enter a valid URL (https://www.example.com)", func(in map[string]any) { in["hostWebsite"] = "www.example.org" }},
		{"host website spaces", "hostWebsite", report.MsgURL, func(in map[string]any) { in["hostWebsite"] = "https://a b.org" }},
		{"label", "eventAddress.label", "This field is required", func(in map[string]any) { in["eventAddress"].(map[string]any)["label"] = "" }},
		{"country", "eventAddress.country", "Please select a country", func(in map[string]any) { in["eventAddress"].(map[string]any)["country"] = "" }},
		{"city", "eventAddress.city", "This field is required", func(in map[string]any) { in["eventAddress"].(map[string]any)["city"] = "" }},
		{"zip", "eventAddress.zipCode", "Please enter a valid zip code.", func(in map[string]any) {
			in["eventAddress"].(map[string]any)["country"] = "US"
			in["eventAddress"].(map[string]any)["zipCode"] = "ABC"
		}},
		{"people trained", "numPeopleTrained", "This field is required", func(in map[string]any) { delete(in, "numPeopleTrained") }},
		{"people trained negative", "numPeopleTrained", report.MsgAtLeastZero, func(in map[string]any) { in["numPeopleTrained"] = -1 }},
		{"modules", "itsmModulesTaught", "You must select at least one module", func(in map[string]any) { in["itsmModulesTaught"] = map[string]any{"intro": false} }},
		{"trainer name", "trainersTrained.0.name", "This field is required", func(in map[string]any) {
			in["trainersTrained"] = []any{map[string]any{"email": "a@example.org"}}
		}},
		{"trainer email", "trainersTrained.0.email", "Please enter a valid email (ex. name@example.com).", func(in map[string]any) {
			in["trainersTrained"] = []any{map[string]any{"name": "A", "email": "a@"}}
		}},
		{"trainer phone", "trainersTrained.0.phone", report.MsgPhone, func(in map[string]any) {
			in["trainersTrained"] = []any{map[string]any{"name": "A", "phone": "0700 123"}}
		}},
		{"org name", "newPartnerships.0.orgName", "This field is required", func(in map[string]any) {
			in["newPartnerships"] = []any{map[string]any{"orgDesc": "d", "contactInfo": map[string]any{"name": "G"}}}
		}},
		{"org desc", "newPartnerships.0.orgDesc", "This field is required", func(in map[string]any) {
			in["newPartnerships"] = []any{map[string]any{"orgName": "o", "contactInfo": map[string]any{"name": "G"}}}
		}},
		{"org website", "newPartnerships.0.orgWebsite", report.MsgURL, func(in map[string]any) {
			in["newPartnerships"] = []any{map[string]any{"orgName": "o", "orgDesc": "d", "orgWebsite": "mailto:x", "contactInfo": map[string]any{"name": "G"}}}
		}},
		{"adoptions", "numUpgAdoptions", "This field is required", func(in map[string]any) { delete(in, "numUpgAdoptions") }},
		{"adoption group", "newAdoptions.0.peopleGroupId", "Please select a people group", func(in map[string]any) {
			in["newAdoptions"] = []any{map[string]any{"contactInfo": map[string]any{"name": "Joy"}}}
		}},
		// The picker offers the report's region's people groups; the server holds to it.
		{"adoption group of another region", "newAdoptions.0.peopleGroupId", "Please select a people group", func(in map[string]any) {
			in["newAdoptions"] = []any{map[string]any{"peopleGroupId": other, "contactInfo": map[string]any{"name": "Joy"}}}
		}},
		{"adoption group unknown", "newAdoptions.0.peopleGroupId", "Please select a people group", func(in map[string]any) {
			in["newAdoptions"] = []any{map[string]any{"peopleGroupId": "no-such-group", "contactInfo": map[string]any{"name": "Joy"}}}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := tevValid()
			c.change(in)
			r := tevDo(t, env, trainer, tevCreateDoc, "CreateTrainingEventReportForUser", map[string]any{"r": in})
			mustFailOn(t, env.Do(trainer, tevSubmitDoc, map[string]any{"id": r.ID}), "BAD_USER_INPUT", c.msg, c.field)
		})
	}
	// A trainer files for themself: a report for someone else is refused, at create and at save.
	_, stranger := env.SignInAs("field-worker")
	in := tevValid()
	in["contactId"] = stranger.ContactID
	mustFailOn(t, env.Do(trainer, tevCreateDoc, map[string]any{"r": in}), "BAD_USER_INPUT", "Please select a field worker", "contactId")
	mine := tevDo(t, env, trainer, tevCreateDoc, "CreateTrainingEventReportForUser", map[string]any{"r": tevValid()})
	mustFailOn(t, env.Do(trainer, tevUpdateDoc, map[string]any{"r": map[string]any{"_id": mine.ID, "contactId": stranger.ContactID}}),
		"BAD_USER_INPUT", "Please select a field worker", "contactId")
	// Several broken rules come back together, each on its field.
	in = tevValid()
	in["regionCode"], in["hostName"], in["itsmModulesTaught"] = "", " ", map[string]any{}
	in["trainersTrained"] = []any{map[string]any{"name": "A", "email": "a@"}}
	r := tevDo(t, env, trainer, tevCreateDoc, "CreateTrainingEventReportForUser", map[string]any{"r": in})
	mustFailOnAll(t, env.Do(trainer, tevSubmitDoc, map[string]any{"id": r.ID}), map[string]string{"regionCode": "Please select a region",
		"hostName": "This field is required", "itsmModulesTaught": "You must select at least one module",
		"trainersTrained.0.email": "Please enter a valid email (ex. name@example.com)."})
	// The valid report submits; ftp addresses are URLs too.
	in = tevValid()
	in["hostWebsite"] = "ftp://files.example.org/x"
	r = tevDo(t, env, trainer, tevCreateDoc, "CreateTrainingEventReportForUser", map[string]any{"r": in})
	if s := tevDo(t, env, trainer, tevSubmitDoc, "SubmitTrainingEventReportForUser", map[string]any{"id": r.ID}); s.Status != "PENDING" {
		t.Fatalf("valid report %+v", s)
	}
}

// trainingEventReportUpdated tells the author of their report's changes, and no one else.
func TestTrainingEventReportSubscription(t *testing.T) {
	env := graphtest.New(t)
	trainer, _ := env.SignInAs("trainer")
	other, _ := env.SignInAs("trainer")
	doc := `subscription { trainingEventReportUpdated { crud id new { _id status } } }`
	mine := env.Subscribe(trainer, "", doc, nil)
	defer mine.Close()
	theirs := env.Subscribe(other, "", doc, nil)
	defer theirs.Close()
	type update struct {
		TrainingEventReportUpdated struct {
			Crud, ID string
			New      *struct {
				ID     string `json:"_id"`
				Status string
			}
		}
	}
	// next saves reports of token's until sub hears of one (the subscription starts meanwhile).
	next := func(sub *graphtest.Subscription, token string) (update, map[string]bool) {
		t.Helper()
		made := map[string]bool{}
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			made[createTrainingEvent(t, env, token)] = true
			res, err := sub.Next(300 * time.Millisecond)
			if errors.Is(err, graphtest.ErrTimeout) {
				continue
			}
			if err != nil {
				t.Fatalf("subscription: %v", err)
			}
			var u update
			res.MustDecode(&u)
			return u, made
		}
		t.Fatal("no update")
		return update{}, nil
	}
	u, made := next(mine, trainer)
	if u.TrainingEventReportUpdated.Crud != "CREATE" || !made[u.TrainingEventReportUpdated.ID] || u.TrainingEventReportUpdated.New == nil ||
		u.TrainingEventReportUpdated.New.Status != "DRAFT" {
		t.Fatalf("mine %+v", u)
	}
	// The other trainer's first update is of their own report: never the first trainer's.
	u, made = next(theirs, other)
	if !made[u.TrainingEventReportUpdated.ID] {
		t.Fatalf("theirs heard of %+v", u)
	}
}
