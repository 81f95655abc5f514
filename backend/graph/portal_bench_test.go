package graph_test

import (
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// BenchmarkPortalPeopleGroups loads /upgs over real HTTP: 32 partners at
// once, each linked to 40 people groups (two roles on each), each asking for
// the first page of cards with their roles. Reports the p50 and p99 latency
// of one request; each iteration is one round of 32 concurrent requests.
func BenchmarkPortalPeopleGroups(b *testing.B) {
	env := graphtest.New(b)
	const users, groups = 32, 40
	ids := make([]string, groups)
	for i := range ids {
		ids[i] = addGroup(b, env, "Bench group")
	}
	tokens := make([]string, users)
	for i := range tokens {
		if i%20 == 19 {
			env.Clock.Advance(61 * time.Second) // stay under the per-address sign-in limit
		}
		tok, u := env.SignInAs("partner")
		tokens[i] = tok
		for _, g := range ids {
			linkGroup(b, env, u.ContactID, g, model.LinkAdopter)
			linkGroup(b, env, u.ContactID, g, model.LinkFieldWorker)
		}
	}
	var mu sync.Mutex
	var lat []time.Duration
	b.ResetTimer()
	for b.Loop() {
		var wg sync.WaitGroup
		for _, tok := range tokens {
			wg.Add(1)
			go func() {
				defer wg.Done()
				start := time.Now()
				var d portalGroupPage
				env.Do(tok, myGroups, nil).MustDecode(&d)
				el := time.Since(start)
				if len(d.AllPeopleGroupsForUser.Edges) != groups {
					b.Errorf("got %d groups", len(d.AllPeopleGroupsForUser.Edges))
				}
				mu.Lock()
				lat = append(lat, el)
				mu.Unlock()
			}()
		}
		wg.Wait()
	}
	b.StopTimer()
	slices.Sort(lat)
	pct := func(p float64) float64 { return float64(lat[int(float64(len(lat)-1)*p)].Microseconds()) / 1000 }
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}

// BenchmarkPortalPeopleGroupsOne is the same request from one partner at a
// time: its ns/op is the service time one /upgs request costs.
func BenchmarkPortalPeopleGroupsOne(b *testing.B) {
	env := graphtest.New(b)
	tok, u := env.SignInAs("partner")
	for i := 0; i < 40; i++ {
		g := addGroup(b, env, "Bench group")
		linkGroup(b, env, u.ContactID, g, model.LinkAdopter)
		linkGroup(b, env, u.ContactID, g, model.LinkFieldWorker)
	}
	b.ResetTimer()
	before := cpuTime()
	for b.Loop() {
		env.Do(tok, myCards, nil).MustOK()
	}
	// CPU per request (server and in-process client together), steadier than ns/op when
	// other work shares the cores.
	b.ReportMetric(float64((cpuTime()-before).Microseconds())/float64(b.N), "cpu-µs/op")
}

// cpuTime is the CPU time (user and system) this process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// myCards is the portal's own /upgs query (apps/portal/src/data/queries.ts).
const myCards = `query MyPeopleGroups($first: Int, $after: String) {
  allPeopleGroupsForUser(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { _id nameAcrossCountries country countryCode region regionCode population primaryReligion primaryLanguage
      primaryThumbnailUrl summaryText numAdoptionsAvailable suggestedAdoptionLevel updatedAt myRoles } }
  }
}`
