package portal

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// ListArgs are react-admin's list arguments (page counts from 0, as
// ra-data-graphql-simple sends it).
type ListArgs struct {
	Page, PerPage        *int
	SortField, SortOrder *string
}

// Query turns the arguments into a db.ListQuery; sorts maps sortField names
// onto columns ("id" is always accepted).
func (a ListArgs) Query(sorts map[string]string) (db.ListQuery, error) {
	q := db.ListQuery{Limit: DefaultPerPage, Desc: strings.EqualFold(deref(a.SortOrder), "DESC")}
	if a.PerPage != nil && *a.PerPage > 0 {
		q.Limit = min(*a.PerPage, MaxPerPage)
	}
	if a.Page != nil && *a.Page > 0 {
		q.Offset = *a.Page * q.Limit
	}
	if f := deref(a.SortField); f != "" {
		col, ok := sorts[f]
		if f == "id" {
			col, ok = "id", true
		}
		if !ok {
			return q, apperr.Input("sortField", fmt.Sprintf("This list cannot be sorted by %s", f))
		}
		q.Sort = col
	}
	return q, nil
}

// eq adds column = value to q when value is set.
func eq[T any](q *db.ListQuery, col string, v *T) {
	if v == nil {
		return
	}
	if q.Eq == nil {
		q.Eq = map[string]any{}
	}
	q.Eq[col] = *v
}

// Filter is a back-office filter: ids, q and column equalities.
type Filter struct {
	IDs []string
	Q   *string
	Eq  map[string]*string
}

// Apply narrows q by the filter.
func (f Filter) Apply(q *db.ListQuery) {
	q.IDs = f.IDs
	q.Q = deref(f.Q)
	for col, v := range f.Eq {
		eq(q, col, v)
	}
}

var linkSorts = map[string]string{"createdAt": "created_at", "updatedAt": "updated_at", "startDate": "start_date", "type": "type", "contactName": "c.full_name"}

func checkRole(role string) error {
	if !slices.Contains(model.LinkRoles, role) {
		return apperr.Input("type", "Please choose a role")
	}
	return nil
}

func lookup[T any](row *T, err error, msg string) (*T, error) {
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound(msg)
	}
	return row, err
}

// ---- people group links

// ListPeopleGroupLinks lists links for the back office.
func (s *Service) ListPeopleGroupLinks(ctx context.Context, a ListArgs, f Filter) ([]*model.PeopleGroupLink, int, error) {
	q, err := a.Query(linkSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListPeopleGroupLinks(ctx, q)
}

// GetPeopleGroupLink loads one link.
func (s *Service) GetPeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error) {
	l, err := s.store.GetPeopleGroupLink(ctx, id)
	return lookup(l, err, "Link not found")
}

// CreatePeopleGroupLink links a contact to a people group with a role.
func (s *Service) CreatePeopleGroupLink(ctx context.Context, contactID, peopleGroupID, role string, start *time.Time) (*model.PeopleGroupLink, error) {
	if err := checkRole(role); err != nil {
		return nil, err
	}
	if err := s.checkContact(ctx, contactID); err != nil {
		return nil, err
	}
	if _, err := s.store.GetPeopleGroup(ctx, peopleGroupID); errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("peopleGroupId", "Please choose a people group")
	} else if err != nil {
		return nil, err
	}
	now := s.now()
	l := &model.PeopleGroupLink{ID: newID(), ContactID: contactID, PeopleGroupID: peopleGroupID, Type: role, StartDate: start, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreatePeopleGroupLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this people group")
	} else if err != nil {
		return nil, err
	}
	return s.GetPeopleGroupLink(ctx, l.ID)
}

// UpdatePeopleGroupLink changes a link's role or start date.
func (s *Service) UpdatePeopleGroupLink(ctx context.Context, id string, role *string, start *time.Time) (*model.PeopleGroupLink, error) {
	l, err := s.GetPeopleGroupLink(ctx, id)
	if err != nil {
		return nil, err
	}
	if role != nil {
		if err := checkRole(*role); err != nil {
			return nil, err
		}
		l.Type = *role
	}
	if start != nil {
		l.StartDate = start
	}
	l.UpdatedAt = s.now()
	if err := s.store.UpdatePeopleGroupLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this people group")
	} else if err != nil {
		return nil, err
	}
	return s.GetPeopleGroupLink(ctx, id)
}

// DeletePeopleGroupLink removes a link and answers it as it was.
func (s *Service) DeletePeopleGroupLink(ctx context.Context, id string) (*model.PeopleGroupLink, error) {
	l, err := s.GetPeopleGroupLink(ctx, id)
	if err != nil {
		return nil, err
	}
	return l, s.store.DeletePeopleGroupLink(ctx, id)
}

