package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
)

// Requests beyond the limit wait and run in the order they came; one whose client leaves
// while it waits never runs.
func TestInTurnRunsRequestsInArrivalOrder(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	release := make(chan struct{})
	var running, most atomic.Int32
	var mu sync.Mutex
	var order []string
	r.POST("/graphql", inTurn(1), func(c *gin.Context) {
		n := running.Add(1)
		defer running.Add(-1)
		if n > most.Load() {
			most.Store(n)
		}
		mu.Lock()
		order = append(order, c.Query("name"))
		mu.Unlock()
		if c.Query("name") == "first" {
			<-release
		}
		c.Status(http.StatusOK)
	})
	send := func(ctx context.Context, name string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/graphql?name="+name, nil).WithContext(ctx))
		return rec
	}
	var wg sync.WaitGroup
	start := func(ctx context.Context, name string, got *int) {
		wg.Add(1)
		go func() { defer wg.Done(); *got = send(ctx, name).Code }()
		time.Sleep(50 * time.Millisecond) // each is waiting before the next comes
	}
	var first, second, gone, third int
	start(context.Background(), "first", &first)
	start(context.Background(), "second", &second)
	ctx, cancel := context.WithCancel(context.Background())
	start(ctx, "gone", &gone)
	start(context.Background(), "third", &third)
	cancel()
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if first != 200 || second != 200 || third != 200 || gone != http.StatusServiceUnavailable {
		t.Errorf("statuses: first %d, second %d, third %d, the one whose client left %d", first, second, third, gone)
	}
	if want := []string{"first", "second", "third"}; len(order) != 3 || order[0] != want[0] || order[1] != want[1] || order[2] != want[2] {
		t.Errorf("ran %v, want %v", order, want)
	}
	if most.Load() != 1 {
		t.Errorf("%d ran at once, want 1", most.Load())
	}
}
