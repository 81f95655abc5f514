package report

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The holistic proposal (HOLISTIC_REQ, spec/03 §3, §5, §9): a loan request for a new holistic
// project (or one it names). Amounts are ten-thousandths: loanTotalUsd and the payment plan in
// USD, the rest in the local currency; exchangeRate is local units per $1.

// Messages of the proposal's rules (spec/03 §5), exactly as the spec writes them.
const (
	MsgProjectName        = "Please enter a project name"
	MsgProjectType        = "Please select a project type"
	MsgProjectDesc        = "Please enter a project description"
	MsgAffectedGroups     = "At least one affected people group is required"
	MsgOneFieldWorker     = "At least one supported field worker is required"
	MsgOneResponsible     = "At least one responsible person is required"
	MsgSelectFieldWorker  = "Please select a field worker"
	MsgSetupExpenses      = "The loan amount and setup expenses must be the same."
	MsgProfitable         = "Please re-evaluate the above entries.  In order to submit this proposal, your project must appear profitable."
	MsgRepaymentRemaining = "Loan repayment remaining amount must be $0.00"
	MsgInstallment        = "Thie field is required"
	MsgLoanTerm           = "Please select a loan term of 6 to 48 months (a multiple of 6)."
	MsgCannotPropose      = "Only field workers and regional coordinators can write holistic proposals."
)

// LoanTerms are the loan terms a proposal offers, in months (spec/03 §9).
var LoanTerms = []int{6, 12, 18, 24, 30, 36, 42, 48}

// ProposalFieldWorker is a field worker a proposed project supports, with their monthly amount.
type ProposalFieldWorker struct {
	ContactID       string `json:"contactId"`
	FieldWorkerName string `json:"fieldWorkerName"`
	AmountForeign   *int64 `json:"amountForeign"`
}

// PaymentInstallment is one repayment: DueAt "YYYY-MM-DD", Amount in USD ×10000.
type PaymentInstallment struct {
	DueAt  string `json:"dueAt"`
	Amount *int64 `json:"amount"`
}

// ResponsiblePerson is a person responsible for a proposed project.
type ResponsiblePerson struct {
	ContactID           string   `json:"contactId"`
	Name                string   `json:"name"`
	Role                string   `json:"role"`
	ProjectedHrsPerWeek *float64 `json:"projectedHrsPerWeek"`
	PriorExperience     string   `json:"priorExperience"`
}

// Proposal is a HOLISTIC_REQ report's own fields (the report's holisticProjectId is its row's).
type Proposal struct {
	OnBehalfOfName                  string                `json:"onBehalfOfName"`
	OnBehalfOfID                    string                `json:"onBehalfOfId"`
	ProjectName                     string                `json:"projectName"`
	TypeOfProject                   string                `json:"typeOfProject"`
	Desc                            string                `json:"desc"`
	PeopleGroupIDs                  []string              `json:"peopleGroupIds"`
	Vision                          string                `json:"vision"`
	Goals                           string                `json:"goals"`
	LoanTotalUsd                    *int64                `json:"loanTotalUsd"`
	LoanTotalForeign                *int64                `json:"loanTotalForeign"`
	LoanTerm                        *int                  `json:"loanTerm"`
	Currency                        string                `json:"currency"`
	ExchangeRate                    *float64              `json:"exchangeRate"`
	SetupExpensesForeign            *int64                `json:"setupExpensesForeign"`
	SetupExpensesDesc               string                `json:"setupExpensesDesc"`
	RecurringMonthlyExpensesForeign *int64                `json:"recurringMonthlyExpensesForeign"`
	RecurringMonthlyExpensesDesc    string                `json:"recurringMonthlyExpensesDesc"`
	RecurringMonthlyRevenueForeign  *int64                `json:"recurringMonthlyRevenueForeign"`
	RecurringMonthlyRevenueDesc     string                `json:"recurringMonthlyRevenueDesc"`
	SupportedFieldWorkers           []ProposalFieldWorker `json:"supportedFieldWorkers"`
	OtherProfitUses                 string                `json:"otherProfitUses"`
	PaymentPlan                     []PaymentInstallment  `json:"paymentPlan"`
	PaymentMethod                   string                `json:"paymentMethod"`
	LoanDetails                     string                `json:"loanDetails"`
	MarketAnalysis                  string                `json:"marketAnalysis"`
	RiskAnalysis                    string                `json:"riskAnalysis"`
	LocationRisk                    string                `json:"locationRisk"`
	ResponsiblePersons              []ResponsiblePerson   `json:"responsiblePersons"`
	PublicAttachmentIDs             []string              `json:"publicAttachmentIds"`
	PrivateAttachmentIDs            []string              `json:"privateAttachmentIds"`
}

