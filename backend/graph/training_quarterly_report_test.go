package graph_test

import (
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/report"
)

// Training quarterly reports through their own calls (spec/03 §3, §7; issue 13).

const (
	tqFields    = `_id status quarter canEdit events { _id date numPeopleTrained city country host } numEvents numPeopleTrained miracles { _id desc } prayerRequests { _id desc } files { _id }`
	tqCreateDoc = `mutation($r: TrainingQuarterlyReportInput!) { CreateTrainingQuarterlyReportForUser(report: $r) { ` + tqFields + ` } }`
	tqUpdateDoc = `mutation($r: TrainingQuarterlyReportInput!) { UpdateTrainingQuarterlyReportForUser(report: $r) { ` + tqFields + ` } }`
	tqSubmitDoc = `mutation($id: ID!) { SubmitTrainingQuarterlyReportForUser(reportId: $id) { ` + tqFields + ` } }`
	tqUnsubDoc  = `mutation($id: ID!) { unsubmitTrainingQuarterlyReportForUser(reportId: $id) { ` + tqFields + ` } }`
	tqDeleteDoc = `mutation($id: ID!) { DeleteTrainingQuarterlyReportForUser(_id: $id) { deletedId } }`
	tqReadDoc   = `query($id: ID!) { TrainingQuarterlyReportForUser(_id: $id) { ` + tqFields + ` } }`
	tqListDoc   = `query { AllTrainingQuarterlyReports { edges { node { _id quarter } } } }`
)

type tqOut struct {
	ID      string `json:"_id"`
	Status  string
	Quarter string
	CanEdit bool
	Events  []struct {
		ID   string `json:"_id"`
		City string
	}
	NumEvents        int
	NumPeopleTrained int
	Miracles         []struct{ Desc string }
	PrayerRequests   []struct{ Desc string }
}

func tqDo(t *testing.T, env *graphtest.Env, token, doc, field string, vars map[string]any) tqOut {
	t.Helper()
	var d map[string]tqOut
	env.Do(token, doc, vars).MustDecode(&d)
	return d[field]
}

func TestTrainingQuarterlyReportThroughTheAPI(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	trainer, _ := env.SignInAs("trainer")
	other, _ := env.SignInAs("trainer")
	fw, _ := env.SignInAs("field-worker")
	in := map[string]any{"quarter": thisQuarter(), "events": []any{
		map[string]any{"date": "2026-07-02", "numPeopleTrained": 20, "city": "Nakuru", "country": "KE", "host": "Nakuru Bible Church"},
		map[string]any{"date": "2026-08-09", "numPeopleTrained": 15, "city": "Eldoret", "country": "KE", "host": "Eldoret Fellowship"},
		map[string]any{}},
		"miracles": []any{map[string]any{"desc": ""}}, "prayerRequests": []any{map[string]any{"desc": "More trainers."}}}
	env.Do(fw, tqCreateDoc, map[string]any{"r": in}).MustFail("FORBIDDEN", report.MsgCannotCreate)
	r := tqDo(t, env, trainer, tqCreateDoc, "CreateTrainingQuarterlyReportForUser", map[string]any{"r": in})
	if r.Status != "DRAFT" || r.NumEvents != 2 || r.NumPeopleTrained != 35 || r.Events[0].ID == "" || len(r.Miracles) != 0 || len(r.PrayerRequests) != 1 {
		t.Fatalf("created %+v", r)
	}
	id := map[string]any{"id": r.ID}
	env.Do(other, tqReadDoc, id).MustFail("NOT_FOUND", "")
	// Each event needs its date, people trained, city, country and host.
	tqDo(t, env, trainer, tqUpdateDoc, "UpdateTrainingQuarterlyReportForUser", map[string]any{"r": map[string]any{"_id": r.ID,
		"events": []any{map[string]any{"date": "2026-07-02", "numPeopleTrained": 20, "country": "KE", "host": "h"}}}})
	mustFailOn(t, env.Do(trainer, tqSubmitDoc, id), "BAD_USER_INPUT", "This field is required", "events.0.city")
	tqDo(t, env, trainer, tqUpdateDoc, "UpdateTrainingQuarterlyReportForUser", map[string]any{"r": map[string]any{"_id": r.ID,
		"events": []any{map[string]any{"date": "2026-07-02", "city": "Nakuru", "country": "KE", "host": "h"}}}})
	mustFailOn(t, env.Do(trainer, tqSubmitDoc, id), "BAD_USER_INPUT", "This field is required", "events.0.numPeopleTrained")
	// The quarter is one the selector offers.
	env.Do(trainer, tqUpdateDoc, map[string]any{"r": map[string]any{"_id": r.ID, "quarter": quarterBack(9)}}).MustFail("BAD_USER_INPUT", report.MsgQuarter)
	r = tqDo(t, env, trainer, tqUpdateDoc, "UpdateTrainingQuarterlyReportForUser", map[string]any{"r": map[string]any{"_id": r.ID,
		"events": []any{map[string]any{"date": "2026-07-02", "numPeopleTrained": 20, "city": "Nakuru", "country": "KE", "host": "h"}}}})
	if r.NumPeopleTrained != 20 || r.NumEvents != 1 {
		t.Fatalf("saved %+v", r)
	}
	r = tqDo(t, env, trainer, tqSubmitDoc, "SubmitTrainingQuarterlyReportForUser", id)
	if r.Status != "PENDING" {
		t.Fatalf("submitted %+v", r)
	}
	env.Do(trainer, tqDeleteDoc, id).MustFail("CONFLICT", report.MsgDeleteSubmitted)
	tqDo(t, env, trainer, tqUnsubDoc, "unsubmitTrainingQuarterlyReportForUser", id)
	tqDo(t, env, trainer, tqSubmitDoc, "SubmitTrainingQuarterlyReportForUser", id)
	env.Do(staff, approveRptDoc, id).MustDecode(new(map[string]any))
	if r = tqDo(t, env, trainer, tqReadDoc, "TrainingQuarterlyReportForUser", id); r.Status != "APPROVED" || r.CanEdit {
		t.Fatalf("approved %+v", r)
	}
	// The list is newest quarter first.
	tqDo(t, env, trainer, tqCreateDoc, "CreateTrainingQuarterlyReportForUser", map[string]any{"r": map[string]any{"quarter": quarterBack(2)}})
	d := tqDo(t, env, trainer, tqCreateDoc, "CreateTrainingQuarterlyReportForUser", map[string]any{"r": map[string]any{"quarter": quarterBack(1)}})
	var list struct {
		AllTrainingQuarterlyReports struct {
			Edges []struct{ Node struct{ ID, Quarter string } }
		}
	}
	env.Do(trainer, tqListDoc, nil).MustDecode(&list)
	e := list.AllTrainingQuarterlyReports.Edges
	if len(e) != 3 || e[0].Node.Quarter != thisQuarter() || e[1].Node.Quarter != quarterBack(1) || e[2].Node.Quarter != quarterBack(2) {
		t.Fatalf("list %+v", list)
	}
	var del struct {
		DeleteTrainingQuarterlyReportForUser struct{ DeletedID string }
	}
	env.Do(trainer, tqDeleteDoc, map[string]any{"id": d.ID}).MustDecode(&del)
	if del.DeleteTrainingQuarterlyReportForUser.DeletedID != d.ID {
		t.Fatalf("deleted %+v", del)
	}
}
