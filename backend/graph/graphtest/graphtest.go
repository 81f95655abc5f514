// Package graphtest runs GraphQL scenarios against the real HTTP handler on a
// fresh database: in-memory SQLite by default, PostgreSQL when
// REACH_TEST_DATABASE_URL is set (see bundbtest).
//
//	env := graphtest.New(t)
//	u := env.CreateUser("staff")
//	token := env.SignIn(u.Username, u.Password)
//	res := env.Do(token, `query { myProfileForUser { username } }`, nil)
//	res.MustOK(t)
package graphtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/server"
	"github.com/reachmissions/reach/backend/internal/user"
)

// Env is one test's server: database, handler, mailbox and clock.
type Env struct {
	T      testing.TB
	DB     *bundb.DB
	Server *server.Server
	HTTP   *httptest.Server
	// URL is the server's base address (http://127.0.0.1:port).
	URL    string
	Config config.Config
	Mail   *Mailbox
	Clock  *Clock
	Users  *user.Service

	opts server.Options
	seq  *atomic.Int64
}

// Option changes how New builds the server.
type Option func(*server.Options)

// WithConfig edits the configuration (e.g. turn on a bot-check).
func WithConfig(f func(*config.Config)) Option { return func(o *server.Options) { f(&o.Config) } }

// WithApps serves fsys as the built apps.
func WithApps(fsys fs.FS) Option { return func(o *server.Options) { o.Apps = fsys } }

// WithBotCheckURL points the bot-check verification at a test server.
func WithBotCheckURL(u string) Option { return func(o *server.Options) { o.BotCheckURL = u } }

// WithGoogleIssuer points Google sign-in at a test OpenID provider.
func WithGoogleIssuer(u string) Option { return func(o *server.Options) { o.GoogleIssuer = u } }

// New starts a server for t on a fresh database; it stops when t ends.
func New(t testing.TB, opts ...Option) *Env {
	t.Helper()
	cfg, err := config.FromEnv(func(string) string { return "" })
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	cfg.Dev = false
	cfg.TrustedProxies = []string{"127.0.0.1", "::1"} // tests send X-Forwarded-For to act from several IPs
	cfg.DataDir = t.TempDir()                         // local files of the test
	env := &Env{T: t, DB: bundbtest.New(t), Mail: &Mailbox{}, Clock: &Clock{}, seq: new(atomic.Int64)}
	o := server.Options{
		Config: cfg, DB: env.DB, Mail: env.Mail, Now: env.Clock.Now,
		// A cheap hash keeps the tests fast; the real cost is benchmarked.
		Hasher: auth.NewHasher(8*1024, 1),
		Log:    slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn})),
	}
	for _, opt := range opts {
		opt(&o)
	}
	env.opts = o
	env.start()
	return env
}

func (e *Env) start() {
	srv, err := server.New(e.opts)
	if err != nil {
		e.T.Fatalf("server: %v", err)
	}
	e.Server, e.Users, e.Config = srv, srv.Users, e.opts.Config
	e.HTTP = httptest.NewServer(srv.Handler())
	e.URL = e.HTTP.URL
	e.T.Cleanup(func() {
		e.HTTP.CloseClientConnections()
		e.HTTP.Close()
		_ = srv.Close()
	})
}

// NewInstance starts a second server on the same database, mailbox and
// clock, as a second instance behind a load balancer would be, with opts
// applied to its options. On PostgreSQL it has connections and caches of its
// own, as another process would; on SQLite (one process) it shares the handle.
func (e *Env) NewInstance(opts ...Option) *Env {
	e.T.Helper()
	d := e.DB
	if d.DSN != "" {
		var err error
		if d, err = bundb.Open(d.DSN, ""); err != nil {
			e.T.Fatalf("open the database again: %v", err)
		}
		e.T.Cleanup(func() { d.Close() })
	}
	o := e.opts
	o.DB = d
	for _, opt := range opts {
		opt(&o)
	}
	other := &Env{T: e.T, DB: d, Mail: e.Mail, Clock: e.Clock, opts: o, seq: e.seq}
	other.start()
	return other
}

