package agreement_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// fixture is a database with a project that impacts a people group (the Somali of Kenya) and
// contacts: Ana (a field worker), Ben (a partner who belongs to the Kibera Church organisation),
// the organisation itself, and a stranger.
type fixture struct {
	t                     *testing.T
	d                     *bundb.DB
	svc                   *agreement.Service
	clock                 time.Time
	projectID, groupID    string
	ana, ben, church, zoe string
	staff                 *auth.Viewer
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	d := bundbtest.New(t)
	mailer, err := mail.NewService(d, config.Config{MailFrom: "Reach <no-reply@reach.example>", PublicURL: "https://reach.example"}, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, d: d, clock: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)}
	f.svc = agreement.New(d, mailer, "https://reach.example")
	f.svc.Now = func() time.Time { return f.clock }
	contact := func(name, email, typ string) string {
		c := &model.Contact{FullName: name, Type: typ}
		if email != "" {
			c.Emails = []*model.ContactEmail{{Email: email}}
		}
		if err := d.CreateContact(ctx, c); err != nil {
			t.Fatal(err)
		}
		return c.ID
	}
	f.ana = contact("Ana Lucía Pérez", "ana@reach.example", model.ContactIndividual)
	f.ben = contact("Ben Okafor", "ben@reach.example", model.ContactIndividual)
	f.church = contact("Kibera Church", "", model.ContactOrganization)
	f.zoe = contact("Zoe Stranger", "zoe@reach.example", model.ContactIndividual)
	f.addMember(f.church, f.ben)
	g := &model.PeopleGroup{ID: "ke-10343", PeopleID3: "10343", NameAcrossCountries: "Somali", NameInCountry: "Somali", SearchText: "somali kenya",
		CountryCode: "KE", Country: "Kenya", ContinentCode: "AFR", Continent: "Africa", RegionCode: "7", Region: "Africa, East and Southern",
		JPURL: "https://joshuaproject.net/people_groups/10343/KE", CreatedAt: f.clock, UpdatedAt: f.clock}
	if _, err := d.Bun().NewInsert().Model(g).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	f.groupID = g.ID
	p := &model.HolisticProject{ID: "p-1", RegionCode: "1", ProjectName: "Well for Kibera", TypeOfProject: "CLEAN_WATER", Desc: "A well", Stage: "ACTIVE", Status: model.ProjectActive, FundingTarget: 1, Tags: []model.ProjectTag{}, CreatedAt: f.clock, UpdatedAt: f.clock}
	if err := d.CreateHolisticProject(ctx, p, []string{f.groupID}); err != nil {
		t.Fatal(err)
	}
	f.projectID = p.ID
	f.staff = &auth.Viewer{UserID: "u-staff", Username: "staff", Roles: []string{"staff"}, SessionID: "s-staff", ContactID: f.zoe, UserContactID: f.zoe}
	return f
}

// addMember makes member a member of group since a day before the fixture's clock: before any
// agreement here enters SIGNING.
func (f *fixture) addMember(group, member string) {
	f.t.Helper()
	f.addMemberAt(group, member, f.clock.Add(-24*time.Hour))
}

// addMemberAt makes member a member of group since at.
func (f *fixture) addMemberAt(group, member string, at time.Time) {
	f.t.Helper()
	ctx := context.Background()
	if err := f.d.AddContactMember(ctx, group, member); err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.d.Bun().NewUpdate().Model((*model.ContactMember)(nil)).Set("created_at = ?", at).
		Where("group_contact_id = ? AND member_contact_id = ?", group, member).Exec(ctx); err != nil {
		f.t.Fatal(err)
	}
}

// as is a request by a user whose own contact is own, acting for acting.
func as(own, acting string, roles ...string) context.Context {
	if len(roles) == 0 {
		roles = []string{"field-worker"}
	}
	v := &auth.Viewer{UserID: "u-" + own, Username: "user-" + own, Roles: roles, SessionID: "s-" + own, ContactID: acting, UserContactID: own}
	ctx := auth.WithViewer(context.Background(), v)
	return auth.WithClient(ctx, &auth.Client{IP: "203.0.113.7", UserAgent: "test-agent"})
}

