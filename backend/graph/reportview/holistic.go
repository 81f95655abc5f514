package reportview

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
)

// HolisticProposalView is a HOLISTIC_REQ report as holistic_proposal.graphqls shows it: the
// shared part and the proposal's own fields. contact, publicAttachments, privateAttachments,
// history, holisticProject and peopleGroups are resolvers.
type HolisticProposalView struct {
	Base
	OnBehalfOfName                  string
	OnBehalfOfID                    *string
	HolisticProjectID               *string
	ProjectName                     string
	TypeOfProject                   *gqlmodel.ProjectType
	Desc                            string
	PeopleGroupIds                  []string
	Vision                          string
	Goals                           string
	LoanTotalUsd                    *int64
	LoanTotalForeign                *int64
	LoanTerm                        *int
	Currency                        string
	ExchangeRate                    *float64
	SetupExpensesForeign            *int64
	SetupExpensesDesc               string
	RecurringMonthlyExpensesForeign *int64
	RecurringMonthlyExpensesDesc    string
	RecurringMonthlyRevenueForeign  *int64
	RecurringMonthlyRevenueDesc     string
	SupportedFieldWorkers           []*gqlmodel.HolisticProposalFieldWorker
	OtherProfitUses                 string
	PaymentPlan                     []*gqlmodel.HolisticPaymentInstallment
	PaymentMethod                   string
	LoanDetails                     string
	MarketAnalysis                  string
	RiskAnalysis                    string
	LocationRisk                    string
	ResponsiblePersons              []*gqlmodel.HolisticResponsiblePerson
	HumanReadableID                 string
}

// HolisticQuarterlyReportView is a HOLISTIC_PROGRESS report as holistic_quarterly_report.graphqls
// shows it. contact, publicAttachments, privateAttachments, history and holisticProject are
// resolvers.
type HolisticQuarterlyReportView struct {
	Base
	HolisticProjectID          *string
	ProjectState               string
	ProgressDesc               string
	ProblemsDesc               string
	ProjectCoordID             *string
	LoanTotal                  *int64
	LoanTerm                   *int
	HasReceivedFunds           *bool
	LoadPaymentsThisQuarterUsd *int64
	LoanPaymentsTotalUsd       *int64
	Currency                   string
	ExchangeRate               *float64
	ExpensesThisQuarterForeign *int64
	ExpensesThisQuarterDesc    string
	RevenueThisQuarterForeign  *int64
	RevenueThisQuarterDesc     string
	SupportedFieldWorkers      []*gqlmodel.HolisticQuarterlyFieldWorker
	Miracles                   []*gqlmodel.ReportEntry
	PrayerRequests             []*gqlmodel.ReportEntry
}

// The connections of the two views live beside them (gqlmodel cannot import graph).

// HolisticProposalEdge is one proposal of a HolisticProposalConnection.
type HolisticProposalEdge struct {
	Cursor string
	Node   *HolisticProposalView
}

// HolisticProposalConnection is a page of proposals.
type HolisticProposalConnection struct {
	PageInfo *gqlmodel.PageInfo
	Edges    []*HolisticProposalEdge
}

// HolisticQuarterlyReportEdge is one progress report of a HolisticQuarterlyReportConnection.
type HolisticQuarterlyReportEdge struct {
	Cursor string
	Node   *HolisticQuarterlyReportView
}

// HolisticQuarterlyReportConnection is a page of progress reports.
type HolisticQuarterlyReportConnection struct {
	PageInfo *gqlmodel.PageInfo
	Edges    []*HolisticQuarterlyReportEdge
}
