package bundb

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

var _ db.PeopleGroup = (*DB)(nil)

// peopleGroupJPColumns are the people_groups columns Joshua Project owns: an
// import overwrites them. Every other column (summary, focus_level_no,
// num_adoptions_available, suggested_adoption_level, primary_photo_id,
// created_at, deleted_at) belongs to Reach and is only written on insert.
var peopleGroupJPColumns = []string{
	"people_id3", "rop3", "name_across_countries", "name_in_country", "search_text",
	"population", "country_code", "country", "continent_code", "continent",
	"region_code", "region", "affinity_bloc", "people_cluster",
	"primary_language_code", "primary_language", "official_language", "bible_status",
	"primary_religion_id", "primary_religion", "religion_subdivision",
	"jp_scale", "least_reached", "frontier", "window_1040",
	"percent_adherents_x1000", "percent_evangelical_x1000", "latitude", "longitude",
	"workers_needed", "jp_url",
}

var peopleGroupInsertColumns = append([]string{
	"id", "summary", "focus_level_no", "num_adoptions_available", "suggested_adoption_level",
	"primary_photo_id", "created_at", "updated_at",
}, peopleGroupJPColumns...)

var (
	countryColumns  = []string{"code", "name", "iso3", "region_code", "region", "continent_code", "continent", "population", "official_language_code", "official_language"}
	languageColumns = []string{"code", "name", "bible_status"}
	regionColumns   = []string{"code", "name", "continent_code"}
	religionColumns = []string{"id", "name"}
)

// maxUpsertRows bounds a multi-row INSERT. bun writes values into the SQL
// text rather than binding them, but keeping rows × columns under SQLite's
// 32766 bound-parameter limit keeps the statements a sane size either way.
const maxUpsertRows = 500

func batchRows(columns int) int {
	return min(maxUpsertRows, 32766/columns)
}

// UpsertJoshuaProject implements db.PeopleGroup.
func (d *DB) UpsertJoshuaProject(ctx context.Context, jp *db.JoshuaProject) (db.JoshuaProjectCounts, error) {
	var counts db.JoshuaProjectCounts
	now := jp.Now.UTC()
	err := d.InTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var existing []string
		if err := tx.NewSelect().Model((*model.PeopleGroup)(nil)).Column("id").Scan(ctx, &existing); err != nil {
			return fmt.Errorf("read existing people groups: %w", err)
		}
		known := make(map[string]struct{}, len(existing))
		for _, id := range existing {
			known[id] = struct{}{}
		}
		for _, pg := range jp.PeopleGroups {
			if _, ok := known[pg.ID]; !ok {
				counts.PeopleGroupsCreated++
			}
			pg.CreatedAt, pg.UpdatedAt = now, now
		}

		if err := upsertBatches(ctx, tx, jp.Countries, "code", countryColumns, countryColumns[1:], ""); err != nil {
			return fmt.Errorf("countries: %w", err)
		}
		if err := upsertBatches(ctx, tx, jp.Languages, "code", languageColumns, languageColumns[1:], ""); err != nil {
			return fmt.Errorf("languages: %w", err)
		}
		if err := upsertBatches(ctx, tx, jp.Regions, "code", regionColumns, regionColumns[1:], ""); err != nil {
			return fmt.Errorf("regions: %w", err)
		}
		if err := upsertBatches(ctx, tx, jp.Religions, "id", religionColumns, religionColumns[1:], ""); err != nil {
			return fmt.Errorf("religions: %w", err)
		}
		// A group whose Joshua Project values are unchanged is left alone, so
		// its updated_at still says when it last really changed.
		update := append([]string{"updated_at"}, peopleGroupJPColumns...)
		if err := upsertBatches(ctx, tx, jp.PeopleGroups, "id", peopleGroupInsertColumns, update, d.changedCondition(peopleGroupJPColumns)); err != nil {
			return fmt.Errorf("people groups: %w", err)
		}
		return nil
	})
	if err != nil {
		return db.JoshuaProjectCounts{}, translate(err)
	}
	// PostgreSQL plans from statistics that only ANALYZE (or autovacuum, when it runs and
	// gets round to it) gathers: right after a bulk load they are missing or stale, and the
	// portal's page of cards ran a fifth slower on such a plan (docs/benchmarks.md).
	names := make([]string, 0, 5)
	for _, m := range []any{(*model.Country)(nil), (*model.Language)(nil), (*model.Region)(nil), (*model.Religion)(nil), (*model.PeopleGroup)(nil)} {
		names = append(names, string(d.bun.Dialect().Tables().Get(reflect.TypeOf(m)).SQLName))
	}
	if err := d.dialect.analyze(ctx, d.bun, names...); err != nil {
		return db.JoshuaProjectCounts{}, fmt.Errorf("analyze the imported tables: %w", translate(err))
	}
	if err := d.optimizeSearchIndex(ctx); err != nil {
		return db.JoshuaProjectCounts{}, fmt.Errorf("optimize the search index: %w", translate(err))
	}
	return counts, nil
}

