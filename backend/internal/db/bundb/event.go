package bundb

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	mrand "math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// eventsChannel is the PostgreSQL NOTIFY channel every instance listens on:
// subscription events, and the notices that empty the caches of every instance.
const eventsChannel = "reach_events"

// The caches every instance empties when told to on eventsChannel.
const (
	// CachePublic is the signed-out answers of the giving site (server/public_cache.go) and
	// the browse service's pages.
	CachePublic = "public"
	// CacheSessions is the session cache (session_cache.go). On PostgreSQL a trigger on
	// sessions, users and user_roles sends its notice in the writing transaction
	// (migrations/20261128090000_forget_sessions.go), so it reaches the others at the commit.
	CacheSessions = "sessions"
)

// listenerPing is how long the listener may hear nothing before it asks PostgreSQL for a
// notice of its own; when that does not come within another listenerPing, the connection is
// taken as lost and made again.
const listenerPing = 5 * time.Second

// EventBus fans events out to subscriptions and tells every instance when to empty its
// caches. Every event is written to the events table. On PostgreSQL the insert is followed
// by NOTIFY in the same transaction and every instance (this one too) hears it through
// LISTEN, so subscribers behind any instance of a load balancer get it; on SQLite (one
// process) it is broadcast in memory. A notice lost while an instance's listening connection
// is down cannot be heard again, so on listening again the instance empties every cache.
type EventBus struct {
	d   *DB
	log *slog.Logger
	// id names this instance in the notices it sends, so it does not act on its own.
	id string

	mu      sync.Mutex
	subs    map[string]map[chan string]struct{}
	forgets map[string][]func()
	waiters map[string]chan struct{}
	ln      *pgdriver.Listener
	closed  bool
	started bool
	stop    chan struct{}
	done    chan struct{}
	// relistened counts the times the listening connection was made again.
	relistened atomic.Int64
}

var _ db.Events = (*EventBus)(nil)

// NewEventBus returns the bus of d; close it before closing d. It empties d's session cache
// when another instance changes a session (CacheSessions).
func NewEventBus(d *DB, log *slog.Logger) *EventBus {
	if log == nil {
		log = slog.Default()
	}
	var id [8]byte
	_, _ = rand.Read(id[:])
	b := &EventBus{d: d, log: log, id: hex.EncodeToString(id[:]), subs: map[string]map[chan string]struct{}{},
		forgets: map[string][]func(){}, waiters: map[string]chan struct{}{}, stop: make(chan struct{}), done: make(chan struct{})}
	b.OnForget(CacheSessions, d.sessions.forget)
	return b
}

// notice is one NOTIFY payload: an event (ID, Topic), a cache to empty (Forget, sent by
// From), or a ping the listener sends itself (Ping).
type notice struct {
	ID     int64  `json:"id,omitempty"`
	Topic  string `json:"topic,omitempty"`
	Forget string `json:"forget,omitempty"`
	From   string `json:"from,omitempty"`
	Ping   string `json:"ping,omitempty"`
}

// OnForget registers fn to empty cache (CachePublic, CacheSessions) when any instance says
// it changed, and when this one listens again after a lost connection.
func (b *EventBus) OnForget(cache string, fn func()) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.forgets[cache] = append(b.forgets[cache], fn)
}

// Forget empties cache on this instance at once and, on PostgreSQL, tells every other
// instance to empty theirs. Call it after the change has committed.
func (b *EventBus) Forget(ctx context.Context, cache string) {
	b.forgetLocal(cache)
	if !b.d.dialect.notifies() {
		return
	}
	n, _ := json.Marshal(notice{Forget: cache, From: b.id})
	if _, err := b.d.bun.ExecContext(context.WithoutCancel(ctx), "SELECT pg_notify(?, ?)", eventsChannel, string(n)); err != nil {
		b.log.Error("events: tell the other instances to empty a cache", "cache", cache, "err", err)
	}
}

