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
	conds := browseConds(q)
	key := "browse:" + strconv.Itoa(q.Limit) + ":" + strings.Join(cols, ",")
	args := make([]any, len(conds))
	for i, c := range conds {
		key += ":" + c.sql
		args[i] = c.value
	}
	query := d.browseText(key, conds, cols, q.Limit)
	rows, err := d.queryPreparedIn(ctx, &d.prepared.browse, query, args...)
	return readPublicGroups(rows, err, cols, q.Limit)
}

// browseCond is one condition of a browse with its value: a placeholder in the text.
type browseCond struct {
	sql   string // with ? for the placeholder; "OFFSET" is the page's offset
	value any
}

// browseConds are the conditions q sets, in the text's order; with the columns and the page's
// length they make its shape.
func browseConds(q db.PublicPeopleGroupQuery) []browseCond {
	f := q.Filter
	var conds []browseCond
	if f.RegionCode != nil {
		conds = append(conds, browseCond{"region_code = ?", *f.RegionCode})
	}
	if f.PopulationMin != nil && *f.PopulationMin > 0 {
		conds = append(conds, browseCond{"population >= ?", *f.PopulationMin})
	}
	if f.PopulationMax != nil {
		conds = append(conds, browseCond{"COALESCE(population, 0) <= ?", *f.PopulationMax})
	}
	if q.Offset > 0 {
		conds = append(conds, browseCond{"OFFSET", q.Offset})
	}
	return conds
}

// browseText is the text of a browse's statement for its shape (key), built once.
func (d *DB) browseText(key string, conds []browseCond, cols []string, limit int) string {
	if t, ok := d.browseTexts.load(key); ok {
		return t
	}
	sel := d.bun.NewSelect().Model((*model.PeopleGroup)(nil)).Column(cols...).Where("deleted_at IS NULL")
	offset := ""
	for i, c := range conds {
		placeholder := bun.Safe("$" + strconv.Itoa(i+1))
		if c.sql == "OFFSET" {
			offset = " OFFSET " + string(placeholder)
		} else {
			sel.Where(c.sql, placeholder)
		}
	}
	sel.OrderExpr("population DESC NULLS LAST").OrderExpr("id ASC").Limit(int64(limit))
	t, _ := d.browseTexts.store(key, sel.String()+offset)
	return t
}
