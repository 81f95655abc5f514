package graph_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

const dashboardQuery = `{ staffDashboard {
	tiles { reportsPending reportsOnHold loanAgreementsSigning mousSigning failedPayments failedMail }
	since giving { month usdCents gifts } adoptionsByRegion { regionCode region adoptions }
	peopleGroupMap { cellDegrees cells } } }`

type dashboardAnswer struct {
	StaffDashboard struct {
		Tiles  map[string]int
		Since  time.Time
		Giving []struct {
			Month    string
			UsdCents float64
			Gifts    int
		}
		AdoptionsByRegion []struct {
			RegionCode, Region string
			Adoptions          int
		}
		PeopleGroupMap struct {
			CellDegrees int
			Cells       []int
		}
	}
}

// seedDashboard stores what the dashboard counts: reports, agreements,
// payments, mail, people groups with points and their adoptions.
func seedDashboard(t *testing.T, env *graphtest.Env) {
	t.Helper()
	ctx := context.Background()
	now := env.Clock.Now().UTC()
	monthAgo := time.Date(now.Year(), now.Month()-3, 10, 12, 0, 0, 0, time.UTC)
	longAgo := now.AddDate(-2, 0, 0)
	ins := func(v any) {
		t.Helper()
		if _, err := env.DB.Bun().NewInsert().Model(v).Exec(ctx); err != nil {
			t.Fatalf("insert %T: %v", v, err)
		}
	}
	f := func(v float64) *float64 { return &v }
	groups := []struct {
		id, region, regionName string
		lat, lon               *float64
	}{
		{"so-1", "4", "Horn of Africa", f(2.5), f(-1.5)},
		{"so-2", "4", "Horn of Africa", f(3.9), f(-0.1)},
		{"au-1", "10", "Australia and Pacific", f(-33.2), f(151.1)},
		{"xx-1", "4", "Horn of Africa", nil, nil},
	}
	for _, g := range groups {
		ins(&model.PeopleGroup{ID: g.id, PeopleID3: g.id, NameAcrossCountries: g.id, NameInCountry: g.id, SearchText: g.id,
			CountryCode: "SO", Country: "Somalia", ContinentCode: "AFR", Continent: "Africa", RegionCode: g.region, Region: g.regionName,
			Latitude: g.lat, Longitude: g.lon, JPURL: "https://joshuaproject.net/", CreatedAt: now, UpdatedAt: now})
	}
	adoption := func(id, group, status string, at time.Time) {
		ins(&model.Adoption{ID: id, CheckoutSessionID: "cs_" + id, AdopterName: "Ann", PeopleGroupID: group, Level: "PRAY",
			Status: status, CreatedAt: at, UpdatedAt: at})
	}
	adoption("a1", "so-1", model.GiftActive, now)
	adoption("a2", "so-1", model.GiftEnded, monthAgo)
	adoption("a3", "so-2", model.GiftEnded, longAgo)
	adoption("a4", "au-1", model.GiftCancelled, monthAgo)
	adoption("a5", model.FundReach, model.GiftActive, now)
	payment := func(id, status string, cents int64, at time.Time) {
		ins(&model.Payment{ID: id, Status: status, USDCentsAmount: cents, GivenOn: at, TransactionID: "tx_" + id, CreatedAt: at, UpdatedAt: at})
	}
	payment("p1", model.PaymentPaid, 2500, now)
	payment("p2", model.PaymentPaid, 1000, now)
	payment("p3", model.PaymentRefunded, 9900, now)
	payment("p4", model.PaymentPaid, 5000, monthAgo)
	payment("p5", model.PaymentPaid, 7000, longAgo)
	payment("p6", "FAILED", 3000, now)
	report := func(id, status string, deleted bool) {
		r := &model.Report{ID: id, Type: model.ReportPGQuarterly, Status: status, CreatedBy: "u", ContactID: "c", Fields: "{}", CreatedAt: now, UpdatedAt: now}
		if deleted {
			r.DeletedAt = &now
		}
		ins(r)
	}
	report("r1", model.ReportPending, false)
	report("r2", model.ReportPending, false)
	report("r3", model.ReportHold, false)
	report("r4", model.ReportDraft, false)
	report("r5", model.ReportPending, true)
	agreement := func(id, kind, status string) {
		ins(&model.Agreement{ID: id, Kind: kind, Status: status, Name: id, Beneficiaries: []model.Beneficiary{}, VerifyCode: "v" + id, CreatedAt: now, UpdatedAt: now})
	}
	agreement("g1", model.AgreementLoan, model.AgreementSigning)
	agreement("g2", model.AgreementMOU, model.AgreementSigning)
	agreement("g3", model.AgreementMOU, model.AgreementSigning)
	agreement("g4", model.AgreementMOU, model.AgreementPreparing)
	for i, status := range []string{model.MailFailed, model.MailQueued, model.MailSent} {
		ins(&model.OutboxMail{ID: fmt.Sprintf("m%d", i), To: "a@example.org", Subject: "s", TextBody: "b", Kind: "INVITE", Status: status, CreatedAt: now})
	}
}

