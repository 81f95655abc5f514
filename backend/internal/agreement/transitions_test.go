package agreement_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What staff may ask of an agreement in each status, for both kinds: every move, what 'Start
// Signing' needs, and every change of content once signing has begun.

var kinds = []string{model.AgreementLoan, model.AgreementMOU}

// prepared prepares an agreement of kind with two parties and two sections (fixture.loan or
// fixture.mou).
func (f *fixture) prepared(kind string) *model.Agreement {
	f.t.Helper()
	if kind == model.AgreementMOU {
		return f.mou()
	}
	return f.loan()
}

// actingFor is a request by the user who signs for party p: Ben for the church, else the
// party's own contact.
func (f *fixture) actingFor(p *model.AgreementParty) context.Context {
	if p.ContactID == f.church {
		return as(f.ben, f.church)
	}
	return as(p.ContactID, p.ContactID)
}

// agreementState brings a freshly prepared agreement into one of the states staff meet.
type agreementState struct {
	name string
	make func(f *fixture, kind string) *model.Agreement
}

var agreementStates = []agreementState{
	{"PREPARING", func(f *fixture, kind string) *model.Agreement { return f.prepared(kind) }},
	{"PREVIEW", func(f *fixture, kind string) *model.Agreement {
		return f.moveKind(kind, f.prepared(kind).ID, agreement.ToPreview)
	}},
	{"SIGNING, nothing signed", func(f *fixture, kind string) *model.Agreement {
		return f.moveKind(kind, f.prepared(kind).ID, agreement.ToSigning)
	}},
	{"SIGNING, one section initialled", func(f *fixture, kind string) *model.Agreement {
		a := f.moveKind(kind, f.prepared(kind).ID, agreement.ToSigning)
		p := a.Parties[0]
		return f.mark(f.actingFor(p), a, agreement.Mark{PartyID: p.ID, SectionID: a.Sections[1].ID, Text: "AP", FontName: "Tangerine"}, true)
	}},
	{"SIGNING, one party signed", func(f *fixture, kind string) *model.Agreement {
		a := f.moveKind(kind, f.prepared(kind).ID, agreement.ToSigning)
		p := a.Parties[1]
		return f.mark(f.actingFor(p), a, agreement.Mark{PartyID: p.ID, Text: "Ben Okafor", FontName: "Square Peg"}, false)
	}},
	{"SIGNED", func(f *fixture, kind string) *model.Agreement {
		a := f.moveKind(kind, f.prepared(kind).ID, agreement.ToSigning)
		for _, p := range a.Parties {
			a = f.signAll(f.actingFor(p), a, p, "Water Brush")
		}
		if a.Status != model.AgreementSigned {
			f.t.Fatalf("every party signed and initialled, yet %s", a.Status)
		}
		return a
	}},
	{"CANCELLED", func(f *fixture, kind string) *model.Agreement {
		return f.moveKind(kind, f.prepared(kind).ID, agreement.ToCancelled)
	}},
	{"CANCELLED after an initial", func(f *fixture, kind string) *model.Agreement {
		a := f.moveKind(kind, f.prepared(kind).ID, agreement.ToSigning)
		p := a.Parties[0]
		a = f.mark(f.actingFor(p), a, agreement.Mark{PartyID: p.ID, SectionID: a.Sections[0].ID, Text: "AP", FontName: "Tangerine"}, true)
		return f.moveKind(kind, a.ID, agreement.ToCancelled)
	}},
}

