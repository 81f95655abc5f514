package graph_test

import (
	"context"
	"maps"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/report"
)

// People group quarterly reports through their own calls (spec/03 §3–§5, §7; issue 13).

const (
	upgFields = `_id status version contactId peopleGroupId quarter canEdit onBehalfOf onBehalfOfName onBehalfOfId
	  receivedFinancialSupport receivedForHimself receivedForHolistic receivedTotal useOfHolisticFundsDesc
	  hProjects { projectId status results } churchesPlanted { villageName country numChurches numBelievers }
	  numChurchesPlanted numHeardForFirstTime numSalvations numWaterBaptisms miracles { _id desc } prayerRequests { _id desc }
	  contact { _id fullName } peopleGroup { _id } publicAttachmentIds`
	upgCreateDoc   = `mutation($r: UpgQuarterlyReportInput!) { createUpgQuarterlyReportForUser(report: $r) { ` + upgFields + ` } }`
	upgUpdateDoc   = `mutation($r: UpgQuarterlyReportInput!) { updateUpgQuarterlyReportForUser(report: $r) { ` + upgFields + ` } }`
	upgSubmitDoc   = `mutation($id: ID!) { submitUpgQuarterlyReportForUser(reportId: $id) { ` + upgFields + ` } }`
	upgUnsubmitDoc = `mutation($id: ID!) { unsubmitUpgQuarterlyReportForUser(reportId: $id) { ` + upgFields + ` } }`
	upgDeleteDoc   = `mutation($id: ID!) { deleteUpgQuarterlyReportForUser(_id: $id) { deletedId } }`
	upgReadDoc     = `query($id: ID!) { upgQuarterlyReportForUser(_id: $id) { ` + upgFields + ` } }`
	upgListDoc     = `query($g: ID) { allUpgQuarterlyReportsForUser(filters: {peopleGroupId: $g}) { pageInfo { hasNextPage } edges { cursor node { _id quarter } } } }`
)

type upgOut struct {
	ID                       string `json:"_id"`
	Status                   string
	Version                  int
	ContactID                string
	PeopleGroupID            *string
	Quarter                  string
	CanEdit                  bool
	OnBehalfOf               *bool
	OnBehalfOfName           *string
	OnBehalfOfID             *string
	ReceivedFinancialSupport *bool
	ReceivedForHimself       *int64
	ReceivedForHolistic      *int64
	ReceivedTotal            *int64
	UseOfHolisticFundsDesc   *string
	ChurchesPlanted          []struct {
		VillageName, Country      *string
		NumChurches, NumBelievers *int
	}
	NumChurchesPlanted   int
	NumHeardForFirstTime *int
	NumSalvations        *int
	NumWaterBaptisms     *int
	Miracles             []struct{ ID, Desc string }
	PrayerRequests       []struct {
		ID   string `json:"_id"`
		Desc string
	}
	Contact     *struct{ FullName string }
	PeopleGroup *struct {
		ID string `json:"_id"`
	}
}

func upgDo(t *testing.T, env *graphtest.Env, token, doc, field string, vars map[string]any) upgOut {
	t.Helper()
	var d map[string]upgOut
	env.Do(token, doc, vars).MustDecode(&d)
	return d[field]
}

// upgValid is a report its rules let a field worker submit.
func upgValid(group, quarter string) map[string]any {
	return map[string]any{"reportType": "PG_QUARTERLY", "peopleGroupId": group, "quarter": quarter,
		"receivedFinancialSupport": true, "receivedForHimself": 1_500_000, "receivedForHolistic": 500_000,
		"useOfHolisticFundsDesc": "Seeds for the farm.",
		"churchesPlanted": []any{map[string]any{"villageName": "Ol Kalou", "country": "KE", "numChurches": 2, "numBelievers": 30},
			map[string]any{"villageName": "Nyeri", "country": "KE", "numChurches": 1, "numBelievers": 12}},
		"numHeardForFirstTime": 40, "numSalvations": 12, "numWaterBaptisms": 7,
		"miracles":       []any{map[string]any{"desc": "A boy walked again."}, map[string]any{"desc": "  "}},
		"prayerRequests": []any{map[string]any{"desc": "Rain for the crops."}, map[string]any{"_id": "p-1", "desc": "Peace in the village."}, map[string]any{"desc": ""}},
	}
}