func (f *fixture) staffCtx() context.Context { return auth.WithViewer(context.Background(), f.staff) }

func ptr[T any](v T) *T { return &v }

// loan prepares a loan agreement with Ana and the church as parties and two sections.
func (f *fixture) loan() *model.Agreement {
	f.t.Helper()
	projectID := &f.projectID
	a, err := f.svc.Create(f.staffCtx(), model.AgreementLoan, "", agreement.Draft{
		Name: ptr("Well loan"), ProjectID: &projectID, Amount: ptr(int64(125_000_000)),
		Terms: ptr("Repay in 24 months"), PaySchedule: ptr("Monthly"),
		Sections: &[]agreement.SectionDraft{{Title: "The loan", Text: "Reach lends $12,500.00."}, {Title: "Repayment", Text: "Monthly, from March."}},
		Parties:  &[]agreement.PartyDraft{{Ref: "Borrower", Name: "Ana", ContactID: f.ana}, {Ref: "Guarantor", Name: "Kibera Church", ContactID: f.church}},
	})
	if err != nil {
		f.t.Fatalf("create: %v", err)
	}
	return a
}

// mou prepares a partnership agreement form for Ben as a field worker among the Somali, with
// Ben and the church as parties and two sections.
func (f *fixture) mou() *model.Agreement {
	f.t.Helper()
	groupID, contactID := &f.groupID, &f.ben
	a, err := f.svc.Create(f.staffCtx(), model.AgreementMOU, "", agreement.Draft{
		Name: ptr("Commitment 2027"), Role: ptr(model.MOURoleFieldWorker), PeopleGroupID: &groupID, ContactID: &contactID,
		Sections: &[]agreement.SectionDraft{{Title: "Prayer", Text: "I will pray weekly."}, {Title: "Reports", Text: "I will report every quarter."}},
		Parties:  &[]agreement.PartyDraft{{Ref: "Field worker", Name: "Ben", ContactID: f.ben}, {Ref: "Church", Name: "Kibera Church", ContactID: f.church}},
	})
	if err != nil {
		f.t.Fatalf("create: %v", err)
	}
	return a
}

func (f *fixture) move(id, to string) *model.Agreement {
	f.t.Helper()
	return f.moveKind(model.AgreementLoan, id, to)
}

// moveKind moves an agreement of kind to status to (a reason is given for CANCELLED).
func (f *fixture) moveKind(kind, id, to string) *model.Agreement {
	f.t.Helper()
	a, err := f.svc.Move(f.staffCtx(), kind, id, to, "Project closed")
	if err != nil {
		f.t.Fatalf("move to %s: %v", to, err)
	}
	return a
}

func (f *fixture) mails(kind string) []*model.OutboxMail {
	f.t.Helper()
	rows, _, err := f.d.ListOutboxMails(context.Background(), db.OutboxQuery{Kind: kind})
	if err != nil {
		f.t.Fatal(err)
	}
	return rows
}

func wantCode(t *testing.T, err error, code, msg string) {
	t.Helper()
	var e *apperr.Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v, want %s %q", err, code, msg)
	}
	if e.Code != code || (msg != "" && e.Message != msg) {
		t.Fatalf("got %s %q, want %s %q", e.Code, e.Message, code, msg)
	}
}

// signAll initials every section and signs for party p as the user acting for its contact.
func (f *fixture) signAll(ctx context.Context, a *model.Agreement, p *model.AgreementParty, font string) *model.Agreement {
	f.t.Helper()
	var err error
	for _, sec := range a.Sections {
		if a, err = f.svc.Initial(ctx, a.Kind, agreement.Mark{AgreementID: a.ID, PartyID: p.ID, SectionID: sec.ID, Text: "AP", FontName: font, ContentHash: a.ContentHash}); err != nil {
			f.t.Fatalf("initial: %v", err)
		}
	}
	if a, err = f.svc.Sign(ctx, a.Kind, agreement.Mark{AgreementID: a.ID, PartyID: p.ID, Text: p.ContactName, FontName: font, ContentHash: a.ContentHash}); err != nil {
		f.t.Fatalf("sign: %v", err)
	}
	return a
}

