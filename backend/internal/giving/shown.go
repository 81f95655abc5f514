package giving

import (
	"context"
	"fmt"
	"slices"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What a completion answers, and to whom. The checkout id is the success page's paymentToken:
// it travels in a URL (the browser's history, logs, a Referer), so holding it proves nothing.
// The gift's owner, signed in, gets the whole record: the user who started the checkout signed
// in, or whose contact (or the account the request acts for) the gift belongs to, a claimed
// gift's included. Anyone else, the donor who gave signed out among them, gets what the
// success page shows: the name typed at checkout (a signed-in giver's name is not shown), the
// amount, the level, how often and from when, and what it funds; never the payer's email or
// contact, nor the ids of the adoption, sponsorship, payment or monthly gift, the provider's
// transaction or subscription. The invite a donor without an account was sent is handed out
// once, to the first such answer after the gift is recorded (the success page the provider
// sent the donor to); later answers leave it out, and the donor signs up from the mail.

// shown answers r as the viewer may see it; the checkout's invite code is taken by the first
// answer to anyone but the owner.
func (s *Service) shown(ctx context.Context, r *Result) (*Result, error) {
	if ownsGift(ctx, r) {
		return r, nil
	}
	out := r.forAnyone()
	if r.InviteCode != nil && r.checkout != nil {
		code, err := s.store.TakeCheckoutInvite(ctx, r.checkout.ID)
		if err != nil {
			return nil, fmt.Errorf("giving: hand out the donor's invite: %w", err)
		}
		if code != "" {
			out.InviteCode = &code
		}
	}
	return out, nil
}

// ownsGift tells whether the signed-in viewer owns the gift r records.
func ownsGift(ctx context.Context, r *Result) bool {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.UserID == "" {
		return false
	}
	if c := r.checkout; c != nil && c.UserID != nil && *c.UserID == v.UserID {
		return true
	}
	var contact *string
	switch {
	case r.Adoption != nil:
		contact = r.Adoption.ContactID
	case r.Sponsorship != nil:
		contact = r.Sponsorship.ContactID
	}
	if contact == nil {
		return false
	}
	payers, err := myPayers(ctx)
	return err == nil && slices.Contains(payers, *contact)
}

// forAnyone is r as the success page shows it to anyone but its owner (see above).
func (r *Result) forAnyone() *Result {
	out := &Result{PeopleGroup: r.PeopleGroup, Project: r.Project, checkout: r.checkout}
	signedOut := r.checkout != nil && r.checkout.UserID == nil && r.checkout.ContactID == nil
	typed := func(name string) string {
		// A signed-out gift carries the name typed at checkout; a signed-in giver's is their
		// contact's, which is not the caller's to read.
		if signedOut {
			return name
		}
		return ""
	}
	if a := r.Adoption; a != nil {
		out.Adoption = &model.Adoption{
			AdopterName: typed(a.AdopterName), PeopleGroupID: a.PeopleGroupID, RegionCode: a.RegionCode, Level: a.Level,
			Status: a.Status, Amount: a.Amount, DonationFrequency: a.DonationFrequency, StartDate: a.StartDate,
			CommitToAdopt: a.CommitToAdopt, CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt,
		}
	}
	if sp := r.Sponsorship; sp != nil {
		out.Sponsorship = &model.ProjectSponsorship{
			SponsorName: typed(sp.SponsorName), ProjectID: sp.ProjectID, ProjectName: sp.ProjectName, RegionCode: sp.RegionCode,
			Region: sp.Region, Amount: sp.Amount, Recurring: sp.Recurring, StartDate: sp.StartDate, CommitToAdopt: sp.CommitToAdopt,
			CreatedAt: sp.CreatedAt,
		}
	}
	if p := r.Payment; p != nil {
		out.Payment = &model.Payment{Status: p.Status, USDCentsAmount: p.USDCentsAmount, FundID: p.FundID, FundName: p.FundName, GivenOn: p.GivenOn}
	}
	if rp := r.Recurring; rp != nil {
		out.Recurring = &model.RecurringPayment{
			Amount: rp.Amount, Status: rp.Status, USDCentsAmount: rp.USDCentsAmount, FundID: rp.FundID, FundName: rp.FundName,
			StartDate: rp.StartDate, EndDate: rp.EndDate, Frequency: rp.Frequency,
		}
	}
	return out
}
