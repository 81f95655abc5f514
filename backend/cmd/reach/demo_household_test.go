package main

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

// demoCounts are the rows a demo start adds for contacts and what they are linked to.
type demoCounts struct{ contacts, members, groupLinks, projectLinks int }

func countDemo(t *testing.T, d *bundb.DB) demoCounts {
	t.Helper()
	ctx := context.Background()
	var c demoCounts
	for table, n := range map[string]*int{"contacts": &c.contacts, "contact_members": &c.members, "people_group_links": &c.groupLinks, "project_links": &c.projectLinks} {
		got, err := d.Bun().NewSelect().TableExpr(table).Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		*n = int(got)
	}
	return c
}

// The demo's partner belongs to a household that is linked to other people groups and another
// project than the partner alone, so the portal's 'My Household' shows something 'Me' does not.
func TestDemoPartnerHasAHousehold(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.New(t)
	cfg, err := config.FromEnv(noEnv)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir = t.TempDir() // the demo's mail drop, never the source tree
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := seed(ctx, cfg, d, true, io.Discard, log); err != nil {
		t.Fatal(err)
	}
	first := countDemo(t, d)

	partner, err := d.GetUserByUsername(ctx, "demo-partner")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := d.GetUserContacts(ctx, partner.ContactID)
	if err != nil {
		t.Fatal(err)
	}
	if cs.Household == nil || cs.Household.FullName != "The Partner Household" {
		t.Fatalf("demo-partner's household = %+v, want The Partner Household", cs.Household)
	}
	home := cs.Household.ID

	linkedGroups := func(contactID string) map[string]string {
		links, _, err := d.ListPeopleGroupLinks(ctx, db.ListQuery{Eq: map[string]any{"contact_id": contactID}})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, l := range links {
			out[l.PeopleGroupID] = l.Type
		}
		return out
	}
	linkedProjects := func(contactID string) map[string]bool {
		links, _, err := d.ListProjectLinks(ctx, db.ListQuery{Eq: map[string]any{"contact_id": contactID}})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, l := range links {
			out[l.ProjectID] = true
		}
		return out
	}
	me, ours := linkedGroups(partner.ContactID), linkedGroups(home)
	if len(me) == 0 || len(ours) != 2 {
		t.Fatalf("people groups: %d linked to demo-partner, %d to the household (want 2)", len(me), len(ours))
	}
	kinds := map[string]bool{}
	for id, kind := range ours {
		if _, shared := me[id]; shared {
			t.Errorf("the household's people group %s is demo-partner's too: 'My Household' would look like 'Me'", id)
		}
		kinds[kind] = true
	}
	if !kinds[model.LinkAdopter] || !kinds[model.LinkSponsor] {
		t.Errorf("the household adopts and sponsors: %v", ours)
	}
	myProjects, ourProjects := linkedProjects(partner.ContactID), linkedProjects(home)
	if len(ourProjects) != 1 {
		t.Fatalf("%d projects linked to the household, want 1", len(ourProjects))
	}
	for id := range ourProjects {
		if myProjects[id] {
			t.Errorf("the household's project %s is demo-partner's too", id)
		}
	}

	// A second start changes nothing.
	if err := seed(ctx, cfg, d, true, io.Discard, log); err != nil {
		t.Fatal(err)
	}
	if again := countDemo(t, d); again != first {
		t.Fatalf("a second start changed the demo: %+v, then %+v", first, again)
	}
}

// A database made by an earlier Reach has the demo accounts but no household: its next start
// adds the household; without the demo nothing is added.
func TestDemoHouseholdReachesAnEarlierDemoDatabase(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.New(t)
	cfg, err := config.FromEnv(noEnv)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir = t.TempDir() // the demo's mail drop, never the source tree
	svc := newUserService(cfg, d)
	for _, a := range demoAccounts {
		if _, err := svc.CreateUser(ctx, userInput(a.username, a.name, a.role), true); err != nil {
			t.Fatal(err)
		}
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := seed(ctx, cfg, d, false, io.Discard, log); err != nil {
		t.Fatal(err)
	}
	if n := countDemo(t, d); n.contacts != len(demoAccounts) || n.members != 0 {
		t.Fatalf("--no-demo added contacts: %+v", n)
	}
	if err := seed(ctx, cfg, d, true, io.Discard, log); err != nil {
		t.Fatal(err)
	}
	partner, err := d.GetUserByUsername(ctx, "demo-partner")
	if err != nil {
		t.Fatal(err)
	}
	if cs, err := d.GetUserContacts(ctx, partner.ContactID); err != nil || cs.Household == nil {
		t.Fatalf("no household for demo-partner after a demo start: %+v %v", cs, err)
	}
}

func userInput(username, name, role string) user.NewUserInput {
	return user.NewUserInput{Username: username, Name: name, Email: username + "@reach.local", Password: "Copper-Meadow-Falcon-38", Roles: []string{role}}
}
