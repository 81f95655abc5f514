// The people group quarterly report form (spec/03 §3, §4, §5): its value as the form holds it
// (strings for what is typed, so a draft keeps exactly what was entered), the payload it sends,
// and the checks run at submit.
import { dollarsToX4, x4ToDollarNumber } from '@reach/ui/money';
import { MSG } from '../../../reports/messages';
import { isBlankNumber } from '../../../reports/validate';

export type YesNo = '' | 'yes' | 'no';

export interface ChurchRow {
  villageName: string;
  country: string;
  numChurches: string;
  numBelievers: string;
}

export interface HProjectRow {
  projectId: string | null;
  status: string;
  results: string;
}

export interface Entry {
  _id?: string;
  desc: string;
}

export interface UpgReportForm {
  quarter: string;
  onBehalfOf: YesNo;
  onBehalfOfName: string;
  onBehalfOfContact: { _id: string; fullName: string } | null;
  receivedFinancialSupport: YesNo;
  receivedForHimself: string;
  receivedForHolistic: string;
  useOfHolisticFundsDesc: string;
  hProjects: HProjectRow[];
  churchesPlanted: ChurchRow[];
  numHeardForFirstTime: string;
  numSalvations: string;
  numWaterBaptisms: string;
  miracles: Entry[];
  prayerRequests: Entry[];
  notes: string;
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

/** ServerUpgReport is what the form reads from upgQuarterlyReportForUser. */
export interface ServerUpgReport {
  quarter: string;
  notes: string;
  contactId: string;
  contact?: { _id: string; fullName: string } | null;
  onBehalfOf?: boolean | null;
  onBehalfOfName?: string | null;
  onBehalfOfId?: string | null;
  receivedFinancialSupport?: boolean | null;
  receivedForHimself?: number | null;
  receivedForHolistic?: number | null;
  useOfHolisticFundsDesc?: string | null;
  hProjects: Array<{ projectId?: string | null; status?: string | null; results?: string | null }>;
  churchesPlanted: Array<{ villageName?: string | null; country?: string | null; numChurches?: number | null; numBelievers?: number | null }>;
  numHeardForFirstTime?: number | null;
  numSalvations?: number | null;
  numWaterBaptisms?: number | null;
  miracles: Entry[];
  prayerRequests: Entry[];
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export function emptyForm(quarter: string): UpgReportForm {
  return {
    quarter,
    onBehalfOf: '',
    onBehalfOfName: '',
    onBehalfOfContact: null,
    receivedFinancialSupport: '',
    receivedForHimself: '',
    receivedForHolistic: '',
    useOfHolisticFundsDesc: '',
    hProjects: [],
    churchesPlanted: [],
    numHeardForFirstTime: '',
    numSalvations: '',
    numWaterBaptisms: '',
    miracles: [],
    prayerRequests: [],
    notes: '',
    publicAttachmentIds: [],
    privateAttachmentIds: [],
  };
}

const yesNo = (b: boolean | null | undefined): YesNo => (b === true ? 'yes' : b === false ? 'no' : '');
const str = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));
const dollars = (x4: number | null | undefined): string => {
  const d = x4ToDollarNumber(x4);
  return d === null ? '' : String(d);
};