// changedCondition is true when any of the columns differs from the row
// being upserted (NULLs compare as values). It is the one place the engines'
// spellings differ: SQLite compares row values with IS NOT.
func (d *DB) changedCondition(columns []string) string {
	cur := make([]string, len(columns))
	ex := make([]string, len(columns))
	for i, c := range columns {
		cur[i] = "?TableAlias." + c
		ex[i] = "EXCLUDED." + c
	}
	return "(" + strings.Join(cur, ", ") + ") " + d.dialect.distinct() + " (" + strings.Join(ex, ", ") + ")"
}

// upsertBatches inserts rows in multi-row statements; a row whose key
// (conflict) exists gets only the update columns overwritten, and only when
// the condition onlyIf holds (when it is not empty).
func upsertBatches[T any](ctx context.Context, tx bun.Tx, rows []*T, conflict string, insert, update []string, onlyIf string) error {
	size := batchRows(len(insert))
	for start := 0; start < len(rows); start += size {
		batch := rows[start:min(start+size, len(rows))]
		// Naming the columns matters on SQLite: without them bun leaves out a
		// column whose first row holds its zero default, for every row.
		q := tx.NewInsert().Model(&batch).Column(insert...).
			On("CONFLICT (?) DO UPDATE", bun.Ident(conflict)).
			Returning("NULL")
		for _, c := range update {
			q = q.Set("? = EXCLUDED.?", bun.Ident(c), bun.Ident(c))
		}
		if onlyIf != "" {
			q = q.Where(onlyIf)
		}
		if _, err := q.Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// GetPeopleGroup implements db.PeopleGroup.
func (d *DB) GetPeopleGroup(ctx context.Context, id string) (*model.PeopleGroup, error) {
	pg := new(model.PeopleGroup)
	if err := d.bun.NewSelect().Model(pg).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return pg, nil
}

// ListPeopleGroups implements db.PeopleGroup. Text columns sort by byte
// order on both engines, so pages are the same on SQLite and PostgreSQL
// whatever the server's locale; NULLs sort last in either direction.
func (d *DB) ListPeopleGroups(ctx context.Context, q db.PeopleGroupQuery) ([]*model.PeopleGroup, error) {
	var pgs []*model.PeopleGroup
	sel := d.bun.NewSelect().Model(&pgs)
	peopleGroupWhere(sel, q.Filter)

	dir := "ASC"
	if q.Desc {
		dir = "DESC"
	}
	sortBy := q.Sort
	if sortBy == "" {
		sortBy = db.SortNameAcrossCountries
	}
	switch sortBy {
	case db.SortNameAcrossCountries, db.SortCountry, db.SortID:
		sel.OrderExpr("? "+d.byteCollation()+" "+dir, bun.Ident(string(sortBy)))
	case db.SortPopulation, db.SortJPScale, db.SortFocusLevelNo, db.SortNumAdoptionsAvailable, db.SortUpdatedAt:
		sel.OrderExpr("(? IS NULL), ? "+dir, bun.Ident(string(sortBy)), bun.Ident(string(sortBy)))
	default:
		return nil, fmt.Errorf("people groups cannot be sorted by %q", sortBy)
	}
	// Ties keep a stable order so that pages neither repeat nor skip rows.
	if sortBy != db.SortNameAcrossCountries && sortBy != db.SortID {
		sel.OrderExpr("name_across_countries " + d.byteCollation() + " ASC")
	}
	if sortBy != db.SortCountry && sortBy != db.SortID {
		sel.OrderExpr("country " + d.byteCollation() + " ASC")
	}
	if sortBy != db.SortID {
		sel.OrderExpr("id ASC")
	}

	if q.Limit > 0 {
		sel.Limit(int64(q.Limit))
	}
	if q.Offset > 0 {
		sel.Offset(int64(q.Offset))
	}
	if err := sel.Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return pgs, nil
}

// CountPeopleGroups implements db.PeopleGroup.
func (d *DB) CountPeopleGroups(ctx context.Context, f db.PeopleGroupFilter) (int, error) {
	sel := d.bun.NewSelect().Model((*model.PeopleGroup)(nil))
	peopleGroupWhere(sel, f)
	n, err := sel.Count(ctx)
	return int(n), translate(err)
}

// byteCollation makes PostgreSQL compare text as SQLite's default BINARY
// collation does.
func (d *DB) byteCollation() string { return d.dialect.byteCollation() }

func peopleGroupWhere(sel *bun.SelectQuery, f db.PeopleGroupFilter) {
	if f.IDs != nil {
		if len(f.IDs) == 0 {
			sel.Where("1 = 0")
		} else {
			sel.Where("id IN (?)", bun.In(f.IDs))
		}
	}
	whereSearchWords(sel, f.Words, nil)
	if f.RegionCode != nil {
		sel.Where("region_code = ?", *f.RegionCode)
	}
	if f.CountryCode != nil {
		sel.Where("country_code = ?", *f.CountryCode)
	}
	if f.PrimaryReligionID != nil {
		sel.Where("primary_religion_id = ?", *f.PrimaryReligionID)
	}
	if f.FocusLevelNo != nil {
		sel.Where("focus_level_no = ?", *f.FocusLevelNo)
	}
	if f.LeastReached != nil {
		sel.Where("least_reached = ?", *f.LeastReached)
	}
}

// UpdatePeopleGroup implements db.PeopleGroup.
func (d *DB) UpdatePeopleGroup(ctx context.Context, id string, e db.PeopleGroupEdit) (*model.PeopleGroup, error) {
	q := d.bun.NewUpdate().Model((*model.PeopleGroup)(nil)).
		Where("id = ?", id).
		Set("updated_at = ?", time.Now().UTC())
	if e.Summary != nil {
		if *e.Summary == "" {
			q.Set("summary = NULL")
		} else {
			q.Set("summary = ?", *e.Summary)
		}
	}
	if e.FocusLevelNo != nil {
		q.Set("focus_level_no = ?", *e.FocusLevelNo)
	}
	if e.NumAdoptionsAvailable != nil {
		q.Set("num_adoptions_available = ?", *e.NumAdoptionsAvailable)
	}
	if e.SuggestedAdoptionLevel != nil {
		q.Set("suggested_adoption_level = ?", *e.SuggestedAdoptionLevel)
	}
	if e.PrimaryPhotoID != nil {
		if *e.PrimaryPhotoID == "" {
			q.Set("primary_photo_id = NULL")
		} else {
			q.Set("primary_photo_id = ?", *e.PrimaryPhotoID)
		}
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return nil, translate(err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return nil, db.ErrNotFound
	}
	return d.GetPeopleGroup(ctx, id)
}

// ListPublicPeopleGroups implements db.PeopleGroup. Text sorts by byte order
// on both engines and NULL populations sort last in either direction, as in
// ListPeopleGroups.
//
// Only the columns q names are read, straight into the groups without bun's reflection (the
// portal's scanner, people_group_scan.go): reading and reflecting every column of every row was
// the largest cost of an answer the cache does not hold (docs/benchmarks.md).
//
// On SQLite a search ordered by relevance, most relevant first, is answered tier by tier
// (people_group_search.go), so that its cost follows the page, not the number of matches.
func (d *DB) ListPublicPeopleGroups(ctx context.Context, q db.PublicPeopleGroupQuery) ([]*model.PeopleGroup, error) {
	cols := publicGroupColumns(q.Columns)
	if q.Filter.IDs != nil && len(q.Filter.IDs) == 0 {
		return nil, nil
	}
	if d.byTiers(q) {
		return d.listPublicByTiers(ctx, q, cols)
	}
	if d.byWalk(q) {
		return d.listPublicByWalk(ctx, q, cols)
	}
	if byPreparedBrowse(q) {
		return d.listPublicPrepared(ctx, q, cols)
	}
	return d.listPublicInOneQuery(ctx, q, cols)
}

// listPublicInOneQuery answers q with one query ordered as q says. On SQLite the trigram index
// finds a search's candidates (the LIKEs decide).
func (d *DB) listPublicInOneQuery(ctx context.Context, q db.PublicPeopleGroupQuery, cols []string) ([]*model.PeopleGroup, error) {
	sel := d.publicGroupsWhere(q.Filter, cols)
	if m := d.searchMatch(q.Filter.Words); m != "" {
		inSearchIndex(sel, m)
	}
	if err := d.orderPublicGroups(sel, q.Order, q.Filter.Term); err != nil {
		return nil, err
	}
	return scanPublicGroups(ctx, sel, cols, q.Offset, q.Limit)
}

// publicGroupsWhere selects cols of the groups q's filter keeps: not deleted, every word in
// search_text.
func (d *DB) publicGroupsWhere(f db.PublicPeopleGroupFilter, cols []string) *bun.SelectQuery {
	return d.publicGroupsBound(f, cols, nil)
}

// publicGroupsBound is publicGroupsWhere with the filter's values b's placeholders (binds); a
// filter of ids is written into the text, so bindsFor gives no binds for one.
func (d *DB) publicGroupsBound(f db.PublicPeopleGroupFilter, cols []string, b *binds) *bun.SelectQuery {
	sel := d.bun.NewSelect().Model((*model.PeopleGroup)(nil)).Column(cols...).Where("deleted_at IS NULL")
	if f.IDs != nil {
		sel.Where("id IN (?)", bun.In(f.IDs))
	}
	if f.HasAdoptionsAvailable {
		sel.Where("num_adoptions_available > 0")
	}
	if f.FocusLevelNo != nil {
		sel.Where("focus_level_no = ?", b.v(*f.FocusLevelNo))
	}
	if f.RegionCode != nil {
		sel.Where("region_code = ?", b.v(*f.RegionCode))
	}
	if f.PrimaryReligionID != nil {
		sel.Where("primary_religion_id = ?", b.v(*f.PrimaryReligionID))
	}
	if f.PopulationMin != nil && *f.PopulationMin > 0 {
		sel.Where("population >= ?", b.v(*f.PopulationMin))
	}
	if f.PopulationMax != nil {
		sel.Where("COALESCE(population, 0) <= ?", b.v(*f.PopulationMax))
	}
	whereSearchWords(sel, f.Words, b)
	return sel
}

// whereSearchWords keeps the groups whose search_text holds every word. With binds b (SQLite's
// prepared search) each word is a placeholder found by instr, which on texts folded alike
// (model.FoldSearchText) finds what the LIKE does, a tenth faster (BenchmarkPublicSearch).
func whereSearchWords(sel *bun.SelectQuery, words []string, b *binds) {
	for _, w := range words {
		if b != nil {
			sel.Where("instr(search_text, ?) > 0", b.v(w))
		} else {
			sel.Where(`search_text LIKE ? ESCAPE '\'`, "%"+escapeLike(w)+"%")
		}
	}
}

// orderPublicGroups orders sel as order says, then by population (largest first) unless order
// names it, then by id. term scores SortScore; without a term SortScore orders nothing.
func (d *DB) orderPublicGroups(sel *bun.SelectQuery, order []db.PublicPeopleGroupOrder, term string) error {
	population := false
	for _, o := range order {
		dir := "ASC"
		if o.Desc {
			dir = "DESC"
		}
		switch o.Sort {
		case db.SortScore:
			if term != "" {
				prefix := escapeLike(term) + "%"
				sel.OrderExpr(relevance+" "+dir, term, term, prefix, prefix)
			}
		case db.SortNameAcrossCountries:
			sel.OrderExpr("name_across_countries " + d.byteCollation() + " " + dir)
		case db.SortPopulation:
			population = true
			sel.OrderExpr("population " + dir + " NULLS LAST")
		case db.SortFocusLevelNo, db.SortUpdatedAt, db.SortNumAdoptionsAvailable:
			sel.OrderExpr("? "+dir, bun.Ident(string(o.Sort)))
		default:
			return fmt.Errorf("public people groups cannot be sorted by %q", o.Sort)
		}
	}
	if !population {
		// Served by the people_groups_public_*_idx indexes.
		sel.OrderExpr("population DESC NULLS LAST")
	}
	sel.OrderExpr("id ASC")
	return nil
}

// scanPublicGroups runs sel from offset, at most limit rows (every row when limit is 0), and
// reads cols into groups.
func scanPublicGroups(ctx context.Context, sel *bun.SelectQuery, cols []string, offset, limit int) ([]*model.PeopleGroup, error) {
	if limit > 0 {
		sel.Limit(int64(limit))
	}
	if offset > 0 {
		sel.Offset(int64(offset))
	}
	rows, err := sel.Rows(ctx)
	return readPublicGroups(rows, err, cols, max(limit, 0))
}

// readPublicGroups reads cols of every row of rows (the answer of a query that failed with err
// when err is not nil), about size of them, into groups, and closes rows.
func readPublicGroups(rows *sql.Rows, err error, cols []string, size int) ([]*model.PeopleGroup, error) {
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	scanned, err := scanLinkedGroups(rows, cols, size)
	if err != nil {
		return nil, translate(err)
	}
	pgs := make([]*model.PeopleGroup, len(scanned))
	for i := range scanned {
		pgs[i] = &scanned[i].PeopleGroup
	}
	return pgs, nil
}

// allGroupColumns are every column of people_groups, in groupColumns, in name order.
var allGroupColumns = slices.Sorted(slices.Values(append(append([]string{}, peopleGroupInsertColumns...), "deleted_at")))

// publicGroupColumns answers the columns to read for a selection: id and the named ones that
// the scanner knows, or every column when the selection is nil or names one it does not know;
// in name order, so that selections of the same fields in another order share their statements'
// texts (the prepared statements keep a bounded number of them).
func publicGroupColumns(columns []string) []string {
	if columns == nil {
		return allGroupColumns
	}
	cols := make([]string, 1, len(columns)+1)
	cols[0] = "id"
	for _, c := range columns {
		if c == "roles" || groupColumns[c] == nil {
			return allGroupColumns
		}
		if c != "id" && !slices.Contains(cols, c) {
			cols = append(cols, c)
		}
	}
	slices.Sort(cols)
	return cols
}

// searchMatch is, on SQLite, the FTS5 query of the words of three or more characters (the
// trigram index cannot look up shorter ones): each a quoted phrase, all required. It is empty on
// PostgreSQL, whose trigram index serves the LIKEs themselves, and when no word is long enough.
func (d *DB) searchMatch(words []string) string {
	if d.dialect.pg {
		return ""
	}
	var b strings.Builder
	for _, w := range words {
		if utf8.RuneCountInString(w) < 3 {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(" AND ")
		}
		b.WriteString(`"` + strings.ReplaceAll(w, `"`, `""`) + `"`)
	}
	return b.String()
}

// relevance scores a group for a folded search term: 3 when a name is the
// term, 2 when a name starts with it, 1 otherwise (the filter already
// requires every word). search_text begins with the folded name across
// countries, so its prefix test ignores accents; the exact test compares
// lower-cased names, which both engines do alike for the folded term.
const relevance = `(CASE WHEN lower(name_across_countries) = ? OR lower(name_in_country) = ? THEN 3` +
	` WHEN search_text LIKE ? ESCAPE '\' OR lower(name_in_country) LIKE ? ESCAPE '\' THEN 2 ELSE 1 END)`
