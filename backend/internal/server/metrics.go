package server

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/gin-gonic/gin"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/reachmissions/reach/backend/graph/generated"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/metrics"
)

// newMetrics builds the server's metrics: the operation names counted by name are the apps'
// (metrics.AppOperations) and the schema's root fields, which the back office's lists name
// their operations after (ra-data-graphql-simple: allUsers, createUser, ...); the error codes
// are apperr's and GraphQL's own.
func newMetrics(d *bundb.DB, now func() time.Time) *metrics.Metrics {
	ops := append([]string(nil), metrics.AppOperations...)
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation, schema.Subscription} {
		if root == nil {
			continue
		}
		for _, f := range root.Fields {
			if !strings.HasPrefix(f.Name, "__") {
				ops = append(ops, f.Name)
			}
		}
	}
	m := metrics.New(metrics.Options{
		Operations: ops,
		Codes: []string{apperr.Unauthenticated, apperr.Forbidden, apperr.BadUserInput, apperr.RateLimited, apperr.NotFound,
			apperr.Conflict, apperr.Internal, errcode.ValidationFailed, errcode.ParseFailed},
	})
	for name, pool := range d.Pools() {
		m.DBPool(name, pool)
	}
	m.CacheCounts(metrics.CacheSessions, d.SessionCacheCounts)
	if now == nil {
		now = time.Now
	}
	m.Readings(func(ctx context.Context) (metrics.Readings, error) {
		at := now()
		r, err := d.ReadOperator(ctx, at)
		if err != nil {
			return metrics.Readings{}, err
		}
		lag := func(due *time.Time) time.Duration {
			if due == nil || at.Before(*due) {
				return 0
			}
			return at.Sub(*due)
		}
		return metrics.Readings{OutboxDepth: r.OutboxDepth, FailedMail: r.FailedMail, JobLag: map[string]time.Duration{
			metrics.JobMail: lag(r.OldestDueMail), metrics.JobReportEffects: lag(r.OldestDueReportEffects),
			metrics.JobReminders: lag(r.OldestDueReminder),
		}}, nil
	})
	return m
}

// countRequests counts each answered request by its route's template (c.FullPath: never
// the path asked for, which a stranger chooses), method and status. A websocket is counted
// when it opens; how long it stays open is not a request's duration.
func countRequests(m *metrics.Metrics) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		if strings.EqualFold(c.GetHeader("Upgrade"), "websocket") && c.Writer.Status() < 300 {
			m.CountUpgrade(c.FullPath())
			return
		}
		m.ObserveHTTP(c.FullPath(), c.Request.Method, c.Writer.Status(), time.Since(start))
	}
}

// operationMetrics counts GraphQL operations by name (the document's, when the apps send it;
// else metrics.Other) and times queries and mutations up to their answer.
type operationMetrics struct{ m *metrics.Metrics }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = operationMetrics{}

func (operationMetrics) ExtensionName() string                   { return "ReachOperationMetrics" }
func (operationMetrics) Validate(graphql.ExecutableSchema) error { return nil }

func (o operationMetrics) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	start := time.Now()
	name, kind := "", ""
	if oc := graphql.GetOperationContext(ctx); oc != nil && oc.Operation != nil {
		name, kind = oc.Operation.Name, string(oc.Operation.Operation)
	}
	h := next(ctx)
	if kind == string(ast.Subscription) {
		o.m.ObserveOperation(name, kind, 0)
		return h
	}
	var once sync.Once
	return func(ctx context.Context) *graphql.Response {
		resp := h(ctx)
		once.Do(func() { o.m.ObserveOperation(name, kind, time.Since(start)) })
		return resp
	}
}

// countErrors counts each error an answer carries by its code, as present shows it.
func countErrors(m *metrics.Metrics, present graphql.ErrorPresenterFunc) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		ge := present(ctx, err)
		code, _ := ge.Extensions["code"].(string)
		m.GraphQLError(code)
		return ge
	}
}

// readiness answers /readyz: the database answers and its migrations are current. One check
// at a time, its answer kept for readyKeep, so a flood of probes costs the database one ping
// and one read of the applied migrations a second.
type readiness struct {
	db  *bundb.DB
	log *slog.Logger
	mu  sync.Mutex
	at  time.Time
	err error
}

const (
	readyTimeout = 2 * time.Second
	readyKeep    = time.Second
)

func (r *readiness) check() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.at.IsZero() && time.Since(r.at) < readyKeep {
		return r.err
	}
	ctx, cancel := context.WithTimeout(context.Background(), readyTimeout)
	defer cancel()
	err := r.db.Ready(ctx)
	if err != nil && (r.err == nil || r.at.IsZero()) {
		r.log.Warn("not ready", "err", err)
	}
	r.at, r.err = time.Now(), err
	return err
}

func (r *readiness) handle(c *gin.Context) {
	status, body := 200, "ok"
	if r.check() != nil {
		status, body = 503, "not ready"
	}
	c.Header("Cache-Control", "no-store")
	if c.Request.Method == "HEAD" {
		c.Status(status)
		return
	}
	c.String(status, body)
}
