package migrations

import (
	"context"

	"github.com/uptrace/bun"

	agreementmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261125090000_agreements"
)

// Loan agreements and partnership commitment forms (MOUs): the agreement, its parties, sections,
// initials and attachments, the PDFs Reach served; and how each session was signed in, which a
// signature records.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx,
				(*agreementmodel.Agreement)(nil),
				(*agreementmodel.AgreementParty)(nil),
				(*agreementmodel.AgreementSection)(nil),
				(*agreementmodel.AgreementInitial)(nil),
				(*agreementmodel.AgreementAttachment)(nil),
				(*agreementmodel.AgreementPDF)(nil),
			); err != nil {
				return err
			}
			return createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS agreements_kind_status_idx ON agreements (kind, status, updated_at)`,
				`CREATE INDEX IF NOT EXISTS agreements_project_idx ON agreements (project_id)`,
				`CREATE INDEX IF NOT EXISTS agreements_reminder_idx ON agreements (next_reminder_at)`,
				`CREATE INDEX IF NOT EXISTS agreement_parties_agreement_idx ON agreement_parties (agreement_id, position)`,
				`CREATE INDEX IF NOT EXISTS agreement_parties_contact_idx ON agreement_parties (contact_id)`,
				`CREATE INDEX IF NOT EXISTS agreement_sections_agreement_idx ON agreement_sections (agreement_id, position)`,
				`CREATE INDEX IF NOT EXISTS agreement_initials_agreement_idx ON agreement_initials (agreement_id)`,
				`CREATE INDEX IF NOT EXISTS agreement_attachments_agreement_idx ON agreement_attachments (agreement_id, position)`,
				`CREATE INDEX IF NOT EXISTS agreement_pdfs_agreement_idx ON agreement_pdfs (agreement_id)`,
				`ALTER TABLE sessions ADD COLUMN sign_in_method VARCHAR NOT NULL DEFAULT ''`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
