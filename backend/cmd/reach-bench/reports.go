package main

// The reports figures (docs/benchmarks.md, "Reports"): seed-reports writes reports straight into
// the database a stopped server uses, and three load modes measure the staff's approval queue,
// a bulk approval and the submits of field workers against the running server.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// Seeded is what seed-reports wrote, for the load modes: the number of reports the staff's queue
// counts (all but drafts, the batches' PENDING reports included), the drafts the author submits and the batches of PENDING people group
// reports a bulk approval takes.
type Seeded struct {
	NonDraft int        `json:"nonDraft"`
	ByStatus []int      `json:"byStatus"` // PENDING, HOLD, APPROVED, REJECTED
	Drafts   []string   `json:"drafts"`
	Bulk     [][]string `json:"bulk"`
}

// SeedOptions size the seed.
type SeedOptions struct {
	Queue     int    // reports of all five types and mixed statuses, by many authors
	Authors   int    // distinct authors (and field workers) of the queue reports
	Drafts    int    // PG_QUARTERLY drafts of Author, valid for submit
	Batches   int    // batches of BatchSize PENDING PG_QUARTERLY reports of Author
	BatchSize int    // reports per batch
	Author    string // username of the field worker who writes the drafts and batches
}

var queueTypes = []string{model.ReportPGQuarterly, model.ReportHolisticReq, model.ReportHolisticProgress, model.ReportTrainEvent, model.ReportTrainQuarterly}

// queueStatus spreads the queue: of every 20 reports 1 DRAFT, 7 PENDING, 2 HOLD, 6 APPROVED, 4 REJECTED.
func queueStatus(i int) string {
	switch k := i % 20; {
	case k == 0:
		return model.ReportDraft
	case k <= 7:
		return model.ReportPending
	case k <= 9:
		return model.ReportHold
	case k <= 15:
		return model.ReportApproved
	default:
		return model.ReportRejected
	}
}

// upgFields are a people group report's fields that pass the §5 rules, with what an approval
// feeds (figures, a testimony and a prayer request).
func upgFields(i int) string {
	b, _ := json.Marshal(map[string]any{
		"onBehalfOf": false, "receivedFinancialSupport": true, "receivedForHimself": 1500000, "receivedForHolistic": 0,
		"receivedTotal": 1500000, "churchesPlanted": []any{map[string]any{"villageName": fmt.Sprintf("Village %d", i), "country": "KE", "numChurches": 2, "numBelievers": 31}},
		"numChurchesPlanted": 2, "numHeardForFirstTime": 120, "numSalvations": 14, "numWaterBaptisms": 9,
		"miracles":       []any{map[string]any{"_id": uuid.NewString(), "desc": "A healing in the village"}},
		"prayerRequests": []any{map[string]any{"_id": uuid.NewString(), "desc": "Rain for the harvest"}},
		"hProjects":      []any{}, "onBehalfOfName": "", "onBehalfOfId": "", "useOfHolisticFundsDesc": "",
		"publicAttachmentIds": []any{}, "privateAttachmentIds": []any{},
	})
	return string(b)
}

