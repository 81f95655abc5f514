// Package importer imports Joshua Project's public people group listings
// (joshuaproject.net) into Reach: countries, languages, regions, religions and
// people groups in countries.
//
// An import reads and checks every file first and then writes everything in
// one transaction, so a refused file leaves the database as it was. A
// re-import updates the rows it finds (by id) and keeps what Reach adds to a
// people group: summary, focus level, adoptions available, suggested
// adoption level, photo and created_at.
package importer

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The files an import reads from the root of its fs.FS. FieldDefinitions.csv,
// which only describes the columns, may be there too; it is not read.
const (
	PeopleFile    = "AllPeoplesInCountry.csv"
	CountriesFile = "AllCountriesListing.csv"
	LanguagesFile = "AllLanguageListing.csv"
)

// Columns are found by header name. These must be present; the others an
// import reads are optional and stored as NULL (or "no") when missing.
var (
	peopleRequired = []string{
		"ROG3", "Ctry", "PeopleID3", "PeopNameAcrossCountries", "PeopNameInCountry", "Population",
		"JPScale", "LeastReached", "Frontier", "10_40Window",
		"RegionCode", "RegionName", "ROG2", "Continent",
	}
	countriesRequired = []string{"ROG3", "Ctry"}
	languagesRequired = []string{"ROL3", "Language"}
)

// JPURLPrefix starts every people group's page on joshuaproject.net:
// JPURLPrefix + PeopleID3 + "/" + ROG3.
const JPURLPrefix = "https://joshuaproject.net/people_groups/"

// Result counts what an import wrote.
type Result struct {
	Countries    int
	Languages    int
	Regions      int
	Religions    int
	PeopleGroups int
	// PeopleGroupsCreated of PeopleGroups were new; the others existed and
	// were updated where Joshua Project's values changed.
	PeopleGroupsCreated int
	// Warnings name values that were stored as empty rather than refused
	// ("AllPeoplesInCountry.csv line 16325: Longitude 2350588 is not ...").
	Warnings []string
}

// ImportJoshuaProject reads AllPeoplesInCountry.csv, AllCountriesListing.csv
// and AllLanguageListing.csv from the root of fsys (data.JoshuaProject holds
// the copies Reach ships) and writes them to d in one transaction. A
// malformed file is refused with a *FileError naming the file and line, and
// nothing is written.
func ImportJoshuaProject(ctx context.Context, d *bundb.DB, fsys fs.FS) (Result, error) {
	jp, warnings, err := Parse(fsys)
	if err != nil {
		return Result{}, err
	}
	jp.Now = time.Now()
	counts, err := d.UpsertJoshuaProject(ctx, jp)
	if err != nil {
		return Result{}, fmt.Errorf("write Joshua Project data: %w", err)
	}
	return Result{
		Countries:           len(jp.Countries),
		Languages:           len(jp.Languages),
		Regions:             len(jp.Regions),
		Religions:           len(jp.Religions),
		PeopleGroups:        len(jp.PeopleGroups),
		PeopleGroupsCreated: counts.PeopleGroupsCreated,
		Warnings:            warnings,
	}, nil
}

