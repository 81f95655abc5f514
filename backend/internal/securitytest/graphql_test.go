package securitytest

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/server"
)

// gqlShape is one hostile GraphQL document a signed-out stranger may send,
// with the refusal it must meet ("" when it is answered).
type gqlShape struct {
	name, query, refusal string
	vars                 map[string]any
}

// gqlFill repeats unit until the document is about n bytes.
func gqlFill(prefix, unit, suffix string, n int) string {
	var b strings.Builder
	b.WriteString(prefix)
	for i := 0; b.Len() < n; i++ {
		b.WriteString(strings.ReplaceAll(unit, "#", fmt.Sprint(i)))
	}
	b.WriteString(suffix)
	return b.String()
}

// gqlFanOut is a chain of fragments, each spreading the one before twice:
// written small, expanded 2^depth times.
func gqlFanOut(depth int) string {
	var b strings.Builder
	b.WriteString("query { ...F" + fmt.Sprint(depth) + " }\nfragment F0 on Query { __typename }\n")
	for i := 1; i <= depth; i++ {
		fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	return b.String()
}

// gqlAliases is a query of n aliased fields.
func gqlAliases(n int) string {
	var b strings.Builder
	b.WriteString("{ ")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "a%d: __typename ", i)
	}
	return b.String() + "}"
}

// gqlIDs is n short ids.
func gqlIDs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprint(i)
	}
	return out
}

// gqlShapes are the worst documents of each kind: at the request limit (1 MiB
// body), at the document limits, and just past them.
func gqlShapes() []gqlShape {
	const body = 1<<20 - 200 // a JSON body just under the request limit
	return []gqlShape{
		{"repeated field, request limit", gqlFill("{ ", "__typename ", "}", body), "The query is too long", nil},
		{"repeated field, 64 KiB", gqlFill("{ ", "__typename ", "}", server.MaxQueryBytes-100), "too many fields", nil},
		{"repeated field, at the limit", "{ " + strings.Repeat("__typename ", 63) + "}", "", nil},
		{"repeated field past the limit", "{ " + strings.Repeat("__typename ", 64) + "}", "__typename too often", nil},
		{"repeated root field with subfields, at the limit", "{ " + strings.Repeat("allJPRegions { _id name }\n", 30) + "}", "", nil},
		{"repeated nested fields past the limit", "{ " + strings.Repeat("allJPRegions { "+strings.Repeat("_id ", 30)+"}\n", 30) + "}", "allJPRegions._id too often", nil},
		{"repeated nested fields at the limit", "{ " + strings.Repeat("allJPRegions { "+strings.Repeat("_id ", 9)+"}\n", 7) + "}", "", nil},
		{"repeated aliases, request limit", gqlFill("{ ", "a#: allJPRegions { _id } ", "}", body), "The query is too long", nil},
		{"repeated aliases, 64 KiB", gqlFill("{ ", "a#: allJPRegions { _id } ", "}", server.MaxQueryBytes-100), "too many", nil},
		{"aliases at the limit", gqlAliases(server.MaxQueryAliases), "", nil},
		{"aliases past the limit", gqlAliases(server.MaxQueryAliases + 1), "too many aliases", nil},
		{"deep nesting, 64 KiB", strings.Repeat("{ a ", 6000) + strings.Repeat("}", 6000), "exceeded token limit", nil},
		{"deep nesting past the limit", "{ " + strings.Repeat("allJPRegions { ", server.MaxQueryDepth) + "_id" + strings.Repeat(" }", server.MaxQueryDepth) + " }", "nested too deeply", nil},
		{"fragment fan-out", gqlFanOut(40), "too many fields", nil},
		{"fragment cycle", "query { ...A }\nfragment A on Query { ...B }\nfragment B on Query { ...A }", "spreads itself", nil},
		{"many fragments", gqlFill("query { __typename }\n", "fragment F# on Query { __typename }\n", "", 20000), "too many fragments", nil},
		{"huge variable list", gqlFill("query(", "$v#: Int ", ") { __typename }", server.MaxQueryBytes-100), "exceeded token limit", nil},
		{"variables past the limit", gqlFill("query(", "$v#: Int ", ") { __typename }", 15*(server.MaxQueryVariables+1)), "too many variables", nil},
		{"many operations", gqlFill("", "query q# { __typename }\n", "", server.MaxQueryBytes-100), "too many operations", nil},
		{"many directives on a field", gqlFill("{ __typename ", "@skip(if: false) ", "}", 20000), "Too many directives", nil},
		{"long string literal", `{ peopleGroup(_id: "` + strings.Repeat("x", server.MaxQueryBytes-100) + `") { _id } }`, "", nil},
		{"long list literal", gqlFill(`{ allOutboxMails(filter: {ids: [`, `"#", `, `]}) { id } }`, server.MaxQueryBytes-100), "", nil},
		{"huge variable value, request limit", `query($f: OutboxMailFilter) { allOutboxMails(filter: $f) { id } }`, "too many values", map[string]any{"f": map[string]any{"ids": gqlIDs(body / 10)}}},
		{"variable values at the limit", `query($f: OutboxMailFilter) { allOutboxMails(filter: $f) { id } }`, "", map[string]any{"f": map[string]any{"ids": gqlIDs(server.MaxVariableValues - 2)}}},
		{"wide introspection, signed out", gqlIntrospection, "Schema introspection is only for staff", nil},
	}
}

