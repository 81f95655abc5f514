package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"
)

// -links measures how long 'Forgot password' (sendForgotPasswordLink) and 'Email me a sign-in
// link' (sendMagicLink) take to answer for an address with an account and for one without,
// one request at a time from a client that is not the server: what a stranger probing
// addresses sees. It signs up -users accounts, then sends each mutation twice per account and
// as often for fresh unknown addresses, in a shuffled order, each from its own
// X-Forwarded-For, with -gap between requests (the mail work a request leaves for after its
// answer is done before the next one). Every address stays within the 5 an hour per address.
var (
	linksMode = flag.Bool("links", false, "measure sendForgotPasswordLink and sendMagicLink for known and unknown addresses")
	linksGap  = flag.Duration("gap", 20*time.Millisecond, "pause between the requests of -links")
	linkUsers = flag.Int("users", 40, "accounts -links signs up (at most 250; each takes 4 requests)")
)

func runLinks(base string) int {
	run := time.Now().Format("150405")
	client := &http.Client{Timeout: 30 * time.Second}
	var known []string
	for i := range *linkUsers {
		email := fmt.Sprintf("links-%s-%d@bench.example.org", run, i)
		var err error
		// Sign-ups from all addresses are limited per minute: wait, and try again from another
		// address (each counts against its address's 8 an hour).
		for try := 0; try < 30; try++ {
			_, err = call(client, base, fmt.Sprintf("10.210.%d.%d", try, i%250+1),
				`mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`,
				map[string]any{"s": map[string]any{"username": fmt.Sprintf("links-%s-%d", run, i), "name": "Bench User", "email": email, "password": "Bench-Harbor-Quartz-" + run}})
			if err == nil || !strings.HasPrefix(err.Error(), "Too many attempts") {
				break
			}
			time.Sleep(5 * time.Second)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "sign up:", err)
			return 1
		}
		known = append(known, email)
	}
	type probe struct {
		field, addr string
		known       bool
	}
	var probes []probe
	for i, email := range known {
		for _, field := range []string{"sendForgotPasswordLink", "sendMagicLink"} {
			for k := range 2 {
				probes = append(probes, probe{field, email, true},
					probe{field, fmt.Sprintf("nobody-%s-%d-%s-%d@bench.example.org", run, i, field, k), false})
			}
		}
	}
	rand.Shuffle(len(probes), func(i, j int) { probes[i], probes[j] = probes[j], probes[i] })
	took := map[string][]time.Duration{}
	for i, p := range probes {
		time.Sleep(*linksGap)
		d, err := call(client, base, fmt.Sprintf("10.211.%d.%d", i/250, i%250+1), fmt.Sprintf(`mutation($e: String!) { %s(email: $e) }`, p.field), map[string]any{"e": p.addr})
		if err != nil {
			fmt.Fprintln(os.Stderr, p.field+":", err)
			return 1
		}
		key := p.field + " unknown"
		if p.known {
			key = p.field + " known  "
		}
		took[key] = append(took[key], d)
	}
	keys := make([]string, 0, len(took))
	for k := range took {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		lat := took[k]
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		pct := func(p float64) string {
			return fmt.Sprintf("%.2f ms", float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds())/1000)
		}
		fmt.Printf("%s  n %d  p50 %s  p90 %s  p99 %s\n", k, len(lat), pct(0.5), pct(0.9), pct(0.99))
	}
	return 0
}
