package agreement_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// saveFile records a saved file of typ attached to attachedTo ("" for nothing).
func (f *fixture) saveFile(typ, attachedTo string) *model.File {
	f.t.Helper()
	id := uuid.NewString()
	sum := strings.Repeat("5a", 32)
	fl := &model.File{ID: id, S3Key: "f/" + id + "/budget.pdf", Size: 10, Filename: "budget.pdf", ContentType: "application/pdf", Uploaded: true, Processed: true,
		Type: typ, CreatedBy: "u-staff", UpdatedBy: "u-staff", CreatedAt: f.clock, UpdatedAt: f.clock, SHA256: &sum}
	if attachedTo != "" {
		fl.AttachedTo = &attachedTo
	}
	if err := f.d.CreateFile(context.Background(), fl); err != nil {
		f.t.Fatal(err)
	}
	return fl
}

func (f *fixture) attach(id string, fileIDs ...string) error {
	var ds []agreement.AttachmentDraft
	for _, fid := range fileIDs {
		ds = append(ds, agreement.AttachmentDraft{Name: "Budget", FileID: fid})
	}
	_, err := f.svc.Update(f.staffCtx(), model.AgreementLoan, id, agreement.Draft{Attachments: &ds})
	return err
}

// An agreement carries only agreement files uploaded for it; its content freezes their SHA-256;
// a new version keeps them.
func TestAttachmentsAreTheAgreementsOwnFiles(t *testing.T) {
	f := newFixture(t)
	a, other := f.loan(), f.loan()
	plain := f.saveFile(model.FileTypeAttachment, a.ID)
	elsewhere := f.saveFile(model.FileTypeAgreementFile, other.ID)
	loose := f.saveFile(model.FileTypeAgreementFile, "")
	own := f.saveFile(model.FileTypeAgreementFile, a.ID)
	for name, id := range map[string]string{"a plain attachment": plain.ID, "another agreement's file": elsewhere.ID, "an unattached file": loose.ID} {
		if err := f.attach(a.ID, id); err == nil {
			t.Errorf("%s was attached", name)
		} else {
			wantCode(t, err, apperr.BadUserInput, agreement.MsgFileNotForAgreement)
		}
	}
	if err := f.attach(a.ID, uuid.NewString()); err == nil {
		t.Error("a file that does not exist was attached")
	}
	if err := f.attach(a.ID, own.ID); err != nil {
		t.Fatalf("the agreement's own file: %v", err)
	}
	a = f.move(a.ID, agreement.ToSigning)
	c, err := agreement.FrozenContent(a)
	if err != nil || len(c.Attachments) != 1 || c.Attachments[0].SHA256 != *own.SHA256 || c.Attachments[0].Filename != "budget.pdf" {
		t.Fatalf("frozen attachments: %+v %v", c, err)
	}

	// The next version carries the file (attached to the first) and may keep it.
	next, err := f.svc.NewVersion(f.staffCtx(), model.AgreementLoan, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(next.Attachments) != 1 || next.Attachments[0].FileID != own.ID {
		t.Fatalf("new version's attachments: %+v", next.Attachments)
	}
	if err := f.attach(next.ID, own.ID); err != nil {
		t.Fatalf("keeping the carried file: %v", err)
	}

	// A file deleted since cannot be vouched for: signing does not start.
	if _, err := f.d.Bun().NewUpdate().Model((*model.File)(nil)).Set("deleted_at = ?", f.clock).Where("id = ?", own.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Move(f.staffCtx(), model.AgreementLoan, next.ID, agreement.ToSigning, ""); err == nil {
		t.Fatal("signing started with a deleted attachment file")
	} else {
		wantCode(t, err, apperr.BadUserInput, "The file of the attachment 'Budget' is missing. Remove the attachment or upload the file again.")
	}
}

// Agreement files are seen by staff and by a request acting for a party of an agreement that
// carries them, once the parties may read it.
func TestAgreementFilesAreSeenByPartiesAndStaff(t *testing.T) {
	f := newFixture(t)
	files := file.New(file.Options{Files: f.d, Store: storage.NewLocal(t.TempDir(), "https://reach.example"), Now: func() time.Time { return f.clock }})
	f.svc.RegisterFileRule(files)
	a := f.loan()
	own := f.saveFile(model.FileTypeAgreementFile, a.ID)
	if err := f.attach(a.ID, own.ID); err != nil {
		t.Fatal(err)
	}
	sees := func(ctx context.Context) bool {
		t.Helper()
		got, err := files.Visible(ctx, []string{own.ID})
		if err != nil {
			t.Fatal(err)
		}
		return got[own.ID] != nil
	}
	if sees(as(f.ana, f.ana)) {
		t.Error("a party sees the file of an agreement still in preparation")
	}
	f.move(a.ID, agreement.ToSigning)
	for name, c := range map[string]struct {
		ctx  context.Context
		want bool
	}{
		"Ana, a party":                {as(f.ana, f.ana), true},
		"Ben for the church, a party": {as(f.ben, f.church), true},
		"Ben as himself":              {as(f.ben, f.ben), false},
		"a stranger":                  {as(f.zoe, f.zoe), false},
		"staff":                       {f.staffCtx(), true},
		"nobody signed in":            {context.Background(), false},
		"a stranger with list-user-loan-agreement": {as(f.zoe, f.zoe, "regional-coordinator"), false},
	} {
		if got := sees(c.ctx); got != c.want {
			t.Errorf("%s sees the file: %v, want %v", name, got, c.want)
		}
	}
}