// Validation was quadratic: 10,000 repeated __typename took 10 s of CPU,
// signed out. Each hostile shape is now refused with a clear GraphQL error
// (or answered), before validation walks it.
func TestHostileDocumentsAreRefusedClearly(t *testing.T) {
	env := graphtest.New(t)
	for _, s := range gqlShapes() {
		t.Run(s.name, func(t *testing.T) {
			res := env.Do("", s.query, s.vars)
			if res.Status >= 500 {
				t.Fatalf("HTTP %d", res.Status)
			}
			if s.refusal == "" {
				if strings.Contains(string(res.Raw), "too ") || strings.Contains(string(res.Raw), "exceeded") {
					t.Fatalf("a document within the limits was refused: %.300s", res.Raw)
				}
				return
			}
			if len(res.Errors) != 1 || !strings.Contains(res.Errors[0].Message, s.refusal) {
				t.Fatalf("want one error saying %q, got %.300s", s.refusal, res.Raw)
			}
			if c := res.Code(); c != "GRAPHQL_VALIDATION_FAILED" && c != "GRAPHQL_PARSE_FAILED" && c != "UNAUTHENTICATED" {
				t.Fatalf("code %q: %.300s", c, res.Raw)
			}
		})
	}
}

// The operations the apps send still pass: the largest is the standard
// introspection query (staff tools), 13 levels deep.
func TestIntrospectionQueryPassesTheLimits(t *testing.T) {
	env := graphtest.New(t)
	admin, _ := env.SignInAs("admin")
	res := env.Do(admin, gqlIntrospection, nil)
	res.MustOK()
}

// Validation errors do not suggest names from the schema outside development:
// a stranger's typo is not answered with "Did you mean allUsers".
func TestValidationErrorsSuggestNothing(t *testing.T) {
	for _, dev := range []bool{false, true} {
		env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.Dev = dev }))
		raw := string(env.Do("", `{ allUser { id } }`, nil).Raw)
		if strings.Contains(raw, "Did you mean") != dev || strings.Contains(raw, "allUsers") != dev {
			t.Errorf("REACH_DEV=%v: %s", dev, raw)
		}
	}
}

// BenchmarkHostileDocuments times each hostile shape through the whole HTTP
// path, signed out, the client's encoding included, each document new to the
// query cache; every one must stay far below 50 ms.
func BenchmarkHostileDocuments(b *testing.B) {
	env := graphtest.New(b)
	for _, s := range gqlShapes() {
		b.Run(strings.ReplaceAll(s.name, " ", "_"), func(b *testing.B) {
			b.SetBytes(int64(len(s.query)))
			i := 0
			for b.Loop() {
				// A comment of its own makes each document new to the server's
				// query cache: this is the cost of parsing and validating it.
				i++
				if res := env.Do("", fmt.Sprintf("#%d\n%s", i, s.query), s.vars); res.Status >= 500 {
					b.Fatalf("HTTP %d", res.Status)
				}
			}
		})
	}
}

const gqlIntrospection = `query IntrospectionQuery {
  __schema {
    queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType }
    directives { name description locations args { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type {
  kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }
}`

// gqlWS is a raw graphql-transport-ws client for attacks: it speaks the
// protocol as far as told to, and exposes the connection. A goroutine reads
// every message into msgs, and the error that ends the connection into errc.
type gqlWS struct {
	t    *testing.T
	conn *websocket.Conn
	msgs chan map[string]any
	errc chan error
}

