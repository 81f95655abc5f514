package bundb

import (
	"context"
	"strconv"
	"strings"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The giving site's browse (a region, a population range, by population) is the public query
// the cache helps least: every region and range is another key. Its statement is prepared once
// per shape (the columns selected, the filters present, the page's length, and whether it is the
// first page) with every filter's value a placeholder, so the database parses it once, and
// PostgreSQL plans it once: the page's length and a first page's offset are written in the
// text, because with either a placeholder PostgreSQL judges its plan for any value dearer than
// one planned for the values and plans every run anew (about 0.05 ms of its work an answer).
// Only these filters take this way: each has an index whose plan suits every value
// (people_groups_public_region_idx, and people_groups_search_walk_idx on PostgreSQL or
// people_groups_public_population_idx on SQLite), so one plan serves every region and range;
// a religion or a focus level, rare for some values and common for others, is planned for its
// value as before.

// byPreparedBrowse reports whether q is a browse the prepared statement answers: no search, no
// ids, filters of region and population only, by population (largest first) then id.
func byPreparedBrowse(q db.PublicPeopleGroupQuery) bool {
	f := q.Filter
	return len(f.Words) == 0 && f.Term == "" && f.IDs == nil && !f.HasAdoptionsAvailable &&
		f.FocusLevelNo == nil && f.PrimaryReligionID == nil && q.Limit > 0 && byPopulation(q.Order)
}

// listPublicPrepared answers a browse (byPreparedBrowse) by its prepared statement.
func (d *DB) listPublicPrepared(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string) ([]*model.PeopleGroup, error) {
	f := q.Filter
	var key strings.Builder
	key.WriteString("browse:")
	key.WriteString(strconv.Itoa(q.Limit))
	var args []any
	if f.RegionCode != nil {
		key.WriteString(":region")
		args = append(args, *f.RegionCode)
	}
	if f.PopulationMin != nil && *f.PopulationMin > 0 {
		key.WriteString(":min")
		args = append(args, *f.PopulationMin)
	}
	if f.PopulationMax != nil {
		key.WriteString(":max")
		args = append(args, *f.PopulationMax)
	}
	if q.Offset > 0 {
		key.WriteString(":offset")
		args = append(args, q.Offset)
	}
	key.WriteString(":")
	key.WriteString(strings.Join(cols, ","))
	query := d.browseText(key.String(), q, cols)
	rows, err := d.queryPreparedIn(ctx, &d.prepared.browse, query, args...)
	return readPublicGroups(rows, err, cols, q.Limit)
}

// browseText is the text of a browse's statement for its shape (key), built once.
func (d *DB) browseText(key string, q db.PublicPeopleGroupQuery, cols []string) string {
	if t, ok := d.browseTexts.load(key); ok {
		return t
	}
	f, n := q.Filter, 0
	next := func() bun.Safe {
		n++
		return bun.Safe("$" + strconv.Itoa(n))
	}
	sel := d.bun.NewSelect().Model((*model.PeopleGroup)(nil)).Column(cols...).Where("deleted_at IS NULL")
	if f.RegionCode != nil {
		sel.Where("region_code = ?", next())
	}
	if f.PopulationMin != nil && *f.PopulationMin > 0 {
		sel.Where("population >= ?", next())
	}
	if f.PopulationMax != nil {
		sel.Where("COALESCE(population, 0) <= ?", next())
	}
	sel.OrderExpr("population DESC NULLS LAST").OrderExpr("id ASC").Limit(int64(q.Limit))
	text := sel.String()
	if q.Offset > 0 {
		text += " OFFSET " + string(next())
	}
	t, _ := d.browseTexts.store(key, text)
	return t
}
