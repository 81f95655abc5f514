package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// HoldReason is why demo-staff held demo-field-worker's progress report; the author reads it
// in the portal.
const HoldReason = "Please add what the well committee spent on the pump repair, with the receipt, before this is approved."

// step is one move of a demo report, on a day: who makes it and what.
type step struct {
	daysAgo int
	who     string
	move    string // submit, approve, hold, reject
	reason  string
}

// demoReport is a report the demo files and the moves it has been through.
type demoReport struct {
	who     string
	typ     string
	quarter string
	group   int // the demo's people group (in the order seedPortalDemo links them); -1: none
	project bool
	region  string
	fields  map[string]any
	daysAgo int // when it was created
	steps   []step
}

// seedReports files reports of all five types, which between them are in every status: people
// group quarterly reports approved (feeding the group's quarterly figures, prayer requests and
// testimonies), two waiting in the queue (one for days), a progress report on hold with its
// reason, a rejected proposal, an approved training event and a draft. It runs when there is no
// report yet.
func seedReports(ctx context.Context, s Services, p *people) error {
	staff := p.as(ctx, "demo-staff")
	if n, err := s.Reports.Count(staff, db.ReportFilter{}); err != nil || n > 0 {
		return err
	}
	groups, err := s.Store.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 6})
	if err != nil || len(groups) < 4 {
		return err
	}
	projects, err := wellsProject(ctx, s.Store)
	if err != nil || len(projects) == 0 {
		return err
	}
	now := time.Now().UTC()
	quarter := func(daysAgo int) string {
		t := daysAgo2(now, daysAgo)
		return fmt.Sprintf("%d.Q%d", t.Year(), (int(t.Month())-1)/3+1)
	}
	prev := func(daysAgo int) string { return quarter(daysAgo + 92) }
	for _, r := range demoReports(p, groups, quarter, prev) {
		if err := fileReport(ctx, s, p, r, groups, projects[0], now); err != nil {
			return fmt.Errorf("%s report %s: %w", r.typ, r.quarter, err)
		}
	}
	return nil
}

func daysAgo2(now time.Time, n int) time.Time { return daysAgo(now, n) }

// past is t, or a little before now when t is not yet: today's moves happened this morning.
func past(now, t time.Time) time.Time {
	if limit := now.Add(-30 * time.Minute); t.After(limit) {
		// Squeezed into the hour before limit, in the same order.
		return limit.Add(-time.Hour / time.Duration(1+int64(t.Sub(limit)/time.Minute)))
	}
	return t
}