func TestSigningFlow(t *testing.T) {
	f := newFixture(t)
	a := f.loan()
	if a.Status != model.AgreementPreparing || a.ContentHash != "" || len(a.Parties) != 2 || a.Parties[1].ContactName != "Kibera Church" {
		t.Fatalf("prepared: %+v", a)
	}
	// A party does not see a draft.
	if _, err := f.svc.OneForUser(as(f.ana, f.ana), model.AgreementLoan, a.ID); err == nil {
		t.Fatal("a party read a PREPARING agreement")
	}
	a = f.move(a.ID, agreement.ToSigning)
	if a.Status != model.AgreementSigning || len(a.ContentHash) != 64 || !agreement.Intact(a) {
		t.Fatalf("signing: status %s hash %q", a.Status, a.ContentHash)
	}
	c, err := agreement.FrozenContent(a)
	if err != nil || c.Project == nil || c.Project.ProjectName != "Well for Kibera" || c.Project.Country != "Kenya" || c.Project.CountryCode != "KE" || c.Amount != 125_000_000 || len(c.Sections) != 2 {
		t.Fatalf("frozen content: %+v %v", c, err)
	}
	// Ana's address, and the church's members' (it has none of its own).
	asked := f.mails(mail.KindAgreementSigning)
	if len(asked) != 2 {
		t.Fatalf("signing mails: %d, want 2", len(asked))
	}
	for _, m := range asked {
		if !strings.Contains(m.TextBody, "https://reach.example/loan-agreement/sign/"+a.ID) {
			t.Fatalf("mail to %s does not link to the sign page:\n%s", m.To, m.TextBody)
		}
	}

	ana, church := a.Parties[0], a.Parties[1]
	a = f.signAll(as(f.ana, f.ana), a, ana, "Tangerine")
	if a.Status != model.AgreementSigning || a.Parties[0].SignedBy.Method != "" || a.Parties[0].SignedBy.IP != "203.0.113.7" || a.Parties[0].SignedBy.ContentHash != a.ContentHash {
		t.Fatalf("after Ana: %+v %+v", a.Status, a.Parties[0].SignedBy)
	}
	// Staff cannot send the agreement back once anything is signed, nor change it.
	if _, err := f.svc.Move(f.staffCtx(), model.AgreementLoan, a.ID, agreement.ToPreparing, ""); err == nil {
		t.Fatal("a signed agreement went back to PREPARING")
	} else {
		wantCode(t, err, apperr.BadUserInput, agreement.MsgLocked)
	}
	if _, err := f.svc.Update(f.staffCtx(), model.AgreementLoan, a.ID, agreement.Draft{Terms: ptr("Repay in 12 months")}); err == nil {
		t.Fatal("a signed agreement was changed")
	} else {
		wantCode(t, err, apperr.BadUserInput, agreement.MsgLocked)
	}
	// Ben signs for the church, acting for it.
	a = f.signAll(as(f.ben, f.church), a, church, "Square Peg")
	if a.Status != model.AgreementSigned || a.FinalizedDate == nil {
		t.Fatalf("after both: %s", a.Status)
	}
	if got := len(f.mails(mail.KindAgreementSigned)); got != 2 {
		t.Fatalf("signed mails: %d, want 2", got)
	}
	if _, err := f.svc.Move(f.staffCtx(), model.AgreementLoan, a.ID, agreement.ToCancelled, "Wrong"); err == nil {
		t.Fatal("a SIGNED agreement was cancelled")
	}
}

