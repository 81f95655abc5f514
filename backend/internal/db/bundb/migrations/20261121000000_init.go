package migrations

import (
	"context"

	"github.com/uptrace/bun"

	initmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261121000000_init"
)

func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx,
				(*initmodel.Contact)(nil),
				(*initmodel.ContactEmail)(nil),
				(*initmodel.ContactPhone)(nil),
				(*initmodel.ContactMember)(nil),
				(*initmodel.User)(nil),
				(*initmodel.UserRole)(nil),
				(*initmodel.Session)(nil),
				(*initmodel.UserLink)(nil),
				(*initmodel.RateLimitHit)(nil),
				(*initmodel.Invite)(nil),
				(*initmodel.OutboxMail)(nil),
				(*initmodel.Event)(nil),
				(*initmodel.Country)(nil),
				(*initmodel.Language)(nil),
				(*initmodel.Region)(nil),
				(*initmodel.Religion)(nil),
				(*initmodel.PeopleGroup)(nil),
			); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS contact_emails_contact_id_idx ON contact_emails (contact_id)`,
				`CREATE INDEX IF NOT EXISTS contact_phones_contact_id_idx ON contact_phones (contact_id)`,
				`CREATE INDEX IF NOT EXISTS contact_members_member_idx ON contact_members (member_contact_id)`,
				`CREATE INDEX IF NOT EXISTS contact_emails_email_lower_idx ON contact_emails (lower(email))`,
				`CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON sessions (user_id)`,
				`CREATE INDEX IF NOT EXISTS user_links_user_id_idx ON user_links (user_id)`,
				`CREATE INDEX IF NOT EXISTS invites_contact_id_idx ON invites (contact_id)`,
				`CREATE INDEX IF NOT EXISTS outbox_mails_created_at_idx ON outbox_mails (created_at)`,
				`CREATE INDEX IF NOT EXISTS outbox_mails_to_idx ON outbox_mails (to_addr)`,
				`CREATE INDEX IF NOT EXISTS outbox_mails_next_attempt_idx ON outbox_mails (next_attempt_at)`,
				`CREATE INDEX IF NOT EXISTS events_topic_idx ON events (topic, id)`,
				`CREATE UNIQUE INDEX IF NOT EXISTS people_groups_country_people_idx ON people_groups (country_code, people_id3)`,
				`CREATE INDEX IF NOT EXISTS people_groups_region_idx ON people_groups (region_code, population)`,
				`CREATE INDEX IF NOT EXISTS people_groups_religion_idx ON people_groups (primary_religion_id)`,
				`CREATE INDEX IF NOT EXISTS people_groups_focus_idx ON people_groups (focus_level_no)`,
				`CREATE INDEX IF NOT EXISTS people_groups_population_idx ON people_groups (population)`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return nil // tables are never dropped
	})
}