func thisQuarter() string { return report.QuarterOf(time.Now().UTC()) }

func quarterBack(n int) string { return report.QuarterOf(time.Now().UTC().AddDate(0, -3*n, 0)) }

func TestUpgQuarterlyReportSavesItsFields(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	r := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, thisQuarter())})
	if r.Status != "DRAFT" || r.ContactID != p.anaU.ContactID || r.PeopleGroup == nil || r.PeopleGroup.ID != p.group || r.Contact == nil {
		t.Fatalf("created %+v", r)
	}
	// Totals are the server's; blank entries are dropped and the others have ids.
	if r.ReceivedTotal == nil || *r.ReceivedTotal != 2_000_000 || r.NumChurchesPlanted != 3 || len(r.Miracles) != 1 || len(r.PrayerRequests) != 2 ||
		r.PrayerRequests[0].ID == "" || r.PrayerRequests[1].ID != "p-1" {
		t.Fatalf("normalised %+v", r)
	}
	// A field left out stays; a list sent replaces the stored one.
	r = upgDo(t, env, p.ana, upgUpdateDoc, "updateUpgQuarterlyReportForUser", map[string]any{"r": map[string]any{"_id": r.ID, "version": r.Version,
		"receivedForHolistic": 0, "churchesPlanted": []any{}}})
	if *r.ReceivedTotal != 1_500_000 || r.NumChurchesPlanted != 0 || len(r.ChurchesPlanted) != 0 || *r.NumSalvations != 12 || len(r.PrayerRequests) != 2 {
		t.Fatalf("updated %+v", r)
	}
	// The list and the generic report agree.
	var list struct {
		AllUpgQuarterlyReportsForUser struct {
			Edges []struct{ Node struct{ ID, Quarter string } }
		}
	}
	env.Do(p.ana, upgListDoc, map[string]any{"g": p.group}).MustDecode(&list)
	if len(list.AllUpgQuarterlyReportsForUser.Edges) != 1 {
		t.Fatalf("list %+v", list)
	}
	// Filing on behalf of another field worker makes them the report's contact.
	_, other := env.SignInAs("field-worker")
	linkGroup(t, env, other.ContactID, p.group, "FIELD_WORKER")
	in := upgValid(p.group, quarterBack(1))
	in["onBehalfOf"], in["onBehalfOfName"], in["onBehalfOfContactId"] = true, "Wanjiru", other.ContactID
	b := upgDo(t, env, p.ben, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": in})
	if b.ContactID != other.ContactID || b.OnBehalfOfID == nil || *b.OnBehalfOfID != other.ContactID {
		t.Fatalf("on behalf %+v", b)
	}
	// Only a field worker of the group: a contact with no link to it is refused, on the field
	// that named them, at create and at save.
	_, stranger := env.SignInAs("field-worker")
	in = upgValid(p.group, quarterBack(2))
	in["onBehalfOf"], in["onBehalfOfName"], in["onBehalfOfContactId"] = true, "Stranger", stranger.ContactID
	mustFailOn(t, env.Do(p.ben, upgCreateDoc, map[string]any{"r": in}), "BAD_USER_INPUT", "Please select a field worker", "onBehalfOfContactId")
	in = upgValid(p.group, quarterBack(2))
	in["contactId"] = stranger.ContactID
	mustFailOn(t, env.Do(p.ana, upgCreateDoc, map[string]any{"r": in}), "BAD_USER_INPUT", "Please select a field worker", "contactId")
	mustFailOn(t, env.Do(p.ana, upgUpdateDoc, map[string]any{"r": map[string]any{"_id": r.ID, "contactId": stranger.ContactID}}),
		"BAD_USER_INPUT", "Please select a field worker", "contactId")
	// A coordinator of the group is no field worker of it either.
	_, coord := env.SignInAs("regional-coordinator")
	linkGroup(t, env, coord.ContactID, p.group, "REGIONAL_COORDINATOR")
	in["contactId"] = coord.ContactID
	mustFailOn(t, env.Do(p.ana, upgCreateDoc, map[string]any{"r": in}), "BAD_USER_INPUT", "Please select a field worker", "contactId")
	// Staff file for any contact.
	in["contactId"] = stranger.ContactID
	if c := upgDo(t, env, p.staff, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": in}); c.ContactID != stranger.ContactID {
		t.Fatalf("staff's report for %+v", c)
	}
	// An unknown contactId is refused, for staff too.
	in = upgValid(p.group, quarterBack(2))
	in["contactId"] = "no-such-contact"
	mustFailOn(t, env.Do(p.ana, upgCreateDoc, map[string]any{"r": in}), "BAD_USER_INPUT", "Please select a field worker", "contactId")
	mustFailOn(t, env.Do(p.staff, upgCreateDoc, map[string]any{"r": in}), "BAD_USER_INPUT", "Please select a field worker", "contactId")
	// A report of another type is not one of these.
	p.made = 3
	gen := p.create(t)
	env.Do(p.ana, upgReadDoc, map[string]any{"id": gen.ID}).MustDecode(new(map[string]any))
	trainingID := createTrainingEvent(t, env, p.staff)
	env.Do(p.staff, upgReadDoc, map[string]any{"id": trainingID}).MustFail("NOT_FOUND", "")
}

