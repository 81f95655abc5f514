package giving

import (
	"context"
	"log/slog"
	"time"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

// PublicAdoptions lets the public browsing of people groups list adoptions
// from the giving store, keeping only what anyone may see (no names, no
// amounts).
type PublicAdoptions struct{ Store db.Giving }

// ListPublicAdoptions implements peoplegroup.PublicAdoptions.
func (p PublicAdoptions) ListPublicAdoptions(ctx context.Context, q peoplegroup.AdoptionQuery) ([]peoplegroup.PublicAdoption, error) {
	dq := db.AdoptionQuery{Status: model.GiftActive, ListPage: db.ListPage{Sort: q.Sort, Desc: q.Desc, Offset: q.Offset, Limit: q.Limit}}
	if q.PeopleGroupID != nil {
		dq.PeopleGroupID = *q.PeopleGroupID
	}
	rows, _, err := p.Store.ListAdoptions(ctx, dq)
	if err != nil {
		return nil, err
	}
	out := make([]peoplegroup.PublicAdoption, 0, len(rows))
	for _, a := range rows {
		out = append(out, peoplegroup.PublicAdoption{
			ID: a.ID, PeopleGroupID: a.PeopleGroupID, Level: a.Level, Status: a.Status,
			StartDate: a.StartDate, CreatedAt: a.CreatedAt,
		})
	}
	return out, nil
}

// ProviderFor pays through Stripe when REACH_STRIPE_SECRET_KEY is set, else
// through the built-in sandbox checkout.
func ProviderFor(cfg config.Config, store db.Giving, log *slog.Logger, now func() time.Time) Provider {
	if cfg.StripeSecretKey != "" {
		return NewStripeProvider(cfg.StripeSecretKey, cfg.StripeAPIURL, nil, log)
	}
	return NewSandbox(store, cfg.PublicURL, now)
}
