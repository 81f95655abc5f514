// Command reach-bench measures sign-in latency against a running Reach: it
// signs up N users, then runs ROUNDS bursts of N concurrent signIntoUser and
// prints p50, p90, p99 and max.
//
// Each simulated client sends its own X-Forwarded-For address, as real
// clients behind a proxy would; start the server with
// REACH_TRUSTED_PROXIES=127.0.0.1 so the per-IP rate limits see them apart.
//
// With -seed-upgs it prepares the /upgs figure instead: as the staff user
// -staff (password -password) it links the partner -partner (same password) to
// the first -groups people groups as adopter and field worker, then signs the
// partner in and prints the session token for a load generator (wrk).
//
// With -links it measures how long the mailed-link mutations answer for an address with an
// account and one without (links.go).
//
// With -coldstart it instead measures cold start: it runs the given reach
// command (e.g. -coldstart -- /path/reach serve --data-dir D --addr A), polls
// /healthz every 2 ms and prints the time to the first "ok", N times.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"
)

func main() {
	url := flag.String("url", "http://127.0.0.1:8080", "Reach base address")
	n := flag.Int("n", 20, "concurrent sign-ins per round")
	rounds := flag.Int("rounds", 5, "rounds (at most 30: sign-in allows 30 a minute per address)")
	coldstart := flag.Bool("coldstart", false, "measure start to first /healthz answer of the command after --")
	seedUpgs := flag.Bool("seed-upgs", false, "link -partner to -groups people groups as -staff, print the partner's token")
	staff := flag.String("staff", "bench-staff", "staff username for -seed-upgs")
	partner := flag.String("partner", "bench-partner", "partner username for -seed-upgs")
	seedPassword := flag.String("password", "", "password of -staff and -partner")
	groups := flag.Int("groups", 40, "people groups to link for -seed-upgs")
	seedRep := flag.String("seed-reports", "", "write reports into the database of -data-dir / -database-url, the ids into this file")
	dataDir := flag.String("data-dir", "", "data folder of the (stopped) server for -seed-reports")
	databaseURL := flag.String("database-url", "", "database of the (stopped) server for -seed-reports")
	nReports := flag.Int("reports", 10000, "queue reports for -seed-reports")
	nDrafts := flag.Int("drafts", 600, "drafts of -author for -seed-reports")
	nBatches := flag.Int("batches", 5, "batches of 100 PENDING reports of -author for -seed-reports")
	author := flag.String("author", "bench-author", "field worker username for -seed-reports and -reports-submit")
	mode := flag.String("reports-bench", "", "queue, bulk or submit: measure against -url with the file -seeded")
	seededFile := flag.String("seeded", "", "the file -seed-reports wrote")
	seconds := flag.Duration("duration", 10*time.Second, "how long -reports-bench queue and submit run")
	conns := flag.Int("conns", 4, "concurrent back offices for -reports-bench queue")
	rate := flag.Int("rate", 50, "submits a second for -reports-bench submit")
	flag.Parse()
	if *seedRep != "" {
		if err := runSeed(*seedRep, *databaseURL, *dataDir, SeedOptions{Queue: *nReports, Authors: 200, Drafts: *nDrafts,
			Batches: *nBatches, BatchSize: 100, Author: *author}); err != nil {
			fmt.Fprintln(os.Stderr, "seed reports:", err)
			os.Exit(1)
		}
		return
	}
	if *linksMode {
		os.Exit(runLinks(*url))
	}
	if *mode != "" {
		os.Exit(runReportsBench(*mode, *url, *seededFile, *staff, *author, *seedPassword, *conns, *rate, *seconds))
	}
	if *coldstart {
		coldStart(*url, *rounds, flag.Args())
		return
	}
	if *seedUpgs {
		token, err := seedPartnerGroups(*url, *staff, *partner, *seedPassword, *groups)
		if err != nil {
			fmt.Fprintln(os.Stderr, "seed:", err)
			os.Exit(1)
		}
		fmt.Println(token)
		return
	}

	run := time.Now().Format("150405")
	password := "Bench-Harbor-Quartz-" + run
	client := &http.Client{Timeout: 30 * time.Second}
	users := make([]string, *n)
	for i := range users {
		users[i] = fmt.Sprintf("bench-%s-%d", run, i)
		var err error
		// Sign-ups from all addresses together are limited per minute: wait for the next one.
		for try := 0; try < 20; try++ {
			_, err = call(client, *url, fmt.Sprintf("10.200.%d.%d", i/250, i%250+1),
				`mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`,
				map[string]any{"s": map[string]any{"username": users[i], "name": "Bench User", "email": users[i] + "@bench.example.org", "password": password}})
			if err == nil || !strings.HasPrefix(err.Error(), "Too many attempts") {
				break
			}
			time.Sleep(5 * time.Second)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "sign up:", err)
			os.Exit(1)
		}
	}
	var lat []time.Duration
	var mu sync.Mutex
	failures := 0
	start := time.Now()
	for r := 0; r < *rounds; r++ {
		var wg sync.WaitGroup
		for i := range users {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				d, err := call(client, *url, fmt.Sprintf("10.201.%d.%d", i/250, i%250+1),
					`mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`,
					map[string]any{"u": users[i], "p": password})
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					failures++
					fmt.Fprintln(os.Stderr, "sign in:", err)
					return
				}
				lat = append(lat, d)
			}(i)
		}
		wg.Wait()
	}
	total := time.Since(start)
	if len(lat) == 0 {
		fmt.Fprintln(os.Stderr, "no successful sign-in")
		os.Exit(1)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Printf("signIntoUser: %d concurrent x %d rounds = %d sign-ins (%d failed) in %v\n", *n, *rounds, len(lat), failures, total.Round(time.Millisecond))
	fmt.Printf("p50 %v  p90 %v  p99 %v  max %v\n", pct(0.50).Round(time.Millisecond), pct(0.90).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), lat[len(lat)-1].Round(time.Millisecond))
	if failures > 0 {
		os.Exit(1)
	}
}