// Parse reads and checks the three listings without writing anything. It
// returns the data, warnings about values it dropped, or the first problem
// that refuses the import.
func Parse(fsys fs.FS) (_ *db.JoshuaProject, warnings []string, err error) {
	countries, err := readListing(fsys, CountriesFile, countriesRequired)
	if err != nil {
		return nil, nil, err
	}
	languages, err := readListing(fsys, LanguagesFile, languagesRequired)
	if err != nil {
		return nil, nil, err
	}
	people, err := readListing(fsys, PeopleFile, peopleRequired)
	if err != nil {
		return nil, nil, err
	}

	jp := &db.JoshuaProject{}
	countryByCode := map[string]*model.Country{}
	for _, r := range countries.rows {
		c := &model.Country{
			Code:                 r.need("ROG3"),
			Name:                 r.need("Ctry"),
			ISO3:                 r.opt("ISO3"),
			RegionCode:           r.opt("RegionCode"),
			Region:               r.opt("RegionName"),
			ContinentCode:        r.opt("ROG2"),
			Continent:            r.opt("Continent"),
			Population:           r.int64("PoplPeoples"),
			OfficialLanguageCode: r.opt("ROL3OfficialLanguage"),
			OfficialLanguage:     r.opt("OfficialLang"),
		}
		if r.err != nil {
			return nil, nil, r.err
		}
		if countryByCode[c.Code] != nil {
			return nil, nil, &FileError{File: CountriesFile, Line: r.line, Msg: fmt.Sprintf("country %s is listed twice", c.Code)}
		}
		countryByCode[c.Code] = c
		jp.Countries = append(jp.Countries, c)
	}

	languageByCode := map[string]*model.Language{}
	for _, r := range languages.rows {
		lang := &model.Language{
			Code:        r.need("ROL3"),
			Name:        r.need("Language"),
			BibleStatus: r.small("BibleStatus", 0, 5),
		}
		if r.err != nil {
			return nil, nil, r.err
		}
		if languageByCode[lang.Code] != nil {
			return nil, nil, &FileError{File: LanguagesFile, Line: r.line, Msg: fmt.Sprintf("language %s is listed twice", lang.Code)}
		}
		languageByCode[lang.Code] = lang
		jp.Languages = append(jp.Languages, lang)
	}

	regions := map[string]*regionTally{}
	religions := map[string]*model.Religion{}
	lineByID := make(map[string]int, len(people.rows))
	jp.PeopleGroups = make([]*model.PeopleGroup, 0, len(people.rows))
	for _, r := range people.rows {
		pg := peopleGroup(r)
		if r.err != nil {
			return nil, nil, r.err
		}
		warnings = append(warnings, r.warnings...)
		if first, dup := lineByID[pg.ID]; dup {
			return nil, nil, &FileError{File: PeopleFile, Line: r.line, Msg: fmt.Sprintf("people group %s is listed twice (first on line %d)", pg.ID, first)}
		}
		lineByID[pg.ID] = r.line

		if c := countryByCode[pg.CountryCode]; c != nil {
			pg.OfficialLanguage = c.OfficialLanguage
		} else {
			// A country the countries listing lacks still gets a row, from what the people row says.
			c = &model.Country{Code: pg.CountryCode, Name: pg.Country, RegionCode: &pg.RegionCode, Region: &pg.Region, ContinentCode: &pg.ContinentCode, Continent: &pg.Continent}
			countryByCode[c.Code] = c
			jp.Countries = append(jp.Countries, c)
		}
		if code := pg.PrimaryLanguageCode; code != nil && languageByCode[*code] == nil && pg.PrimaryLanguage != nil {
			lang := &model.Language{Code: *code, Name: *pg.PrimaryLanguage, BibleStatus: pg.BibleStatus}
			languageByCode[*code] = lang
			jp.Languages = append(jp.Languages, lang)
		}
		if id := pg.PrimaryReligionID; id != nil && religions[*id] == nil && pg.PrimaryReligion != nil {
			religions[*id] = &model.Religion{ID: *id, Name: *pg.PrimaryReligion}
		}
		t := regions[pg.RegionCode]
		if t == nil {
			t = &regionTally{name: pg.Region, continents: map[string]int{}}
			regions[pg.RegionCode] = t
		}
		t.continents[pg.ContinentCode]++

		jp.PeopleGroups = append(jp.PeopleGroups, pg)
	}

	for code, t := range regions {
		jp.Regions = append(jp.Regions, &model.Region{Code: code, Name: t.name, ContinentCode: t.continent()})
	}
	sort.Slice(jp.Regions, func(i, j int) bool { return jp.Regions[i].Code < jp.Regions[j].Code })
	for _, rel := range religions {
		jp.Religions = append(jp.Religions, rel)
	}
	sort.Slice(jp.Religions, func(i, j int) bool { return jp.Religions[i].ID < jp.Religions[j].ID })
	return jp, warnings, nil
}

