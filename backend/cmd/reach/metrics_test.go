package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// An address others can reach serves the metrics only with a token: without one, serve does
// not start, and says what to set.
func TestServeRefusesPublicMetricsWithoutAToken(t *testing.T) {
	dbArgs, _ := testDB(t)
	env := map[string]string{"REACH_METRICS_ADDR": "0.0.0.0:19291"}
	var out, errOut syncBuffer
	code := run(context.Background(), append([]string{"serve", "--addr", "127.0.0.1:0", "--no-demo"}, dbArgs...), func(k string) string { return env[k] }, &out, &errOut)
	if code == 0 || !strings.Contains(errOut.String(), "REACH_METRICS_TOKEN") {
		t.Fatalf("serve exited %d: %s", code, errOut.String())
	}
	if strings.Contains(out.String(), "listening on") {
		t.Fatal("serve listened though its metrics address was refused")
	}
}

// REACH_METRICS_ADDR serves the metrics on a listener of its own, to a scrape with the token;
// the public address does not serve them.
func TestServeServesMetricsOnTheirOwnAddress(t *testing.T) {
	dbArgs, d := testDB(t)
	// a scheduled backup finished an hour ago: the scrape tells its age
	ctx0 := context.Background()
	id, ok, err := d.ClaimBackup(ctx0, time.Now().Add(-time.Hour), 24*time.Hour, time.Hour)
	if err != nil || !ok {
		t.Fatalf("claim a backup: %v %v", ok, err)
	}
	if err := d.FinishBackup(ctx0, id, time.Now().Add(-time.Hour), "/backups/reach-backup-x", "", time.Time{}); err != nil {
		t.Fatal(err)
	}
	const token = "metrics-token-0123456789"
	env := map[string]string{"REACH_METRICS_ADDR": "127.0.0.1:0", "REACH_METRICS_TOKEN": token}
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut syncBuffer
	done := make(chan int)
	go func() {
		done <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0", "--no-demo"}, dbArgs...), func(k string) string { return env[k] }, &out, &errOut)
	}()
	defer func() {
		cancel()
		<-done
	}()
	public := regexp.MustCompile(`listening on (127\.0\.0\.1:\d+)`)
	metricsAt := regexp.MustCompile(`msg="metrics listening" addr=(127\.0\.0\.1:\d+)`)
	var addr, maddr string
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline) && (addr == "" || maddr == ""); {
		if m := public.FindStringSubmatch(out.String()); m != nil {
			addr = m[1]
		}
		if m := metricsAt.FindStringSubmatch(errOut.String()); m != nil {
			maddr = m[1]
		}
		time.Sleep(50 * time.Millisecond)
	}
	if addr == "" || maddr == "" {
		t.Fatalf("serve did not start: %s %s", out.String(), errOut.String())
	}
	get := func(url, auth string) (int, string) {
		req, _ := http.NewRequest("GET", url, nil)
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, _ := get("http://"+addr+"/readyz", ""); code != 200 {
		t.Fatalf("/readyz %d, want 200", code)
	}
	if code, _ := get("http://"+maddr+"/metrics", ""); code != http.StatusUnauthorized {
		t.Fatalf("a scrape without the token: %d, want 401", code)
	}
	code, body := get("http://"+maddr+"/metrics", "Bearer "+token)
	if code != 200 || !strings.Contains(body, `reach_http_requests_total{code="200",method="GET",route="/readyz"} 1`) {
		t.Fatalf("a scrape with the token: %d, want 200 counting the /readyz asked:\n%.2000s", code, body)
	}
	age := regexp.MustCompile(`(?m)^reach_backup_age_seconds (\d+)`).FindStringSubmatch(body)
	if age == nil {
		t.Fatal("the scrape tells no backup age")
	}
	if secs, _ := strconv.Atoi(age[1]); secs < 3500 || secs > 3700 {
		t.Fatalf("the scrape tells no backup age of about an hour: %v", age)
	}
	if _, body := get("http://"+addr+"/metrics", "Bearer "+token); strings.Contains(body, "reach_http_requests_total") {
		t.Fatal("the public address serves the metrics")
	}
}

// A metrics address already taken stops serve with a message naming the setting, rather than
// a server running without the metrics its operator counts on.
func TestServeStopsWhenTheMetricsAddressIsTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	dbArgs, _ := testDB(t)
	env := map[string]string{"REACH_METRICS_ADDR": taken.Addr().String()}
	var out, errOut syncBuffer
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	code := run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0", "--no-demo"}, dbArgs...), func(k string) string { return env[k] }, &out, &errOut)
	if code == 0 || !strings.Contains(errOut.String(), "REACH_METRICS_ADDR") || !strings.Contains(errOut.String(), "in use") {
		t.Fatalf("serve exited %d: %s", code, errOut.String())
	}
}
