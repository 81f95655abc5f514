// The training report forms (spec/03 §3, §4, §5): their values as the forms hold them (strings for
// what is typed, so a draft keeps exactly what was entered), the payloads they send, and the
// checks run at submit.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { newId } from '@reach/ui/upload';
import { MSG } from '../../reports/messages';
import { texts } from '../../reports/texts';
import { isBlankNumber } from '../../reports/validate';
import { validateAddress, validatePotentialContact, type Address, type PotentialContact } from '../../reports/pickers';

/** ITSM_MODULES are the training modules (spec/03 §3), key and label (i18n._(label) where shown). */
export const ITSM_MODULES: Array<[ModuleKey, MessageDescriptor]> = [
  ['intro', msg`Introduction`],
  ['mod1', msg`The Master Plan`],
  ['mod2', msg`The Mission`],
  ['mod3', msg`State of the World`],
  ['mod4', msg`Personalizing the Great Commission`],
  ['mod5', msg`Final Focus`],
  ['mod6', msg`Church Planting Movements`],
  ['mod7', msg`Networking through Partnerships`],
  ['mod8', msg`Goers and Senders`],
  ['mod9', msg`Faith Promise Giving`],
];
export type ModuleKey = 'intro' | 'mod1' | 'mod2' | 'mod3' | 'mod4' | 'mod5' | 'mod6' | 'mod7' | 'mod8' | 'mod9';

const RULES = texts({
  url: msg`Please enter a valid URL (https://www.example.com)`,
  module: msg`You must select at least one module`,
});
const URL_RE = /^(ftp|http|https):\/\/[^\s/$.?#][^\s]*$/i;

export interface Entry {
  _id?: string;
  desc: string;
}

export interface Partnership {
  _id: string;
  orgName: string;
  orgDesc: string;
  orgWebsite: string;
  contactInfo: PotentialContact;
}

export interface Adoption {
  _id: string;
  peopleGroupId: string | null;
  peopleGroupName: string;
  contactInfo: PotentialContact;
}

export interface TrainingEventForm {
  regionCode: string;
  regionName: string;
  title: string;
  eventDate: string;
  hostName: string;
  hostWebsite: string;
  eventAddress: Address;
  numPeopleTrained: string;
  itsmModulesTaught: Partial<Record<ModuleKey, boolean>>;
  trainersTrained: PotentialContact[];
  newPartnerships: Partnership[];
  numUpgAdoptions: string;
  newAdoptions: Adoption[];
  miracles: Entry[];
  notes: string;
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export type Errors = Partial<Record<string, string>>;

export function emptyContact(): PotentialContact {
  return { _id: newId(), name: '', email: '', phone: '', whatsApp: '', country: null, orgName: '', potentialRole: null };
}

export function emptyEventForm(): TrainingEventForm {
  return {
    regionCode: '',
    regionName: '',
    title: '',
    eventDate: '',
    hostName: '',
    hostWebsite: '',
    eventAddress: { label: '', address1: '', address2: '', city: '', state: null, country: null, zipCode: '' },
    numPeopleTrained: '',
    itsmModulesTaught: {},
    trainersTrained: [],
    newPartnerships: [],
    numUpgAdoptions: '',
    newAdoptions: [],
    miracles: [],
    notes: '',
    publicAttachmentIds: [],
    privateAttachmentIds: [],
  };
}

const str = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));
const int = (s: string): number | null => {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};
const badCount = (s: string) => isBlankNumber(s.trim()) || !Number.isFinite(Number(s)) || Number(s) < 0;

type ServerContact = { _id: string; name?: string | null; email?: string | null; phone?: string | null; whatsApp?: string | null; country?: string | null; orgName?: string | null; potentialRole?: string | null } | null | undefined;

const contactOf = (c: ServerContact): PotentialContact =>
  c ? { _id: c._id, name: c.name ?? '', email: c.email ?? '', phone: c.phone ?? '', whatsApp: c.whatsApp ?? '', country: c.country ?? null, orgName: c.orgName ?? '', potentialRole: c.potentialRole ?? null } : emptyContact();

