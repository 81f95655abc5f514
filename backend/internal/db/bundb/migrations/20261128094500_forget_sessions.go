package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// On PostgreSQL several instances share the database, and each keeps read sessions for a
// moment (bundb/session_cache.go). A write that changes what a cached session says (revoked,
// expired, its user renamed, deactivated or given other roles) notifies every instance on
// the events channel from a trigger: in the writing transaction, so the notice arrives at
// its commit, and for writes made by hand too. Creating a session, touching it (last seen)
// and a user's other columns (sign-in time, profile) say nothing a cached session holds.
// SQLite is one process: its session cache forgets in memory.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		if db.Dialect().Name().String() != "pg" {
			return nil
		}
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return createIndexes(ctx, tx,
				`CREATE OR REPLACE FUNCTION reach_forget_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('reach_events', '{"forget":"sessions"}');
	RETURN NULL;
END $$`,
				`DROP TRIGGER IF EXISTS sessions_forget ON sessions`,
				`CREATE TRIGGER sessions_forget AFTER UPDATE OF id, token_hash, user_id, expires_at, revoked_at OR DELETE OR TRUNCATE
	ON sessions FOR EACH STATEMENT EXECUTE FUNCTION reach_forget_sessions()`,
				`DROP TRIGGER IF EXISTS users_forget ON users`,
				`CREATE TRIGGER users_forget AFTER UPDATE OF id, username, contact_id, deleted_at OR DELETE OR TRUNCATE
	ON users FOR EACH STATEMENT EXECUTE FUNCTION reach_forget_sessions()`,
				`DROP TRIGGER IF EXISTS user_roles_forget ON user_roles`,
				`CREATE TRIGGER user_roles_forget AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
	ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION reach_forget_sessions()`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