// ProposalOf decodes r's fields (zero values where they are missing or broken).
func ProposalOf(r *model.Report) *Proposal {
	p := &Proposal{}
	_ = json.Unmarshal([]byte(r.Fields), p)
	p.normalize()
	return p
}

// HumanReadableID is the short id people say: "HP-" and the first 8 characters of the id.
func HumanReadableID(id string) string {
	id = strings.ToUpper(strings.ReplaceAll(id, "-", ""))
	if len(id) > 8 {
		id = id[:8]
	}
	return "HP-" + id
}

// normalize drops what a draft save drops (spec/03 §4: empty people group ids, empty responsible
// persons, empty supported field workers), and derives setupExpensesForeign = loanTotalUsd ×
// exchangeRate.
func (p *Proposal) normalize() {
	ids := []string{}
	for _, id := range p.PeopleGroupIDs {
		if id = strings.TrimSpace(id); id != "" && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	p.PeopleGroupIDs = ids
	persons := []ResponsiblePerson{}
	for _, rp := range p.ResponsiblePersons {
		if strings.TrimSpace(rp.ContactID+rp.Name+rp.Role+rp.PriorExperience) != "" || rp.ProjectedHrsPerWeek != nil {
			persons = append(persons, rp)
		}
	}
	p.ResponsiblePersons = persons
	workers := []ProposalFieldWorker{}
	for _, w := range p.SupportedFieldWorkers {
		if strings.TrimSpace(w.ContactID+w.FieldWorkerName) != "" || w.AmountForeign != nil {
			workers = append(workers, w)
		}
	}
	p.SupportedFieldWorkers = workers
	if p.PaymentPlan == nil {
		p.PaymentPlan = []PaymentInstallment{}
	}
	p.PublicAttachmentIDs = nonNilIDs(p.PublicAttachmentIDs)
	p.PrivateAttachmentIDs = nonNilIDs(p.PrivateAttachmentIDs)
	p.SetupExpensesForeign = nil
	if p.LoanTotalUsd != nil && p.ExchangeRate != nil {
		v := times(*p.LoanTotalUsd, *p.ExchangeRate)
		p.SetupExpensesForeign = &v
	}
}

func nonNilIDs(ids []string) []string {
	if ids == nil {
		return []string{}
	}
	return ids
}

// normProposal is the proposal's save: its fields normalised and checked for what a draft must
// hold even incomplete (a loan term from LoanTerms).
func normProposal(p *Proposal) error {
	p.normalize()
	if p.LoanTerm != nil && !slices.Contains(LoanTerms, *p.LoanTerm) {
		return apperr.Input("loanTerm", MsgLoanTerm)
	}
	if p.ExchangeRate != nil && *p.ExchangeRate < 0 {
		return apperr.Input("exchangeRate", "The exchange rate cannot be negative.")
	}
	return nil
}

// CanCreateProposal tells whether the viewer may write holistic proposals: staff, or a contact
// with a FIELD_WORKER or REGIONAL_COORDINATOR link on any people group or project.
func (s *Service) CanCreateProposal(ctx context.Context) (bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return false, err
	}
	if IsStaff(v) || v.Can(link.PermAllProjects) {
		return true, nil
	}
	return s.links.IsReporter(ctx)
}

// CreateProposal stores a new proposal DRAFT from in (the shared part) and patch (its fields).
func (s *Service) CreateProposal(ctx context.Context, in Input, patch json.RawMessage, via string) (*model.Report, error) {
	ok, err := s.CanCreateProposal(ctx)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, apperr.New(apperr.Forbidden, MsgCannotPropose)
	}
	in.Type, in.Fields, in.Patch = model.ReportHolisticReq, patch, true
	return s.Create(ctx, in, via)
}

// UpdateProposal saves the author's proposal DRAFT: the keys patch sends replace the stored ones.
func (s *Service) UpdateProposal(ctx context.Context, id string, in Input, patch json.RawMessage) (*model.Report, error) {
	if _, err := s.typed(ctx, id, model.ReportHolisticReq); err != nil {
		return nil, err
	}
	in.Type, in.Fields, in.Patch = model.ReportHolisticReq, patch, true
	return s.Update(ctx, id, in)
}

