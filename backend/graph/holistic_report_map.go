package graph

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/graph/reportview"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// fillReportFed maps what holistic reports feed a project (its field workers, responsible
// persons and cumulative stats) and its projectNo.
func fillReportFed(out *gqlmodel.HolisticProject, p *model.HolisticProject) {
	if p == nil {
		return
	}
	out.ProjectNo = report.HumanReadableID(p.ID)
	out.SupportedFieldWorkers = make([]*gqlmodel.HolisticProjectFieldWorker, len(p.SupportedFieldWorkers))
	for i, w := range p.SupportedFieldWorkers {
		out.SupportedFieldWorkers[i] = &gqlmodel.HolisticProjectFieldWorker{ContactID: w.ContactID, Name: w.Name, TotalReceived: w.TotalReceived}
	}
	out.ResponsiblePersons = make([]*gqlmodel.HolisticResponsiblePerson, len(p.ResponsiblePersons))
	for i, rp := range p.ResponsiblePersons {
		out.ResponsiblePersons[i] = &gqlmodel.HolisticResponsiblePerson{ContactID: emptyToNilStr(rp.ContactID), Name: rp.Name, Role: rp.Role,
			ProjectedHrsPerWeek: rp.ProjectedHrsPerWeek, PriorExperience: rp.PriorExperience}
	}
	st := p.CumulativeStats
	out.CumulativeStats = &gqlmodel.HolisticProjectCumulativeStats{NumMiraclesReported: st.NumMiraclesReported, NumProgressReports: st.NumProgressReports,
		HasReceivedFunds: st.HasReceivedFunds, LoanPaymentsMade: st.LoanPaymentsMade, CumulativeExpenses: st.CumulativeExpenses,
		CumulativeRevenue: st.CumulativeRevenue, LatestExchangeRate: st.LatestExchangeRate, LatestCurrency: st.LatestCurrency}
}

// projectApplicationID answers a project's applicationId to staff and to its field workers and
// regional coordinators; nil to anyone else.
func (r *Resolver) projectApplicationID(ctx context.Context, obj *gqlmodel.HolisticProject) (*string, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if v.Can(link.PermAllProjects) {
		return obj.ApplicationID, nil
	}
	roles, err := r.loadersFrom(ctx).projectRoles.Load(ctx, obj.ID)
	if err != nil {
		return nil, err
	}
	if link.HasAny(roles, link.ReporterRoles) || (obj.RegionalCoordID != nil && *obj.RegionalCoordID == v.ContactID) {
		return obj.ApplicationID, nil
	}
	return nil, nil
}

// typedPatch answers the type's own fields of a typed input (without the shared ones), with
// the lists sent empty kept (to clear them).
func typedPatch(in any, lists map[string]bool) (json.RawMessage, error) {
	b, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	m := map[string]any{}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for _, k := range []string{"_id", "version", "contactId", "regionCode", "notes", "holisticProjectId", "quarter"} {
		delete(m, k)
	}
	for k, sent := range lists {
		if _, ok := m[k]; !ok && sent {
			m[k] = []any{}
		}
	}
	return json.Marshal(m)
}

func baseInput(id *string, version *int, contactID, regionCode, quarter, notes, projectID *string) report.Input {
	in := report.Input{ID: id, ContactID: contactID, RegionCode: regionCode, Quarter: quarter, Notes: notes, HolisticProjectID: projectID}
	if version != nil {
		in.Version = *version
	}
	return in
}

func proposalPatch(in gqlmodel.HolisticProposalInput) (report.Input, json.RawMessage, error) {
	patch, err := typedPatch(in, map[string]bool{
		"peopleGroupIds": in.PeopleGroupIds != nil, "supportedFieldWorkers": in.SupportedFieldWorkers != nil,
		"paymentPlan": in.PaymentPlan != nil, "responsiblePersons": in.ResponsiblePersons != nil,
		"publicAttachmentIds": in.PublicAttachmentIds != nil, "privateAttachmentIds": in.PrivateAttachmentIds != nil,
	})
	return baseInput(in.ID, in.Version, in.ContactID, in.RegionCode, nil, in.Notes, in.HolisticProjectID), patch, err
}

