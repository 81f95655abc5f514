package graph

import (
	"context"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/graph/reportview"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// trainingQuarterlyInput maps the training quarterly report's input onto report.Input.
func trainingQuarterlyInput(in gqlmodel.TrainingQuarterlyReportInput) (report.Input, error) {
	fields, err := fieldsPatch(in, typedColumns, map[string]bool{
		"events": sentEmpty(in.Events), "miracles": sentEmpty(in.Miracles), "prayerRequests": sentEmpty(in.PrayerRequests),
		"publicAttachmentIds": sentEmpty(in.PublicAttachmentIds), "privateAttachmentIds": sentEmpty(in.PrivateAttachmentIds),
	}, nil)
	if err != nil {
		return report.Input{}, err
	}
	return typedReportInput(model.ReportTrainQuarterly, typedInput{ID: in.ID, Version: in.Version, ReportType: in.ReportType,
		ContactID: in.ContactID, RegionCode: in.RegionCode, Quarter: in.Quarter, Notes: in.Notes}, fields)
}

// toTrainingQuarterly maps a training quarterly report for the viewer of ctx.
func toTrainingQuarterly(ctx context.Context, r *model.Report) (*reportview.TrainingQuarterlyReportView, error) {
	f, err := report.DecodeTrainingQuarterly(r)
	if err != nil {
		return nil, err
	}
	v := &reportview.TrainingQuarterlyReportView{Base: reportBase(ctx, r), NumEvents: f.NumEvents, NumPeopleTrained: f.NumPeopleTrained,
		Events: []*gqlmodel.TrainingQuarterEvent{}, Miracles: toEntries(f.Miracles), PrayerRequests: toEntries(f.PrayerRequests)}
	for _, e := range f.Events {
		v.Events = append(v.Events, &gqlmodel.TrainingQuarterEvent{UnderscoreID: e.ID, Date: emptyToNilStr(e.Date),
			NumPeopleTrained: e.NumPeopleTrained, City: emptyToNilStr(e.City), Country: emptyToNilStr(e.Country), Host: emptyToNilStr(e.Host)})
	}
	return v, nil
}

func trainingQuarterlyOf(ctx context.Context) func(*model.Report, error) (*reportview.TrainingQuarterlyReportView, error) {
	return func(r *model.Report, err error) (*reportview.TrainingQuarterlyReportView, error) {
		if err != nil {
			return nil, err
		}
		return toTrainingQuarterly(ctx, r)
	}
}