func (s *Service) checkContact(ctx context.Context, id string) error {
	rows, _, err := s.store.ListContacts(ctx, db.ListQuery{IDs: []string{id}, Limit: 1})
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		return apperr.Input("contactId", "Please choose a contact")
	}
	return nil
}

// ---- project links

// ListProjectLinks lists project links for the back office.
func (s *Service) ListProjectLinks(ctx context.Context, a ListArgs, f Filter) ([]*model.ProjectLink, int, error) {
	q, err := a.Query(linkSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListProjectLinks(ctx, q)
}

// GetProjectLink loads one project link.
func (s *Service) GetProjectLink(ctx context.Context, id string) (*model.ProjectLink, error) {
	l, err := s.store.GetProjectLink(ctx, id)
	return lookup(l, err, "Link not found")
}

// CreateProjectLink links a contact to a project with a role.
func (s *Service) CreateProjectLink(ctx context.Context, contactID, projectID, role string, start *time.Time) (*model.ProjectLink, error) {
	if err := checkRole(role); err != nil {
		return nil, err
	}
	if err := s.checkContact(ctx, contactID); err != nil {
		return nil, err
	}
	ps, err := s.store.ListVisibleProjects(ctx, db.ProjectVisibility{All: true, IDs: []string{projectID}, Limit: 1})
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, apperr.Input("projectId", "Please choose a holistic project")
	}
	now := s.now()
	l := &model.ProjectLink{ID: newID(), ContactID: contactID, ProjectID: projectID, Type: role, StartDate: start, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreateProjectLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this project")
	} else if err != nil {
		return nil, err
	}
	return s.GetProjectLink(ctx, l.ID)
}

// UpdateProjectLink changes a project link's role or start date.
func (s *Service) UpdateProjectLink(ctx context.Context, id string, role *string, start *time.Time) (*model.ProjectLink, error) {
	l, err := s.GetProjectLink(ctx, id)
	if err != nil {
		return nil, err
	}
	if role != nil {
		if err := checkRole(*role); err != nil {
			return nil, err
		}
		l.Type = *role
	}
	if start != nil {
		l.StartDate = start
	}
	l.UpdatedAt = s.now()
	if err := s.store.UpdateProjectLink(ctx, l); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("type", "This contact already has this role for this project")
	} else if err != nil {
		return nil, err
	}
	return s.GetProjectLink(ctx, id)
}

// DeleteProjectLink removes a project link.
func (s *Service) DeleteProjectLink(ctx context.Context, id string) (*model.ProjectLink, error) {
	l, err := s.GetProjectLink(ctx, id)
	if err != nil {
		return nil, err
	}
	return l, s.store.DeleteProjectLink(ctx, id)
}

// ---- stats records

var quarterRE = regexp.MustCompile(`^(19|20)\d\d\.Q[1-4]$`)

// StatsInput is what staff set on a stats record; nil counts are left (0 on create).
type StatsInput struct {
	Quarter *string
	Counts  map[string]*int
}

var statsSorts = map[string]string{"quarter": "quarter", "peopleGroupId": "people_group_id", "createdAt": "created_at", "updatedAt": "updated_at"}

