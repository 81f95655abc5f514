package erasure_test

import (
	"context"
	"testing"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/erasure"
	"github.com/reachmissions/reach/backend/internal/model"
)

type fakeStore struct {
	person *db.ErasurePerson
	admins int
	erased []db.ErasurePlan
	out    db.ErasureOutcome
}

func (f *fakeStore) ErasurePerson(context.Context, string, string) (*db.ErasurePerson, error) {
	if f.person == nil {
		return nil, db.ErrNotFound
	}
	return f.person, nil
}
func (f *fakeStore) CountActiveAdmins(context.Context) (int, error) { return f.admins, nil }
func (f *fakeStore) ErasePerson(_ context.Context, p db.ErasurePlan) (*db.ErasureOutcome, error) {
	f.erased = append(f.erased, p)
	return &f.out, nil
}

type recorder struct{ got []*model.Erasure }

func (r *recorder) Erased(_ context.Context, actor string, e *model.Erasure) error {
	r.got = append(r.got, e)
	return nil
}

type deleted struct{ keys []string }

func (d *deleted) Delete(_ context.Context, key string) error {
	d.keys = append(d.keys, key)
	return nil
}

func asAdmin() context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{UserID: "admin-1", Roles: []string{auth.RoleAdmin}})
}

func person(admin bool) *db.ErasurePerson {
	return &db.ErasurePerson{UserID: "u-2", ContactID: "c-2", Individual: true, Names: []string{"Ruth Ade"}, Emails: []string{"Ruth@example.org"}, Admin: admin}
}

