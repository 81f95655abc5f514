// Package stripemock starts stripe-mock (Stripe's own mock of its API, which
// refuses any parameter its OpenAPI spec does not know) for tests, and
// records the requests a Stripe client sends through it.
package stripemock

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Version is the stripe-mock the go.mod's tool line pins; the binary is
// cached under os.TempDir by this version.
const Version = "v0.197.0"

// Start builds (once per version) and starts stripe-mock on free ports and
// answers its HTTP address. It stops when t ends.
func Start(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(os.TempDir(), "reach-stripe-mock-"+Version)
	if _, err := os.Stat(bin); err != nil {
		tmp := fmt.Sprintf("%s.%d", bin, os.Getpid())
		cmd := exec.Command("go", "build", "-o", tmp, "github.com/stripe/stripe-mock")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("build stripe-mock: %v\n%s", err, out)
		}
		if err := os.Rename(tmp, bin); err != nil {
			t.Fatal(err)
		}
	}
	httpPort, httpsPort := freePort(t), freePort(t)
	var logs bytes.Buffer
	cmd := exec.Command(bin, "-http-port", strconv.Itoa(httpPort), "-https-port", strconv.Itoa(httpsPort))
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatalf("start stripe-mock: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr := fmt.Sprintf("127.0.0.1:%d", httpPort)
	for i := 0; ; i++ {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			c.Close()
			break
		}
		if i == 300 {
			t.Fatalf("stripe-mock did not start listening:\n%s", logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	return "http://" + addr
}

func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Request is one request the Stripe client sent: its form holds the body's
// parameters and the query's.
type Request struct {
	Method, Path string
	Form         url.Values
	Status       int
}

// Recorder sits between the client and stripe-mock and keeps every request.
type Recorder struct {
	mu   sync.Mutex
	reqs []Request
}

// Last answers the latest request; the test fails when there is none.
func (r *Recorder) Last(t testing.TB) Request {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.reqs) == 0 {
		t.Fatal("no request reached Stripe")
	}
	return r.reqs[len(r.reqs)-1]
}

// All answers every request so far, oldest first.
func (r *Recorder) All() []Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Request(nil), r.reqs...)
}

// Since answers the requests after the first n (n from a len(All()) taken before).
func (r *Recorder) Since(n int) []Request {
	all := r.All()
	if n > len(all) {
		return nil
	}
	return all[n:]
}

// Proxy answers the address of a server that passes every request to
// target (stripe-mock) and records it.
func Proxy(t testing.TB, target string) (string, *Recorder) {
	t.Helper()
	u, _ := url.Parse(target)
	rp := httputil.NewSingleHostReverseProxy(u)
	rec := &Recorder{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		form, _ := url.ParseQuery(string(body))
		for k, v := range req.URL.Query() {
			form[k] = append(form[k], v...)
		}
		req.Body = io.NopCloser(bytes.NewReader(body))
		sw := &statusWriter{ResponseWriter: w, status: 200}
		rp.ServeHTTP(sw, req)
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, Request{req.Method, req.URL.Path, form, sw.status})
		rec.mu.Unlock()
	}))
	t.Cleanup(srv.Close)
	return srv.URL, rec
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(s int) { w.status = s; w.ResponseWriter.WriteHeader(s) }

// WantForm fails t for each parameter of want that got holds otherwise
// (an empty value: the parameter is absent).
func WantForm(t testing.TB, got url.Values, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, got.Get(k), v)
		}
	}
}