// ListUpgStatsRecords lists stats records for the back office.
func (s *Service) ListUpgStatsRecords(ctx context.Context, a ListArgs, f Filter) ([]*model.UpgStatsRecord, int, error) {
	q, err := a.Query(statsSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListUpgStatsRecords(ctx, q)
}

// GetUpgStatsRecord loads one record.
func (s *Service) GetUpgStatsRecord(ctx context.Context, id string) (*model.UpgStatsRecord, error) {
	r, err := s.store.GetUpgStatsRecord(ctx, id)
	return lookup(r, err, "Stats record not found")
}

func applyStats(r *model.UpgStatsRecord, in StatsInput) error {
	if in.Quarter != nil {
		q := strings.TrimSpace(*in.Quarter)
		if !quarterRE.MatchString(q) {
			return apperr.Input("quarter", "Please enter a quarter as YYYY.Qn (e.g. 2026.Q3)")
		}
		r.Quarter = q
	}
	fields := map[string]*int{
		"numHolisticProject": &r.NumHolisticProject, "numActiveAdoptions": &r.NumActiveAdoptions, "numAdopters": &r.NumAdopters,
		"numRegionalCoords": &r.NumRegionalCoords, "numFieldWorkers": &r.NumFieldWorkers, "numChurchesPlanted": &r.NumChurchesPlanted,
		"numHeardForFirstTime": &r.NumHeardForFirstTime, "numSalvations": &r.NumSalvations, "numWaterBaptisms": &r.NumWaterBaptisms,
		"numMiracles": &r.NumMiracles, "numPrayerRequests": &r.NumPrayerRequests,
	}
	for name, v := range in.Counts {
		dst, ok := fields[name]
		if !ok || v == nil {
			continue
		}
		if *v < 0 {
			return apperr.Input(name, "Please enter a number of 0 or more")
		}
		*dst = *v
	}
	return nil
}

// CreateUpgStatsRecord records a quarter's stats of a people group.
func (s *Service) CreateUpgStatsRecord(ctx context.Context, peopleGroupID string, in StatsInput) (*model.UpgStatsRecord, error) {
	if _, err := s.store.GetPeopleGroup(ctx, peopleGroupID); errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("peopleGroupId", "Please choose a people group")
	} else if err != nil {
		return nil, err
	}
	if in.Quarter == nil {
		return nil, apperr.Input("quarter", "Please enter a quarter as YYYY.Qn (e.g. 2026.Q3)")
	}
	now := s.now()
	r := &model.UpgStatsRecord{ID: newID(), PeopleGroupID: peopleGroupID, CreatedAt: now, UpdatedAt: now}
	if err := applyStats(r, in); err != nil {
		return nil, err
	}
	if err := s.store.CreateUpgStatsRecord(ctx, r); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("quarter", "This people group already has a record for this quarter")
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

// UpdateUpgStatsRecord edits a stats record.
func (s *Service) UpdateUpgStatsRecord(ctx context.Context, id string, in StatsInput) (*model.UpgStatsRecord, error) {
	r, err := s.GetUpgStatsRecord(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := applyStats(r, in); err != nil {
		return nil, err
	}
	r.UpdatedAt = s.now()
	if err := s.store.UpdateUpgStatsRecord(ctx, r); errors.Is(err, db.ErrAlreadyExists) {
		return nil, apperr.Input("quarter", "This people group already has a record for this quarter")
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

// DeleteUpgStatsRecord removes a stats record.
func (s *Service) DeleteUpgStatsRecord(ctx context.Context, id string) (*model.UpgStatsRecord, error) {
	r, err := s.GetUpgStatsRecord(ctx, id)
	if err != nil {
		return nil, err
	}
	return r, s.store.DeleteUpgStatsRecord(ctx, id)
}

// ---- testimonies and prayer requests

// MaxDescLength bounds a testimony's or prayer request's text, in characters.
const MaxDescLength = 5000

// PrayerInput is what staff set on a testimony or prayer request.
type PrayerInput struct {
	Desc              *string
	PeopleGroupID     *string
	HolisticProjectID *string
	ReportID          *string
	ReportType        *string
	Result            *string
	MiracleIDs        []string
}

var prayerSorts = map[string]string{"createdAt": "created_at", "updatedAt": "updated_at"}

func emptyNil(p *string) *string {
	if p == nil {
		return nil
	}
	if t := strings.TrimSpace(*p); t != "" {
		return &t
	}
	return nil
}

// checkPrayer validates the common fields and returns the cleaned values.
func (s *Service) checkPrayer(ctx context.Context, desc string, pg, hp *string) error {
	if strings.TrimSpace(desc) == "" {
		return apperr.Input("desc", "Please enter a description")
	}
	if utf8.RuneCountInString(desc) > MaxDescLength {
		return apperr.Input("desc", fmt.Sprintf("Please keep the description under %d characters", MaxDescLength))
	}
	if pg == nil && hp == nil {
		return apperr.Input("peopleGroupId", "Please choose a people group or a holistic project")
	}
	if pg != nil {
		if _, err := s.store.GetPeopleGroup(ctx, *pg); errors.Is(err, db.ErrNotFound) {
			return apperr.Input("peopleGroupId", "Please choose a people group")
		} else if err != nil {
			return err
		}
	}
	if hp != nil {
		ps, err := s.store.ListVisibleProjects(ctx, db.ProjectVisibility{All: true, IDs: []string{*hp}, Limit: 1})
		if err != nil {
			return err
		}
		if len(ps) == 0 {
			return apperr.Input("holisticProjectId", "Please choose a holistic project")
		}
	}
	return nil
}

// ListTestimonies lists testimonies for the back office.
func (s *Service) ListTestimonies(ctx context.Context, a ListArgs, f Filter) ([]*model.Testimony, int, error) {
	q, err := a.Query(prayerSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListTestimonies(ctx, q)
}

// GetTestimony loads one testimony.
func (s *Service) GetTestimony(ctx context.Context, id string) (*model.Testimony, error) {
	t, err := s.store.GetTestimony(ctx, id)
	return lookup(t, err, "Testimony not found")
}

// SaveTestimony creates (id empty) or edits a testimony.
func (s *Service) SaveTestimony(ctx context.Context, id string, in PrayerInput) (*model.Testimony, error) {
	t := &model.Testimony{}
	if id != "" {
		var err error
		if t, err = s.GetTestimony(ctx, id); err != nil {
			return nil, err
		}
	}
	if in.Desc != nil {
		t.Desc = strings.TrimSpace(*in.Desc)
	}
	if in.PeopleGroupID != nil {
		t.PeopleGroupID = emptyNil(in.PeopleGroupID)
	}
	if in.HolisticProjectID != nil {
		t.HolisticProjectID = emptyNil(in.HolisticProjectID)
	}
	if id == "" {
		t.ReportID, t.ReportType = emptyNil(in.ReportID), emptyNil(in.ReportType)
	}
	if err := s.checkPrayer(ctx, t.Desc, t.PeopleGroupID, t.HolisticProjectID); err != nil {
		return nil, err
	}
	t.UpdatedAt = s.now()
	if id == "" {
		t.ID, t.CreatedAt = newID(), t.UpdatedAt
		return t, s.store.CreateTestimony(ctx, t)
	}
	return t, s.store.UpdateTestimony(ctx, t)
}

// DeleteTestimony removes a testimony.
func (s *Service) DeleteTestimony(ctx context.Context, id string) (*model.Testimony, error) {
	t, err := s.GetTestimony(ctx, id)
	if err != nil {
		return nil, err
	}
	return t, s.store.DeleteTestimony(ctx, id)
}

// ListPrayerRequests lists prayer requests for the back office.
func (s *Service) ListPrayerRequests(ctx context.Context, a ListArgs, f Filter) ([]*model.PrayerRequest, int, error) {
	q, err := a.Query(prayerSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListPrayerRequests(ctx, q)
}

// GetPrayerRequest loads one prayer request.
func (s *Service) GetPrayerRequest(ctx context.Context, id string) (*model.PrayerRequest, error) {
	p, err := s.store.GetPrayerRequest(ctx, id)
	return lookup(p, err, "Prayer request not found")
}

// SavePrayerRequest creates (id empty) or edits a prayer request.
func (s *Service) SavePrayerRequest(ctx context.Context, id string, in PrayerInput) (*model.PrayerRequest, error) {
	p := &model.PrayerRequest{MiracleIDs: []string{}}
	if id != "" {
		var err error
		if p, err = s.GetPrayerRequest(ctx, id); err != nil {
			return nil, err
		}
	}
	if in.Desc != nil {
		p.Desc = strings.TrimSpace(*in.Desc)
	}
	if in.PeopleGroupID != nil {
		p.PeopleGroupID = emptyNil(in.PeopleGroupID)
	}
	if in.HolisticProjectID != nil {
		p.HolisticProjectID = emptyNil(in.HolisticProjectID)
	}
	if in.Result != nil {
		p.Result = emptyNil(in.Result)
	}
	if in.MiracleIDs != nil {
		if len(in.MiracleIDs) > 0 {
			got, _, err := s.store.ListTestimonies(ctx, db.ListQuery{IDs: in.MiracleIDs, Limit: len(in.MiracleIDs)})
			if err != nil {
				return nil, err
			}
			if len(got) != len(slices.Compact(slices.Sorted(slices.Values(in.MiracleIDs)))) {
				return nil, apperr.Input("miracleIds", "Please choose existing testimonies")
			}
		}
		p.MiracleIDs = in.MiracleIDs
	}
	if id == "" {
		p.ReportID, p.ReportType = emptyNil(in.ReportID), emptyNil(in.ReportType)
	}
	if err := s.checkPrayer(ctx, p.Desc, p.PeopleGroupID, p.HolisticProjectID); err != nil {
		return nil, err
	}
	p.UpdatedAt = s.now()
	if id == "" {
		p.ID, p.CreatedAt = newID(), p.UpdatedAt
		return p, s.store.CreatePrayerRequest(ctx, p)
	}
	return p, s.store.UpdatePrayerRequest(ctx, p)
}

// DeletePrayerRequest removes a prayer request.
func (s *Service) DeletePrayerRequest(ctx context.Context, id string) (*model.PrayerRequest, error) {
	p, err := s.GetPrayerRequest(ctx, id)
	if err != nil {
		return nil, err
	}
	return p, s.store.DeletePrayerRequest(ctx, id)
}
