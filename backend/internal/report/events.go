package report

import (
	"context"
	"encoding/json"
	"log/slog"
	"slices"

	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What happened to a report, for the subscriptions (trainingEventReportUpdated, …).
const (
	CrudCreate = "CREATE"
	CrudUpdate = "UPDATE"
	CrudDelete = "DELETE"
)

// Change is one change of a report a subscriber may read; Report is nil for a deletion.
type Change struct {
	Crud   string
	ID     string
	Report *model.Report
}

type event struct {
	Crud      string `json:"crud"`
	ID        string `json:"id"`
	CreatedBy string `json:"createdBy"`
	ContactID string `json:"contactId"`
}

func topic(typ string) string { return "report:" + typ }

// publish tells the subscriptions of r's type that r changed. A failure is logged: the change
// itself is saved.
func (s *Service) publish(ctx context.Context, r *model.Report, crud string) {
	if s.Events == nil || r == nil {
		return
	}
	b, _ := json.Marshal(event{Crud: crud, ID: r.ID, CreatedBy: r.CreatedBy, ContactID: r.ContactID})
	if err := s.Events.PublishEvent(ctx, topic(r.Type), string(b)); err != nil {
		slog.Default().Error("publish report change", "report", r.ID, "err", err)
	}
}

// Subscribe delivers every change of a report of type typ that the viewer may read, until ctx
// ends. A deleted report reaches its author, the field worker it was for, and staff.
func (s *Service) Subscribe(ctx context.Context, typ string) (<-chan Change, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if s.Events == nil {
		out := make(chan Change)
		go func() { <-ctx.Done(); close(out) }()
		return out, nil
	}
	events, err := s.Events.SubscribeEvents(ctx, topic(typ))
	if err != nil {
		return nil, err
	}
	out := make(chan Change, 1)
	go func() {
		defer close(out)
		for payload := range events {
			var e event
			if json.Unmarshal([]byte(payload), &e) != nil {
				continue
			}
			c := Change{Crud: e.Crud, ID: e.ID}
			if e.Crud == CrudDelete {
				if !IsStaff(v) && e.CreatedBy != v.UserID && !slices.Contains(contactsOf(v), e.ContactID) {
					continue
				}
			} else {
				r, err := s.get(ctx, v, e.ID)
				if err != nil {
					continue
				}
				c.Report = r
			}
			select {
			case out <- c:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}
