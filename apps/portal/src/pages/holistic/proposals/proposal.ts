// The holistic proposal form (spec/03 §3, §4, §5, §9): its value as the form holds it (text for
// what is typed, so a draft on the device keeps exactly what was entered), the payload it sends
// (amounts ×10000 integers), the cost summary, and the checks run at submit.
import type { PickedContact, PickedPeopleGroup } from '../../../reports';
import { msg } from '@lingui/core/macro';
import { MSG } from '../../../reports/messages';
import { texts } from '../../../reports/texts';
import { LOAN_TERMS, fromX4, overRate, rateValue, timesRate, toX4 } from '../amounts';

export type YesNo = '' | 'yes' | 'no';

export interface FieldWorkerRow {
  contact: PickedContact | null;
  amountForeign: string;
}

export interface InstallmentRow {
  dueAt: string;
  amount: string;
}

export interface ResponsibleRow {
  contact: PickedContact | null;
  role: string;
  projectedHrsPerWeek: string;
  priorExperience: string;
}

export interface ProposalForm {
  onBehalfOf: YesNo;
  onBehalfOfName: string;
  onBehalfOfContact: PickedContact | null;
  holisticProjectId: string | null;
  projectName: string;
  typeOfProject: string;
  desc: string;
  peopleGroups: Array<PickedPeopleGroup | null>;
  vision: string;
  goals: string;
  loanTotalUsd: string;
  loanTerm: string;
  currency: string;
  exchangeRate: string;
  setupExpensesDesc: string;
  recurringMonthlyExpensesForeign: string;
  recurringMonthlyExpensesDesc: string;
  recurringMonthlyRevenueForeign: string;
  recurringMonthlyRevenueDesc: string;
  supportedFieldWorkers: FieldWorkerRow[];
  otherProfitUses: string;
  paymentPlan: InstallmentRow[];
  paymentMethod: string;
  loanDetails: string;
  marketAnalysis: string;
  riskAnalysis: string;
  locationRisk: string;
  responsiblePersons: ResponsibleRow[];
  notes: string;
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

/** ServerProposal is what the form reads from holisticProposalForUser. */
export interface ServerProposal {
  notes: string;
  onBehalfOfName: string;
  onBehalfOfId?: string | null;
  holisticProjectId?: string | null;
  projectName: string;
  typeOfProject?: string | null;
  desc: string;
  peopleGroupIds: string[];
  peopleGroups: Array<{ _id: string; nameAcrossCountries: string; country?: string | null }>;
  vision: string;
  goals: string;
  loanTotalUsd?: number | null;
  loanTerm?: number | null;
  currency: string;
  exchangeRate?: number | null;
  setupExpensesDesc: string;
  recurringMonthlyExpensesForeign?: number | null;
  recurringMonthlyExpensesDesc: string;
  recurringMonthlyRevenueForeign?: number | null;
  recurringMonthlyRevenueDesc: string;
  supportedFieldWorkers: Array<{ contactId?: string | null; fieldWorkerName: string; amountForeign?: number | null }>;
  otherProfitUses: string;
  paymentPlan: Array<{ dueAt?: string | null; amount?: number | null }>;
  paymentMethod: string;
  loanDetails: string;
  marketAnalysis: string;
  riskAnalysis: string;
  locationRisk: string;
  responsiblePersons: Array<{ contactId?: string | null; name: string; role: string; projectedHrsPerWeek?: number | null; priorExperience: string }>;
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export function emptyProposal(): ProposalForm {
  return {
    onBehalfOf: '',
    onBehalfOfName: '',
    onBehalfOfContact: null,
    holisticProjectId: null,
    projectName: '',
    typeOfProject: '',
    desc: '',
    peopleGroups: [null],
    vision: '',
    goals: '',
    loanTotalUsd: '',
    loanTerm: '',
    currency: '',
    exchangeRate: '',
    setupExpensesDesc: '',
    recurringMonthlyExpensesForeign: '',
    recurringMonthlyExpensesDesc: '',
    recurringMonthlyRevenueForeign: '',
    recurringMonthlyRevenueDesc: '',
    supportedFieldWorkers: [],
    otherProfitUses: '',
    paymentPlan: [],
    paymentMethod: '',
    loanDetails: '',
    marketAnalysis: '',
    riskAnalysis: '',
    locationRisk: '',
    responsiblePersons: [],
    notes: '',
    publicAttachmentIds: [],
    privateAttachmentIds: [],
  };
}

const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const contactOf = (id: string | null | undefined, name: string | null | undefined): PickedContact | null => (id ? { _id: id, fullName: name || id } : null);

export function fromProposal(p: ServerProposal): ProposalForm {
  const groups = p.peopleGroupIds.map((id) => {
    const g = p.peopleGroups.find((x) => x._id === id);
    return { _id: id, nameAcrossCountries: g?.nameAcrossCountries ?? id, country: g?.country ?? null };
  });
  return {
    onBehalfOf: p.onBehalfOfId ? 'yes' : p.onBehalfOfName ? 'yes' : 'no',
    onBehalfOfName: p.onBehalfOfName ?? '',
    onBehalfOfContact: contactOf(p.onBehalfOfId, p.onBehalfOfName),
    holisticProjectId: p.holisticProjectId ?? null,
    projectName: p.projectName ?? '',
    typeOfProject: p.typeOfProject ?? '',
    desc: p.desc ?? '',
    peopleGroups: groups.length > 0 ? groups : [null],
    vision: p.vision ?? '',
    goals: p.goals ?? '',
    loanTotalUsd: fromX4(p.loanTotalUsd),
    loanTerm: numText(p.loanTerm),
    currency: p.currency ?? '',
    exchangeRate: numText(p.exchangeRate),
    setupExpensesDesc: p.setupExpensesDesc ?? '',
    recurringMonthlyExpensesForeign: fromX4(p.recurringMonthlyExpensesForeign),
    recurringMonthlyExpensesDesc: p.recurringMonthlyExpensesDesc ?? '',
    recurringMonthlyRevenueForeign: fromX4(p.recurringMonthlyRevenueForeign),
    recurringMonthlyRevenueDesc: p.recurringMonthlyRevenueDesc ?? '',
    supportedFieldWorkers: p.supportedFieldWorkers.map((w) => ({ contact: contactOf(w.contactId, w.fieldWorkerName), amountForeign: fromX4(w.amountForeign) })),
    otherProfitUses: p.otherProfitUses ?? '',
    paymentPlan: p.paymentPlan.map((i) => ({ dueAt: i.dueAt ?? '', amount: fromX4(i.amount) })),
    paymentMethod: p.paymentMethod ?? '',
    loanDetails: p.loanDetails ?? '',
    marketAnalysis: p.marketAnalysis ?? '',
    riskAnalysis: p.riskAnalysis ?? '',
    locationRisk: p.locationRisk ?? '',
    responsiblePersons: p.responsiblePersons.map((r) => ({ contact: contactOf(r.contactId, r.name), role: r.role ?? '', projectedHrsPerWeek: numText(r.projectedHrsPerWeek), priorExperience: r.priorExperience ?? '' })),
    notes: p.notes ?? '',
    publicAttachmentIds: [...p.publicAttachmentIds],
    privateAttachmentIds: [...p.privateAttachmentIds],
  };
}

const hours = (s: string): number | null => {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

const blankPerson = (r: ResponsibleRow) => !r.contact && !r.role.trim() && !r.priorExperience.trim() && r.projectedHrsPerWeek.trim() === '';
const blankWorker = (w: FieldWorkerRow) => !w.contact && w.amountForeign.trim() === '';

/** setupExpenses is the setup expenses in local currency ×10000: loan USD × rate (read-only). */
export function setupExpenses(f: Pick<ProposalForm, 'loanTotalUsd' | 'exchangeRate'>): number | null {
  return timesRate(toX4(f.loanTotalUsd), f.exchangeRate);
}

/**
 * toInput is the payload of create and update: amounts ×10000 integers; on every save the empty
 * people group ids, responsible persons and supported field workers are dropped (spec/03 §4).
 */
export function toInput(f: ProposalForm, ids: { _id: string; version?: number }) {
  const onBehalf = f.onBehalfOf === 'yes';
  const term = Number(f.loanTerm);
  return {
    _id: ids._id,
    ...(ids.version ? { version: ids.version } : {}),
    notes: f.notes,
    onBehalfOfName: onBehalf ? f.onBehalfOfName : '',
    onBehalfOfId: onBehalf ? (f.onBehalfOfContact?._id ?? null) : null,
    holisticProjectId: f.holisticProjectId,
    projectName: f.projectName,
    typeOfProject: (f.typeOfProject || null) as never,
    desc: f.desc,
    peopleGroupIds: [...new Set(f.peopleGroups.map((g) => g?._id ?? '').filter((id) => id.trim() !== ''))],
    vision: f.vision,
    goals: f.goals,
    loanTotalUsd: toX4(f.loanTotalUsd),
    loanTotalForeign: setupExpenses(f),
    loanTerm: LOAN_TERMS.includes(term) ? term : null,
    currency: f.currency.trim(),
    exchangeRate: rateValue(f.exchangeRate),
    setupExpensesDesc: f.setupExpensesDesc,
    recurringMonthlyExpensesForeign: toX4(f.recurringMonthlyExpensesForeign),
    recurringMonthlyExpensesDesc: f.recurringMonthlyExpensesDesc,
    recurringMonthlyRevenueForeign: toX4(f.recurringMonthlyRevenueForeign),
    recurringMonthlyRevenueDesc: f.recurringMonthlyRevenueDesc,
    supportedFieldWorkers: f.supportedFieldWorkers
      .filter((w) => !blankWorker(w))
      .map((w) => ({ contactId: w.contact?._id ?? null, fieldWorkerName: w.contact?.fullName ?? '', amountForeign: toX4(w.amountForeign) })),
    otherProfitUses: f.otherProfitUses,
    paymentPlan: f.paymentPlan.map((i) => ({ dueAt: i.dueAt, amount: toX4(i.amount) })),
    paymentMethod: f.paymentMethod,
    loanDetails: f.loanDetails,
    marketAnalysis: f.marketAnalysis,
    riskAnalysis: f.riskAnalysis,
    locationRisk: f.locationRisk,
    responsiblePersons: f.responsiblePersons
      .filter((r) => !blankPerson(r))
      .map((r) => ({ contactId: r.contact?._id ?? null, name: r.contact?.fullName ?? '', role: r.role, projectedHrsPerWeek: hours(r.projectedHrsPerWeek), priorExperience: r.priorExperience })),
    publicAttachmentIds: f.publicAttachmentIds,
    privateAttachmentIds: f.privateAttachmentIds,
  };
}

/** Summary is the §9 cost analysis in local currency ×10000 (null where a figure is missing). */
export interface Summary {
  revenue: number;
  expenses: number;
  fieldWorkerSupport: number;
  profitBeforeLoan: { monthly: number; total: number };
  loanPayment: { monthly: number | null; total: number | null };
  net: { monthly: number | null; total: number | null };
  term: number | null;
  loanForeign: number | null;
  /** loanBalance is the loan (USD ×10000) less the payment plan's installments. */
  loanBalance: number | null;
  planned: number;
}

/**
 * summary: profit before loan = revenue − expenses − field worker support; net = profit − loan
 * payment; the monthly figures × the term in months give the totals; the loan in local currency is
 * loan USD × rate; the loan balance is the loan less the installments.
 */
export function summary(f: ProposalForm): Summary {
  const revenue = toX4(f.recurringMonthlyRevenueForeign) ?? 0;
  const expenses = toX4(f.recurringMonthlyExpensesForeign) ?? 0;
  const fieldWorkerSupport = f.supportedFieldWorkers.reduce((n, w) => n + (toX4(w.amountForeign) ?? 0), 0);
  const profit = revenue - expenses - fieldWorkerSupport;
  const termN = Number(f.loanTerm);
  const term = LOAN_TERMS.includes(termN) ? termN : null;
  const loanForeign = setupExpenses(f);
  const loanUsd = toX4(f.loanTotalUsd);
  const planned = f.paymentPlan.reduce((n, i) => n + (toX4(i.amount) ?? 0), 0);
  const monthlyPayment = term && loanForeign !== null ? Math.round(loanForeign / term) : null;
  const totalProfit = term ? profit * term : profit;
  return {
    revenue,
    expenses,
    fieldWorkerSupport,
    profitBeforeLoan: { monthly: profit, total: totalProfit },
    loanPayment: { monthly: monthlyPayment, total: loanForeign },
    net: { monthly: monthlyPayment === null ? null : profit - monthlyPayment, total: term && loanForeign !== null ? totalProfit - loanForeign : null },
    term,
    loanForeign,
    loanBalance: loanUsd === null ? null : loanUsd - planned,
    planned,
  };
}

export type ProposalErrors = Partial<Record<string, string>>;

/** PROPOSAL_MSG are the proposal's §5 messages, word for word (two spaces, and "Thie"). */
export const PROPOSAL_MSG = texts({
  projectName: msg`Please enter a project name`,
  typeOfProject: msg`Please select a project type`,
  desc: msg`Please enter a project description`,
  peopleGroups: msg`At least one affected people group is required`,
  fieldWorkers: msg`At least one supported field worker is required`,
  responsible: msg`At least one responsible person is required`,
  fieldWorker: msg`Please select a field worker`,
  setup: msg`The loan amount and setup expenses must be the same.`,
  profitable: msg`Please re-evaluate the above entries.  In order to submit this proposal, your project must appear profitable.`,
  remaining: msg`Loan repayment remaining amount must be $0.00`,
  installment: msg`Thie field is required`,
});

const blank = (s: string) => s.trim() === '';

/** validateForSubmit checks spec/03 §5; keys are the server's field names (rows: list.{i}.field). */
export function validateForSubmit(f: ProposalForm): ProposalErrors {
  const e: ProposalErrors = {};
  const req = (k: keyof ProposalForm & string) => {
    if (blank(String(f[k] ?? ''))) e[k] = MSG.fieldRequired;
  };
  if (f.onBehalfOf === 'yes') {
    if (blank(f.onBehalfOfName)) e.onBehalfOfName = MSG.name;
    if (!f.onBehalfOfContact) e.onBehalfOfContactId = PROPOSAL_MSG.fieldWorker;
  }
  if (blank(f.projectName)) e.projectName = PROPOSAL_MSG.projectName;
  if (!f.typeOfProject) e.typeOfProject = PROPOSAL_MSG.typeOfProject;
  if (blank(f.desc)) e.desc = PROPOSAL_MSG.desc;
  if (!f.peopleGroups.some((g) => g?._id)) e.peopleGroupIds = PROPOSAL_MSG.peopleGroups;
  req('vision');
  req('goals');
  req('marketAnalysis');
  req('riskAnalysis');
  req('locationRisk');
  const persons = f.responsiblePersons.filter((r) => !blankPerson(r));
  if (persons.length === 0) e.responsiblePersons = PROPOSAL_MSG.responsible;
  f.responsiblePersons.forEach((r, i) => {
    if (blankPerson(r)) return;
    const k = `responsiblePersons.${i}.`;
    if (!r.contact) e[`${k}contactId`] = PROPOSAL_MSG.fieldWorker;
    if (blank(r.role)) e[`${k}role`] = MSG.fieldRequired;
    if (hours(r.projectedHrsPerWeek) === null || Number(r.projectedHrsPerWeek) < 0) e[`${k}projectedHrsPerWeek`] = MSG.fieldRequired;
    if (blank(r.priorExperience)) e[`${k}priorExperience`] = MSG.fieldRequired;
  });
  const loan = toX4(f.loanTotalUsd);
  if (loan === null || loan <= 0) e.loanTotalUsd = MSG.fieldRequired;
  if (!LOAN_TERMS.includes(Number(f.loanTerm))) e.loanTerm = MSG.fieldRequired;
  req('currency');
  const rate = rateValue(f.exchangeRate);
  if (rate === null || !(rate > 0)) e.exchangeRate = MSG.fieldRequired;
  // Setup expenses are read-only (loan USD × rate), so they differ from the loan only when the
  // rate cannot be applied; the server checks the same to the cent.
  if (loan !== null && loan > 0 && rate !== null && rate > 0 && setupExpenses(f) === null) e.setupExpensesForeign = PROPOSAL_MSG.setup;
  req('setupExpensesDesc');
  req('recurringMonthlyExpensesDesc');
  req('recurringMonthlyRevenueDesc');
  const workers = f.supportedFieldWorkers.filter((w) => !blankWorker(w));
  if (workers.length === 0) e.supportedFieldWorkers = PROPOSAL_MSG.fieldWorkers;
  f.supportedFieldWorkers.forEach((w, i) => {
    if (blankWorker(w)) return;
    if (!w.contact) e[`supportedFieldWorkers.${i}.contactId`] = PROPOSAL_MSG.fieldWorker;
    if (toX4(w.amountForeign) === null) e[`supportedFieldWorkers.${i}.amountForeign`] = MSG.fieldRequired;
  });
  req('otherProfitUses');
  const s = summary(f);
  if (s.net.total !== null && s.net.total < 0) e.netProfit = PROPOSAL_MSG.profitable;
  f.paymentPlan.forEach((i, n) => {
    if (blank(i.dueAt)) e[`paymentPlan.${n}.dueAt`] = PROPOSAL_MSG.installment;
    const a = toX4(i.amount);
    if (a === null || a <= 0) e[`paymentPlan.${n}.amount`] = PROPOSAL_MSG.installment;
  });
  if (loan !== null && s.loanBalance !== 0) e.paymentPlan = PROPOSAL_MSG.remaining;
  req('paymentMethod');
  req('loanDetails');
  return e;
}

/** usdOf is a local amount in USD ×10000 at the typed rate (null unless the rate is above 0). */
export function usdOf(localX4: number | null, rate: string): number | null {
  return overRate(localX4, rate);
}
