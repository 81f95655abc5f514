// Package holisticproject holds holistic projects: the giving site's public
// list and detail, and the back office's listing and edits.
//
// Decisions where the spec is silent:
//   - fundingPercent is fundingBalance × 10000 / fundingTarget (hundredths
//     of a percent), rounded down and capped at 10000: the giving site draws
//     a progress bar, and an over-funded project shows as full. A target of
//     0 gives 0.
//   - A funding target is more than $0 and at most MaxFundingTarget
//     ($100,000,000.00): amounts are ten-thousandths of a dollar in a SafeInt,
//     so a large project ($1,250,000.00) fits, and a mistyped one (a few
//     digits too many) is refused rather than shown on the giving site.
//   - deleteHolisticProject archives: status ARCHIVED and deletedAt set;
//     setting status back to ACTIVE restores the project.
//   - The public list's default order is the spec's updatedAt ascending,
//     then _score descending; projects have no search, so _score orders
//     nothing and id breaks the last ties.
package holisticproject

import (
	"context"
	"errors"
	"math/bits"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

// MaxFundingTarget is the largest funding target, in ten-thousandths of a dollar: $100,000,000.00.
const MaxFundingTarget int64 = 100_000_000 * 10_000

// Messages a member of staff can act on.
const (
	MsgFundingTargetNotPositive = "Funding target must be more than $0."
	MsgFundingTargetTooLarge    = "Funding target can be at most $100,000,000.00."
)

// Project types and stages (spec 01, section 3).
var (
	Types  = []string{"AGRICULTURE", "SMALL_BUSINESS", "EDUCATION", "MANUFACTURING", "BUILDING", "TRANSLATION", "CLEAN_WATER", "MEDIA", "HEALTH_CARE", "HUMANITARIAN", "OTHER"}
	Stages = []string{"PLANNING", "DEVELOPMENT", "ACTIVE", "COMPLETE"}
	// Statuses are the values of status; archived and unpublished projects (an approved
	// proposal's, until staff publish it) are hidden from the public.
	Statuses = []string{model.ProjectActive, model.ProjectArchived, model.ProjectUnpublished}
)

// Limits of what staff write.
const (
	MaxNameLength      = 200
	MaxDescLength      = 20000
	MaxPeopleGroups    = 100
	DefaultPerPage     = 25
	MaxPerPage         = 500
	MaxSearchWords     = 10
	FullFundingPercent = 10000
)

// Regions looks regions up (peoplegroup.Public, cached).
type Regions interface {
	Region(ctx context.Context, code string) (*model.Region, error)
}

// Image is one sized variant of a picture.
type Image struct {
	S3Key       *string
	Size        *int
	Filename    *string
	ContentType *string
	URL         string
	Height      *int
	Width       *int
	SizeCode    string
}

// Picture is a stored picture with its sized variants.
type Picture struct {
	ID           string
	URL          string
	ThumbnailURL string
	Images       []Image
}

// Pictures finds pictures by id (the files domain). Ids it does not know
// are left out of the map.
type Pictures interface {
	Pictures(ctx context.Context, ids []string) (map[string]*Picture, error)
}

// Project is a holistic project with what its pages show beside its row.
type Project struct {
	*model.HolisticProject
	// Region is the region's name ("" when the code is unknown).
	Region       string
	PeopleGroups []db.ProjectPeopleGroup
	Photo        *Picture
	Banner       *Picture
}

// FundingPercent is the project's funding in hundredths of a percent (see
// the package doc).
func FundingPercent(balance, target int64) int {
	if target <= 0 || balance <= 0 {
		return 0
	}
	if balance >= target {
		return FullFundingPercent
	}
	// In 128 bits: balance × 10000 outgrows int64 for balances above $92 billion.
	hi, lo := bits.Mul64(uint64(balance), FullFundingPercent)
	q, _ := bits.Div64(hi, lo, uint64(target)) // hi < target, as balance < target
	return int(q)
}

// Service answers the holistic project calls.
type Service struct {
	db      Store
	groups  db.PeopleGroup
	regions Regions
	// Links decides which projects a viewer may read in the portal.
	Links *link.Service
	// Pictures resolves photo and banner ids; nil leaves them null until the
	// files domain is wired in.
	Pictures Pictures
	Now      func() time.Time
}

// New returns a Service.
func New(store Store, groups db.PeopleGroup, regions Regions) *Service {
	return &Service{db: store, groups: groups, regions: regions, Now: time.Now}
}

// PublicFilters are allHolisticProjectsForPublic's filters.
type PublicFilters struct {
	Regions      []string
	ProjectTypes []string
}

var publicSorts = map[string]db.HolisticProjectSort{
	"updatedAt":          db.SortProjectUpdated,
	"createdAt":          db.SortProjectCreated,
	"projectName":        db.SortProjectName,
	"fundingTarget":      db.SortFundingTarget,
	"fundingBalance":     db.SortFundingBalance,
	peoplegroup.ScoreKey: "",
}

// ListPublic returns one page of ACTIVE projects and whether more follow.
func (s *Service) ListPublic(ctx context.Context, p peoplegroup.PublicPage, f PublicFilters, sortBy []peoplegroup.SortBy) ([]*Project, bool, error) {
	q := db.HolisticProjectQuery{
		Filter: db.HolisticProjectFilter{PublicOnly: true, RegionCodes: f.Regions, Types: f.ProjectTypes},
		Offset: p.Offset, Limit: p.Limit + 1,
	}
	for _, sb := range sortBy {
		sort, ok := publicSorts[sb.Key]
		if !ok {
			return nil, false, apperr.Inputf("sortBy", "Holistic projects cannot be sorted by %q; use one of updatedAt, createdAt, projectName, fundingTarget, fundingBalance, _score.", sb.Key)
		}
		if sort == "" {
			continue // _score: projects have no search
		}
		q.Order = append(q.Order, db.HolisticProjectOrder{Sort: sort, Desc: sb.Desc != nil && *sb.Desc})
	}
	if len(q.Order) == 0 {
		q.Order = []db.HolisticProjectOrder{{Sort: db.SortProjectUpdated}}
	}
	if p.Limit == 0 {
		return nil, false, nil
	}
	rows, err := s.db.ListHolisticProjects(ctx, q)
	if err != nil {
		return nil, false, err
	}
	more := len(rows) > p.Limit
	if more {
		rows = rows[:p.Limit]
	}
	out, err := s.complete(ctx, rows)
	return out, more, err
}

// GetPublic returns an ACTIVE project, or nil.
func (s *Service) GetPublic(ctx context.Context, id string) (*Project, error) {
	p, err := s.Get(ctx, id)
	if err != nil || p == nil || p.Status != model.ProjectActive || p.DeletedAt != nil {
		return nil, err
	}
	return p, nil
}

// Get returns a project, archived too, or nil.
func (s *Service) Get(ctx context.Context, id string) (*Project, error) {
	row, err := s.db.GetHolisticProject(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	out, err := s.complete(ctx, []*model.HolisticProject{row})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// complete adds region names, people groups (one query for all rows) and
// pictures (one call for all rows).
func (s *Service) complete(ctx context.Context, rows []*model.HolisticProject) ([]*Project, error) {
	out := make([]*Project, len(rows))
	ids := make([]string, len(rows))
	byID := make(map[string]*Project, len(rows))
	var pictureIDs []string
	for i, r := range rows {
		out[i] = &Project{HolisticProject: r, PeopleGroups: []db.ProjectPeopleGroup{}}
		ids[i] = r.ID
		byID[r.ID] = out[i]
		if region, err := s.regions.Region(ctx, r.RegionCode); err != nil {
			return nil, err
		} else if region != nil {
			out[i].Region = region.Name
		}
		for _, pid := range []*string{r.PrimaryPhotoID, r.PrimaryBannerID} {
			if pid != nil {
				pictureIDs = append(pictureIDs, *pid)
			}
		}
	}
	links, err := s.db.HolisticProjectPeopleGroups(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, l := range links {
		if p := byID[l.ProjectID]; p != nil {
			p.PeopleGroups = append(p.PeopleGroups, l)
		}
	}
	if s.Pictures != nil && len(pictureIDs) > 0 {
		pics, err := s.Pictures.Pictures(ctx, pictureIDs)
		if err != nil {
			return nil, err
		}
		for _, p := range out {
			if p.PrimaryPhotoID != nil {
				p.Photo = pics[*p.PrimaryPhotoID]
			}
			if p.PrimaryBannerID != nil {
				p.Banner = pics[*p.PrimaryBannerID]
			}
		}
	}
	return out, nil
}

// Filter is the back office's project filter; zero fields do not filter.
type Filter struct {
	IDs        []string
	Q          *string
	RegionCode *string
	Type       *string
	Stage      *string
	Status     *string
}

var adminSorts = map[string]db.HolisticProjectSort{
	"id":             db.SortProjectID,
	"projectName":    db.SortProjectName,
	"typeOfProject":  db.SortProjectType,
	"stage":          db.SortProjectStage,
	"status":         db.SortProjectStatus,
	"regionCode":     db.SortProjectRegion,
	"fundingTarget":  db.SortFundingTarget,
	"fundingBalance": db.SortFundingBalance,
	"createdAt":      db.SortProjectCreated,
	"updatedAt":      db.SortProjectUpdated,
}

// List returns one page of projects for the back office.
func (s *Service) List(ctx context.Context, a db.ListArgs, f Filter) ([]*Project, error) {
	q := db.HolisticProjectQuery{Limit: DefaultPerPage}
	if a.PerPage != nil {
		if *a.PerPage < 1 {
			return nil, apperr.Input("perPage", "perPage must be at least 1.")
		}
		q.Limit = min(*a.PerPage, MaxPerPage)
	}
	if a.Page != nil {
		if *a.Page < 0 {
			return nil, apperr.Input("page", "page must be 0 or more (the first page is 0).")
		}
		q.Offset = *a.Page * q.Limit
	}
	order := db.HolisticProjectOrder{Sort: db.SortProjectUpdated, Desc: true}
	if a.SortField != nil && *a.SortField != "" {
		sort, ok := adminSorts[*a.SortField]
		if !ok {
			keys := make([]string, 0, len(adminSorts))
			for k := range adminSorts {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			return nil, apperr.Inputf("sortField", "Holistic projects cannot be sorted by %q; use one of %s.", *a.SortField, strings.Join(keys, ", "))
		}
		order = db.HolisticProjectOrder{Sort: sort}
	}
	if a.SortOrder != nil {
		switch strings.ToUpper(*a.SortOrder) {
		case "":
		case "ASC":
			order.Desc = false
		case "DESC":
			order.Desc = true
		default:
			return nil, apperr.Input("sortOrder", "sortOrder must be ASC or DESC.")
		}
	}
	q.Order = []db.HolisticProjectOrder{order}
	var err error
	if q.Filter, err = dbFilter(f); err != nil {
		return nil, err
	}
	rows, err := s.db.ListHolisticProjects(ctx, q)
	if err != nil {
		return nil, err
	}
	return s.complete(ctx, rows)
}

// Count counts the projects that match f.
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	df, err := dbFilter(f)
	if err != nil {
		return 0, err
	}
	return s.db.CountHolisticProjects(ctx, df)
}

func dbFilter(f Filter) (db.HolisticProjectFilter, error) {
	df := db.HolisticProjectFilter{IDs: f.IDs, Stage: f.Stage, Status: f.Status, Types: nil}
	if f.RegionCode != nil && *f.RegionCode != "" {
		df.RegionCodes = []string{*f.RegionCode}
	}
	if f.Type != nil {
		df.Types = []string{*f.Type}
	}
	if f.Q != nil {
		df.Words = strings.Fields(strings.ToLower(*f.Q))
		if len(df.Words) > MaxSearchWords {
			return df, apperr.Inputf("q", "Search for at most %d words.", MaxSearchWords)
		}
	}
	return df, nil
}

// Input is a new project, or (for Update) the fields staff change: nil
// fields stay as they are.
type Input struct {
	ProjectName     *string
	TypeOfProject   *string
	Desc            *string
	Stage           *string
	RegionCode      *string
	PeopleGroupIDs  []string
	FundingTarget   *int64
	NumSupported    *int
	PrimaryPhotoID  *string
	PrimaryBannerID *string
	Status          *string
}

// Create checks in and stores a new project.
func (s *Service) Create(ctx context.Context, in Input) (*Project, error) {
	now := s.Now().UTC()
	p := &model.HolisticProject{
		ID: uuid.Must(uuid.NewV7()).String(), Status: model.ProjectActive, Tags: []model.ProjectTag{},
		CreatedAt: now, UpdatedAt: now,
	}
	if in.ProjectName == nil {
		in.ProjectName = new(string)
	}
	if in.FundingTarget == nil {
		var zero int64
		in.FundingTarget = &zero
	}
	pgIDs, err := s.apply(ctx, p, in, true)
	if err != nil {
		return nil, err
	}
	if err := s.db.CreateHolisticProject(ctx, p, pgIDs); err != nil {
		return nil, err
	}
	return s.Get(ctx, p.ID)
}

// Update checks in and applies it to project id.
func (s *Service) Update(ctx context.Context, id string, in Input) (*Project, error) {
	p, err := s.db.GetHolisticProject(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound(id)
	}
	if err != nil {
		return nil, err
	}
	pgIDs, err := s.apply(ctx, p, in, false)
	if err != nil {
		return nil, err
	}
	p.UpdatedAt = s.Now().UTC()
	var links *[]string
	if in.PeopleGroupIDs != nil {
		links = &pgIDs
	}
	if err := s.db.UpdateHolisticProject(ctx, p, links); errors.Is(err, db.ErrNotFound) {
		return nil, notFound(id)
	} else if err != nil {
		return nil, err
	}
	return s.Get(ctx, id)
}

// Archive hides project id from the public; nothing is removed.
func (s *Service) Archive(ctx context.Context, id string) (*Project, error) {
	archived := model.ProjectArchived
	return s.Update(ctx, id, Input{Status: &archived})
}

func notFound(id string) error {
	return apperr.Newf(apperr.NotFound, "There is no holistic project %q.", id)
}

// apply validates in and writes it onto p; it returns the people group ids
// to link (deduplicated, in order).
func (s *Service) apply(ctx context.Context, p *model.HolisticProject, in Input, creating bool) ([]string, error) {
	if in.ProjectName != nil {
		name := strings.TrimSpace(*in.ProjectName)
		if name == "" {
			return nil, apperr.Input("projectName", "Please enter a project name.")
		}
		if n := utf8.RuneCountInString(name); n > MaxNameLength {
			return nil, apperr.Inputf("projectName", "Project name must be at most %d characters (it has %d).", MaxNameLength, n)
		}
		p.ProjectName = name
	}
	if in.TypeOfProject != nil {
		if !slices.Contains(Types, *in.TypeOfProject) {
			return nil, apperr.Inputf("typeOfProject", "Type of project must be one of %s.", strings.Join(Types, ", "))
		}
		p.TypeOfProject = *in.TypeOfProject
	} else if creating {
		return nil, apperr.Input("typeOfProject", "Please choose a type of project.")
	}
	if in.Stage != nil {
		if !slices.Contains(Stages, *in.Stage) {
			return nil, apperr.Inputf("stage", "Stage must be one of %s.", strings.Join(Stages, ", "))
		}
		p.Stage = *in.Stage
	} else if creating {
		return nil, apperr.Input("stage", "Please choose a stage.")
	}
	if in.Desc != nil {
		desc := strings.TrimSpace(*in.Desc)
		if n := utf8.RuneCountInString(desc); n > MaxDescLength {
			return nil, apperr.Inputf("desc", "Description must be at most %d characters (it has %d).", MaxDescLength, n)
		}
		p.Desc = desc
	}
	if in.RegionCode != nil {
		code := strings.TrimSpace(*in.RegionCode)
		region, err := s.regions.Region(ctx, code)
		if err != nil {
			return nil, err
		}
		if region == nil {
			return nil, apperr.Inputf("regionCode", "%q is not a Joshua Project region code.", code)
		}
		p.RegionCode = code
	} else if creating {
		return nil, apperr.Input("regionCode", "Please choose a region.")
	}
	if in.FundingTarget != nil {
		if *in.FundingTarget <= 0 {
			return nil, apperr.Input("fundingTarget", MsgFundingTargetNotPositive)
		}
		if *in.FundingTarget > MaxFundingTarget {
			return nil, apperr.Input("fundingTarget", MsgFundingTargetTooLarge)
		}
		p.FundingTarget = *in.FundingTarget
	}
	if in.NumSupported != nil {
		if *in.NumSupported < 0 {
			return nil, apperr.Input("numSupported", "Number of supported missionaries must be 0 or more.")
		}
		p.NumSupported = *in.NumSupported
	}
	if in.PrimaryPhotoID != nil {
		p.PrimaryPhotoID = emptyIsNil(*in.PrimaryPhotoID)
	}
	if in.PrimaryBannerID != nil {
		p.PrimaryBannerID = emptyIsNil(*in.PrimaryBannerID)
	}
	if in.Status != nil {
		switch *in.Status {
		case model.ProjectActive:
			p.Status, p.DeletedAt = model.ProjectActive, nil
		case model.ProjectArchived:
			if p.DeletedAt == nil {
				now := s.Now().UTC()
				p.DeletedAt = &now
			}
			p.Status = model.ProjectArchived
		case model.ProjectUnpublished:
			p.Status, p.DeletedAt = model.ProjectUnpublished, nil
		default:
			return nil, apperr.Input("status", "Status must be ACTIVE, ARCHIVED or UNPUBLISHED.")
		}
	}
	if in.PeopleGroupIDs == nil {
		return nil, nil
	}
	var ids []string
	for _, id := range in.PeopleGroupIDs {
		id = strings.ToLower(strings.TrimSpace(id))
		if id != "" && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	if len(ids) > MaxPeopleGroups {
		return nil, apperr.Inputf("peopleGroupIds", "A project can impact at most %d people groups.", MaxPeopleGroups)
	}
	if len(ids) > 0 {
		found, err := s.groups.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{IDs: ids}, Sort: db.SortID})
		if err != nil {
			return nil, err
		}
		known := make(map[string]bool, len(found))
		for _, pg := range found {
			known[pg.ID] = pg.DeletedAt == nil
		}
		for _, id := range ids {
			if !known[id] {
				return nil, apperr.Inputf("peopleGroupIds", "There is no people group %q.", id)
			}
		}
	}
	return ids, nil
}

func emptyIsNil(s string) *string {
	if s = strings.TrimSpace(s); s == "" {
		return nil
	}
	return &s
}
