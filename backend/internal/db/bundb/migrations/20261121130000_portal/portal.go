// Package portalmodel is a frozen copy of the portal models as their migration created them.
package portalmodel

import "time"

// PeopleGroupLink is the spec's user-to-people-group link: a contact's role
// for a people group. A contact holds each role for a group once.
type PeopleGroupLink struct {
	ID            string     `bun:"id,pk"`
	ContactID     string     `bun:"contact_id,notnull,unique:people_group_links_contact_group_type"`
	PeopleGroupID string     `bun:"people_group_id,notnull,unique:people_group_links_contact_group_type"`
	Type          string     `bun:"type,notnull,unique:people_group_links_contact_group_type"`
	StartDate     *time.Time `bun:"start_date"`
	CreatedAt     time.Time  `bun:"created_at,notnull"`
	UpdatedAt     time.Time  `bun:"updated_at,notnull"`
}

// ProjectLink is a contact's role for a holistic project.
type ProjectLink struct {
	ID        string     `bun:"id,pk"`
	ContactID string     `bun:"contact_id,notnull,unique:project_links_contact_project_type"`
	ProjectID string     `bun:"project_id,notnull,unique:project_links_contact_project_type"`
	Type      string     `bun:"type,notnull,unique:project_links_contact_project_type"`
	StartDate *time.Time `bun:"start_date"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	UpdatedAt time.Time  `bun:"updated_at,notnull"`
}

// UpgStatsRecord is one quarter's stats of a people group; Quarter is "YYYY.Qn".
type UpgStatsRecord struct {
	ID                   string    `bun:"id,pk"`
	PeopleGroupID        string    `bun:"people_group_id,notnull,unique:upg_stats_records_group_quarter"`
	Quarter              string    `bun:"quarter,notnull,unique:upg_stats_records_group_quarter"`
	NumHolisticProject   int       `bun:"num_holistic_project,notnull,default:0"`
	NumActiveAdoptions   int       `bun:"num_active_adoptions,notnull,default:0"`
	NumAdopters          int       `bun:"num_adopters,notnull,default:0"`
	NumRegionalCoords    int       `bun:"num_regional_coords,notnull,default:0"`
	NumFieldWorkers      int       `bun:"num_field_workers,notnull,default:0"`
	NumChurchesPlanted   int       `bun:"num_churches_planted,notnull,default:0"`
	NumHeardForFirstTime int       `bun:"num_heard_for_first_time,notnull,default:0"`
	NumSalvations        int       `bun:"num_salvations,notnull,default:0"`
	NumWaterBaptisms     int       `bun:"num_water_baptisms,notnull,default:0"`
	NumMiracles          int       `bun:"num_miracles,notnull,default:0"`
	NumPrayerRequests    int       `bun:"num_prayer_requests,notnull,default:0"`
	CreatedAt            time.Time `bun:"created_at,notnull"`
	UpdatedAt            time.Time `bun:"updated_at,notnull"`
}

// Testimony is the spec's miracle, reported for a people group or a project.
type Testimony struct {
	ID                string    `bun:"id,pk"`
	Desc              string    `bun:"description,notnull"`
	ReportID          *string   `bun:"report_id"`
	ReportType        *string   `bun:"report_type"`
	PeopleGroupID     *string   `bun:"people_group_id"`
	HolisticProjectID *string   `bun:"holistic_project_id"`
	CreatedAt         time.Time `bun:"created_at,notnull"`
	UpdatedAt         time.Time `bun:"updated_at,notnull"`
}

// PrayerRequest is a prayer request; MiracleIDs are the testimonies that answered it.
type PrayerRequest struct {
	ID                string    `bun:"id,pk"`
	Desc              string    `bun:"description,notnull"`
	ReportID          *string   `bun:"report_id"`
	ReportType        *string   `bun:"report_type"`
	PeopleGroupID     *string   `bun:"people_group_id"`
	HolisticProjectID *string   `bun:"holistic_project_id"`
	MiracleIDs        []string  `bun:"miracle_ids,type:text,notnull"`
	Result            *string   `bun:"result"`
	CreatedAt         time.Time `bun:"created_at,notnull"`
	UpdatedAt         time.Time `bun:"updated_at,notnull"`
}

// TrainingModule is one module of a training course.
type TrainingModule struct {
	ID   string `json:"_id"`
	Name string `json:"name"`
	Desc string `json:"desc,omitempty"`
}

// TrainingCourse is a training course with its modules (kept as JSON).
type TrainingCourse struct {
	ID                 string           `bun:"id,pk"`
	CourseName         string           `bun:"course_name,notnull"`
	Desc               string           `bun:"description,notnull"`
	PrimaryThumbnailID *string          `bun:"primary_thumbnail_id"`
	Modules            []TrainingModule `bun:"modules,type:text,notnull"`
	CreatedAt          time.Time        `bun:"created_at,notnull"`
	UpdatedAt          time.Time        `bun:"updated_at,notnull"`
	DeletedAt          *time.Time       `bun:"deleted_at"`
}

// TrainingFile is a downloadable file of the training library. FileID is the
// stored file (the file API); Language is a tr-language key.
type TrainingFile struct {
	ID        string     `bun:"id,pk"`
	FileName  string     `bun:"file_name,notnull"`
	Desc      *string    `bun:"description"`
	CourseID  *string    `bun:"course_id"`
	ModuleID  *string    `bun:"module_id"`
	FileID    *string    `bun:"file_id"`
	Language  string     `bun:"language,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	UpdatedAt time.Time  `bun:"updated_at,notnull"`
	DeletedAt *time.Time `bun:"deleted_at"`
}

// SimpleListItem is one entry of a simple list.
type SimpleListItem struct {
	ID      string `json:"_id"`
	Key     string `json:"key"`
	Content string `json:"content"`
}

// SimpleList is a named list staff keep (e.g. tr-language).
type SimpleList struct {
	ID        string           `bun:"id,pk"`
	Name      string           `bun:"name,notnull,unique"`
	List      []SimpleListItem `bun:"list,type:text,notnull"`
	CreatedAt time.Time        `bun:"created_at,notnull"`
	CreatedBy *string          `bun:"created_by"`
	UpdatedAt time.Time        `bun:"updated_at,notnull"`
	UpdatedBy *string          `bun:"updated_by"`
}
