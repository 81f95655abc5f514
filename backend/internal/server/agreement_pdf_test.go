package server_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
	"github.com/reachmissions/reach/backend/internal/user"
)

// pdfScene is a loan agreement between José (a field worker) and the Kibera Church, for which
// Łukasz (a field worker and a member of the church) signs; a stranger; and staff.
type pdfScene struct {
	env                            *graphtest.Env
	staff, jose, lukasz, stranger  string // tokens
	joseContact, lukaszOwn, church string
	id                             string
}

func newPDFScene(t *testing.T) *pdfScene {
	t.Helper()
	env := graphtest.New(t)
	ctx := context.Background()
	s := &pdfScene{env: env}
	s.staff, _ = env.SignInAs("staff")
	jose := env.CreateUserWith(user.NewUserInput{Username: "jose", Name: "José Müller-Nuñez", Email: "jose@example.org", Password: graphtest.DefaultPassword, Roles: []string{"field-worker"}})
	lukasz := env.CreateUserWith(user.NewUserInput{Username: "lukasz", Name: "Łukasz Żółć", Email: "lukasz@example.org", Password: graphtest.DefaultPassword, Roles: []string{"field-worker"}})
	s.jose, s.lukasz = env.SignIn(jose.Username, jose.Password), env.SignIn(lukasz.Username, lukasz.Password)
	s.stranger, _ = env.SignInAs("field-worker")
	s.joseContact, s.lukaszOwn = jose.ContactID, lukasz.ContactID
	church := &model.Contact{FullName: "Kibera Church", Type: model.ContactOrganization}
	if err := env.DB.CreateContact(ctx, church); err != nil {
		t.Fatal(err)
	}
	if err := env.DB.AddContactMember(ctx, church.ID, lukasz.ContactID); err != nil {
		t.Fatal(err)
	}
	s.church = church.ID
	now := env.Clock.Now()
	p := &model.HolisticProject{ID: "p-well", RegionCode: "1", ProjectName: "Well for Kibera", TypeOfProject: "CLEAN_WATER", Desc: "A well", Stage: "ACTIVE",
		Status: model.ProjectActive, FundingTarget: 1, Tags: []model.ProjectTag{}, CreatedAt: now, UpdatedAt: now}
	if err := env.DB.CreateHolisticProject(ctx, p, nil); err != nil {
		t.Fatal(err)
	}
	var d struct{ CreateLoanAgreement struct{ ID string } }
	env.Do(s.staff, `mutation($p: [AgreementPartyInput!]) {
		createLoanAgreement(name: "Well loan — Kibera", projectId: "p-well", amount: 125000000, terms: "24 months", paySchedule: "Monthly",
			sections: [{title: "The loan", text: "Reach lends $12,500.00."}, {title: "Repayment", text: "Monthly, from March."}], parties: $p) { id } }`,
		map[string]any{"p": []map[string]any{{"ref": "Borrower", "name": "José", "contactId": jose.ContactID}, {"ref": "Guarantor", "name": "Kibera Church", "contactId": church.ID}}}).
		MustDecode(&d)
	s.id = d.CreateLoanAgreement.ID
	return s
}

func (s *pdfScene) move(t *testing.T, status string) {
	t.Helper()
	s.env.Do(s.staff, `mutation($id: ID!, $s: AgreementStatus!) { moveAgreement(id: $id, agreementType: LOAN_AGREEMENT, status: $s) { status } }`,
		map[string]any{"id": s.id, "s": status}).MustOK()
}

// agreement reads the agreement as staff.
func (s *pdfScene) agreement(t *testing.T) *model.Agreement {
	t.Helper()
	a, err := s.env.DB.GetAgreement(context.Background(), s.id)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// signAll initials every section and signs for party i, as token acting for contact.
func (s *pdfScene) signAll(t *testing.T, token, contact string, i int, text, initials, font string) {
	t.Helper()
	a := s.agreement(t)
	p := a.Parties[i]
	for _, sec := range a.Sections {
		s.env.DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: `mutation($in: InitialLoanAgreementSectionInput!) { initialLoanAgreementSection(initials: $in) { id } }`,
			Variables: map[string]any{"in": map[string]any{"loanAgreementId": s.id, "initials": map[string]any{"sectionId": sec.ID, "partyId": p.ID, "initials": initials, "fontName": font}}}}).MustOK()
	}
	s.env.DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: `mutation($in: SignLoanAgreementInput!) { signLoanAgreement(signature: $in) { id } }`,
		Variables: map[string]any{"in": map[string]any{"loanAgreementId": s.id, "signature": map[string]any{"partyId": p.ID, "signature": text, "fontName": font}}}}).MustOK()
}

