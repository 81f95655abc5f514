// A readable view of a report type's own fields (the `fields` JSON): each key by the words the
// portal's forms and views give it (FIELD_LABELS, docs/glossary.md: `miracles` are Testimonies,
// `hProjects` Holistic projects), yes/no for booleans, dollars for amounts (kept ×10000, spec/03
// §9), names for the ids of contacts, projects and people groups and for country codes, small
// tables for lists of objects. The attachment ids are set apart. A key no table knows is still
// shown, its name made into words.
import { formatX4 } from '../money';
import { peopleGroupName } from '@reach/ui/words';
import { labelOf, PROJECT_STAGE_CHOICES, PROJECT_TYPE_CHOICES } from '../choices';
import { i18nProvider, intlLocale } from '../i18n';

/** FieldView is one labelled entry: text, a table (a list of objects) or a group (an object). */
export type FieldView =
  | { kind: 'text'; key: string; label: string; text: string }
  | { kind: 'table'; key: string; label: string; columns: { key: string; label: string }[]; rows: string[][] }
  | { kind: 'group'; key: string; label: string; entries: FieldView[] };

/** ATTACHMENT_KEYS hold file ids, listed on their own. */
export const ATTACHMENT_KEYS = ['publicAttachmentIds', 'privateAttachmentIds'] as const;

/**
 * FIELD_LABELS name the fields of the five report types (backend/internal/report) with the words
 * the portal's report forms and views use, in the back office's sentence case.
 */
export const FIELD_LABELS: Record<string, string> = {
  // people group quarterly report
  onBehalfOf: 'Filed on behalf of a field worker',
  onBehalfOfName: 'Filed on behalf by',
  onBehalfOfId: 'Field worker',
  receivedFinancialSupport: 'Received financial support',
  receivedForHimself: 'Received for himself',
  receivedForHolistic: 'Received for holistic projects',
  useOfHolisticFundsDesc: 'Use of holistic funds',
  receivedTotal: 'Total received',
  hProjects: 'Holistic projects',
  churchesPlanted: 'Churches planted',
  numChurchesPlanted: 'Churches planted in all',
  numHeardForFirstTime: 'Heard for the first time',
  numSalvations: 'Salvations',
  numWaterBaptisms: 'Water baptisms',
  miracles: 'Testimonies',
  prayerRequests: 'Prayer requests',
  // holistic progress report
  projectState: 'Project state',
  progressDesc: 'Progress',
  problemsDesc: 'Problems',
  holisticProjectId: 'Holistic project',
  projectCoordId: 'Project coordinator',
  loanTotal: 'Loan total',
  loanTerm: 'Loan term (months)',
  hasReceivedFunds: 'Received funds',
  loadPaymentsThisQuarterUsd: 'Loan payments this quarter',
  loanPaymentsTotalUsd: 'Loan payments total',
  currency: 'Currency',
  exchangeRate: 'Exchange rate (local units per $1)',
  expensesThisQuarterForeign: 'Expenses this quarter (local currency)',
  expensesThisQuarterDesc: 'Expenses description',
  revenueThisQuarterForeign: 'Revenue this quarter (local currency)',
  revenueThisQuarterDesc: 'Revenue description',
  supportedFieldWorkers: 'Supported field workers',
  // holistic proposal
  projectName: 'Project name',
  typeOfProject: 'Type of project',
  desc: 'Description',
  peopleGroupIds: 'Affected people groups',
  vision: 'Vision',
  goals: 'Goals',
  loanTotalUsd: 'Loan amount',
  loanTotalForeign: 'Loan in local currency',
  setupExpensesForeign: 'Setup expenses (local currency)',
  setupExpensesDesc: 'Setup expenses description',
  recurringMonthlyExpensesForeign: 'Recurring monthly expenses (local currency)',
  recurringMonthlyExpensesDesc: 'Recurring monthly expenses description',
  recurringMonthlyRevenueForeign: 'Recurring monthly revenue (local currency)',
  recurringMonthlyRevenueDesc: 'Recurring monthly revenue description',
  otherProfitUses: 'Other uses of profit',
  paymentPlan: 'Repayment plan',
  paymentMethod: 'Payment method',
  loanDetails: 'Loan details',
  marketAnalysis: 'Market analysis',
  riskAnalysis: 'Risk analysis',
  locationRisk: 'Location risk',
  responsiblePersons: 'Responsible persons',
  // training event report
  regionName: 'Region',
  title: 'Title',
  eventDate: 'Event date',
  hostName: 'Host',
  hostWebsite: 'Host website',
  eventAddress: 'Event location',
  numPeopleTrained: 'People trained',
  itsmModulesTaught: 'Modules taught',
  trainersTrained: 'Trainers certified',
  newPartnerships: 'New ministry partnerships',
  numUpgAdoptions: 'UPG adoption commitments',
  newAdoptions: 'New UPG adoptions',
  // training quarterly report
  events: 'Training events',
  numEvents: 'Training events in all',
  notes: 'Notes',
};

