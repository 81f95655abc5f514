package metrics

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// scrape answers what Prometheus reads from h.
func scrape(t *testing.T, h http.Handler, auth string) (int, string) {
	t.Helper()
	req := httptest.NewRequest("GET", "/metrics", nil)
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.String()
}

// A scrape without the token, or with another, reads nothing; with it, the metrics.
func TestTheTokenIsRequiredAndChecked(t *testing.T) {
	const token = "s3cret-token-0123456789"
	h := New(Options{}).Handler(token)
	for _, auth := range []string{"", "Bearer", "Bearer ", "Bearer wrong", "Basic " + token, "Bearer " + token + "x", "bearer" + token, "Bearer " + token[:len(token)-1]} {
		code, body := scrape(t, h, auth)
		if code != http.StatusUnauthorized || strings.Contains(body, "go_goroutines") {
			t.Errorf("Authorization %q: %d, want 401 and no metrics", auth, code)
		}
	}
	code, body := scrape(t, h, "Bearer "+token)
	if code != http.StatusOK || !strings.Contains(body, "go_goroutines") || !strings.Contains(body, "process_") {
		t.Fatalf("with the token: %d, want 200 with the Go runtime's and the process's metrics:\n%.500s", code, body)
	}
	// Without a token (a loopback address), no header is needed.
	if code, _ := scrape(t, New(Options{}).Handler(""), ""); code != http.StatusOK {
		t.Fatalf("no token set: %d, want 200", code)
	}
}

// Serve listens on an address of its own and answers /metrics there only.
func TestServeListensOnItsOwnAddress(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := New(Options{})
	addr, err := Serve(ctx, "127.0.0.1:0", m.Handler(""), slogDiscard())
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get("http://" + addr.String() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), "go_goroutines") {
		t.Fatalf("GET /metrics: %d", resp.StatusCode)
	}
	if resp, err := http.Get("http://" + addr.String() + "/"); err != nil || resp.StatusCode != 404 {
		t.Fatalf("GET /: %v %v, want 404", resp.StatusCode, err)
	}
	cancel()
	deadline := time.Now().Add(2 * time.Second)
	for {
		if _, err := http.Get("http://" + addr.String() + "/metrics"); err != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the metrics listener still answers after its context ended")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// labelValues answers the values label takes in metric's series of a scrape.
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

// Label values come from fixed sets: a stranger's operation name, method, status or error code
// adds no series.
func TestLabelsStayInTheirSets(t *testing.T) {
	m := New(Options{Operations: []string{"AppConfig"}, Codes: []string{"NOT_FOUND"}})
	for i := 0; i < 50; i++ {
		n := "Op" + strings.Repeat("x", i)
		m.ObserveOperation(n, "query", time.Millisecond)
		m.ObserveOperation("AppConfig", "query", time.Millisecond)
		m.ObserveHTTP("", "BREW"+n, 200+i, time.Millisecond)
		m.GraphQLError("CODE_" + n)
	}
	m.ObserveOperation("AppConfig", "nonsense", 0)
	m.GraphQLError("NOT_FOUND")
	_, body := scrape(t, m.Handler(""), "")
	for _, c := range []struct {
		metric, label string
		want          []string
	}{
		{"reach_graphql_operations_total", "operation", []string{"AppConfig", "other"}},
		{"reach_graphql_operations_total", "type", []string{"other", "query"}},
		{"reach_graphql_operation_duration_seconds_count", "operation", []string{"AppConfig", "other"}},
		{"reach_http_requests_total", "method", []string{"other"}},
		{"reach_http_requests_total", "route", []string{"other"}},
		{"reach_graphql_errors_total", "code", []string{"NOT_FOUND", "other"}},
	} {
		if got := labelValues(body, c.metric, c.label); !slices.Equal(got, c.want) {
			t.Errorf("%s{%s}: %v, want %v", c.metric, c.label, got, c.want)
		}
	}
	if strings.Contains(body, "Opxx") || strings.Contains(body, "BREW") {
		t.Fatal("a stranger's name shows in the metrics")
	}
}

// A flood of scrapes reads the database once per ReadingsKeep, and a database that does not
// answer holds a scrape no longer than ReadingsTimeout.
func TestReadingsAreReadOnceAndBounded(t *testing.T) {
	var reads atomic.Int32
	m := New(Options{})
	m.Readings(func(ctx context.Context) (Readings, error) {
		reads.Add(1)
		return Readings{OutboxDepth: 3, FailedMail: 2, JobLag: map[string]time.Duration{JobMail: 90 * time.Second}}, nil
	})
	h := m.Handler("")
	var wg sync.WaitGroup
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); scrape(t, h, "") }()
	}
	wg.Wait()
	if n := reads.Load(); n != 1 {
		t.Fatalf("40 scrapes read the database %d times, want 1", n)
	}
	_, body := scrape(t, h, "")
	for _, want := range []string{"reach_outbox_depth 3", "reach_outbox_failed 2", `reach_job_lag_seconds{job="mail"} 90`, `reach_job_lag_seconds{job="report_effects"} 0`, "reach_readings_ok 1"} {
		if !strings.Contains(body, want+"\n") {
			t.Errorf("scrape lacks %q", want)
		}
	}

	stuck := New(Options{})
	stuck.Readings(func(ctx context.Context) (Readings, error) {
		<-ctx.Done()
		return Readings{}, errors.New("database does not answer")
	})
	start := time.Now()
	_, body = scrape(t, stuck.Handler(""), "")
	if took := time.Since(start); took > ReadingsTimeout+time.Second {
		t.Fatalf("a scrape waited %v for a database that does not answer", took)
	}
	if !strings.Contains(body, "reach_readings_ok 0\n") || strings.Contains(body, "reach_outbox_depth") {
		t.Fatalf("a failed read should show reach_readings_ok 0 and no outbox gauge")
	}
}

