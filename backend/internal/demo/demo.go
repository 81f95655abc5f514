// Package demo makes a new demo database look like an organisation at work: a year of gifts
// from about a dozen donors, reports in every status and agreements at every stage, each made
// through the domains' own services (the same rules, history rows, receipts and mail as when
// people do it), one service call and so one transaction at a time.
//
// Decisions:
//   - It runs on the demo database (the demo accounts exist): its agreements when there is no
//     agreement yet, its gifts and prayer commitments when there is no payment yet, its reports
//     when there is no report yet. `reach serve` runs it after the server listens, so the first
//     sign-in does not wait for it; a start after a seed that failed part way does not finish
//     the section it stopped in.
//   - Dates in the past come from the services' own clock (their Now option): the composition
//     root gives the services it hands to Seed a Clock, which Seed moves back to the day each
//     thing happened and forward to now at the end. No API field and no row written by hand.
//   - Each gift, charge, refund and report move is one service call, which the domain makes in
//     one transaction: a step that fails leaves nothing of itself, and the seed stops there
//     (what was made before it stays whole).
//   - Donors other than demo-partner give signed out with an address of their own
//     (@example.org): the gift invites them as partners, as any new donor is.
package demo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// Store is what the seed looks up: the demo accounts, the people groups and projects it gives to.
type Store interface {
	GetUserByUsername(ctx context.Context, username string) (*model.User, error)
	ListPeopleGroups(ctx context.Context, q db.PeopleGroupQuery) ([]*model.PeopleGroup, error)
	ListHolisticProjects(ctx context.Context, q db.HolisticProjectQuery) ([]*model.HolisticProject, error)
	ListAgreements(ctx context.Context, f db.AgreementFilter, p db.ListPage) ([]*model.Agreement, int, error)
}

// Services are the domains the seed works through; their clock must be Clock.Now.
type Services struct {
	Store      Store
	Giving     *giving.Service
	Reports    *report.Service
	Agreements *agreement.Service
	Clock      *Clock
	Log        *slog.Logger
}

// Clock is the services' clock while the demo is made: the moment set, moving on a millisecond
// at each reading so that what follows is later; the real time when none is set.
type Clock struct {
	mu sync.Mutex
	at time.Time
}

// Now answers the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.at.IsZero() {
		return time.Now()
	}
	c.at = c.at.Add(time.Millisecond)
	return c.at
}

// Set moves the clock to t; the zero time gives back the real time.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	c.at = t
	c.mu.Unlock()
}

// Seed makes the demo's gifts, reports and agreements that are not there yet. It answers
// nothing to do (nil) on a database without the demo accounts.
func Seed(ctx context.Context, s Services) error {
	if s.Log == nil {
		s.Log = slog.Default()
	}
	defer s.Clock.Set(time.Time{})
	p, err := loadPeople(ctx, s.Store)
	if errors.Is(err, db.ErrNotFound) {
		return nil // not the demo database
	}
	if err != nil {
		return err
	}
	start := time.Now()
	if err := seedAgreements(ctx, s, p); err != nil {
		return fmt.Errorf("demo agreements: %w", err)
	}
	if err := seedGifts(ctx, s, p); err != nil {
		return fmt.Errorf("demo gifts: %w", err)
	}
	if err := seedReports(ctx, s, p); err != nil {
		return fmt.Errorf("demo reports: %w", err)
	}
	s.Log.Info("made the demo's gifts, reports and agreements", "ms", time.Since(start).Milliseconds())
	return nil
}

// people are the demo accounts the seed acts as.
type people struct {
	users map[string]*model.User
}

func loadPeople(ctx context.Context, st Store) (*people, error) {
	p := &people{users: map[string]*model.User{}}
	for _, name := range []string{"demo-staff", "demo-field-worker", "demo-coordinator", "demo-trainer", "demo-partner"} {
		u, err := st.GetUserByUsername(ctx, name)
		if err != nil {
			return nil, err
		}
		p.users[name] = u
	}
	return p, nil
}

// as is a request by the demo user name acting for their own contact, from this machine.
func (p *people) as(ctx context.Context, name string) context.Context {
	u := p.users[name]
	roles := []string{}
	for _, r := range u.Roles {
		roles = append(roles, r.Role)
	}
	ctx = auth.WithViewer(ctx, &auth.Viewer{UserID: u.ID, Username: u.Username, Roles: roles, ContactID: u.ContactID, UserContactID: u.ContactID, Language: "en"})
	return signedOut(ctx)
}

// signedOut is a request from this machine with nobody signed in.
func signedOut(ctx context.Context) context.Context {
	return auth.WithClient(ctx, &auth.Client{IP: "127.0.0.1", UserAgent: "Reach demo data"})
}

// daysAgo is midday UTC n days before now.
func daysAgo(now time.Time, n int) time.Time {
	d := now.UTC().AddDate(0, 0, -n)
	return time.Date(d.Year(), d.Month(), d.Day(), 12, 0, 0, 0, time.UTC)
}
