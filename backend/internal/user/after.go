package user

import (
	"context"
	"sync"
	"time"
)

// Work a request leaves for after its answer. 'Forgot password' and 'Email me a sign-in link'
// answer the same for an address with an account and one without, and answer as fast: the
// request checks the address's form and counts the rate limits, the same work whoever the
// address belongs to, and hands the rest (finding the account, making the link, composing and
// storing the mail) to the work below. Under HoldUntilAnswered (the server's POST /graphql) it
// starts once the answer is written, so it does not even share the CPU with the answer; without
// it (a websocket), at once on a goroutine of its own. The time the answer takes says nothing
// about the address.

// Bounds of the work left for after the answer.
const (
	// AfterWorkers is how much of it runs at once; more waits its turn.
	AfterWorkers = 4
	// AfterTimeout bounds one piece of it (a database that does not answer).
	AfterTimeout = 30 * time.Second
)

// afterAnswer runs work detached from the request that asked for it.
type afterAnswer struct {
	mu       sync.Mutex // guards closed and adding to running
	closed   bool
	running  sync.WaitGroup
	slots    chan struct{}
	starting func(work func()) // tests hold work back; nil runs it on a goroutine
}

// later runs work after the answer, with a context of its own (the request's values, not its
// end). After Close it runs nothing: the person asks again.
func (s *Service) later(ctx context.Context, work func(ctx context.Context)) {
	a := &s.after
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		s.log.Warn("work after an answer refused: the service is closing")
		return
	}
	a.running.Add(1)
	run := func() {
		defer a.running.Done()
		a.slots <- struct{}{}
		defer func() { <-a.slots }()
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), AfterTimeout)
		defer cancel()
		work(ctx)
	}
	if a.starting != nil {
		a.starting(run)
		return
	}
	if h, _ := ctx.Value(holdKey{}).(*held); h != nil && h.add(run) {
		return
	}
	go run()
}

type holdKey struct{}

// held is the work a request left for after its answer, until the answer is written.
type held struct {
	mu       sync.Mutex
	work     []func()
	released bool
}

// add keeps run for the release; false once released (run it now).
func (h *held) add(run func()) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.released {
		return false
	}
	h.work = append(h.work, run)
	return true
}

// HoldUntilAnswered returns ctx under which the work a request leaves for after its answer
// waits until release is called; the server calls it once the answer is written (and always:
// the work is counted by Wait and Close until it ran).
func HoldUntilAnswered(ctx context.Context) (context.Context, func()) {
	h := &held{}
	return context.WithValue(ctx, holdKey{}, h), func() {
		h.mu.Lock()
		work := h.work
		h.work, h.released = nil, true
		h.mu.Unlock()
		for _, run := range work {
			go run()
		}
	}
}

// Wait blocks until the work left so far for after its answers is done (tests, shutdown).
func (s *Service) Wait() { s.after.running.Wait() }

// Close stops taking work for after an answer and waits for what runs.
func (s *Service) Close() {
	s.after.mu.Lock()
	s.after.closed = true
	s.after.mu.Unlock()
	s.after.running.Wait()
}