// The backup's age shows once the backup code tells where it comes from, and only when known.
func TestBackupAgeComesFromTheRegisteredFunc(t *testing.T) {
	m := New(Options{})
	defer SetBackupAgeFunc(nil)
	if _, body := scrape(t, m.Handler(""), ""); strings.Contains(body, "reach_backup_age_seconds ") {
		t.Fatal("a backup age before any is known")
	}
	known := false
	SetBackupAgeFunc(func() (time.Duration, bool) { return 90 * time.Minute, known })
	if _, body := scrape(t, m.Handler(""), ""); strings.Contains(body, "reach_backup_age_seconds ") {
		t.Fatal("a backup age while none is known")
	}
	known = true
	if _, body := scrape(t, m.Handler(""), ""); !strings.Contains(body, "reach_backup_age_seconds 5400\n") {
		t.Fatal("reach_backup_age_seconds 5400 missing")
	}
}

// AppOperations is generated from the apps' documents: it lists what they send now, and
// every operation the GraphQL types were generated for (codegen's XQuery, XMutation).
func TestAppOperationsAreCurrent(t *testing.T) {
	names, err := ScanAppOperations("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(names, AppOperations) {
		t.Fatalf("app_operations.go is stale: go generate ./backend/internal/metrics")
	}
	if len(names) < 50 {
		t.Fatalf("only %d operations found in the apps: the scan looks at the wrong folders", len(names))
	}
	// codegen names the types in pascal case (AllJPRegions: AllJpRegionsQuery).
	scanned := map[string]bool{}
	for _, n := range names {
		scanned[strings.ToLower(n)] = true
	}
	typeName := regexp.MustCompile(`(?m)^export type ([A-Za-z0-9_]+?)(Query|Mutation|Subscription) = `)
	for _, dir := range AppDocumentFolders {
		src, err := os.ReadFile("../../../" + dir + "/generated/graphql.ts")
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range typeName.FindAllStringSubmatch(string(src), -1) {
			if !scanned[strings.ToLower(m[1])] {
				t.Errorf("%s/generated/graphql.ts types operation %s, which the scan of the documents did not find", dir, m[1])
			}
		}
	}
}

func slogDiscard() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// A scrape waiting on a slow database holds up no request: counting one does not wait for it.
func TestASlowScrapeDoesNotHoldUpRequests(t *testing.T) {
	m := New(Options{Operations: []string{"AppConfig"}})
	release := make(chan struct{})
	m.Readings(func(ctx context.Context) (Readings, error) {
		select {
		case <-release:
		case <-ctx.Done():
		}
		return Readings{}, nil
	})
	scraped := make(chan struct{})
	go func() { scrape(t, m.Handler(""), ""); close(scraped) }()
	time.Sleep(50 * time.Millisecond) // the scrape is now waiting on the database
	start := time.Now()
	for i := 0; i < 10_000; i++ {
		m.ObserveHTTP("/graphql", "POST", 200, time.Millisecond)
		m.ObserveOperation("AppConfig", "query", time.Millisecond)
		m.GraphQLError("NOT_FOUND")
	}
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Fatalf("counting 10,000 requests took %v while a scrape waited", took)
	}
	select {
	case <-scraped:
		t.Fatal("the scrape did not wait for the database")
	default:
	}
	close(release)
	<-scraped
}

// BenchmarkCountRequest is what counting costs one GraphQL request (its route and operation).
func BenchmarkCountRequest(b *testing.B) {
	m := New(Options{Operations: AppOperations})
	b.ReportAllocs()
	for b.Loop() {
		m.ObserveHTTP("/graphql", "POST", 200, 3*time.Millisecond)
		m.ObserveOperation("AllPeopleGroupsForPublic", "query", 2*time.Millisecond)
	}
}
