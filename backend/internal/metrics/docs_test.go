package metrics

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"
)

type noConnector struct{}

func (noConnector) Connect(context.Context) (driver.Conn, error) {
	return nil, errors.New("no database")
}
func (noConnector) Driver() driver.Driver { return nil }

// exported answers the names of every series Reach exports, each metric observed once.
func exported(t *testing.T) map[string]bool {
	t.Helper()
	m := New(Options{Operations: []string{"AppConfig"}, Codes: []string{"INTERNAL"}})
	m.ObserveHTTP("/graphql", "POST", 429, time.Millisecond)
	m.ObserveOperation("AppConfig", "query", time.Millisecond)
	m.GraphQLError("RATE_LIMITED")
	m.CacheCounts(CachePublic, func() (uint64, uint64) { return 1, 1 })
	m.Readings(func(context.Context) (Readings, error) { return Readings{}, nil })
	m.ReadyFunc(func() bool { return true })
	m.DBPool("main", sql.OpenDB(noConnector{}))
	SetBackupAgeFunc(func() (time.Duration, bool) { return time.Hour, true })
	defer SetBackupAgeFunc(nil)
	_, body := scrape(t, m.Handler(""), "")
	names := map[string]bool{}
	for _, f := range regexp.MustCompile(`(?m)^# TYPE (\S+) (\S+)$`).FindAllStringSubmatch(body, -1) {
		names[f[1]] = true
		if f[2] == "histogram" {
			names[f[1]+"_bucket"], names[f[1]+"_sum"], names[f[1]+"_count"] = true, true, true
		}
	}
	return names
}

// docs/operations.md is what operators build their dashboards and alerts from: its dashboard
// is valid JSON, and every metric it, its alerts and its table name is one Reach exports.
func TestOperationsDocNamesRealMetrics(t *testing.T) {
	b, err := os.ReadFile("../../../docs/operations.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	start := strings.Index(doc, "## Metrics and readiness")
	if start < 0 {
		t.Fatal(`docs/operations.md has no "Metrics and readiness" section`)
	}
	section := doc[start:]
	if end := strings.Index(section[3:], "\n## "); end >= 0 {
		section = section[:end+3]
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)\n```").FindAllStringSubmatch(section, -1)
	if len(blocks) != 1 {
		t.Fatalf("%d JSON blocks, want the dashboard", len(blocks))
	}
	var dash struct {
		Panels []struct {
			Title   string
			Targets []struct{ Expr string }
		}
	}
	if err := json.Unmarshal([]byte(blocks[0][1]), &dash); err != nil {
		t.Fatalf("the dashboard is not valid JSON: %v", err)
	}
	if len(dash.Panels) < 8 {
		t.Fatalf("the dashboard has %d panels", len(dash.Panels))
	}
	names := exported(t)
	used := regexp.MustCompile(`\b(?:reach|go_sql)_[a-z_]+[a-z]\b`).FindAllString(section, -1)
	if len(used) < 20 {
		t.Fatalf("only %d metric names in the section", len(used))
	}
	for _, n := range used {
		if !names[n] {
			t.Errorf("docs/operations.md names %s, which Reach does not export", n)
		}
	}
	for n := range names {
		if strings.HasPrefix(n, "reach_") && !strings.HasSuffix(n, "_bucket") && !strings.HasSuffix(n, "_sum") && !strings.HasSuffix(n, "_count") &&
			!strings.Contains(section, "`"+n+"`") {
			t.Errorf("%s is not in docs/operations.md's table", n)
		}
	}
}