func TestReadGuards(t *testing.T) {
	f := newFixture(t)
	a := f.loan()
	a = f.move(a.ID, agreement.ToSigning)

	if _, err := f.svc.OneForUser(as(f.ana, f.ana), model.AgreementLoan, a.ID); err != nil {
		t.Fatalf("the party: %v", err)
	}
	// Ben belongs to the church but acts for himself: the notice to change account.
	_, err := f.svc.OneForUser(as(f.ben, f.ben), model.AgreementLoan, a.ID)
	wantCode(t, err, apperr.Forbidden, agreement.MsgInsufficient)
	if !strings.Contains(agreement.MsgInsufficient, "Insufficient permissions") {
		t.Fatal("the portal looks for 'Insufficient permissions'")
	}
	_, err = f.svc.OneForUser(as(f.ben, f.church), model.AgreementLoan, a.ID)
	if err != nil {
		t.Fatalf("Ben acting for the church: %v", err)
	}
	// A stranger learns nothing, not even that it exists.
	_, err = f.svc.OneForUser(as(f.zoe, f.zoe), model.AgreementLoan, a.ID)
	wantCode(t, err, apperr.NotFound, agreement.MsgNotFound)
	_, err = f.svc.OneForUser(as(f.zoe, f.zoe), model.AgreementLoan, "no-such-id")
	wantCode(t, err, apperr.NotFound, agreement.MsgNotFound)
	// The wrong kind is not found either.
	_, err = f.svc.OneForUser(as(f.ana, f.ana), model.AgreementMOU, a.ID)
	wantCode(t, err, apperr.NotFound, agreement.MsgNotFound)
	// Staff read it.
	if _, err := f.svc.OneForUser(f.staffCtx(), model.AgreementLoan, a.ID); err != nil {
		t.Fatalf("staff: %v", err)
	}

	// Lists: the acting contact's own; a signeeId of someone else is ignored for non-staff.
	list := func(ctx context.Context, pf agreement.PortalFilter) int {
		as, err := f.svc.ForUser(ctx, model.AgreementLoan, pf)
		if err != nil {
			t.Fatal(err)
		}
		return len(as)
	}
	if n := list(as(f.ana, f.ana), agreement.PortalFilter{}); n != 1 {
		t.Fatalf("Ana's list: %d", n)
	}
	if n := list(as(f.zoe, f.zoe), agreement.PortalFilter{SigneeID: f.ana}); n != 0 {
		t.Fatalf("a stranger asking for Ana's agreements got %d", n)
	}
	if n := list(as(f.ana, f.ana), agreement.PortalFilter{ProjectID: "other"}); n != 0 {
		t.Fatalf("another project's list: %d", n)
	}
	// Templates never show in the portal, staff included.
	tpl, err := f.svc.Create(f.staffCtx(), model.AgreementLoan, "", agreement.Draft{Name: ptr("Template"), IsTemplate: ptr(true),
		Parties: &[]agreement.PartyDraft{{Ref: "Borrower", ContactID: f.ana}}})
	if err != nil {
		t.Fatal(err)
	}
	yes := true
	if n := list(f.staffCtx(), agreement.PortalFilter{IsTemplate: &yes}); n != 0 {
		t.Fatalf("templates in the portal: %d", n)
	}
	_, err = f.svc.OneForUser(f.staffCtx(), model.AgreementLoan, tpl.ID)
	wantCode(t, err, apperr.NotFound, agreement.MsgNotFound)
	// A template is never signed.
	_, err = f.svc.Move(f.staffCtx(), model.AgreementLoan, tpl.ID, agreement.ToSigning, "")
	wantCode(t, err, apperr.BadUserInput, agreement.MsgTemplateSigning)
}

