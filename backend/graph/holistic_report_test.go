package graph_test

import (
	"context"
	"testing"

	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

const (
	proposalFields = `_id status version projectName peopleGroupIds setupExpensesForeign loanTotalUsd holisticProjectId humanReadableId
	  responsiblePersons { contactId name } supportedFieldWorkers { contactId fieldWorkerName amountForeign }`
	createPropDoc  = `mutation($r: HolisticProposalInput!) { createHolisticProposalForUser(report: $r) { ` + proposalFields + ` } }`
	updatePropDoc  = `mutation($r: HolisticProposalInput!) { updateHolisticProposalForUser(report: $r) { ` + proposalFields + ` } }`
	submitPropDoc  = `mutation($id: ID!) { submitHolisticProposalForUser(reportId: $id) { _id status } }`
	canProposeDoc  = `query { canCreateHolisticProposal }`
	progressFields = `_id status version quarter holisticProjectId miracles { _id desc } prayerRequests { _id desc }`
	createProgDoc  = `mutation($r: HolisticQuarterlyReportInput!) { createHolisticQuarterlyReportForUser(report: $r) { ` + progressFields + ` } }`
	updateProgDoc  = `mutation($r: HolisticQuarterlyReportInput!) { updateHolisticQuarterlyReportForUser(report: $r) { ` + progressFields + ` } }`
	submitProgDoc  = `mutation($p: ID!, $id: ID!) { submitHolisticQuarterlyReportForUser(holisticProjectId: $p, reportId: $id) { _id status } }`
	projectForDoc  = `query($id: ID!) { holisticProjectForUser(_id: $id) { _id applicationId stage projectNo
	  supportedFieldWorkers { contactId name totalReceived }
	  cumulativeStats { numMiraclesReported numProgressReports hasReceivedFunds loanPaymentsMade cumulativeExpenses cumulativeRevenue latestExchangeRate latestCurrency } } }`
)

type proposalOut struct {
	ID                    string `json:"_id"`
	Status                string
	Version               int
	ProjectName           string
	PeopleGroupIds        []string
	SetupExpensesForeign  *int64
	ResponsiblePersons    []struct{ ContactID *string }
	SupportedFieldWorkers []struct {
		ContactID     *string
		AmountForeign *int64
	}
}

// validProposal is a proposal every §5 rule passes: a $1,000.00 loan at 10 local units per $1
// over 12 months, repaid in two installments; monthly revenue 3,000, expenses 1,000, one
// field worker paid 500: (3000 − 1000 − 500) × 12 − 10,000 = 8,000 local units of profit.
func validProposal(group, worker string) map[string]any {
	return map[string]any{
		"projectName": "Goat Farm", "typeOfProject": "AGRICULTURE", "desc": "Goats for milk.", "peopleGroupIds": []string{group, ""},
		"vision": "v", "goals": "g", "marketAnalysis": "m", "riskAnalysis": "r", "locationRisk": "l",
		"responsiblePersons": []map[string]any{{"contactId": worker, "name": "Ana", "role": "Manager", "projectedHrsPerWeek": 20, "priorExperience": "Years"}, {}},
		"loanTotalUsd":       1000_0000, "loanTotalForeign": 10000_0000, "loanTerm": 12, "currency": "KES", "exchangeRate": 10,
		"setupExpensesDesc": "s", "recurringMonthlyExpensesForeign": 1000_0000, "recurringMonthlyExpensesDesc": "e",
		"recurringMonthlyRevenueForeign": 3000_0000, "recurringMonthlyRevenueDesc": "rv",
		"supportedFieldWorkers": []map[string]any{{"contactId": worker, "fieldWorkerName": "Ana", "amountForeign": 500_0000}, {}},
		"otherProfitUses":       "o", "paymentPlan": []map[string]any{{"dueAt": "2027-01-01", "amount": 500_0000}, {"dueAt": "2027-07-01", "amount": 500_0000}},
		"paymentMethod": "Bank", "loanDetails": "d",
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

func TestHolisticProposalRulesAndApproval(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	ctx := context.Background()

	// Who may propose: Ana (a field worker of a group), staff; not Zoe (no links).
	var can struct{ CanCreateHolisticProposal bool }
	env.Do(p.ana, canProposeDoc, nil).MustDecode(&can)
	if !can.CanCreateHolisticProposal {
		t.Fatal("a field worker may propose")
	}
	env.Do(p.zoe, canProposeDoc, nil).MustDecode(&can)
	if can.CanCreateHolisticProposal {
		t.Fatal("a contact without links may not propose")
	}
	valid := validProposal(p.group, p.anaU.ContactID)
	env.Do(p.zoe, createPropDoc, map[string]any{"r": valid}).MustFail("FORBIDDEN", report.MsgCannotPropose)

	// A draft save drops empty rows and derives the setup expenses (1,000.00 × 10).
	var d map[string]proposalOut
	env.Do(p.ana, createPropDoc, map[string]any{"r": valid}).MustDecode(&d)
	pr := d["createHolisticProposalForUser"]
	if len(pr.PeopleGroupIds) != 1 || len(pr.ResponsiblePersons) != 1 || len(pr.SupportedFieldWorkers) != 1 || pr.SetupExpensesForeign == nil || *pr.SetupExpensesForeign != 10000_0000 {
		t.Fatalf("normalised %+v", pr)
	}
	// A stale save is refused.
	env.Do(p.ana, updatePropDoc, map[string]any{"r": map[string]any{"_id": pr.ID, "version": 1, "vision": "v2"}}).MustOK()
	env.Do(p.ana, updatePropDoc, map[string]any{"r": map[string]any{"_id": pr.ID, "version": 1, "vision": "v3"}}).MustFail("CONFLICT", report.MsgStale)

	// Each §5 rule, on a proposal that breaks only it.
	person := func(k string, v any) []map[string]any {
		rp := map[string]any{"contactId": p.anaU.ContactID, "name": "Ana", "role": "Manager", "projectedHrsPerWeek": 20, "priorExperience": "Years"}
		rp[k] = v
		return []map[string]any{rp}
	}
	cases := []struct {
		name string
		in   map[string]any
		msg  string
	}{
		{"projectName", with(valid, "projectName", " "), report.MsgProjectName},
		{"typeOfProject", with(valid, "typeOfProject", nil), report.MsgProjectType},
		{"desc", with(valid, "desc", ""), report.MsgProjectDesc},
		{"peopleGroupIds", with(valid, "peopleGroupIds", []string{""}), report.MsgAffectedGroups},
		{"vision", with(valid, "vision", ""), report.MsgRequired},
		{"locationRisk", with(valid, "locationRisk", ""), report.MsgRequired},
		{"responsiblePersons", with(valid, "responsiblePersons", []map[string]any{}), report.MsgOneResponsible},
		{"person contact", with(valid, "responsiblePersons", person("contactId", nil)), report.MsgSelectFieldWorker},
		{"person role", with(valid, "responsiblePersons", person("role", "")), report.MsgRequired},
		{"person hours", with(valid, "responsiblePersons", person("projectedHrsPerWeek", nil)), report.MsgRequired},
		{"loanTotalUsd", with(valid, "loanTotalUsd", nil), report.MsgRequired},
		{"currency", with(valid, "currency", ""), report.MsgRequired},
		{"exchangeRate", with(valid, "exchangeRate", nil), report.MsgRequired},
		{"setup = loan", with(valid, "loanTotalForeign", 9000_0000), report.MsgSetupExpenses},
		{"setupExpensesDesc", with(valid, "setupExpensesDesc", ""), report.MsgRequired},
		{"supportedFieldWorkers", with(valid, "supportedFieldWorkers", []map[string]any{}), report.MsgOneFieldWorker},
		{"otherProfitUses", with(valid, "otherProfitUses", ""), report.MsgRequired},
		{"profitable", with(valid, "recurringMonthlyRevenueForeign", 2000_0000), report.MsgProfitable},
		{"remaining", with(valid, "paymentPlan", []map[string]any{{"dueAt": "2027-01-01", "amount": 500_0000}}), report.MsgRepaymentRemaining},
		{"installment dueAt", with(valid, "paymentPlan", []map[string]any{{"amount": 1000_0000}}), report.MsgInstallment},
		{"paymentMethod", with(valid, "paymentMethod", ""), report.MsgRequired},
		{"loanDetails", with(valid, "loanDetails", ""), report.MsgRequired},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var d map[string]proposalOut
			env.Do(p.ana, createPropDoc, map[string]any{"r": c.in}).MustDecode(&d)
			env.Do(p.ana, submitPropDoc, map[string]any{"id": d["createHolisticProposalForUser"].ID}).MustFail("BAD_USER_INPUT", c.msg)
		})
	}
	if report.MsgProfitable != "Please re-evaluate the above entries.  In order to submit this proposal, your project must appear profitable." || report.MsgInstallment != "Thie field is required" {
		t.Fatal("the spec's texts")
	}
	env.Do(p.ana, createPropDoc, map[string]any{"r": with(valid, "loanTerm", 7)}).MustFail("BAD_USER_INPUT", report.MsgLoanTerm)

	// The valid one submits; its approval makes one PLANNING project, hidden from the public.
	env.Do(p.ana, submitPropDoc, map[string]any{"id": pr.ID}).MustOK()
	env.Do(p.staff, approveRptDoc, map[string]any{"id": pr.ID}).MustOK()
	env.Do(p.staff, approveRptDoc, map[string]any{"id": pr.ID}).MustFail("CONFLICT", report.MsgApproved)
	var projects []*model.HolisticProject
	if err := env.DB.Bun().NewSelect().Model(&projects).Where("application_id = ?", pr.ID).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	if len(projects) != 1 || projects[0].Stage != "PLANNING" || projects[0].Status != model.ProjectUnpublished || projects[0].ProjectName != "Goat Farm" {
		t.Fatalf("projects of the proposal: %+v", projects)
	}
	proj := projects[0].ID
	var pub struct {
		AllHolisticProjectsForPublic struct {
			Edges []struct {
				Node struct {
					ID string `json:"_id"`
				}
			}
		}
	}
	env.Do("", `query { allHolisticProjectsForPublic(first: 100) { edges { node { _id } } } }`, nil).MustDecode(&pub)
	for _, e := range pub.AllHolisticProjectsForPublic.Edges {
		if e.Node.ID == proj {
			t.Fatal("an unpublished project is public")
		}
	}
	var one struct{ HolisticProjectForPublic *struct{ ID string } }
	env.Do("", `query($id: ID!) { holisticProjectForPublic(_id: $id) { _id } }`, map[string]any{"id": proj}).MustDecode(&one)
	if one.HolisticProjectForPublic != nil {
		t.Fatal("an unpublished project is public")
	}

	// Ana, its field worker (linked by the approval), reads its applicationId; a partner who
	// sponsors it does not.
	var hp struct {
		HolisticProjectForUser struct {
			ApplicationID *string
			Stage         string
		}
	}
	env.Do(p.ana, projectForDoc, map[string]any{"id": proj}).MustDecode(&hp)
	if hp.HolisticProjectForUser.ApplicationID == nil || *hp.HolisticProjectForUser.ApplicationID != pr.ID {
		t.Fatalf("the field worker reads %+v", hp)
	}
	partner := env.CreateUser("partner")
	linkProject(t, env, partner.ContactID, proj, "PROJECT_SPONSOR")
	partnerToken := env.SignIn(partner.Username, partner.Password)
	env.Do(partnerToken, projectForDoc, map[string]any{"id": proj}).MustDecode(&hp)
	if hp.HolisticProjectForUser.ApplicationID != nil {
		t.Fatalf("a sponsor reads the applicationId %v", *hp.HolisticProjectForUser.ApplicationID)
	}
}

func TestHolisticProgressReportRulesAndApproval(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	proj := addProject(t, env, "Well", p.group)
	linkProject(t, env, p.anaU.ContactID, proj, "FIELD_WORKER")

	valid := map[string]any{"holisticProjectId": proj, "quarter": "2026.Q3", "projectState": "ON_TRACK", "progressDesc": "p", "problemsDesc": "none",
		"hasReceivedFunds": true, "loadPaymentsThisQuarterUsd": 250_0000, "loanPaymentsTotalUsd": 250_0000, "currency": "KES", "exchangeRate": 8,
		"expensesThisQuarterForeign": 1000_0000, "expensesThisQuarterDesc": "feed", "revenueThisQuarterForeign": 3000_0000, "revenueThisQuarterDesc": "milk",
		"supportedFieldWorkers": []map[string]any{{"contactId": p.anaU.ContactID, "name": "Ana", "amountForeign": 400_0000}},
		"miracles":              []map[string]any{{"desc": "Rain came."}, {"desc": " "}, {"desc": "A healing."}}, "prayerRequests": []map[string]any{{"desc": ""}}}

	// Only the project's field workers and coordinators (and staff) write its reports.
	env.Do(p.zoe, createProgDoc, map[string]any{"r": valid}).MustFail("FORBIDDEN", report.MsgCannotReportProj)

	type progOut struct {
		ID             string `json:"_id"`
		Version        int
		Miracles       []struct{ ID, Desc string }
		PrayerRequests []struct{ ID string }
	}
	var d map[string]progOut
	env.Do(p.ana, createProgDoc, map[string]any{"r": valid}).MustDecode(&d)
	r := d["createHolisticQuarterlyReportForUser"]
	if len(r.Miracles) != 2 || len(r.PrayerRequests) != 0 {
		t.Fatalf("blank entries are dropped: %+v", r)
	}
	// One per project and quarter; another quarter is fine.
	env.Do(p.ana, createProgDoc, map[string]any{"r": valid}).MustFail("CONFLICT", report.MsgProgressQuarter)
	env.Do(p.ana, updateProgDoc, map[string]any{"r": map[string]any{"_id": r.ID, "version": 7, "progressDesc": "x"}}).MustFail("CONFLICT", report.MsgStale)

	cases := []struct {
		name, key string
		value     any
		msg       string
	}{
		{"projectState", "projectState", "", report.MsgRequired},
		{"hasReceivedFunds", "hasReceivedFunds", nil, report.MsgRequired},
		{"loanPaymentsTotalUsd", "loanPaymentsTotalUsd", nil, report.MsgRequired},
		{"exchangeRate", "exchangeRate", nil, report.MsgRequired},
		{"revenueThisQuarterDesc", "revenueThisQuarterDesc", "", report.MsgRequired},
		{"amount received", "supportedFieldWorkers", []map[string]any{{"contactId": p.anaU.ContactID, "name": "Ana"}}, report.MsgAmountReceived},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := with(valid, c.key, c.value)
			in["quarter"] = []string{"2024.Q1", "2024.Q2", "2024.Q3", "2024.Q4", "2025.Q1", "2025.Q2"}[i]
			var d map[string]progOut
			env.Do(p.ana, createProgDoc, map[string]any{"r": in}).MustDecode(&d)
			env.Do(p.ana, submitProgDoc, map[string]any{"p": proj, "id": d["createHolisticQuarterlyReportForUser"].ID}).MustFail("BAD_USER_INPUT", c.msg)
		})
	}

	// Approval adds the report to the project's stats, once.
	env.Do(p.ana, submitProgDoc, map[string]any{"p": proj, "id": r.ID}).MustOK()
	env.Do(p.staff, approveRptDoc, map[string]any{"id": r.ID}).MustOK()
	env.Do(p.staff, approveRptDoc, map[string]any{"id": r.ID}).MustFail("CONFLICT", report.MsgApproved)
	var hp struct {
		HolisticProjectForUser struct {
			SupportedFieldWorkers []struct {
				ContactID     string
				TotalReceived int64
			}
			CumulativeStats struct {
				NumMiraclesReported, NumProgressReports                 int
				HasReceivedFunds                                        bool
				LoanPaymentsMade, CumulativeExpenses, CumulativeRevenue int64
				LatestExchangeRate                                      float64
				LatestCurrency                                          string
			}
		}
	}
	env.Do(p.ana, projectForDoc, map[string]any{"id": proj}).MustDecode(&hp)
	st := hp.HolisticProjectForUser.CumulativeStats
	// 1,000 and 3,000 local at 8 per $1: $125.00 and $375.00.
	if st.NumMiraclesReported != 2 || st.NumProgressReports != 1 || !st.HasReceivedFunds || st.LoanPaymentsMade != 250_0000 ||
		st.CumulativeExpenses != 125_0000 || st.CumulativeRevenue != 375_0000 || st.LatestExchangeRate != 8 || st.LatestCurrency != "KES" {
		t.Fatalf("stats %+v", st)
	}
	fw := hp.HolisticProjectForUser.SupportedFieldWorkers
	if len(fw) != 1 || fw[0].ContactID != p.anaU.ContactID || fw[0].TotalReceived != 400_0000 {
		t.Fatalf("field workers %+v", fw)
	}
	// A rejected report does not count against its quarter.
	env.Do(p.ana, createProgDoc, map[string]any{"r": with(valid, "quarter", "2026.Q4")}).MustDecode(&d)
	q4 := d["createHolisticQuarterlyReportForUser"].ID
	env.Do(p.ana, submitProgDoc, map[string]any{"p": proj, "id": q4}).MustOK()
	env.Do(p.ana, createProgDoc, map[string]any{"r": with(valid, "quarter", "2026.Q4")}).MustFail("CONFLICT", report.MsgProgressQuarter)
	env.Do(p.staff, rejectRptDoc, map[string]any{"id": q4, "r": "Wrong figures."}).MustOK()
	env.Do(p.ana, createProgDoc, map[string]any{"r": with(valid, "quarter", "2026.Q4")}).MustOK()
}