// seedReports writes the reports of o into d, the database of a stopped server that has the
// people groups imported and the user o.Author.
func seedReports(ctx context.Context, d *bundb.DB, o SeedOptions) (*Seeded, error) {
	b := d.Bun()
	var author struct {
		ID        string `bun:"id"`
		Name      string `bun:"name"`
		ContactID string `bun:"contact_id"`
	}
	if err := b.NewSelect().Table("users").Column("id", "name", "contact_id").Where("username_lower = ?", strings.ToLower(o.Author)).Scan(ctx, &author); err != nil {
		return nil, fmt.Errorf("author %s: %w", o.Author, err)
	}
	var groups []struct {
		ID         string `bun:"id"`
		RegionCode string `bun:"region_code"`
	}
	need := o.Queue + o.Drafts + o.Batches*o.BatchSize
	if err := b.NewSelect().Table("people_groups").Column("id", "region_code").OrderExpr("id").Limit(int64(need)).Scan(ctx, &groups); err != nil {
		return nil, fmt.Errorf("people groups: %w", err)
	}
	if len(groups) == 0 {
		return nil, fmt.Errorf("no people groups: start the server once to import them")
	}
	now := time.Now().UTC()
	quarter := report.QuarterOf(now)
	prev := report.QuarterOf(now.AddDate(0, -3, 0))
	authors := make([][3]string, max(o.Authors, 1)) // user id, name, contact id
	for i := range authors {
		authors[i] = [3]string{uuid.NewString(), fmt.Sprintf("Field Worker %03d", i+1), uuid.NewString()}
	}
	out := &Seeded{ByStatus: make([]int, 4)}
	var rows []*model.Report
	flush := func() error {
		if len(rows) == 0 {
			return nil
		}
		_, err := b.NewInsert().Model(&rows).Exec(ctx)
		rows = rows[:0]
		return err
	}
	add := func(r *model.Report) error {
		rows = append(rows, r)
		if len(rows) == 400 {
			return flush()
		}
		return nil
	}
	g := 0 // each PG_QUARTERLY report takes a group of its own (one per group, quarter and worker)
	for i := 0; i < o.Queue; i++ {
		a := authors[i%len(authors)]
		// every status meets every type: the type shifts by one each round of 20
		typ, status := queueTypes[(i+i/20)%len(queueTypes)], queueStatus(i)
		at := now.Add(-time.Duration(o.Queue-i) * time.Minute)
		r := &model.Report{ID: uuid.NewString(), Type: typ, Status: status, Version: 2, CreatedBy: a[0], CreatedByName: a[1], ContactID: a[2],
			Fields: "{}", UpdatedBy: a[0], CreatedAt: at.Add(-time.Hour), UpdatedAt: at}
		grp := groups[g%len(groups)]
		switch typ {
		case model.ReportPGQuarterly:
			r.PeopleGroupID, r.RegionCode, r.Quarter, r.Fields = &grp.ID, grp.RegionCode, prev, upgFields(i)
			g++
		case model.ReportTrainEvent, model.ReportTrainQuarterly:
			r.RegionCode = grp.RegionCode
			if typ == model.ReportTrainQuarterly {
				r.Quarter = prev
			}
		case model.ReportHolisticProgress:
			r.Quarter = prev
		}
		if status != model.ReportDraft {
			s := at
			r.SubmittedAt = &s
			out.NonDraft++
			out.ByStatus[map[string]int{model.ReportPending: 0, model.ReportHold: 1, model.ReportApproved: 2, model.ReportRejected: 3}[status]]++
			if status != model.ReportPending {
				dec, by := at.Add(time.Hour), uuid.NewString()
				r.DecidedAt, r.DecidedBy, r.DecidedByName = &dec, &by, "Staff Member"
				if status != model.ReportApproved {
					r.DecisionReason = "Please add the village names."
				}
			}
		}
		if err := add(r); err != nil {
			return nil, err
		}
	}
	mine := func(status string, i int) (*model.Report, error) {
		if g >= len(groups) {
			return nil, fmt.Errorf("only %d people groups for %d reports", len(groups), need)
		}
		grp := groups[g]
		g++
		at := now.Add(-time.Duration(i) * time.Second)
		r := &model.Report{ID: uuid.NewString(), Type: model.ReportPGQuarterly, Status: status, Version: 1, CreatedBy: author.ID, CreatedByName: author.Name,
			ContactID: author.ContactID, PeopleGroupID: &grp.ID, RegionCode: grp.RegionCode, Quarter: quarter, Fields: upgFields(i),
			UpdatedBy: author.ID, CreatedAt: at, UpdatedAt: at}
		if status == model.ReportPending {
			r.SubmittedAt = &at
			out.NonDraft++
			out.ByStatus[0]++
		}
		return r, add(r)
	}
	for i := 0; i < o.Drafts; i++ {
		r, err := mine(model.ReportDraft, i)
		if err != nil {
			return nil, err
		}
		out.Drafts = append(out.Drafts, r.ID)
	}
	for k := 0; k < o.Batches; k++ {
		var ids []string
		for i := 0; i < o.BatchSize; i++ {
			r, err := mine(model.ReportPending, i)
			if err != nil {
				return nil, err
			}
			ids = append(ids, r.ID)
		}
		out.Bulk = append(out.Bulk, ids)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// latencies sorts and summarises the times of one run.
func latencies(name string, lat []time.Duration, bad int, took time.Duration) string {
	if len(lat) == 0 {
		return fmt.Sprintf("%s: no answers (%d failed)", name, bad)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	r := func(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }
	return fmt.Sprintf("%s: %d answers in %v (%.0f/s), %d failed checks\np50 %v  p90 %v  p99 %v  max %v",
		name, len(lat), took.Round(time.Millisecond), float64(len(lat))/took.Seconds(), bad, r(pct(0.5)), r(pct(0.9)), r(pct(0.99)), r(lat[len(lat)-1]))
}

// signIn answers a session token of username.
func signIn(c *http.Client, base, username, password string) (string, error) {
	var s struct{ SignIntoUser struct{ Token string } }
	err := post(c, base, nil, `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`,
		map[string]any{"u": username, "p": password}, &s)
	return s.SignIntoUser.Token, err
}

// QueueQuery is the back office's reports list as it opens on the PENDING tab: one page of
// ReportList's LIST_FIELDS, oldest submitted first, and the four tab counts of QueueTabs.
const QueueQuery = `query Queue($filter: ReportFilter, $pending: ReportFilter, $hold: ReportFilter, $approved: ReportFilter, $rejected: ReportFilter) {
  items: allReports(page: 0, perPage: 25, sortField: "submittedAt", sortOrder: "ASC", filter: $filter) {
    id reportType status version contactId peopleGroupId holisticProjectId regionCode quarter submittedAt createdBy updatedAt
    createdByUser { _id name } approval { status when reason }
  }
  pending: _allReportsMeta(filter: $pending) { count }
  hold: _allReportsMeta(filter: $hold) { count }
  approved: _allReportsMeta(filter: $approved) { count }
  rejected: _allReportsMeta(filter: $rejected) { count }
}`

var queueVars = map[string]any{
	"filter": map[string]any{"status": []string{"PENDING"}}, "pending": map[string]any{"status": []string{"PENDING"}},
	"hold": map[string]any{"status": []string{"HOLD"}}, "approved": map[string]any{"status": []string{"APPROVED"}},
	"rejected": map[string]any{"status": []string{"REJECTED"}},
}

// checkQueue checks one answer of QueueQuery: 25 PENDING items and the counts seeded.
func checkQueue(data json.RawMessage, s *Seeded) error {
	var a struct {
		Items []struct {
			Status string `json:"status"`
		} `json:"items"`
		Pending, Hold, Approved, Rejected struct{ Count int }
	}
	if err := json.Unmarshal(data, &a); err != nil {
		return err
	}
	if len(a.Items) != min(25, s.ByStatus[0]) {
		return fmt.Errorf("%d items", len(a.Items))
	}
	for _, it := range a.Items {
		if it.Status != model.ReportPending {
			return fmt.Errorf("an item is %s", it.Status)
		}
	}
	got := []int{a.Pending.Count, a.Hold.Count, a.Approved.Count, a.Rejected.Count}
	if sum := got[0] + got[1] + got[2] + got[3]; sum != s.NonDraft || fmt.Sprint(got) != fmt.Sprint(s.ByStatus) {
		return fmt.Errorf("counts %v (sum %d), seeded %v (sum %d)", got, sum, s.ByStatus, s.NonDraft)
	}
	return nil
}

// rawPost sends one operation and answers its data and how long the answer took; an answer that
// is not 200 or has errors is an error.
func rawPost(c *http.Client, base, token, query string, vars map[string]any) (json.RawMessage, time.Duration, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, base+"/graphql", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	start := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	var res struct {
		Data   json.RawMessage            `json:"data"`
		Errors []struct{ Message string } `json:"errors"`
	}
	err = json.NewDecoder(resp.Body).Decode(&res)
	took := time.Since(start)
	switch {
	case err != nil:
		return nil, took, err
	case resp.StatusCode != http.StatusOK:
		return nil, took, fmt.Errorf("HTTP %d", resp.StatusCode)
	case len(res.Errors) > 0:
		return nil, took, fmt.Errorf("%s", res.Errors[0].Message)
	}
	return res.Data, took, nil
}

// benchQueue runs conns staff back offices, each sending QueueQuery as soon as the last answer
// came, for d.
func benchQueue(base, token string, s *Seeded, conns int, d time.Duration) (string, int) {
	c := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: conns}}
	var mu sync.Mutex
	var lat []time.Duration
	bad := 0
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < conns; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Since(start) < d {
				data, took, err := rawPost(c, base, token, QueueQuery, queueVars)
				if err == nil {
					err = checkQueue(data, s)
				}
				mu.Lock()
				lat = append(lat, took)
				if err != nil {
					if bad == 0 {
						fmt.Fprintln(os.Stderr, "queue:", err)
					}
					bad++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return latencies(fmt.Sprintf("approval queue (page of 25 + 4 counts), %d connections", conns), lat, bad, time.Since(start)), bad
}

// benchBulk approves each seeded batch in one bulkApproveReports and prints each time.
func benchBulk(base, token string, s *Seeded) int {
	c := &http.Client{Timeout: 60 * time.Second}
	bad := 0
	for k, ids := range s.Bulk {
		data, took, err := rawPost(c, base, token, `mutation($ids: [ID!]!) { bulkApproveReports(ids: $ids) { approved { _id status } skipped { _id message } } }`,
			map[string]any{"ids": ids})
		if err == nil {
			var a struct {
				BulkApproveReports struct {
					Approved []struct{ Status string }
					Skipped  []struct{ Message string }
				}
			}
			if err = json.Unmarshal(data, &a); err == nil && (len(a.BulkApproveReports.Approved) != len(ids) || len(a.BulkApproveReports.Skipped) != 0) {
				err = fmt.Errorf("%d approved, %d skipped", len(a.BulkApproveReports.Approved), len(a.BulkApproveReports.Skipped))
			}
		}
		if err != nil {
			bad++
			fmt.Fprintf(os.Stderr, "bulk %d: %v\n", k+1, err)
			continue
		}
		fmt.Printf("bulk approve %d: %d reports in %v\n", k+1, len(ids), took.Round(100*time.Microsecond))
	}
	return bad
}

// benchSubmit submits the seeded drafts at rate a second, open loop: each request leaves on its
// tick whether or not the ones before it were answered.
func benchSubmit(base, token string, s *Seeded, rate int, d time.Duration) (string, int) {
	c := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	n := min(len(s.Drafts), int(d.Seconds()*float64(rate)))
	lat := make([]time.Duration, n)
	var bad atomic.Int64
	var wg sync.WaitGroup
	tick := time.Second / time.Duration(rate)
	start := time.Now()
	for i := 0; i < n; i++ {
		time.Sleep(time.Until(start.Add(time.Duration(i) * tick)))
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			data, took, err := rawPost(c, base, token, `mutation($id: ID!) { submitReport(reportId: $id) { _id status submittedAt } }`, map[string]any{"id": s.Drafts[i]})
			if err == nil {
				var a struct{ SubmitReport struct{ Status string } }
				if err = json.Unmarshal(data, &a); err == nil && a.SubmitReport.Status != model.ReportPending {
					err = fmt.Errorf("status %s", a.SubmitReport.Status)
				}
			}
			if err != nil {
				if bad.Add(1) == 1 {
					fmt.Fprintln(os.Stderr, "submit:", err)
				}
			}
			lat[i] = took
		}(i)
	}
	wg.Wait()
	return latencies(fmt.Sprintf("submitReport at %d/s (open loop)", rate), lat, int(bad.Load()), time.Since(start)), int(bad.Load())
}

// readSeeded reads the file seed-reports wrote.
func readSeeded(path string) (*Seeded, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s := &Seeded{}
	return s, json.Unmarshal(b, s)
}

// runSeed seeds the database and writes what it seeded to path.
func runSeed(path, databaseURL, dataDir string, o SeedOptions) error {
	d, err := bundb.Open(databaseURL, dataDir)
	if err != nil {
		return err
	}
	defer d.Close()
	start := time.Now()
	s, err := seedReports(context.Background(), d, o)
	if err != nil {
		return err
	}
	b, _ := json.Marshal(s)
	if err := os.WriteFile(path, b, 0o600); err != nil {
		return err
	}
	fmt.Printf("seeded %d queue reports (%d not drafts: %v PENDING/HOLD/APPROVED/REJECTED), %d drafts, %d batches in %v\n",
		o.Queue, s.NonDraft, s.ByStatus, len(s.Drafts), len(s.Bulk), time.Since(start).Round(time.Millisecond))
	return nil
}

// runReportsBench runs one of the load modes and answers the exit code (1 when an answer failed its check).
func runReportsBench(mode, base, seededFile, staff, author, password string, conns, rate int, d time.Duration) int {
	s, err := readSeeded(seededFile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "seeded:", err)
		return 2
	}
	user := staff
	if mode == "submit" {
		user = author
	}
	token, err := signIn(&http.Client{Timeout: 30 * time.Second}, base, user, password)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sign in:", err)
		return 2
	}
	var line string
	var bad int
	switch mode {
	case "queue":
		line, bad = benchQueue(base, token, s, conns, d)
	case "bulk":
		bad = benchBulk(base, token, s)
	case "submit":
		line, bad = benchSubmit(base, token, s, rate, d)
	default:
		fmt.Fprintln(os.Stderr, "-reports-bench is queue, bulk or submit")
		return 2
	}
	if line != "" {
		fmt.Println(line)
	}
	if bad > 0 {
		return 1
	}
	return 0
}
