package graph_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/model"
)

// uploadTry signs and posts data, then asks to save it with extra fields: the answer is the
// saveAttachmentForUser response, refused or not.
func uploadTry(t *testing.T, env *graphtest.Env, token, name string, extra map[string]any) *graphtest.Response {
	t.Helper()
	id := uuid.NewString()
	url, fields := uploadTarget(t, env, token, id, name, "")
	if status, body := postUpload(t, env, url, fields, "application/pdf", pdfBytes); status != http.StatusNoContent {
		t.Fatalf("upload answered %d: %s", status, body)
	}
	in := map[string]any{"_id": id, "filename": name, "s3Key": name}
	for k, v := range extra {
		in[k] = v
	}
	return env.Do(token, saveAttachment, map[string]any{"a": in})
}

// Staff attach AGREEMENT_FILE files to an agreement; an agreement carries only files uploaded
// for it; once signing starts its parties, acting for their contact, download them, and nobody
// else but staff does.
func TestAgreementFiles(t *testing.T) {
	env := graphtest.New(t)
	ctx := context.Background()
	staff, _ := env.SignInAs("staff")
	party, partyUser := env.SignInAs("field-worker")
	member, memberUser := env.SignInAs("field-worker")
	stranger, _ := env.SignInAs("field-worker")
	org := &model.Contact{FullName: "Kibera Church", Type: model.ContactOrganization}
	if err := env.DB.CreateContact(ctx, org); err != nil {
		t.Fatal(err)
	}
	if err := env.DB.AddContactMember(ctx, org.ID, memberUser.ContactID); err != nil {
		t.Fatal(err)
	}
	now := env.Clock.Now()
	if err := env.DB.CreateHolisticProject(ctx, &model.HolisticProject{ID: "p-files", RegionCode: "1", ProjectName: "Well", TypeOfProject: "CLEAN_WATER", Desc: "A well",
		Stage: "ACTIVE", Status: model.ProjectActive, FundingTarget: 1, Tags: []model.ProjectTag{}, CreatedAt: now, UpdatedAt: now}, nil); err != nil {
		t.Fatal(err)
	}
	var d struct{ CreateLoanAgreement struct{ ID string } }
	env.Do(staff, `mutation($p: [AgreementPartyInput!]) { createLoanAgreement(name: "Well loan", projectId: "p-files", amount: 10000,
		sections: [{title: "Use", text: "For the well."}], parties: $p) { id } }`,
		map[string]any{"p": []map[string]any{{"ref": "Borrower", "contactId": partyUser.ContactID}, {"ref": "Guarantor", "contactId": org.ID}}}).MustDecode(&d)
	id := d.CreateLoanAgreement.ID

	typ := map[string]any{"type": model.FileTypeAgreementFile, "attachedTo": id}
	uploadTry(t, env, party, "mine.pdf", typ).MustFail("FORBIDDEN", "")
	uploadTry(t, env, staff, "nowhere.pdf", map[string]any{"type": model.FileTypeAgreementFile}).MustFail("FORBIDDEN", "")
	uploadTry(t, env, staff, "unknown.pdf", map[string]any{"type": model.FileTypeAgreementFile, "attachedTo": uuid.NewString()}).MustFail("FORBIDDEN", "")
	plain := upload(t, env, staff, "plain.pdf", "application/pdf", pdfBytes, map[string]any{"attachedTo": id})
	f := upload(t, env, staff, "Budget 2027.pdf", "application/pdf", pdfBytes, typ)

	attach := func(fileID string) *graphtest.Response {
		return env.Do(staff, `mutation($id: ID!, $a: [AgreementAttachmentInput!]) { updateLoanAgreement(id: $id, attachments: $a) { id } }`,
			map[string]any{"id": id, "a": []map[string]any{{"name": "Budget", "fileId": fileID}}})
	}
	attach(plain.ID).MustFail("BAD_USER_INPUT", agreement.MsgFileNotForAgreement)
	attach(f.ID).MustOK()

	download := func(token, contact string) int {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, env.URL+"/files/"+f.ID+"/orig", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		if contact != "" {
			req.Header.Set("Contact", contact)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if got := download(party, ""); got != http.StatusForbidden {
		t.Errorf("a party downloads the file of an agreement in preparation: %d", got)
	}
	env.Do(staff, `mutation($id: ID!) { moveAgreement(id: $id, agreementType: LOAN_AGREEMENT, status: SIGNING) { status } }`, map[string]any{"id": id}).MustOK()
	for _, c := range []struct {
		name           string
		token, contact string
		want           int
	}{
		{"the party", party, "", http.StatusOK},
		{"the church's member, for the church", member, org.ID, http.StatusOK},
		{"the church's member, as themself", member, "", http.StatusForbidden},
		{"a stranger", stranger, "", http.StatusForbidden},
		{"staff", staff, "", http.StatusOK},
	} {
		if got := download(c.token, c.contact); got != c.want {
			t.Errorf("%s downloads the file: %d, want %d", c.name, got, c.want)
		}
	}
}
