package bundb

import (
	"context"
	"regexp"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/model"
)

// SessionCacheTTL is how long a session read from the database (with its user and roles) is
// used again without reading it anew: every signed-in request starts with that read. A write
// through this process that can end or change a session (sign-out, sign-out everywhere,
// password change or reset, role change, deactivation, any other write to sessions, users or
// user_roles) forgets every cached session at once, so this server refuses a signed-out token
// on the very next request. On PostgreSQL a trigger tells every other instance through the
// events channel at the write's commit (EventBus, CacheSessions), and an instance that lost
// its listening connection forgets them all when it listens again.
const SessionCacheTTL = 2 * time.Second

// maxCachedSessions bounds the cache; when full it starts again empty.
const maxCachedSessions = 10_000

// sessionCache holds recently read sessions by token hash. A read records the generation
// before it queries and is cached only if no write happened meanwhile, so a read racing a
// sign-out never caches the session the sign-out ended.
type sessionCache struct {
	mu     sync.Mutex
	gen    uint64
	byHash map[string]*cachedSession
	byID   map[string]string // session id -> token hash
	// now is the clock of the TTL (nil: time.Now).
	now func() time.Time
	// hits and misses count the reads answered from the cache and not (the metrics).
	hits, misses atomic.Uint64
}

func (c *sessionCache) clock() time.Time {
	if c.now != nil {
		return c.now()
	}
	return time.Now()
}

type cachedSession struct {
	sess model.Session
	user model.User
	at   time.Time
}

// get answers copies of the cached session and user for hash, when read less than
// SessionCacheTTL ago.
func (c *sessionCache) get(hash string) (*model.Session, *model.User, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.byHash[hash]
	if e == nil || c.clock().Sub(e.at) >= SessionCacheTTL {
		c.misses.Add(1)
		return nil, nil, false
	}
	c.hits.Add(1)
	s, u := e.sess, e.user
	u.Roles = append([]*model.UserRole(nil), e.user.Roles...)
	return &s, &u, true
}

// generation is the count of forgets so far; a read passes it back to put.
func (c *sessionCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// put caches what a read that started at generation gen found, unless a write came since.
func (c *sessionCache) put(hash string, gen uint64, s *model.Session, u *model.User) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if c.byHash == nil || len(c.byHash) >= maxCachedSessions {
		c.byHash, c.byID = map[string]*cachedSession{}, map[string]string{}
	}
	e := &cachedSession{sess: *s, user: *u, at: c.clock()}
	e.user.Roles = append([]*model.UserRole(nil), u.Roles...)
	c.byHash[hash] = e
	c.byID[s.ID] = hash
}

// touched records a session's new last-seen time, so the next request does not touch it again.
func (c *sessionCache) touched(id string, at time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.byHash[c.byID[id]]; e != nil {
		e.sess.LastSeenAt = at
	}
}

// forget drops every cached session.
func (c *sessionCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.byHash)
	clear(c.byID)
}

// authWrites forgets the cached sessions after any write to the tables they are read from,
// besides the methods' own forgetting after their transactions commit: a write added later, or
// made by hand, cannot leave a revoked session in the cache.
type authWrites struct{ cache *sessionCache }

// sessionsUnchanged marks the writes that change nothing a cached session says (creating a
// session, touching one), which need not empty the cache.
type sessionsUnchanged struct{}

func (authWrites) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (w authWrites) AfterQuery(ctx context.Context, e *bun.QueryEvent) {
	switch e.Operation() {
	case "INSERT", "UPDATE", "DELETE", "TRUNCATE":
	default:
		return
	}
	if ctx.Value(sessionsUnchanged{}) != nil {
		return
	}
	if authTables.MatchString(e.Query) {
		w.cache.forget()
	}
}

// authTables finds the tables a session is read from, quoted or not (checkout_sessions is another).
var authTables = regexp.MustCompile(`(?i)(^|[^a-z0-9_])(sessions|users|user_roles)([^a-z0-9_]|$)`)