// proposalRules are the proposal's submit rules (spec/03 §5, §9).
type proposalRules struct{}

func required(out []Problem, field, value string) []Problem {
	if strings.TrimSpace(value) == "" {
		return append(out, Problem{Field: field, Message: MsgRequired})
	}
	return out
}

// Validate implements Validator; the problems come in the form's order.
func (proposalRules) Validate(_ context.Context, r *model.Report) []Problem {
	p := ProposalOf(r)
	var out []Problem
	if strings.TrimSpace(p.ProjectName) == "" {
		out = append(out, Problem{"projectName", MsgProjectName})
	}
	if strings.TrimSpace(p.TypeOfProject) == "" {
		out = append(out, Problem{"typeOfProject", MsgProjectType})
	}
	if strings.TrimSpace(p.Desc) == "" {
		out = append(out, Problem{"desc", MsgProjectDesc})
	}
	if len(p.PeopleGroupIDs) == 0 {
		out = append(out, Problem{"peopleGroupIds", MsgAffectedGroups})
	}
	out = required(out, "vision", p.Vision)
	out = required(out, "goals", p.Goals)
	out = required(out, "marketAnalysis", p.MarketAnalysis)
	out = required(out, "riskAnalysis", p.RiskAnalysis)
	out = required(out, "locationRisk", p.LocationRisk)
	if len(p.ResponsiblePersons) == 0 {
		out = append(out, Problem{"responsiblePersons", MsgOneResponsible})
	}
	for i, rp := range p.ResponsiblePersons {
		f := fmt.Sprintf("responsiblePersons.%d.", i)
		if strings.TrimSpace(rp.ContactID) == "" {
			out = append(out, Problem{f + "contactId", MsgSelectFieldWorker})
		}
		out = required(out, f+"role", rp.Role)
		if rp.ProjectedHrsPerWeek == nil {
			out = append(out, Problem{f + "projectedHrsPerWeek", MsgRequired})
		}
		out = required(out, f+"priorExperience", rp.PriorExperience)
	}
	if p.LoanTotalUsd == nil || *p.LoanTotalUsd <= 0 {
		out = append(out, Problem{"loanTotalUsd", MsgRequired})
	}
	if p.LoanTerm == nil {
		out = append(out, Problem{"loanTerm", MsgRequired})
	}
	out = required(out, "currency", p.Currency)
	if p.ExchangeRate == nil || *p.ExchangeRate <= 0 {
		out = append(out, Problem{"exchangeRate", MsgRequired})
	}
	// Setup expenses are derived (loanTotalUsd × exchangeRate); a loan in local currency the
	// form sent must be the same, to the cent.
	if p.LoanTotalForeign != nil && p.SetupExpensesForeign != nil && cents(*p.LoanTotalForeign) != cents(*p.SetupExpensesForeign) {
		out = append(out, Problem{"setupExpensesForeign", MsgSetupExpenses})
	}
	out = required(out, "setupExpensesDesc", p.SetupExpensesDesc)
	out = required(out, "recurringMonthlyExpensesDesc", p.RecurringMonthlyExpensesDesc)
	out = required(out, "recurringMonthlyRevenueDesc", p.RecurringMonthlyRevenueDesc)
	if len(p.SupportedFieldWorkers) == 0 {
		out = append(out, Problem{"supportedFieldWorkers", MsgOneFieldWorker})
	}
	out = required(out, "otherProfitUses", p.OtherProfitUses)
	if p.LoanTerm != nil && p.LoanTotalUsd != nil && p.ExchangeRate != nil && NetProfit(p).Sign() < 0 {
		out = append(out, Problem{"netProfit", MsgProfitable})
	}
	var paid int64
	for i, in := range p.PaymentPlan {
		f := fmt.Sprintf("paymentPlan.%d.", i)
		if strings.TrimSpace(in.DueAt) == "" {
			out = append(out, Problem{f + "dueAt", MsgInstallment})
		}
		if in.Amount == nil || *in.Amount <= 0 {
			out = append(out, Problem{f + "amount", MsgInstallment})
		} else {
			paid += *in.Amount
		}
	}
	if p.LoanTotalUsd != nil && *p.LoanTotalUsd-paid != 0 {
		out = append(out, Problem{"paymentPlan", MsgRepaymentRemaining})
	}
	out = required(out, "paymentMethod", p.PaymentMethod)
	out = required(out, "loanDetails", p.LoanDetails)
	return out
}

