package graph

import (
	"context"
	"encoding/base64"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/model"
)

func toAdoption(a *model.Adoption) *gqlmodel.Adoption {
	if a == nil {
		return nil
	}
	out := &gqlmodel.Adoption{
		ID: a.ID, UnderscoreID: a.ID, ContactID: a.ContactID, AdopterName: a.AdopterName, PeopleGroupID: a.PeopleGroupID,
		RegionCode: a.RegionCode, Level: gqlmodel.AdoptionLevel(a.Level), HasFieldWorker: a.HasFieldWorker,
		HasRegionalCoord: a.HasRegionalCoord, Status: a.Status, Amount: int(a.Amount), StartDate: a.StartDate,
		UnfundedAt: a.UnfundedAt, CommitToAdopt: a.CommitToAdopt, CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt,
	}
	if a.DonationFrequency != nil {
		f := gqlmodel.RecurringFrequency(*a.DonationFrequency)
		out.DonationFrequency = &f
	}
	return out
}

func toProjectSponsorship(s *model.ProjectSponsorship) *gqlmodel.ProjectSponsorship {
	if s == nil {
		return nil
	}
	return &gqlmodel.ProjectSponsorship{
		ID: s.ID, UnderscoreID: s.ID, ContactID: s.ContactID, SponsorName: s.SponsorName, ProjectID: s.ProjectID,
		ProjectName: s.ProjectName, RegionCode: s.RegionCode, Region: s.Region, Amount: int(s.Amount),
		Recurring: s.Recurring, StartDate: s.StartDate, CommitToAdopt: s.CommitToAdopt, CreatedAt: s.CreatedAt,
	}
}