// gqlDial opens a websocket to env's /graphql from the client address ip
// (through the trusted loopback proxy); resp is the handshake's answer.
func gqlDial(t *testing.T, env *graphtest.Env, ip string) (*gqlWS, *http.Response, error) {
	t.Helper()
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
	h := http.Header{}
	if ip != "" {
		h.Set("X-Forwarded-For", ip)
	}
	conn, resp, err := d.Dial("ws"+strings.TrimPrefix(env.URL, "http")+"/graphql", h)
	if err != nil {
		return nil, resp, err
	}
	t.Cleanup(func() { conn.Close() })
	c := &gqlWS{t: t, conn: conn, msgs: make(chan map[string]any, 256), errc: make(chan error, 1)}
	go func() {
		for {
			var m map[string]any
			if err := conn.ReadJSON(&m); err != nil {
				c.errc <- err
				return
			}
			if m["type"] != "ping" && m["type"] != "pong" && m["type"] != "ka" {
				c.msgs <- m
			}
		}
	}()
	return c, resp, nil
}

func (c *gqlWS) send(v any) {
	c.t.Helper()
	if err := c.conn.WriteJSON(v); err != nil {
		c.t.Fatalf("websocket write: %v", err)
	}
}

// init sends connection_init with token and waits for connection_ack.
func (c *gqlWS) init(token string) {
	c.t.Helper()
	c.send(map[string]any{"type": "connection_init", "payload": map[string]any{"authToken": token}})
	for m := c.next(); m["type"] != "connection_ack"; m = c.next() {
	}
}

// next waits for the next message; the test fails when none comes in 5 s.
func (c *gqlWS) next() map[string]any {
	c.t.Helper()
	m, ok := c.within(5 * time.Second)
	if !ok {
		c.t.Fatal("no websocket message in 5 s")
	}
	return m
}

// within waits up to d for the next message.
func (c *gqlWS) within(d time.Duration) (map[string]any, bool) {
	select {
	case m := <-c.msgs:
		return m, true
	case err := <-c.errc:
		c.t.Fatalf("websocket read: %v", err)
	case <-time.After(d):
	}
	return nil, false
}

// closeCode waits for the server to close and returns its close code.
func (c *gqlWS) closeCode() int {
	c.t.Helper()
	for {
		select {
		case <-c.msgs:
		case err := <-c.errc:
			var ce *websocket.CloseError
			if !errors.As(err, &ce) {
				c.t.Fatalf("want a close frame, got %v", err)
			}
			return ce.Code
		case <-time.After(5 * time.Second):
			c.t.Fatal("the server did not close the connection in 5 s")
		}
	}
}

const gqlProfileSub = `subscription { myProfileUpdatesForUser { crud } }`

// A signed-out client sent a 100 MiB message and it was read. A message over
// 64 KiB now closes the connection with 1009 at its frame header, before its
// payload is read.
func TestWebsocketRefusesAHugeMessageAtItsHeader(t *testing.T) {
	env := graphtest.New(t)
	c, _, err := gqlDial(t, env, "")
	if err != nil {
		t.Fatal(err)
	}
	c.init("")
	// One masked text frame whose header says 100 MiB, then its payload, streamed.
	raw := c.conn.UnderlyingConn()
	header := []byte{0x81, 0x80 | 127}
	header = binary.BigEndian.AppendUint64(header, 100<<20)
	header = append(header, 1, 2, 3, 4)
	sent := make(chan int64, 1)
	go func() {
		n, _ := raw.Write(header)
		total := int64(n)
		chunk := make([]byte, 64<<10)
		for total < 100<<20 {
			n, err := raw.Write(chunk)
			total += int64(n)
			if err != nil {
				break
			}
		}
		sent <- total
	}()
	if code := c.closeCode(); code != websocket.CloseMessageTooBig {
		t.Fatalf("close code %d, want 1009", code)
	}
	if total := <-sent; total >= 100<<20 {
		t.Fatalf("the server read the whole %d bytes", total)
	}
}

// A message over the limit sent as many small frames is refused the same way.
func TestWebsocketRefusesAFragmentedMessageOverTheLimit(t *testing.T) {
	env := graphtest.New(t)
	c, _, err := gqlDial(t, env, "")
	if err != nil {
		t.Fatal(err)
	}
	c.init("")
	payload := `{"type":"subscribe","id":"1","payload":{"query":"` + strings.Repeat(" ", server.MaxWebsocketMessage) + `{ __typename }"}}`
	_ = c.conn.WriteMessage(websocket.TextMessage, []byte(payload)) // the client library sends 4 KiB frames
	if code := c.closeCode(); code != websocket.CloseMessageTooBig {
		t.Fatalf("close code %d, want 1009", code)
	}
}

