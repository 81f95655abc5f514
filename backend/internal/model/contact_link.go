package model

import "time"

// Roles a contact holds for a people group or a project (LinkRole in the schema).
const (
	LinkAdopter             = "ADOPTER"
	LinkSponsor             = "SPONSOR"
	LinkFieldWorker         = "FIELD_WORKER"
	LinkRegionalCoordinator = "REGIONAL_COORDINATOR"
	LinkTrainer             = "TRAINER"
)

// LinkRoles lists the link roles in the order cards show them.
var LinkRoles = []string{LinkRegionalCoordinator, LinkFieldWorker, LinkTrainer, LinkAdopter, LinkSponsor}

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

	// Filled in by listings for the back office.
	ContactName     string `bun:"contact_name,scanonly"`
	PeopleGroupName string `bun:"people_group_name,scanonly"`
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

	ContactName string `bun:"contact_name,scanonly"`
	ProjectName string `bun:"project_name,scanonly"`
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

// UpgCounts are a people group's portal figures, computed from links,
// projects and stats records.
type UpgCounts struct {
	PeopleGroupID       string
	NumAdopters         int
	NumSponsors         int
	NumFieldWorkers     int
	NumRegionalCoords   int
	NumHolisticProjects int
	// Latest is the newest quarter's record, nil when there is none.
	LatestActiveAdoptions int
	Cumulative            UpgCumulative
}

// UpgCumulative sums a people group's stats records.
type UpgCumulative struct {
	NumQuarters          int
	NumChurchesPlanted   int
	NumHeardForFirstTime int
	NumSalvations        int
	NumWaterBaptisms     int
	NumMiracles          int
	NumPrayerRequests    int
}