// Each §5 rule, with its message on its field, at submit; a draft may be incomplete.
func TestUpgQuarterlyReportRules(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	// Ben coordinates the group: he is asked whether he files on behalf of a field worker.
	r := upgDo(t, env, p.ben, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": map[string]any{"peopleGroupId": p.group}})
	id := map[string]any{"id": r.ID}
	set := func(fields map[string]any) {
		t.Helper()
		cur := upgDo(t, env, p.ben, upgReadDoc, "upgQuarterlyReportForUser", id)
		fields["_id"], fields["version"] = r.ID, cur.Version
		upgDo(t, env, p.ben, upgUpdateDoc, "updateUpgQuarterlyReportForUser", map[string]any{"r": fields})
	}
	refuse := func(field, msg string) {
		t.Helper()
		mustFailOn(t, env.Do(p.ben, upgSubmitDoc, id), "BAD_USER_INPUT", msg, field)
	}
	valid := upgValid(p.group, thisQuarter())
	delete(valid, "reportType")
	// Every broken rule comes back at once, each on its field.
	all := env.Do(p.ben, upgSubmitDoc, id)
	mustFailOn(t, all, "BAD_USER_INPUT", "Please answer yes or no", "onBehalfOf")
	mustFailOnAll(t, all, map[string]string{"onBehalfOf": "Please answer yes or no", "quarter": "Please select a quarter",
		"receivedFinancialSupport": "Please answer yes or no", "numHeardForFirstTime": "This field is required",
		"numSalvations": "This field is required", "numWaterBaptisms": "This field is required"})
	refuse("onBehalfOf", "Please answer yes or no")
	set(map[string]any{"onBehalfOf": true})
	refuse("onBehalfOfName", "Please enter a name")
	set(map[string]any{"onBehalfOfName": "Wanjiru"})
	refuse("onBehalfOfContactId", "Please select a field worker")
	set(map[string]any{"onBehalfOf": false})
	refuse("quarter", "Please select a quarter")
	set(map[string]any{"quarter": thisQuarter()})
	refuse("receivedFinancialSupport", "Please answer yes or no")
	set(map[string]any{"receivedFinancialSupport": true})
	refuse("receivedForHimself", "Please enter a value")
	set(map[string]any{"receivedForHimself": -1})
	refuse("receivedForHimself", report.MsgAtLeastZero)
	set(map[string]any{"receivedForHimself": 0, "receivedForHolistic": 10_000})
	refuse("useOfHolisticFundsDesc", "This field is required")
	set(map[string]any{"useOfHolisticFundsDesc": "Tools.", "churchesPlanted": []any{map[string]any{"country": "KE", "numChurches": 1, "numBelievers": 3}}})
	refuse("churchesPlanted.0.villageName", "Required")
	set(map[string]any{"churchesPlanted": []any{map[string]any{"villageName": "Nyeri", "numChurches": 1, "numBelievers": 3}}})
	refuse("churchesPlanted.0.country", "Required")
	set(map[string]any{"churchesPlanted": []any{map[string]any{"villageName": "Nyeri", "country": "KE", "numBelievers": 3}}})
	refuse("churchesPlanted.0.numChurches", "Required")
	set(map[string]any{"churchesPlanted": []any{map[string]any{"villageName": "Nyeri", "country": "KE", "numChurches": 1}}})
	refuse("churchesPlanted.0.numBelievers", "Required")
	set(map[string]any{"churchesPlanted": []any{map[string]any{"villageName": "Nyeri", "country": "KE", "numChurches": 1, "numBelievers": -3}}})
	refuse("churchesPlanted.0.numBelievers", report.MsgAtLeastZero)
	set(map[string]any{"churchesPlanted": []any{}})
	refuse("numHeardForFirstTime", "This field is required")
	set(map[string]any{"numHeardForFirstTime": 3})
	refuse("numSalvations", "This field is required")
	set(map[string]any{"numSalvations": -2})
	refuse("numSalvations", report.MsgAtLeastZero)
	set(map[string]any{"numSalvations": 2})
	refuse("numWaterBaptisms", "This field is required")
	set(map[string]any{"numWaterBaptisms": 1})
	if s := upgDo(t, env, p.ben, upgSubmitDoc, "submitUpgQuarterlyReportForUser", id); s.Status != "PENDING" {
		t.Fatalf("submitted %+v", s)
	}
	// Ana is only a field worker of the group: the on-behalf question is not hers.
	a := upgValid(p.group, thisQuarter())
	ar := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": a})
	if s := upgDo(t, env, p.ana, upgSubmitDoc, "submitUpgQuarterlyReportForUser", map[string]any{"id": ar.ID}); s.Status != "PENDING" {
		t.Fatalf("field worker's submit %+v", s)
	}
}

func TestUpgQuarterlyReportGatesAndReaders(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	q := thisQuarter()
	// create only after canCreateUpgQuarterlyReport: an adopter of the group may not.
	adopter, adopterU := env.SignInAs("field-worker")
	linkGroup(t, env, adopterU.ContactID, p.group, "ADOPTER_PRAY")
	env.Do(adopter, upgCreateDoc, map[string]any{"r": upgValid(p.group, q)}).MustFail("FORBIDDEN", report.MsgCannotCreate)
	mustFailOn(t, env.Do(p.zoe, upgCreateDoc, map[string]any{"r": upgValid(p.group, q)}), "BAD_USER_INPUT", report.MsgPeopleGroup, "peopleGroupId")
	env.Do(p.partn, upgCreateDoc, map[string]any{"r": upgValid(p.group, q)}).MustFail("FORBIDDEN", "")

	r := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, q)})
	// Another field worker of the same group neither reads nor edits Ana's report.
	zoe, zoeU := env.SignInAs("field-worker")
	linkGroup(t, env, zoeU.ContactID, p.group, "FIELD_WORKER")
	env.Do(zoe, upgReadDoc, map[string]any{"id": r.ID}).MustFail("NOT_FOUND", "")
	env.Do(zoe, upgUpdateDoc, map[string]any{"r": map[string]any{"_id": r.ID, "numSalvations": 1}}).MustFail("NOT_FOUND", "")
	env.Do(zoe, upgSubmitDoc, map[string]any{"id": r.ID}).MustFail("NOT_FOUND", "")
	env.Do(zoe, upgDeleteDoc, map[string]any{"id": r.ID}).MustFail("NOT_FOUND", "")
	var list struct {
		AllUpgQuarterlyReportsForUser struct{ Edges []any }
	}
	env.Do(zoe, upgListDoc, map[string]any{"g": p.group}).MustDecode(&list)
	if len(list.AllUpgQuarterlyReportsForUser.Edges) != 0 {
		t.Fatalf("Zoe lists %+v", list)
	}
	// The coordinator reads it but cannot change it.
	if b := upgDo(t, env, p.ben, upgReadDoc, "upgQuarterlyReportForUser", map[string]any{"id": r.ID}); b.ID != r.ID || b.CanEdit {
		t.Fatalf("coordinator reads %+v", b)
	}
	env.Do(p.ben, upgUpdateDoc, map[string]any{"r": map[string]any{"_id": r.ID, "numSalvations": 1}}).MustFail("FORBIDDEN", report.MsgNotAuthor)

	// One report per group, quarter and field worker: at create, at save and at submit.
	env.Do(p.ana, upgCreateDoc, map[string]any{"r": upgValid(p.group, q)}).MustFail("CONFLICT", report.MsgDuplicate)
	other := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, quarterBack(1))})
	env.Do(p.ana, upgUpdateDoc, map[string]any{"r": map[string]any{"_id": other.ID, "quarter": q}}).MustFail("CONFLICT", report.MsgDuplicate)
	// Zoe's own report of the same group and quarter is hers to file.
	zr := upgDo(t, env, zoe, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, q)})
	if zr.ContactID != zoeU.ContactID {
		t.Fatalf("Zoe's report %+v", zr)
	}
	// A rejected report no longer counts.
	upgDo(t, env, p.ana, upgSubmitDoc, "submitUpgQuarterlyReportForUser", map[string]any{"id": r.ID})
	env.Do(p.staff, rejectRptDoc, map[string]any{"id": r.ID, "r": "Wrong group."}).MustDecode(new(map[string]any))
	upgDo(t, env, p.ana, upgUpdateDoc, "updateUpgQuarterlyReportForUser", map[string]any{"r": map[string]any{"_id": other.ID, "quarter": q}})

	// The quarter must be one the selector offers: the current one and the 8 before it.
	mustFailOn(t, env.Do(p.ana, upgCreateDoc, map[string]any{"r": upgValid(p.group, quarterBack(9))}), "BAD_USER_INPUT", report.MsgQuarter, "quarter")
	mustFailOn(t, env.Do(p.ana, upgCreateDoc, map[string]any{"r": upgValid(p.group, report.QuarterOf(time.Now().UTC().AddDate(0, 3, 0)))}), "BAD_USER_INPUT", report.MsgQuarter, "quarter")
	upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, quarterBack(8))})

	// Delete answers the deleted id; a submitted report cannot be deleted.
	var del struct {
		DeleteUpgQuarterlyReportForUser struct{ DeletedID string }
	}
	env.Do(p.ana, upgDeleteDoc, map[string]any{"id": other.ID}).MustDecode(&del)
	if del.DeleteUpgQuarterlyReportForUser.DeletedID != other.ID {
		t.Fatalf("deleted %+v", del)
	}
	upgDo(t, env, zoe, upgSubmitDoc, "submitUpgQuarterlyReportForUser", map[string]any{"id": zr.ID})
	upgDo(t, env, zoe, upgUnsubmitDoc, "unsubmitUpgQuarterlyReportForUser", map[string]any{"id": zr.ID})
	env.Do(zoe, upgDeleteDoc, map[string]any{"id": zr.ID}).MustFail("CONFLICT", report.MsgDeleteSubmitted)
}

