package giving_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/invite"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// lateStore answers HasPendingInvite only once every racer has asked, so each
// completion believes the address has no invite yet: the worst timing two
// webhooks at the same instant can have.
type lateStore struct {
	*bundb.DB
	racers int
	mu     sync.Mutex
	asked  int
	all    chan struct{}
}

func (s *lateStore) HasPendingInvite(ctx context.Context, email string, now time.Time) (bool, error) {
	open, err := s.DB.HasPendingInvite(ctx, email, now)
	s.mu.Lock()
	s.asked++
	if s.asked == s.racers {
		close(s.all)
	}
	s.mu.Unlock()
	select {
	case <-s.all:
	case <-time.After(10 * time.Second):
	}
	return open, err
}

// Two gifts by one new address completed at the same instant (two webhooks)
// both find no invite pending; the database lets one of them invite.
func TestTwoGiftsAtOnceInviteANewAddressOnce(t *testing.T) {
	ctx := context.Background()
	db := bundbtest.New(t)
	store := &lateStore{DB: db, racers: 2, all: make(chan struct{})}
	cfg := config.Config{PublicURL: "https://reach.example", MailFrom: "Reach <no-reply@reach.example>"}
	outbox, err := mail.NewService(db, cfg, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sb := giving.NewSandbox(db, cfg.PublicURL, nil)
	svc := giving.New(giving.Options{Store: store, Provider: sb, Invites: invite.New(db, outbox, auth.Can, cfg), Outbox: outbox, PublicURL: cfg.PublicURL})

	const email = "Ada.Twice@example.org"
	var sessions []string
	for i := 0; i < store.racers; i++ {
		amount, recurring := 20+i, false
		c, err := svc.StartProjectSponsorship(ctx, giving.ProjectInput{ProjectID: model.FundReach, Amount: &amount, Recurring: &recurring})
		if err != nil {
			t.Fatal(err)
		}
		page, err := sb.Page(ctx, c.SessionID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sb.Pay(ctx, c.SessionID, page.CSRFToken, "Ada Twice", email); err != nil {
			t.Fatal(err)
		}
		sessions = append(sessions, c.SessionID)
	}

	var wg sync.WaitGroup
	errs := make(chan error, len(sessions))
	for _, id := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := svc.CompleteProjectSponsorship(ctx, id)
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("a completion failed: %v", err)
		}
	}

	invites, err := db.Bun().NewSelect().Model((*model.Invite)(nil)).Where("lower(email) = lower(?)", email).Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mails, err := db.Bun().NewSelect().Model((*model.OutboxMail)(nil)).Where("kind = ? AND lower(to_addr) = lower(?)", mail.KindInvite, email).Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if invites != 1 || mails != 1 {
		t.Fatalf("%d invites and %d invite mails for one address, want 1 and 1 (%s)", invites, mails, bundbtest.Engine())
	}
	payments, _ := db.Bun().NewSelect().Model((*model.Payment)(nil)).Count(ctx)
	if payments != 2 {
		t.Fatalf("%d payments, want both gifts recorded", payments)
	}

	// Once that invite has expired, the address is free: a later gift invites it again.
	if _, err := db.Bun().NewUpdate().Model((*model.Invite)(nil)).Set("expires_at = ?", time.Now().Add(-time.Hour).UTC()).Where("true").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	store.racers, store.asked = 1, 0
	store.all = make(chan struct{})
	amount, recurring := 30, false
	c, err := svc.StartProjectSponsorship(ctx, giving.ProjectInput{ProjectID: model.FundReach, Amount: &amount, Recurring: &recurring})
	if err != nil {
		t.Fatal(err)
	}
	page, _ := sb.Page(ctx, c.SessionID)
	if _, err := sb.Pay(ctx, c.SessionID, page.CSRFToken, "Ada Twice", email); err != nil {
		t.Fatal(err)
	}
	if r, err := svc.CompleteProjectSponsorship(ctx, c.SessionID); err != nil || r.InviteCode == nil {
		t.Fatalf("a gift after the invite expired: %+v, %v", r, err)
	}
	if n, _ := db.Bun().NewSelect().Model((*model.Invite)(nil)).Count(ctx); n != 2 {
		t.Fatalf("%d invites after the first expired, want 2", n)
	}
}