export interface ServerTrainingEvent {
  notes: string;
  regionCode: string;
  regionName?: string | null;
  title?: string | null;
  eventDate?: string | null;
  hostName?: string | null;
  hostWebsite?: string | null;
  eventAddress?: Address | null;
  numPeopleTrained?: number | null;
  itsmModulesTaught: Record<ModuleKey, boolean>;
  trainersTrained: NonNullable<ServerContact>[];
  newPartnerships: Array<{ _id: string; orgName?: string | null; orgDesc?: string | null; orgWebsite?: string | null; contactInfo?: ServerContact }>;
  numUpgAdoptions?: number | null;
  newAdoptions: Array<{ _id: string; peopleGroupId?: string | null; peopleGroupName?: string | null; contactInfo?: ServerContact }>;
  miracles: Entry[];
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export function eventFromReport(r: ServerTrainingEvent): TrainingEventForm {
  const a = r.eventAddress;
  const mods: Partial<Record<ModuleKey, boolean>> = {};
  for (const [k] of ITSM_MODULES) if (r.itsmModulesTaught?.[k]) mods[k] = true;
  return {
    regionCode: r.regionCode ?? '',
    regionName: r.regionName ?? '',
    title: r.title ?? '',
    eventDate: r.eventDate ?? '',
    hostName: r.hostName ?? '',
    hostWebsite: r.hostWebsite ?? '',
    eventAddress: { label: a?.label ?? '', address1: a?.address1 ?? '', address2: a?.address2 ?? '', city: a?.city ?? '', state: a?.state ?? null, country: a?.country ?? null, zipCode: a?.zipCode ?? '' },
    numPeopleTrained: str(r.numPeopleTrained),
    itsmModulesTaught: mods,
    trainersTrained: r.trainersTrained.map(contactOf),
    newPartnerships: r.newPartnerships.map((p) => ({ _id: p._id, orgName: p.orgName ?? '', orgDesc: p.orgDesc ?? '', orgWebsite: p.orgWebsite ?? '', contactInfo: contactOf(p.contactInfo) })),
    numUpgAdoptions: str(r.numUpgAdoptions),
    newAdoptions: r.newAdoptions.map((x) => ({ _id: x._id, peopleGroupId: x.peopleGroupId ?? null, peopleGroupName: x.peopleGroupName ?? '', contactInfo: contactOf(x.contactInfo) })),
    miracles: r.miracles.map((m) => ({ _id: m._id, desc: m.desc })),
    notes: r.notes ?? '',
    publicAttachmentIds: [...r.publicAttachmentIds],
    privateAttachmentIds: [...r.privateAttachmentIds],
  };
}

const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s : null);

function contactInput(c: PotentialContact) {
  return {
    ...(c._id ? { _id: c._id } : {}),
    name: c.name ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    whatsApp: c.whatsApp ?? '',
    country: blankToNull(c.country),
    orgName: c.orgName ?? '',
    potentialRole: (blankToNull(c.potentialRole) as 'FIELD_WORKER' | 'REGIONAL_COORD' | 'TRAINER' | null) ?? null,
  };
}

const entriesInput = (es: Entry[]) => es.filter((m) => m.desc.trim()).map((m) => ({ ...(m._id ? { _id: m._id } : {}), desc: m.desc }));

/** eventToInput is the payload of create and update (spec/03 §7: _id, reportType, contactId, notes and the form). */
export function eventToInput(f: TrainingEventForm, ids: { _id: string; contactId?: string | null; version?: number }) {
  const mods: Record<string, boolean> = {};
  for (const [k] of ITSM_MODULES) mods[k] = !!f.itsmModulesTaught[k];
  return {
    _id: ids._id,
    ...(ids.version ? { version: ids.version } : {}),
    reportType: 'TRAIN_EVENT' as const,
    ...(ids.contactId ? { contactId: ids.contactId } : {}),
    notes: f.notes,
    regionCode: f.regionCode,
    regionName: f.regionName,
    title: f.title,
    eventDate: f.eventDate,
    hostName: f.hostName,
    hostWebsite: f.hostWebsite,
    eventAddress: { ...f.eventAddress, state: blankToNull(f.eventAddress.state), country: blankToNull(f.eventAddress.country) },
    numPeopleTrained: int(f.numPeopleTrained),
    itsmModulesTaught: mods,
    trainersTrained: f.trainersTrained.map(contactInput),
    newPartnerships: f.newPartnerships.map((p) => ({ _id: p._id, orgName: p.orgName, orgDesc: p.orgDesc, orgWebsite: p.orgWebsite, contactInfo: contactInput(p.contactInfo) })),
    numUpgAdoptions: int(f.numUpgAdoptions),
    newAdoptions: f.newAdoptions.map((a) => ({ _id: a._id, peopleGroupId: a.peopleGroupId, peopleGroupName: a.peopleGroupName, contactInfo: contactInput(a.contactInfo) })),
    miracles: entriesInput(f.miracles),
    publicAttachmentIds: f.publicAttachmentIds,
    privateAttachmentIds: f.privateAttachmentIds,
  };
}

