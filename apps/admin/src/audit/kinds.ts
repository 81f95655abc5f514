// The kinds of entries in the audit trail (the server's auditKinds), named in the language shown.
// A kind the back office does not know yet shows as its code.

/** AUDIT_KINDS are the kind filter's choices, in the server's order; names are catalog keys. */
export const AUDIT_KINDS: { id: string; name: string }[] = [
  { id: 'user.roles_changed', name: 'reach.audit.kinds.user_roles_changed' },
  { id: 'user.deactivated', name: 'reach.audit.kinds.user_deactivated' },
  { id: 'user.reactivated', name: 'reach.audit.kinds.user_reactivated' },
  { id: 'invite.sent', name: 'reach.audit.kinds.invite_sent' },
  { id: 'invite.revoked', name: 'reach.audit.kinds.invite_revoked' },
  { id: 'report.approved', name: 'reach.audit.kinds.report_approved' },
  { id: 'report.approval_undone', name: 'reach.audit.kinds.report_approval_undone' },
  { id: 'report.held', name: 'reach.audit.kinds.report_held' },
  { id: 'report.rejected', name: 'reach.audit.kinds.report_rejected' },
  { id: 'agreement.signing_started', name: 'reach.audit.kinds.agreement_signing_started' },
  { id: 'agreement.cancelled', name: 'reach.audit.kinds.agreement_cancelled' },
  { id: 'agreement.new_version', name: 'reach.audit.kinds.agreement_new_version' },
  { id: 'agreement.preparing', name: 'reach.audit.kinds.agreement_preparing' },
  { id: 'payment.refunded', name: 'reach.audit.kinds.payment_refunded' },
  { id: 'recurring_gift.cancelled', name: 'reach.audit.kinds.recurring_gift_cancelled' },
  { id: 'export.csv', name: 'reach.audit.kinds.export_csv' },
  { id: 'person.erased', name: 'reach.audit.kinds.person_erased' },
  { id: 'person.data_exported', name: 'reach.audit.kinds.person_data_exported' },
  { id: 'backup.taken', name: 'reach.audit.kinds.backup_taken' },
  { id: 'backup.restored', name: 'reach.audit.kinds.backup_restored' },
];

/** kindLabel is the catalog key naming kind, or the kind itself when it is not known. */
export const kindLabel = (kind: unknown): string =>
  AUDIT_KINDS.find((k) => k.id === kind)?.name ?? String(kind ?? '');

/** SYSTEM_ACTORS are the names the server writes (in English) for what acted when no person did. */
export const SYSTEM_ACTORS: Record<string, string> = {
  'scheduled backup': 'reach.audit.actors.scheduled_backup',
  'reach backup': 'reach.audit.actors.backup_command',
  'reach restore': 'reach.audit.actors.restore_command',
};

/** actorKey is the catalog key naming an entry's actor when no person acted (a name such as Stripe stays). */
export const actorKey = (r: { actorId?: string | null; actorName?: string | null }): string | undefined =>
  !r.actorId && r.actorName ? SYSTEM_ACTORS[r.actorName] : undefined;