func progressPatch(in gqlmodel.HolisticQuarterlyReportInput) (report.Input, json.RawMessage, error) {
	patch, err := typedPatch(in, map[string]bool{
		"supportedFieldWorkers": in.SupportedFieldWorkers != nil, "miracles": in.Miracles != nil, "prayerRequests": in.PrayerRequests != nil,
		"publicAttachmentIds": in.PublicAttachmentIds != nil, "privateAttachmentIds": in.PrivateAttachmentIds != nil,
	})
	return baseInput(in.ID, in.Version, in.ContactID, in.RegionCode, in.Quarter, in.Notes, in.HolisticProjectID), patch, err
}

func requireID(id *string) (string, error) {
	if id == nil || strings.TrimSpace(*id) == "" {
		return "", apperr.Input("_id", report.MsgRequired)
	}
	return strings.TrimSpace(*id), nil
}

func toProposal(ctx context.Context, r *model.Report) *reportview.HolisticProposalView {
	p := report.ProposalOf(r)
	v := &reportview.HolisticProposalView{Base: reportBase(ctx, r),
		OnBehalfOfName: p.OnBehalfOfName, OnBehalfOfID: emptyToNilStr(p.OnBehalfOfID), HolisticProjectID: r.HolisticProjectID,
		ProjectName: p.ProjectName, Desc: p.Desc, PeopleGroupIds: p.PeopleGroupIDs, Vision: p.Vision, Goals: p.Goals,
		LoanTotalUsd: p.LoanTotalUsd, LoanTotalForeign: p.LoanTotalForeign, LoanTerm: p.LoanTerm, Currency: p.Currency,
		ExchangeRate: p.ExchangeRate, SetupExpensesForeign: p.SetupExpensesForeign, SetupExpensesDesc: p.SetupExpensesDesc,
		RecurringMonthlyExpensesForeign: p.RecurringMonthlyExpensesForeign, RecurringMonthlyExpensesDesc: p.RecurringMonthlyExpensesDesc,
		RecurringMonthlyRevenueForeign: p.RecurringMonthlyRevenueForeign, RecurringMonthlyRevenueDesc: p.RecurringMonthlyRevenueDesc,
		OtherProfitUses: p.OtherProfitUses, PaymentMethod: p.PaymentMethod, LoanDetails: p.LoanDetails, MarketAnalysis: p.MarketAnalysis,
		RiskAnalysis: p.RiskAnalysis, LocationRisk: p.LocationRisk, HumanReadableID: report.HumanReadableID(r.ID),
		SupportedFieldWorkers: make([]*gqlmodel.HolisticProposalFieldWorker, len(p.SupportedFieldWorkers)),
		PaymentPlan:           make([]*gqlmodel.HolisticPaymentInstallment, len(p.PaymentPlan)),
		ResponsiblePersons:    make([]*gqlmodel.HolisticResponsiblePerson, len(p.ResponsiblePersons)),
	}
	if p.TypeOfProject != "" {
		t := gqlmodel.ProjectType(p.TypeOfProject)
		v.TypeOfProject = &t
	}
	for i, w := range p.SupportedFieldWorkers {
		v.SupportedFieldWorkers[i] = &gqlmodel.HolisticProposalFieldWorker{ContactID: emptyToNilStr(w.ContactID), FieldWorkerName: w.FieldWorkerName, AmountForeign: w.AmountForeign}
	}
	for i, in := range p.PaymentPlan {
		v.PaymentPlan[i] = &gqlmodel.HolisticPaymentInstallment{DueAt: emptyToNilStr(in.DueAt), Amount: in.Amount}
	}
	for i, rp := range p.ResponsiblePersons {
		v.ResponsiblePersons[i] = &gqlmodel.HolisticResponsiblePerson{ContactID: emptyToNilStr(rp.ContactID), Name: rp.Name, Role: rp.Role,
			ProjectedHrsPerWeek: rp.ProjectedHrsPerWeek, PriorExperience: rp.PriorExperience}
	}
	return v
}

