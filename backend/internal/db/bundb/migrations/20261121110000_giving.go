package migrations

import (
	"context"

	"github.com/uptrace/bun"

	givingmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261121110000_giving"
)

func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx,
				(*givingmodel.CheckoutSession)(nil),
				(*givingmodel.SandboxCheckoutSession)(nil),
				(*givingmodel.Adoption)(nil),
				(*givingmodel.ProjectSponsorship)(nil),
				(*givingmodel.RecurringPayment)(nil),
				(*givingmodel.Payment)(nil),
				(*givingmodel.ProcessedStripeEvent)(nil),
			); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS adoptions_people_group_idx ON adoptions (people_group_id)`,
				`CREATE INDEX IF NOT EXISTS adoptions_contact_idx ON adoptions (contact_id)`,
				`CREATE INDEX IF NOT EXISTS adoptions_created_idx ON adoptions (created_at)`,
				`CREATE INDEX IF NOT EXISTS project_sponsorships_project_idx ON project_sponsorships (project_id)`,
				`CREATE INDEX IF NOT EXISTS project_sponsorships_contact_idx ON project_sponsorships (contact_id)`,
				`CREATE INDEX IF NOT EXISTS payments_payment_intent_idx ON payments (payment_intent_id)`,
				`CREATE INDEX IF NOT EXISTS payments_given_on_idx ON payments (given_on)`,
				`CREATE INDEX IF NOT EXISTS payments_adoption_idx ON payments (adoption_id)`,
				`CREATE INDEX IF NOT EXISTS payments_project_sponsorship_idx ON payments (project_sponsorship_id)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
