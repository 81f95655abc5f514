package db

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/model"
)

// HolisticProject stores holistic projects and the people groups each
// impacts.
type HolisticProject interface {
	// CreateHolisticProject inserts p and links it to peopleGroupIDs (in
	// that order) in one transaction.
	CreateHolisticProject(ctx context.Context, p *model.HolisticProject, peopleGroupIDs []string) error
	// UpdateHolisticProject writes every column of p but created_at and,
	// when peopleGroupIDs is not nil, replaces its links, in one
	// transaction; ErrNotFound when there is no such project.
	UpdateHolisticProject(ctx context.Context, p *model.HolisticProject, peopleGroupIDs *[]string) error
	// GetHolisticProject returns one project (archived too), or ErrNotFound.
	GetHolisticProject(ctx context.Context, id string) (*model.HolisticProject, error)
	// ListHolisticProjects returns one page of projects.
	ListHolisticProjects(ctx context.Context, q HolisticProjectQuery) ([]*model.HolisticProject, error)
	// CountHolisticProjects counts the projects that match f.
	CountHolisticProjects(ctx context.Context, f HolisticProjectFilter) (int, error)
	// HolisticProjectPeopleGroups returns the people groups of every project
	// in projectIDs in one query, each project's in link order.
	HolisticProjectPeopleGroups(ctx context.Context, projectIDs []string) ([]ProjectPeopleGroup, error)
}

// HolisticProjectFilter narrows a project listing; zero fields do not filter.
type HolisticProjectFilter struct {
	IDs []string
	// Words must all occur in the name or description (case-insensitive).
	Words       []string
	RegionCodes []string
	Types       []string
	Stage       *string
	Status      *string
	// PublicOnly keeps ACTIVE projects that are not deleted.
	PublicOnly bool
}

// HolisticProjectSort is a column a project listing can be sorted by.
type HolisticProjectSort string

// The sorts a project listing accepts.
const (
	SortProjectName    HolisticProjectSort = "project_name"
	SortProjectType    HolisticProjectSort = "type_of_project"
	SortProjectStage   HolisticProjectSort = "stage"
	SortProjectStatus  HolisticProjectSort = "status"
	SortProjectRegion  HolisticProjectSort = "region_code"
	SortFundingTarget  HolisticProjectSort = "funding_target"
	SortFundingBalance HolisticProjectSort = "funding_balance"
	SortProjectCreated HolisticProjectSort = "created_at"
	SortProjectUpdated HolisticProjectSort = "updated_at"
	SortProjectID      HolisticProjectSort = "id"
)

// HolisticProjectOrder is one key of a project listing's order.
type HolisticProjectOrder struct {
	Sort HolisticProjectSort
	Desc bool
}

// HolisticProjectQuery is a filtered, sorted page of projects; id breaks
// the last ties.
type HolisticProjectQuery struct {
	Filter HolisticProjectFilter
	Order  []HolisticProjectOrder
	Offset int
	Limit  int
}

// ProjectPeopleGroup is one people group a project impacts.
type ProjectPeopleGroup struct {
	ProjectID           string
	PeopleGroupID       string
	NameAcrossCountries string
	PrimaryPhotoID      *string
}

// ProjectVisibility says which holistic projects a listing may show: every
// project (All), or those linked to ContactID, plus (ViaGroups) those serving
// a people group linked to ContactID. IDs and PeopleGroupIDs narrow further.
type ProjectVisibility struct {
	ContactID      string
	All            bool
	ViaGroups      bool
	IDs            []string
	PeopleGroupIDs []string
	// Sort is updated_at (default), created_at or project_name.
	Sort   string
	Desc   bool
	Offset int
	Limit  int
}