export function validUrl(u: string): boolean {
  return URL_RE.test(u.trim());
}

function contactErrors(e: Errors, at: string, c: PotentialContact) {
  for (const [k, v] of Object.entries(validatePotentialContact(c))) if (v) e[`${at}.${k}`] = v;
}

/** validateEvent checks spec/03 §5 "Training event report"; keys are field paths (eventAddress.city, trainersTrained.0.name). */
export function validateEvent(f: TrainingEventForm): Errors {
  const e: Errors = {};
  if (!f.regionCode) e.regionCode = MSG.region;
  if (!f.eventDate) e.eventDate = MSG.fieldRequired;
  if (!f.hostName.trim()) e.hostName = MSG.fieldRequired;
  if (f.hostWebsite.trim() && !validUrl(f.hostWebsite)) e.hostWebsite = RULES.url;
  for (const [k, v] of Object.entries(validateAddress(f.eventAddress, { label: true, country: true, city: true }))) if (v) e[`eventAddress.${k}`] = v;
  if (badCount(f.numPeopleTrained)) e.numPeopleTrained = MSG.fieldRequired;
  if (!ITSM_MODULES.some(([k]) => f.itsmModulesTaught[k])) e.itsmModulesTaught = RULES.module;
  f.trainersTrained.forEach((c, i) => contactErrors(e, `trainersTrained.${i}`, c));
  f.newPartnerships.forEach((p, i) => {
    const at = `newPartnerships.${i}`;
    if (!p.orgName.trim()) e[`${at}.orgName`] = MSG.fieldRequired;
    if (!p.orgDesc.trim()) e[`${at}.orgDesc`] = MSG.fieldRequired;
    if (p.orgWebsite.trim() && !validUrl(p.orgWebsite)) e[`${at}.orgWebsite`] = RULES.url;
    contactErrors(e, `${at}.contactInfo`, p.contactInfo);
  });
  if (badCount(f.numUpgAdoptions)) e.numUpgAdoptions = MSG.fieldRequired;
  f.newAdoptions.forEach((a, i) => {
    const at = `newAdoptions.${i}`;
    if (!a.peopleGroupId) e[`${at}.peopleGroupId`] = MSG.peopleGroup;
    contactErrors(e, `${at}.contactInfo`, a.contactInfo);
  });
  return e;
}

// ---- training quarterly report ----

export interface QuarterEvent {
  _id: string;
  date: string;
  numPeopleTrained: string;
  city: string;
  country: string;
  host: string;
}

