// What the data provider does differently for reports: get-one asks report(_id) (the schema
// cannot have Report(id), docs/reports.md), and an update is a staff decision: the status it
// moves to (APPROVED, HOLD or REJECTED, with a reason for the last two), answered with the report
// read again, history included. (The decision is not in meta: react-admin keys its cache of the
// record by the update's meta, and the page would keep the old status.) Lists stay with
// ra-data-graphql-simple (allReports, _allReportsMeta).
import type { DataProvider, GetOneParams, UpdateParams } from 'react-admin';
import { request } from '@reach/ui/graphql';
import { ADMIN_REPORT, APPROVE_REPORT, HOLD_REPORT, REJECT_REPORT } from './reportCalls';
import type { Decision } from './reportRules';
import { i18nProvider } from '../i18n';

// The back office acts as the staff member themself (docs/architecture.md).
const AS_STAFF = { account: false } as const;
// A decision is sent the moment it is made and finishes even if the tab closes right after.
const DECIDING = { ...AS_STAFF, keepalive: true } as const;

const readReport = async (id: string, signal?: AbortSignal) => {
  const { report } = await request(ADMIN_REPORT, { id }, { ...AS_STAFF, signal });
  if (!report) throw new Error(i18nProvider.translate('reach.reports.does_not_exist'));
  return report;
};

const decide = async (id: string, decision: Decision, reason: string) => {
  switch (decision) {
    case 'approve':
      return request(APPROVE_REPORT, { id }, DECIDING);
    case 'hold':
      return request(HOLD_REPORT, { id, reason }, DECIDING);
    case 'reject':
      return request(REJECT_REPORT, { id, reason }, DECIDING);
  }
};

const DECISION_BY_STATUS: Record<string, Decision> = { APPROVED: 'approve', HOLD: 'hold', REJECTED: 'reject' };

/** reportProvider holds the methods that replace the generic ones for the reports resource. */
export const reportProvider: Pick<DataProvider, 'getOne' | 'update'> = {
  getOne: async (_resource: string, params: GetOneParams) =>
    ({ data: await readReport(String(params.id), params.signal) }) as never,
  update: async (_resource: string, params: UpdateParams) => {
    const { status, reason: why } = (params.data ?? {}) as { status?: unknown; reason?: unknown };
    const decision = DECISION_BY_STATUS[String(status)];
    if (!decision) throw new Error('A report changes only by a decision: approve, hold or reject.');
    const reason = String(why ?? '').trim();
    const id = String(params.id);
    await decide(id, decision, reason);
    return { data: await readReport(id) } as never;
  },
};
