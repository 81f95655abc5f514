package server_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/personaldata"
	"github.com/reachmissions/reach/backend/internal/server"
	"github.com/reachmissions/reach/backend/internal/user"
)

// exportScene is Ana, a donor in the Ríos household with Ben: each gave a gift of their own, the
// household gave one, and one of Ana's charges failed. Ana wrote a draft report and adopts a
// people group.
type exportScene struct {
	env      *graphtest.Env
	ana, ben string // tokens
	anaUser  *graphtest.TestUser
	benUser  *graphtest.TestUser
	house    string
}

func newExportScene(t *testing.T) *exportScene {
	t.Helper()
	env := graphtest.New(t)
	ctx := context.Background()
	s := &exportScene{env: env}
	s.anaUser = env.CreateUserWith(user.NewUserInput{Username: "ana", Name: "Ana Ríos", Email: "ana@example.org", Password: graphtest.DefaultPassword, Roles: []string{"partner"}})
	s.benUser = env.CreateUserWith(user.NewUserInput{Username: "ben", Name: "Ben Ríos", Email: "ben@example.org", Password: graphtest.DefaultPassword, Roles: []string{"partner"}})
	s.ana, s.ben = env.SignIn("ana", graphtest.DefaultPassword), env.SignIn("ben", graphtest.DefaultPassword)
	house := &model.Contact{FullName: "Ríos household", Type: model.ContactHousehold}
	if err := env.DB.CreateContact(ctx, house); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{s.anaUser.ContactID, s.benUser.ContactID} {
		if err := env.DB.AddContactMember(ctx, house.ID, c); err != nil {
			t.Fatal(err)
		}
	}
	s.house = house.ID
	ins := func(v any) {
		t.Helper()
		if _, err := env.DB.Bun().NewInsert().Model(v).Exec(ctx); err != nil {
			t.Fatalf("insert %T: %v", v, err)
		}
	}
	now := env.Clock.Now().UTC().Truncate(time.Second)
	gift := func(id, payer, name, email, status string, cents int64, at time.Time) {
		fund := "Reach fund"
		ins(&model.Payment{ID: id, Status: status, USDCentsAmount: cents, PayerID: &payer, PayerName: &name, PayerEmail: &email, FundName: &fund,
			GivenOn: at, TransactionID: "tx_" + id, CreatedAt: at, UpdatedAt: at})
	}
	gift("p-ana-1", s.anaUser.ContactID, "Ana Ríos", "ana@example.org", model.PaymentPaid, 2500, now.AddDate(0, -2, 0))
	gift("p-ana-2", s.anaUser.ContactID, "Ana Ríos", "ana@example.org", model.PaymentPaid, 5000, now.AddDate(0, -1, 0))
	gift("p-ana-failed", s.anaUser.ContactID, "Ana Ríos", "ana@example.org", model.PaymentFailed, 9900, now)
	gift("p-house", s.house, "Ríos household", "ben@example.org", model.PaymentPaid, 10000, now)
	gift("p-ben", s.benUser.ContactID, "Ben Ríos", "ben@example.org", model.PaymentPaid, 700, now)
	anaContact := s.anaUser.ContactID
	ins(&model.Adoption{ID: "a-ana", CheckoutSessionID: "cs_a-ana", ContactID: &anaContact, AdopterName: "Ana Ríos", PeopleGroupID: "pg-1", Level: "PRAY",
		Status: model.GiftActive, CreatedAt: now, UpdatedAt: now})
	benContact := s.benUser.ContactID
	ins(&model.ProjectSponsorship{ID: "s-ana", CheckoutSessionID: "cs_s-ana", ContactID: &anaContact, SponsorName: "Ana Ríos", ProjectID: "__reach__",
		ProjectName: "Holistic projects fund", Amount: 4000, Recurring: true, CreatedAt: now, UpdatedAt: now})
	ins(&model.ProjectSponsorship{ID: "s-ben", CheckoutSessionID: "cs_s-ben", ContactID: &benContact, SponsorName: "Ben Ríos", ProjectID: "__reach__",
		ProjectName: "Holistic projects fund", Amount: 900, CreatedAt: now, UpdatedAt: now})
	ins(&model.Report{ID: "r-ana", Type: model.ReportPGQuarterly, Status: model.ReportDraft, CreatedBy: s.anaUser.ID, CreatedByName: "Ana Ríos",
		ContactID: anaContact, Quarter: "2026.Q3", Notes: "Met the elders.", Fields: `{"baptisms":3}`, CreatedAt: now, UpdatedAt: now})
	// Ana's profile photo, as the file service saved it.
	photo := &model.File{ID: "f-ana", S3Key: "profile/ana.jpg", Size: 9, Filename: "../../ana.jpg", ContentType: "image/jpeg", Tags: []string{},
		Uploaded: true, Processed: true, Images: []model.FileImage{}, Type: model.FileTypeProfilePhoto, ProfilePhotoFor: &s.anaUser.ID, CreatedBy: s.anaUser.ID,
		UpdatedBy: s.anaUser.ID, CreatedAt: now, UpdatedAt: now}
	ins(photo)
	if err := env.Server.Files.Store().Put(ctx, photo.S3Key, photo.ContentType, []byte("ana-photo")); err != nil {
		t.Fatal(err)
	}
	if _, err := env.DB.Bun().NewUpdate().Table("users").Set("profile_photo_id = ?", photo.ID).Where("id = ?", s.anaUser.ID).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	return s
}