func (b *EventBus) forgetLocal(caches ...string) {
	b.mu.Lock()
	var fns []func()
	if len(caches) == 0 {
		for _, f := range b.forgets {
			fns = append(fns, f...)
		}
	}
	for _, c := range caches {
		fns = append(fns, b.forgets[c]...)
	}
	b.mu.Unlock()
	for _, f := range fns {
		f()
	}
}

// PublishEvent implements db.Events.
func (b *EventBus) PublishEvent(ctx context.Context, topic, payload string) error {
	ev := &model.Event{Topic: topic, Payload: payload, CreatedAt: time.Now().UTC()}
	if b.d.dialect.notifies() {
		// The insert and its NOTIFY in one statement (one round trip; atomic alone, NOTIFY is
		// delivered when it commits). The notice is {"id", "topic"}, as the listener reads it.
		_, err := b.d.bun.NewRaw(`WITH e AS (?) SELECT pg_notify(?, json_build_object('id', e.id, 'topic', ?::text)::text) FROM e`,
			b.d.bun.NewInsert().Model(ev).Returning("id"), eventsChannel, topic).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		b.prune(ctx)
		return nil
	}
	err := b.d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(ev).Returning("id").Exec(ctx); err != nil {
			return err
		}
		if b.d.dialect.notifies() {
			n, _ := json.Marshal(notice{ID: ev.ID, Topic: topic})
			if _, err := tx.ExecContext(ctx, "SELECT pg_notify(?, ?)", eventsChannel, string(n)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return translate(err)
	}
	if !b.d.dialect.notifies() {
		b.broadcast(topic, payload)
	}
	b.prune(ctx)
	return nil
}

// prune keeps a day of events, now and then: events are only a fan-out log.
func (b *EventBus) prune(ctx context.Context) {
	if mrand.IntN(200) == 0 {
		_, _ = b.d.bun.NewDelete().Model((*model.Event)(nil)).Where("created_at < ?", time.Now().Add(-24*time.Hour)).Exec(ctx)
	}
}

// SubscribeEvents implements db.Events.
func (b *EventBus) SubscribeEvents(ctx context.Context, topic string) (<-chan string, error) {
	if err := b.Start(ctx); err != nil {
		return nil, err
	}
	ch := make(chan string, 16)
	b.mu.Lock()
	if b.subs[topic] == nil {
		b.subs[topic] = map[chan string]struct{}{}
	}
	b.subs[topic][ch] = struct{}{}
	b.mu.Unlock()
	go func() {
		<-ctx.Done()
		b.mu.Lock()
		if _, ok := b.subs[topic][ch]; ok {
			delete(b.subs[topic], ch)
			if len(b.subs[topic]) == 0 {
				delete(b.subs, topic)
			}
			close(ch)
		}
		b.mu.Unlock()
	}()
	return ch, nil
}

func (b *EventBus) broadcast(topic, payload string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for ch := range b.subs[topic] {
		select {
		case ch <- payload:
		default:
			b.log.Warn("subscriber too slow, event dropped", "topic", topic)
		}
	}
}

func (b *EventBus) hasSubscribers(topic string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs[topic]) > 0
}

