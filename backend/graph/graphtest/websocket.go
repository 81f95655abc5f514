package graphtest

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/websocket"
)

// Subscription is one GraphQL subscription over a real websocket speaking
// graphql-transport-ws.
type Subscription struct {
	env  *Env
	conn *websocket.Conn
	msgs chan wsMessage
	errc chan error
}

type wsMessage struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// ErrTimeout is returned by Next when nothing arrives in time.
var ErrTimeout = errors.New("graphtest: no subscription message in time")

// Subscribe opens a websocket, sends connection_init with authToken and
// contactId, waits for connection_ack and subscribes to query. It fails the
// test when the server refuses the connection.
func (e *Env) Subscribe(token, contactID, query string, vars map[string]any) *Subscription {
	e.T.Helper()
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
	conn, resp, err := d.Dial("ws"+strings.TrimPrefix(e.URL, "http")+"/graphql", http.Header{})
	if err != nil {
		e.T.Fatalf("websocket dial: %v (%v)", err, resp)
	}
	s := &Subscription{env: e, conn: conn, msgs: make(chan wsMessage, 64), errc: make(chan error, 1)}
	e.T.Cleanup(s.Close)
	payload := map[string]any{}
	if token != "" {
		payload["authToken"] = token
	}
	if contactID != "" {
		payload["contactId"] = contactID
	}
	s.write(wsMessage{Type: "connection_init", Payload: mustJSON(payload)})
	_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	var ack wsMessage
	if err := conn.ReadJSON(&ack); err != nil || ack.Type != "connection_ack" {
		e.T.Fatalf("websocket: want connection_ack, got %+v %v", ack, err)
	}
	_ = conn.SetReadDeadline(time.Time{})
	go s.read()
	s.write(wsMessage{ID: "1", Type: "subscribe", Payload: mustJSON(map[string]any{"query": query, "variables": vars})})
	return s
}

func mustJSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

func (s *Subscription) write(m wsMessage) {
	if err := s.conn.WriteJSON(m); err != nil {
		s.env.T.Fatalf("websocket write: %v", err)
	}
}

func (s *Subscription) read() {
	for {
		var m wsMessage
		if err := s.conn.ReadJSON(&m); err != nil {
			s.errc <- err
			close(s.msgs)
			return
		}
		switch m.Type {
		case "ping":
			_ = s.conn.WriteJSON(wsMessage{Type: "pong"})
		case "pong", "ka":
		default:
			s.msgs <- m
		}
	}
}

// Next waits up to timeout for the subscription's next result and returns it
// as a Response (data or errors). ErrTimeout when nothing came.
func (s *Subscription) Next(timeout time.Duration) (*Response, error) {
	select {
	case m, ok := <-s.msgs:
		if !ok {
			return nil, <-s.errc
		}
		r := &Response{T: s.env.T, Status: http.StatusOK, Raw: m.Payload}
		switch m.Type {
		case "next":
			var p struct {
				Data   json.RawMessage `json:"data"`
				Errors []Error         `json:"errors"`
			}
			_ = json.Unmarshal(m.Payload, &p)
			r.Data, r.Errors = p.Data, p.Errors
		case "error":
			_ = json.Unmarshal(m.Payload, &r.Errors)
		case "complete":
			return nil, errors.New("graphtest: subscription completed")
		}
		return r, nil
	case <-time.After(timeout):
		return nil, ErrTimeout
	}
}

// Close ends the subscription and the websocket.
func (s *Subscription) Close() {
	_ = s.conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""))
	_ = s.conn.Close()
}
