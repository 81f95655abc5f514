package model

import "time"

// Kinds of audit entries (the audit package names them for its callers; the stores name the
// kinds whose entries they write in a change's transaction).
const (
	AuditUserRoles       = "user.roles_changed"
	AuditUserDeactivated = "user.deactivated"
	AuditUserReactivated = "user.reactivated"

	AuditInviteSent    = "invite.sent"
	AuditInviteRevoked = "invite.revoked"

	AuditReportApproved     = "report.approved"
	AuditReportApprovalUndo = "report.approval_undone"
	AuditReportHeld         = "report.held"
	AuditReportRejected     = "report.rejected"

	AuditAgreementSigning    = "agreement.signing_started"
	AuditAgreementCancelled  = "agreement.cancelled"
	AuditAgreementNewVersion = "agreement.new_version"
	AuditAgreementPreparing  = "agreement.preparing"

	AuditPaymentRefunded        = "payment.refunded"
	AuditRecurringGiftCancelled = "recurring_gift.cancelled"

	AuditExportCSV = "export.csv"

	AuditPersonErased   = "person.erased"
	AuditPersonExported = "person.data_exported"
	AuditBackupTaken    = "backup.taken"
	AuditBackupRestored = "backup.restored"
)

// AuditEntry is one row of the audit trail: what a staff member (or Reach itself) did, when,
// from which address, to what, and the fields that changed. Rows are only ever inserted: the
// store has no update or delete, and the database refuses both (a trigger on the table).
type AuditEntry struct {
	ID string `bun:"id,pk"`
	// At is when the change was made (UTC).
	At time.Time `bun:"at,notnull"`
	// ActorID is the user who acted; empty for Reach itself (a scheduled backup).
	ActorID string `bun:"actor_id,notnull"`
	// ActorName and ActorEmail are the actor's as they were at the time.
	ActorName  string `bun:"actor_name,notnull"`
	ActorEmail string `bun:"actor_email,notnull"`
	// IP is the address the request came from, as the server saw it.
	IP string `bun:"ip,notnull"`
	// Kind is what was done (audit.Kind...: "user.roles_changed", "export.csv", ...).
	Kind string `bun:"kind,notnull"`
	// TargetType, TargetID and TargetLabel name what was acted on ("user", its id, its name then).
	TargetType  string `bun:"target_type,notnull"`
	TargetID    string `bun:"target_id,notnull"`
	TargetLabel string `bun:"target_label,notnull"`
	// Changes is a JSON array of {field, before, after}: only the fields that changed.
	Changes string `bun:"changes,notnull"`
}
