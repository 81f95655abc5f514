package bundb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/model"
)

// linkGiver gives contactID the role its gift earns (package giving, "after a
// gift"): an adoption makes it ADOPTER of the people group; a project
// sponsorship makes it SPONSOR of the project and of the people groups the
// project serves. Gifts to the organisation ('__reach__') link nothing. A
// role held already stays as it is (the links' unique key), so retries and
// repeated gifts add no second link. It runs in the transaction that records
// the paid gift.
func linkGiver(ctx context.Context, tx bun.IDB, contactID string, a *model.Adoption, sp *model.ProjectSponsorship, at time.Time) error {
	if contactID == "" {
		return nil
	}
	at = at.UTC()
	groupLink := func(groupID, role string) error {
		l := &model.PeopleGroupLink{ID: newV7ID(), ContactID: contactID, PeopleGroupID: groupID, Type: role, StartDate: &at, CreatedAt: at, UpdatedAt: at}
		_, err := tx.NewInsert().Model(l).On("CONFLICT DO NOTHING").Exec(ctx)
		return translate(err)
	}
	switch {
	case a != nil:
		if a.PeopleGroupID == "" || a.PeopleGroupID == model.FundReach {
			return nil
		}
		return groupLink(a.PeopleGroupID, model.LinkAdopter)
	case sp != nil:
		if sp.ProjectID == "" || sp.ProjectID == model.FundReach {
			return nil
		}
		l := &model.ProjectLink{ID: newV7ID(), ContactID: contactID, ProjectID: sp.ProjectID, Type: model.LinkSponsor, StartDate: &at, CreatedAt: at, UpdatedAt: at}
		if _, err := tx.NewInsert().Model(l).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
			return translate(err)
		}
		var groups []string
		if err := tx.NewSelect().Model((*model.HolisticProjectPeopleGroup)(nil)).Column("people_group_id").
			Where("project_id = ?", sp.ProjectID).Order("people_group_id").Scan(ctx, &groups); err != nil {
			return translate(err)
		}
		for _, g := range groups {
			if err := groupLink(g, model.LinkSponsor); err != nil {
				return err
			}
		}
	}
	return nil
}

// linkGiftOf links the giver of the gift that adoptionID or sponsorshipID
// names (see linkGiver).
func linkGiftOf(ctx context.Context, tx bun.IDB, contactID string, adoptionID, sponsorshipID *string, at time.Time) error {
	switch {
	case contactID == "":
		return nil
	case adoptionID != nil:
		a := new(model.Adoption)
		if err := tx.NewSelect().Model(a).Where("id = ?", *adoptionID).Scan(ctx); err != nil {
			return translate(err)
		}
		return linkGiver(ctx, tx, contactID, a, nil, at)
	case sponsorshipID != nil:
		sp := new(model.ProjectSponsorship)
		if err := tx.NewSelect().Model(sp).Where("id = ?", *sponsorshipID).Scan(ctx); err != nil {
			return translate(err)
		}
		return linkGiver(ctx, tx, contactID, nil, sp, at)
	}
	return nil
}
