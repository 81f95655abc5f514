package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
)

// demoHouseholdName is the household demo-partner belongs to.
const demoHouseholdName = "The Partner Household"

// seedDemoHousehold gives demo-partner a household, so the portal's account
// selector ('Me', 'My Household') shows: "The Partner Household", with
// demo-partner as its member, adopting and sponsoring two people groups and
// sponsoring a holistic project that demo-partner's own contact is not linked
// to. Like seedDemoProjects it runs on every demo start and adds nothing to a
// database that has a household already (or no demo-partner), so a database
// made before households existed gets one too, and a second start changes
// nothing.
func seedDemoHousehold(ctx context.Context, d *bundb.DB, log *slog.Logger) error {
	partner, err := d.GetUserByUsername(ctx, "demo-partner")
	if errors.Is(err, db.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	_, households, err := d.ListContacts(ctx, db.ListQuery{Eq: map[string]any{"type": model.ContactHousehold}, Limit: 1})
	if err != nil || households > 0 {
		return err
	}

	now := time.Now().UTC().Truncate(time.Microsecond)
	home := &model.Contact{Type: model.ContactHousehold, FullName: demoHouseholdName, CreatedAt: now, UpdatedAt: now}
	if err := d.CreateContact(ctx, home); err != nil {
		return fmt.Errorf("demo household: %w", err)
	}
	if err := d.AddContactMember(ctx, home.ID, partner.ContactID); err != nil {
		return fmt.Errorf("demo household member: %w", err)
	}

	// The household's own people groups: the first of the demo's least-reached
	// groups (seedPortalDemo) that demo-partner is not linked to, so 'My
	// Household' shows other groups than 'Me'.
	own, _, err := d.ListPeopleGroupLinks(ctx, db.ListQuery{Eq: map[string]any{"contact_id": partner.ContactID}})
	if err != nil {
		return err
	}
	linked := map[string]bool{}
	for _, l := range own {
		linked[l.PeopleGroupID] = true
	}
	groups, err := d.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 12})
	if err != nil {
		return err
	}
	kinds := []string{model.LinkAdopter, model.LinkSponsor}
	for _, g := range groups {
		if len(kinds) == 0 {
			break
		}
		if linked[g.ID] {
			continue
		}
		start := now
		l := &model.PeopleGroupLink{ID: uuid.Must(uuid.NewV7()).String(), ContactID: home.ID, PeopleGroupID: g.ID, Type: kinds[0], StartDate: &start, CreatedAt: now, UpdatedAt: now}
		if err := d.CreatePeopleGroupLink(ctx, l); err != nil {
			return err
		}
		kinds = kinds[1:]
	}

	// One public holistic project the household sponsors and demo-partner does not.
	ownProjects, _, err := d.ListProjectLinks(ctx, db.ListQuery{Eq: map[string]any{"contact_id": partner.ContactID}})
	if err != nil {
		return err
	}
	sponsored := map[string]bool{}
	for _, l := range ownProjects {
		sponsored[l.ProjectID] = true
	}
	projects, err := d.ListHolisticProjects(ctx, db.HolisticProjectQuery{Filter: db.HolisticProjectFilter{PublicOnly: true}, Limit: 20})
	if err != nil {
		return err
	}
	for _, p := range projects {
		if sponsored[p.ID] {
			continue
		}
		start := now
		l := &model.ProjectLink{ID: uuid.Must(uuid.NewV7()).String(), ContactID: home.ID, ProjectID: p.ID, Type: model.LinkSponsor, StartDate: &start, CreatedAt: now, UpdatedAt: now}
		if err := d.CreateProjectLink(ctx, l); err != nil {
			return err
		}
		break
	}
	log.Info("added the demo household", "name", demoHouseholdName, "member", partner.Username)
	return nil
}
