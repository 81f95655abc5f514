package main

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/storage/s3test"
)

// testDB returns flags for a fresh database (a SQLite file in a temporary
// folder, or a new PostgreSQL database with REACH_TEST_DATABASE_URL) and the
// database itself for checks.
func testDB(t *testing.T) ([]string, *bundb.DB) {
	t.Helper()
	if bundbtest.Engine() == "postgres" {
		d := bundbtest.New(t)
		// The data folder still holds files and the mail drop: a temporary one, never the
		// source tree's var/.
		return []string{"--database-url", d.DSN, "--data-dir", t.TempDir()}, d
	}
	dir := t.TempDir()
	d, err := bundb.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return []string{"--data-dir", dir}, d
}

func noEnv(string) string { return "" }

func TestUsersCreate(t *testing.T) {
	dbArgs, d := testDB(t)
	create := func(extra ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		args := append([]string{"users", "create"}, extra...)
		code := run(context.Background(), append(args, dbArgs...), noEnv, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	base := []string{"--username", "maria", "--email", "maria@example.org", "--password", "Copper-Meadow-Falcon-38", "--name", "Maria Lopez", "--role", "staff"}
	code, out, errOut := create(base...)
	if code != 0 || !strings.Contains(out, "Created user maria") {
		t.Fatalf("create: exit %d, %q %q", code, out, errOut)
	}
	u, err := d.GetUserByUsername(context.Background(), "maria")
	if err != nil || !u.EmailVerified || u.DeletedAt != nil || len(u.Roles) != 1 || u.Roles[0].Role != "staff" {
		t.Fatalf("created user %+v %v: want active, verified staff", u, err)
	}
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"taken username", []string{"--username", "MARIA", "--email", "other@example.org", "--password", "Copper-Meadow-Falcon-38", "--name", "M", "--role", "partner"}, "That username is already taken"},
		{"taken email", []string{"--username", "other", "--email", "Maria@Example.org", "--password", "Copper-Meadow-Falcon-38", "--name", "M", "--role", "partner"}, "An account with that email already exists"},
		{"weak password", []string{"--username", "weak", "--email", "weak@example.org", "--password", "password1", "--name", "W", "--role", "partner"}, "Weak password"},
		{"unknown role", []string{"--username", "r", "--email", "r@example.org", "--password", "Copper-Meadow-Falcon-38", "--name", "R", "--role", "wizard"}, "Unknown role wizard"},
		{"no role", []string{"--username", "r", "--email", "r@example.org", "--password", "Copper-Meadow-Falcon-38", "--name", "R"}, "--role is required"},
		{"bad username", []string{"--username", "a b", "--email", "ab@example.org", "--password", "Copper-Meadow-Falcon-38", "--name", "R", "--role", "partner"}, "Please enter a valid username"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, errOut := create(c.args...)
			if code == 0 || !strings.Contains(errOut, c.want) {
				t.Fatalf("exit %d, stderr %q; want non-zero and %q", code, errOut, c.want)
			}
		})
	}

	// --password - takes the password from standard input, so it is in neither the process
	// list nor the shell's history; the account then signs in with it.
	fromStdin := func(input string, extra ...string) (int, string) {
		t.Cleanup(func() { stdin = os.Stdin })
		stdin = strings.NewReader(input)
		code, _, errOut := create(extra...)
		return code, errOut
	}
	admin := []string{"--username", "first-admin", "--email", "admin@example.org", "--password", "-", "--name", "First Admin", "--role", "admin"}
	if code, errOut := fromStdin("Lantern-Harbour-Quiet-71\r\nnot this line\n", admin...); code != 0 {
		t.Fatalf("create with the password on standard input: exit %d, %q", code, errOut)
	}
	cfg, err := config.FromEnv(noEnv)
	if err != nil {
		t.Fatal(err)
	}
	svc := newUserService(cfg, d)
	if _, err := svc.SignIn(context.Background(), "first-admin", "Lantern-Harbour-Quiet-71"); err != nil {
		t.Fatalf("the admin cannot sign in with the password given on standard input: %v", err)
	}
	for input, want := range map[string]string{
		"":                        "standard input, which gave none",
		"\n":                      "standard input, which gave none",
		strings.Repeat("x", 2000): "longer than 1,024 bytes",
	} {
		other := []string{"--username", "second", "--email", "second@example.org", "--password", "-", "--name", "S", "--role", "staff"}
		if code, errOut := fromStdin(input, other...); code == 0 || !strings.Contains(errOut, want) {
			t.Errorf("standard input of %d bytes: exit %d, stderr %q; want non-zero and %q", len(input), code, errOut, want)
		}
	}
	if _, err := d.GetUserByUsername(context.Background(), "second"); err == nil {
		t.Error("a refused password from standard input still created the user")
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestServeSeedsDemoAccountsAndShutsDown(t *testing.T) {
	dbArgs, d := testDB(t)
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut syncBuffer
	done := make(chan int)
	go func() {
		done <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0"}, dbArgs...), noEnv, &out, &errOut)
	}()
	var addr string
	re := regexp.MustCompile(`listening on (127\.0\.0\.1:\d+)`)
	// A generous bound, not a speed check: on a loaded machine the first start
	// imports 16,382 people groups before it listens (speed: docs/benchmarks.md).
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline) && addr == ""; {
		if m := re.FindStringSubmatch(out.String()); m != nil {
			addr = m[1]
		}
		time.Sleep(50 * time.Millisecond)
	}
	if addr == "" {
		cancel()
		t.Fatalf("serve did not start: %s %s", out.String(), errOut.String())
	}
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", resp, err)
	}
	resp.Body.Close()
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("serve exited %d: %s", code, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
	}

	m := regexp.MustCompile(`Password for all of them: (\S+)`).FindStringSubmatch(out.String())
	if m == nil || strings.Count(out.String(), m[1]) != 1 {
		t.Fatalf("the demo password must be printed exactly once: %s", out.String())
	}
	for _, name := range []string{"demo-admin", "demo-staff", "demo-coordinator", "demo-field-worker", "demo-trainer", "demo-partner"} {
		u, err := d.GetUserByUsername(context.Background(), name)
		if err != nil || len(u.Roles) != 1 {
			t.Fatalf("demo account %s: %v", name, err)
		}
	}
	// A second start creates no more accounts and prints no password.
	out2, _, _ := serveUntil(append([]string{"--addr", "127.0.0.1:0"}, dbArgs...), noEnv, func(out, _ string) bool { return strings.Contains(out, "listening") })
	if strings.Contains(out2, "Password") {
		t.Fatalf("second start printed a password: %s", out2)
	}
	if n, _ := d.CountUsers(context.Background()); n != 6 {
		t.Fatalf("%d users after two starts, want 6", n)
	}
}