// A client that never says connection_init is closed after the deadline.
func TestWebsocketClosesAConnectionThatNeverInitialises(t *testing.T) {
	env := graphtest.New(t, func(o *server.Options) { o.WebsocketInitTimeout = 200 * time.Millisecond })
	c, _, err := gqlDial(t, env, "")
	if err != nil {
		t.Fatal(err)
	}
	if code := c.closeCode(); code != websocket.CloseProtocolError {
		t.Fatalf("close code %d, want 1002", code)
	}
}

// One connection runs at most MaxSubscriptionsPerConnection subscriptions;
// the next is refused, and a place comes free when one completes.
func TestWebsocketCapsSubscriptionsPerConnection(t *testing.T) {
	env := graphtest.New(t)
	token, partner := env.SignInAs("partner")
	c, _, err := gqlDial(t, env, "")
	if err != nil {
		t.Fatal(err)
	}
	c.init(token)
	sub := func(id string) {
		c.send(map[string]any{"type": "subscribe", "id": id, "payload": map[string]any{"query": gqlProfileSub}})
	}
	// The subscriptions start side by side: one of them, whichever comes last, is refused.
	for i := 0; i <= server.MaxSubscriptionsPerConnection; i++ {
		sub(fmt.Sprint(i))
	}
	m := c.next()
	raw, _ := json.Marshal(m)
	if !strings.Contains(string(raw), server.MsgTooManySubscriptions) || !strings.Contains(string(raw), "RATE_LIMITED") {
		t.Fatalf("the subscription past the limit answered %s", raw)
	}
	refused := m["id"]
	if m = c.next(); m["id"] != refused || m["type"] != "complete" {
		t.Fatalf("after the refusal: %v", m)
	}
	running := "0"
	if refused == "0" {
		running = "1"
	}
	// Once the server has completed one, its place is free: a new subscription runs.
	c.send(map[string]any{"type": "complete", "id": running})
	for m := c.next(); m["id"] != running || m["type"] != "complete"; m = c.next() {
	}
	again := "again"
	sub(again)
	// A change of profile reaches it. It starts listening a moment after it is
	// accepted, so the profile changes until it hears.
	for round := 0; round < 20; round++ {
		env.Do(token, `mutation($id: ID!, $n: String) { editMyProfileForUser(profile: {_id: $id, name: $n}) { _id } }`,
			map[string]any{"id": partner.ID, "n": fmt.Sprint("Pat Again ", round)}).MustOK()
		for m, ok := c.within(300 * time.Millisecond); ok; m, ok = c.within(300 * time.Millisecond) {
			if strings.Contains(fmt.Sprint(m), "errors") {
				t.Fatalf("a running subscription answered %v", m)
			}
			if m["id"] == again {
				return
			}
		}
	}
	t.Fatal("the subscription started after one completed never heard of a change")
}

// One client address holds at most MaxWebsocketsPerAddress connections on an
// instance; the next is refused with 429, while other addresses connect.
func TestWebsocketCapsConnectionsPerAddress(t *testing.T) {
	env := graphtest.New(t)
	for i := 0; i < server.MaxWebsocketsPerAddress; i++ {
		if _, _, err := gqlDial(t, env, "203.0.113.7"); err != nil {
			t.Fatalf("connection %d: %v", i, err)
		}
	}
	_, resp, err := gqlDial(t, env, "203.0.113.7")
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("connection past the limit: %v %v", err, resp)
	}
	if _, _, err := gqlDial(t, env, "203.0.113.8"); err != nil {
		t.Fatalf("another address is refused: %v", err)
	}
}

// A signed-out subscription to a field that is not public is refused at
// subscribe time, and nothing follows.
func TestWebsocketRefusesSignedOutSubscriptions(t *testing.T) {
	env := graphtest.New(t)
	c, _, err := gqlDial(t, env, "")
	if err != nil {
		t.Fatal(err)
	}
	c.init("")
	c.send(map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": gqlProfileSub}})
	m := c.next()
	raw, _ := json.Marshal(m)
	if m["id"] != "1" || !strings.Contains(string(raw), "UNAUTHENTICATED") || strings.Contains(string(raw), `"data":{`) {
		t.Fatalf("signed-out subscription answered %s", raw)
	}
}
