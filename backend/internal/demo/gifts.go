package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/model"
)

// donor is someone who gives in the demo: demo-partner (signed in) or a person giving signed
// out with an address of their own.
type donor struct{ name, email string }

var donors = []donor{
	{"Demo Partner", ""}, // demo-partner, signed in
	{"Grace Okafor", "grace.okafor@example.org"},
	{"Daniel Kim", "daniel.kim@example.org"},
	{"Maria Santos", "maria.santos@example.org"},
	{"Samuel Mensah", "samuel.mensah@example.org"},
	{"Ruth Becker", "ruth.becker@example.org"},
	{"Elijah Brooks", "elijah.brooks@example.org"},
	{"Hannah Lindqvist", "hannah.lindqvist@example.org"},
	{"Joseph Nguyen", "joseph.nguyen@example.org"},
	{"Esther Haddad", "esther.haddad@example.org"},
	{"Peter Walsh", "peter.walsh@example.org"},
	{"Lydia Moreau", "lydia.moreau@example.org"},
}

// gift is one gift of the demo year. group indexes the people groups picked one per region;
// project ≥ 0 makes it a project gift of that many dollars instead.
type gift struct {
	donor   int
	daysAgo int
	level   string // adoption level (model.Adopter...); "" for a project gift
	group   int
	project int // index into the projects, for a project gift
	dollars int
	monthly bool
	// failLast makes a monthly gift's latest charge fail; refund refunds the gift's first payment.
	failLast, refund bool
}

// gifts are the year: one-time and monthly adoptions at each level in at least five regions,
// project sponsorships, a refund, and monthly charges that failed.
var gifts = []gift{
	{donor: 0, daysAgo: 340, level: model.AdopterLv2, group: 0, monthly: true},
	{donor: 1, daysAgo: 280, project: 0, dollars: 50, monthly: true, refund: true},
	{donor: 5, daysAgo: 310, level: model.AdopterLv2, group: 1},
	{donor: 0, daysAgo: 250, project: 1, dollars: 250},
	{donor: 6, daysAgo: 215, project: 2, dollars: 100, refund: true},
	{donor: 2, daysAgo: 190, level: model.AdopterLv1, group: 2, monthly: true, failLast: true},
	{donor: 7, daysAgo: 160, level: model.AdopterLv3, group: 3},
	{donor: 3, daysAgo: 130, level: model.AdopterLv3, group: 4, monthly: true, failLast: true},
	{donor: 0, daysAgo: 95, level: model.AdopterLv1, group: 5},
	{donor: 4, daysAgo: 70, level: model.AdopterPray, group: 2},
	{donor: 8, daysAgo: 60, project: 3, dollars: 500},
	{donor: 9, daysAgo: 35, level: model.AdopterLv1, group: 1},
	{donor: 10, daysAgo: 14, project: 0, dollars: 75},
	{donor: 11, daysAgo: 3, level: model.AdopterLv2, group: 3},
	{donor: 5, daysAgo: 1, project: 1, dollars: 40},
}

