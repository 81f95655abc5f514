package bundb

import (
	"context"
	"encoding/json"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// eventsChannel is the PostgreSQL NOTIFY channel every instance listens on.
const eventsChannel = "reach_events"

// EventBus fans events out to subscriptions. Every event is written to the
// events table. On PostgreSQL the insert is followed by NOTIFY in the same
// transaction and every instance (this one too) hears it through LISTEN, so
// subscribers behind any instance of a load balancer get it; on SQLite (one
// process) it is broadcast in memory.
type EventBus struct {
	d   *DB
	log *slog.Logger

	mu      sync.Mutex
	subs    map[string]map[chan string]struct{}
	ln      *pgdriver.Listener
	closed  bool
	started bool
}

var _ db.Events = (*EventBus)(nil)

// NewEventBus returns the bus of d; close it before closing d.
func NewEventBus(d *DB, log *slog.Logger) *EventBus {
	if log == nil {
		log = slog.Default()
	}
	return &EventBus{d: d, log: log, subs: map[string]map[chan string]struct{}{}}
}

type notice struct {
	ID    int64  `json:"id"`
	Topic string `json:"topic"`
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
	if rand.IntN(200) == 0 {
		_, _ = b.d.bun.NewDelete().Model((*model.Event)(nil)).Where("created_at < ?", time.Now().Add(-24*time.Hour)).Exec(ctx)
	}
}

// SubscribeEvents implements db.Events.
func (b *EventBus) SubscribeEvents(ctx context.Context, topic string) (<-chan string, error) {
	if b.d.dialect.notifies() {
		if err := b.startListening(ctx); err != nil {
			return nil, err
		}
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

func (b *EventBus) startListening(ctx context.Context) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.started {
		return nil
	}
	ln := pgdriver.NewListener(b.d.bun)
	if err := ln.Listen(ctx, eventsChannel); err != nil {
		_ = ln.Close()
		return err
	}
	b.ln, b.started = ln, true
	notes := ln.Channel(pgdriver.WithChannelSize(1000))
	go func() {
		for n := range notes {
			if n.Channel != eventsChannel {
				continue
			}
			var no notice
			if err := json.Unmarshal([]byte(n.Payload), &no); err != nil || !b.hasSubscribers(no.Topic) {
				continue
			}
			ev := new(model.Event)
			if err := b.d.bun.NewSelect().Model(ev).Where("id = ?", no.ID).Scan(context.Background()); err != nil {
				b.log.Error("read event", "id", no.ID, "err", err)
				continue
			}
			b.broadcast(ev.Topic, ev.Payload)
		}
	}()
	return nil
}

// Close stops listening and ends every subscription.
func (b *EventBus) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	for topic, chans := range b.subs {
		for ch := range chans {
			close(ch)
		}
		delete(b.subs, topic)
	}
	if b.ln != nil {
		return b.ln.Close()
	}
	return nil
}
