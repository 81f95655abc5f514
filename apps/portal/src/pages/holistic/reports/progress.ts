// The holistic progress report form (spec/03 §3, §4, §5): its value as typed, the payload (amounts
// ×10000 integers: loan figures in USD, the quarter's figures in the local currency), and the
// checks run at submit.
import { msg } from '@lingui/core/macro';
import { texts } from '../../../reports/texts';
import { MSG } from '../../../reports/messages';
import { fromX4, overRate, rateValue, toX4 } from '../amounts';

export type YesNo = '' | 'yes' | 'no';

export interface Entry {
  _id?: string;
  desc: string;
}

export interface WorkerRow {
  contactId: string | null;
  name: string;
  amountForeign: string;
}

export interface ProgressForm {
  quarter: string;
  projectState: string;
  progressDesc: string;
  problemsDesc: string;
  hasReceivedFunds: YesNo;
  loanTotal: string;
  loanTerm: string;
  loadPaymentsThisQuarterUsd: string;
  loanPaymentsTotalUsd: string;
  currency: string;
  exchangeRate: string;
  expensesThisQuarterForeign: string;
  expensesThisQuarterDesc: string;
  revenueThisQuarterForeign: string;
  revenueThisQuarterDesc: string;
  supportedFieldWorkers: WorkerRow[];
  miracles: Entry[];
  prayerRequests: Entry[];
  notes: string;
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export interface ServerProgress {
  quarter: string;
  notes: string;
  projectState: string;
  progressDesc: string;
  problemsDesc: string;
  loanTotal?: number | null;
  loanTerm?: number | null;
  hasReceivedFunds?: boolean | null;
  loadPaymentsThisQuarterUsd?: number | null;
  loanPaymentsTotalUsd?: number | null;
  currency: string;
  exchangeRate?: number | null;
  expensesThisQuarterForeign?: number | null;
  expensesThisQuarterDesc: string;
  revenueThisQuarterForeign?: number | null;
  revenueThisQuarterDesc: string;
  supportedFieldWorkers: Array<{ contactId?: string | null; name: string; amountForeign?: number | null }>;
  miracles: Entry[];
  prayerRequests: Entry[];
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

/** ProjectStart is what a new report takes from its project (and the proposal it came from). */
export interface ProjectStart {
  supportedFieldWorkers?: Array<{ contactId: string; name: string }>;
  loanTotalUsd?: number | null;
  loanTerm?: number | null;
  currency?: string | null;
  exchangeRate?: number | null;
}

export function emptyProgress(quarter: string, start: ProjectStart = {}): ProgressForm {
  return {
    quarter,
    projectState: '',
    progressDesc: '',
    problemsDesc: '',
    hasReceivedFunds: '',
    loanTotal: fromX4(start.loanTotalUsd),
    loanTerm: start.loanTerm ? String(start.loanTerm) : '',
    loadPaymentsThisQuarterUsd: '',
    loanPaymentsTotalUsd: '',
    currency: start.currency ?? '',
    exchangeRate: start.exchangeRate ? String(start.exchangeRate) : '',
    expensesThisQuarterForeign: '',
    expensesThisQuarterDesc: '',
    revenueThisQuarterForeign: '',
    revenueThisQuarterDesc: '',
    supportedFieldWorkers: (start.supportedFieldWorkers ?? []).map((w) => ({ contactId: w.contactId, name: w.name, amountForeign: '' })),
    miracles: [],
    prayerRequests: [],
    notes: '',
    publicAttachmentIds: [],
    privateAttachmentIds: [],
  };
}

const yesNo = (b: boolean | null | undefined): YesNo => (b === true ? 'yes' : b === false ? 'no' : '');

export function fromProgress(r: ServerProgress): ProgressForm {
  return {
    quarter: r.quarter,
    projectState: r.projectState ?? '',
    progressDesc: r.progressDesc ?? '',
    problemsDesc: r.problemsDesc ?? '',
    hasReceivedFunds: yesNo(r.hasReceivedFunds),
    loanTotal: fromX4(r.loanTotal),
    loanTerm: r.loanTerm ? String(r.loanTerm) : '',
    loadPaymentsThisQuarterUsd: fromX4(r.loadPaymentsThisQuarterUsd),
    loanPaymentsTotalUsd: fromX4(r.loanPaymentsTotalUsd),
    currency: r.currency ?? '',
    exchangeRate: r.exchangeRate === null || r.exchangeRate === undefined ? '' : String(r.exchangeRate),
    expensesThisQuarterForeign: fromX4(r.expensesThisQuarterForeign),
    expensesThisQuarterDesc: r.expensesThisQuarterDesc ?? '',
    revenueThisQuarterForeign: fromX4(r.revenueThisQuarterForeign),
    revenueThisQuarterDesc: r.revenueThisQuarterDesc ?? '',
    supportedFieldWorkers: r.supportedFieldWorkers.map((w) => ({ contactId: w.contactId ?? null, name: w.name, amountForeign: fromX4(w.amountForeign) })),
    miracles: r.miracles.map((m) => ({ _id: m._id, desc: m.desc })),
    prayerRequests: r.prayerRequests.map((m) => ({ _id: m._id, desc: m.desc })),
    notes: r.notes ?? '',
    publicAttachmentIds: [...r.publicAttachmentIds],
    privateAttachmentIds: [...r.privateAttachmentIds],
  };
}

const int = (s: string): number | null => {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

/** toInput is the payload of create and update; blank testimonies and prayer requests are dropped. */
export function toInput(f: ProgressForm, ids: { _id: string; holisticProjectId: string; version?: number }) {
  return {
    _id: ids._id,
    ...(ids.version ? { version: ids.version } : {}),
    holisticProjectId: ids.holisticProjectId,
    quarter: f.quarter,
    notes: f.notes,
    projectState: f.projectState,
    progressDesc: f.progressDesc,
    problemsDesc: f.problemsDesc,
    hasReceivedFunds: f.hasReceivedFunds === 'yes' ? true : f.hasReceivedFunds === 'no' ? false : null,
    loanTotal: toX4(f.loanTotal),
    loanTerm: int(f.loanTerm),
    loadPaymentsThisQuarterUsd: toX4(f.loadPaymentsThisQuarterUsd),
    loanPaymentsTotalUsd: toX4(f.loanPaymentsTotalUsd),
    currency: f.currency.trim(),
    exchangeRate: rateValue(f.exchangeRate),
    expensesThisQuarterForeign: toX4(f.expensesThisQuarterForeign),
    expensesThisQuarterDesc: f.expensesThisQuarterDesc,
    revenueThisQuarterForeign: toX4(f.revenueThisQuarterForeign),
    revenueThisQuarterDesc: f.revenueThisQuarterDesc,
    supportedFieldWorkers: f.supportedFieldWorkers
      .filter((w) => w.contactId || w.name.trim() || w.amountForeign.trim())
      .map((w) => ({ contactId: w.contactId, name: w.name, amountForeign: toX4(w.amountForeign) })),
    miracles: f.miracles.filter((m) => m.desc.trim()).map((m) => ({ ...(m._id ? { _id: m._id } : {}), desc: m.desc })),
    prayerRequests: f.prayerRequests.filter((m) => m.desc.trim()).map((m) => ({ ...(m._id ? { _id: m._id } : {}), desc: m.desc })),
    publicAttachmentIds: f.publicAttachmentIds,
    privateAttachmentIds: f.privateAttachmentIds,
  };
}

export type ProgressErrors = Partial<Record<string, string>>;

const PROGRESS_MSG = texts({ amountReceived: msg`Please enter amount received` });

const badMoney = (s: string) => {
  const x = toX4(s);
  return x === null || x < 0;
};

/** validateForSubmit checks spec/03 §5 with the server's field names. */
export function validateForSubmit(f: ProgressForm, holisticProjectId: string | null): ProgressErrors {
  const e: ProgressErrors = {};
  if (!holisticProjectId) e.holisticProjectId = MSG.fieldRequired;
  if (!f.quarter) e.quarter = MSG.quarter;
  for (const k of ['projectState', 'progressDesc', 'problemsDesc', 'currency', 'expensesThisQuarterDesc', 'revenueThisQuarterDesc'] as const) {
    if (!f[k].trim()) e[k] = MSG.fieldRequired;
  }
  if (!f.hasReceivedFunds) e.hasReceivedFunds = MSG.fieldRequired;
  for (const k of ['loadPaymentsThisQuarterUsd', 'loanPaymentsTotalUsd', 'expensesThisQuarterForeign', 'revenueThisQuarterForeign'] as const) {
    if (badMoney(f[k])) e[k] = MSG.fieldRequired;
  }
  const rate = rateValue(f.exchangeRate);
  if (rate === null || !(rate > 0)) e.exchangeRate = MSG.fieldRequired;
  f.supportedFieldWorkers.forEach((w, i) => {
    if (badMoney(w.amountForeign)) e[`supportedFieldWorkers.${i}.amountForeign`] = PROGRESS_MSG.amountReceived;
  });
  return e;
}

/** inUsd is a local amount typed in the form, in USD ×10000; null unless the rate is above 0. */
export function inUsd(local: string, rate: string): number | null {
  return overRate(toX4(local), rate);
}
