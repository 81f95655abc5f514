// What the approval queue knows about reports: the types and statuses with their labels and
// colours, which decisions a status offers, how long a report has waited and the quarters.
import { labelOf } from '../choices';
import { i18nProvider } from '../i18n';
import type { ReportStatus, ReportType } from '../generated/graphql';

export const TYPE_CHOICES: { id: ReportType; name: string }[] = [
  { id: 'PG_QUARTERLY', name: 'People group quarterly' },
  { id: 'HOLISTIC_REQ', name: 'Holistic proposal' },
  { id: 'HOLISTIC_PROGRESS', name: 'Holistic progress' },
  { id: 'TRAIN_EVENT', name: 'Training event' },
  { id: 'TRAIN_QUARTERLY', name: 'Training quarterly' },
];

export const STATUS_CHOICES: { id: ReportStatus; name: string }[] = [
  { id: 'DRAFT', name: 'Draft' },
  { id: 'PENDING', name: 'Pending Approval' },
  { id: 'APPROVED', name: 'Approved' },
  { id: 'REJECTED', name: 'Rejected' },
  { id: 'HOLD', name: 'On Hold' },
];

/** STATUS_COLORS: Draft grey, Pending amber, Approved green, Rejected red, On Hold blue. */
export const STATUS_COLORS = {
  DRAFT: 'default',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  HOLD: 'info',
} as const;

/**
 * QUEUE_TABS are the list's tabs. The waiting ones show the oldest submission first; the decided
 * ones the latest change first.
 */
export const QUEUE_TABS: { id: ReportStatus; name: string; sort: { field: string; order: 'ASC' | 'DESC' } }[] = [
  { id: 'PENDING', name: 'Pending', sort: { field: 'submittedAt', order: 'ASC' } },
  { id: 'HOLD', name: 'On Hold', sort: { field: 'submittedAt', order: 'ASC' } },
  { id: 'APPROVED', name: 'Approved', sort: { field: 'updatedAt', order: 'DESC' } },
  { id: 'REJECTED', name: 'Rejected', sort: { field: 'updatedAt', order: 'DESC' } },
];

export type Decision = 'approve' | 'hold' | 'reject';

/** decisionsFor: Hold only from PENDING; Approve and Reject from PENDING or HOLD (docs/reports.md). */
export const decisionsFor = (status: unknown): Decision[] => {
  if (status === 'PENDING') return ['approve', 'hold', 'reject'];
  if (status === 'HOLD') return ['approve', 'reject'];
  return [];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Durations are catalog messages with plurals (polyglot's "one |||| many", six forms in Arabic).
const WAITED = { minute: 'reach.reports.waited_minutes', hour: 'reach.reports.waited_hours', day: 'reach.reports.waited_days' } as const;
const plural = (n: number, unit: keyof typeof WAITED) => i18nProvider.translate(WAITED[unit], { smart_count: n });

/**
 * waitedFor is how long a report waited from its submission until `until` (a decision, or now):
 * "45 minutes", "5 hours", "3 days". Empty when it was never submitted or the time is unreadable.
 */
export const waitedFor = (submittedAt: unknown, until: Date | string | null | undefined = new Date()): string => {
  if (typeof submittedAt !== 'string' || !submittedAt) return '';
  const from = new Date(submittedAt).getTime();
  const to = until == null ? Date.now() : new Date(until).getTime();
  if (Number.isNaN(from) || Number.isNaN(to)) return '';
  const ms = Math.max(0, to - from);
  if (ms < MINUTE) return i18nProvider.translate('reach.reports.waited_under_minute');
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.floor(ms / DAY), 'day');
};

/** waitedUntil: a decided report waited until its decision; a waiting one until now. */
export const waitedUntil = (record: { status?: unknown; approval?: { when?: string | null } | null; [key: string]: unknown }, now = new Date()) =>
  record.status === 'APPROVED' || record.status === 'REJECTED' ? record.approval?.when ?? now : now;

/** quarterOf is the quarter ('YYYY.Qn') a day falls in. */
export const quarterOf = (day: Date): string => `${day.getFullYear()}.Q${Math.floor(day.getMonth() / 3) + 1}`;

/** recentQuarters lists the current quarter and the `count - 1` before it, newest first. */
export const recentQuarters = (now: Date, count = 12): string[] => {
  const out: string[] = [];
  let year = now.getFullYear();
  let q = Math.floor(now.getMonth() / 3) + 1;
  for (let i = 0; i < count; i++) {
    out.push(`${year}.Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return out;
};

/** reportName names a report in titles and messages: "People group quarterly 2026.Q4 by Ann". */
export const reportName = (
  r: { reportType?: unknown; quarter?: unknown; createdByUser?: { name?: string } | null; [key: string]: unknown } | undefined,
) => {
  if (!r) return i18nProvider.translate('reach.reports.report');
  const quarter = typeof r.quarter === 'string' && r.quarter ? ` ${r.quarter}` : '';
  const name = `${labelOf(TYPE_CHOICES, r.reportType)}${quarter}`;
  return r.createdByUser?.name ? i18nProvider.translate('reach.reports.name_by', { report: name, author: r.createdByUser.name }) : name;
};

/**
 * bulkMessage says what a bulk approval did, in the language shown: "2 approved", then each
 * report left as it was, named, with its status now and the server's reason (already in the
 * staff member's language).
 */
export const bulkMessage = (
  approved: number,
  skipped: { _id: string; status: string | null; message: string }[],
  names: (id: string) => string,
): string => {
  const t = i18nProvider.translate;
  const head = t('reach.reports.bulk_approved', { smart_count: approved });
  if (!skipped.length) return head;
  const lines = skipped.map((s) =>
    s.status
      ? t('reach.reports.bulk_skipped_line_status', { report: names(s._id), status: labelOf(STATUS_CHOICES, s.status), message: s.message })
      : t('reach.reports.bulk_skipped_line', { report: names(s._id), message: s.message }),
  );
  return `${t('reach.reports.bulk_skipped', { approved: head, smart_count: skipped.length })}\n${lines.join('\n')}`;
};
