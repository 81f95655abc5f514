package report

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The holistic progress report (HOLISTIC_PROGRESS, spec/03 §3, §5): one per project and quarter,
// rejected ones not counting. Loan figures are USD ×10000; the quarter's expenses, revenue and
// field workers' amounts are local currency ×10000; exchangeRate is local units per $1.

// Messages of the progress report.
const (
	MsgAmountReceived   = "Please enter amount received"
	MsgProgressQuarter  = "A progress report for this project and quarter already exists."
	MsgCannotReportProj = "Only the project's field workers and regional coordinators can write its progress reports."
)

// ProgressFieldWorker is what a supported field worker received this quarter.
type ProgressFieldWorker struct {
	ContactID     string `json:"contactId"`
	Name          string `json:"name"`
	AmountForeign *int64 `json:"amountForeign"`
}

// Progress is a HOLISTIC_PROGRESS report's own fields (its project and quarter are the row's).
type Progress struct {
	ProjectState               string                `json:"projectState"`
	ProgressDesc               string                `json:"progressDesc"`
	ProblemsDesc               string                `json:"problemsDesc"`
	ProjectCoordID             string                `json:"projectCoordId"`
	LoanTotal                  *int64                `json:"loanTotal"`
	LoanTerm                   *int                  `json:"loanTerm"`
	HasReceivedFunds           *bool                 `json:"hasReceivedFunds"`
	LoadPaymentsThisQuarterUsd *int64                `json:"loadPaymentsThisQuarterUsd"`
	LoanPaymentsTotalUsd       *int64                `json:"loanPaymentsTotalUsd"`
	Currency                   string                `json:"currency"`
	ExchangeRate               *float64              `json:"exchangeRate"`
	ExpensesThisQuarterForeign *int64                `json:"expensesThisQuarterForeign"`
	ExpensesThisQuarterDesc    string                `json:"expensesThisQuarterDesc"`
	RevenueThisQuarterForeign  *int64                `json:"revenueThisQuarterForeign"`
	RevenueThisQuarterDesc     string                `json:"revenueThisQuarterDesc"`
	SupportedFieldWorkers      []ProgressFieldWorker `json:"supportedFieldWorkers"`
	Miracles                   []Entry               `json:"miracles"`
	PrayerRequests             []Entry               `json:"prayerRequests"`
	PublicAttachmentIDs        []string              `json:"publicAttachmentIds"`
	PrivateAttachmentIDs       []string              `json:"privateAttachmentIds"`
}

// ProgressOf decodes r's fields (zero values where they are missing or broken).
func ProgressOf(r *model.Report) *Progress {
	p := &Progress{}
	_ = json.Unmarshal([]byte(r.Fields), p)
	p.normalize()
	return p
}

func (p *Progress) normalize() {
	p.Miracles = entries(p.Miracles)
	p.PrayerRequests = entries(p.PrayerRequests)
	workers := []ProgressFieldWorker{}
	for _, w := range p.SupportedFieldWorkers {
		if strings.TrimSpace(w.ContactID+w.Name) != "" || w.AmountForeign != nil {
			workers = append(workers, w)
		}
	}
	p.SupportedFieldWorkers = workers
	p.PublicAttachmentIDs = nonNilIDs(p.PublicAttachmentIDs)
	p.PrivateAttachmentIDs = nonNilIDs(p.PrivateAttachmentIDs)
}

func normProgress(p *Progress) error {
	p.normalize()
	if p.ExchangeRate != nil && *p.ExchangeRate < 0 {
		return apperr.Input("exchangeRate", "The exchange rate cannot be negative.")
	}
	return nil
}

// CurrentQuarter answers the quarter ("YYYY.Qn") of the service's clock.
func (s *Service) CurrentQuarter() string {
	t := s.now()
	return fmt.Sprintf("%d.Q%d", t.Year(), (int(t.Month())-1)/3+1)
}

