package bundb

import (
	"database/sql"
	"fmt"
	"strconv"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// groupColumns reads each people_groups column (and the page query's roles) from what the
// drivers hand over (modernc SQLite: int64, float64, string, []byte, time.Time, bool;
// pgdriver: the same), into a linkedGroup without bun's reflection: the /upgs page scans
// forty rows on every request. A column not listed here is read by bun instead.
var groupColumns = map[string]func(g *linkedGroup, src any) error{
	"id":                        colStr(func(g *model.PeopleGroup) *string { return &g.ID }),
	"people_id3":                colStr(func(g *model.PeopleGroup) *string { return &g.PeopleID3 }),
	"rop3":                      colOptStr(func(g *model.PeopleGroup) **string { return &g.ROP3 }),
	"name_across_countries":     colStr(func(g *model.PeopleGroup) *string { return &g.NameAcrossCountries }),
	"name_in_country":           colStr(func(g *model.PeopleGroup) *string { return &g.NameInCountry }),
	"search_text":               colStr(func(g *model.PeopleGroup) *string { return &g.SearchText }),
	"population":                colOptInt64(func(g *model.PeopleGroup) **int64 { return &g.Population }),
	"country_code":              colStr(func(g *model.PeopleGroup) *string { return &g.CountryCode }),
	"country":                   colStr(func(g *model.PeopleGroup) *string { return &g.Country }),
	"continent_code":            colStr(func(g *model.PeopleGroup) *string { return &g.ContinentCode }),
	"continent":                 colStr(func(g *model.PeopleGroup) *string { return &g.Continent }),
	"region_code":               colStr(func(g *model.PeopleGroup) *string { return &g.RegionCode }),
	"region":                    colStr(func(g *model.PeopleGroup) *string { return &g.Region }),
	"affinity_bloc":             colOptStr(func(g *model.PeopleGroup) **string { return &g.AffinityBloc }),
	"people_cluster":            colOptStr(func(g *model.PeopleGroup) **string { return &g.PeopleCluster }),
	"primary_language_code":     colOptStr(func(g *model.PeopleGroup) **string { return &g.PrimaryLanguageCode }),
	"primary_language":          colOptStr(func(g *model.PeopleGroup) **string { return &g.PrimaryLanguage }),
	"official_language":         colOptStr(func(g *model.PeopleGroup) **string { return &g.OfficialLanguage }),
	"bible_status":              colOptInt(func(g *model.PeopleGroup) **int { return &g.BibleStatus }),
	"primary_religion_id":       colOptStr(func(g *model.PeopleGroup) **string { return &g.PrimaryReligionID }),
	"primary_religion":          colOptStr(func(g *model.PeopleGroup) **string { return &g.PrimaryReligion }),
	"religion_subdivision":      colOptStr(func(g *model.PeopleGroup) **string { return &g.ReligionSubdivision }),
	"jp_scale":                  colOptInt(func(g *model.PeopleGroup) **int { return &g.JPScale }),
	"least_reached":             colBool(func(g *model.PeopleGroup) *bool { return &g.LeastReached }),
	"frontier":                  colBool(func(g *model.PeopleGroup) *bool { return &g.Frontier }),
	"window_1040":               colBool(func(g *model.PeopleGroup) *bool { return &g.Window1040 }),
	"percent_adherents_x1000":   colOptInt64(func(g *model.PeopleGroup) **int64 { return &g.PercentAdherentsX1000 }),
	"percent_evangelical_x1000": colOptInt64(func(g *model.PeopleGroup) **int64 { return &g.PercentEvangelicalX1000 }),
	"latitude":                  colOptFloat(func(g *model.PeopleGroup) **float64 { return &g.Latitude }),
	"longitude":                 colOptFloat(func(g *model.PeopleGroup) **float64 { return &g.Longitude }),
	"workers_needed":            colOptInt(func(g *model.PeopleGroup) **int { return &g.WorkersNeeded }),
	"jp_url":                    colStr(func(g *model.PeopleGroup) *string { return &g.JPURL }),
	"summary":                   colOptStr(func(g *model.PeopleGroup) **string { return &g.Summary }),
	"focus_level_no":            colInt(func(g *model.PeopleGroup) *int { return &g.FocusLevelNo }),
	"num_adoptions_available":   colInt(func(g *model.PeopleGroup) *int { return &g.NumAdoptionsAvailable }),
	"suggested_adoption_level":  colOptStr(func(g *model.PeopleGroup) **string { return &g.SuggestedAdoptionLevel }),
	"primary_photo_id":          colOptStr(func(g *model.PeopleGroup) **string { return &g.PrimaryPhotoID }),
	"created_at":                colTime(func(g *model.PeopleGroup) *time.Time { return &g.CreatedAt }),
	"updated_at":                colTime(func(g *model.PeopleGroup) *time.Time { return &g.UpdatedAt }),
	"deleted_at":                colOptTime(func(g *model.PeopleGroup) **time.Time { return &g.DeletedAt }),
	"roles": func(g *linkedGroup, src any) error {
		if src == nil {
			g.Roles = nil
			return nil
		}
		s, err := asString(src)
		g.Roles = &s
		return err
	},
}

// groupScanner scans one column of the current row; rows.Scan calls it, so the column values
// go straight into the row without database/sql's conversions.
type groupScanner struct {
	row *linkedGroup
	set func(*linkedGroup, any) error
}

func (s *groupScanner) Scan(src any) error { return s.set(s.row, src) }

// scanLinkedGroups reads every row of rows, whose columns are cols (each in groupColumns).
func scanLinkedGroups(rows *sql.Rows, cols []string, capacity int) ([]linkedGroup, error) {
	out := make([]linkedGroup, 0, capacity)
	scanners := make([]groupScanner, len(cols))
	dest := make([]any, len(cols))
	for i, c := range cols {
		scanners[i].set = groupColumns[c]
		dest[i] = &scanners[i]
	}
	var cur linkedGroup
	for i := range scanners {
		scanners[i].row = &cur
	}
	for rows.Next() {
		cur = linkedGroup{}
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		out = append(out, cur)
	}
	return out, rows.Err()
}

func colStr(field func(*model.PeopleGroup) *string) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) (err error) {
		*field(&g.PeopleGroup), err = asString(src)
		return err
	}
}

