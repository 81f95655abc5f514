package main

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// TestSeedReports seeds a small database file as the bench does a large one and reads it back.
func TestSeedReports(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.NewSQLiteFile(t)
	now := time.Now().UTC()
	b := d.Bun()
	if _, err := b.NewInsert().Model(&model.Contact{ID: "c-author", Type: "INDIVIDUAL", FullName: "Ada Author", CreatedAt: now, UpdatedAt: now}).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := b.NewInsert().Model(&model.User{ID: "u-author", Username: "Ada", UsernameLower: "ada", Email: "ada@example.org", EmailLower: "ada@example.org",
		Name: "Ada Author", PasswordHash: "x", ContactID: "c-author", CreatedAt: now, UpdatedAt: now}).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	for i := range 30 {
		id := fmt.Sprintf("xx-%05d", i)
		pg := &model.PeopleGroup{ID: id, PeopleID3: id, NameAcrossCountries: id, NameInCountry: id, SearchText: id, CountryCode: "XX", Country: "Testland",
			ContinentCode: "AFR", Continent: "Africa", RegionCode: "9", Region: "Africa", JPURL: "https://example.org/" + id, CreatedAt: now, UpdatedAt: now}
		if _, err := b.NewInsert().Model(pg).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}

	s, err := seedReports(ctx, d, SeedOptions{Queue: 40, Authors: 7, Drafts: 3, Batches: 2, BatchSize: 5, Author: "ADA"})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Drafts) != 3 || len(s.Bulk) != 2 || len(s.Bulk[1]) != 5 {
		t.Fatalf("drafts %d, batches %v", len(s.Drafts), s.Bulk)
	}
	var rows []struct {
		Status string `bun:"status"`
		N      int    `bun:"n"`
	}
	if err := b.NewSelect().Table("reports").ColumnExpr("status, count(*) AS n").Group("status").Scan(ctx, &rows); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, r := range rows {
		got[r.Status] = r.N
	}
	// 40 queue reports: 2 DRAFT, 14 PENDING, 4 HOLD, 12 APPROVED, 8 REJECTED; then 3 drafts and 10 PENDING.
	want := map[string]int{"DRAFT": 5, "PENDING": 24, "HOLD": 4, "APPROVED": 12, "REJECTED": 8}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("statuses %v, want %v", got, want)
	}
	if s.NonDraft != 48 || fmt.Sprint(s.ByStatus) != "[24 4 12 8]" {
		t.Fatalf("seeded %d %v", s.NonDraft, s.ByStatus)
	}
	var types []string
	if err := b.NewSelect().Table("reports").ColumnExpr("DISTINCT type").Scan(ctx, &types); err != nil || len(types) != 5 {
		t.Fatalf("types %v %v", types, err)
	}
	// The author's drafts are theirs, in the current quarter, with fields a submit accepts.
	var draft model.Report
	if err := b.NewSelect().Model(&draft).Where("id = ?", s.Drafts[0]).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	f, err := report.DecodeUpgQuarterly(&draft)
	if err != nil {
		t.Fatal(err)
	}
	if draft.CreatedBy != "u-author" || draft.ContactID != "c-author" || draft.Quarter != report.QuarterOf(now) || draft.PeopleGroupID == nil ||
		f.OnBehalfOf == nil || f.ReceivedFinancialSupport == nil || f.NumSalvations == nil || len(f.Miracles) != 1 || len(f.PrayerRequests) != 1 {
		t.Fatalf("draft %+v fields %+v", draft, f)
	}

	// The queue's check accepts the answer the seed implies and refuses another.
	page := make([]map[string]string, 24) // 24 PENDING: the page is all of them
	for i := range page {
		page[i] = map[string]string{"status": "PENDING"}
	}
	answer := func(pending int) json.RawMessage {
		b, _ := json.Marshal(map[string]any{"items": page, "pending": map[string]int{"count": pending}, "hold": map[string]int{"count": 4},
			"approved": map[string]int{"count": 12}, "rejected": map[string]int{"count": 8}})
		return b
	}
	if err := checkQueue(answer(24), s); err != nil {
		t.Fatal(err)
	}
	if err := checkQueue(answer(23), s); err == nil {
		t.Fatal("a wrong count passed")
	}
}