func TestUpgQuarterlyReportApprovalFeedsTheGroup(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	q := thisQuarter()
	statsDoc := `query($id: ID!) { allUpgStatsRecordsForUser(filters: {peopleGroupId: $id}) { edges { node { quarter numChurchesPlanted
	  numHeardForFirstTime numSalvations numWaterBaptisms numMiracles numPrayerRequests } } } }`
	type stats struct {
		Quarter                                                                                                   string
		NumChurchesPlanted, NumHeardForFirstTime, NumSalvations, NumWaterBaptisms, NumMiracles, NumPrayerRequests int
	}
	read := func() []stats {
		var d struct {
			AllUpgStatsRecordsForUser struct{ Edges []struct{ Node stats } }
		}
		env.Do(p.ana, statsDoc, map[string]any{"id": p.group}).MustDecode(&d)
		var out []stats
		for _, e := range d.AllUpgStatsRecordsForUser.Edges {
			out = append(out, e.Node)
		}
		return out
	}
	if s := read(); len(s) != 0 {
		t.Fatalf("stats before %+v", s)
	}
	r := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, q)})
	upgDo(t, env, p.ana, upgSubmitDoc, "submitUpgQuarterlyReportForUser", map[string]any{"id": r.ID})
	if s := read(); len(s) != 0 {
		t.Fatalf("a submit fed the stats %+v", s)
	}
	env.Do(p.staff, approveRptDoc, map[string]any{"id": r.ID}).MustDecode(new(map[string]any))
	want := stats{Quarter: q, NumChurchesPlanted: 3, NumHeardForFirstTime: 40, NumSalvations: 12, NumWaterBaptisms: 7, NumMiracles: 1, NumPrayerRequests: 2}
	if s := read(); len(s) != 1 || s[0] != want {
		t.Fatalf("stats created %+v, want %+v", s, want)
	}
	// A second field worker's report of the quarter adds to the same record.
	zoe, zoeU := env.SignInAs("field-worker")
	linkGroup(t, env, zoeU.ContactID, p.group, "FIELD_WORKER")
	in := upgValid(p.group, q)
	in["churchesPlanted"], in["numSalvations"], in["miracles"] = []any{}, 3, []any{}
	z := upgDo(t, env, zoe, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": in})
	upgDo(t, env, zoe, upgSubmitDoc, "submitUpgQuarterlyReportForUser", map[string]any{"id": z.ID})
	env.Do(p.staff, bulkRptDoc, map[string]any{"ids": []string{z.ID}}).MustDecode(new(map[string]any))
	want = stats{Quarter: q, NumChurchesPlanted: 3, NumHeardForFirstTime: 80, NumSalvations: 15, NumWaterBaptisms: 14, NumMiracles: 1, NumPrayerRequests: 4}
	if s := read(); len(s) != 1 || s[0] != want {
		t.Fatalf("stats added %+v, want %+v", s, want)
	}
	// Each entry became a PrayerRequest or Testimony record of the report.
	var recs struct {
		AllPrayerRequests []struct{ Desc, ReportID, ReportType, PeopleGroupID string }
		AllTestimonies    []struct{ Desc, ReportID, ReportType, PeopleGroupID string }
	}
	env.Do(p.staff, `query($g: ID) { allPrayerRequests(perPage: 50, filter: {peopleGroupId: $g}) { desc reportId reportType peopleGroupId }
	  allTestimonies(perPage: 50, filter: {peopleGroupId: $g}) { desc reportId reportType peopleGroupId } }`, map[string]any{"g": p.group}).MustDecode(&recs)
	if len(recs.AllPrayerRequests) != 4 || len(recs.AllTestimonies) != 1 || recs.AllTestimonies[0].Desc != "A boy walked again." ||
		recs.AllTestimonies[0].ReportID != r.ID || recs.AllTestimonies[0].ReportType != "PG_QUARTERLY" || recs.AllTestimonies[0].PeopleGroupID != p.group {
		t.Fatalf("records %+v", recs)
	}
	for _, pr := range recs.AllPrayerRequests {
		if pr.ReportType != "PG_QUARTERLY" || (pr.ReportID != r.ID && pr.ReportID != z.ID) {
			t.Fatalf("prayer request %+v", pr)
		}
	}
}

