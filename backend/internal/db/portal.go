package db

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Portal stores what the partner portal reads: links between contacts and
// people groups or projects, quarterly stats, testimonies and prayer
// requests, the training library and simple lists.
type Portal interface {
	CreatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error
	// GetPeopleGroupLink loads a link with its contact and people group names.
	GetPeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error)
	UpdatePeopleGroupLink(ctx context.Context, l *model.PeopleGroupLink) error
	DeletePeopleGroupLink(ctx context.Context, id string) error
	ListPeopleGroupLinks(ctx context.Context, q ListQuery) ([]*model.PeopleGroupLink, int, error)

	CreateProjectLink(ctx context.Context, l *model.ProjectLink) error
	GetProjectLink(ctx context.Context, id string) (*model.ProjectLink, error)
	UpdateProjectLink(ctx context.Context, l *model.ProjectLink) error
	DeleteProjectLink(ctx context.Context, id string) error
	ListProjectLinks(ctx context.Context, q ListQuery) ([]*model.ProjectLink, int, error)

	// GroupRoles answers, for each of groupIDs, the roles contactID holds.
	GroupRoles(ctx context.Context, contactID string, groupIDs []string) (map[string][]string, error)
	// ProjectRoles answers, for each of projectIDs, the roles contactID holds.
	ProjectRoles(ctx context.Context, contactID string, projectIDs []string) (map[string][]string, error)
	// ListLinkedPeopleGroups lists the people groups contactID is linked to,
	// most recently linked first; all lists every group by name instead.
	// columns, when not nil, are the only people_groups columns read (id always is). It also
	// answers contactID's roles on each listed group (as GroupRoles would), from the same query
	// where it can.
	ListLinkedPeopleGroups(ctx context.Context, contactID string, all bool, offset, limit int, columns []string) ([]*model.PeopleGroup, map[string][]string, error)
	// UpgCounts computes the portal figures of groupIDs in a fixed number of queries.
	UpgCounts(ctx context.Context, groupIDs []string) (map[string]*model.UpgCounts, error)

	// ListVisibleProjects lists the holistic projects q allows, newest update first by default.
	ListVisibleProjects(ctx context.Context, q ProjectVisibility) ([]*model.HolisticProject, error)
	// RegionNames answers the names of region codes.
	RegionNames(ctx context.Context, codes []string) (map[string]string, error)
	// ProjectPeopleGroups answers each project's people groups, in order.
	ProjectPeopleGroups(ctx context.Context, projectIDs []string) (map[string][]*model.PeopleGroup, error)

	CreateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error
	GetUpgStatsRecord(ctx context.Context, id string) (*model.UpgStatsRecord, error)
	UpdateUpgStatsRecord(ctx context.Context, r *model.UpgStatsRecord) error
	DeleteUpgStatsRecord(ctx context.Context, id string) error
	ListUpgStatsRecords(ctx context.Context, q ListQuery) ([]*model.UpgStatsRecord, int, error)

	CreateTestimony(ctx context.Context, t *model.Testimony) error
	GetTestimony(ctx context.Context, id string) (*model.Testimony, error)
	UpdateTestimony(ctx context.Context, t *model.Testimony) error
	DeleteTestimony(ctx context.Context, id string) error
	ListTestimonies(ctx context.Context, q ListQuery) ([]*model.Testimony, int, error)

	CreatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error
	GetPrayerRequest(ctx context.Context, id string) (*model.PrayerRequest, error)
	UpdatePrayerRequest(ctx context.Context, p *model.PrayerRequest) error
	DeletePrayerRequest(ctx context.Context, id string) error
	ListPrayerRequests(ctx context.Context, q ListQuery) ([]*model.PrayerRequest, int, error)

	CreateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error
	// GetTrainingCourse loads a course (deleted ones too) with NumFiles.
	GetTrainingCourse(ctx context.Context, id string) (*model.TrainingCourse, error)
	UpdateTrainingCourse(ctx context.Context, c *model.TrainingCourse) error
	// ListTrainingCourses lists courses with NumFiles; Eq "deleted_at" nil hides deleted ones.
	ListTrainingCourses(ctx context.Context, q ListQuery) ([]*model.TrainingCourse, int, error)

	CreateTrainingFile(ctx context.Context, f *model.TrainingFile) error
	GetTrainingFile(ctx context.Context, id string) (*model.TrainingFile, error)
	UpdateTrainingFile(ctx context.Context, f *model.TrainingFile) error
	ListTrainingFiles(ctx context.Context, q ListQuery) ([]*model.TrainingFile, int, error)

	CreateSimpleList(ctx context.Context, l *model.SimpleList) error
	GetSimpleList(ctx context.Context, id string) (*model.SimpleList, error)
	GetSimpleListByName(ctx context.Context, name string) (*model.SimpleList, error)
	UpdateSimpleList(ctx context.Context, l *model.SimpleList) error
	DeleteSimpleList(ctx context.Context, id string) error
	ListSimpleLists(ctx context.Context, q ListQuery) ([]*model.SimpleList, int, error)
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