// withAdoptionRecurring fills the monthly gift's status of a page of
// adoptions (one query for the page).
func (r *Resolver) withAdoptionRecurring(ctx context.Context, rows []*gqlmodel.Adoption) ([]*gqlmodel.Adoption, error) {
	ids := make([]string, len(rows))
	for i, a := range rows {
		ids[i] = a.ID
	}
	rec, err := r.Giving.RecurringOfGifts(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, a := range rows {
		if rp := rec[a.ID]; rp != nil {
			a.RecurringStatus, a.CancelledAt, a.CancelledBy = ptrTo(r.Giving.RecurringStatus(rp)), rp.CancelledAt, rp.CancelledBy
		}
	}
	return rows, nil
}

// withSponsorshipRecurring fills the monthly gift's status of a page of
// project sponsorships.
func (r *Resolver) withSponsorshipRecurring(ctx context.Context, rows []*gqlmodel.ProjectSponsorship) ([]*gqlmodel.ProjectSponsorship, error) {
	ids := make([]string, len(rows))
	for i, s := range rows {
		ids[i] = s.ID
	}
	rec, err := r.Giving.RecurringOfGifts(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, s := range rows {
		if rp := rec[s.ID]; rp != nil {
			s.RecurringStatus, s.CancelledAt, s.CancelledBy = ptrTo(r.Giving.RecurringStatus(rp)), rp.CancelledAt, rp.CancelledBy
		}
	}
	return rows, nil
}

func toMyAdoption(m *giving.MyAdoption) *gqlmodel.MyAdoption {
	a := m.Adoption
	return &gqlmodel.MyAdoption{
		ID: a.ID, PeopleGroupID: a.PeopleGroupID, Level: gqlmodel.AdoptionLevel(a.Level), Amount: int(a.Amount),
		Monthly: m.Monthly, Since: m.Since, Until: m.Until, CommitToPray: a.CommitToAdopt || a.Level == model.AdopterPray,
	}
}

func toMyRecurringGift(g *giving.RecurringGift) *gqlmodel.MyRecurringGift {
	choices := g.AmountChoices
	if choices == nil {
		choices = []int{}
	}
	return &gqlmodel.MyRecurringGift{
		ID: g.ID, FundName: g.FundName, UsdCentsAmount: int(g.USDCentsAmount), Status: g.Status,
		StartDate: g.StartDate, EndDate: g.EndDate, CancelledAt: g.CancelledAt, CancelledBy: g.CancelledBy,
		AmountChoices: choices, CanManagePayment: g.CanManagePayment,
	}
}

func toPayment(p *model.Payment) *gqlmodel.Payment {
	if p == nil {
		return nil
	}
	return &gqlmodel.Payment{
		ID: p.ID, UnderscoreID: p.ID, Status: p.Status, UsdCentsAmount: int(p.USDCentsAmount),
		PaymentMethodType: p.PaymentMethodType, PayerID: p.PayerID, PayerName: p.PayerName, PayerEmail: p.PayerEmail,
		FundID: p.FundID, FundName: p.FundName, PpCreatedOn: p.PPCreatedOn, PpUpdatedOn: p.PPUpdatedOn,
		PpReceivedOn: p.PPReceivedOn, GivenOn: p.GivenOn, TransactionID: p.TransactionID, SettlementID: p.SettlementID,
		EstimatedDepositDate: p.EstimatedDepositDate, RecurringPaymentToken: p.RecurringPaymentToken,
		RefundForID: p.RefundForID, RefundedByID: p.RefundedByID, AdoptionID: p.AdoptionID,
		ProjectSponsorshipID: p.ProjectSponsorshipID,
	}
}

func toRecurringPayment(r *model.RecurringPayment) *gqlmodel.RecurringPayment {
	if r == nil {
		return nil
	}
	return &gqlmodel.RecurringPayment{
		ID: r.ID, UnderscoreID: r.ID, PayerID: r.PayerID, PayerName: r.PayerName, PayerEmail: r.PayerEmail,
		Amount: int(r.Amount), Status: r.Status, UsdCentsAmount: int(r.USDCentsAmount), FundID: r.FundID,
		FundName: r.FundName, StartDate: r.StartDate, EndDate: r.EndDate,
		Frequency: gqlmodel.RecurringFrequency(r.Frequency), StripeSubscriptionID: r.StripeSubscriptionID,
		CancelledAt: r.CancelledAt, CancelledBy: r.CancelledBy,
	}
}

// giftProjectToGQL maps the project a gift went to through the one holistic
// project mapping (toHolisticProject): the public fields the success page
// shows, with its people group ids (pictures are left to the holistic project
// resolvers).
func giftProjectToGQL(p *db.GiftProject) *gqlmodel.HolisticProject {
	if p == nil {
		return nil
	}
	out := toHolisticProject(&holisticproject.Project{HolisticProject: p.Project, Region: p.Region})
	out.PeopleGroupIds = p.PeopleGroupIDs
	return out
}

// toSponsorshipResult maps a completion; the invite and the viewer's
// profile are loaded here.
func (r *Resolver) toSponsorshipResult(ctx context.Context, res *giving.Result) *gqlmodel.SponsorshipResult {
	out := &gqlmodel.SponsorshipResult{
		Adoption: toAdoption(res.Adoption), ProjectSponsorship: toProjectSponsorship(res.Sponsorship),
		PeopleGroup: r.toPeopleGroup(res.PeopleGroup), Project: giftProjectToGQL(res.Project),
		Payment: toPayment(res.Payment), RecurringPayment: toRecurringPayment(res.Recurring),
	}
	if res.InviteCode != nil {
		if inv, err := r.Invites.Pending(ctx, *res.InviteCode); err == nil {
			out.UserInvite = toUserInvite(inv, *res.InviteCode)
		}
	}
	if p, err := r.Users.MyProfile(ctx); err == nil && p != nil {
		out.Profile = profileToGQL(p)
	}
	return out
}

func givingListQuery(page, perPage *int, sortField, sortOrder *string) db.ListArgs {
	return listArgs(page, perPage, sortField, sortOrder)
}

func adoptionQuery(f *gqlmodel.AdoptionFilter) db.AdoptionQuery {
	if f == nil {
		return db.AdoptionQuery{}
	}
	q := db.AdoptionQuery{IDs: f.Ids, Q: deref(f.Q), PeopleGroupID: deref(f.PeopleGroupID), Status: deref(f.Status)}
	if f.Level != nil {
		q.Level = string(*f.Level)
	}
	return q
}

func projectSponsorshipQuery(f *gqlmodel.ProjectSponsorshipFilter) db.ProjectSponsorshipQuery {
	if f == nil {
		return db.ProjectSponsorshipQuery{}
	}
	return db.ProjectSponsorshipQuery{IDs: f.Ids, Q: deref(f.Q), ProjectID: deref(f.ProjectID)}
}

func paymentQuery(f *gqlmodel.PaymentFilter) db.PaymentQuery {
	if f == nil {
		return db.PaymentQuery{}
	}
	return db.PaymentQuery{IDs: f.Ids, Q: deref(f.Q), Status: deref(f.Status), Kind: deref(f.Kind), GivenFrom: f.GivenFrom, GivenTo: f.GivenTo}
}

func mapAll[T, U any](in []T, f func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, f(v))
	}
	return out
}

func pdfFile(f *giving.PDFFile, err error) (*gqlmodel.PDFFile, error) {
	if err != nil {
		return nil, err
	}
	return &gqlmodel.PDFFile{FileName: f.Name, Base64: base64.StdEncoding.EncodeToString(f.Data)}, nil
}
