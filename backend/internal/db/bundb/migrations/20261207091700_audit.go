package migrations

import (
	"context"

	"github.com/uptrace/bun"

	auditmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261207091700_audit"
)

// The audit trail: what staff did, append-only. The store has no update or delete, and the
// database refuses both on the table (and, on PostgreSQL, TRUNCATE), so a row stays as it was
// written even for someone with the database's password who goes through Reach's connection.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx, (*auditmodel.AuditEntry)(nil)); err != nil {
				return err
			}
			if err := createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS audit_entries_at_idx ON audit_entries (at, id)`,
				`CREATE INDEX IF NOT EXISTS audit_entries_actor_idx ON audit_entries (actor_id, at)`,
				`CREATE INDEX IF NOT EXISTS audit_entries_kind_idx ON audit_entries (kind, at)`,
			); err != nil {
				return err
			}
			if db.Dialect().Name().String() == "pg" {
				return createIndexes(ctx, tx,
					`CREATE OR REPLACE FUNCTION reach_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the audit trail is append-only: % refused', TG_OP;
END $$`,
					`DROP TRIGGER IF EXISTS audit_entries_append_only ON audit_entries`,
					`CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE
	ON audit_entries FOR EACH ROW EXECUTE FUNCTION reach_audit_append_only()`,
					`DROP TRIGGER IF EXISTS audit_entries_no_truncate ON audit_entries`,
					`CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE
	ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION reach_audit_append_only()`,
				)
			}
			return createIndexes(ctx, tx,
				`CREATE TRIGGER IF NOT EXISTS audit_entries_no_update BEFORE UPDATE ON audit_entries BEGIN
	SELECT RAISE(ABORT, 'the audit trail is append-only: UPDATE refused');
END`,
				`CREATE TRIGGER IF NOT EXISTS audit_entries_no_delete BEFORE DELETE ON audit_entries BEGIN
	SELECT RAISE(ABORT, 'the audit trail is append-only: DELETE refused');
END`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
