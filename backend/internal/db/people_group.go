package db

import (
	"context"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// PeopleGroup stores Joshua Project's people groups, countries, languages,
// regions and religions, and what staff add to a people group.
type PeopleGroup interface {
	// UpsertJoshuaProject writes one parsed Joshua Project download in a
	// single transaction: rows are inserted or, when their key exists,
	// updated. On an existing people group only Joshua Project's columns
	// (and updated_at) change, and only when one of them differs; Reach's
	// own columns keep their values.
	UpsertJoshuaProject(ctx context.Context, jp *JoshuaProject) (JoshuaProjectCounts, error)

	// GetPeopleGroup returns one people group, or ErrNotFound.
	GetPeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error)
	// ListPeopleGroups returns one page of people groups.
	ListPeopleGroups(ctx context.Context, q PeopleGroupQuery) ([]*model.PeopleGroup, error)
	// CountPeopleGroups counts the people groups that match f.
	CountPeopleGroups(ctx context.Context, f PeopleGroupFilter) (int, error)
	// UpdatePeopleGroup applies staff's edit and returns the updated group,
	// or ErrNotFound.
	UpdatePeopleGroup(ctx context.Context, id string, e PeopleGroupEdit) (*model.PeopleGroup, error)

	// ListPublicPeopleGroups returns one page of the giving site's listing:
	// groups that are not deleted, filtered and ordered as q says.
	ListPublicPeopleGroups(ctx context.Context, q PublicPeopleGroupQuery) ([]*model.PeopleGroup, error)
}

// JoshuaProject is one parsed Joshua Project download, ready to write.
// PeopleGroups carry, in Reach's own columns, the values a group gets when it
// is first inserted.
type JoshuaProject struct {
	Countries    []*model.Country
	Languages    []*model.Language
	Regions      []*model.Region
	Religions    []*model.Religion
	PeopleGroups []*model.PeopleGroup
	// Now is written to created_at (new rows) and updated_at.
	Now time.Time
}

// JoshuaProjectCounts says how many people groups an upsert created; the
// rest of JoshuaProject.PeopleGroups updated existing rows.
type JoshuaProjectCounts struct {
	PeopleGroupsCreated int
}

// PeopleGroupFilter narrows a people group listing; zero fields do not filter.
type PeopleGroupFilter struct {
	IDs []string
	// Words must all occur in the group's search text. They are expected
	// folded as model search text is (lower case, no accents).
	Words             []string
	RegionCode        *string
	CountryCode       *string
	PrimaryReligionID *string
	FocusLevelNo      *int
	LeastReached      *bool
}

// PeopleGroupSort is a column a people group listing can be sorted by.
type PeopleGroupSort string

// The sorts a people group listing accepts.
const (
	SortNameAcrossCountries   PeopleGroupSort = "name_across_countries"
	SortPopulation            PeopleGroupSort = "population"
	SortCountry               PeopleGroupSort = "country"
	SortJPScale               PeopleGroupSort = "jp_scale"
	SortFocusLevelNo          PeopleGroupSort = "focus_level_no"
	SortNumAdoptionsAvailable PeopleGroupSort = "num_adoptions_available"
	SortUpdatedAt             PeopleGroupSort = "updated_at"
	SortID                    PeopleGroupSort = "id"
)

// PeopleGroupQuery is a filtered, sorted page of people groups.
type PeopleGroupQuery struct {
	Filter PeopleGroupFilter
	Sort   PeopleGroupSort
	Desc   bool
	Offset int
	Limit  int
}

// PeopleGroupEdit holds what staff change on a people group; nil fields are
// left as they are, an empty Summary clears the summary.
type PeopleGroupEdit struct {
	Summary                *string
	FocusLevelNo           *int
	NumAdoptionsAvailable  *int
	SuggestedAdoptionLevel *string
	// PrimaryPhotoID sets primary_photo_id; "" clears it.
	PrimaryPhotoID *string
}

// SortScore orders a public listing by search relevance (see
// PublicPeopleGroupFilter.Term); without a search term it orders nothing.
const SortScore PeopleGroupSort = "_score"

// PublicPeopleGroupFilter narrows the giving site's people group listing;
// zero fields do not filter. Deleted groups never show.
type PublicPeopleGroupFilter struct {
	// HasAdoptionsAvailable keeps groups with num_adoptions_available > 0.
	HasAdoptionsAvailable bool
	FocusLevelNo          *int
	RegionCode            *string
	PrimaryReligionID     *string
	// PopulationMin and PopulationMax are inclusive; a group without a
	// population counts as 0.
	PopulationMin *int64
	PopulationMax *int64
	// Words must all occur in the group's search text (folded as model
	// search text is).
	Words []string
	// Term is the whole folded search; it scores relevance: 3 when a name
	// (across countries or in country) is the term, 2 when a name starts
	// with it, 1 otherwise.
	Term string
	// IDs, when not nil, keeps only these groups (the portal's search of a
	// partner's own groups); an empty list keeps none.
	IDs []string `json:",omitempty"`
}

// PublicPeopleGroupOrder is one key of a public listing's order.
type PublicPeopleGroupOrder struct {
	Sort PeopleGroupSort
	Desc bool
}

// PublicPeopleGroupQuery is one page of the giving site's listing. After
// Order, ties go to population (largest first) and then id, so pages
// neither repeat nor skip rows.
type PublicPeopleGroupQuery struct {
	Filter PublicPeopleGroupFilter
	Order  []PublicPeopleGroupOrder
	Offset int
	Limit  int
	// Columns are the people_groups columns to read (id is always read); nil reads every one.
	Columns []string `json:",omitempty"`
}