// duplicateProgress tells whether another progress report of project and quarter exists, not
// counting rejected ones.
func (s *Service) duplicateProgress(ctx context.Context, id string, project *string, quarter string) (bool, error) {
	if project == nil || quarter == "" {
		return false, nil
	}
	rows, _, err := s.store.ListReports(ctx, db.ReportFilter{Type: []string{model.ReportHolisticProgress}, HolisticProjectID: *project, Quarter: quarter,
		Status: []string{model.ReportDraft, model.ReportPending, model.ReportHold, model.ReportApproved}}, db.ListPage{Limit: 2})
	if err != nil {
		return false, err
	}
	for _, r := range rows {
		if r.ID != id {
			return true, nil
		}
	}
	return false, nil
}

// requireProject refuses a project the viewer may not report on (canCreateHolisticQuarterlyReport).
func (s *Service) requireProject(ctx context.Context, id *string) error {
	if id == nil || strings.TrimSpace(*id) == "" {
		return apperr.Input("holisticProjectId", MsgProject)
	}
	ok, err := s.canCreateForProject(ctx, strings.TrimSpace(*id))
	if err != nil {
		return err
	}
	if !ok {
		return apperr.New(apperr.Forbidden, MsgCannotReportProj)
	}
	return nil
}

// CreateProgress stores a new progress report DRAFT for in.HolisticProjectID (which the viewer
// must pass canCreateHolisticQuarterlyReport for), of in.Quarter (the current quarter when
// absent).
func (s *Service) CreateProgress(ctx context.Context, in Input, patch json.RawMessage, via string) (*model.Report, error) {
	if err := s.requireProject(ctx, in.HolisticProjectID); err != nil {
		return nil, err
	}
	if in.Quarter == nil || strings.TrimSpace(*in.Quarter) == "" {
		q := s.CurrentQuarter()
		in.Quarter = &q
	}
	in.Type, in.Fields, in.Patch = model.ReportHolisticProgress, patch, true
	project, quarter := nonEmpty(in.HolisticProjectID), strings.TrimSpace(*in.Quarter)
	if dup, err := s.duplicateProgress(ctx, "", project, quarter); err != nil || dup {
		return nil, dupErr(err)
	}
	r, err := s.Create(ctx, in, via)
	if err != nil {
		// Two creates racing: the unique index refuses the second.
		if dup, derr := s.duplicateProgress(ctx, str(in.ID), project, quarter); derr == nil && dup {
			return nil, dupErr(nil)
		}
		return nil, err
	}
	return r, nil
}

func dupErr(err error) error {
	if err != nil {
		return err
	}
	return apperr.New(Conflict, MsgProgressQuarter)
}

// UpdateProgress saves the author's progress report DRAFT: the keys patch sends replace the
// stored ones. Moving it to another project needs canCreateHolisticQuarterlyReport there too.
func (s *Service) UpdateProgress(ctx context.Context, id string, in Input, patch json.RawMessage) (*model.Report, error) {
	cur, err := s.typed(ctx, id, model.ReportHolisticProgress)
	if err != nil {
		return nil, err
	}
	project, quarter := cur.HolisticProjectID, cur.Quarter
	if in.HolisticProjectID != nil {
		if err := s.requireProject(ctx, in.HolisticProjectID); err != nil {
			return nil, err
		}
		project = nonEmpty(in.HolisticProjectID)
	}
	if in.Quarter != nil && strings.TrimSpace(*in.Quarter) != "" {
		quarter = strings.TrimSpace(*in.Quarter)
	}
	if dup, err := s.duplicateProgress(ctx, cur.ID, project, quarter); err != nil || dup {
		return nil, dupErr(err)
	}
	in.Type, in.Fields, in.Patch = model.ReportHolisticProgress, patch, true
	r, err := s.Update(ctx, id, in)
	if err != nil {
		if e := apperr.As(err); e == nil || e.Code == apperr.Internal {
			if dup, derr := s.duplicateProgress(ctx, id, project, quarter); derr == nil && dup {
				return nil, dupErr(nil)
			}
		}
		return nil, err
	}
	return r, nil
}

// progressRules are the progress report's submit rules (spec/03 §5).
type progressRules struct{}

