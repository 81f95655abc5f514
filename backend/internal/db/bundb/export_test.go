package bundb

// SearchWalks is how many searches the walk answered on PostgreSQL (people_group_search_walk.go).
func (d *DB) SearchWalks() int64 { return d.searchSample.walks.Load() }

// ForgetSearchSample drops PostgreSQL's sample of search texts, as an import does.
func (d *DB) ForgetSearchSample() { d.searchSample.forget() }