// seedPartnerGroups links partner to n people groups (adopter and field worker) as staff and
// returns a session token of partner.
func seedPartnerGroups(base, staff, partner, password string, n int) (string, error) {
	c := &http.Client{Timeout: 30 * time.Second}
	signIn := `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`
	var s struct {
		SignIntoUser struct{ Token string }
	}
	if err := post(c, base, nil, signIn, map[string]any{"u": staff, "p": password}, &s); err != nil {
		return "", fmt.Errorf("staff sign-in: %w", err)
	}
	staffToken := s.SignIntoUser.Token
	if err := post(c, base, nil, signIn, map[string]any{"u": partner, "p": password}, &s); err != nil {
		return "", fmt.Errorf("partner sign-in: %w", err)
	}
	partnerToken := s.SignIntoUser.Token
	var me struct {
		MyProfileForUser struct {
			MyContact struct {
				ID string `json:"_id"`
			}
		}
	}
	if err := post(c, base, bearer(partnerToken), `{ myProfileForUser { myContact { _id } } }`, nil, &me); err != nil {
		return "", fmt.Errorf("partner profile: %w", err)
	}
	var page struct {
		AllPeopleGroupsForPublic struct {
			Edges []struct {
				Node struct {
					ID string `json:"_id"`
				}
			}
		}
	}
	if err := post(c, base, nil, `query($n: Int) { allPeopleGroupsForPublic(first: $n) { edges { node { _id } } } }`, map[string]any{"n": n}, &page); err != nil {
		return "", fmt.Errorf("people groups: %w", err)
	}
	if len(page.AllPeopleGroupsForPublic.Edges) < n {
		return "", fmt.Errorf("only %d people groups", len(page.AllPeopleGroupsForPublic.Edges))
	}
	link := `mutation($c: ID!, $g: ID!, $t: LinkRole!) { createPeopleGroupLink(contactId: $c, peopleGroupId: $g, type: $t) { _id } }`
	for _, e := range page.AllPeopleGroupsForPublic.Edges {
		for _, role := range []string{"ADOPTER", "FIELD_WORKER"} {
			vars := map[string]any{"c": me.MyProfileForUser.MyContact.ID, "g": e.Node.ID, "t": role}
			if err := post(c, base, bearer(staffToken), link, vars, nil); err != nil {
				return "", fmt.Errorf("link: %w", err)
			}
		}
	}
	return partnerToken, nil
}

// call posts one GraphQL operation from ip (X-Forwarded-For) and returns how long it took.
func call(c *http.Client, base, ip, query string, vars map[string]any) (time.Duration, error) {
	start := time.Now()
	err := post(c, base, map[string]string{"X-Forwarded-For": ip}, query, vars, nil)
	return time.Since(start), err
}

// bearer is the header of a signed-in request (none for an empty token).
func bearer(token string) map[string]string {
	if token == "" {
		return nil
	}
	return map[string]string{"Authorization": "Bearer " + token}
}

// post sends one GraphQL operation with headers and decodes its data into out (when not nil);
// an answer with errors is an error.
func post(c *http.Client, base string, headers map[string]string, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var res struct {
		Data   json.RawMessage            `json:"data"`
		Errors []struct{ Message string } `json:"errors"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&res); err != nil {
		return err
	}
	if len(res.Errors) > 0 {
		return fmt.Errorf("%s", res.Errors[0].Message)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(res.Data, out)
}

// coldStart starts cmd rounds times and reports the time to the first
// answer of /healthz, then stops it with SIGTERM.
func coldStart(base string, rounds int, cmd []string) {
	if len(cmd) == 0 {
		fmt.Fprintln(os.Stderr, "give the command after --, e.g. -coldstart -- ./reach serve --addr 127.0.0.1:18091")
		os.Exit(2)
	}
	client := &http.Client{Timeout: 100 * time.Millisecond}
	var times []time.Duration
	for r := 0; r < rounds; r++ {
		c := exec.Command(cmd[0], cmd[1:]...)
		start := time.Now()
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var took time.Duration
		for time.Since(start) < 10*time.Second {
			resp, err := client.Get(base + "/healthz")
			if err == nil {
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					took = time.Since(start)
					break
				}
			}
			time.Sleep(2 * time.Millisecond)
		}
		_ = c.Process.Signal(os.Interrupt)
		_ = c.Wait()
		if took == 0 {
			fmt.Fprintln(os.Stderr, "no answer within 10 s")
			os.Exit(1)
		}
		times = append(times, took)
		fmt.Printf("cold start %d: %v\n", r+1, took.Round(time.Millisecond))
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	fmt.Printf("cold start to first /healthz: median %v, worst %v\n", times[len(times)/2].Round(time.Millisecond), times[len(times)-1].Round(time.Millisecond))
}
