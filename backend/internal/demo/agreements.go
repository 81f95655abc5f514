package demo

import (
	"context"
	"fmt"
	"strings"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// seedAgreements gives the demo accounts agreements at every stage, made the way staff make
// them (through the agreement service, so entering SIGNING freezes the content and mails the
// parties into the mail drop): a loan agreement for the wells project, half signed by
// demo-coordinator and waiting for demo-field-worker; an earlier loan both have signed; one
// cancelled before signing; a loan agreement template for the back office (PREPARING); a
// partnership agreement form waiting for demo-trainer, one demo-field-worker has signed and one
// in preview. It runs when there is no agreement yet.
func seedAgreements(ctx context.Context, s Services, p *people) error {
	if _, n, err := s.Store.ListAgreements(ctx, db.AgreementFilter{}, db.ListPage{Limit: 1}); err != nil || n > 0 {
		return err
	}
	svc := s.Agreements
	projects, err := wellsProject(ctx, s.Store)
	if err != nil || len(projects) == 0 {
		return err
	}
	groups, err := s.Store.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 2})
	if err != nil || len(groups) < 2 {
		return err
	}
	as := func(name string) context.Context { return p.as(ctx, name) }
	users := p.users
	staff := as("demo-staff")
	fieldWorker, coordinator, trainer := users["demo-field-worker"], users["demo-coordinator"], users["demo-trainer"]
	str := func(s string) *string { return &s }

	loanSections := []agreement.SectionDraft{
		{Title: "The loan", Text: "Reach lends the borrower the amount above to drill and equip three village wells. The money is used for this project only."},
		{Title: "Repayment", Text: "The borrower repays the loan from the water committee's fees, in the instalments of the pay schedule, starting three months after the first well runs."},
		{Title: "Reporting", Text: "The borrower reports each quarter in the portal: the wells' state, the fees collected, the repayments made and the testimonies of the villages served."},
	}
	parties := []agreement.PartyDraft{
		{Ref: "Borrower", Name: fieldWorker.Name, ContactID: fieldWorker.ContactID},
		{Ref: "Guarantor", Name: coordinator.Name, ContactID: coordinator.ContactID},
	}
	project := &projects[0].ID
	loan, err := svc.Create(staff, model.AgreementLoan, "", agreement.Draft{
		Name: str("Village wells loan"), ProjectID: &project, Amount: ptrTo(int64(125_000_000)),
		Terms: str("24 months, no interest"), PaySchedule: str("24 monthly instalments of $520.83, the first on 1 March 2027"),
		Beneficiaries: &[]string{fieldWorker.ContactID}, Sections: &loanSections, Parties: &parties,
	})
	if err != nil {
		return fmt.Errorf("demo loan agreement: %w", err)
	}
	if loan, err = svc.Move(staff, model.AgreementLoan, loan.ID, model.AgreementSigning, ""); err != nil {
		return fmt.Errorf("demo loan agreement: %w", err)
	}
	if _, err := signEverything(as("demo-coordinator"), svc, loan, coordinator.ContactID, coordinator.Name, "Tangerine"); err != nil {
		return fmt.Errorf("demo loan agreement: %w", err)
	}

	// An earlier loan, for the pump's spare parts: both parties have signed it.
	spare, err := svc.Create(staff, model.AgreementLoan, "", agreement.Draft{
		Name: str("Well pump spare parts loan"), ProjectID: &project, Amount: ptrTo(int64(18_000_000)),
		Terms: str("12 months, no interest"), PaySchedule: str("12 monthly instalments of $150.00"),
		Beneficiaries: &[]string{fieldWorker.ContactID}, Sections: &loanSections, Parties: &parties,
	})
	if err != nil {
		return fmt.Errorf("demo signed loan agreement: %w", err)
	}
	if spare, err = svc.Move(staff, model.AgreementLoan, spare.ID, model.AgreementSigning, ""); err != nil {
		return fmt.Errorf("demo signed loan agreement: %w", err)
	}
	if spare, err = signEverything(as("demo-coordinator"), svc, spare, coordinator.ContactID, coordinator.Name, "Tangerine"); err != nil {
		return fmt.Errorf("demo signed loan agreement: %w", err)
	}
	if _, err = signEverything(as("demo-field-worker"), svc, spare, fieldWorker.ContactID, fieldWorker.Name, "Square Peg"); err != nil {
		return fmt.Errorf("demo signed loan agreement: %w", err)
	}

	// A loan cancelled before anyone signed: the project found the money elsewhere.
	dropped, err := svc.Create(staff, model.AgreementLoan, "", agreement.Draft{
		Name: str("Water tower loan"), ProjectID: &project, Amount: ptrTo(int64(60_000_000)),
		Terms: str("18 months, no interest"), PaySchedule: str("18 monthly instalments of $333.33"),
		Beneficiaries: &[]string{fieldWorker.ContactID}, Sections: &loanSections, Parties: &parties,
	})
	if err != nil {
		return fmt.Errorf("demo cancelled loan agreement: %w", err)
	}
	if _, err = svc.Move(staff, model.AgreementLoan, dropped.ID, model.AgreementSigning, ""); err != nil {
		return fmt.Errorf("demo cancelled loan agreement: %w", err)
	}
	if _, err = svc.Move(staff, model.AgreementLoan, dropped.ID, model.AgreementCancelled, "A church in the region gave the water tower; no loan is needed."); err != nil {
		return fmt.Errorf("demo cancelled loan agreement: %w", err)
	}

	template := true
	if _, err := svc.Create(staff, model.AgreementLoan, "", agreement.Draft{
		Name: str("Holistic project loan"), IsTemplate: &template, Terms: str("24 months, no interest"),
		PaySchedule: str("Monthly instalments"), Sections: &loanSections,
	}); err != nil {
		return fmt.Errorf("demo loan template: %w", err)
	}

	mouSections := []agreement.SectionDraft{
		{Title: "Prayer", Text: "I will pray for the people group named above every week, and share its prayer requests with my church."},
		{Title: "Reporting", Text: "I will report every quarter in the portal on the work among the people group."},
		{Title: "Accountability", Text: "I will meet my regional coordinator each month and follow the organisation's statement of faith and code of conduct."},
	}
	mou := func(who *model.User, role string, group *model.PeopleGroup) (*model.Agreement, error) {
		gid, cid := &group.ID, &who.ContactID
		a, err := svc.Create(staff, model.AgreementMOU, "", agreement.Draft{
			Name: str("Partnership commitment 2027"), Role: &role, PeopleGroupID: &gid, ContactID: &cid, Sections: &mouSections,
			Parties: &[]agreement.PartyDraft{{Ref: "Partner", Name: who.Name, ContactID: who.ContactID}},
		})
		if err != nil {
			return nil, err
		}
		return svc.Move(staff, model.AgreementMOU, a.ID, model.AgreementSigning, "")
	}
	if _, err := mou(trainer, model.MOURoleTrainer, groups[1]); err != nil {
		return fmt.Errorf("demo partnership agreement form: %w", err)
	}
	signed, err := mou(fieldWorker, model.MOURoleFieldWorker, groups[0])
	if err != nil {
		return fmt.Errorf("demo partnership agreement form: %w", err)
	}
	if _, err := signEverything(as("demo-field-worker"), svc, signed, fieldWorker.ContactID, fieldWorker.Name, "Square Peg"); err != nil {
		return fmt.Errorf("demo partnership agreement form: %w", err)
	}
	// A form for demo-coordinator that staff are still reading over (PREVIEW).
	role, gid, cid := model.MOURoleRegionalCoordinator, &groups[0].ID, &coordinator.ContactID
	preview, err := svc.Create(staff, model.AgreementMOU, "", agreement.Draft{
		Name: str("Partnership commitment 2027"), Role: &role, PeopleGroupID: &gid, ContactID: &cid, Sections: &mouSections,
		Parties: &[]agreement.PartyDraft{{Ref: "Partner", Name: coordinator.Name, ContactID: coordinator.ContactID}},
	})
	if err != nil {
		return fmt.Errorf("demo partnership agreement form: %w", err)
	}
	if _, err := svc.Move(staff, model.AgreementMOU, preview.ID, model.AgreementPreview, ""); err != nil {
		return fmt.Errorf("demo partnership agreement form: %w", err)
	}
	return nil
}

