package report

import (
	"context"
	"fmt"

	"github.com/reachmissions/reach/backend/internal/model"
)

// TrainingQuarterly are a training quarterly report's own fields (TRAIN_QUARTERLY, spec/03 §3),
// as stored in the report's fields. The quarter and notes are the report's shared columns.
type TrainingQuarterly struct {
	Attachments
	Events           []QuarterEvent `json:"events"`
	NumEvents        int            `json:"numEvents"`
	NumPeopleTrained int            `json:"numPeopleTrained"`
	Miracles         []Entry        `json:"miracles"`
	PrayerRequests   []Entry        `json:"prayerRequests"`
}

// QuarterEvent is one training event of the quarter.
type QuarterEvent struct {
	ID               string `json:"_id"`
	Date             string `json:"date"`
	NumPeopleTrained *int   `json:"numPeopleTrained"`
	City             string `json:"city"`
	Country          string `json:"country"`
	Host             string `json:"host"`
}

// DecodeTrainingQuarterly reads a TRAIN_QUARTERLY report's fields.
func DecodeTrainingQuarterly(r *model.Report) (*TrainingQuarterly, error) {
	f := &TrainingQuarterly{}
	if err := decode(r, f); err != nil {
		return nil, err
	}
	f.normalize()
	return f, nil
}

// normalize drops blank entries and events, gives them ids and computes the totals.
func (f *TrainingQuarterly) normalize() {
	f.Attachments.normalize()
	f.Miracles, f.PrayerRequests = entries(f.Miracles), entries(f.PrayerRequests)
	events := []QuarterEvent{}
	f.NumPeopleTrained = 0
	for _, e := range f.Events {
		if blank(e.Date) && blank(e.City) && blank(e.Country) && blank(e.Host) && e.NumPeopleTrained == nil {
			continue
		}
		ensureID(&e.ID)
		if e.NumPeopleTrained != nil && *e.NumPeopleTrained > 0 {
			f.NumPeopleTrained += *e.NumPeopleTrained
		}
		events = append(events, e)
	}
	f.Events, f.NumEvents = events, len(events)
}

type trainingQuarterly struct{ s *Service }

// RegisterTrainingQuarterly gives TRAIN_QUARTERLY its rules: normalisation on save, the
// canCreate check, a quarter the selector offers and the validator.
func RegisterTrainingQuarterly(s *Service, deps TrainingDeps) {
	t := &trainingQuarterly{s: s}
	s.SetValidator(model.ReportTrainQuarterly, t)
	s.SetHooks(model.ReportTrainQuarterly, Hooks{Normalize: t.normalize, CanCreate: trainingCanCreate(deps),
		Check: func(ctx context.Context, r *model.Report) error { return s.checkQuarter(r) }})
}

func (t *trainingQuarterly) normalize(ctx context.Context, r *model.Report) error {
	f, err := DecodeTrainingQuarterly(r)
	if err != nil {
		return err
	}
	return encode(r, f)
}

// Validate checks a training quarterly report: a quarter, and each event's date, people
// trained, city, country and host.
func (t *trainingQuarterly) Validate(ctx context.Context, r *model.Report) []Problem {
	f, err := DecodeTrainingQuarterly(r)
	if err != nil {
		return []Problem{{Field: "fields", Message: MsgFields}}
	}
	var p problems
	p.required("quarter", r.Quarter == "", MsgQuarter)
	for i, e := range f.Events {
		at := func(k string) string { return fmt.Sprintf("events.%d.%s", i, k) }
		p.required(at("date"), !validDate(e.Date), MsgRequired)
		p.count(at("numPeopleTrained"), e.NumPeopleTrained, MsgRequired)
		p.required(at("city"), blank(e.City), MsgRequired)
		p.required(at("country"), blank(e.Country), MsgRequired)
		p.required(at("host"), blank(e.Host), MsgRequired)
	}
	return p
}
