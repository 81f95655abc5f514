// Package metrics is what Reach tells an operator's Prometheus: requests and their durations by
// route, GraphQL operations by name, errors by code, caches, rate-limit refusals, the outbox,
// the background work's lag, the last backup's age, the database pools and the Go runtime.
//
// Every label takes its values from a set fixed when the server starts (routes, the apps'
// operation names, error codes), and anything else is counted as "other", so no request can
// create a series. On the request path there are only counters and histograms; what is read
// from the database is read when Prometheus scrapes, with a short timeout, and kept a few
// seconds (Readings). docs/operations.md says what each metric means.
package metrics

import (
	"database/sql"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Other is the label value of everything outside a label's known set.
const Other = "other"

// Cache names for CacheCounts.
const (
	CachePublic   = "public"
	CacheSessions = "sessions"
)

// durationBuckets are the histograms' buckets in seconds: most answers take a few
// milliseconds; the slowest a PDF or a report export takes.
var durationBuckets = []float64{.002, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// knownMethods are the HTTP methods counted by name; any other is Other.
var knownMethods = map[string]bool{
	http.MethodGet: true, http.MethodHead: true, http.MethodPost: true, http.MethodPut: true,
	http.MethodPatch: true, http.MethodDelete: true, http.MethodOptions: true,
}

// Metrics holds one server's metrics in a registry of its own.
type Metrics struct {
	reg          *prometheus.Registry
	operations   map[string]bool
	codes        map[string]bool
	httpRequests *prometheus.CounterVec
	httpDuration *prometheus.HistogramVec
	gqlOps       *prometheus.CounterVec
	gqlDuration  *prometheus.HistogramVec
	gqlErrors    *prometheus.CounterVec
	rateLimited  *prometheus.CounterVec
	caches       *cacheCounts
}

// Options are what New builds the metrics from.
type Options struct {
	// Operations are the GraphQL operation names counted by name (AppOperations and the
	// schema's root fields, which the back office's lists name their operations after).
	Operations []string
	// Codes are the error codes counted by name (apperr's and GraphQL's own).
	Codes []string
}

// New returns the metrics, with the Go runtime's and the process's collectors registered.
func New(o Options) *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry(), operations: map[string]bool{}, codes: map[string]bool{}}
	for _, op := range o.Operations {
		m.operations[op] = true
	}
	for _, c := range o.Codes {
		m.codes[c] = true
	}
	m.httpRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "reach_http_requests_total",
		Help: "HTTP requests answered, by route template (other: no route), method and status code.",
	}, []string{"route", "method", "code"})
	m.httpDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "reach_http_request_duration_seconds", Buckets: durationBuckets,
		Help: "Time to answer an HTTP request, by route template (other: no route) and method.",
	}, []string{"route", "method"})
	m.gqlOps = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "reach_graphql_operations_total",
		Help: "GraphQL operations executed, by operation name (other: a name the apps do not send) and type.",
	}, []string{"operation", "type"})
	m.gqlDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "reach_graphql_operation_duration_seconds", Buckets: durationBuckets,
		Help: "Time to execute a GraphQL query or mutation, by operation name.",
	}, []string{"operation"})
	m.gqlErrors = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "reach_graphql_errors_total",
		Help: "Errors in GraphQL answers, by code (INTERNAL: a fault of the server, logged).",
	}, []string{"code"})
	m.rateLimited = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "reach_rate_limited_total",
		Help: "Requests refused by a rate limit, by where (graphql: an answer with RATE_LIMITED; http: a 429).",
	}, []string{"where"})
	m.caches = &cacheCounts{}
	m.reg.MustRegister(m.httpRequests, m.httpDuration, m.gqlOps, m.gqlDuration, m.gqlErrors, m.rateLimited, m.caches,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}), backupAge{})
	return m
}

// ObserveHTTP counts an answered request. route is the router's template ("" when no route
// matched), never the requested path.
func (m *Metrics) ObserveHTTP(route, method string, status int, d time.Duration) {
	if route == "" {
		route = Other
	}
	if !knownMethods[method] {
		method = Other
	}
	m.httpRequests.WithLabelValues(route, method, strconv.Itoa(statusLabel(status))).Inc()
	m.httpDuration.WithLabelValues(route, method).Observe(d.Seconds())
	if status == http.StatusTooManyRequests {
		m.rateLimited.WithLabelValues("http").Inc()
	}
}