/** COLUMN_LABELS name the fields of the objects inside the lists and groups. */
export const COLUMN_LABELS: Record<string, string> = {
  // in the order the portal's forms ask for them (a table's columns, a group's entries)
  date: 'Date',
  numPeopleTrained: 'People trained',
  villageName: 'Village name',
  label: 'Label',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State or province',
  country: 'Country',
  zipCode: 'Zip code',
  numChurches: 'Churches',
  numBelievers: 'Believers',
  host: 'Host',
  projectId: 'Holistic project',
  status: 'Status',
  results: 'Results',
  result: 'Result',
  desc: 'Description',
  contactId: 'Field worker',
  name: 'Name',
  fieldWorkerName: 'Name',
  amountForeign: 'Amount (local currency)',
  role: 'Role',
  projectedHrsPerWeek: 'Hours per week',
  priorExperience: 'Prior experience',
  dueAt: 'Due',
  amount: 'Amount',
  email: 'Email',
  phone: 'Phone',
  whatsApp: 'WhatsApp',
  orgName: 'Organization',
  orgDesc: 'Organization description',
  orgWebsite: 'Organization website',
  potentialRole: 'Potential role',
  contactInfo: 'Contact',
  peopleGroupId: 'People group',
  peopleGroupName: 'People group',
};

/** LIST_COLUMN_LABELS name a column by what its list holds: a testimony's description is the testimony. */
const LIST_COLUMN_LABELS: Record<string, Record<string, string>> = {
  miracles: { desc: 'Testimony' },
  prayerRequests: { desc: 'Prayer request' },
};

const FIELD_ORDER = Object.keys(FIELD_LABELS);
const COLUMN_ORDER = Object.keys(COLUMN_LABELS);

/** inFormOrder sorts keys by their place in order; the others follow in the order given. */
const inFormOrder = (keys: string[], order: string[]): string[] => {
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return keys.map((k, i) => ({ k, i })).sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i).map(({ k }) => k);
};

const WORDS: Record<string, string> = { usd: 'USD', id: 'ID', ids: 'IDs', upg: 'UPG', itsm: 'ITSM', desc: 'description', num: 'number of' };

/**
 * labelFor names a key: from the tables (a column of list first), else its name made into words
 * ("someNewKey" -> "Some new key").
 */
export const labelFor = (key: string, list?: string): string => {
  const known = list
    ? (LIST_COLUMN_LABELS[list]?.[key] ?? COLUMN_LABELS[key] ?? FIELD_LABELS[key])
    : (FIELD_LABELS[key] ?? COLUMN_LABELS[key]);
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
};

/** REFERENCES are the keys holding the id of a record of a resource, shown by its name. */
export const REFERENCES: Record<string, 'contacts' | 'holistic-projects' | 'people-groups'> = {
  onBehalfOfId: 'contacts',
  contactId: 'contacts',
  projectCoordId: 'contacts',
  projectId: 'holistic-projects',
  holisticProjectId: 'holistic-projects',
  peopleGroupId: 'people-groups',
  peopleGroupIds: 'people-groups',
};

/** Names tells the names of referenced records and of countries (by ISO code), where known. */
export interface Names {
  record: (resource: string, id: string) => string | undefined;
  country: (code: string) => string | undefined;
}