// Start listens on PostgreSQL from now on, and again after a lost connection (emptying every
// cache then). It returns once this instance listens; on SQLite it does nothing.
func (b *EventBus) Start(ctx context.Context) error {
	if !b.d.dialect.notifies() {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.started || b.closed {
		return nil
	}
	ln := pgdriver.NewListener(b.d.bun)
	if err := ln.Listen(ctx, eventsChannel); err != nil {
		_ = ln.Close()
		return err
	}
	b.ln, b.started = ln, true
	go b.run(ln)
	return nil
}

// run hears notices on ln until it is lost, then listens on a new connection, until Close.
func (b *EventBus) run(ln *pgdriver.Listener) {
	defer close(b.done)
	for {
		b.receive(ln)
		_ = ln.Close()
		for {
			select {
			case <-b.stop:
				return
			case <-time.After(time.Second):
			}
			next := pgdriver.NewListener(b.d.bun)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			err := next.Listen(ctx, eventsChannel)
			cancel()
			if err != nil {
				_ = next.Close()
				b.log.Warn("events: listen again", "err", err)
				continue
			}
			b.mu.Lock()
			if b.closed {
				b.mu.Unlock()
				_ = next.Close()
				return
			}
			b.ln = next
			b.mu.Unlock()
			ln = next
			break
		}
		// Whatever was said while the connection was down is lost: empty every cache.
		b.forgetLocal()
		b.relistened.Add(1)
		b.log.Warn("events: listening again after a lost connection; caches emptied")
	}
}

// receive handles the notices heard on ln until its connection fails or goes silent.
func (b *EventBus) receive(ln *pgdriver.Listener) {
	var heard atomic.Int64
	heard.Store(time.Now().UnixNano())
	quit := make(chan struct{})
	defer close(quit)
	go func() {
		t := time.NewTicker(listenerPing)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-b.stop:
				return
			case <-t.C:
			}
			silent := time.Since(time.Unix(0, heard.Load()))
			switch {
			case silent >= 2*listenerPing:
				b.log.Warn("events: the listening connection went silent", "for", silent)
				_ = ln.Close() // receive returns; run listens again
				return
			case silent >= listenerPing:
				b.ping("")
			}
		}
	}()
	for {
		_, payload, err := ln.Receive(context.Background())
		if err != nil {
			b.mu.Lock()
			closed := b.closed
			b.mu.Unlock()
			if !closed {
				b.log.Warn("events: listening connection lost", "err", err)
			}
			return
		}
		heard.Store(time.Now().UnixNano())
		b.handle(payload)
	}
}

func (b *EventBus) ping(token string) {
	n, _ := json.Marshal(notice{Ping: b.id + ":" + token})
	if _, err := b.d.bun.ExecContext(context.Background(), "SELECT pg_notify(?, ?)", eventsChannel, string(n)); err != nil {
		b.log.Warn("events: ping", "err", err)
	}
}

func (b *EventBus) handle(payload string) {
	var no notice
	if err := json.Unmarshal([]byte(payload), &no); err != nil {
		return
	}
	switch {
	case no.Ping != "":
		b.mu.Lock()
		if w := b.waiters[no.Ping]; w != nil {
			delete(b.waiters, no.Ping)
			close(w)
		}
		b.mu.Unlock()
	case no.Forget != "":
		if no.From != b.id {
			b.forgetLocal(no.Forget)
		}
	case no.Topic != "" && b.hasSubscribers(no.Topic):
		ev := new(model.Event)
		if err := b.d.bun.NewSelect().Model(ev).Where("id = ?", no.ID).Scan(context.Background()); err != nil {
			b.log.Error("read event", "id", no.ID, "err", err)
			return
		}
		b.broadcast(ev.Topic, ev.Payload)
	}
}

// Settle returns once this instance has handled every notice sent before the call (on
// SQLite at once): what another instance changed before is forgotten here. Tests use it,
// since a notice takes a moment to travel.
func (b *EventBus) Settle(ctx context.Context) error {
	if !b.d.dialect.notifies() {
		return nil
	}
	if err := b.Start(ctx); err != nil {
		return err
	}
	var tok [8]byte
	_, _ = rand.Read(tok[:])
	token := hex.EncodeToString(tok[:])
	w := make(chan struct{})
	b.mu.Lock()
	b.waiters[b.id+":"+token] = w
	b.mu.Unlock()
	defer func() {
		b.mu.Lock()
		delete(b.waiters, b.id+":"+token)
		b.mu.Unlock()
	}()
	// A ping sent while the connection is down is lost: send it again until it is heard.
	for {
		b.ping(token)
		select {
		case <-w:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(listenerPing):
		}
	}
}

// Relistened counts the times this instance listened again after losing its connection.
func (b *EventBus) Relistened() int64 { return b.relistened.Load() }

// Close stops listening and ends every subscription.
func (b *EventBus) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	close(b.stop)
	for topic, chans := range b.subs {
		for ch := range chans {
			close(ch)
		}
		delete(b.subs, topic)
	}
	ln, started := b.ln, b.started
	b.mu.Unlock()
	if !started {
		return nil
	}
	_ = ln.Close()
	<-b.done
	return nil
}
