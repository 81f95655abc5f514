package graph

import (
	"context"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Maps of agreement.graphqls: loan agreements and MOUs share parties, sections and attachments.

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// agreementParts maps what both kinds share.
func (r *Resolver) agreementParts(ctx context.Context, a *model.Agreement) ([]*gqlmodel.AgreementParty, []*gqlmodel.AgreementSection, []*gqlmodel.AgreementAttachment, error) {
	now := time.Now()
	parties := make([]*gqlmodel.AgreementParty, 0, len(a.Parties))
	for _, p := range a.Parties {
		gp := &gqlmodel.AgreementParty{
			UnderscoreID: p.ID, ID: p.ID, Ref: p.Ref, Name: p.Name, ContactID: p.ContactID, ContactName: p.ContactName,
			RemindedAt: p.RemindedAt,
		}
		// Why Remind is off: the service's English message, said in the caller's language.
		if off := agreement.RemindOff(a, p, now); off != "" {
			gp.RemindOff = optString(i18n.TC(ctx, off))
		}
		if p.SignedAt != nil {
			gp.Signature, gp.FontName, gp.Date = &p.Signature, &p.FontName, p.SignedAt
			gp.SignedByUserName, gp.SignedIP = optString(p.SignedBy.UserName), optString(p.SignedBy.IP)
			gp.SignedUserAgent, gp.SignedMethod = optString(p.SignedBy.UserAgent), optString(p.SignedBy.Method)
		}
		parties = append(parties, gp)
	}
	sections := make([]*gqlmodel.AgreementSection, 0, len(a.Sections))
	for _, s := range a.Sections {
		gs := &gqlmodel.AgreementSection{UnderscoreID: s.ID, ID: s.ID, Title: s.Title, Text: s.Text, Initials: []*gqlmodel.AgreementInitial{}}
		for _, in := range s.Initials {
			gs.Initials = append(gs.Initials, &gqlmodel.AgreementInitial{
				PartyID: in.PartyID, Initials: in.Initials, FontName: in.FontName, Date: in.Date,
				SignedIP: optString(in.By.IP), SignedByUserName: optString(in.By.UserName), SignedMethod: optString(in.By.Method),
			})
		}
		sections = append(sections, gs)
	}
	attachments := make([]*gqlmodel.AgreementAttachment, 0, len(a.Attachments))
	for _, at := range a.Attachments {
		ga := &gqlmodel.AgreementAttachment{UnderscoreID: at.ID, ID: at.ID, Ref: at.Ref, Name: at.Name, FileID: at.FileID}
		if f := at.File; f != nil {
			ga.File = &gqlmodel.AgreementFile{ID: f.ID, Size: int(f.Size), Filename: f.Filename, ContentType: f.ContentType, Uploaded: f.Uploaded, Processed: f.Processed}
			if f.Uploaded && f.DeletedAt == nil && r.Files != nil {
				u, err := r.Files.URL(ctx, f, model.SizeOriginal)
				if err != nil {
					return nil, nil, nil, err
				}
				ga.File.URL = optString(u)
			}
		}
		attachments = append(attachments, ga)
	}
	return parties, sections, attachments, nil
}

// frozenRefs answers what the agreement names as frozen on entering SIGNING, else as it reads now.
func frozenRefs(a *model.Agreement) model.AgreementRefs {
	if c, err := agreement.FrozenContent(a); err == nil && c != nil {
		return model.AgreementRefs{Project: c.Project, PeopleGroup: c.PeopleGroup, Contact: c.Contact}
	}
	return a.Refs
}

func (r *Resolver) toLoanAgreement(ctx context.Context, a *model.Agreement) (*gqlmodel.LoanAgreement, error) {
	parties, sections, attachments, err := r.agreementParts(ctx, a)
	if err != nil {
		return nil, err
	}
	out := &gqlmodel.LoanAgreement{
		UnderscoreID: a.ID, ID: a.ID, AgreementType: gqlmodel.AgreementType(a.Kind), Status: gqlmodel.AgreementStatus(a.Status),
		Version: a.Version, Name: a.Name, IsTemplate: a.IsTemplate, Language: agreementLanguage(a), ProjectID: a.ProjectID,
		Amount: a.Amount, Terms: a.Terms, PaySchedule: a.PaySchedule, Beneficiaries: []*gqlmodel.Beneficiary{},
		ApprovalDate: a.ApprovalDate, FinalizedDate: a.FinalizedDate, SigneeIds: agreement.SigneeIDs(a),
		Parties: parties, Sections: sections, Attachments: attachments, ContentHash: optString(a.ContentHash),
		LastSignedDate: agreement.LastSigned(a), CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt, DeletedAt: a.DeletedAt,
		CancelReason: optString(a.CancelReason), ReminderDays: a.ReminderDays, RemindersSent: a.RemindersSent,
		NextReminderAt: a.NextReminderAt, PreviousVersionID: a.PreviousVersionID,
	}
	for _, b := range a.Beneficiaries {
		out.Beneficiaries = append(out.Beneficiaries, &gqlmodel.Beneficiary{ContactID: b.ContactID, FullName: b.FullName})
	}
	if p := frozenRefs(a).Project; p != nil {
		out.FrozenProjectDetails = &gqlmodel.FrozenProjectDetails{ID: p.ID, ProjectName: p.ProjectName, TypeOfProject: p.TypeOfProject, RegionCode: p.RegionCode, Region: p.Region, Stage: p.Stage}
		out.Country, out.CountryName = optString(p.CountryCode), optString(p.Country)
	}
	return out, nil
}

func (r *Resolver) toMou(ctx context.Context, a *model.Agreement) (*gqlmodel.Mou, error) {
	parties, sections, attachments, err := r.agreementParts(ctx, a)
	if err != nil {
		return nil, err
	}
	out := &gqlmodel.Mou{
		UnderscoreID: a.ID, ID: a.ID, AgreementType: gqlmodel.AgreementType(a.Kind), Status: gqlmodel.AgreementStatus(a.Status),
		Version: a.Version, Name: a.Name, IsTemplate: a.IsTemplate, Language: agreementLanguage(a), PeopleGroupID: a.PeopleGroupID, ContactID: a.ContactID,
		FinalizedDate: a.FinalizedDate, SigneeIds: agreement.SigneeIDs(a),
		Parties: parties, Sections: sections, Attachments: attachments, ContentHash: optString(a.ContentHash),
		LastSignedDate: agreement.LastSigned(a), CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt, DeletedAt: a.DeletedAt,
		CancelReason: optString(a.CancelReason), ReminderDays: a.ReminderDays, RemindersSent: a.RemindersSent,
		NextReminderAt: a.NextReminderAt, PreviousVersionID: a.PreviousVersionID,
	}
	if a.Role != "" {
		role := gqlmodel.MouRole(a.Role)
		out.Role = &role
	}
	refs := frozenRefs(a)
	if g := refs.PeopleGroup; g != nil {
		out.PeopleGroupName = &g.Name
		out.FrozenPeopleGroupDetails = &gqlmodel.FrozenPeopleGroupDetails{ID: g.ID, Name: g.Name, Country: g.Country, CountryCode: g.CountryCode}
	}
	if c := refs.Contact; c != nil {
		out.ContactName = &c.FullName
		out.FrozenContactDetails = &gqlmodel.FrozenContactDetails{ID: c.ID, FullName: c.FullName, Email: optString(c.Email)}
	}
	return out, nil
}

func (r *Resolver) toLoanAgreements(ctx context.Context, as []*model.Agreement) ([]*gqlmodel.LoanAgreement, error) {
	out := make([]*gqlmodel.LoanAgreement, 0, len(as))
	for _, a := range as {
		g, err := r.toLoanAgreement(ctx, a)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

func (r *Resolver) toMous(ctx context.Context, as []*model.Agreement) ([]*gqlmodel.Mou, error) {
	out := make([]*gqlmodel.Mou, 0, len(as))
	for _, a := range as {
		g, err := r.toMou(ctx, a)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

func toAgreementChange(a *model.Agreement) *gqlmodel.AgreementChange {
	return &gqlmodel.AgreementChange{ID: a.ID, AgreementType: gqlmodel.AgreementType(a.Kind), Status: gqlmodel.AgreementStatus(a.Status), Version: a.Version}
}

// loanSort maps the portal's sortBy onto the list's sort: the first key but '_score' (there is no
// search to rank by), '.keyword' dropped as the spec's keys carry it; ascending unless DESC. None
// leaves the list's own order, newest first.
func loanSort(sortBy []*gqlmodel.SortByInput) (string, bool) {
	for _, s := range sortBy {
		if s == nil || s.Key == "_score" {
			continue
		}
		return strings.TrimSuffix(s.Key, ".keyword"), s.Order != nil && *s.Order == gqlmodel.SortOrderDesc
	}
	return "", false
}

// agreementFilter maps the back office's filter.
func agreementFilter(kind string, f *gqlmodel.AgreementFilter) agreement.Filter {
	out := agreement.Filter{Kind: kind}
	if f == nil {
		return out
	}
	out.IDs, out.IsTemplate = f.Ids, f.IsTemplate
	if f.Q != nil {
		out.Q = *f.Q
	}
	if f.Status != nil {
		out.Status = []string{string(*f.Status)}
	}
	if f.ProjectID != nil {
		out.ProjectID = *f.ProjectID
	}
	if f.ContactID != nil {
		out.PartyContactID = *f.ContactID
	}
	if f.PeopleGroupID != nil {
		out.PeopleGroupID = *f.PeopleGroupID
	}
	return out
}

// agreementLanguage is the language a's PDF is drawn in (English for a row without one).
func agreementLanguage(a *model.Agreement) string {
	if a.Language == "" {
		return i18n.English
	}
	return a.Language
}

// agreementDraft maps what staff send; an argument not sent stays as it is.
func agreementDraft(name *string, isTemplate *bool, language *string, reminderDays *int, sections []*gqlmodel.AgreementSectionInput, parties []*gqlmodel.AgreementPartyInput, attachments []*gqlmodel.AgreementAttachmentInput) agreement.Draft {
	d := agreement.Draft{Name: name, IsTemplate: isTemplate, Language: language, ReminderDays: reminderDays}
	if sections != nil {
		ss := make([]agreement.SectionDraft, 0, len(sections))
		for _, s := range sections {
			ss = append(ss, agreement.SectionDraft{ID: deref(s.ID), Title: s.Title, Text: s.Text})
		}
		d.Sections = &ss
	}
	if parties != nil {
		ps := make([]agreement.PartyDraft, 0, len(parties))
		for _, p := range parties {
			ps = append(ps, agreement.PartyDraft{ID: deref(p.ID), Ref: deref(p.Ref), Name: deref(p.Name), ContactID: p.ContactID})
		}
		d.Parties = &ps
	}
	if attachments != nil {
		as := make([]agreement.AttachmentDraft, 0, len(attachments))
		for _, a := range attachments {
			as = append(as, agreement.AttachmentDraft{ID: deref(a.ID), Ref: deref(a.Ref), Name: deref(a.Name), FileID: a.FileID})
		}
		d.Attachments = &as
	}
	return d
}

func loanDraft(d agreement.Draft, projectID *string, amount *int64, terms, paySchedule *string, beneficiaries []*gqlmodel.BeneficiaryInput, approvalDate *time.Time) agreement.Draft {
	d.Amount, d.Terms, d.PaySchedule = amount, terms, paySchedule
	if projectID != nil {
		d.ProjectID = &projectID
	}
	if approvalDate != nil {
		d.ApprovalDate = &approvalDate
	}
	if beneficiaries != nil {
		ids := make([]string, 0, len(beneficiaries))
		for _, b := range beneficiaries {
			ids = append(ids, b.ContactID)
		}
		d.Beneficiaries = &ids
	}
	return d
}

func mouDraft(d agreement.Draft, role *gqlmodel.MouRole, peopleGroupID, contactID *string) agreement.Draft {
	if role != nil {
		r := string(*role)
		d.Role = &r
	}
	if peopleGroupID != nil {
		d.PeopleGroupID = &peopleGroupID
	}
	if contactID != nil {
		d.ContactID = &contactID
	}
	return d
}
