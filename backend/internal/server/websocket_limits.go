package server

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/gin-gonic/gin"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/i18n"
)

// Websocket limits. A signed-out stranger can open a websocket, so each one
// costs a bounded amount whatever it sends.
const (
	// MaxWebsocketMessage is the largest message (and frame) a client may send:
	// a subscribe message is a GraphQL document of at most MaxQueryBytes and
	// its variables. A larger one closes the connection with 1009 as soon as
	// its frame header says so, before its payload is read.
	MaxWebsocketMessage = 64 << 10
	// WebsocketInitTimeout is how long a new connection may take to send
	// connection_init; then it is closed.
	WebsocketInitTimeout = 10 * time.Second
	// MaxSubscriptionsPerConnection bounds the subscriptions running on one
	// connection; the portal runs two.
	MaxSubscriptionsPerConnection = 20
	// MaxWebsocketsPerAddress bounds the open connections from one client
	// address on one instance: a household or an office behind one address
	// has a few tabs open each.
	MaxWebsocketsPerAddress = 64
)

// MsgTooManySubscriptions refuses a subscription past MaxSubscriptionsPerConnection.
const MsgTooManySubscriptions = "Too many subscriptions on one connection."

// MsgTooManyWebsockets refuses a connection past MaxWebsocketsPerAddress.
const MsgTooManyWebsockets = "Too many open connections from your address. Close some tabs and try again."

// websocketGate counts open websocket connections per client address.
type websocketGate struct {
	max  int
	mu   sync.Mutex
	open map[string]int
}

func newWebsocketGate(max int) *websocketGate {
	return &websocketGate{max: max, open: map[string]int{}}
}

// handle wraps GET /graphql: a websocket upgrade takes a slot of its
// address (or is refused with 429) for as long as it is open, and reads
// through a connection that enforces MaxWebsocketMessage.
func (g *websocketGate) handle(c *gin.Context) {
	if c.GetHeader("Upgrade") == "" {
		c.Next()
		return
	}
	ip := c.ClientIP()
	g.mu.Lock()
	if g.open[ip] >= g.max {
		g.mu.Unlock()
		writeGraphQLError(c, http.StatusTooManyRequests, apperr.RateLimited, MsgTooManyWebsockets)
		return
	}
	g.open[ip]++
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		if g.open[ip]--; g.open[ip] <= 0 {
			delete(g.open, ip)
		}
		g.mu.Unlock()
	}()
	c.Writer = &limitedHijack{ResponseWriter: c.Writer, limit: MaxWebsocketMessage}
	c.Next()
}

// limitedHijack hands the websocket library a connection that refuses
// oversized frames and messages; gqlgen's websocket transport has no read
// limit of its own.
type limitedHijack struct {
	gin.ResponseWriter
	limit int64
}

func (w *limitedHijack) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, brw, err := w.ResponseWriter.Hijack()
	if err != nil {
		return nil, nil, err
	}
	return &frameLimitConn{Conn: conn, limit: w.limit}, brw, nil
}

// errMessageTooBig ends a connection whose client sent a frame or message
// over the limit.
var errMessageTooBig = errors.New("websocket: message too big")

// frameLimitConn reads a client's websocket frames (RFC 6455 §5.2) as they
// pass and, at the first frame header that makes a message longer than
// limit (or a control frame longer than 125 bytes), sends close 1009 and
// closes the connection. Writes are serialised so that close frame never
// lands inside another frame.
type frameLimitConn struct {
	net.Conn
	limit int64

	wmu sync.Mutex

	hdr       [14]byte
	hdrLen    int
	remaining int64 // payload bytes left in the current frame
	msgLen    int64 // payload bytes of the current data message so far
	failed    bool
}

func (c *frameLimitConn) Write(p []byte) (int, error) {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.Conn.Write(p)
}

func (c *frameLimitConn) Read(p []byte) (int, error) {
	if c.failed {
		return 0, errMessageTooBig
	}
	n, err := c.Conn.Read(p)
	if !c.scan(p[:n]) {
		c.failed = true
		c.closeTooBig()
		return 0, errMessageTooBig
	}
	return n, err
}

// scan follows the frames in b; false means the client broke the limit.
func (c *frameLimitConn) scan(b []byte) bool {
	for len(b) > 0 {
		if c.remaining > 0 {
			k := min(c.remaining, int64(len(b)))
			c.remaining -= k
			b = b[k:]
			continue
		}
		c.hdr[c.hdrLen] = b[0]
		c.hdrLen++
		b = b[1:]
		if c.hdrLen < 2 {
			continue
		}
		need := 2
		switch c.hdr[1] & 0x7f {
		case 126:
			need += 2
		case 127:
			need += 8
		}
		if c.hdr[1]&0x80 != 0 {
			need += 4 // the client's masking key
		}
		if c.hdrLen < need {
			continue
		}
		var length int64
		switch l := c.hdr[1] & 0x7f; l {
		case 126:
			length = int64(binary.BigEndian.Uint16(c.hdr[2:4]))
		case 127:
			u := binary.BigEndian.Uint64(c.hdr[2:10])
			if u > 1<<62 {
				return false
			}
			length = int64(u)
		default:
			length = int64(l)
		}
		opcode := c.hdr[0] & 0x0f
		if opcode >= 8 {
			if length > 125 {
				return false
			}
		} else {
			if opcode != 0 {
				c.msgLen = 0 // a new text or binary message
			}
			c.msgLen += length
			if c.msgLen > c.limit {
				return false
			}
		}
		c.remaining, c.hdrLen = length, 0
	}
	return true
}

// closeTooBig sends close 1009 ("message too big") and closes the connection.
func (c *frameLimitConn) closeTooBig() {
	reason := "message too big"
	frame := make([]byte, 0, 4+len(reason))
	frame = append(frame, 0x88, byte(2+len(reason)))
	frame = binary.BigEndian.AppendUint16(frame, 1009)
	frame = append(frame, reason...)
	c.wmu.Lock()
	_ = c.Conn.SetWriteDeadline(time.Now().Add(time.Second))
	_, _ = c.Conn.Write(frame)
	c.wmu.Unlock()
	_ = c.Conn.Close()
}

// wsConnState is one websocket connection's count of running subscriptions,
// put in the connection's context by the websocket's init.
type wsConnState struct{ active atomic.Int32 }

type wsConnKey struct{}

func withWSConn(ctx context.Context) context.Context {
	return context.WithValue(ctx, wsConnKey{}, &wsConnState{})
}

// limitSubscriptions refuses a subscription past MaxSubscriptionsPerConnection
// on its connection; a subscription gives its place back when it ends.
func limitSubscriptions(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	oc := graphql.GetOperationContext(ctx)
	st, _ := ctx.Value(wsConnKey{}).(*wsConnState)
	if st == nil || oc == nil || oc.Operation == nil || oc.Operation.Operation != ast.Subscription {
		return next(ctx)
	}
	if st.active.Add(1) > MaxSubscriptionsPerConnection {
		st.active.Add(-1)
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{{
			Message: i18n.TC(ctx, MsgTooManySubscriptions), Extensions: map[string]any{"code": apperr.RateLimited},
		}}})
	}
	// The place is given back when the subscription's last answer has been
	// taken (before its complete is sent), or when its context ends.
	var once sync.Once
	release := func() { once.Do(func() { st.active.Add(-1) }) }
	context.AfterFunc(ctx, release)
	responses := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		r := responses(ctx)
		if r == nil {
			release()
		}
		return r
	}
}
