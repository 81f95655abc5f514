package graph

import (
	"context"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/graph/reportview"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// trainingEventInput maps the training event report's input onto report.Input.
func trainingEventInput(in gqlmodel.TrainingEventReportInput) (report.Input, error) {
	fields, err := fieldsPatch(in, typedColumns, map[string]bool{
		"trainersTrained": sentEmpty(in.TrainersTrained), "newPartnerships": sentEmpty(in.NewPartnerships),
		"newAdoptions": sentEmpty(in.NewAdoptions), "miracles": sentEmpty(in.Miracles),
		"publicAttachmentIds": sentEmpty(in.PublicAttachmentIds), "privateAttachmentIds": sentEmpty(in.PrivateAttachmentIds),
	}, nil)
	if err != nil {
		return report.Input{}, err
	}
	return typedReportInput(model.ReportTrainEvent, typedInput{ID: in.ID, Version: in.Version, ReportType: in.ReportType,
		ContactID: in.ContactID, RegionCode: in.RegionCode, Notes: in.Notes}, fields)
}

func toPotentialContact(c report.PotentialContact) *gqlmodel.PotentialContact {
	out := &gqlmodel.PotentialContact{UnderscoreID: c.ID, Name: emptyToNilStr(c.Name), Email: emptyToNilStr(c.Email),
		Phone: emptyToNilStr(c.Phone), WhatsApp: emptyToNilStr(c.WhatsApp), Country: emptyToNilStr(c.Country), OrgName: emptyToNilStr(c.OrgName)}
	if role := gqlmodel.PotentialRole(c.PotentialRole); role.IsValid() {
		out.PotentialRole = &role
	}
	return out
}

// toTrainingEvent maps a training event report for the viewer of ctx.
func toTrainingEvent(ctx context.Context, r *model.Report) (*reportview.TrainingEventReportView, error) {
	f, err := report.DecodeTrainingEvent(r)
	if err != nil {
		return nil, err
	}
	a := f.EventAddress
	m := f.ItsmModulesTaught
	v := &reportview.TrainingEventReportView{Base: reportBase(ctx, r), RegionName: emptyToNilStr(f.RegionName),
		Title: emptyToNilStr(f.Title), EventDate: emptyToNilStr(f.EventDate), HostName: emptyToNilStr(f.HostName),
		HostWebsite: emptyToNilStr(f.HostWebsite), NumPeopleTrained: f.NumPeopleTrained, NumUpgAdoptions: f.NumUpgAdoptions,
		EventAddress: &gqlmodel.ReportAddress{Label: emptyToNilStr(a.Label), Address1: emptyToNilStr(a.Address1),
			Address2: emptyToNilStr(a.Address2), City: emptyToNilStr(a.City), State: emptyToNilStr(a.State),
			Country: emptyToNilStr(a.Country), ZipCode: emptyToNilStr(a.ZipCode)},
		ItsmModulesTaught: &gqlmodel.ItsmModules{Intro: m["intro"], Mod1: m["mod1"], Mod2: m["mod2"], Mod3: m["mod3"], Mod4: m["mod4"],
			Mod5: m["mod5"], Mod6: m["mod6"], Mod7: m["mod7"], Mod8: m["mod8"], Mod9: m["mod9"]},
		TrainersTrained: []*gqlmodel.PotentialContact{}, NewPartnerships: []*gqlmodel.TrainingPartnership{},
		NewAdoptions: []*gqlmodel.TrainingAdoption{}, Miracles: toEntries(f.Miracles)}
	for _, c := range f.TrainersTrained {
		v.TrainersTrained = append(v.TrainersTrained, toPotentialContact(c))
	}
	for _, p := range f.NewPartnerships {
		v.NewPartnerships = append(v.NewPartnerships, &gqlmodel.TrainingPartnership{UnderscoreID: p.ID, OrgName: emptyToNilStr(p.OrgName),
			OrgDesc: emptyToNilStr(p.OrgDesc), OrgWebsite: emptyToNilStr(p.OrgWebsite), ContactInfo: toPotentialContact(p.ContactInfo)})
	}
	for _, ad := range f.NewAdoptions {
		v.NewAdoptions = append(v.NewAdoptions, &gqlmodel.TrainingAdoption{UnderscoreID: ad.ID, ContactInfo: toPotentialContact(ad.ContactInfo),
			PeopleGroupID: emptyToNilStr(ad.PeopleGroupID), PeopleGroupName: emptyToNilStr(ad.PeopleGroupName)})
	}
	return v, nil
}

func trainingEventOf(ctx context.Context) func(*model.Report, error) (*reportview.TrainingEventReportView, error) {
	return func(r *model.Report, err error) (*reportview.TrainingEventReportView, error) {
		if err != nil {
			return nil, err
		}
		return toTrainingEvent(ctx, r)
	}
}
