package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/demo"
)

// gql posts a GraphQL document as the back office and the portal do, and decodes data into out.
func gql(t *testing.T, addr, token, query string, vars map[string]any, out any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r struct {
		Data   json.RawMessage
		Errors []struct{ Message string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("%s: %v", strings.Fields(query)[1], r.Errors)
	}
	if err := json.Unmarshal(r.Data, out); err != nil {
		t.Fatal(err)
	}
}

// A newcomer who runs `reach serve` on an empty folder and signs in as demo-staff finds the
// organisation at work: reports waiting on the dashboard and in the queue, a year of giving in
// the chart and the payments list (refunds and failed charges among them), adopted groups on
// the map across the world, in five regions or more; demo-field-worker reads why their report is on hold, and
// demo-partner has gifts with receipts and a giving statement. The calls are the back office's
// and the portal's own documents.
func TestServeMakesTheDemoAnOrganisationAtWork(t *testing.T) {
	dbArgs, _ := testDB(t)
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut syncBuffer
	done := make(chan int)
	go func() {
		done <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0"}, dbArgs...), noEnv, &out, &errOut)
	}()
	defer func() {
		cancel()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Error("serve did not shut down")
		}
	}()
	var addr string
	re := regexp.MustCompile(`listening on (127\.0\.0\.1:\d+)`)
	// Generous bounds, not speed checks (docs/benchmarks.md has the figures).
	for deadline := time.Now().Add(3 * time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if m := re.FindStringSubmatch(out.String()); m != nil && addr == "" {
			addr = m[1]
		}
		if addr != "" && (strings.Contains(errOut.String(), "made the demo's") || strings.Contains(errOut.String(), "demo data")) {
			break
		}
	}
	if addr == "" || !strings.Contains(errOut.String(), "made the demo's") {
		t.Fatalf("serve did not make the demo: %s %s", out.String(), errOut.String())
	}
	password := regexp.MustCompile(`Password for all of them: (\S+)`).FindStringSubmatch(out.String())[1]
	signIn := func(username string) string {
		var r struct{ SignIntoUser struct{ Token string } }
		gql(t, addr, "", `mutation SignIn($username: String!, $password: String!) { signIntoUser(username: $username, password: $password) { token } }`,
			map[string]any{"username": username, "password": password}, &r)
		return r.SignIntoUser.Token
	}
	staff := signIn("demo-staff")

	// The dashboard (apps/admin/src/dashboard/dashboardData.ts).
	var dash struct {
		StaffDashboard struct {
			Tiles struct {
				ReportsPending, ReportsOnHold, LoanAgreementsSigning, MousSigning, FailedPayments, FailedMail int
			}
			Giving []struct {
				Month    string
				UsdCents int64
				Gifts    int
			}
			AdoptionsByRegion []struct {
				RegionCode string
				Adoptions  int
			}
			PeopleGroupMap struct{ Cells []int }
		}
	}
	gql(t, addr, staff, `query StaffDashboard {
  staffDashboard {
    tiles { reportsPending reportsOnHold loanAgreementsSigning mousSigning failedPayments failedMail }
    since
    giving { month usdCents gifts }
    adoptionsByRegion { regionCode region adoptions }
    peopleGroupMap { cellDegrees cells }
    backup { scheduled lastAt failed warning }
  }
}`, nil, &dash)
	d := dash.StaffDashboard
	if d.Tiles.ReportsPending != 2 || d.Tiles.ReportsOnHold != 1 || d.Tiles.FailedPayments != 2 || d.Tiles.LoanAgreementsSigning != 1 || d.Tiles.MousSigning != 1 {
		t.Errorf("dashboard tiles %+v: want 2 pending, 1 on hold, 2 failed payments, 1 loan and 1 form awaiting signature", d.Tiles)
	}
	months := 0
	for _, m := range d.Giving {
		if m.UsdCents > 0 {
			months++
		}
	}
	if len(d.Giving) != 12 || months < 11 {
		t.Errorf("giving chart: %d of %d months with gifts, want 11 or more of 12: %+v", months, len(d.Giving), d.Giving)
	}
	if len(d.AdoptionsByRegion) < 5 {
		t.Errorf("adoptions by region: %+v, want 5 regions or more", d.AdoptionsByRegion)
	}
	adoptedCells := 0
	for i := 0; i+4 < len(d.PeopleGroupMap.Cells); i += 5 {
		if d.PeopleGroupMap.Cells[i+3] > 0 {
			adoptedCells++
		}
	}
	if adoptedCells < 20 {
		t.Errorf("the map has %d cells with adopted groups, want 20 or more", adoptedCells)
	}

	// The approval queue: reports pending, oldest first (ra-data-graphql-simple's allReports).
	var queue struct {
		AllReports []struct {
			ID          string `json:"_id"`
			ReportType  string
			SubmittedAt time.Time
		}
		Meta struct{ Count int } `json:"_allReportsMeta"`
	}
	gql(t, addr, staff, `query($filter: ReportFilter) {
  allReports(page: 0, perPage: 25, sortField: "submittedAt", sortOrder: "ASC", filter: $filter) { _id reportType submittedAt }
  _allReportsMeta(page: 0, perPage: 25, filter: $filter) { count }
}`, map[string]any{"filter": map[string]any{"status": []string{"PENDING"}}}, &queue)
	if queue.Meta.Count != 2 || len(queue.AllReports) != 2 || time.Since(queue.AllReports[0].SubmittedAt) < 72*time.Hour {
		t.Errorf("the queue: %+v, want two pending, the first waiting for days", queue)
	}
	var types struct {
		AllReports []struct{ ReportType, Status string }
	}
	gql(t, addr, staff, `query { allReports(page: 0, perPage: 100) { reportType status } }`, nil, &types)
	seenType, seenStatus := map[string]bool{}, map[string]bool{}
	for _, r := range types.AllReports {
		seenType[r.ReportType], seenStatus[r.Status] = true, true
	}
	if len(seenType) != 5 || len(seenStatus) != 5 {
		t.Errorf("reports cover types %v and statuses %v, want all five of each", seenType, seenStatus)
	}

	// The payments list, with its status filter.
	count := func(status string) int {
		var r struct {
			Meta struct{ Count int } `json:"_allPaymentsMeta"`
		}
		filter := map[string]any{}
		if status != "" {
			filter["status"] = status
		}
		gql(t, addr, staff, `query($filter: PaymentFilter) { _allPaymentsMeta(page: 0, perPage: 25, filter: $filter) { count } }`, map[string]any{"filter": filter}, &r)
		return r.Meta.Count
	}
	if all, paid, refunded, failed := count(""), count("PAID"), count("REFUNDED"), count("FAILED"); all < 40 || paid < 30 || refunded < 2 || failed != 2 {
		t.Errorf("payments: %d in all, %d paid, %d refunded, %d failed; want a year's worth with 2 refunded and 2 failed", all, paid, refunded, failed)
	}

	// demo-field-worker reads why the progress report is on hold (the portal's report page).
	fw := signIn("demo-field-worker")
	var mine struct {
		AllReports []struct {
			ID string `json:"_id"`
		}
	}
	gql(t, addr, fw, `query { allReports(filters: {status: [HOLD]}) { _id } }`, nil, &mine)
	if len(mine.AllReports) != 1 {
		t.Fatalf("demo-field-worker's held reports: %+v, want 1", mine)
	}
	var held struct {
		HolisticQuarterlyReportForUser struct {
			Status   string
			Approval struct{ Reason string }
		}
	}
	gql(t, addr, fw, `query HolisticQuarterlyReportForUser($_id: ID!) { holisticQuarterlyReportForUser(_id: $_id) { status approval { status when reason approver { _id name } } } }`,
		map[string]any{"_id": mine.AllReports[0].ID}, &held)
	if held.HolisticQuarterlyReportForUser.Status != "HOLD" || held.HolisticQuarterlyReportForUser.Approval.Reason != demo.HoldReason {
		t.Errorf("the held report as its author reads it: %+v", held)
	}

	// demo-partner's gifts, a receipt and this year's giving statement.
	partner := signIn("demo-partner")
	var gifts struct {
		MyGifts []struct {
			ID string `json:"_id"`
		}
	}
	gql(t, addr, partner, `query { myGifts { _id } }`, nil, &gifts)
	if len(gifts.MyGifts) < 10 {
		t.Fatalf("demo-partner's gifts: %d, want a year of them", len(gifts.MyGifts))
	}
	var pdfs struct {
		MyGiftReceipt, MyGivingStatement struct{ FileName, Base64 string }
	}
	gql(t, addr, partner, `query($id: ID!, $year: Int!) { myGiftReceipt(paymentId: $id) { fileName base64 } myGivingStatement(year: $year) { fileName base64 } }`,
		map[string]any{"id": gifts.MyGifts[0].ID, "year": time.Now().Year()}, &pdfs)
	if !strings.HasPrefix(pdfs.MyGiftReceipt.Base64, "JVBER") || !strings.HasPrefix(pdfs.MyGivingStatement.Base64, "JVBER") {
		t.Errorf("demo-partner's receipt %q and statement %q: want PDFs", pdfs.MyGiftReceipt.FileName, pdfs.MyGivingStatement.FileName)
	}
}