func TestStaffDashboardCountsWhatWaits(t *testing.T) {
	env := graphtest.New(t)
	seedDashboard(t, env)
	token, _ := env.SignInAs("staff")
	var got dashboardAnswer
	env.Do(token, dashboardQuery, nil).MustOK().MustDecode(&got)
	d := got.StaffDashboard

	want := map[string]int{"reportsPending": 2, "reportsOnHold": 1, "loanAgreementsSigning": 1, "mousSigning": 2, "failedPayments": 1, "failedMail": 1}
	if !reflect.DeepEqual(d.Tiles, want) {
		t.Errorf("tiles %v, want %v", d.Tiles, want)
	}
	// Each tile is the count of the list it links to.
	lists := map[string]string{
		"reportsPending":        `_allReportsMeta(filter: {status: [PENDING]})`,
		"reportsOnHold":         `_allReportsMeta(filter: {status: [HOLD]})`,
		"loanAgreementsSigning": `_allLoanAgreementsMeta(filter: {status: SIGNING})`,
		"mousSigning":           `_allMousMeta(filter: {status: SIGNING})`,
		"failedPayments":        `_allPaymentsMeta(filter: {status: "FAILED"})`,
		"failedMail":            `_allOutboxMailsMeta(filter: {status: "FAILED"})`,
	}
	for tile, list := range lists {
		var meta struct{ M struct{ Count int } }
		env.Do(token, `{ m: `+list+` { count } }`, nil).MustOK().MustDecode(&meta)
		if meta.M.Count != d.Tiles[tile] {
			t.Errorf("%s: tile %d, its list %d", tile, d.Tiles[tile], meta.M.Count)
		}
	}

	now := env.Clock.Now().UTC()
	if len(d.Giving) != 12 {
		t.Fatalf("giving months %d, want 12", len(d.Giving))
	}
	last, first := d.Giving[11], d.Giving[0]
	if last.Month != now.Format("2006-01") || last.UsdCents != 3500 || last.Gifts != 2 {
		t.Errorf("this month %+v, want 3500 cents in 2 gifts (the refund left out)", last)
	}
	if first.Month != d.Since.UTC().Format("2006-01") || d.Since.UTC().AddDate(0, 11, 0).Format("2006-01") != last.Month {
		t.Errorf("months %s..%s since %v", first.Month, last.Month, d.Since)
	}
	three := time.Date(now.Year(), now.Month()-3, 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
	total := 0.0
	for _, m := range d.Giving {
		total += m.UsdCents
		if m.Month == three && m.UsdCents != 5000 {
			t.Errorf("%s: %v cents, want 5000", three, m.UsdCents)
		}
	}
	if total != 8500 {
		t.Errorf("12 months total %v cents, want 8500 (two years ago left out)", total)
	}

	type region struct {
		RegionCode, Region string
		Adoptions          int
	}
	regions := []region{}
	for _, r := range d.AdoptionsByRegion {
		regions = append(regions, region(r))
	}
	wantRegions := []region{{"4", "Horn of Africa", 2}, {"", "", 1}, {"10", "Australia and Pacific", 1}}
	if !reflect.DeepEqual(regions, wantRegions) {
		t.Errorf("adoptions by region %v, want %v", regions, wantRegions)
	}

	// so-1 (adopted) and so-2 (formerly) share the 2° cell at 2,-2; au-1 (formerly) is at -34,150;
	// xx-1 has no point.
	if d.PeopleGroupMap.CellDegrees != 2 || !reflect.DeepEqual(d.PeopleGroupMap.Cells, []int{-34, 150, 1, 0, 1, 2, -2, 2, 1, 1}) {
		t.Errorf("map %+v", d.PeopleGroupMap)
	}
}

// A viewer without the staff role is refused the dashboard, and told nothing of its counts.
func TestStaffDashboardRefusesNonStaff(t *testing.T) {
	env := graphtest.New(t)
	seedDashboard(t, env)
	for _, role := range []string{"partner", "field-worker", "regional-coordinator", "trainer"} {
		token, _ := env.SignInAs(role)
		r := env.Do(token, dashboardQuery, nil)
		if r.Code() != "FORBIDDEN" || len(r.Data) > 0 && string(r.Data) != "null" {
			t.Errorf("%s: %s %s", role, r.Code(), r.Data)
		}
	}
	if r := env.Do("", dashboardQuery, nil); r.Code() != "UNAUTHENTICATED" && r.Code() != "FORBIDDEN" {
		t.Errorf("signed out: %s", r.Code())
	}
}