// Validate implements Validator; the problems come in the form's order.
func (progressRules) Validate(_ context.Context, r *model.Report) []Problem {
	p := ProgressOf(r)
	var out []Problem
	if r.HolisticProjectID == nil {
		out = append(out, Problem{"holisticProjectId", MsgProject})
	}
	out = required(out, "projectState", p.ProjectState)
	out = required(out, "progressDesc", p.ProgressDesc)
	out = required(out, "problemsDesc", p.ProblemsDesc)
	if p.HasReceivedFunds == nil {
		out = append(out, Problem{"hasReceivedFunds", MsgRequired})
	}
	if p.LoadPaymentsThisQuarterUsd == nil {
		out = append(out, Problem{"loadPaymentsThisQuarterUsd", MsgRequired})
	}
	if p.LoanPaymentsTotalUsd == nil {
		out = append(out, Problem{"loanPaymentsTotalUsd", MsgRequired})
	}
	out = required(out, "currency", p.Currency)
	if p.ExchangeRate == nil || *p.ExchangeRate <= 0 {
		out = append(out, Problem{"exchangeRate", MsgRequired})
	}
	if p.ExpensesThisQuarterForeign == nil {
		out = append(out, Problem{"expensesThisQuarterForeign", MsgRequired})
	}
	out = required(out, "expensesThisQuarterDesc", p.ExpensesThisQuarterDesc)
	if p.RevenueThisQuarterForeign == nil {
		out = append(out, Problem{"revenueThisQuarterForeign", MsgRequired})
	}
	out = required(out, "revenueThisQuarterDesc", p.RevenueThisQuarterDesc)
	for i, w := range p.SupportedFieldWorkers {
		if w.AmountForeign == nil {
			out = append(out, Problem{fmt.Sprintf("supportedFieldWorkers.%d.amountForeign", i), MsgAmountReceived})
		}
	}
	return out
}

// approveProgress adds the report to its project, in the approval's transaction: one more
// progress report, its miracles, whether funds were received, the loan repaid this quarter, the
// quarter's expenses and revenue in USD (local ÷ exchangeRate), the latest exchange rate and
// currency (of the newest quarter approved), and what each field worker received.
func (s *Service) approveProgress(_ context.Context, r *model.Report) (*db.ReportEffects, error) {
	if r.HolisticProjectID == nil {
		return nil, nil
	}
	p := ProgressOf(r)
	quarter := r.Quarter
	return &db.ReportEffects{Holistic: &db.HolisticReportEffects{ProjectID: *r.HolisticProjectID, UpdateProject: func(proj *model.HolisticProject) error {
		st := &proj.CumulativeStats
		st.NumProgressReports++
		st.NumMiraclesReported += len(p.Miracles)
		if p.HasReceivedFunds != nil && *p.HasReceivedFunds {
			st.HasReceivedFunds = true
		}
		if p.LoadPaymentsThisQuarterUsd != nil {
			st.LoanPaymentsMade += *p.LoadPaymentsThisQuarterUsd
		}
		if p.ExchangeRate != nil && *p.ExchangeRate > 0 {
			if p.ExpensesThisQuarterForeign != nil {
				st.CumulativeExpenses += over(*p.ExpensesThisQuarterForeign, *p.ExchangeRate)
			}
			if p.RevenueThisQuarterForeign != nil {
				st.CumulativeRevenue += over(*p.RevenueThisQuarterForeign, *p.ExchangeRate)
			}
			if quarter >= st.LatestQuarter {
				rate := *p.ExchangeRate
				st.LatestExchangeRate, st.LatestCurrency, st.LatestQuarter = &rate, p.Currency, quarter
			}
		}
		for _, w := range p.SupportedFieldWorkers {
			if w.AmountForeign == nil || strings.TrimSpace(w.ContactID) == "" {
				continue
			}
			found := false
			for i := range proj.SupportedFieldWorkers {
				if proj.SupportedFieldWorkers[i].ContactID == w.ContactID {
					proj.SupportedFieldWorkers[i].TotalReceived += *w.AmountForeign
					found = true
					break
				}
			}
			if !found {
				proj.SupportedFieldWorkers = append(proj.SupportedFieldWorkers, model.ProjectFieldWorker{ContactID: w.ContactID, Name: w.Name, TotalReceived: *w.AmountForeign})
			}
		}
		return nil
	}}}, nil
}
