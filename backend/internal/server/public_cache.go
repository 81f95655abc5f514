package server

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/i18n"
)

// PublicCacheTTL is how long an anonymous answer to the giving site's
// public browsing queries is reused for the same query and variables. It
// matches the browse service's page cache. A mutation that changes what those
// queries show (publicChanges) empties both at once, on this server and, through
// the events channel on PostgreSQL, on every other instance: a staff edit or a
// gift shows on the next request wherever it lands. Gifts, monthly charges,
// refunds and cancellations recorded outside a mutation (Stripe's webhooks,
// the sandbox) empty them the same way, through giving.Options.Changed.
const PublicCacheTTL = 10 * time.Second

// cacheablePublicFields are the @public root fields whose answer is the same
// for every anonymous caller.
var cacheablePublicFields = map[string]bool{
	"allPeopleGroupsForPublic":     true,
	"peopleGroupForPublic":         true,
	"allJPRegions":                 true,
	"allJPReligions":               true,
	"allHolisticProjectsForPublic": true,
	"holisticProjectForPublic":     true,
	"holisticFundId":               true,
	"__typename":                   true,
}

// publicChanges are the mutations that change what the cacheable fields
// answer: people groups (adoptions available, photo, summary, focus level),
// holistic projects (and their funding) and the public list of adoptions.
// Others (signing in, profiles, the portal's records) leave the caches alone.
var publicChanges = map[string]bool{
	"updatePeopleGroup":                true,
	"createHolisticProject":            true,
	"updateHolisticProject":            true,
	"deleteHolisticProject":            true,
	"completeOnlineAdoption":           true,
	"completeOnlineProjectSponsorship": true,
}

// maxPublicCacheEntries bounds the cache as the browse service's page cache is
// bounded (peoplegroup.maxCachedLists): the hot answers are few, and under a
// load of ever-new keys a larger cache only holds answers nobody asks for again.
const (
	maxPublicCacheEntries = 256
	maxPublicCacheBytes   = 256 << 10
)

// publicResponseCache answers a repeated anonymous public browsing query
// from memory, skipping execution: under load the giving site asks for the
// same few pages again and again (docs/benchmarks.md). Signed-in callers,
// other operations and answers with errors are never cached.
type publicResponseCache struct {
	mu      sync.Mutex
	entries map[string]publicCached
	now     func() time.Time
	// gen counts mutations: an answer computed while one ran is not kept.
	gen uint64
	// forget also empties the caches below this one (the browse service's pages).
	forget func()
	// changed is told after a mutation in publicChanges: it empties this cache
	// (forgetAll) here and on every other instance. Nil empties this one only.
	changed func(ctx context.Context)
	// hits and misses count the cacheable queries answered from memory and not (metrics).
	hits, misses atomic.Uint64
}

// counts answers the hits and misses so far (the metrics read them when scraped).
func (c *publicResponseCache) counts() (hits, misses uint64) { return c.hits.Load(), c.misses.Load() }

type publicCached struct {
	data json.RawMessage
	at   time.Time
}

var _ interface {
	graphql.HandlerExtension
	graphql.ResponseInterceptor
} = (*publicResponseCache)(nil)

func newPublicResponseCache(now func() time.Time, forget func()) *publicResponseCache {
	if now == nil {
		now = time.Now
	}
	return &publicResponseCache{entries: map[string]publicCached{}, now: now, forget: forget}
}

func (*publicResponseCache) ExtensionName() string                   { return "ReachPublicResponseCache" }
func (*publicResponseCache) Validate(graphql.ExecutableSchema) error { return nil }

func (c *publicResponseCache) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	if !graphql.HasOperationContext(ctx) {
		return next(ctx)
	}
	oc := graphql.GetOperationContext(ctx)
	if oc.Operation != nil && oc.Operation.Operation == ast.Mutation && changesPublic(oc.Operation.SelectionSet) {
		// What it changed (a project, a group, a gift's funding) shows next time.
		resp := next(ctx)
		if c.changed != nil {
			c.changed(ctx)
		} else {
			c.forgetAll()
		}
		return resp
	}
	if auth.ViewerFrom(ctx) != nil {
		return next(ctx)
	}
	if oc.Operation == nil || oc.Operation.Operation != ast.Query || !onlyCacheableFields(oc.Operation.SelectionSet) {
		return next(ctx)
	}
	vars, err := json.Marshal(oc.Variables)
	if err != nil {
		return next(ctx)
	}
	// The language is part of the key: an answer may hold words in it (a people group's level).
	key := i18n.FromContext(ctx) + "\x00" + oc.OperationName + "\x00" + oc.RawQuery + "\x00" + string(vars)
	now := c.now()
	c.mu.Lock()
	e, ok := c.entries[key]
	gen := c.gen
	c.mu.Unlock()
	if ok && now.Sub(e.at) < PublicCacheTTL && !now.Before(e.at) {
		c.hits.Add(1)
		return &graphql.Response{Data: e.data}
	}
	c.misses.Add(1)
	resp := next(ctx)
	if resp == nil || len(resp.Errors) > 0 || len(resp.Data) > maxPublicCacheBytes {
		return resp
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return resp
	}
	if len(c.entries) >= maxPublicCacheEntries {
		for k, old := range c.entries {
			if now.Sub(old.at) >= PublicCacheTTL || now.Before(old.at) {
				delete(c.entries, k)
			}
		}
		if len(c.entries) >= maxPublicCacheEntries {
			clear(c.entries)
		}
	}
	c.entries[key] = publicCached{data: resp.Data, at: now}
	return resp
}

// forgetAll empties the cache and the ones below it; answers being computed are not kept.
func (c *publicResponseCache) forgetAll() {
	c.mu.Lock()
	clear(c.entries)
	c.gen++
	c.mu.Unlock()
	if c.forget != nil {
		c.forget()
	}
}

func onlyCacheableFields(set ast.SelectionSet) bool {
	for _, sel := range set {
		f, ok := sel.(*ast.Field)
		if !ok || !cacheablePublicFields[f.Name] {
			return false
		}
	}
	return len(set) > 0
}

func changesPublic(set ast.SelectionSet) bool {
	for _, sel := range set {
		if f, ok := sel.(*ast.Field); ok && publicChanges[f.Name] {
			return true
		}
	}
	return false
}
