package peoplegroup

import (
	"sync"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// ListCacheTTL is how long a page of the public people group listing is
// served from memory. The giving site asks for a few hot pages (each
// region's first page, the featured row) far more often than staff edit a
// group. A change made through this server empties the cache at once
// (Service.Forget); other instances show it within this time, and no state
// is shared between instances.
const ListCacheTTL = 10 * time.Second

// maxCachedLists bounds the cache. The hot pages are few (each region's
// first page, the featured row); under a load of ever-new keys a full cache
// only holds pages nobody asks for again, so it is kept small: a page of 25
// groups is about 25 KB, 128 of them about 3 MB (100 KB each for pages of
// 100). Resident memory under that load: docs/benchmarks.md.
const maxCachedLists = 128

type cachedList struct {
	rows []*model.PeopleGroup
	at   time.Time
}

// listCache keeps recent pages by query key; concurrent misses of one key
// run one query and share its answer.
type listCache struct {
	mu       sync.Mutex
	entries  map[string]cachedList
	inflight map[string]*flight
	// gen counts forgets: a page read while one happened is not kept.
	gen uint64
}

// forget drops every kept page; reads already under way are not kept.
func (c *listCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.entries)
	clear(c.inflight)
	c.gen++
}

type flight struct {
	done chan struct{}
	rows []*model.PeopleGroup
	err  error
}

func (c *listCache) get(key string, now time.Time, load func() ([]*model.PeopleGroup, error)) ([]*model.PeopleGroup, error) {
	c.mu.Lock()
	if c.entries == nil {
		c.entries, c.inflight = map[string]cachedList{}, map[string]*flight{}
	}
	if e, ok := c.entries[key]; ok && now.Sub(e.at) < ListCacheTTL && !now.Before(e.at) {
		c.mu.Unlock()
		return e.rows, nil
	}
	if f, ok := c.inflight[key]; ok {
		c.mu.Unlock()
		<-f.done
		return f.rows, f.err
	}
	f := &flight{done: make(chan struct{})}
	c.inflight[key] = f
	gen := c.gen
	c.mu.Unlock()

	f.rows, f.err = load()

	c.mu.Lock()
	if c.inflight[key] == f {
		delete(c.inflight, key)
	}
	if f.err == nil && gen == c.gen {
		if len(c.entries) >= maxCachedLists {
			for k, e := range c.entries {
				if now.Sub(e.at) >= ListCacheTTL || now.Before(e.at) {
					delete(c.entries, k)
				}
			}
			if len(c.entries) >= maxCachedLists {
				clear(c.entries)
			}
		}
		c.entries[key] = cachedList{rows: f.rows, at: now}
	}
	c.mu.Unlock()
	close(f.done)
	return f.rows, f.err
}
