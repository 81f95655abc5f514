package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/model"
)

// seedDemoAgreements gives the demo accounts agreements to sign, made the way staff make them
// (through the agreement service, so entering SIGNING freezes the content and mails the parties
// into the mail drop): a loan agreement for the wells project, half signed by demo-coordinator
// and waiting for demo-field-worker; a loan agreement template for the back office; a
// partnership agreement form waiting for demo-trainer and one demo-field-worker has signed. It
// runs when the demo accounts exist and there is no agreement yet.
func seedDemoAgreements(ctx context.Context, d *bundb.DB, svc *agreement.Service) error {
	if _, n, err := d.ListAgreements(ctx, db.AgreementFilter{}, db.ListPage{Limit: 1}); err != nil || n > 0 {
		return err
	}
	users := map[string]*model.User{}
	for _, name := range []string{"demo-staff", "demo-field-worker", "demo-coordinator", "demo-trainer"} {
		u, err := d.GetUserByUsername(ctx, name)
		if err != nil {
			return nil // not the demo database
		}
		users[name] = u
	}
	var projects []*model.HolisticProject
	if err := d.Bun().NewSelect().Model(&projects).Where("project_name LIKE ?", "Village wells%").Order("created_at").Limit(1).Scan(ctx); err != nil || len(projects) == 0 {
		return err
	}
	groups, err := d.ListPeopleGroups(ctx, db.PeopleGroupQuery{Filter: db.PeopleGroupFilter{LeastReached: ptrTo(true)}, Sort: db.SortPopulation, Desc: true, Limit: 2})
	if err != nil || len(groups) < 2 {
		return err
	}
	// as is a request by a demo user acting for their own contact, from this machine.
	as := func(name string) context.Context {
		u := users[name]
		roles := []string{}
		for _, r := range u.Roles {
			roles = append(roles, r.Role)
		}
		ctx := auth.WithViewer(ctx, &auth.Viewer{UserID: u.ID, Username: u.Username, Roles: roles, ContactID: u.ContactID, UserContactID: u.ContactID})
		return auth.WithClient(ctx, &auth.Client{IP: "127.0.0.1", UserAgent: "Reach demo data"})
	}
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