// peopleGroup maps one row of AllPeoplesInCountry.csv; r.err tells whether
// it was good.
func peopleGroup(r *row) *model.PeopleGroup {
	pg := &model.PeopleGroup{
		CountryCode:             r.need("ROG3"),
		Country:                 r.need("Ctry"),
		PeopleID3:               r.need("PeopleID3"),
		ROP3:                    r.opt("ROP3"),
		NameAcrossCountries:     r.need("PeopNameAcrossCountries"),
		NameInCountry:           r.need("PeopNameInCountry"),
		Population:              r.int64("Population"),
		JPScale:                 r.small("JPScale", 1, 5),
		LeastReached:            r.yesNo("LeastReached"),
		Frontier:                r.yesNo("Frontier"),
		Window1040:              r.yesNo("10_40Window"),
		PrimaryLanguageCode:     r.opt("ROL3"),
		PrimaryLanguage:         r.opt("PrimaryLanguageName"),
		BibleStatus:             r.small("BibleStatus", 0, 5),
		PrimaryReligionID:       r.opt("RLG3"),
		PrimaryReligion:         r.opt("PrimaryReligion"),
		PercentAdherentsX1000:   r.thousandths("PercentAdherents"),
		PercentEvangelicalX1000: r.thousandths("PercentEvangelical"),
		AffinityBloc:            r.opt("AffinityBloc"),
		PeopleCluster:           r.opt("PeopleCluster"),
		RegionCode:              r.need("RegionCode"),
		Region:                  r.need("RegionName"),
		ContinentCode:           r.need("ROG2"),
		Continent:               r.need("Continent"),
		WorkersNeeded:           r.small("WorkersNeeded", 0, 1<<30),
		Latitude:                r.degrees("Latitude", 90),
		Longitude:               r.degrees("Longitude", 180),
	}
	if pg.PeopleID3 != "" && !allDigits(pg.PeopleID3) {
		r.fail("PeopleID3", "%q is not a whole number", pg.PeopleID3)
	}
	pg.ID = strings.ToLower(pg.CountryCode + "-" + pg.PeopleID3)
	pg.JPURL = JPURLPrefix + pg.PeopleID3 + "/" + pg.CountryCode
	language := ""
	if pg.PrimaryLanguage != nil {
		language = *pg.PrimaryLanguage
	}
	pg.SearchText = model.FoldSearchText(strings.Join([]string{pg.NameAcrossCountries, pg.NameInCountry, pg.Country, language}, " "))
	setFirstImportDefaults(pg)
	return pg
}

// setFirstImportDefaults gives a people group Reach's starting values, so
// that a fresh install has groups to feature and to adopt. They are written
// only when the group is new; a re-import never changes what staff set.
//
//   - focusLevelNo = 6 − JPScale: Joshua Project's progress scale runs from
//     1 (unreached) to 5 (significantly reached), Reach's focus from 0 (none)
//     to 5 (featured), so the least reached get the most focus. No JPScale
//     gives focus 0.
//   - numAdoptionsAvailable = 3 for a least-reached group, else 0.
//   - suggestedAdoptionLevel = ADOPTER_LV2 (sponsors one missionary) for a
//     least-reached group, else ADOPTER_LV1.
func setFirstImportDefaults(pg *model.PeopleGroup) {
	pg.FocusLevelNo = 0
	if pg.JPScale != nil {
		pg.FocusLevelNo = 6 - *pg.JPScale
	}
	level := model.AdopterLv1
	pg.NumAdoptionsAvailable = 0
	if pg.LeastReached {
		pg.NumAdoptionsAvailable = 3
		level = model.AdopterLv2
	}
	pg.SuggestedAdoptionLevel = &level
}

// regionTally collects a region's continents: Joshua Project files some
// countries of one region under different continents (Central Asia is in
// Asia and Europe), so a region takes the continent most of its people
// groups are in (the lower code on a tie).
type regionTally struct {
	name       string
	continents map[string]int
}

func (t *regionTally) continent() string {
	best, bestN := "", 0
	for code, n := range t.continents {
		if n > bestN || n == bestN && code < best {
			best, bestN = code, n
		}
	}
	return best
}
