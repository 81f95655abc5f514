package bundb

import "context"

// SearchWalks is how many searches the walk and the gram walk answered on PostgreSQL
// (people_group_search_walk.go).
func (d *DB) SearchWalks() (walks, gramWalks int64) {
	return d.searchSample.walks.Load(), d.searchSample.gramWalks.Load()
}

// ForgetSearchSample drops PostgreSQL's sample of search texts, as an import does.
func (d *DB) ForgetSearchSample() { d.searchSample.forget() }

// SearchSample is the sample of search texts a search on PostgreSQL would judge by now, taken
// first when there is none, and the groups it was taken from.
func (d *DB) SearchSample(ctx context.Context) ([]string, int) {
	return d.searchSample.current(ctx, d)
}

// SeePrepared tells f the text and values of every prepared statement run from now on (bun's
// hooks see the others).
func (d *DB) SeePrepared(f func(query string, args []any)) { d.prepared.seen.Store(&f) }

// PreparedStatements is how many statements are kept prepared for the signed-in reads, for
// the giving site's browse and for its search (SQLite).
func (d *DB) PreparedStatements() (reads, browse, search int) {
	return int(d.prepared.stmts.n.Load()), int(d.prepared.browse.n.Load()), int(d.prepared.search.n.Load())
}

// KeptPrepared reports whether query is kept prepared for the giving site's search.
func (d *DB) KeptPrepared(query string) bool {
	_, ok := d.prepared.search.load(query)
	return ok
}
