package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// The audit trail and erasing a person (docs/operations.md, "Erasing a person"): the trail stays
// append-only, with one exception. While an erasure's transaction holds a row in audit_erasing,
// an UPDATE may rewrite the names, addresses and labels of earlier entries (actor_name,
// actor_email, target_label, changes) and nothing else: who acted (actor_id), when, from where,
// what kind and on what target stay as written. Any other UPDATE, and every DELETE, is refused as
// before. The row is inserted and deleted inside the erasure's transaction, so no other
// transaction ever sees it.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createIndexes(ctx, tx, `CREATE TABLE IF NOT EXISTS audit_erasing (erasure_id VARCHAR NOT NULL PRIMARY KEY)`); err != nil {
				return err
			}
			if db.Dialect().Name().String() == "pg" {
				return createIndexes(ctx, tx,
					`CREATE OR REPLACE FUNCTION reach_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM audit_erasing)
		AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id = OLD.actor_id AND NEW.ip = OLD.ip
		AND NEW.kind = OLD.kind AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'the audit trail is append-only: % refused', TG_OP;
END $$`,
				)
			}
			return createIndexes(ctx, tx,
				`DROP TRIGGER IF EXISTS audit_entries_no_update`,
				`CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries
	WHEN NOT EXISTS (SELECT 1 FROM audit_erasing)
		OR NEW.id IS NOT OLD.id OR NEW.at IS NOT OLD.at OR NEW.actor_id IS NOT OLD.actor_id OR NEW.ip IS NOT OLD.ip
		OR NEW.kind IS NOT OLD.kind OR NEW.target_type IS NOT OLD.target_type OR NEW.target_id IS NOT OLD.target_id
BEGIN
	SELECT RAISE(ABORT, 'the audit trail is append-only: UPDATE refused');
END`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