// demoReports are the reports, oldest first. quarter(d) is the quarter of the day d days ago;
// prev(d) the quarter before it (a quarterly report is filed in the quarter after its own).
func demoReports(p *people, groups []*model.PeopleGroup, quarter, prev func(int) string) []demoReport {
	fw := p.users["demo-field-worker"]
	yes, no := true, false
	upg := func(heard, saved, baptised int, miracle, prayer string) map[string]any {
		return map[string]any{
			"receivedFinancialSupport": yes, "receivedForHimself": 250_0000, "receivedForHolistic": 0,
			"churchesPlanted":      []map[string]any{{"villageName": "Kebri Dehar", "country": groups[0].CountryCode, "numChurches": 1, "numBelievers": saved}},
			"numHeardForFirstTime": heard, "numSalvations": saved, "numWaterBaptisms": baptised,
			"miracles": []map[string]any{{"desc": miracle}}, "prayerRequests": []map[string]any{{"desc": prayer}},
		}
	}
	progress := map[string]any{
		"projectState": "ACTIVE", "progressDesc": "The second well runs; the committee collects fees every week.",
		"problemsDesc": "The pump of the first well broke in the dry season and was repaired.", "hasReceivedFunds": yes,
		"loadPaymentsThisQuarterUsd": 1_500_0000, "loanPaymentsTotalUsd": 4_500_0000, "currency": "ETB", "exchangeRate": 57.5,
		"expensesThisQuarterForeign": 42_000_0000, "expensesThisQuarterDesc": "Pump repair, the caretaker's pay",
		"revenueThisQuarterForeign": 61_000_0000, "revenueThisQuarterDesc": "Water fees",
		"miracles":       []map[string]any{{"desc": "A village that refused the team asked for a well and a Bible study."}},
		"prayerRequests": []map[string]any{{"desc": "Pray for rain so the shallow well fills again."}},
	}
	proposal := map[string]any{
		"projectName": "Goat herd for widows", "typeOfProject": "AGRICULTURE", "desc": "Twenty goats for widows' families, the kids passed on to the next family.",
		"peopleGroupIds": []string{groups[0].ID}, "vision": "Every widow's family with milk and an income.", "goals": "Twenty families in two years.",
		"marketAnalysis": "Goats sell well at the weekly market.", "riskAnalysis": "Drought; disease, covered by the vet's visits.", "locationRisk": "Low",
		"responsiblePersons": []map[string]any{{"contactId": fw.ContactID, "name": fw.Name, "role": "Manager", "projectedHrsPerWeek": 10, "priorExperience": "Raised goats for ten years"}},
		"loanTotalUsd":       1000_0000, "loanTotalForeign": 10000_0000, "loanTerm": 12, "currency": "ETB", "exchangeRate": 10,
		"setupExpensesDesc": "Goats and a pen", "recurringMonthlyExpensesForeign": 1000_0000, "recurringMonthlyExpensesDesc": "Feed and the vet",
		"recurringMonthlyRevenueForeign": 3000_0000, "recurringMonthlyRevenueDesc": "Milk and kids sold",
		"supportedFieldWorkers": []map[string]any{{"contactId": fw.ContactID, "fieldWorkerName": fw.Name, "amountForeign": 500_0000}},
		"otherProfitUses":       "Seed for the next family", "paymentPlan": []map[string]any{{"dueAt": "2027-06-01", "amount": 500_0000}, {"dueAt": "2027-12-01", "amount": 500_0000}},
		"paymentMethod": "Bank transfer", "loanDetails": "No interest",
	}
	event := map[string]any{
		"regionName": "East Africa", "title": "Introduction to World Missions", "hostName": "Addis Grace Church",
		"eventAddress":     map[string]any{"label": "Church hall", "city": "Addis Ababa", "country": "ET"},
		"numPeopleTrained": 34, "itsmModulesTaught": map[string]bool{"intro": true, "mod1": true, "mod2": true},
		"numUpgAdoptions": 2, "miracles": []map[string]any{{"desc": "Three churches committed to pray for an unreached group each."}},
	}
	quarterly := func(date string) map[string]any {
		return map[string]any{
			"events":         []map[string]any{{"date": date, "numPeopleTrained": 34, "city": "Addis Ababa", "country": "ET", "host": "Addis Grace Church"}},
			"prayerRequests": []map[string]any{{"desc": "Pray for the trainers travelling to the south."}},
		}
	}
	_ = no
	return []demoReport{
		{who: "demo-field-worker", typ: model.ReportPGQuarterly, quarter: prev(250), group: 0, daysAgo: 252, fields: upg(120, 9, 6,
			"A woman blind for years saw again after the church prayed.", "Pray for the new believers facing their families."),
			steps: []step{{250, "demo-field-worker", "submit", ""}, {246, "demo-staff", "approve", ""}}},
		{who: "demo-field-worker", typ: model.ReportHolisticReq, group: 0, daysAgo: 200, fields: proposal,
			steps: []step{{198, "demo-field-worker", "submit", ""}, {190, "demo-staff", "reject", "The region has a goat project already; please join it instead."}}},
		{who: "demo-field-worker", typ: model.ReportPGQuarterly, quarter: prev(160), group: 0, daysAgo: 161, fields: upg(150, 12, 10,
			"The village elder's son was healed of malaria.", "Pray for a place to meet in the rainy season."),
			steps: []step{{160, "demo-field-worker", "submit", ""}, {155, "demo-staff", "approve", ""}}},
		{who: "demo-trainer", typ: model.ReportTrainEvent, region: groups[0].RegionCode, daysAgo: 110, fields: with(event, "eventDate", daysAgo2(time.Now(), 112).Format("2006-01-02")),
			steps: []step{{109, "demo-trainer", "submit", ""}, {104, "demo-staff", "approve", ""}}},
		{who: "demo-field-worker", typ: model.ReportPGQuarterly, quarter: prev(65), group: 0, daysAgo: 66, fields: upg(180, 15, 11,
			"Rain came the week the church fasted.", "Pray for the two new house churches."),
			steps: []step{{65, "demo-field-worker", "submit", ""}, {60, "demo-staff", "approve", ""}}},
		{who: "demo-field-worker", typ: model.ReportHolisticProgress, quarter: prev(40), project: true, daysAgo: 41, fields: progress,
			steps: []step{{40, "demo-field-worker", "submit", ""}, {36, "demo-staff", "hold", HoldReason}}},
		{who: "demo-field-worker", typ: model.ReportPGQuarterly, quarter: prev(5), group: 3, daysAgo: 6, fields: upg(90, 7, 5,
			"A family's well water turned clean after prayer.", "Pray for the believers' children at school."),
			steps: []step{{5, "demo-field-worker", "submit", ""}}},
		{who: "demo-trainer", typ: model.ReportTrainQuarterly, quarter: prev(0), group: -1, daysAgo: 1, fields: quarterly(daysAgo2(time.Now(), 40).Format("2006-01-02")),
			steps: []step{{0, "demo-trainer", "submit", ""}}},
		{who: "demo-field-worker", typ: model.ReportPGQuarterly, quarter: quarter(0), group: 0, daysAgo: 2, fields: map[string]any{
			"numHeardForFirstTime": 40, "miracles": []map[string]any{{"desc": "The chief allowed the team to show the Jesus film."}}}},
	}
}