// mustFailOn fails the test unless the answer's first error has code, message msg exactly and
// extensions.field field.
func mustFailOn(t *testing.T, r *graphtest.Response, code, msg, field string) {
	t.Helper()
	r.MustFail(code, msg)
	if r.Message() != msg || r.Errors[0].Extensions["field"] != field {
		t.Fatalf("want %q on %q, got %s", msg, field, r.Raw)
	}
}

// mustFailOnAll fails the test unless the answer's first error lists exactly want (field →
// message) in extensions.fields.
func mustFailOnAll(t *testing.T, r *graphtest.Response, want map[string]string) {
	t.Helper()
	if len(r.Errors) == 0 {
		t.Fatalf("no error: %s", r.Raw)
	}
	list, _ := r.Errors[0].Extensions["fields"].([]any)
	got := map[string]string{}
	for _, x := range list {
		m, _ := x.(map[string]any)
		f, _ := m["field"].(string)
		msg, _ := m["message"].(string)
		got[f] = msg
	}
	if !maps.Equal(got, want) || len(list) != len(want) {
		t.Fatalf("fields %v, want %v (%s)", got, want, r.Raw)
	}
}

// The Movements flag follows "more than 2% born again": Joshua Project's percentEvangelical, or
// the salvations approved reports counted against the population.
func TestMovementsFollowTwoPercentBornAgain(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	ctx := context.Background()
	set := func(population int64, evangelicalX1000 *int64) {
		t.Helper()
		if _, err := env.DB.Bun().NewUpdate().Table("people_groups").Set("population = ?", population).
			Set("percent_evangelical_x1000 = ?", evangelicalX1000).Where("id = ?", p.group).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	flag := func() bool {
		t.Helper()
		var d struct {
			PeopleGroupForUser struct{ StatusMovements *bool }
		}
		env.Do(p.ana, `query($id: ID!) { peopleGroupForUser(_id: $id) { statusMovements } }`, map[string]any{"id": p.group}).MustDecode(&d)
		return d.PeopleGroupForUser.StatusMovements != nil && *d.PeopleGroupForUser.StatusMovements
	}
	set(1000, ptr(int64(2000))) // exactly 2%: not more
	if flag() {
		t.Fatal("2% is a movement")
	}
	set(1000, ptr(int64(2100)))
	if !flag() {
		t.Fatal("2.1% evangelical is no movement")
	}
	// 12 salvations in a group of 500 are 2.4%.
	set(500, nil)
	if flag() {
		t.Fatal("a movement before any report")
	}
	r := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, thisQuarter())})
	upgDo(t, env, p.ana, upgSubmitDoc, "submitUpgQuarterlyReportForUser", map[string]any{"id": r.ID})
	if flag() {
		t.Fatal("a pending report made a movement")
	}
	env.Do(p.staff, approveRptDoc, map[string]any{"id": r.ID}).MustDecode(new(map[string]any))
	if !flag() {
		t.Fatal("2.4% saved is no movement")
	}
	set(600, nil) // 2%
	if flag() {
		t.Fatal("2% saved is a movement")
	}
}