// For returns the same server reporting to t: a fuzz target, or a subtest,
// uses it to fail itself rather than the test that made the server.
func (e *Env) For(t testing.TB) *Env {
	c := *e
	c.T = t
	return &c
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// TestUser is a user made by CreateUser, with the password to sign in.
type TestUser struct {
	ID        string
	Username  string
	Email     string
	Name      string
	Password  string
	ContactID string
	Roles     []string
}

// DefaultPassword is the password CreateUser gives every user.
const DefaultPassword = "Plum-Harbor-Violet-93"

// CreateUser creates an active, email-verified user holding roles (none for
// a user without a role).
func (e *Env) CreateUser(roles ...string) *TestUser {
	e.T.Helper()
	n := e.seq.Add(1)
	base := "user"
	if len(roles) > 0 {
		base = roles[0]
	}
	in := user.NewUserInput{
		Username: fmt.Sprintf("%s-%d", base, n), Name: fmt.Sprintf("Test %s %d", base, n),
		Email: fmt.Sprintf("%s-%d@example.org", base, n), Password: DefaultPassword, Roles: roles,
	}
	return e.CreateUserWith(in)
}

// CreateUserWith creates an active, email-verified user from in.
func (e *Env) CreateUserWith(in user.NewUserInput) *TestUser {
	e.T.Helper()
	u, err := e.Users.CreateUser(context.Background(), in, true)
	if err != nil {
		e.T.Fatalf("create user %s: %v", in.Username, err)
	}
	return &TestUser{ID: u.ID, Username: u.Username, Email: u.Email, Name: u.Name, Password: in.Password, ContactID: u.ContactID, Roles: in.Roles}
}

// SignIn signs in through signIntoUser and returns the token; the test fails
// if sign-in fails.
func (e *Env) SignIn(username, password string) string {
	e.T.Helper()
	res := e.Do("", `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`,
		map[string]any{"u": username, "p": password})
	var d struct{ SignIntoUser struct{ Token string } }
	res.MustDecode(&d)
	if d.SignIntoUser.Token == "" {
		e.T.Fatalf("sign in %s: no token", username)
	}
	return d.SignIntoUser.Token
}

// SignInAs creates a user holding roles and signs them in.
func (e *Env) SignInAs(roles ...string) (string, *TestUser) {
	e.T.Helper()
	u := e.CreateUser(roles...)
	return e.SignIn(u.Username, u.Password), u
}

// Request is one GraphQL request with optional headers.
type Request struct {
	Token     string
	ContactID string
	// IP is sent as X-Forwarded-For (the test server trusts loopback proxies).
	IP        string
	Query     string
	Variables map[string]any
	Header    map[string]string
}

// Do posts query with variables, signed in with token (empty for nobody).
func (e *Env) Do(token, query string, vars map[string]any) *Response {
	e.T.Helper()
	return e.DoRequest(Request{Token: token, Query: query, Variables: vars})
}

// DoRequest posts r to /graphql.
func (e *Env) DoRequest(r Request) *Response {
	e.T.Helper()
	body, err := json.Marshal(map[string]any{"query": r.Query, "variables": r.Variables})
	if err != nil {
		e.T.Fatalf("encode request: %v", err)
	}
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if r.Token != "" {
		req.Header.Set("Authorization", "Bearer "+r.Token)
	}
	if r.ContactID != "" {
		req.Header.Set("Contact", r.ContactID)
	}
	if r.IP != "" {
		req.Header.Set("X-Forwarded-For", r.IP)
	}
	for k, v := range r.Header {
		req.Header.Set(k, v)
	}
	return e.send(req)
}

// PostRaw posts body to /graphql as JSON (for malformed or oversized bodies).
func (e *Env) PostRaw(body io.Reader) *Response {
	e.T.Helper()
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/graphql", body)
	req.Header.Set("Content-Type", "application/json")
	return e.send(req)
}

func (e *Env) send(req *http.Request) *Response {
	e.T.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.T.Fatalf("POST /graphql: %v", err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	// What the request left for after its answer (a mailed link) is done before the test reads
	// the mailbox.
	e.Users.Wait()
	out := &Response{T: e.T, Status: resp.StatusCode, Header: resp.Header, Raw: raw}
	var parsed struct {
		Data   json.RawMessage `json:"data"`
		Errors []Error         `json:"errors"`
	}
	if err := json.Unmarshal(raw, &parsed); err == nil {
		out.Data, out.Errors = parsed.Data, parsed.Errors
	}
	return out
}

// Get fetches path from the server (for static files, headers, /healthz).
func (e *Env) Get(path string) *http.Response {
	e.T.Helper()
	resp, err := http.Get(e.URL + path)
	if err != nil {
		e.T.Fatalf("GET %s: %v", path, err)
	}
	e.T.Cleanup(func() { resp.Body.Close() })
	return resp
}

// Error is one GraphQL error.
type Error struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

// Code is extensions.code.
func (e Error) Code() string { s, _ := e.Extensions["code"].(string); return s }

// Response is a GraphQL answer.
type Response struct {
	T      testing.TB
	Status int
	Header http.Header
	Raw    []byte
	Data   json.RawMessage
	Errors []Error
}

// Code is the first error's extensions.code, or "" without errors.
func (r *Response) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Code()
}

// Message is the first error's message, or "".
func (r *Response) Message() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Message
}