// TestEveryTransition asks for every status from every state: the moves the rules allow happen
// (with what they bring: the frozen content, the cancel reason), every other one is refused with
// the service's message and leaves the agreement as it was.
func TestEveryTransition(t *testing.T) {
	bad := func(from, to string) string { return fmt.Sprintf(agreement.MsgBadTransition, from, to) }
	const ok = ""
	// want[state][to] is the refusal's message, or ok.
	want := map[string]map[string]string{
		"PREPARING": {
			"PREPARING": bad("PREPARING", "PREPARING"), "PREVIEW": ok, "SIGNING": ok,
			"SIGNED": bad("PREPARING", "SIGNED"), "CANCELLED": ok,
		},
		"PREVIEW": {
			"PREPARING": ok, "PREVIEW": bad("PREVIEW", "PREVIEW"), "SIGNING": ok,
			"SIGNED": bad("PREVIEW", "SIGNED"), "CANCELLED": ok,
		},
		"SIGNING, nothing signed": {
			"PREPARING": ok, "PREVIEW": bad("SIGNING", "PREVIEW"), "SIGNING": bad("SIGNING", "SIGNING"),
			"SIGNED": bad("SIGNING", "SIGNED"), "CANCELLED": ok,
		},
		"SIGNING, one section initialled": {
			"PREPARING": agreement.MsgLocked, "PREVIEW": bad("SIGNING", "PREVIEW"), "SIGNING": bad("SIGNING", "SIGNING"),
			"SIGNED": bad("SIGNING", "SIGNED"), "CANCELLED": ok,
		},
		"SIGNING, one party signed": {
			"PREPARING": agreement.MsgLocked, "PREVIEW": bad("SIGNING", "PREVIEW"), "SIGNING": bad("SIGNING", "SIGNING"),
			"SIGNED": bad("SIGNING", "SIGNED"), "CANCELLED": ok,
		},
		"SIGNED": {
			"PREPARING": bad("SIGNED", "PREPARING"), "PREVIEW": bad("SIGNED", "PREVIEW"), "SIGNING": bad("SIGNED", "SIGNING"),
			"SIGNED": bad("SIGNED", "SIGNED"), "CANCELLED": bad("SIGNED", "CANCELLED"),
		},
		"CANCELLED": {
			"PREPARING": bad("CANCELLED", "PREPARING"), "PREVIEW": bad("CANCELLED", "PREVIEW"), "SIGNING": bad("CANCELLED", "SIGNING"),
			"SIGNED": bad("CANCELLED", "SIGNED"), "CANCELLED": bad("CANCELLED", "CANCELLED"),
		},
		"CANCELLED after an initial": {
			"PREPARING": bad("CANCELLED", "PREPARING"), "PREVIEW": bad("CANCELLED", "PREVIEW"), "SIGNING": bad("CANCELLED", "SIGNING"),
			"SIGNED": bad("CANCELLED", "SIGNED"), "CANCELLED": bad("CANCELLED", "CANCELLED"),
		},
	}
	targets := []string{model.AgreementPreparing, model.AgreementPreview, model.AgreementSigning, model.AgreementSigned, model.AgreementCancelled}
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			f := newFixture(t)
			for _, st := range agreementStates {
				for _, to := range targets {
					msg, known := want[st.name][to]
					if !known {
						t.Fatalf("no expectation for %s → %s", st.name, to)
					}
					before := st.make(f, kind)
					f.clock = f.clock.Add(time.Minute)
					got, err := f.svc.Move(f.staffCtx(), kind, before.ID, to, "Project closed")
					if msg != ok {
						if err == nil {
							t.Errorf("%s → %s was allowed", st.name, to)
							continue
						}
						wantCode(t, err, apperr.BadUserInput, msg)
						after, err := f.svc.Get(f.staffCtx(), kind, before.ID)
						if err != nil {
							t.Fatal(err)
						}
						if after.Status != before.Status || after.ContentHash != before.ContentHash || !after.UpdatedAt.Equal(before.UpdatedAt) {
							t.Errorf("%s → %s was refused but the agreement changed: %s %q → %s %q", st.name, to, before.Status, before.ContentHash, after.Status, after.ContentHash)
						}
						continue
					}
					if err != nil {
						t.Errorf("%s → %s: %v", st.name, to, err)
						continue
					}
					if got.Status != to || !got.UpdatedAt.Equal(f.clock) {
						t.Errorf("%s → %s: the agreement is %s, updated %s", st.name, to, got.Status, got.UpdatedAt)
					}
					switch to {
					case model.AgreementSigning:
						if len(got.ContentHash) != 64 || !agreement.Intact(got) {
							t.Errorf("%s → SIGNING froze no content (hash %q)", st.name, got.ContentHash)
						}
					case model.AgreementPreparing:
						if got.ContentHash != "" || got.Content != "" || got.NextReminderAt != nil {
							t.Errorf("%s → PREPARING kept the frozen content or a reminder", st.name)
						}
					case model.AgreementCancelled:
						if got.CancelReason != "Project closed" || got.NextReminderAt != nil {
							t.Errorf("%s → CANCELLED: reason %q, next reminder %v", st.name, got.CancelReason, got.NextReminderAt)
						}
					}
				}
			}
			// A status that does not exist is refused as such.
			a := f.prepared(kind)
			_, err := f.svc.Move(f.staffCtx(), kind, a.ID, "DRAFT", "")
			wantCode(t, err, apperr.BadUserInput, "Unknown status")
		})
	}
}

