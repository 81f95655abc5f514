// Report statuses (spec/03 §4; issue 13 "Status labels"): the label and colour of each. The labels
// are in the reader's language (texts.ts).
import { msg } from '@lingui/core/macro';
import { texts } from './texts';

export type ReportStatus = 'DRAFT' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'HOLD';

export const STATUS_LABELS: Readonly<Record<ReportStatus, string>> = texts({
  DRAFT: msg({ message: 'Draft', context: 'report status' }),
  PENDING: msg`Pending Approval`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  HOLD: msg`On Hold`,
});

/** STATUS_COLORS: Draft grey, Pending Approval amber, Approved green, Rejected red, On Hold blue. */
export const STATUS_COLORS: Record<ReportStatus, { bg: string; fg: string }> = {
  DRAFT: { bg: '#e0e0e0', fg: '#333333' },
  PENDING: { bg: '#ffc107', fg: '#3d2e00' },
  APPROVED: { bg: '#2e7d32', fg: '#ffffff' },
  REJECTED: { bg: '#c62828', fg: '#ffffff' },
  HOLD: { bg: '#1565c0', fg: '#ffffff' },
};

export function statusLabel(s: string | null | undefined): string {
  return STATUS_LABELS[(s ?? 'DRAFT') as ReportStatus] ?? String(s);
}