// MustOK fails the test when the answer has errors.
func (r *Response) MustOK() *Response {
	r.T.Helper()
	if len(r.Errors) > 0 || r.Status != http.StatusOK {
		r.T.Fatalf("unexpected GraphQL errors (HTTP %d): %s", r.Status, r.Raw)
	}
	return r
}

// MustDecode checks there are no errors and decodes data into v.
func (r *Response) MustDecode(v any) {
	r.T.Helper()
	r.MustOK()
	if err := json.Unmarshal(r.Data, v); err != nil {
		r.T.Fatalf("decode data: %v: %s", err, r.Data)
	}
}

// MustFail fails the test unless the first error has code, and its message
// contains msg (when msg is not empty).
func (r *Response) MustFail(code, msg string) {
	r.T.Helper()
	if len(r.Errors) == 0 {
		r.T.Fatalf("want error %s %q, got data %s", code, msg, r.Data)
	}
	if r.Code() != code || (msg != "" && !strings.Contains(r.Message(), msg)) {
		r.T.Fatalf("want error %s %q, got %s %q (%s)", code, msg, r.Code(), r.Message(), r.Raw)
	}
}

// Mailbox is a mail.Sender that keeps every message for the test to read.
type Mailbox struct {
	mu   sync.Mutex
	msgs []mail.Message
}

// Send implements mail.Sender.
func (m *Mailbox) Send(_ context.Context, msg mail.Message) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.msgs = append(m.msgs, msg)
	return nil
}

// All returns every message sent so far.
func (m *Mailbox) All() []mail.Message {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]mail.Message(nil), m.msgs...)
}

// To returns the messages sent to addr.
func (m *Mailbox) To(addr string) []mail.Message {
	var out []mail.Message
	for _, msg := range m.All() {
		if strings.EqualFold(msg.To, addr) {
			out = append(out, msg)
		}
	}
	return out
}

// LastLink returns the first address starting with prefix in the last message
// sent to addr; the test fails when there is none.
func (m *Mailbox) LastLink(t testing.TB, addr, prefix string) string {
	t.Helper()
	msgs := m.To(addr)
	if len(msgs) == 0 {
		t.Fatalf("no mail to %s", addr)
	}
	text := msgs[len(msgs)-1].Text
	i := strings.Index(text, prefix)
	if i < 0 {
		t.Fatalf("mail to %s has no link starting %s:\n%s", addr, prefix, text)
	}
	return strings.Fields(text[i:])[0]
}

// Clock is the server's clock; tests move it forward to expire links.
type Clock struct {
	mu     sync.Mutex
	offset time.Duration
}

// Now is the real time plus every Advance so far.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}
