package config

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// The README's configuration table is the one people read: it must list every variable.
func TestREADMEListsEveryVariable(t *testing.T) {
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), Table()) {
		t.Fatalf("README.md's configuration table is out of date; paste config.Table():\n%s", Table())
	}
}

func TestDefaultsAndBadValues(t *testing.T) {
	c, err := FromEnv(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:8080" || c.DataDir != "./var" || c.DatabaseURL != "" || c.SMTPURL != "" {
		t.Fatalf("embedded defaults changed: %+v", c)
	}
	env := map[string]string{"REACH_BOTCHECK_PROVIDER": "captchaco"}
	if _, err := FromEnv(func(k string) string { return env[k] }); err == nil || !strings.Contains(err.Error(), "REACH_BOTCHECK_PROVIDER") {
		t.Fatalf("an unknown bot-check provider must be refused, got %v", err)
	}
}

// The profiler shows the process's memory (sessions, secrets in flight): only this machine
// reaches it, unless a developer says otherwise.
func TestProfilerOnlyOnLoopback(t *testing.T) {
	for _, tc := range []struct {
		addr, dev string
		ok        bool
	}{
		{"127.0.0.1:6060", "", true},
		{"localhost:6060", "", true},
		{"[::1]:6060", "", true},
		{"0.0.0.0:6060", "", false},
		{":6060", "", false},
		{"192.0.2.10:6060", "", false},
		{"not an address", "", false},
		{"0.0.0.0:6060", "true", true},
	} {
		env := map[string]string{"REACH_PPROF_ADDR": tc.addr, "REACH_DEV": tc.dev}
		c, err := FromEnv(func(k string) string { return env[k] })
		if (err == nil) != tc.ok {
			t.Errorf("REACH_PPROF_ADDR=%q REACH_DEV=%q: err %v, want ok %v", tc.addr, tc.dev, err, tc.ok)
		}
		if err == nil && c.PprofAddr != tc.addr {
			t.Errorf("PprofAddr = %q, want %q", c.PprofAddr, tc.addr)
		}
	}
}

// A public https site without Stripe would take gifts through the sandbox checkout, recording
// them as paid while no money moves: it refuses to start unless told so on purpose.
func TestNoSilentSandboxPaymentsOnAPublicSite(t *testing.T) {
	for _, tc := range []struct {
		url, key, sandbox, dev string
		ok                     bool
	}{
		{"http://localhost:8080", "", "", "", true},
		{"https://give.example.org", "", "", "", false},
		{"HTTPS://give.example.org", "", "", "", false},
		{"https://give.example.org", "sk_live_x", "", "", true},
		{"https://give.example.org", "", "true", "", true},
		{"https://give.example.org", "", "1", "", true},
		{"https://give.example.org", "", "", "true", true},
		{"https://give.example.org", "", "maybe", "", false},
	} {
		env := map[string]string{"REACH_PUBLIC_URL": tc.url, "REACH_STRIPE_SECRET_KEY": tc.key, "REACH_SANDBOX_PAYMENTS": tc.sandbox, "REACH_DEV": tc.dev}
		_, err := FromEnv(func(k string) string { return env[k] })
		if (err == nil) != tc.ok {
			t.Errorf("%+v: err %v, want ok %v", tc, err, tc.ok)
		}
		if err != nil && tc.sandbox == "" && !strings.Contains(err.Error(), "REACH_SANDBOX_PAYMENTS") {
			t.Errorf("%+v: the refusal does not say how to allow it: %v", tc, err)
		}
	}
}

// docker-compose.yml is how operators run Reach: it passes every setting of the table, so none
// is silently left at its default (a production compose without the Stripe keys would take
// sandbox gifts).
func TestComposePassesEverySetting(t *testing.T) {
	compose := composeFile(t)
	for _, v := range Vars {
		if !strings.Contains(compose, "      "+v.Name+": ") {
			t.Errorf("docker-compose.yml does not pass %s to reach", v.Name)
		}
	}
}

// The compose file is a production-like Reach: its replicas never create the demo accounts,
// whose one password `reach serve` prints to its output, where `docker compose logs` keeps it
// for anyone who reads the logs, nor the demo household, agreements and projects.
func TestComposeCreatesNoDemoData(t *testing.T) {
	compose := composeFile(t)
	services := map[string][]string{}
	name, inServices := "", false
	for _, line := range strings.Split(compose, "\n") {
		switch {
		case line == "services:":
			inServices = true
		case inServices && line != "" && !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "#"):
			inServices = false
		case inServices && strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "   ") && strings.HasSuffix(line, ":"):
			name = strings.TrimSuffix(strings.TrimSpace(line), ":")
			services[name] = nil
		case inServices && name != "":
			services[name] = append(services[name], strings.TrimSpace(line))
		}
	}
	replicas := 0
	for name, lines := range services {
		if !slices.Contains(lines, "build: .") {
			continue
		}
		replicas++
		if !slices.Contains(lines, `command: ["--no-demo"]`) {
			t.Errorf("docker-compose.yml's %s runs reach serve without --no-demo", name)
		}
	}
	if replicas != 2 {
		t.Errorf("found %d services built from Reach's Dockerfile, want 2 (reach and reach-2): %v", replicas, services)
	}
}

// Browsers post uploads straight to the bucket, so the scale profile's versitygw must answer
// their CORS preflight for Reach's public address (without it every upload from the apps
// failed: docs/scale-out.md).
func TestComposeBucketAllowsBrowserUploads(t *testing.T) {
	if !strings.Contains(composeFile(t), `"--cors-allow-origin", "${REACH_PUBLIC_URL:-http://localhost:8080}"`) {
		t.Error("docker-compose.yml's versitygw does not allow browser uploads from REACH_PUBLIC_URL (--cors-allow-origin)")
	}
}

// composeFile is docker-compose.yml, how operators run Reach.
func composeFile(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The metrics are off unless asked for; another address than loopback serves them only to a
// scrape that sends the token, so a server never shows them to whoever reaches it by mistake.
func TestMetricsAddressNeedsATokenBeyondLoopback(t *testing.T) {
	const token = "0123456789abcdef0123"
	for _, tc := range []struct {
		addr, token string
		ok          bool
		refusal     string
	}{
		{"", "", true, ""},
		{"127.0.0.1:9090", "", true, ""},
		{"localhost:9090", "", true, ""},
		{"[::1]:9090", "", true, ""},
		{"0.0.0.0:9090", "", false, "REACH_METRICS_TOKEN"},
		{":9090", "", false, "REACH_METRICS_TOKEN"},
		{"192.0.2.10:9090", "", false, "REACH_METRICS_TOKEN"},
		{"0.0.0.0:9090", token, true, ""},
		{"0.0.0.0:9090", "short", false, "at least 16"},
	} {
		env := map[string]string{"REACH_METRICS_ADDR": tc.addr, "REACH_METRICS_TOKEN": tc.token}
		c, err := FromEnv(func(k string) string { return env[k] })
		if (err == nil) != tc.ok {
			t.Errorf("REACH_METRICS_ADDR=%q token %q: err %v, want ok %v", tc.addr, tc.token, err, tc.ok)
			continue
		}
		if err != nil && !strings.Contains(err.Error(), tc.refusal) {
			t.Errorf("REACH_METRICS_ADDR=%q: refusal %q does not say %q", tc.addr, err, tc.refusal)
		}
		if err == nil && (c.MetricsAddr != tc.addr || c.MetricsToken != tc.token) {
			t.Errorf("MetricsAddr, MetricsToken = %q, %q; want %q, %q", c.MetricsAddr, c.MetricsToken, tc.addr, tc.token)
		}
	}
}