func toProgress(ctx context.Context, r *model.Report) *reportview.HolisticQuarterlyReportView {
	p := report.ProgressOf(r)
	v := &reportview.HolisticQuarterlyReportView{Base: reportBase(ctx, r),
		HolisticProjectID: r.HolisticProjectID, ProjectState: p.ProjectState, ProgressDesc: p.ProgressDesc, ProblemsDesc: p.ProblemsDesc,
		ProjectCoordID: emptyToNilStr(p.ProjectCoordID), LoanTotal: p.LoanTotal, LoanTerm: p.LoanTerm, HasReceivedFunds: p.HasReceivedFunds,
		LoadPaymentsThisQuarterUsd: p.LoadPaymentsThisQuarterUsd, LoanPaymentsTotalUsd: p.LoanPaymentsTotalUsd, Currency: p.Currency,
		ExchangeRate: p.ExchangeRate, ExpensesThisQuarterForeign: p.ExpensesThisQuarterForeign, ExpensesThisQuarterDesc: p.ExpensesThisQuarterDesc,
		RevenueThisQuarterForeign: p.RevenueThisQuarterForeign, RevenueThisQuarterDesc: p.RevenueThisQuarterDesc,
		SupportedFieldWorkers: make([]*gqlmodel.HolisticQuarterlyFieldWorker, len(p.SupportedFieldWorkers)),
		Miracles:              toEntries(p.Miracles), PrayerRequests: toEntries(p.PrayerRequests),
	}
	for i, w := range p.SupportedFieldWorkers {
		v.SupportedFieldWorkers[i] = &gqlmodel.HolisticQuarterlyFieldWorker{ContactID: emptyToNilStr(w.ContactID), Name: w.Name, AmountForeign: w.AmountForeign}
	}
	return v
}

// typedListPage answers the page and sort of a typed ForUser list (default sort key def, descending).
func typedListPage(first *int, after *string, sortBy []*gqlmodel.SortByInput, def string) (db.Page, db.ListPage, error) {
	p, err := pageArgs(first, after, 24, 100)
	if err != nil {
		return p, db.ListPage{}, err
	}
	lp := db.ListPage{Sort: def, Desc: true, Offset: p.Offset, Limit: p.First + 1}
	for _, s := range sortBy {
		if s != nil && s.Key != "" {
			lp.Sort, lp.Desc = strings.TrimSuffix(s.Key, ".keyword"), s.Order == nil || *s.Order == gqlmodel.SortOrderDesc
			break
		}
	}
	return p, lp, nil
}

// reportProject answers the project a typed report names, if the viewer may read it (else nil).
func (r *Resolver) reportProject(ctx context.Context, id *string) (*gqlmodel.HolisticProject, error) {
	if id == nil {
		return nil, nil
	}
	p, err := r.HolisticProjects.OneForUser(ctx, *id)
	if err != nil {
		if e := apperr.As(err); e != nil && e.Code == apperr.NotFound {
			return nil, nil
		}
		return nil, err
	}
	out, err := r.projectsToGQL(ctx, []*model.HolisticProject{p})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// progressOfProject refuses a submit or unsubmit naming a project other than the report's
// (NOT_FOUND, as for a report the viewer may not read).
func (r *Resolver) progressOfProject(ctx context.Context, reportID, projectID string) error {
	rep, err := r.Reports.GetTyped(ctx, reportID, model.ReportHolisticProgress)
	if err != nil {
		return err
	}
	if rep.HolisticProjectID == nil || *rep.HolisticProjectID != projectID {
		return apperr.New(apperr.NotFound, report.MsgNotFound)
	}
	return nil
}

func derefStr(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}