func TestSigningGuards(t *testing.T) {
	f := newFixture(t)
	a := f.loan()
	ana, church := a.Parties[0], a.Parties[1]
	mark := func(p *model.AgreementParty) agreement.Mark {
		return agreement.Mark{AgreementID: a.ID, PartyID: p.ID, Text: "Ana Lucía Pérez", FontName: "Tangerine"}
	}
	// Not open for signing yet (the party cannot even read it).
	if _, err := f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, mark(ana)); err == nil {
		t.Fatal("signed a PREPARING agreement")
	}
	a = f.move(a.ID, agreement.ToSigning)

	// Ana cannot sign the church's party, nor can Ben while acting for himself.
	_, err := f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, mark(church))
	wantCode(t, err, apperr.Forbidden, agreement.MsgNotYourParty)
	_, err = f.svc.Sign(as(f.ben, f.ben), model.AgreementLoan, mark(church))
	wantCode(t, err, apperr.Forbidden, agreement.MsgInsufficient)
	// Staff read everything but sign for nobody.
	_, err = f.svc.Sign(f.staffCtx(), model.AgreementLoan, mark(ana))
	wantCode(t, err, apperr.Forbidden, agreement.MsgNotYourParty)

	bad := mark(ana)
	bad.FontName = "Comic Sans MS"
	_, err = f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, bad)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgUnknownFont)
	bad = mark(ana)
	bad.Text = "   "
	_, err = f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, bad)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgRequired)
	bad = mark(ana)
	bad.FontName = ""
	_, err = f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, bad)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgRequired)
	bad = mark(ana)
	bad.ContentHash = strings.Repeat("0", 64)
	_, err = f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, bad)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgChanged)
	bad = mark(ana)
	bad.PartyID = "nobody"
	_, err = f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, bad)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgUnknownParty)
	bad = mark(ana)
	bad.SectionID, bad.Text = "nowhere", "AP"
	_, err = f.svc.Initial(as(f.ana, f.ana), model.AgreementLoan, bad)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgUnknownSection)

	// Content changes only in PREPARING.
	_, err = f.svc.Update(f.staffCtx(), model.AgreementLoan, a.ID, agreement.Draft{Name: ptr("Changed")})
	wantCode(t, err, apperr.BadUserInput, agreement.MsgNotPreparing)

	// Signing twice: the same signature is recorded once; another is refused.
	good := mark(ana)
	good.ContentHash = a.ContentHash
	first, err := f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, good)
	if err != nil {
		t.Fatal(err)
	}
	again, err := f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, good)
	if err != nil {
		t.Fatalf("a double submit: %v", err)
	}
	if !again.Parties[0].SignedAt.Equal(*first.Parties[0].SignedAt) {
		t.Fatal("a double submit signed again")
	}
	other := good
	other.Text = "A. L. Pérez"
	_, err = f.svc.Sign(as(f.ana, f.ana), model.AgreementLoan, other)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgAlreadySigned)
}

// A membership of the party's household or organisation that began after the agreement
// entered SIGNING signs and initials nothing for it; a member from before does, and an agreement
// opened for signing again counts from then.
func TestAMemberWhoJoinedAfterSigningStartedSignsNothingForTheGroup(t *testing.T) {
	f := newFixture(t)
	a := f.move(f.loan().ID, agreement.ToSigning)
	church := a.Parties[1]
	f.clock = f.clock.Add(time.Hour)
	f.addMemberAt(f.church, f.zoe, f.clock) // an hour after SIGNING began
	joined := fmt.Sprintf(agreement.MsgJoinedAfterSigning, "Kibera Church", "Kibera Church")
	_, err := f.svc.Sign(as(f.zoe, f.church), model.AgreementLoan, agreement.Mark{AgreementID: a.ID, PartyID: church.ID, Text: "Kibera Church", FontName: "Tangerine"})
	wantCode(t, err, apperr.Forbidden, joined)
	_, err = f.svc.Initial(as(f.zoe, f.church), model.AgreementLoan, agreement.Mark{AgreementID: a.ID, PartyID: church.ID, SectionID: a.Sections[0].ID, Text: "KC", FontName: "Tangerine"})
	wantCode(t, err, apperr.Forbidden, joined)

	// Ben, a member from before, initials for the church.
	if _, err := f.svc.Initial(as(f.ben, f.church), model.AgreementLoan, agreement.Mark{AgreementID: a.ID, PartyID: church.ID, SectionID: a.Sections[0].ID, Text: "KC", FontName: "Tangerine"}); err != nil {
		t.Fatalf("Ben: %v", err)
	}

	// Another agreement, sent back to PREPARING and opened for signing again after Zoe joined.
	b := f.move(f.loan().ID, agreement.ToSigning)
	f.move(b.ID, agreement.ToPreparing)
	f.clock = f.clock.Add(time.Hour)
	b = f.move(b.ID, agreement.ToSigning)
	if _, err := f.svc.Sign(as(f.zoe, f.church), model.AgreementLoan, agreement.Mark{AgreementID: b.ID, PartyID: b.Parties[1].ID, Text: "Kibera Church", FontName: "Tangerine"}); err != nil {
		t.Fatalf("Zoe, a member before the second start: %v", err)
	}
}

