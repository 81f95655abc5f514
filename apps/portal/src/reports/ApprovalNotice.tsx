// ApprovalNotice: a held or rejected report opens with the staff's reason (as they typed it), who
// gave it and when (in the reader's language and locale).
import { Trans } from '@lingui/react/macro';
import { intlLocale } from '@reach/ui/language';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import { statusLabel } from './status';

export interface Approval {
  status: string;
  when?: string | null;
  approver?: { name: string } | null;
  reason?: string | null;
}

export function formatWhen(when: string | null | undefined): string {
  if (!when) return '';
  const d = new Date(when);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function ApprovalNotice({ approval }: { approval: Approval | null | undefined }) {
  if (!approval || (approval.status !== 'HOLD' && approval.status !== 'REJECTED')) return null;
  const by = [approval.approver?.name, formatWhen(approval.when)].filter(Boolean).join(', ');
  return (
    <Alert severity={approval.status === 'REJECTED' ? 'error' : 'info'} sx={{ mb: 2 }} data-testid="approval-notice">
      <AlertTitle>{statusLabel(approval.status)}{by ? ` — ${by}` : ''}</AlertTitle>
      {approval.reason || <Trans>No reason given.</Trans>}
    </Alert>
  );
}
