package graph

import (
	"context"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/graph/reportview"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// upgQuarterlyInput maps the people group report's input onto report.Input; onBehalfOfContactId
// is stored as onBehalfOfId (and becomes the report's contactId).
func upgQuarterlyInput(in gqlmodel.UpgQuarterlyReportInput) (report.Input, error) {
	fields, err := fieldsPatch(in, typedColumns, map[string]bool{
		"hProjects": sentEmpty(in.HProjects), "churchesPlanted": sentEmpty(in.ChurchesPlanted), "miracles": sentEmpty(in.Miracles),
		"prayerRequests": sentEmpty(in.PrayerRequests), "publicAttachmentIds": sentEmpty(in.PublicAttachmentIds),
		"privateAttachmentIds": sentEmpty(in.PrivateAttachmentIds),
	}, map[string]string{"onBehalfOfContactId": "onBehalfOfId"})
	if err != nil {
		return report.Input{}, err
	}
	return typedReportInput(model.ReportPGQuarterly, typedInput{ID: in.ID, Version: in.Version, ReportType: in.ReportType,
		ContactID: in.ContactID, PeopleGroupID: in.PeopleGroupID, Quarter: in.Quarter, Notes: in.Notes}, fields)
}

// toUpgQuarterly maps a people group report for the viewer of ctx.
func toUpgQuarterly(ctx context.Context, r *model.Report) (*reportview.UpgQuarterlyReportView, error) {
	f, err := report.DecodeUpgQuarterly(r)
	if err != nil {
		return nil, err
	}
	v := &reportview.UpgQuarterlyReportView{Base: reportBase(ctx, r), PeopleGroupID: r.PeopleGroupID,
		OnBehalfOf: f.OnBehalfOf, OnBehalfOfName: emptyToNilStr(f.OnBehalfOfName), OnBehalfOfID: emptyToNilStr(f.OnBehalfOfID),
		ReceivedFinancialSupport: f.ReceivedFinancialSupport, ReceivedForHimself: f.ReceivedForHimself,
		ReceivedForHolistic: f.ReceivedForHolistic, UseOfHolisticFundsDesc: emptyToNilStr(f.UseOfHolisticFundsDesc),
		ReceivedTotal: f.ReceivedTotal, NumChurchesPlanted: f.NumChurchesPlanted, NumHeardForFirstTime: f.NumHeardForFirstTime,
		NumSalvations: f.NumSalvations, NumWaterBaptisms: f.NumWaterBaptisms,
		Miracles: toEntries(f.Miracles), PrayerRequests: toEntries(f.PrayerRequests),
		HProjects: []*gqlmodel.UpgReportHolisticProject{}, ChurchesPlanted: []*gqlmodel.UpgReportChurchPlanted{}}
	for _, p := range f.HProjects {
		v.HProjects = append(v.HProjects, &gqlmodel.UpgReportHolisticProject{ProjectID: emptyToNilStr(p.ProjectID),
			Status: emptyToNilStr(p.Status), Results: emptyToNilStr(p.Results)})
	}
	for _, c := range f.ChurchesPlanted {
		v.ChurchesPlanted = append(v.ChurchesPlanted, &gqlmodel.UpgReportChurchPlanted{VillageName: emptyToNilStr(c.VillageName),
			Country: emptyToNilStr(c.Country), NumChurches: c.NumChurches, NumBelievers: c.NumBelievers})
	}
	return v, nil
}

func upgQuarterlyOf(ctx context.Context) func(*model.Report, error) (*reportview.UpgQuarterlyReportView, error) {
	return func(r *model.Report, err error) (*reportview.UpgQuarterlyReportView, error) {
		if err != nil {
			return nil, err
		}
		return toUpgQuarterly(ctx, r)
	}
}