// TestStartSigningNeedsEverything: 'Start Signing' is refused, with what is missing, while an
// agreement lacks parties, sections or (a loan) a project and an amount or (an MOU) a role, a
// people group and a contact; a refused start freezes nothing and mails nobody.
func TestStartSigningNeedsEverything(t *testing.T) {
	var none *string
	cases := []struct {
		kind, name string
		draft      agreement.Draft
		want       string
	}{
		{model.AgreementLoan, "no parties", agreement.Draft{Parties: &[]agreement.PartyDraft{}}, agreement.MsgNoParties},
		{model.AgreementLoan, "no sections", agreement.Draft{Sections: &[]agreement.SectionDraft{}}, agreement.MsgNoSections},
		{model.AgreementLoan, "no amount", agreement.Draft{Amount: ptr(int64(0))}, agreement.MsgNoAmount},
		{model.AgreementLoan, "no project", agreement.Draft{ProjectID: &none}, agreement.MsgNoAmount},
		{model.AgreementLoan, "a template", agreement.Draft{IsTemplate: ptr(true)}, agreement.MsgTemplateSigning},
		{model.AgreementMOU, "no parties", agreement.Draft{Parties: &[]agreement.PartyDraft{}}, agreement.MsgNoParties},
		{model.AgreementMOU, "no sections", agreement.Draft{Sections: &[]agreement.SectionDraft{}}, agreement.MsgNoSections},
		{model.AgreementMOU, "no role", agreement.Draft{Role: ptr("")}, agreement.MsgNoMOUFields},
		{model.AgreementMOU, "no people group", agreement.Draft{PeopleGroupID: &none}, agreement.MsgNoMOUFields},
		{model.AgreementMOU, "no contact", agreement.Draft{ContactID: &none}, agreement.MsgNoMOUFields},
		{model.AgreementMOU, "a template", agreement.Draft{IsTemplate: ptr(true)}, agreement.MsgTemplateSigning},
	}
	f := newFixture(t)
	for _, c := range cases {
		a := f.prepared(c.kind)
		if _, err := f.svc.Update(f.staffCtx(), c.kind, a.ID, c.draft); err != nil {
			t.Fatalf("%s %s: %v", c.kind, c.name, err)
		}
		for _, from := range []string{model.AgreementPreparing, model.AgreementPreview} {
			if from == model.AgreementPreview {
				f.moveKind(c.kind, a.ID, agreement.ToPreview)
			}
			_, err := f.svc.Move(f.staffCtx(), c.kind, a.ID, agreement.ToSigning, "")
			if err == nil {
				t.Fatalf("%s with %s started signing from %s", c.kind, c.name, from)
			}
			wantCode(t, err, apperr.BadUserInput, c.want)
			got, err := f.svc.Get(f.staffCtx(), c.kind, a.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != from || got.ContentHash != "" {
				t.Errorf("%s with %s: after the refusal it is %s with hash %q", c.kind, c.name, got.Status, got.ContentHash)
			}
		}
	}
	// A party cannot be saved without a contact, so signing never meets one.
	for _, kind := range kinds {
		a := f.prepared(kind)
		_, err := f.svc.Update(f.staffCtx(), kind, a.ID, agreement.Draft{Parties: &[]agreement.PartyDraft{{Ref: "Borrower", Name: "Ana", ContactID: f.ana}, {Ref: "Witness", Name: "Nobody", ContactID: "  "}}})
		wantCode(t, err, apperr.BadUserInput, agreement.MsgRequired)
		if e := apperr.As(err); e.Field != "parties.1.contactId" {
			t.Errorf("%s: the refusal names %q, want parties.1.contactId", kind, e.Field)
		}
		got, err := f.svc.Get(f.staffCtx(), kind, a.ID)
		if err != nil || len(got.Parties) != 2 || got.Parties[1].ContactID != f.church {
			t.Errorf("%s: a refused party list changed the parties: %+v %v", kind, got.Parties, err)
		}
	}
	if n := len(f.mails(mail.KindAgreementSigning)); n != 0 {
		t.Fatalf("refused starts mailed %d parties", n)
	}
}

// TestContentLockedOnceSigningBegins: no argument of updateLoanAgreement or updateMou changes an
// agreement that left PREPARING: 'A signed or initialled agreement cannot be changed.' once
// anything is signed or initialled, that a cancelled one is kept as it was, else the hint to move
// it back to Preparing. The agreement reads exactly as before.
func TestContentLockedOnceSigningBegins(t *testing.T) {
	want := map[string]string{
		"PREVIEW":                         agreement.MsgNotPreparing,
		"SIGNING, nothing signed":         agreement.MsgNotPreparing,
		"SIGNING, one section initialled": agreement.MsgLocked,
		"SIGNING, one party signed":       agreement.MsgLocked,
		"SIGNED":                          agreement.MsgLocked,
		"CANCELLED":                       agreement.MsgCancelled,
		"CANCELLED after an initial":      agreement.MsgLocked,
	}
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			f := newFixture(t)
			for _, st := range agreementStates {
				if st.name == "PREPARING" {
					continue
				}
				a := st.make(f, kind)
				file := f.saveFile(model.FileTypeAgreementFile, a.ID)
				var none *string
				approved := f.clock.Add(-24 * time.Hour)
				approval, contact := &approved, &f.ana
				sections := []agreement.SectionDraft{{ID: a.Sections[0].ID, Title: "The loan", Text: "Reach lends $99,000.00."}}
				parties := []agreement.PartyDraft{{ID: a.Parties[0].ID, Ref: "Borrower", Name: "Zoe", ContactID: f.zoe}}
				drafts := map[string]agreement.Draft{
					"name":         {Name: ptr("Another name")},
					"isTemplate":   {IsTemplate: ptr(true)},
					"reminderDays": {ReminderDays: ptr(1)},
					"sections":     {Sections: &sections},
					"parties":      {Parties: &parties},
					"attachments":  {Attachments: &[]agreement.AttachmentDraft{{Name: "Budget", FileID: file.ID}}},
				}
				if kind == model.AgreementLoan {
					drafts["amount"] = agreement.Draft{Amount: ptr(int64(990_000_000))}
					drafts["terms"] = agreement.Draft{Terms: ptr("Repay in 6 months")}
					drafts["paySchedule"] = agreement.Draft{PaySchedule: ptr("Weekly")}
					drafts["beneficiaries"] = agreement.Draft{Beneficiaries: &[]string{f.zoe}}
					drafts["approvalDate"] = agreement.Draft{ApprovalDate: &approval}
					drafts["projectId"] = agreement.Draft{ProjectID: &none}
				} else {
					drafts["role"] = agreement.Draft{Role: ptr(model.MOURoleTrainer)}
					drafts["peopleGroupId"] = agreement.Draft{PeopleGroupID: &none}
					drafts["contactId"] = agreement.Draft{ContactID: &contact}
				}
				before, err := agreement.Canonical(agreement.ContentOf(a))
				if err != nil {
					t.Fatal(err)
				}
				for field, d := range drafts {
					f.clock = f.clock.Add(time.Minute)
					_, err := f.svc.Update(f.staffCtx(), kind, a.ID, d)
					if err == nil {
						t.Errorf("%s: %s was changed", st.name, field)
						continue
					}
					wantCode(t, err, apperr.BadUserInput, want[st.name])
				}
				got, err := f.svc.Get(f.staffCtx(), kind, a.ID)
				if err != nil {
					t.Fatal(err)
				}
				after, err := agreement.Canonical(agreement.ContentOf(got))
				if err != nil {
					t.Fatal(err)
				}
				if string(after) != string(before) || got.IsTemplate || got.ReminderDays != a.ReminderDays || !got.UpdatedAt.Equal(a.UpdatedAt) || got.ContentHash != a.ContentHash {
					t.Errorf("%s: refused changes changed the agreement:\n%s\n%s", st.name, before, after)
				}
			}
		})
	}
}