/** NO_NAMES knows no names: ids and codes show as they are. */
export const NO_NAMES: Names = { record: () => undefined, country: () => undefined };

/** recordName is how a referenced record is named: a contact's full name, a project's, a people group's. */
export const recordName = (resource: string, record: Record<string, unknown>): string => {
  if (resource === 'people-groups') return peopleGroupName(record);
  if (resource === 'holistic-projects') return String(record.projectName ?? '');
  return String(record.fullName ?? record.name ?? '');
};

/** TRAINING_MODULES are the ITSM modules (spec/03 §3), as the portal's training forms name them. */
export const TRAINING_MODULES: Record<string, string> = {
  intro: 'Introduction',
  mod1: 'The Master Plan',
  mod2: 'The Mission',
  mod3: 'State of the World',
  mod4: 'Personalizing the Great Commission',
  mod5: 'Final Focus',
  mod6: 'Church Planting Movements',
  mod7: 'Networking through Partnerships',
  mod8: 'Goers and Senders',
  mod9: 'Faith Promise Giving',
};

const POTENTIAL_ROLES: Record<string, string> = { FIELD_WORKER: 'Field Worker', REGIONAL_COORD: 'Regional Coordinator', TRAINER: 'Trainer' };

/** CHOICES are the keys whose values are codes with labels. */
const CHOICES: Record<string, (v: string) => string> = {
  projectState: (v) => labelOf(PROJECT_STAGE_CHOICES, v),
  typeOfProject: (v) => labelOf(PROJECT_TYPE_CHOICES, v),
  potentialRole: (v) => (POTENTIAL_ROLES[v] ? i18nProvider.translate(POTENTIAL_ROLES[v], { _: POTENTIAL_ROLES[v] }) : v),
};

const DAY_KEYS = new Set(['eventDate', 'dueAt', 'date']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

const AMOUNT = /amount|received|loan|expenses|revenue|payments|total/i;
// Counts, terms and rates share those words but are not money.
const NOT_AMOUNT = /term|rate|^num|count|people|trained|percent/i;

/** isAmountKey tells whether a number under this key is money kept ×10000. */
export const isAmountKey = (key: string): boolean => AMOUNT.test(key) && !NOT_AMOUNT.test(key);

const numberText = (n: number) => n.toLocaleString(intlLocale(), { maximumFractionDigits: 4 });

/**
 * formatValue shows one value: '-' for nothing, Yes/No, dollars for an amount key (a foreign
 * currency amount without the $), plain numbers, the name of a referenced record or of a country
 * where names knows it, the label of a coded value, a day for a date, lists of plain values joined.
 */
export const formatValue = (key: string, value: unknown, names: Names = NO_NAMES): string => {
  if (value == null || value === '') return '-';
  if (typeof value === 'boolean') return i18nProvider.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '-';
    if (!isAmountKey(key)) return numberText(value);
    const dollars = formatX4(value);
    return /foreign/i.test(key) ? dollars.replace('$', '') : dollars;
  }
  if (typeof value === 'string') {
    const resource = REFERENCES[key];
    if (resource) return names.record(resource, value) ?? value;
    if (key === 'country') return names.country(value) ?? value;
    if (CHOICES[key]) return CHOICES[key](value);
    if (DAY_KEYS.has(key) && ISO_DAY.test(value)) {
      const day = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      if (!Number.isNaN(day.getTime())) return day.toLocaleDateString(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' });
    }
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(key, v, names)).join(', ') : '-';
  return JSON.stringify(value);
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// Row ids (_id) are bookkeeping, not something staff read.
const shown = (key: string) => key !== '_id' && key !== '__typename';

// A map of module keys to true reads as the modules taught.
const modulesTaught = (value: Record<string, unknown>): string => {
  const taught = Object.entries(value).filter(([, on]) => on === true).map(([k]) => TRAINING_MODULES[k] ?? labelFor(k));
  return taught.length ? taught.join(', ') : '-';
};

const describe = (key: string, value: unknown, names: Names, list?: string): FieldView => {
  const label = labelFor(key, list);
  if (key === 'itsmModulesTaught' && isPlainObject(value)) return { kind: 'text', key, label, text: modulesTaught(value) };
  if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject)) {
    const keys: string[] = [];
    for (const row of value) for (const k of Object.keys(row)) if (shown(k) && !keys.includes(k)) keys.push(k);
    // a people group picked by id is named from the id; the name typed beside it adds nothing
    const columns = inFormOrder(keys.includes('peopleGroupId') ? keys.filter((k) => k !== 'peopleGroupName') : keys, COLUMN_ORDER);
    return {
      kind: 'table',
      key,
      label,
      columns: columns.map((k) => ({ key: k, label: labelFor(k, key) })),
      rows: value.map((row) => columns.map((k) => (isPlainObject(row[k]) ? describeText(row[k], names) : formatValue(k, row[k], names)))),
    };
  }
  if (isPlainObject(value)) {
    const keys = inFormOrder(Object.keys(value), COLUMN_ORDER).filter(shown);
    return { kind: 'group', key, label, entries: keys.map((k) => describe(k, value[k], names, key)) };
  }
  return { kind: 'text', key, label, text: formatValue(key, value, names) };
};

