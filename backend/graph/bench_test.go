package graph_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

// BenchmarkSignIn signs in over real HTTP, 20 users at once (each its own
// address), with the harness's cheap hash: it measures everything around
// argon2id (GraphQL, rate limits, session writes).
func BenchmarkSignIn(b *testing.B) {
	env := graphtest.New(b)
	users := make([]*graphtest.TestUser, 20)
	for i := range users {
		users[i] = env.CreateUser("partner")
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if i%9 == 8 {
			env.Clock.Advance(61e9) // stay under 30 sign-ins a minute per address
		}
		var wg sync.WaitGroup
		for j, u := range users {
			wg.Add(1)
			go func() {
				defer wg.Done()
				env.DoRequest(graphtest.Request{IP: fmt.Sprintf("10.3.0.%d", j+1), Query: signInMutation,
					Variables: map[string]any{"u": u.Username, "p": u.Password}}).MustOK()
			}()
		}
		wg.Wait()
	}
}