func cents(x int64) int64 { return round(big.NewRat(x, 100)) }

// NetProfit is the proposal's total net profit over the loan's term, local currency ×10000
// (spec/03 §9): (monthly revenue − monthly expenses − field worker support) × term − the loan in
// local currency (loanTotalUsd × exchangeRate).
func NetProfit(p *Proposal) *big.Int {
	monthly := big.NewInt(0)
	if p.RecurringMonthlyRevenueForeign != nil {
		monthly.Add(monthly, big.NewInt(*p.RecurringMonthlyRevenueForeign))
	}
	if p.RecurringMonthlyExpensesForeign != nil {
		monthly.Sub(monthly, big.NewInt(*p.RecurringMonthlyExpensesForeign))
	}
	for _, w := range p.SupportedFieldWorkers {
		if w.AmountForeign != nil {
			monthly.Sub(monthly, big.NewInt(*w.AmountForeign))
		}
	}
	term := 0
	if p.LoanTerm != nil {
		term = *p.LoanTerm
	}
	total := monthly.Mul(monthly, big.NewInt(int64(term)))
	if p.LoanTotalUsd != nil && p.ExchangeRate != nil {
		total.Sub(total, big.NewInt(times(*p.LoanTotalUsd, *p.ExchangeRate)))
	}
	return total
}

// approveProposal: a proposal naming no project makes one, in the approval's transaction: stage
// PLANNING, UNPUBLISHED (hidden from giving until staff publish it), applicationId the proposal's
// id, serving its people groups, its supported field workers and responsible persons linked to
// it as FIELD_WORKER.
func (s *Service) approveProposal(_ context.Context, r *model.Report) (*db.ReportEffects, error) {
	if r.HolisticProjectID != nil {
		return nil, nil
	}
	p := ProposalOf(r)
	now := s.now()
	id := r.ID
	var loan int64
	if p.LoanTotalUsd != nil {
		loan = *p.LoanTotalUsd
	}
	proj := &model.HolisticProject{
		ID: newID(), ApplicationID: &id, RegionCode: r.RegionCode, ProjectName: p.ProjectName,
		TypeOfProject: p.TypeOfProject, Desc: p.Desc, Stage: "PLANNING", Status: model.ProjectUnpublished,
		Tags: []model.ProjectTag{}, NumSupported: len(p.SupportedFieldWorkers), FundingTarget: loan,
		LoanTotalX4: p.LoanTotalUsd, LoanTerm: p.LoanTerm,
		SupportedFieldWorkers: []model.ProjectFieldWorker{}, ResponsiblePersons: []model.ProjectResponsiblePerson{},
		CreatedAt: now, UpdatedAt: now,
	}
	var contacts []string
	for _, w := range p.SupportedFieldWorkers {
		proj.SupportedFieldWorkers = append(proj.SupportedFieldWorkers, model.ProjectFieldWorker{ContactID: w.ContactID, Name: w.FieldWorkerName})
		contacts = append(contacts, w.ContactID)
	}
	for _, rp := range p.ResponsiblePersons {
		proj.ResponsiblePersons = append(proj.ResponsiblePersons, model.ProjectResponsiblePerson{ContactID: rp.ContactID, Name: rp.Name,
			Role: rp.Role, ProjectedHrsPerWeek: rp.ProjectedHrsPerWeek, PriorExperience: rp.PriorExperience})
		contacts = append(contacts, rp.ContactID)
	}
	e := &db.HolisticReportEffects{NewProject: proj, NewProjectGroupIDs: p.PeopleGroupIDs}
	seen := map[string]bool{}
	for _, c := range contacts {
		if c = strings.TrimSpace(c); c == "" || seen[c] {
			continue
		}
		seen[c] = true
		e.NewProjectLinks = append(e.NewProjectLinks, &model.ProjectLink{ID: newID(), ContactID: c, ProjectID: proj.ID,
			Type: model.LinkFieldWorker, CreatedAt: now, UpdatedAt: now})
	}
	return &db.ReportEffects{Holistic: e}, nil
}
