package server_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// scrape answers what Prometheus reads from env's metrics.
func scrape(t *testing.T, env *graphtest.Env) string {
	t.Helper()
	rec := httptest.NewRecorder()
	env.Server.Metrics.Handler("").ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("scrape: %d", rec.Code)
	}
	return rec.Body.String()
}

// value answers the value of the series whose line starts with series ("name{labels}").
func value(t *testing.T, body, series string) float64 {
	t.Helper()
	for _, line := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(line, series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
	}
	return 0
}

// labelValues answers the values label takes in metric's series.
func labelValues(body, metric, label string) []string {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(metric) + `\{[^}]*\b` + label + `="([^"]*)"`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(body, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	slices.Sort(out)
	return out
}

// Unless REACH_METRICS_ADDR is set, nobody reads the metrics: not at the public address either.
func TestMetricsAreOffByDefault(t *testing.T) {
	env := graphtest.New(t)
	if env.Config.MetricsAddr != "" {
		t.Fatalf("REACH_METRICS_ADDR defaults to %q, want empty", env.Config.MetricsAddr)
	}
	resp := env.Get("/metrics")
	buf := make([]byte, 64<<10)
	n, _ := resp.Body.Read(buf)
	if strings.Contains(string(buf[:n]), "reach_http_requests_total") || strings.Contains(string(buf[:n]), "go_goroutines") {
		t.Fatal("the public address serves the metrics")
	}
}

// A request is counted under its route's template, never under the path asked for: a
// stranger's made-up paths all land in "other".
func TestRequestsAreCountedByRouteTemplate(t *testing.T) {
	env := graphtest.New(t)
	for i := 0; i < 3; i++ {
		env.Get("/healthz")
	}
	env.Get("/verify/ag-123-made-up")
	for i := 0; i < 40; i++ {
		env.Get(fmt.Sprintf("/x%d/%x", i, rand.Uint64()))
	}
	body := scrape(t, env)
	if v := value(t, body, `reach_http_requests_total{code="200",method="GET",route="/healthz"}`); v != 3 {
		t.Errorf("/healthz counted %v times, want 3", v)
	}
	if v := value(t, body, `reach_http_request_duration_seconds_count{method="GET",route="/healthz"}`); v != 3 {
		t.Errorf("/healthz timed %v times, want 3", v)
	}
	routes := labelValues(body, "reach_http_requests_total", "route")
	for _, r := range routes {
		if r != "other" && !strings.HasPrefix(r, "/") || strings.Contains(r, "made-up") || regexp.MustCompile(`^/x\d`).MatchString(r) {
			t.Errorf("route label %q is not a route template", r)
		}
	}
	if !slices.Contains(routes, "other") {
		t.Errorf("the made-up paths are not counted as other: %v", routes)
	}
	if len(routes) > 4 {
		t.Errorf("routes %v: 44 requests made more series than routes they reached", routes)
	}
}

// The apps' operations are counted by name; a name nobody's app sends (however many) is
// "other", so a stranger cannot create series.
func TestUnknownOperationNamesAreOther(t *testing.T) {
	env := graphtest.New(t)
	env.Do("", `query AppConfig { holisticFundId }`, nil).MustOK()
	for i := 0; i < 100; i++ {
		env.Do("", fmt.Sprintf(`query Q%x { holisticFundId }`, rand.Uint64()), nil).MustOK()
	}
	env.Do("", `{ holisticFundId }`, nil).MustOK()
	body := scrape(t, env)
	if got := labelValues(body, "reach_graphql_operations_total", "operation"); !slices.Equal(got, []string{"AppConfig", "other"}) {
		t.Fatalf("operations %v, want [AppConfig other]", got)
	}
	if v := value(t, body, `reach_graphql_operations_total{operation="other",type="query"}`); v != 101 {
		t.Errorf("other queries: %v, want 101", v)
	}
	if v := value(t, body, `reach_graphql_operation_duration_seconds_count{operation="AppConfig"}`); v != 1 {
		t.Errorf("AppConfig timed %v times, want 1", v)
	}
}

// Errors are counted by their code, and a rate limit's refusal as one.
func TestErrorsAreCountedByCode(t *testing.T) {
	env := graphtest.New(t)
	env.Do("", `query allUsers { allUsers { id } }`, nil).MustFail("UNAUTHENTICATED", "")
	env.Do("", `{ noSuchField }`, nil)
	body := scrape(t, env)
	if v := value(t, body, `reach_graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED"}`); v != 1 {
		t.Errorf("validation errors: %v, want 1", v)
	}
	if v := value(t, body, `reach_graphql_errors_total{code="UNAUTHENTICATED"}`); v != 1 {
		t.Errorf("unauthenticated errors: %v, want 1", v)
	}
	// The back office names its list operations after the root field (ra-data-graphql-simple).
	if v := value(t, body, `reach_graphql_operations_total{operation="allUsers",type="query"}`); v != 1 {
		t.Errorf("allUsers operations: %v, want 1", v)
	}
	for _, c := range labelValues(body, "reach_graphql_errors_total", "code") {
		if c == "" {
			t.Error("an error counted without a code")
		}
	}
}

// The public answers cache tells its hits and misses.
func TestPublicCacheHitsAreCounted(t *testing.T) {
	env := graphtest.New(t)
	for i := 0; i < 3; i++ {
		env.Do("", `query AllJPRegions { allJPRegions { _id } }`, nil).MustOK()
	}
	body := scrape(t, env)
	if v := value(t, body, `reach_cache_requests_total{cache="public",result="miss"}`); v != 1 {
		t.Errorf("public misses: %v, want 1", v)
	}
	if v := value(t, body, `reach_cache_requests_total{cache="public",result="hit"}`); v != 2 {
		t.Errorf("public hits: %v, want 2", v)
	}
	if !strings.Contains(body, `reach_cache_requests_total{cache="sessions",result="hit"}`) {
		t.Error("the session cache is not told")
	}
	if !strings.Contains(body, `go_sql_open_connections{db_name="reach",pool="main"}`) {
		t.Error("the database pool is not told")
	}
}

// The outbox's depth and the jobs' lag are read from the database at the scrape.
func TestOutboxAndJobLagAreRead(t *testing.T) {
	env := graphtest.New(t)
	ctx := context.Background()
	now := env.Clock.Now()
	due := now.Add(-90 * time.Second)
	later := now.Add(time.Hour)
	for _, m := range []*model.OutboxMail{
		{To: "a@example.org", Subject: "due", TextBody: "x", Kind: "test", Status: model.MailQueued, CreatedAt: due, NextAttemptAt: &due},
		{To: "b@example.org", Subject: "retrying", TextBody: "x", Kind: "test", Status: model.MailQueued, CreatedAt: due, NextAttemptAt: &later},
		{To: "c@example.org", Subject: "failed", TextBody: "x", Kind: "test", Status: model.MailFailed, CreatedAt: due},
	} {
		if err := env.DB.PutOutboxMail(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	body := scrape(t, env)
	if v := value(t, body, "reach_outbox_depth"); v != 2 {
		t.Errorf("reach_outbox_depth %v, want 2", v)
	}
	if v := value(t, body, "reach_outbox_failed"); v != 1 {
		t.Errorf("reach_outbox_failed %v, want 1", v)
	}
	if v := value(t, body, `reach_job_lag_seconds{job="mail"}`); v < 89 || v > 95 {
		t.Errorf("mail lag %v s, want about 90", v)
	}
	if !strings.Contains(body, `reach_job_lag_seconds{job="agreement_reminders"} 0`+"\n") || !strings.Contains(body, `reach_job_lag_seconds{job="report_effects"} 0`+"\n") {
		t.Error("the jobs with nothing due are not told as 0")
	}
	if v := value(t, body, "reach_readings_ok"); v != 1 {
		t.Errorf("reach_readings_ok %v, want 1", v)
	}
}

func getStatus(t *testing.T, env *graphtest.Env, path string) int {
	t.Helper()
	resp, err := http.Get(env.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// /readyz answers 200 while the database answers and is migrated, 503 otherwise; /healthz
// answers 200 all along.
func TestReadyz(t *testing.T) {
	t.Run("ready", func(t *testing.T) {
		env := graphtest.New(t)
		if s := getStatus(t, env, "/readyz"); s != http.StatusOK {
			t.Fatalf("/readyz %d, want 200", s)
		}
		if v := value(t, scrape(t, env), "reach_ready"); v != 1 {
			t.Fatalf("reach_ready %v, want 1", v)
		}
	})
	t.Run("migration pending", func(t *testing.T) {
		env := graphtest.New(t)
		if _, err := env.DB.Bun().ExecContext(context.Background(),
			"DELETE FROM bun_migrations WHERE name = (SELECT max(name) FROM bun_migrations)"); err != nil {
			t.Fatal(err)
		}
		if s := getStatus(t, env, "/readyz"); s != http.StatusServiceUnavailable {
			t.Fatalf("/readyz %d with a migration pending, want 503", s)
		}
		if s := getStatus(t, env, "/healthz"); s != http.StatusOK {
			t.Fatalf("/healthz %d, want 200", s)
		}
		if body := scrape(t, env); !strings.Contains(body, "\nreach_ready 0\n") {
			t.Fatal("reach_ready is not 0 with a migration pending")
		}
	})
	t.Run("database closed", func(t *testing.T) {
		env := graphtest.New(t)
		for name, pool := range env.DB.Pools() {
			if err := pool.Close(); err != nil {
				t.Fatalf("close %s: %v", name, err)
			}
		}
		start := time.Now()
		resp, err := http.Get(env.URL + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 100)
		n, _ := resp.Body.Read(buf)
		resp.Body.Close()
		if resp.StatusCode != http.StatusServiceUnavailable || strings.TrimSpace(string(buf[:n])) != "not ready" {
			t.Fatalf("/readyz %d %q with the database closed, want 503 \"not ready\" and nothing more", resp.StatusCode, buf[:n])
		}
		if took := time.Since(start); took > 3*time.Second {
			t.Fatalf("/readyz took %v", took)
		}
	})
}
