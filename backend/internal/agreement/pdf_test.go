package agreement_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/pdftext/pdftest"
)

// signers adds José (a person) and Łukasz (a member of the Kibera Church) and prepares a loan
// with José and the church as parties.
func (f *fixture) signers() (jose, lukasz string, a *model.Agreement) {
	f.t.Helper()
	ctx := context.Background()
	add := func(name string) string {
		c := &model.Contact{FullName: name, Type: model.ContactIndividual}
		if err := f.d.CreateContact(ctx, c); err != nil {
			f.t.Fatal(err)
		}
		return c.ID
	}
	jose, lukasz = add("José Müller-Nuñez"), add("Łukasz Żółć")
	f.addMember(f.church, lukasz)
	projectID := &f.projectID
	a, err := f.svc.Create(f.staffCtx(), model.AgreementLoan, "", agreement.Draft{
		Name: ptr("Well loan — Kibera"), ProjectID: &projectID, Amount: ptr(int64(125_000_055)),
		Terms: ptr("Repay in 24 months"), PaySchedule: ptr("Monthly"),
		Sections: &[]agreement.SectionDraft{{Title: "The loan", Text: "Reach lends $12,500.01.\nThe Borrower uses it for the well."}, {Title: "Repayment", Text: "Monthly, from March."}},
		Parties:  &[]agreement.PartyDraft{{Ref: "Borrower", Name: "José", ContactID: jose}, {Ref: "Guarantor", Name: "Kibera Church", ContactID: f.church}},
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return jose, lukasz, a
}

func (f *fixture) pdf(ctx context.Context, id string) *agreement.PDFFile {
	f.t.Helper()
	p, err := f.svc.PDF(ctx, id)
	if err != nil {
		f.t.Fatalf("pdf: %v", err)
	}
	if dir := os.Getenv("REACH_PDF_OUT"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, f.t.Name()+"-"+p.SHA256[:8]+".pdf"), p.Content, 0o644)
	}
	return p
}