export function fromReport(r: ServerUpgReport): UpgReportForm {
  return {
    quarter: r.quarter,
    onBehalfOf: yesNo(r.onBehalfOf),
    onBehalfOfName: r.onBehalfOfName ?? '',
    onBehalfOfContact: r.onBehalfOf && r.onBehalfOfId ? { _id: r.onBehalfOfId, fullName: r.contact?._id === r.onBehalfOfId ? r.contact.fullName : r.onBehalfOfName || r.onBehalfOfId } : null,
    receivedFinancialSupport: yesNo(r.receivedFinancialSupport),
    receivedForHimself: dollars(r.receivedForHimself),
    receivedForHolistic: dollars(r.receivedForHolistic),
    useOfHolisticFundsDesc: r.useOfHolisticFundsDesc ?? '',
    hProjects: r.hProjects.map((h) => ({ projectId: h.projectId ?? null, status: h.status ?? '', results: h.results ?? '' })),
    churchesPlanted: r.churchesPlanted.map((c) => ({ villageName: c.villageName ?? '', country: c.country ?? '', numChurches: str(c.numChurches), numBelievers: str(c.numBelievers) })),
    numHeardForFirstTime: str(r.numHeardForFirstTime),
    numSalvations: str(r.numSalvations),
    numWaterBaptisms: str(r.numWaterBaptisms),
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

const bool = (v: YesNo): boolean | null => (v === 'yes' ? true : v === 'no' ? false : null);

/** holisticAmount is the holistic amount typed, in dollars (0 when empty). */
export function holisticAmount(f: UpgReportForm): number {
  const n = Number(f.receivedForHolistic);
  return Number.isFinite(n) ? n : 0;
}

/**
 * toInput is the payload of create and update (spec/03 §3: _id, reportType PG_QUARTERLY, notes,
 * peopleGroupId, contactId plus the form's fields). Fields a condition hides are sent empty, so a
 * "no" clears what a "yes" had; blank entries are dropped.
 */
export function toInput(f: UpgReportForm, ids: { _id: string; peopleGroupId: string; contactId?: string | null; version?: number }, fieldWorkerOnly: boolean) {
  const onBehalf = !fieldWorkerOnly && f.onBehalfOf === 'yes';
  const supported = f.receivedFinancialSupport === 'yes';
  return {
    _id: ids._id,
    ...(ids.version ? { version: ids.version } : {}),
    reportType: 'PG_QUARTERLY' as const,
    peopleGroupId: ids.peopleGroupId,
    ...(ids.contactId ? { contactId: ids.contactId } : {}),
    quarter: f.quarter,
    notes: f.notes,
    onBehalfOf: fieldWorkerOnly ? false : bool(f.onBehalfOf),
    onBehalfOfName: onBehalf ? f.onBehalfOfName : '',
    onBehalfOfContactId: onBehalf ? (f.onBehalfOfContact?._id ?? null) : null,
    receivedFinancialSupport: bool(f.receivedFinancialSupport),
    receivedForHimself: supported ? dollarsToX4(f.receivedForHimself) : null,
    receivedForHolistic: supported ? dollarsToX4(f.receivedForHolistic) : null,
    useOfHolisticFundsDesc: supported && holisticAmount(f) > 0 ? f.useOfHolisticFundsDesc : '',
    hProjects: f.hProjects.filter((h) => h.projectId || h.status.trim() || h.results.trim()).map((h) => ({ projectId: h.projectId, status: h.status, results: h.results })),
    churchesPlanted: f.churchesPlanted.map((c) => ({ villageName: c.villageName, country: c.country, numChurches: int(c.numChurches), numBelievers: int(c.numBelievers) })),
    numHeardForFirstTime: int(f.numHeardForFirstTime),
    numSalvations: int(f.numSalvations),
    numWaterBaptisms: int(f.numWaterBaptisms),
    miracles: f.miracles.filter((m) => m.desc.trim()).map((m) => ({ ...(m._id ? { _id: m._id } : {}), desc: m.desc })),
    prayerRequests: f.prayerRequests.filter((m) => m.desc.trim()).map((m) => ({ ...(m._id ? { _id: m._id } : {}), desc: m.desc })),
    publicAttachmentIds: f.publicAttachmentIds,
    privateAttachmentIds: f.privateAttachmentIds,
  };
}

export type UpgErrors = Partial<Record<string, string>>;

const badCount = (s: string) => isBlankNumber(s.trim()) || !Number.isFinite(Number(s)) || Number(s) < 0;
const badMoney = (s: string) => s.trim() === '' || !Number.isFinite(Number(s)) || Number(s) < 0;

/** validateForSubmit checks spec/03 §5; keys are field names, church cells churchesPlanted.{i}.{field}. */
export function validateForSubmit(f: UpgReportForm, fieldWorkerOnly: boolean): UpgErrors {
  const e: UpgErrors = {};
  if (!f.quarter) e.quarter = MSG.quarter;
  if (!fieldWorkerOnly) {
    if (!f.onBehalfOf) e.onBehalfOf = MSG.yesNo;
    if (f.onBehalfOf === 'yes') {
      if (!f.onBehalfOfName.trim()) e.onBehalfOfName = MSG.name;
      if (!f.onBehalfOfContact) e.onBehalfOfContactId = MSG.fieldWorker;
    }
  }
  if (!f.receivedFinancialSupport) e.receivedFinancialSupport = MSG.yesNo;
  if (f.receivedFinancialSupport === 'yes') {
    if (badMoney(f.receivedForHimself)) e.receivedForHimself = MSG.value;
    if (f.receivedForHolistic.trim() !== '' && badMoney(f.receivedForHolistic)) e.receivedForHolistic = MSG.value;
    if (holisticAmount(f) > 0 && !f.useOfHolisticFundsDesc.trim()) e.useOfHolisticFundsDesc = MSG.fieldRequired;
  }
  f.churchesPlanted.forEach((c, i) => {
    if (!c.villageName.trim()) e[`churchesPlanted.${i}.villageName`] = MSG.required;
    if (!c.country.trim()) e[`churchesPlanted.${i}.country`] = MSG.required;
    if (badCount(c.numChurches)) e[`churchesPlanted.${i}.numChurches`] = MSG.required;
    if (badCount(c.numBelievers)) e[`churchesPlanted.${i}.numBelievers`] = MSG.required;
  });
  for (const k of ['numHeardForFirstTime', 'numSalvations', 'numWaterBaptisms'] as const) if (badCount(f[k])) e[k] = MSG.fieldRequired;
  return e;
}

/** numChurchesPlanted is the total of the rows (what the server computes too). */
export function numChurchesPlanted(f: Pick<UpgReportForm, 'churchesPlanted'>): number {
  return f.churchesPlanted.reduce((n, c) => n + (int(c.numChurches) ?? 0), 0);
}

/** fieldWorkerOnly: a user whose only role on the group is field worker files for themself. */
export function isFieldWorkerOnly(myRoles: readonly string[] | null | undefined): boolean {
  return !!myRoles && myRoles.length > 0 && myRoles.every((r) => r === 'FIELD_WORKER');
}