// seedGifts gives the demo year through the sandbox checkout, as a donor on the giving site
// would (start, pay on the sandbox page, come back to the success page), then charges each
// monthly gift's later months as the sandbox's back-office actions do, fails the latest charge
// of two and refunds two payments as demo-staff. It runs when there is no payment yet and the
// sandbox takes the payments.
func seedGifts(ctx context.Context, s Services, p *people) error {
	g := s.Giving
	sb := g.Sandbox()
	if sb == nil {
		return nil // Stripe is configured: the demo gives nothing through it
	}
	if _, n, err := g.ListPayments(ctx, db.ListArgs{}, db.PaymentQuery{}); err != nil || n > 0 {
		return err
	}
	groups, err := groupsByRegion(ctx, s.Store, p, 6)
	if err != nil || len(groups) < 6 {
		return err
	}
	projects, err := s.Store.ListHolisticProjects(ctx, db.HolisticProjectQuery{Filter: db.HolisticProjectFilter{PublicOnly: true}, Limit: 4})
	if err != nil || len(projects) < 4 {
		return err
	}
	now := time.Now().UTC()
	staff := p.as(ctx, "demo-staff")
	for i, gf := range gifts {
		// Gifts come at any time of the day.
		at := past(now, daysAgo(now, gf.daysAgo).Add(time.Duration(i%7-3)*time.Hour+time.Duration(i*13%60)*time.Minute))
		s.Clock.Set(at)
		ctx := signedOut(ctx)
		if gf.donor == 0 {
			ctx = p.as(ctx, "demo-partner")
		}
		d := donors[gf.donor]
		var co *giving.Checkout
		startDate := "" // a monthly gift's first charge is today (the clock's)
		if gf.monthly {
			startDate = at.Format(time.DateOnly)
		}
		if gf.level != "" {
			co, err = g.StartAdoption(ctx, giving.AdoptionInput{PeopleGroupID: groups[gf.group].ID, Level: gf.level, Recurring: &gf.monthly, StartDate: startDate})
		} else {
			co, err = g.StartProjectSponsorship(ctx, giving.ProjectInput{ProjectID: projects[gf.project].ID, Amount: &gf.dollars, Recurring: &gf.monthly, StartDate: startDate})
		}
		if err != nil {
			return fmt.Errorf("%s's gift: %w", d.name, err)
		}
		if gf.level == model.AdopterPray {
			continue // recorded when started: nothing to pay
		}
		page, err := sb.Page(ctx, co.SessionID)
		if err != nil {
			return err
		}
		if _, err := sb.Pay(ctx, co.SessionID, page.CSRFToken, d.name, d.email); err != nil {
			return fmt.Errorf("%s's gift: %w", d.name, err)
		}
		if gf.level != "" {
			_, err = g.CompleteAdoption(ctx, co.SessionID)
		} else {
			_, err = g.CompleteProjectSponsorship(ctx, co.SessionID)
		}
		if err != nil {
			return fmt.Errorf("%s's gift: %w", d.name, err)
		}
		if gf.refund {
			// Staff find the payment in the payments list by the donor's name and refund it.
			s.Clock.Set(at.AddDate(0, 0, 9))
			paid, _, err := g.ListPayments(staff, db.ListArgs{}, db.PaymentQuery{Q: d.name, Status: model.PaymentPaid})
			if err != nil || len(paid) == 0 {
				return fmt.Errorf("refund %s's gift: no payment (%v)", d.name, err)
			}
			if _, err := g.SandboxRefund(staff, paid[0].ID); err != nil {
				return fmt.Errorf("refund %s's gift: %w", d.name, err)
			}
		}
		if !gf.monthly {
			continue
		}
		// Staff find the monthly gift in its list by the donor's name (each gives one monthly gift).
		giftID := ""
		if gf.level != "" {
			found, _, err := g.ListAdoptions(staff, db.ListArgs{}, db.AdoptionQuery{Q: d.name, PeopleGroupID: groups[gf.group].ID})
			if err != nil || len(found) == 0 {
				return fmt.Errorf("%s's monthly gift: not found (%v)", d.name, err)
			}
			giftID = found[0].ID
		} else {
			found, _, err := g.ListProjectSponsorships(staff, db.ListArgs{}, db.ProjectSponsorshipQuery{Q: d.name, ProjectID: projects[gf.project].ID})
			if err != nil || len(found) == 0 {
				return fmt.Errorf("%s's monthly gift: not found (%v)", d.name, err)
			}
			giftID = found[0].ID
		}
		for m := 1; ; m++ {
			due := at.AddDate(0, m, 0)
			if due.After(now) {
				break
			}
			s.Clock.Set(due)
			charge := g.SandboxChargeNextMonth
			if gf.failLast && due.AddDate(0, 1, 0).After(now) {
				charge = g.SandboxFailNextCharge
			}
			if _, err := charge(staff, giftID); err != nil {
				return fmt.Errorf("%s's monthly gift, month %d: %w", d.name, m+1, err)
			}
		}
	}
	return prayFor(ctx, s, p, now)
}

// prayers are the demo accounts who committed to pray for people groups (prayer-only adoptions,
// which cost nothing and are recorded when made), and for how many.
var prayers = []struct {
	who string
	n   int
}{{"demo-coordinator", 18}, {"demo-trainer", 16}}

// prayFor records the prayer commitments over the year, each for a least-reached group of
// another country, so the map shows adopted groups across the world.
func prayFor(ctx context.Context, s Services, p *people, now time.Time) error {
	all, err := s.Store.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 600})
	if err != nil {
		return err
	}
	var groups []*model.PeopleGroup
	seen := map[string]bool{}
	for _, g := range all {
		if !seen[g.CountryCode] && g.Latitude != nil {
			seen[g.CountryCode] = true
			groups = append(groups, g)
		}
	}
	i := 0
	for _, pr := range prayers {
		ctx := p.as(ctx, pr.who)
		for range pr.n {
			if i >= len(groups) {
				return nil
			}
			s.Clock.Set(past(now, daysAgo(now, 350-i*9).Add(time.Duration(i%9)*time.Hour)))
			if _, err := s.Giving.StartAdoption(ctx, giving.AdoptionInput{PeopleGroupID: groups[i].ID, Level: model.AdopterPray}); err != nil {
				return fmt.Errorf("%s's prayer commitment: %w", pr.who, err)
			}
			i++
		}
	}
	return nil
}

// groupsByRegion picks n least-reached people groups in n regions, most populous first,
// starting with the ones demo-partner is linked to, so the map and the adoptions by region
// show several regions.
func groupsByRegion(ctx context.Context, st Store, p *people, n int) ([]*model.PeopleGroup, error) {
	all, err := st.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 400})
	if err != nil {
		return nil, err
	}
	var out []*model.PeopleGroup
	seen := map[string]bool{}
	for _, g := range all {
		if len(out) == n {
			break
		}
		if g.RegionCode == "" || seen[g.RegionCode] {
			continue
		}
		seen[g.RegionCode] = true
		out = append(out, g)
	}
	return out, nil
}