// get fetches path with a session and an account, as packages/ui's downloadWithSession does.
func get(t *testing.T, env *graphtest.Env, path, token, contact string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, env.URL+path, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if contact != "" {
		req.Header.Set("Contact", contact)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

func errorOf(t *testing.T, b []byte) string {
	t.Helper()
	var e struct{ Error string }
	if err := json.Unmarshal(b, &e); err != nil || e.Error == "" {
		t.Fatalf("not an {\"error\"} body: %s", b)
	}
	return e.Error
}

func TestAgreementPDFGuards(t *testing.T) {
	s := newPDFScene(t)
	path := "/agreements/" + s.id + "/pdf"
	cases := []struct {
		name, token, contact string
		want                 int
		msg                  string
	}{
		{"nobody signed in", "", "", http.StatusUnauthorized, "You must be signed in."},
		{"staff before signing starts", s.staff, "", http.StatusConflict, agreement.MsgPDFNotYet},
		{"a party before signing starts", s.jose, "", http.StatusNotFound, agreement.MsgNotFound},
	}
	check := func(t *testing.T, name, token, contact string, want int, msg string) {
		t.Run(name, func(t *testing.T) {
			resp, b := get(t, s.env, path, token, contact)
			if resp.StatusCode != want {
				t.Fatalf("answered %d, want %d: %s", resp.StatusCode, want, b)
			}
			if got := errorOf(t, b); msg != "" && got != msg {
				t.Fatalf("error %q, want %q", got, msg)
			}
			if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Fatalf("Content-Type %q", ct)
			}
		})
	}
	for _, tc := range cases {
		check(t, tc.name, tc.token, tc.contact, tc.want, tc.msg)
	}
	s.move(t, "PREVIEW")
	check(t, "a party in preview", s.jose, "", http.StatusConflict, agreement.MsgPDFNotYet)
	s.move(t, "SIGNING")
	for _, tc := range []struct {
		name, token, contact string
		want                 int
		msg                  string
	}{
		{"a stranger", s.stranger, "", http.StatusNotFound, agreement.MsgNotFound},
		{"another of the user's accounts is the party", s.lukasz, "", http.StatusForbidden, agreement.MsgInsufficient},
		{"an account that is not the user's", s.stranger, s.church, http.StatusForbidden, ""},
		{"an unknown agreement", s.staff, "", http.StatusNotFound, agreement.MsgNotFound},
	} {
		p := path
		if tc.name == "an unknown agreement" {
			path = "/agreements/0190c0de-0000-7000-8000-000000000000/pdf"
		}
		check(t, tc.name, tc.token, tc.contact, tc.want, tc.msg)
		path = p
	}
	for _, who := range []struct{ name, token, contact string }{{"staff", s.staff, ""}, {"José", s.jose, ""}, {"Łukasz for the church", s.lukasz, s.church}} {
		t.Run(who.name+" downloads it", func(t *testing.T) {
			resp, b := get(t, s.env, path, who.token, who.contact)
			if resp.StatusCode != http.StatusOK || !bytes.HasPrefix(b, []byte("%PDF-")) {
				t.Fatalf("answered %d: %.200s", resp.StatusCode, b)
			}
			want := map[string]string{
				"Content-Type":           "application/pdf",
				"Content-Disposition":    `attachment; filename="Loan Agreement - Well loan - Kibera v1.pdf"; filename*=UTF-8''Loan%20Agreement%20-%20Well%20loan%20%E2%80%94%20Kibera%20v1.pdf`,
				"Cache-Control":          "no-store",
				"X-Content-Type-Options": "nosniff",
			}
			for k, v := range want {
				if got := resp.Header.Get(k); got != v {
					t.Errorf("%s: %q, want %q", k, got, v)
				}
			}
		})
	}
}

func TestAgreementPDFAndVerify(t *testing.T) {
	s := newPDFScene(t)
	s.move(t, "SIGNING")
	path := "/agreements/" + s.id + "/pdf"
	_, partly := get(t, s.env, path, s.jose, "")
	pages := pdftest.Pages(t, partly)
	for i, p := range pages {
		if !strings.Contains(p, agreement.BannerPartlySigned) {
			t.Errorf("page %d lacks %q", i+1, agreement.BannerPartlySigned)
		}
	}

	s.signAll(t, s.jose, "", 0, "José Müller-Nuñez", "JMN", "Tangerine")
	s.env.Clock.Advance(time.Hour)
	s.signAll(t, s.lukasz, s.church, 1, "Łukasz Żółć", "ŁŻ", "Square Peg")
	a := s.agreement(t)
	if a.Status != model.AgreementSigned {
		t.Fatalf("status %s", a.Status)
	}
	resp, signed := get(t, s.env, path, s.lukasz, s.church)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("signed PDF: %d", resp.StatusCode)
	}
	pages = pdftest.Pages(t, signed)
	all := strings.Join(pages, "\n")
	for _, want := range []string{"1. The loan", "2. Repayment", "José Müller-Nuñez", "Łukasz Żółć", "JMN", "ŁŻ"} {
		if !strings.Contains(all, want) {
			t.Errorf("the signed PDF does not show %q", want)
		}
	}
	if strings.Contains(all, agreement.BannerPartlySigned) || strings.Contains(all, "Not signed") {
		t.Error("the signed PDF still says it is partly signed")
	}
	cert := pages[len(pages)-1]
	for _, want := range []string{a.ContentHash, "typed name in Square Peg, signed in with password", "lukasz", "127.0.0.1"} {
		if !strings.Contains(cert, want) {
			t.Errorf("the certificate lacks %q:\n%s", want, cert)
		}
	}
	verifyURL := s.env.Config.PublicURL + "/verify/" + a.VerifyCode
	if got := pdftest.QR(t, signed, len(pages)); got != verifyURL {
		t.Errorf("QR %q, want %q", got, verifyURL)
	}
	if _, again := get(t, s.env, path, s.staff, ""); !bytes.Equal(again, signed) {
		t.Error("the same state served twice differs")
	}
	// On the wire it is gzipped for a client that takes it; the file is the same bytes.
	req, _ := http.NewRequest(http.MethodGet, s.env.URL+path, nil)
	req.Header.Set("Authorization", "Bearer "+s.staff)
	req.Header.Set("Accept-Encoding", "gzip")
	if resp, err := http.DefaultClient.Do(req); err != nil {
		t.Fatal(err)
	} else {
		defer resp.Body.Close()
		zr, err := gzip.NewReader(resp.Body)
		if err != nil || resp.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("not gzipped: %q %v", resp.Header.Get("Content-Encoding"), err)
		}
		if plain, _ := io.ReadAll(zr); !bytes.Equal(plain, signed) {
			t.Error("the gzipped PDF is not the PDF")
		}
	}

	// The public page: what the certificate says, without addresses or user names.
	resp, page := get(t, s.env, "/verify/"+a.VerifyCode, "", "")
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("verify page: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	html := string(page)
	for _, want := range []string{"Well loan — Kibera", a.ContentHash, "Signed", "Guarantor", "Kibera Church", "typed name in Square Peg, signed in with password", `<script src="/verify.js" defer></script>`} {
		if !strings.Contains(html, want) {
			t.Errorf("the verify page lacks %q", want)
		}
	}
	for _, secret := range []string{"127.0.0.1", ">lukasz<", ">jose<", s.id} {
		if strings.Contains(html, secret) {
			t.Errorf("the public verify page shows %q", secret)
		}
	}
	if strings.Count(html, "<script") != 1 {
		t.Error("the verify page carries a script besides /verify.js")
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
		t.Errorf("CSP %q", csp)
	}
	if resp, js := get(t, s.env, "/verify.js", "", ""); resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") || !bytes.Contains(js, []byte("crypto.subtle.digest('SHA-256'")) {
		t.Errorf("/verify.js: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}

	// The check the page's script makes.
	check := func(content []byte) map[string]any {
		t.Helper()
		sum := sha256.Sum256(content)
		resp, b := get(t, s.env, "/verify/"+a.VerifyCode+"/pdf/"+hex.EncodeToString(sum[:]), "", "")
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("check answered %d: %s", resp.StatusCode, b)
		}
		var out map[string]any
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	if r := check(signed); r["issued"] != true || r["current"] != true || r["status"] != "Signed" || r["signatures"] != 2.0 || r["initials"] != 4.0 {
		t.Errorf("the served PDF checks as %v", r)
	}
	if r := check(partly); r["issued"] != true || r["current"] != false || r["status"] != "Signing" || !strings.Contains(r["message"].(string), "has changed since") {
		t.Errorf("the first PDF checks as %v", r)
	}
	changed := bytes.Clone(signed)
	changed[len(changed)/3] ^= 0x20
	if r := check(changed); r["issued"] != false {
		t.Errorf("a PDF with a byte changed checks as %v", r)
	}
	if resp, b := get(t, s.env, "/verify/"+a.VerifyCode+"/pdf/xyz", "", ""); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("a malformed hash answered %d: %s", resp.StatusCode, b)
	}
	for _, code := range []string{strings.Repeat("a", 24), s.id, "nope"} {
		if resp, b := get(t, s.env, "/verify/"+code, "", ""); resp.StatusCode != http.StatusNotFound || !bytes.Contains(b, []byte(agreement.MsgVerifyNotFound)) {
			t.Errorf("code %q answered %d", code, resp.StatusCode)
		}
	}
}