// get fetches the export with token (and a Contact header when contact is set).
func (s *exportScene) get(t *testing.T, token, contact string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, s.env.URL+server.PersonalDataPath, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if contact != "" {
		req.Header.Set("Contact", contact)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, b
}

// unzip answers the zip's files by name.
func unzip(t *testing.T, b []byte) map[string][]byte {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatalf("not a zip: %v", err)
	}
	out := map[string][]byte{}
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name], err = io.ReadAll(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func names(files map[string][]byte) []string {
	var out []string
	for n := range files {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func TestPersonalDataExportHoldsTheDonorsOwnData(t *testing.T) {
	s := newExportScene(t)
	// The household selected in the portal does not widen the export.
	res, b := s.get(t, s.ana, s.house)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, b)
	}
	if cd := res.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment;") || !strings.Contains(cd, "reach-data-ana-") {
		t.Errorf("Content-Disposition = %q", cd)
	}
	if ct := res.Header.Get("Content-Type"); ct != "application/zip" {
		t.Errorf("Content-Type = %q", ct)
	}
	// the export is in the audit trail, once, as Ana's own
	rows, _, err := s.env.DB.ListAuditEntries(context.Background(), db.AuditQuery{Kinds: []string{audit.KindPersonExported}})
	if err != nil || len(rows) != 1 || rows[0].ActorID != s.anaUser.ID || rows[0].TargetID != s.anaUser.ID || rows[0].TargetLabel != "ana" {
		t.Fatalf("the audit trail's exports: %v %+v", err, rows)
	}
	files := unzip(t, b)
	want := []string{"adoptions.json", "agreements.json", "contacts.json", "gifts.json", "profile-photo.jpg", "profile.json",
		"receipts/p-ana-1.pdf", "receipts/p-ana-2.pdf", "recurring-gifts.json", "reports.json", "sponsorships.json"}
	if got := names(files); !slices.Equal(got, want) {
		t.Fatalf("files = %v, want %v", got, want)
	}
	var profile map[string]any
	if err := json.Unmarshal(files["profile.json"], &profile); err != nil {
		t.Fatal(err)
	}
	if profile["email"] != "ana@example.org" || profile["name"] != "Ana Ríos" || profile["username"] != "ana" {
		t.Errorf("profile = %v", profile)
	}
	if roles, _ := profile["roles"].([]any); len(roles) != 1 || roles[0] != "partner" {
		t.Errorf("roles = %v", profile["roles"])
	}
	if string(files["profile-photo.jpg"]) != "ana-photo" || profile["hasProfilePhoto"] != true {
		t.Errorf("profile photo = %q, hasProfilePhoto %v", files["profile-photo.jpg"], profile["hasProfilePhoto"])
	}
	var gifts []personaldata.Gift
	if err := json.Unmarshal(files["gifts.json"], &gifts); err != nil {
		t.Fatal(err)
	}
	if len(gifts) != 2 || gifts[0].ID != "p-ana-1" || gifts[1].ID != "p-ana-2" || gifts[1].AmountCents != 5000 || gifts[0].Receipt != "receipts/p-ana-1.pdf" {
		t.Errorf("gifts = %+v", gifts)
	}
	for _, n := range []string{"receipts/p-ana-1.pdf", "receipts/p-ana-2.pdf"} {
		if !bytes.HasPrefix(files[n], []byte("%PDF-")) {
			t.Errorf("%s is not a PDF", n)
		}
	}
	var contacts []personaldata.Contact
	if err := json.Unmarshal(files["contacts.json"], &contacts); err != nil {
		t.Fatal(err)
	}
	if len(contacts) != 2 || contacts[0].Role != "self" || contacts[1].FullName != "Ríos household" || contacts[1].Role != "member" {
		t.Errorf("contacts = %+v", contacts)
	}
	var reports []personaldata.Report
	if err := json.Unmarshal(files["reports.json"], &reports); err != nil {
		t.Fatal(err)
	}
	var fields bytes.Buffer
	if len(reports) == 1 {
		_ = json.Compact(&fields, reports[0].Fields)
	}
	if len(reports) != 1 || reports[0].Status != model.ReportDraft || reports[0].Notes != "Met the elders." || fields.String() != `{"baptisms":3}` {
		t.Errorf("reports = %+v", reports)
	}
	var adoptions []personaldata.Adoption
	if err := json.Unmarshal(files["adoptions.json"], &adoptions); err != nil {
		t.Fatal(err)
	}
	if len(adoptions) != 1 || adoptions[0].ID != "a-ana" {
		t.Errorf("adoptions = %+v", adoptions)
	}
	var sponsored []personaldata.Sponsorship
	if err := json.Unmarshal(files["sponsorships.json"], &sponsored); err != nil {
		t.Fatal(err)
	}
	if len(sponsored) != 1 || sponsored[0].ID != "s-ana" || !sponsored[0].Monthly || sponsored[0].AmountCents != 4000 {
		t.Errorf("sponsorships = %+v", sponsored)
	}
	// No secret and nobody else's address, in any file.
	hash := ""
	if err := s.env.DB.Bun().NewSelect().Table("users").Column("password_hash").Where("id = ?", s.anaUser.ID).Scan(context.Background(), &hash); err != nil {
		t.Fatal(err)
	}
	for n, f := range files {
		for _, secret := range []string{hash, s.ana, "password", "ben@example.org", "Ben Ríos", "p-house", "p-ben", "p-ana-failed", "s-ben"} {
			if bytes.Contains(f, []byte(secret)) {
				t.Errorf("%s holds %q", n, secret)
			}
		}
	}
}