func with(m map[string]any, k string, v any) map[string]any {
	out := map[string]any{}
	for kk, vv := range m {
		out[kk] = vv
	}
	out[k] = v
	return out
}

// fileReport creates r as its author on its day and makes its moves, each on its own day.
func fileReport(ctx context.Context, s Services, p *people, r demoReport, groups []*model.PeopleGroup, project *model.HolisticProject, now time.Time) error {
	fields, err := json.Marshal(r.fields)
	if err != nil {
		return err
	}
	s.Clock.Set(past(now, daysAgo(now, r.daysAgo).Add(-3*time.Hour)))
	author := p.as(ctx, r.who)
	in := report.Input{Type: r.typ}
	if r.quarter != "" {
		in.Quarter = &r.quarter
	}
	if r.region != "" {
		in.RegionCode = &r.region
	}
	var rep *model.Report
	switch r.typ {
	case model.ReportHolisticReq:
		rep, err = s.Reports.CreateProposal(author, in, fields, model.ViaPortal)
	case model.ReportHolisticProgress:
		in.HolisticProjectID = &project.ID
		rep, err = s.Reports.CreateProgress(author, in, fields, model.ViaPortal)
	default:
		if r.typ == model.ReportPGQuarterly {
			in.PeopleGroupID = &groups[r.group].ID
		}
		in.Fields = fields
		rep, err = s.Reports.Create(author, in, model.ViaPortal)
	}
	if err != nil {
		return err
	}
	for _, st := range r.steps {
		s.Clock.Set(past(now, daysAgo(now, st.daysAgo).Add(time.Duration(len(st.move))*time.Hour)))
		who := p.as(ctx, st.who)
		switch st.move {
		case "submit":
			_, err = s.Reports.Submit(who, rep.ID, model.ViaPortal)
		case "approve":
			_, err = s.Reports.Approve(who, rep.ID, model.ViaBackOffice)
		case "hold":
			_, err = s.Reports.Hold(who, rep.ID, st.reason, model.ViaBackOffice)
		case "reject":
			_, err = s.Reports.Reject(who, rep.ID, st.reason, model.ViaBackOffice)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", st.move, err)
		}
	}
	return nil
}