// An object inside a table cell (a trainer's contactInfo) reads as "Name: Ann; Email: a@b".
const describeText = (value: Record<string, unknown>, names: Names): string =>
  Object.entries(value)
    .filter(([k, v]) => shown(k) && v != null && v !== '')
    .map(([k, v]) => `${labelFor(k, 'cell')}: ${isPlainObject(v) ? describeText(v, names) : formatValue(k, v, names)}`)
    .join('; ') || '-';

/**
 * describeFields lays out a report's own fields, attachments left out, in the order the portal's
 * forms ask for them (FIELD_LABELS' order; keys no table knows last, as stored); names gives the
 * names of the records and countries the fields refer to.
 */
export const describeFields = (fields: unknown, names: Names = NO_NAMES): FieldView[] => {
  if (!isPlainObject(fields)) return [];
  return inFormOrder(Object.keys(fields), FIELD_ORDER)
    .filter((k) => shown(k) && !(ATTACHMENT_KEYS as readonly string[]).includes(k))
    .map((k) => describe(k, fields[k], names));
};

/** referencedIds gathers, by resource, the ids of the records the fields refer to (for their names). */
export const referencedIds = (fields: unknown): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  const visit = (key: string, value: unknown) => {
    const resource = REFERENCES[key];
    if (resource) {
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'string' && id !== '' && !(out[resource] ??= []).includes(id)) out[resource].push(id);
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((v) => visit(key, v));
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) visit(k, v);
  };
  if (isPlainObject(fields)) for (const [k, v] of Object.entries(fields)) visit(k, v);
  return out;
};

/** attachmentIds gives the public and private file ids the fields name. */
export const attachmentIds = (fields: unknown): { publicIds: string[]; privateIds: string[] } => {
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);
  const f = isPlainObject(fields) ? fields : {};
  return { publicIds: ids(f.publicAttachmentIds), privateIds: ids(f.privateAttachmentIds) };
};

/** fileSize is a size for people: 1536 -> "1.5 KB". */
export function fileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(1)} ${units[u]}`;
}

/** AttachedFile is what the report view shows of one attachment. */
export interface AttachedFile {
  _id: string;
  filename: string;
  contentType: string;
  size: number;
  url: string;
  thumbnail: string | null;
}

/**
 * placeFiles answers the files of ids in their order, and the ids no file answered (not uploaded,
 * or gone): those still show, by id.
 */
export function placeFiles(ids: string[], files: AttachedFile[]): { found: AttachedFile[]; missing: string[] } {
  const byId = new Map(files.map((f) => [f._id, f]));
  const found: AttachedFile[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const f = byId.get(id);
    if (f) found.push(f);
    else missing.push(id);
  }
  return { found, missing };
}

/** isPhoto tells whether a file is a picture (shown as a thumbnail). */
export const isPhoto = (f: Pick<AttachedFile, 'contentType'>) => f.contentType.startsWith('image/');
