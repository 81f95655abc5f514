package migrations

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Mailed secrets stay with the person they are mailed to.
//   - The outbox keeps a mail's one-time link apart from the bodies staff read
//     (hidden_link names it; secret_*_body hold the deliverable copy while an
//     SMTP delivery is due).
//   - An invite's link carries a code of its own, stored hashed; the id staff
//     see is no longer the code. Invites made before this change were mailed
//     with their id as the code: they get a new id, and the hash of the old
//     one as their code, so the mailed links keep working while nobody can
//     read a working code in the back office. A checkout that made an invite
//     keeps its code for the donor's success page.
//   - Mail with a one-time link that is already in the outbox is hidden the
//     same way: a delivery still due keeps its bodies for SMTP alone.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createIndexes(ctx, tx,
				`ALTER TABLE outbox_mails ADD COLUMN hidden_link VARCHAR`,
				`ALTER TABLE outbox_mails ADD COLUMN secret_text_body VARCHAR`,
				`ALTER TABLE outbox_mails ADD COLUMN secret_html_body VARCHAR`,
				`ALTER TABLE invites ADD COLUMN code_hash VARCHAR NOT NULL DEFAULT ''`,
				`ALTER TABLE checkout_sessions ADD COLUMN invite_code VARCHAR`,
			); err != nil {
				return err
			}
			for kind, label := range map[string]string{
				"MAGIC_LINK":     "sign-in link (hidden)",
				"PASSWORD_RESET": "password reset link (hidden)",
				"VERIFY_EMAIL":   "email verification link (hidden)",
				"INVITE":         "invite link (hidden)",
			} {
				if _, err := tx.ExecContext(ctx, `UPDATE outbox_mails SET secret_text_body = text_body, secret_html_body = html_body
WHERE kind = ? AND next_attempt_at IS NOT NULL AND status <> 'SENT'`, kind); err != nil {
					return err
				}
				if _, err := tx.ExecContext(ctx, `UPDATE outbox_mails SET hidden_link = ?, html_body = NULL,
text_body = 'This mail carried a one-time ' || ? || ', which only its recipient may read.'
WHERE kind = ?`, label, label, kind); err != nil {
					return err
				}
			}
			var ids []string
			if err := tx.NewSelect().Table("invites").Column("id").Scan(ctx, &ids); err != nil {
				return err
			}
			for _, old := range ids {
				sum := sha256.Sum256([]byte(old))
				id := uuid.Must(uuid.NewV7()).String()
				if _, err := tx.ExecContext(ctx, `UPDATE invites SET id = ?, code_hash = ? WHERE id = ?`, id, hex.EncodeToString(sum[:]), old); err != nil {
					return err
				}
				if _, err := tx.ExecContext(ctx, `UPDATE checkout_sessions SET invite_id = ?, invite_code = ? WHERE invite_id = ?`, id, old, old); err != nil {
					return err
				}
			}
			return createIndexes(ctx, tx,
				`CREATE UNIQUE INDEX IF NOT EXISTS invites_code_hash_idx ON invites (code_hash) WHERE code_hash <> ''`,
			)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}