func TestPDFFollowsTheAgreementFromSigningToSigned(t *testing.T) {
	f := newFixture(t)
	jose, lukasz, a := f.signers()
	asJose, asLukasz := as(jose, jose), as(lukasz, f.church)

	// Nothing to print before signing starts, for staff or anyone.
	if _, err := f.svc.PDF(f.staffCtx(), a.ID); !errors.Is(err, agreement.ErrPDFNotYet) {
		t.Fatalf("PREPARING: %v", err)
	}
	f.move(a.ID, agreement.ToPreview)
	if _, err := f.svc.PDF(asJose, a.ID); !errors.Is(err, agreement.ErrPDFNotYet) {
		t.Fatalf("PREVIEW: %v", err)
	}
	a = f.move(a.ID, agreement.ToSigning)

	// The read rules: a stranger finds nothing; Łukasz as himself is told to change account.
	if _, err := f.svc.PDF(as(f.zoe, f.zoe), a.ID); err == nil {
		t.Fatal("a stranger got the PDF")
	} else {
		wantCode(t, err, apperr.NotFound, agreement.MsgNotFound)
	}
	if _, err := f.svc.PDF(as(lukasz, lukasz), a.ID); err == nil {
		t.Fatal("Łukasz got the PDF acting for himself")
	} else {
		wantCode(t, err, apperr.Forbidden, agreement.MsgInsufficient)
	}

	first := f.pdf(asJose, a.ID)
	if first.Filename != "Loan Agreement - Well loan — Kibera v1.pdf" {
		t.Errorf("filename %q", first.Filename)
	}
	pages := pdftest.Pages(t, first.Content)
	for i, p := range pages {
		if !strings.Contains(p, "Partly signed — not final") {
			t.Errorf("page %d of the unsigned PDF has no 'Partly signed — not final'", i+1)
		}
	}
	all := strings.Join(pages, "\n")
	for _, want := range []string{"1. The loan", "2. Repayment", "Reach lends $12,500.01.", "$12,500.01", "Well for Kibera", "Country Kenya", "Borrower (José Müller-Nuñez)", "Guarantor (Kibera Church)"} {
		if !strings.Contains(all, want) {
			t.Errorf("the PDF does not show %q", want)
		}
	}
	if strings.Count(all, "Not signed") != 2 || strings.Count(all, "Not initialled") != 4 {
		t.Errorf("the unsigned PDF does not mark every missing mark:\n%s", all)
	}

	// José initials and signs in Tangerine, Łukasz for the church in Square Peg.
	for _, sec := range a.Sections {
		a = f.mark(asJose, a, agreement.Mark{PartyID: a.Parties[0].ID, SectionID: sec.ID, Text: "JMN", FontName: "Tangerine"}, true)
	}
	a = f.mark(asJose, a, agreement.Mark{PartyID: a.Parties[0].ID, Text: "José Müller-Nuñez", FontName: "Tangerine"}, false)
	f.clock = f.clock.Add(time.Hour)
	for _, sec := range a.Sections {
		a = f.mark(asLukasz, a, agreement.Mark{PartyID: a.Parties[1].ID, SectionID: sec.ID, Text: "ŁŻ", FontName: "Square Peg"}, true)
	}
	a = f.mark(asLukasz, a, agreement.Mark{PartyID: a.Parties[1].ID, Text: "Łukasz Żółć", FontName: "Square Peg"}, false)
	if a.Status != model.AgreementSigned {
		t.Fatalf("status %s", a.Status)
	}

	signed := f.pdf(f.staffCtx(), a.ID)
	pages = pdftest.Pages(t, signed.Content)
	all = strings.Join(pages, "\n")
	for _, want := range []string{"José Müller-Nuñez", "Łukasz Żółć", "JMN", "ŁŻ", "Status: Signed"} {
		if !strings.Contains(all, want) {
			t.Errorf("the signed PDF does not show %q", want)
		}
	}
	for _, gone := range []string{"Partly signed", "Not signed", "Not initialled"} {
		if strings.Contains(all, gone) {
			t.Errorf("the signed PDF still says %q", gone)
		}
	}
	cert := pages[len(pages)-1]
	for _, want := range []string{"Certificate of signing", a.ContentHash, "typed name in Square Peg, sign-in method not recorded", "203.0.113.7", "user-" + lukasz[:8]} {
		if !strings.Contains(cert, want) {
			t.Errorf("the certificate does not show %q:\n%s", want, cert)
		}
	}
	if got, want := pdftest.QR(t, signed.Content, len(pages)), "https://reach.example/verify/"+a.VerifyCode; got != want {
		t.Errorf("QR code %q, want %q", got, want)
	}

	// The same state gives the same bytes, whoever asks and whenever.
	f.clock = f.clock.Add(24 * time.Hour)
	if again := f.pdf(asJose, a.ID); !bytes.Equal(again.Content, signed.Content) {
		t.Error("the signed agreement printed twice differs")
	}

	// /verify knows both PDFs, and which state each shows; a byte changed is not Reach's.
	check := func(sha string) *agreement.PDFCheck {
		t.Helper()
		r, err := f.svc.CheckPDF(context.Background(), a.VerifyCode, sha)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := check(signed.SHA256); !r.Issued || !r.Current || r.Status != "Signed" || r.Signatures != 2 || r.Initials != 4 {
		t.Errorf("the signed PDF checks as %+v", r)
	}
	if r := check(first.SHA256); !r.Issued || r.Current || r.Status != "Signing" || r.Signatures != 0 || r.Initials != 0 {
		t.Errorf("the first PDF checks as %+v", r)
	}
	changed := bytes.Clone(signed.Content)
	changed[len(changed)/2] ^= 1
	if r := check(agreement.Hash(changed)); r.Issued {
		t.Error("a PDF with a byte changed checks as issued")
	}

	v, err := f.svc.Verify(context.Background(), a.VerifyCode)
	if err != nil {
		t.Fatal(err)
	}
	if v.ContentHash != a.ContentHash || len(v.Marks) != 6 || v.Status != "Signed" || v.Marks[5].Method != "typed name in Square Peg, sign-in method not recorded" {
		t.Errorf("verification: %+v", v)
	}
}

func (f *fixture) mark(ctx context.Context, a *model.Agreement, m agreement.Mark, initials bool) *model.Agreement {
	f.t.Helper()
	m.AgreementID, m.ContentHash = a.ID, a.ContentHash
	var err error
	if initials {
		a, err = f.svc.Initial(ctx, a.Kind, m)
	} else {
		a, err = f.svc.Sign(ctx, a.Kind, m)
	}
	if err != nil {
		f.t.Fatalf("mark %+v: %v", m, err)
	}
	return a
}

// Storage that no longer matches the recorded hash is not printed, and /verify says so.
func TestPDFRefusesContentChangedInStorage(t *testing.T) {
	f := newFixture(t)
	_, _, a := f.signers()
	a = f.move(a.ID, agreement.ToSigning)
	if _, err := f.d.Bun().NewUpdate().Model((*model.Agreement)(nil)).
		Set("content = ?", strings.Replace(a.Content, "$12,500.01", "$99,500.01", 1)).Where("id = ?", a.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.PDF(f.staffCtx(), a.ID); !errors.Is(err, agreement.ErrNotIntact) {
		t.Fatalf("a changed content printed: %v", err)
	}
	v, err := f.svc.Verify(context.Background(), a.VerifyCode)
	if err != nil || !v.Damaged || v.ContentHash != "" || len(v.Parties) != 0 {
		t.Fatalf("verification of a changed content: %+v %v", v, err)
	}
}

func TestVerifyCodes(t *testing.T) {
	f := newFixture(t)
	a := f.loan()
	for _, code := range []string{"", "x", a.ID, strings.Repeat("a", 24), strings.ToUpper(a.VerifyCode) + "a", "../../etc/passwd"} {
		if _, err := f.svc.Verify(context.Background(), code); err == nil {
			t.Errorf("code %q verified", code)
		} else {
			wantCode(t, err, apperr.NotFound, agreement.MsgVerifyNotFound)
		}
	}
	v, err := f.svc.Verify(context.Background(), strings.ToUpper(a.VerifyCode))
	if err != nil || v.ContentHash != "" || v.Status != "Preparing" {
		t.Fatalf("a PREPARING agreement verifies as %+v, %v", v, err)
	}
	if _, err := f.svc.CheckPDF(context.Background(), a.VerifyCode, "not-a-hash"); err == nil {
		t.Fatal("a malformed hash was looked up")
	} else {
		wantCode(t, err, apperr.BadUserInput, "")
	}
}

// A partnership agreement form prints its people group ("{name across countries} - {country}",
// as every screen writes it), role and contact.
func TestPDFOfAnMOU(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	g := &model.PeopleGroup{ID: "ke-12345", PeopleID3: "12345", NameAcrossCountries: "Kikuyu", NameInCountry: "Kikuyu, Highland", SearchText: "kikuyu kenya",
		CountryCode: "KE", Country: "Kenya", ContinentCode: "AFR", Continent: "Africa", RegionCode: "1", Region: "East Africa", JPURL: "https://joshuaproject.net/",
		CreatedAt: f.clock, UpdatedAt: f.clock}
	if _, err := f.d.Bun().NewInsert().Model(g).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	groupID, contactID := &g.ID, &f.ana
	a, err := f.svc.Create(f.staffCtx(), model.AgreementMOU, "", agreement.Draft{
		Name: ptr("Trainer commitment"), Role: ptr(model.MOURoleTrainer), PeopleGroupID: &groupID, ContactID: &contactID,
		Sections: &[]agreement.SectionDraft{{Title: "Prayer", Text: "Pray for the Kikuyu weekly."}},
		Parties:  &[]agreement.PartyDraft{{Ref: "Trainer", ContactID: f.ana}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Move(f.staffCtx(), model.AgreementMOU, a.ID, agreement.ToSigning, ""); err != nil {
		t.Fatal(err)
	}
	p := f.pdf(as(f.ana, f.ana), a.ID)
	if p.Filename != "Partnership Agreement Form - Trainer commitment v1.pdf" {
		t.Errorf("filename %q", p.Filename)
	}
	all := strings.Join(pdftest.Pages(t, p.Content), "\n")
	for _, want := range []string{"Partnership Agreement Form", "People group Kikuyu - Kenya", "Role Trainer", "Contact Ana Lucía Pérez (ana@reach.example)", "1. Prayer", "Trainer (Ana Lucía Pérez)", "Not signed"} {
		if !strings.Contains(all, want) {
			t.Errorf("the MOU's PDF does not show %q:\n%s", want, all)
		}
	}
}
