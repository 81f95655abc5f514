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

// barrier lets its callers go on only once racers of them have arrived (or after 10 s).
type barrier struct {
	mu     sync.Mutex
	racers int
	asked  int
	all    chan struct{}
}

func newBarrier(racers int) *barrier { return &barrier{racers: racers, all: make(chan struct{})} }

func (b *barrier) wait() {
	b.mu.Lock()
	b.asked++
	if b.asked == b.racers {
		close(b.all)
	}
	b.mu.Unlock()
	select {
	case <-b.all:
	case <-time.After(10 * time.Second):
	}
}

// lateStore answers HasPendingInvite and GetContactByEmail only once every
// racer has asked, so each completion believes the address has no invite and
// no contact yet: the worst timing two webhooks at the same instant can have.
type lateStore struct {
	*bundb.DB
	invites, contacts *barrier
}

func (s *lateStore) HasPendingInvite(ctx context.Context, email string, now time.Time) (bool, error) {
	open, err := s.DB.HasPendingInvite(ctx, email, now)
	s.invites.wait()
	return open, err
}

func (s *lateStore) GetContactByEmail(ctx context.Context, email string) (*model.Contact, error) {
	c, err := s.DB.GetContactByEmail(ctx, email)
	s.contacts.wait()
	return c, err
}

// Two gifts by one new address completed at the same instant (two webhooks)
// both find no invite pending and no contact; the database lets one of them
// invite, and both gifts belong to one new contact.
func TestTwoGiftsAtOnceInviteANewAddressOnce(t *testing.T) {
	ctx := context.Background()
	db := bundbtest.New(t)
	const racers = 2
	store := &lateStore{DB: db, invites: newBarrier(racers), contacts: newBarrier(racers)}
	cfg := config.Config{PublicURL: "https://reach.example", MailFrom: "Reach <no-reply@reach.example>"}
	outbox, err := mail.NewService(db, cfg, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sb := giving.NewSandbox(db, cfg.PublicURL, nil)
	svc := giving.New(giving.Options{Store: store, Provider: sb, Invites: invite.New(db, outbox, auth.Can, cfg), Outbox: outbox, PublicURL: cfg.PublicURL})

	const email = "Ada.Twice@example.org"
	var sessions []string
	for i := 0; i < racers; i++ {
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
	contacts, err := db.Bun().NewSelect().TableExpr("contact_emails").Where("lower(email) = lower(?)", email).Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var donors []string
	if err := db.Bun().NewSelect().Model((*model.ProjectSponsorship)(nil)).Column("contact_id").Scan(ctx, &donors); err != nil {
		t.Fatal(err)
	}
	if contacts != 1 || len(donors) != 2 || donors[0] != donors[1] {
		t.Fatalf("%d contacts hold the address and the gifts belong to %v, want one contact for both (%s)", contacts, donors, bundbtest.Engine())
	}

	// Once that invite has expired, the address is free: a later gift invites it again.
	if _, err := db.Bun().NewUpdate().Model((*model.Invite)(nil)).Set("expires_at = ?", time.Now().Add(-time.Hour).UTC()).Where("true").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	store.invites, store.contacts = newBarrier(1), newBarrier(1)
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