func TestPersonalDataExportIsOnlyTheSignedInPersons(t *testing.T) {
	s := newExportScene(t)
	// Ben's token answers Ben's export, never Ana's, whatever account he names.
	res, b := s.get(t, s.ben, s.anaUser.ContactID)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, b)
	}
	files := unzip(t, b)
	if got := names(files); !slices.Contains(got, "receipts/p-ben.pdf") || slices.Contains(got, "receipts/p-ana-1.pdf") || slices.Contains(got, "profile-photo.jpg") {
		t.Errorf("Ben's files = %v", got)
	}
	for n, f := range files {
		if bytes.Contains(f, []byte("ana@example.org")) || bytes.Contains(f, []byte("p-ana-")) || bytes.Contains(f, []byte("s-ana")) {
			t.Errorf("Ben's %s holds Ana's data", n)
		}
	}
	// Signed out, or with a made-up token: 401 and no zip.
	for _, token := range []string{"", "not-a-token", s.ana + "x"} {
		res, b := s.get(t, token, "")
		if res.StatusCode != http.StatusUnauthorized || bytes.HasPrefix(b, []byte("PK")) {
			t.Errorf("token %q: status %d, %.40q", token, res.StatusCode, b)
		}
	}
	// Signed out once Ana signs out: her old token no longer exports.
	s.env.Do(s.ana, `mutation { signOutOfUser }`, nil)
	if res, _ := s.get(t, s.ana, ""); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("after signing out: status %d", res.StatusCode)
	}
}

func TestPersonalDataExportIsRateLimited(t *testing.T) {
	s := newExportScene(t)
	for i := 1; i <= personaldata.LimitExport.Max; i++ {
		if res, b := s.get(t, s.ben, ""); res.StatusCode != http.StatusOK {
			t.Fatalf("export %d: status %d: %s", i, res.StatusCode, b)
		}
	}
	res, b := s.get(t, s.ben, "")
	if res.StatusCode != http.StatusTooManyRequests || !strings.Contains(string(b), "Too many attempts") {
		t.Fatalf("past the limit: status %d: %s", res.StatusCode, b)
	}
	// Another person is not held up by Ben's exports.
	if res, b := s.get(t, s.ana, ""); res.StatusCode != http.StatusOK {
		t.Fatalf("Ana: status %d: %s", res.StatusCode, b)
	}
}

func TestPersonalDataExportHoldsTheAgreementsOfTheParty(t *testing.T) {
	p := newPDFScene(t)
	p.move(t, "SIGNING")
	s := &exportScene{env: p.env}
	// José is the borrower: the agreement and its PDF are his.
	res, b := s.get(t, p.jose, "")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, b)
	}
	files := unzip(t, b)
	if !bytes.HasPrefix(files["agreements/"+p.id+".pdf"], []byte("%PDF-")) {
		t.Errorf("José's files = %v, want the agreement's PDF", names(files))
	}
	var as []personaldata.Agreement
	if err := json.Unmarshal(files["agreements.json"], &as); err != nil {
		t.Fatal(err)
	}
	if len(as) != 1 || as[0].ID != p.id || as[0].PartyRef != "Borrower" || as[0].Status != "SIGNING" {
		t.Errorf("agreements = %+v", as)
	}
	// Łukasz signs for the church, which is the party: the church's agreement is not his own,
	// even with the church selected.
	res, b = s.get(t, p.lukasz, p.church)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, b)
	}
	files = unzip(t, b)
	if string(files["agreements.json"]) != "[]\n" || files["agreements/"+p.id+".pdf"] != nil {
		t.Errorf("Łukasz's export holds the church's agreement: %v %s", names(files), files["agreements.json"])
	}
}