// A server on an https address is a real site: an empty database gets the Joshua Project data
// but no demo accounts, and no password is printed to the output a service manager keeps.
func TestServeOnAnHTTPSAddressCreatesNoDemoAccounts(t *testing.T) {
	dbArgs, d := testDB(t)
	env := map[string]string{"REACH_PUBLIC_URL": "https://reach.example.org", "REACH_SANDBOX_PAYMENTS": "true"}
	out, errOut, code := serveUntil(append([]string{"--addr", "127.0.0.1:0"}, dbArgs...), func(k string) string { return env[k] },
		func(out, _ string) bool { return strings.Contains(out, "listening on") })
	if code != 0 || !strings.Contains(out, "listening on") {
		t.Fatalf("serve exited %d: %s %s", code, out, errOut)
	}
	if strings.Contains(out, "Password") || strings.Contains(out, "demo-admin") {
		t.Errorf("an https server printed demo accounts: %s", out)
	}
	if n, err := d.CountUsers(context.Background()); err != nil || n != 0 {
		t.Errorf("%d users on an https server's first start (%v), want none", n, err)
	}
	if !strings.Contains(errOut, "create the first admin with reach users create") {
		t.Errorf("the log does not say how to create the first admin: %s", errOut)
	}
	groups, err := d.Bun().NewSelect().TableExpr("people_groups").Count(context.Background())
	if err != nil || groups != 16382 {
		t.Errorf("%d people groups imported (%v), want 16382", groups, err)
	}
}