// CountUpgrade counts a request that became a websocket (its duration is the connection's).
func (m *Metrics) CountUpgrade(route string) {
	if route == "" {
		route = Other
	}
	m.httpRequests.WithLabelValues(route, http.MethodGet, "101").Inc()
}

// statusLabel keeps the status code label to the codes HTTP has (anything else is 0).
func statusLabel(status int) int {
	if status < 100 || status > 599 {
		return 0
	}
	return status
}

// Operation is the label an operation named name is counted under: name itself when the
// apps send it, else Other.
func (m *Metrics) Operation(name string) string {
	if m.operations[name] {
		return name
	}
	return Other
}

// ObserveOperation counts a GraphQL operation of type kind (query, mutation, subscription)
// and, for queries and mutations, how long it took.
func (m *Metrics) ObserveOperation(name, kind string, d time.Duration) {
	op := m.Operation(name)
	switch kind {
	case "query", "mutation":
		m.gqlDuration.WithLabelValues(op).Observe(d.Seconds())
	case "subscription":
	default:
		kind = Other
	}
	m.gqlOps.WithLabelValues(op, kind).Inc()
}

// GraphQLError counts an error in a GraphQL answer by its code.
func (m *Metrics) GraphQLError(code string) {
	if !m.codes[code] {
		code = Other
	}
	m.gqlErrors.WithLabelValues(code).Inc()
	if code == "RATE_LIMITED" {
		m.rateLimited.WithLabelValues("graphql").Inc()
	}
}

// CacheCounts registers a cache that counts its own hits and misses (the public answers
// cache, the session cache): read when Prometheus scrapes, so a read of the cache costs an
// atomic add and nothing more.
func (m *Metrics) CacheCounts(cache string, counts func() (hits, misses uint64)) {
	m.caches.mu.Lock()
	defer m.caches.mu.Unlock()
	m.caches.caches = append(m.caches.caches, namedCounts{cache, counts})
}

// ReadyFunc registers ready, which reach_ready (1 or 0) comes from: what /readyz answers.
func (m *Metrics) ReadyFunc(ready func() bool) {
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "reach_ready",
		Help: "1 when the database answers and its migrations are current (/readyz answers 200), else 0.",
	}, func() float64 {
		if ready() {
			return 1
		}
		return 0
	}))
}

// DBPool registers a database pool's statistics (sql.DBStats) under pool.
func (m *Metrics) DBPool(pool string, db *sql.DB) {
	m.reg.MustRegister(prometheus.WrapCollectorWith(prometheus.Labels{"pool": pool}, collectors.NewDBStatsCollector(db, "reach")))
}

// Handler serves the metrics in Prometheus's text format. With a token, a scrape must send it
// as `Authorization: Bearer <token>`; any other answer is 401.
func (m *Metrics) Handler(token string) http.Handler {
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError})
	if token == "" {
		return h
	}
	return bearer(token, h)
}

type namedCounts struct {
	cache  string
	counts func() (hits, misses uint64)
}

type cacheCounts struct {
	mu     sync.Mutex
	caches []namedCounts
}

var cacheCountsDesc = prometheus.NewDesc("reach_cache_requests_total",
	"Reads of a cache (public: the signed-out answers; sessions: a signed-in request's session, user and roles), by result (hit or miss).",
	[]string{"cache", "result"}, nil)

func (c *cacheCounts) Describe(ch chan<- *prometheus.Desc) { ch <- cacheCountsDesc }

func (c *cacheCounts) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	caches := append([]namedCounts(nil), c.caches...)
	c.mu.Unlock()
	for _, n := range caches {
		hits, misses := n.counts()
		ch <- prometheus.MustNewConstMetric(cacheCountsDesc, prometheus.CounterValue, float64(hits), n.cache, "hit")
		ch <- prometheus.MustNewConstMetric(cacheCountsDesc, prometheus.CounterValue, float64(misses), n.cache, "miss")
	}
}