// signEverything initials every section and signs for the party of contactID, as the user of ctx.
func signEverything(ctx context.Context, svc *agreement.Service, a *model.Agreement, contactID, name, font string) (*model.Agreement, error) {
	var party *model.AgreementParty
	for _, p := range a.Parties {
		if p.ContactID == contactID {
			party = p
		}
	}
	if party == nil {
		return a, nil
	}
	var err error
	for _, s := range a.Sections {
		mark := agreement.Mark{AgreementID: a.ID, PartyID: party.ID, SectionID: s.ID, Text: initials(name), FontName: font, ContentHash: a.ContentHash}
		if a, err = svc.Initial(ctx, a.Kind, mark); err != nil {
			return nil, err
		}
	}
	return svc.Sign(ctx, a.Kind, agreement.Mark{AgreementID: a.ID, PartyID: party.ID, Text: name, FontName: font, ContentHash: a.ContentHash})
}

// initials are the first letters of a name's words: "Demo Coordinator" is "DC".
func initials(name string) string {
	out := []rune{}
	for _, w := range strings.Fields(name) {
		out = append(out, []rune(w)[0])
	}
	return string(out)
}

func ptrTo[T any](v T) *T { return &v }

// wellsProject answers the demo's "Village wells for …" project (none without the demo's projects).
func wellsProject(ctx context.Context, st Store) ([]*model.HolisticProject, error) {
	all, err := st.ListHolisticProjects(ctx, db.HolisticProjectQuery{Filter: db.HolisticProjectFilter{Words: []string{"village", "wells"}}, Limit: 50})
	if err != nil {
		return nil, err
	}
	for _, p := range all {
		if strings.HasPrefix(p.ProjectName, "Village wells") {
			return []*model.HolisticProject{p}, nil
		}
	}
	return nil, nil
}
