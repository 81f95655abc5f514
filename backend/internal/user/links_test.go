package user

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// countingStore records the store calls a request makes; any call it does not know panics
// (the embedded Store is nil), so a request that does more than these fails the test.
type countingStore struct {
	Store
	mu    sync.Mutex
	calls []string
	users map[string]*model.User
	links []*model.UserLink
}

func (c *countingStore) record(call string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls = append(c.calls, call)
}

func (c *countingStore) take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.calls
	c.calls = nil
	return out
}

func (c *countingStore) HitRateLimit(_ context.Context, window time.Duration, _ time.Time, buckets ...string) (map[string]int, error) {
	c.record("HitRateLimit " + window.String())
	out := map[string]int{}
	for _, b := range buckets {
		out[b] = 1
	}
	return out, nil
}

func (c *countingStore) GetUserByEmail(_ context.Context, email string) (*model.User, error) {
	c.record("GetUserByEmail")
	if u := c.users[strings.ToLower(email)]; u != nil {
		return u, nil
	}
	return nil, db.ErrNotFound
}

func (c *countingStore) CreateUserLink(_ context.Context, l *model.UserLink) error {
	c.record("CreateUserLink")
	c.mu.Lock()
	defer c.mu.Unlock()
	c.links = append(c.links, l)
	return nil
}

// mailbox records the mail sent.
type mailbox struct {
	mu   sync.Mutex
	sent []mail.Message
}

func (m *mailbox) Send(_ context.Context, msg mail.Message) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent = append(m.sent, msg)
	return nil
}

func (m *mailbox) count() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.sent)
}

// 'Forgot password' and 'Email me a sign-in link' answered an address without an account
// after one lookup, and one with an account after the link's insert and the mail's rendering
// and storing: 0.3 ms against 1.3 to 1.6 ms (docs/benchmarks.md). Now the request does the same
// work whoever the address belongs to (its form, the rate limits), and what depends on the
// address runs after the answer: the calls a request makes are the same for both, and no mail
// is made before the answer.
func TestLinkRequestsDoTheSameWorkForEveryAddress(t *testing.T) {
	known := &model.User{ID: "u1", Username: "ruth", Name: "Ruth Okafor", Email: "ruth@example.org"}
	for _, c := range []struct {
		name, kind string
		send       func(*Service, context.Context, string) error
	}{
		{"forgot password", mail.KindPasswordReset, (*Service).SendForgotPasswordLink},
		{"sign-in link", mail.KindMagicLink, (*Service).SendMagicLink},
	} {
		t.Run(c.name, func(t *testing.T) {
			store := &countingStore{users: map[string]*model.User{known.Email: known}}
			box := &mailbox{}
			s := New(Options{Config: config.Config{PublicURL: "https://reach.example"}, Store: store, Mail: box, Hasher: auth.NewHasher(8*1024, 1),
				Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
			var held []func()
			s.after.starting = func(work func()) { held = append(held, work) } // the work after the answer waits here
			ctx := auth.WithClient(context.Background(), &auth.Client{IP: "203.0.113.9"})

			if err := c.send(s, ctx, strings.ToUpper(known.Email)); err != nil {
				t.Fatal(err)
			}
			knownCalls := store.take()
			if err := c.send(s, ctx, "nobody@example.org"); err != nil {
				t.Fatal(err)
			}
			unknownCalls := store.take()
			if !slices.Equal(knownCalls, unknownCalls) || !slices.Equal(knownCalls, []string{"HitRateLimit 1h0m0s"}) {
				t.Fatalf("before the answer: %v for an account's address, %v for another", knownCalls, unknownCalls)
			}
			if box.count() != 0 || len(store.links) != 0 {
				t.Fatalf("before the answer: %d mails, %d links", box.count(), len(store.links))
			}
			if len(held) != 2 {
				t.Fatalf("%d pieces of work left for after the answers, want 2", len(held))
			}

			// After the answers: the account's address gets its link, the other nothing.
			for _, work := range held {
				work()
			}
			if box.count() != 1 || box.sent[0].Kind != c.kind || box.sent[0].To != known.Email || len(store.links) != 1 || store.links[0].UserID != known.ID {
				t.Fatalf("after the answers: %d mails %+v, links %+v", box.count(), box.sent, store.links)
			}
			if !strings.Contains(box.sent[0].Text, "https://reach.example/") {
				t.Fatalf("the mail carries no link:\n%s", box.sent[0].Text)
			}

			// The form and the limits still answer at once, and leave nothing for later.
			held = nil
			if err := c.send(s, ctx, "not an address"); err == nil || len(held) != 0 {
				t.Fatalf("a malformed address: %v, %d left for later", err, len(held))
			}
		})
	}
}

// Once the service closes it takes no more work, and Close waits for the work under way.
func TestCloseWaitsForTheWorkAfterAnswers(t *testing.T) {
	store := &countingStore{users: map[string]*model.User{"ruth@example.org": {ID: "u1", Name: "Ruth", Email: "ruth@example.org"}}}
	box := &mailbox{}
	s := New(Options{Config: config.Config{PublicURL: "https://reach.example"}, Store: store, Mail: box, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err := s.SendMagicLink(context.Background(), "ruth@example.org"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if box.count() != 1 {
		t.Fatalf("%d mails once closed, want 1", box.count())
	}
	if err := s.SendMagicLink(context.Background(), "ruth@example.org"); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if box.count() != 1 {
		t.Fatalf("a link asked for after Close was mailed")
	}
}

// Under HoldUntilAnswered (the server's POST /graphql) the work waits for the answer to be
// written: nothing of it runs before release, all of it after, and Wait counts it throughout.
func TestWorkAfterAnAnswerWaitsForIt(t *testing.T) {
	store := &countingStore{users: map[string]*model.User{"ruth@example.org": {ID: "u1", Name: "Ruth", Email: "ruth@example.org"}}}
	box := &mailbox{}
	s := New(Options{Config: config.Config{PublicURL: "https://reach.example"}, Store: store, Mail: box, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx, release := HoldUntilAnswered(context.Background())
	if err := s.SendForgotPasswordLink(ctx, "ruth@example.org"); err != nil {
		t.Fatal(err)
	}
	if calls := store.take(); !slices.Equal(calls, []string{"HitRateLimit 1h0m0s"}) || box.count() != 0 {
		t.Fatalf("before the answer was written: calls %v, %d mails", calls, box.count())
	}
	release()
	s.Wait()
	if box.count() != 1 {
		t.Fatalf("%d mails after the answer, want 1", box.count())
	}
	// Work left after the release (nothing will release it again) runs at once.
	if err := s.SendMagicLink(ctx, "ruth@example.org"); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if box.count() != 2 {
		t.Fatalf("%d mails, want 2", box.count())
	}
}
