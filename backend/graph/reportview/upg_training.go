package reportview

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
)

// UpgQuarterlyReportView is a people group quarterly report as GraphQL shows it
// (upg_quarterly_report.graphqls); contact, peopleGroup, the attachments and history are resolvers.
type UpgQuarterlyReportView struct {
	Base
	PeopleGroupID            *string
	OnBehalfOf               *bool
	OnBehalfOfName           *string
	OnBehalfOfID             *string
	ReceivedFinancialSupport *bool
	ReceivedForHimself       *int64
	ReceivedForHolistic      *int64
	UseOfHolisticFundsDesc   *string
	ReceivedTotal            *int64
	HProjects                []*gqlmodel.UpgReportHolisticProject
	ChurchesPlanted          []*gqlmodel.UpgReportChurchPlanted
	NumChurchesPlanted       int
	NumHeardForFirstTime     *int
	NumSalvations            *int
	NumWaterBaptisms         *int
	Miracles                 []*gqlmodel.ReportEntry
	PrayerRequests           []*gqlmodel.ReportEntry
}

// TrainingEventReportView is a training event report as GraphQL shows it
// (training_event_report.graphqls).
type TrainingEventReportView struct {
	Base
	RegionName        *string
	Title             *string
	EventDate         *string
	HostName          *string
	HostWebsite       *string
	EventAddress      *gqlmodel.ReportAddress
	NumPeopleTrained  *int
	ItsmModulesTaught *gqlmodel.ItsmModules
	TrainersTrained   []*gqlmodel.PotentialContact
	NewPartnerships   []*gqlmodel.TrainingPartnership
	NumUpgAdoptions   *int
	NewAdoptions      []*gqlmodel.TrainingAdoption
	Miracles          []*gqlmodel.ReportEntry
}

// TrainingQuarterlyReportView is a training quarterly report as GraphQL shows it
// (training_quarterly_report.graphqls).
type TrainingQuarterlyReportView struct {
	Base
	Events           []*gqlmodel.TrainingQuarterEvent
	NumEvents        int
	NumPeopleTrained int
	Miracles         []*gqlmodel.ReportEntry
	PrayerRequests   []*gqlmodel.ReportEntry
}

// The connections and subscription updates that hold the views live here too: gqlgen's generated
// code binds them.

// UpgQuarterlyReportEdge is one report of an UpgQuarterlyReportConnection.
type UpgQuarterlyReportEdge struct {
	Cursor string
	Node   *UpgQuarterlyReportView
}

// UpgQuarterlyReportConnection is a page of people group quarterly reports.
type UpgQuarterlyReportConnection struct {
	PageInfo *gqlmodel.PageInfo
	Edges    []*UpgQuarterlyReportEdge
}

// TrainingEventReportEdge is one report of a TrainingEventReportConnection.
type TrainingEventReportEdge struct {
	Cursor string
	Node   *TrainingEventReportView
}

// TrainingEventReportConnection is a page of training event reports.
type TrainingEventReportConnection struct {
	PageInfo *gqlmodel.PageInfo
	Edges    []*TrainingEventReportEdge
}

// TrainingQuarterlyReportEdge is one report of a TrainingQuarterlyReportConnection.
type TrainingQuarterlyReportEdge struct {
	Cursor string
	Node   *TrainingQuarterlyReportView
}

// TrainingQuarterlyReportConnection is a page of training quarterly reports.
type TrainingQuarterlyReportConnection struct {
	PageInfo *gqlmodel.PageInfo
	Edges    []*TrainingQuarterlyReportEdge
}

// TrainingEventReportUpdate is one update of trainingEventReportUpdated.
type TrainingEventReportUpdate struct {
	Crud gqlmodel.Crud
	ID   string
	New  *TrainingEventReportView
}

// TrainingQuarterlyReportUpdate is one update of trainingQuarterlyReportUpdated.
type TrainingQuarterlyReportUpdate struct {
	Crud gqlmodel.Crud
	ID   string
	New  *TrainingQuarterlyReportView
}
