// Package hpmodel is a frozen copy of the holistic project models as their migration created them.
package hpmodel

import "time"

// Holistic project statuses. Archived projects are hidden from the public.
const (
	ProjectActive   = "ACTIVE"
	ProjectArchived = "ARCHIVED"
)

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
	CreatedAt       time.Time    `bun:"created_at,notnull"`
	UpdatedAt       time.Time    `bun:"updated_at,notnull"`
	DeletedAt       *time.Time   `bun:"deleted_at"`
}

// HolisticProjectPeopleGroup links a project to a people group it impacts.
type HolisticProjectPeopleGroup struct {
	ProjectID     string `bun:"project_id,pk"`
	PeopleGroupID string `bun:"people_group_id,pk"`
	Position      int    `bun:"position,notnull,default:0"`
}
