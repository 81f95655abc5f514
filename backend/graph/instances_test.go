package graph_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/storage/s3test"
)

// TestTwoInstancesBehindALoadBalancer runs Reach twice on one PostgreSQL database and one
// S3-compatible bucket (versitygw), each server with its own connections and caches, as a
// growing organisation deploys it: a file uploaded through one downloads through the other,
// a staff edit on one changes the other's cached public answer, a sign-out or a role taken
// away on one is refused by the other, and every outbox mail is sent once though both
// deliver at the same time. The session caches' clocks are stopped, so what the second
// server forgets it forgets because it was told to, not because its time ran out.
func TestTwoInstancesBehindALoadBalancer(t *testing.T) {
	if bundbtest.Engine() != "postgres" {
		t.Skip("several instances need PostgreSQL (set REACH_TEST_DATABASE_URL)")
	}
	ctx := context.Background()
	bucket := s3test.Start(t)
	mx := startSMTP(t)
	var mailA, mailB *mail.Service
	a := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.S3Endpoint, c.S3Bucket, c.S3Region, c.S3AccessKeyID, c.S3SecretAccessKey, c.S3PathStyle =
			bucket.Endpoint, bucket.Bucket, bucket.Region, bucket.AccessKey, bucket.SecretKey, true
	}), withSMTP(t, mx.addr, &mailA))
	b := a.NewInstance(withSMTP(t, mx.addr, &mailB))
	if a.DB == b.DB {
		t.Fatal("the second server shares the first one's database handle")
	}
	stopped := time.Now()
	a.DB.SetSessionClock(func() time.Time { return stopped })
	b.DB.SetSessionClock(func() time.Time { return stopped })
	settle := func() {
		t.Helper()
		if err := b.Server.Events.Settle(ctx); err != nil {
			t.Fatal(err)
		}
	}

	// A file uploaded through the first server downloads through the second.
	staff, _ := a.SignInAs("staff")
	f := upload(t, a, staff, "budget.pdf", "application/pdf", pdfBytes, nil)
	resp, body := fetch(t, b, b.URL+"/files/"+f.ID+"/orig", staff)
	if resp.StatusCode != http.StatusOK || !bytes.Equal(body, pdfBytes) {
		t.Fatalf("the second server answered %d for the file the first one took (%d bytes)", resp.StatusCode, len(body))
	}

	// A staff edit on the first server changes the second one's public answer.
	group := addGroup(t, a, "Hill Weavers")
	const public = `query($id: ID!) { peopleGroupForPublic(_id: $id) { numAdoptionsAvailable } }`
	available := func(env *graphtest.Env) int {
		t.Helper()
		var d struct {
			PeopleGroupForPublic struct{ NumAdoptionsAvailable int }
		}
		env.Do("", public, map[string]any{"id": group}).MustDecode(&d)
		return d.PeopleGroupForPublic.NumAdoptionsAvailable
	}
	before := available(b)
	if again := available(b); again != before {
		t.Fatalf("the public answer changed by itself: %d then %d", before, again)
	}
	a.Do(staff, `mutation($id: ID!) { updatePeopleGroup(id: $id, numAdoptionsAvailable: 7) { id } }`, map[string]any{"id": group}).MustOK()
	settle()
	if got := available(b); got != 7 || before == 7 {
		t.Fatalf("the second server shows %d adoptions available after the edit (before %d), want 7", got, before)
	}

	// A sign-out on the first server is refused by the second.
	partner, _ := a.SignInAs("partner")
	const profile = `query { myProfileForUser { username } }`
	b.Do(partner, profile, nil).MustOK()
	b.Do(partner, profile, nil).MustOK()
	a.Do(partner, `mutation { signOutOfUser }`, nil).MustOK()
	settle()
	b.Do(partner, profile, nil).MustFail("UNAUTHENTICATED", "")

	// Staff whose role is taken away on the first server are refused staff work by the second.
	admin, _ := a.SignInAs("admin")
	other, u := a.SignInAs("staff")
	const outbox = `query { allOutboxMails(perPage: 1) { id } }`
	b.Do(other, outbox, nil).MustOK()
	a.Do(admin, `mutation($id: ID!) { updateUser(id: $id, roles: ["partner"]) { id } }`, map[string]any{"id": u.ID}).MustOK()
	settle()
	b.Do(other, outbox, nil).MustFail("FORBIDDEN", "")

	// Forty mails queued on both servers while both deliver what is due: each is sent once.
	before = mx.count()
	const n = 20
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for _, svc := range []*mail.Service{mailA, mailB} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
					svc.DeliverDue(ctx)
				}
			}
		}()
	}
	for i := range n {
		for j, svc := range []*mail.Service{mailA, mailB} {
			msg := mail.Message{To: fmt.Sprintf("donor-%d-%d@example.org", j, i), Subject: "Thank you", Text: "Thank you for your gift.", Kind: "NOTICE"}
			if err := svc.Send(ctx, msg); err != nil {
				t.Fatal(err)
			}
		}
	}
	mailA.Wait()
	mailB.Wait()
	close(stop)
	wg.Wait()
	mailA.DeliverDue(ctx)
	mailB.DeliverDue(ctx)
	if got := mx.count() - before; got != 2*n {
		t.Fatalf("the mail server took %d mails, want %d (each once)", got, 2*n)
	}
	rows, _, err := a.DB.ListOutboxMails(ctx, db.OutboxQuery{Kind: "NOTICE", Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2*n {
		t.Fatalf("%d mails in the outbox, want %d", len(rows), 2*n)
	}
	for _, r := range rows {
		if r.Status != "SENT" || r.Attempts != 1 {
			t.Errorf("mail to %s: %s after %d attempts", r.To, r.Status, r.Attempts)
		}
	}
}
