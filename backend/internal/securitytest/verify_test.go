package securitytest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/model"
)

// signingAgreement prepares a loan agreement with one party, starts signing and answers its id
// and verification code, and the SHA-256 of the PDF staff downloaded.
func signingAgreement(t *testing.T, env *graphtest.Env, staff, name string) (id, code, pdfSHA string) {
	t.Helper()
	ctx := context.Background()
	party := env.CreateUser("field-worker")
	if _, err := env.DB.GetHolisticProject(ctx, "p-verify"); err != nil {
		now := env.Clock.Now()
		p := &model.HolisticProject{ID: "p-verify", RegionCode: "1", ProjectName: "Well", TypeOfProject: "CLEAN_WATER", Desc: "A well", Stage: "ACTIVE",
			Status: model.ProjectActive, FundingTarget: 1, Tags: []model.ProjectTag{}, CreatedAt: now, UpdatedAt: now}
		if err := env.DB.CreateHolisticProject(ctx, p, nil); err != nil {
			t.Fatal(err)
		}
	}
	var d struct{ CreateLoanAgreement struct{ ID string } }
	env.Do(staff, `mutation($n: String, $c: ID!) { createLoanAgreement(name: $n, projectId: "p-verify", amount: 10000, sections: [{title: "Use", text: "For the well."}],
		parties: [{ref: "Borrower", contactId: $c}]) { id } }`, map[string]any{"n": name, "c": party.ContactID}).MustDecode(&d)
	id = d.CreateLoanAgreement.ID
	env.Do(staff, `mutation($id: ID!) { moveAgreement(id: $id, agreementType: LOAN_AGREEMENT, status: SIGNING) { status } }`, map[string]any{"id": id}).MustOK()
	a, err := env.DB.GetAgreement(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodGet, env.URL+"/agreements/"+id+"/pdf", nil)
	req.Header.Set("Authorization", "Bearer "+staff)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("PDF: %d %s", resp.StatusCode, b)
	}
	sum := sha256.Sum256(b)
	return id, a.VerifyCode, hex.EncodeToString(sum[:])
}

func fetchPublic(t *testing.T, env *graphtest.Env, path string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Get(env.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// A signed-out stranger probes /verify: with anything that is not a code (no query is made), with
// codes of the right shape (one indexed read each, the same 404 page), with an agreement's id,
// and with the hash of another agreement's PDF against a code they found. Every answer is the
// same as for nothing at all, is not cached or indexed, and carries no inline script.
func TestVerifyTellsAStrangerNothingMore(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	idA, codeA, _ := signingAgreement(t, env, staff, "Agreement A")
	_, _, shaB := signingAgreement(t, env, staff, "Agreement B")
	queries := env.DB.CountQueries()

	_, unknown := fetchPublic(t, env, "/verify/"+strings.Repeat("a", 24))
	for _, probe := range []string{
		strings.Repeat("x", 4000), "..", "%00", "' OR 1=1 --", "abc", strings.Repeat("1", 24), strings.Repeat("a", 25),
	} {
		queries.Reset()
		resp, body := fetchPublic(t, env, "/verify/"+probe)
		if resp.StatusCode != http.StatusNotFound || body != unknown {
			t.Errorf("probe %.30q answered %d, differently from an unknown code", probe, resp.StatusCode)
		}
		if n := queries.N(); n != 0 {
			t.Errorf("probe %.30q ran %d queries", probe, n)
		}
	}
	for _, code := range []string{strings.Repeat("b", 24), idA} {
		queries.Reset()
		resp, body := fetchPublic(t, env, "/verify/"+code)
		if resp.StatusCode != http.StatusNotFound || body != unknown {
			t.Errorf("code %q answered %d, differently from an unknown code", code, resp.StatusCode)
		}
		if n := queries.N(); n > 1 {
			t.Errorf("code %q ran %d queries", code, n)
		}
	}

	// Another agreement's PDF reads as no PDF at all against this code.
	_, other := fetchPublic(t, env, "/verify/"+codeA+"/pdf/"+shaB)
	_, none := fetchPublic(t, env, "/verify/"+codeA+"/pdf/"+strings.Repeat("0", 64))
	if other != none || !strings.Contains(none, `"issued":false`) {
		t.Errorf("another agreement's PDF answers %s, an unknown hash %s", other, none)
	}
	queries.Reset()
	if resp, _ := fetchPublic(t, env, "/verify/"+codeA+"/pdf/"+strings.Repeat("g", 64)); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("a malformed hash answered %d", resp.StatusCode)
	}
	if n := queries.N(); n != 0 {
		t.Errorf("a malformed hash ran %d queries", n)
	}

	resp, page := fetchPublic(t, env, "/verify/"+codeA)
	if resp.StatusCode != http.StatusOK || !strings.Contains(page, "Agreement A") {
		t.Fatalf("the real page answered %d", resp.StatusCode)
	}
	for _, r := range []*http.Response{resp} {
		for k, want := range map[string]string{"Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff"} {
			if got := r.Header.Get(k); got != want {
				t.Errorf("%s: %q, want %q", k, got, want)
			}
		}
		csp := r.Header.Get("Content-Security-Policy")
		script := ""
		for _, part := range strings.Split(csp, ";") {
			if p := strings.TrimSpace(part); strings.HasPrefix(p, "script-src") {
				script = p
			}
		}
		if script == "" || strings.Contains(script, "unsafe-inline") {
			t.Errorf("script-src %q", script)
		}
	}
	if strings.Count(page, "<script") != 1 || !strings.Contains(page, `<script src="/verify.js" defer></script>`) {
		t.Error("the verify page carries an inline script")
	}
}