// A bucket whose CORS does not allow the public address takes Reach's own writes but refuses
// every upload a browser posts: the server says so in its log at start.
func TestServeWarnsWhenTheBucketRefusesBrowsers(t *testing.T) {
	dbArgs, _ := testDB(t)
	bucket := s3test.Start(t)
	env := map[string]string{"REACH_PUBLIC_URL": "http://localhost:18555", "REACH_S3_ENDPOINT": bucket.Endpoint, "REACH_S3_BUCKET": bucket.Bucket,
		"REACH_S3_REGION": bucket.Region, "REACH_S3_ACCESS_KEY_ID": bucket.AccessKey, "REACH_S3_SECRET_ACCESS_KEY": bucket.SecretKey, "REACH_S3_PATH_STYLE": "true"}
	const want = "does not let browsers on http://localhost:18555 upload"
	_, errOut, _ := serveUntil(append([]string{"--addr", "127.0.0.1:0", "--no-demo"}, dbArgs...), func(k string) string { return env[k] },
		func(_, errOut string) bool { return strings.Contains(errOut, want) })
	if !strings.Contains(errOut, "browsers cannot upload to the bucket") || !strings.Contains(errOut, want) {
		t.Fatalf("the log does not warn that browsers cannot upload: %s", errOut)
	}
	if strings.Contains(errOut, bucket.SecretKey) {
		t.Fatal("the warning holds the bucket's secret key")
	}
}

// serveUntil runs `reach serve` with args and getenv until ready says its output (stdout,
// stderr) shows what a test waits for, or two minutes have passed (a generous bound, not a
// speed check: a first start imports the data), then stops it; it returns both outputs and
// the exit code.
func serveUntil(args []string, getenv func(string) string, ready func(out, errOut string) bool) (string, string, int) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut syncBuffer
	done := make(chan int)
	go func() { done <- run(ctx, append([]string{"serve"}, args...), getenv, &out, &errOut) }()
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline) && !ready(out.String(), errOut.String()); {
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	code := <-done
	return out.String(), errOut.String(), code
}

// A data folder others can read (made by an older Reach, or by hand) is made
// private at start, with a warning naming each path it tightened.
func TestStartMakesALooseDataFolderPrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "var")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "reach.db")
	if err := os.WriteFile(db, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil { // whatever the umask
		t.Fatal(err)
	}
	if err := os.Chmod(db, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"migrate", "--data-dir", dir}, noEnv, &out, &errOut); code != 0 {
		t.Fatalf("migrate: exit %d: %s", code, errOut.String())
	}
	for path, want := range map[string]os.FileMode{dir: 0o700, db: 0o600, db + "-wal": 0o600, db + "-shm": 0o600} {
		if fi, err := os.Stat(path); err == nil && fi.Mode().Perm() != want {
			t.Errorf("%s is %v, want %v", path, fi.Mode().Perm(), want)
		}
	}
	for _, path := range []string{dir, db} {
		if !strings.Contains(errOut.String(), "level=WARN") || !strings.Contains(errOut.String(), path) {
			t.Errorf("no warning about %s: %s", path, errOut.String())
		}
	}
	// Once private, a start says nothing.
	errOut.Reset()
	if code := run(context.Background(), []string{"migrate", "--data-dir", dir}, noEnv, &out, &errOut); code != 0 || errOut.Len() != 0 {
		t.Fatalf("second migrate: exit %d, stderr %q", code, errOut.String())
	}
}