// Two tabs creating the same group's report of a quarter at once: one is saved, the other is
// told the report exists.
func TestUpgQuarterlyReportDuplicateRace(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	const n = 8
	var wg sync.WaitGroup
	results := make([]*graphtest.Response, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = env.Do(p.ana, upgCreateDoc, map[string]any{"r": upgValid(p.group, thisQuarter())})
		}()
	}
	wg.Wait()
	saved := 0
	for _, r := range results {
		if len(r.Errors) == 0 {
			saved++
			continue
		}
		if r.Code() != "CONFLICT" || r.Message() != report.MsgDuplicate {
			t.Fatalf("refused with %s", r.Raw)
		}
	}
	if saved != 1 {
		t.Fatalf("%d reports saved", saved)
	}
}

// A submit reads the report and the author's roles on its group, checks the one report per group
// and quarter with one count, writes the change and its history row (one statement on
// PostgreSQL; update and insert in a transaction on SQLite) and the subscriptions' event (one
// statement on PostgreSQL, insert and NOTIFY together): a bounded number of statements.
func TestUpgQuarterlyReportSubmitStatements(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	counter := env.DB.CountQueries()
	submit := func(q string) int {
		t.Helper()
		r := upgDo(t, env, p.ana, upgCreateDoc, "createUpgQuarterlyReportForUser", map[string]any{"r": upgValid(p.group, q)})
		upgDo(t, env, p.ana, upgReadDoc, "upgQuarterlyReportForUser", map[string]any{"id": r.ID}) // the session is cached
		counter.Reset()
		if s := upgDo(t, env, p.ana, `mutation($id: ID!) { submitReport(reportId: $id) { _id status } }`, "submitReport", map[string]any{"id": r.ID}); s.Status != "PENDING" {
			t.Fatalf("submitted %+v", s)
		}
		return counter.N()
	}
	n := submit(thisQuarter())
	want := 10 // read, roles, count, BEGIN update history COMMIT, BEGIN event COMMIT
	if env.DB.Engine() == "postgres" {
		want = 5 // read, roles, count, update with history, event with NOTIFY
	}
	if n > want {
		t.Fatalf("a submit ran %d SQL statements, want at most %d", n, want)
	}
}
