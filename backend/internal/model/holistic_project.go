package model

import "time"

// Holistic project statuses. Archived and unpublished projects are hidden from the public; an
// approved proposal makes an UNPUBLISHED project, which staff publish by making it ACTIVE.
const (
	ProjectActive      = "ACTIVE"
	ProjectArchived    = "ARCHIVED"
	ProjectUnpublished = "UNPUBLISHED"
)

// ProjectFieldWorker is a field worker a project supports, and what they received in its
// approved progress reports (local currency, ten-thousandths).
type ProjectFieldWorker struct {
	ContactID     string `json:"contactId"`
	Name          string `json:"name"`
	TotalReceived int64  `json:"totalReceived"`
}

// ProjectResponsiblePerson is a person responsible for a project (from its proposal).
type ProjectResponsiblePerson struct {
	ContactID           string   `json:"contactId"`
	Name                string   `json:"name"`
	Role                string   `json:"role"`
	ProjectedHrsPerWeek *float64 `json:"projectedHrsPerWeek"`
	PriorExperience     string   `json:"priorExperience"`
}

// ProjectCumulativeStats add up a project's approved progress reports. Money is ten-thousandths
// of a dollar; expenses and revenue are each quarter's local amount over its exchange rate.
type ProjectCumulativeStats struct {
	NumMiraclesReported int      `json:"numMiraclesReported"`
	NumProgressReports  int      `json:"numProgressReports"`
	HasReceivedFunds    bool     `json:"hasReceivedFunds"`
	LoanPaymentsMade    int64    `json:"loanPaymentsMade"`
	CumulativeExpenses  int64    `json:"cumulativeExpenses"`
	CumulativeRevenue   int64    `json:"cumulativeRevenue"`
	LatestExchangeRate  *float64 `json:"latestExchangeRate"`
	LatestCurrency      string   `json:"latestCurrency"`
	// LatestQuarter is the quarter the latest rate and currency come from.
	LatestQuarter string `json:"latestQuarter,omitempty"`
}

// ProjectTag is a coloured label staff put on a project.
type ProjectTag struct {
	Key   string `json:"key"`
	Color string `json:"color,omitempty"`
}

// HolisticProject is a project partners fund. Money is integers:
// FundingTarget and FundingBalance are ten-thousandths of a dollar.
type HolisticProject struct {
	ID              string       `bun:"id,pk"`
	ApplicationID   *string      `bun:"application_id"`
	RegionCode      string       `bun:"region_code,notnull"`
	ProjectName     string       `bun:"project_name,notnull"`
	TypeOfProject   string       `bun:"type_of_project,notnull"`
	Desc            string       `bun:"description,notnull"`
	Stage           string       `bun:"stage,notnull"`
	Status          string       `bun:"status,notnull"`
	PrimaryPhotoID  *string      `bun:"primary_photo_id"`
	PrimaryBannerID *string      `bun:"primary_banner_id"`
	Tags            []ProjectTag `bun:"tags,type:text,notnull"`
	NumSupported    int          `bun:"num_supported,notnull,default:0"`
	FundingTarget   int64        `bun:"funding_target,notnull"`
	FundingBalance  int64        `bun:"funding_balance,notnull,default:0"`
	RegionalCoordID *string      `bun:"regional_coord_id"`
	LoanTotalX4     *int64       `bun:"loan_total_x4"`
	LoanTerm        *int         `bun:"loan_term"`
	LoanStartDate   *time.Time   `bun:"loan_start_date"`
	// SupportedFieldWorkers, ResponsiblePersons and CumulativeStats are JSON (reports feed them).
	SupportedFieldWorkers []ProjectFieldWorker       `bun:"supported_field_workers,type:text,notnull"`
	ResponsiblePersons    []ProjectResponsiblePerson `bun:"responsible_persons,type:text,notnull"`
	CumulativeStats       ProjectCumulativeStats     `bun:"cumulative_stats,type:text,notnull"`
	CreatedAt             time.Time                  `bun:"created_at,notnull"`
	UpdatedAt             time.Time                  `bun:"updated_at,notnull"`
	DeletedAt             *time.Time                 `bun:"deleted_at"`
}

// HolisticProjectPeopleGroup links a project to a people group it impacts.
type HolisticProjectPeopleGroup struct {
	ProjectID     string `bun:"project_id,pk"`
	PeopleGroupID string `bun:"people_group_id,pk"`
	Position      int    `bun:"position,notnull,default:0"`
}