func code(err error) string {
	if e := apperr.As(err); e != nil {
		return e.Code + ": " + e.Message
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

// The last active admin cannot be erased, whoever asks; with another admin they can.
func TestTheLastAdminIsNotErased(t *testing.T) {
	st := &fakeStore{person: person(true), admins: 1}
	s := &erasure.Service{Store: st}
	_, err := s.Erase(asAdmin(), erasure.Request{UserID: "u-2", ConfirmEmail: "ruth@example.org", Reason: "asked"})
	if code(err) != apperr.BadUserInput+": "+erasure.MsgLastAdmin || len(st.erased) != 0 {
		t.Fatalf("erasing the last admin: %v (%d erased)", err, len(st.erased))
	}
	st.admins = 2
	if _, err := s.Erase(asAdmin(), erasure.Request{UserID: "u-2", ConfirmEmail: "ruth@example.org", Reason: "asked"}); err != nil || len(st.erased) != 1 {
		t.Fatalf("erasing one of two admins: %v", err)
	}
}

// Bad input changes nothing; a household is not a person.
func TestBadInputErasesNothing(t *testing.T) {
	st := &fakeStore{person: person(false)}
	s := &erasure.Service{Store: st}
	long := make([]rune, 1001)
	for i := range long {
		long[i] = 'x'
	}
	for _, c := range []struct {
		r    erasure.Request
		want string
	}{
		{erasure.Request{UserID: "u-2", ConfirmEmail: "ruth@example.org.evil", Reason: "asked"}, erasure.MsgConfirm},
		{erasure.Request{UserID: "u-2", ConfirmEmail: "", Reason: "asked"}, erasure.MsgConfirm},
		{erasure.Request{UserID: "u-2", ConfirmEmail: " RUTH@example.org ", Reason: ""}, erasure.MsgReason},
		{erasure.Request{UserID: "u-2", ConfirmEmail: "ruth@example.org", Reason: string(long)}, erasure.MsgReasonLong},
	} {
		if _, err := s.Erase(asAdmin(), c.r); code(err) != apperr.BadUserInput+": "+c.want {
			t.Errorf("%+v: %v, want %q", c.r, err, c.want)
		}
	}
	st.person.Individual = false
	if _, err := s.Erase(asAdmin(), erasure.Request{ContactID: "c-2", ConfirmEmail: "ruth@example.org", Reason: "asked"}); code(err) != apperr.BadUserInput+": "+erasure.MsgNotIndividual {
		t.Errorf("a household: %v", err)
	}
	if _, err := s.Erase(context.Background(), erasure.Request{UserID: "u-2"}); code(err) == "" {
		t.Error("erasing without a viewer")
	}
	if len(st.erased) != 0 {
		t.Fatalf("bad input erased %d", len(st.erased))
	}
	st.person = nil
	if _, err := s.Erase(asAdmin(), erasure.Request{UserID: "nobody", ConfirmEmail: "x@example.org", Reason: "asked"}); code(err) != apperr.NotFound+": "+erasure.MsgNotFound {
		t.Errorf("an unknown person: %v", err)
	}
}

// After the commit: the photo objects are deleted and the audit trail's recorder is told once,
// with who erased whom and why; a person erased before answers the first erasure untouched.
func TestAfterTheCommit(t *testing.T) {
	st := &fakeStore{person: person(false), out: db.ErasureOutcome{FileKeys: []string{"f/1/me.jpg", "f/1/sm.jpg"}}}
	rec, files := &recorder{}, &deleted{}
	changed := 0
	s := &erasure.Service{Store: st, Recorder: rec, Files: files, Changed: func(context.Context) { changed++ }}
	e, err := s.Erase(asAdmin(), erasure.Request{UserID: "u-2", ConfirmEmail: "ruth@example.org", Reason: " She wrote on 2 March. "})
	if err != nil {
		t.Fatal(err)
	}
	if e.Reason != "She wrote on 2 March." || e.ErasedByUserID != "admin-1" || e.ContactID != "c-2" || e.UserID == nil || *e.UserID != "u-2" || e.Note != erasure.KeptNote {
		t.Fatalf("erasure %+v", e)
	}
	p := st.erased[0]
	if p.Username != "erased-u-2" || p.Email != "erased-u-2@erased.invalid" || p.DonorName != erasure.ErasedDonor || p.PersonName != erasure.ErasedPerson {
		t.Fatalf("plan %+v", p)
	}
	if len(rec.got) != 1 || rec.got[0] != e || len(files.keys) != 2 || changed != 1 {
		t.Fatalf("recorded %d, deleted %v, changed %d", len(rec.got), files.keys, changed)
	}
	st.person.Erased = e
	again, err := s.Erase(asAdmin(), erasure.Request{UserID: "u-2"})
	if err != nil || again != e || len(st.erased) != 1 || len(rec.got) != 1 {
		t.Fatalf("a second erasure: %v %v (%d erased)", again, err, len(st.erased))
	}
}

// A contact without an address is confirmed by their full name; with an address, the name is
// not enough.
func TestAContactWithoutAnAddressIsConfirmedByName(t *testing.T) {
	st := &fakeStore{person: &db.ErasurePerson{ContactID: "c-3", Individual: true, Names: []string{"Tomás Ruiz"}}}
	s := &erasure.Service{Store: st}
	if _, err := s.Erase(asAdmin(), erasure.Request{ContactID: "c-3", ConfirmEmail: "someone@example.org", Reason: "asked"}); code(err) != apperr.BadUserInput+": "+erasure.MsgConfirm {
		t.Fatalf("a wrong name: %v", err)
	}
	e, err := s.Erase(asAdmin(), erasure.Request{ContactID: "c-3", ConfirmEmail: " tomás ruiz ", Reason: "asked"})
	if err != nil || e.UserID != nil || len(st.erased) != 1 || st.erased[0].Username != "" {
		t.Fatalf("erasing a contact without an account: %+v %v", e, err)
	}
	st.person = person(false)
	if _, err := s.Erase(asAdmin(), erasure.Request{UserID: "u-2", ConfirmEmail: "Ruth Ade", Reason: "asked"}); code(err) != apperr.BadUserInput+": "+erasure.MsgConfirm {
		t.Fatalf("a name where there is an address: %v", err)
	}
}
