package model

import (
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// PeopleGroup is one people group in one country, imported from Joshua
// Project. ID is "{countryCode}-{PeopleID3}" in lower case. The fields after
// the Joshua Project block belong to Reach and survive re-imports.
type PeopleGroup struct {
	ID                  string  `bun:"id,pk"`
	PeopleID3           string  `bun:"people_id3,notnull"`
	ROP3                *string `bun:"rop3"`
	NameAcrossCountries string  `bun:"name_across_countries,notnull"`
	NameInCountry       string  `bun:"name_in_country,notnull"`
	// SearchText is the lower-cased name, country and language, for search.
	SearchText string `bun:"search_text,notnull"`
	// Population is nil where Joshua Project gives none.
	Population          *int64  `bun:"population"`
	CountryCode         string  `bun:"country_code,notnull"`
	Country             string  `bun:"country,notnull"`
	ContinentCode       string  `bun:"continent_code,notnull"`
	Continent           string  `bun:"continent,notnull"`
	RegionCode          string  `bun:"region_code,notnull"`
	Region              string  `bun:"region,notnull"`
	AffinityBloc        *string `bun:"affinity_bloc"`
	PeopleCluster       *string `bun:"people_cluster"`
	PrimaryLanguageCode *string `bun:"primary_language_code"`
	PrimaryLanguage     *string `bun:"primary_language"`
	OfficialLanguage    *string `bun:"official_language"`
	BibleStatus         *int    `bun:"bible_status"`
	PrimaryReligionID   *string `bun:"primary_religion_id"`
	PrimaryReligion     *string `bun:"primary_religion"`
	ReligionSubdivision *string `bun:"religion_subdivision"`
	JPScale             *int    `bun:"jp_scale"`
	LeastReached        bool    `bun:"least_reached,notnull"`
	Frontier            bool    `bun:"frontier,notnull"`
	Window1040          bool    `bun:"window_1040,notnull"`
	// Percentages are kept as Joshua Project writes them (thousandths of a percent as integers).
	PercentAdherentsX1000   *int64   `bun:"percent_adherents_x1000"`
	PercentEvangelicalX1000 *int64   `bun:"percent_evangelical_x1000"`
	Latitude                *float64 `bun:"latitude"`
	Longitude               *float64 `bun:"longitude"`
	WorkersNeeded           *int     `bun:"workers_needed"`
	// JPURL is the group's page on joshuaproject.net.
	JPURL string `bun:"jp_url,notnull"`

	Summary                *string    `bun:"summary"`
	FocusLevelNo           int        `bun:"focus_level_no,notnull,default:0"`
	NumAdoptionsAvailable  int        `bun:"num_adoptions_available,notnull,default:0"`
	SuggestedAdoptionLevel *string    `bun:"suggested_adoption_level"`
	PrimaryPhotoID         *string    `bun:"primary_photo_id"`
	CreatedAt              time.Time  `bun:"created_at,notnull"`
	UpdatedAt              time.Time  `bun:"updated_at,notnull"`
	DeletedAt              *time.Time `bun:"deleted_at"`
}

// Country is a country of Joshua Project's countries listing.
type Country struct {
	Code          string  `bun:"code,pk"`
	Name          string  `bun:"name,notnull"`
	ISO3          *string `bun:"iso3"`
	RegionCode    *string `bun:"region_code"`
	Region        *string `bun:"region"`
	ContinentCode *string `bun:"continent_code"`
	Continent     *string `bun:"continent"`
	Population    *int64  `bun:"population"`
	// OfficialLanguageCode is the ROL3 of the official language.
	OfficialLanguageCode *string `bun:"official_language_code"`
	OfficialLanguage     *string `bun:"official_language"`
}

// Language is a language (ROL3) of Joshua Project's languages listing.
type Language struct {
	Code        string `bun:"code,pk"`
	Name        string `bun:"name,notnull"`
	BibleStatus *int   `bun:"bible_status"`
}

// Region is a Joshua Project region.
type Region struct {
	Code          string `bun:"code,pk"`
	Name          string `bun:"name,notnull"`
	ContinentCode string `bun:"continent_code,notnull"`
}

// Religion is a Joshua Project primary religion (RLG3).
type Religion struct {
	ID   string `bun:"id,pk"`
	Name string `bun:"name,notnull"`
}

// Adoption levels a people group can suggest (spec 01, section 9).
const (
	AdopterPray = "ADOPTER_PRAY"
	AdopterLv1  = "ADOPTER_LV1"
	AdopterLv2  = "ADOPTER_LV2"
	AdopterLv3  = "ADOPTER_LV3"
)

// AdoptionLevels lists the adoption levels from prayer to the highest.
var AdoptionLevels = []string{AdopterPray, AdopterLv1, AdopterLv2, AdopterLv3}

// FoldSearchText is how PeopleGroup.SearchText and every search for it are
// written: lower case, accents removed (so "Kurdé" finds "kurde"), runs of
// spaces made one.
func FoldSearchText(s string) string {
	folded := s
	if !IsASCII(s) {
		// A transform.Chain keeps state, so each call makes its own.
		foldAccents := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
		if f, _, err := transform.String(foldAccents, s); err == nil {
			folded = f
		}
	}
	return strings.Join(strings.Fields(strings.ToLower(folded)), " ")
}

// IsASCII reports whether every byte of s is ASCII.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
