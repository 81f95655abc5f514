package agreement_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
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