export interface TrainingQuarterlyForm {
  quarter: string;
  events: QuarterEvent[];
  miracles: Entry[];
  prayerRequests: Entry[];
  notes: string;
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export function emptyQuarterlyForm(quarter: string): TrainingQuarterlyForm {
  return { quarter, events: [], miracles: [], prayerRequests: [], notes: '', publicAttachmentIds: [], privateAttachmentIds: [] };
}

export function emptyQuarterEvent(): QuarterEvent {
  return { _id: newId(), date: '', numPeopleTrained: '', city: '', country: '', host: '' };
}

export interface ServerTrainingQuarterly {
  quarter: string;
  notes: string;
  events: Array<{ _id: string; date?: string | null; numPeopleTrained?: number | null; city?: string | null; country?: string | null; host?: string | null }>;
  miracles: Entry[];
  prayerRequests: Entry[];
  publicAttachmentIds: string[];
  privateAttachmentIds: string[];
}

export function quarterlyFromReport(r: ServerTrainingQuarterly): TrainingQuarterlyForm {
  return {
    quarter: r.quarter,
    events: r.events.map((x) => ({ _id: x._id, date: x.date ?? '', numPeopleTrained: str(x.numPeopleTrained), city: x.city ?? '', country: x.country ?? '', host: x.host ?? '' })),
    miracles: r.miracles.map((m) => ({ _id: m._id, desc: m.desc })),
    prayerRequests: r.prayerRequests.map((m) => ({ _id: m._id, desc: m.desc })),
    notes: r.notes ?? '',
    publicAttachmentIds: [...r.publicAttachmentIds],
    privateAttachmentIds: [...r.privateAttachmentIds],
  };
}

export function quarterlyToInput(f: TrainingQuarterlyForm, ids: { _id: string; contactId?: string | null; version?: number }) {
  return {
    _id: ids._id,
    ...(ids.version ? { version: ids.version } : {}),
    reportType: 'TRAIN_QUARTERLY' as const,
    ...(ids.contactId ? { contactId: ids.contactId } : {}),
    quarter: f.quarter,
    notes: f.notes,
    events: f.events.map((x) => ({ _id: x._id, date: x.date, numPeopleTrained: int(x.numPeopleTrained), city: x.city, country: x.country, host: x.host })),
    miracles: entriesInput(f.miracles),
    prayerRequests: entriesInput(f.prayerRequests),
    publicAttachmentIds: f.publicAttachmentIds,
    privateAttachmentIds: f.privateAttachmentIds,
  };
}

export function validateQuarterly(f: TrainingQuarterlyForm): Errors {
  const e: Errors = {};
  if (!f.quarter) e.quarter = MSG.quarter;
  f.events.forEach((x, i) => {
    const at = `events.${i}`;
    if (!x.date) e[`${at}.date`] = MSG.fieldRequired;
    if (badCount(x.numPeopleTrained)) e[`${at}.numPeopleTrained`] = MSG.fieldRequired;
    if (!x.city.trim()) e[`${at}.city`] = MSG.fieldRequired;
    if (!x.country.trim()) e[`${at}.country`] = MSG.fieldRequired;
    if (!x.host.trim()) e[`${at}.host`] = MSG.fieldRequired;
  });
  return e;
}

/** sumPeopleTrained is the quarter's total (what the server computes too). */
export function sumPeopleTrained(f: Pick<TrainingQuarterlyForm, 'events'>): number {
  return f.events.reduce((n, x) => n + (int(x.numPeopleTrained) ?? 0), 0);
}

/** subErrors picks the errors under a prefix, keyed by what follows it. */
export function subErrors(e: Errors, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e)) if (v && k.startsWith(`${prefix}.`)) out[k.slice(prefix.length + 1)] = v;
  return out;
}

/** TOASTS are the training forms' success toasts (spec/03 §8): title and message. */
const TOAST = texts({
  created: msg`Report created successfully`,
  savedTitle: msg({ message: 'Saved', context: 'toast title' }),
  saved: msg`Report updated successfully`,
  submittedTitle: msg({ message: 'Submitted', context: 'toast title' }),
  submitted: msg`Report submitted successfully`,
  unsubmittedTitle: msg({ message: 'Unsubmitted', context: 'toast title' }),
  unsubmitted: msg`Report unsubmitted successfully`,
  deletedTitle: msg`Deleted`,
  deleted: msg`Report deleted successfully`,
});

/** toast is a success toast read when shown. */
function toast(title: 'savedTitle' | 'submittedTitle' | 'unsubmittedTitle' | 'deletedTitle' | undefined, message: 'created' | 'saved' | 'submitted' | 'unsubmitted' | 'deleted') {
  return {
    get title() {
      return title ? TOAST[title] : undefined;
    },
    get message() {
      return TOAST[message];
    },
  };
}

export const TOASTS = {
  created: toast(undefined, 'created'),
  saved: toast('savedTitle', 'saved'),
  submitted: toast('submittedTitle', 'submitted'),
  unsubmitted: toast('unsubmittedTitle', 'unsubmitted'),
  deleted: toast('deletedTitle', 'deleted'),
} as const;