func TestTransitions(t *testing.T) {
	f := newFixture(t)
	ctx := f.staffCtx()
	a := f.loan()
	refused := func(id, to string) {
		t.Helper()
		if _, err := f.svc.Move(ctx, model.AgreementLoan, id, to, "reason"); err == nil {
			t.Fatalf("moved to %s", to)
		}
	}
	refused(a.ID, agreement.ToPreparing) // already there
	a = f.move(a.ID, agreement.ToPreview)
	refused(a.ID, agreement.ToPreview)
	a = f.move(a.ID, agreement.ToPreparing)
	a = f.move(a.ID, agreement.ToPreview)
	a = f.move(a.ID, agreement.ToSigning)
	a = f.move(a.ID, agreement.ToPreparing) // nothing signed yet
	if a.ContentHash != "" {
		t.Fatal("the frozen content stayed")
	}
	if _, err := f.svc.Move(ctx, model.AgreementLoan, a.ID, agreement.ToCancelled, " "); err == nil {
		t.Fatal("cancelled without a reason")
	} else {
		wantCode(t, err, apperr.BadUserInput, agreement.MsgCancelReason)
	}
	a, err := f.svc.Move(ctx, model.AgreementLoan, a.ID, agreement.ToCancelled, "Project closed")
	if err != nil || a.Status != model.AgreementCancelled || a.CancelReason != "Project closed" {
		t.Fatalf("cancel: %v %+v", err, a)
	}
	refused(a.ID, agreement.ToSigning)
	refused(a.ID, agreement.ToCancelled)

	// Signing needs parties, sections and an amount.
	empty, err := f.svc.Create(ctx, model.AgreementLoan, "", agreement.Draft{Name: ptr("Empty")})
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.svc.Move(ctx, model.AgreementLoan, empty.ID, agreement.ToSigning, "")
	wantCode(t, err, apperr.BadUserInput, agreement.MsgNoParties)

	// A new version copies the content, one version up, in PREPARING.
	v2, err := f.svc.NewVersion(ctx, model.AgreementLoan, a.ID)
	if err != nil || v2.Version != 2 || v2.Status != model.AgreementPreparing || len(v2.Sections) != 2 || len(v2.Parties) != 2 || v2.Parties[0].SignedAt != nil {
		t.Fatalf("new version: %v %+v", err, v2)
	}
	if v2.Parties[0].ID == a.Parties[0].ID {
		t.Fatal("the new version shares party ids with the old")
	}
	// From a template: the template's content, not a template.
	tpl, err := f.svc.Create(ctx, model.AgreementLoan, "", agreement.Draft{Name: ptr("Standard loan"), IsTemplate: ptr(true),
		Sections: &[]agreement.SectionDraft{{Title: "Terms", Text: "Standard terms."}}})
	if err != nil {
		t.Fatal(err)
	}
	fromTpl, err := f.svc.Create(ctx, model.AgreementLoan, tpl.ID, agreement.Draft{Name: ptr("Loan for Ana")})
	if err != nil || fromTpl.IsTemplate || len(fromTpl.Sections) != 1 || fromTpl.Sections[0].Text != "Standard terms." || fromTpl.Name != "Loan for Ana" {
		t.Fatalf("from template: %v %+v", err, fromTpl)
	}
	// The template's name is not copied: without a name of its own nothing is created.
	count := func() int {
		t.Helper()
		_, n, err := f.svc.List(ctx, agreement.Filter{Kind: model.AgreementLoan}, db.ListArgs{})
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := count()
	for _, name := range []*string{nil, ptr(""), ptr("   ")} {
		_, err = f.svc.Create(ctx, model.AgreementLoan, tpl.ID, agreement.Draft{Name: name})
		wantCode(t, err, apperr.BadUserInput, agreement.MsgNameFromTemplate)
		var e *apperr.Error
		if !errors.As(err, &e) || e.Field != "name" {
			t.Fatalf("the refusal names no field: %+v", err)
		}
	}
	if after := count(); after != before {
		t.Fatalf("a nameless create from a template stored an agreement: %d, then %d", before, after)
	}
	// Unknown references are refused.
	_, err = f.svc.Create(ctx, model.AgreementLoan, "", agreement.Draft{Name: ptr("X"), Parties: &[]agreement.PartyDraft{{ContactID: "nobody"}}})
	wantCode(t, err, apperr.BadUserInput, "Contact not found")
}

// TestConcurrentSigning: both parties sign at once after initialling: SIGNED once, one set of
// completion mails; and one signature sent twice at once is recorded once.
func TestConcurrentSigning(t *testing.T) {
	f := newFixture(t)
	a := f.loan()
	a = f.move(a.ID, agreement.ToSigning)
	ana, church := a.Parties[0], a.Parties[1]
	ctxAna, ctxChurch := as(f.ana, f.ana), as(f.ben, f.church)
	for _, sec := range a.Sections {
		for _, pc := range []struct {
			ctx context.Context
			p   *model.AgreementParty
		}{{ctxAna, ana}, {ctxChurch, church}} {
			if _, err := f.svc.Initial(pc.ctx, model.AgreementLoan, agreement.Mark{AgreementID: a.ID, PartyID: pc.p.ID, SectionID: sec.ID, Text: "XX", FontName: "Tangerine"}); err != nil {
				t.Fatal(err)
			}
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for _, pc := range []struct {
		ctx context.Context
		p   *model.AgreementParty
	}{{ctxAna, ana}, {ctxChurch, church}, {ctxAna, ana}, {ctxChurch, church}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := f.svc.Sign(pc.ctx, model.AgreementLoan, agreement.Mark{AgreementID: a.ID, PartyID: pc.p.ID, Text: pc.p.ContactName, FontName: "Water Brush"})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("sign: %v", err)
		}
	}
	got, err := f.svc.Get(f.staffCtx(), model.AgreementLoan, a.ID)
	if err != nil || got.Status != model.AgreementSigned {
		t.Fatalf("status %v %v", got.Status, err)
	}
	if n := len(f.mails(mail.KindAgreementSigned)); n != 2 {
		t.Fatalf("completion mails: %d, want 2 (one per party, once)", n)
	}
}

func TestRemindersClaimedOnce(t *testing.T) {
	f := newFixture(t)
	a := f.loan()
	f.move(a.ID, agreement.ToSigning)
	// A second service on the same database, as a second instance would be.
	other := agreement.New(f.d, mustMailer(t, f.d), "https://reach.example")
	f.clock = f.clock.Add(8 * 24 * time.Hour)
	other.Now = f.svc.Now
	var wg sync.WaitGroup
	counts := make([]int, 2)
	for i, s := range []*agreement.Service{f.svc, other} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := s.SendDueReminders(context.Background())
			if err != nil {
				t.Error(err)
			}
			counts[i] = n
		}()
	}
	wg.Wait()
	if counts[0]+counts[1] != 1 {
		t.Fatalf("reminded %v times, want once in all", counts)
	}
	if n := len(f.mails(mail.KindAgreementReminder)); n != 2 {
		t.Fatalf("reminder mails: %d, want 2 (both parties)", n)
	}
	// Staff remind by hand at most once an hour.
	_, err := f.svc.Remind(f.staffCtx(), model.AgreementLoan, a.ID, a.Parties[0].ID)
	wantCode(t, err, apperr.BadUserInput, agreement.MsgRemindTooSoon)
	f.clock = f.clock.Add(2 * time.Hour)
	if _, err := f.svc.Remind(f.staffCtx(), model.AgreementLoan, a.ID, a.Parties[0].ID); err != nil {
		t.Fatal(err)
	}
}

func mustMailer(t *testing.T, d *bundb.DB) *mail.Service {
	m, err := mail.NewService(d, config.Config{MailFrom: "Reach <no-reply@reach.example>"}, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}