func colOptStr(field func(*model.PeopleGroup) **string) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		if src == nil {
			return nil
		}
		s, err := asString(src)
		*field(&g.PeopleGroup) = &s
		return err
	}
}

func colInt(field func(*model.PeopleGroup) *int) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		n, err := asInt64(src)
		*field(&g.PeopleGroup) = int(n)
		return err
	}
}

func colOptInt(field func(*model.PeopleGroup) **int) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		if src == nil {
			return nil
		}
		n, err := asInt64(src)
		v := int(n)
		*field(&g.PeopleGroup) = &v
		return err
	}
}

func colOptInt64(field func(*model.PeopleGroup) **int64) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		if src == nil {
			return nil
		}
		n, err := asInt64(src)
		*field(&g.PeopleGroup) = &n
		return err
	}
}

func colOptFloat(field func(*model.PeopleGroup) **float64) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		var f float64
		switch v := src.(type) {
		case nil:
			return nil
		case float64:
			f = v
		case int64:
			f = float64(v)
		default:
			s, err := asString(src)
			if err != nil {
				return err
			}
			if f, err = strconv.ParseFloat(s, 64); err != nil {
				return err
			}
		}
		*field(&g.PeopleGroup) = &f
		return nil
	}
}

func colBool(field func(*model.PeopleGroup) *bool) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		switch v := src.(type) {
		case bool:
			*field(&g.PeopleGroup) = v
		case int64:
			*field(&g.PeopleGroup) = v != 0
		default:
			s, err := asString(src)
			if err != nil {
				return err
			}
			b, err := strconv.ParseBool(s)
			*field(&g.PeopleGroup) = b
			return err
		}
		return nil
	}
}

func colTime(field func(*model.PeopleGroup) *time.Time) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) (err error) {
		*field(&g.PeopleGroup), err = asTime(src)
		return err
	}
}

func colOptTime(field func(*model.PeopleGroup) **time.Time) func(*linkedGroup, any) error {
	return func(g *linkedGroup, src any) error {
		if src == nil {
			return nil
		}
		t, err := asTime(src)
		*field(&g.PeopleGroup) = &t
		return err
	}
}

func asString(src any) (string, error) {
	switch v := src.(type) {
	case string:
		return v, nil
	case []byte:
		return string(v), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	}
	return "", fmt.Errorf("people group column: cannot read %T as text", src)
}

func asInt64(src any) (int64, error) {
	switch v := src.(type) {
	case int64:
		return v, nil
	case float64:
		return int64(v), nil
	case bool:
		if v {
			return 1, nil
		}
		return 0, nil
	}
	s, err := asString(src)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(s, 10, 64)
}

// timeLayouts are the texts a timestamp may come back as when the driver has not parsed it
// (bun writes SQLite timestamps in the first).
var timeLayouts = []string{"2006-01-02 15:04:05.999999999-07:00", time.RFC3339Nano, "2006-01-02 15:04:05.999999999"}

func asTime(src any) (time.Time, error) {
	if t, ok := src.(time.Time); ok {
		return t, nil
	}
	s, err := asString(src)
	if err != nil {
		return time.Time{}, err
	}
	for _, l := range timeLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("people group column: cannot read %q as a time", s)
}
