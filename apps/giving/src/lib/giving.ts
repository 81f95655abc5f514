// The giving constants and rules (spec/01 §5 and §9), kept in one place.
import type { AdoptionLevel, ProjectType } from '../api/queries';

/** PAGE_SIZE is a page of the public lists; 'Show More' reveals this many more. */
export const PAGE_SIZE = 25;
/** DEBOUNCE_MS is how long filter changes wait before a fetch. */
export const DEBOUNCE_MS = 100;
/** REACH_PICKS is the path id of the Skip link: the organisation picks the group or project. */
export const REACH_PICKS = '__reach__';
/** DEFAULT_PROJECT_AMOUNT is the project donation's default, in whole dollars. */
export const DEFAULT_PROJECT_AMOUNT = 1000;
/** DEFAULT_FUND_AMOUNT is the holistic fund's (Skip link) default monthly gift, in whole dollars. */
export const DEFAULT_FUND_AMOUNT = 100;

/** MESSAGES are the giving flows' texts, word for word from the spec. */
export const MESSAGES = {
  fieldRequired: 'This field is required',
  giftRequired: 'Please select an gift amount',
  dateRequired: 'Please select a date',
  formHasErrors: 'Please correct the errors above',
  donationAmountRequired: 'Please enter a donation amount',
  levelRequired: 'Level is required',
  recurringRequired: 'Recurring is required',
  startDateRequired: 'Start date is required',
  linkCopied: 'Link copied to clipboard!',
  emptyAdoptions: 'There are currently no available UPG adoptions with these specifications.',
  emptyAdoptionsAction: 'View available Unreached People Group Adoptions',
  emptyProjects: 'There are currently no available Holistic Projects with these specifications.',
  emptyProjectsAction: 'View available Holistic Projects',
  processing: "We're processing your donation. One moment ...",
  redirecting: 'You will be redirected. One moment ...',
  recentDonations: 'Your recent donations may take a day or two to process before your people groups show in your dashboard.',
} as const;

export interface LevelInfo {
  key: AdoptionLevel;
  label: string;
  /** monthlyCents is the monthly gift; one-time is 12 times it. 0 is prayer only. */
  monthlyCents: number;
  effect: string;
}

/** LEVELS is the gift level table (spec/01 §9). */
export const LEVELS: LevelInfo[] = [
  { key: 'ADOPTER_PRAY', label: 'Prayer', monthlyCents: 0, effect: 'Commitment to pray' },
  { key: 'ADOPTER_LV1', label: 'Level 1', monthlyCents: 3000, effect: 'Partially sponsors 1 missionary' },
  { key: 'ADOPTER_LV2', label: 'Level 2', monthlyCents: 10000, effect: 'Sponsors 1 missionary' },
  { key: 'ADOPTER_LV3', label: 'Level 3', monthlyCents: 30000, effect: 'Sponsors 3 missionaries' },
];

/** SKIP_LEVELS are the levels offered when the organisation picks the group. */
export const SKIP_LEVELS: AdoptionLevel[] = ['ADOPTER_LV1', 'ADOPTER_LV2'];

export function levelInfo(key: string | null | undefined): LevelInfo | undefined {
  return LEVELS.find((l) => l.key === key);
}

/** levelCents is what a level gives once: monthly, or 12 times monthly when one-time. */
export function levelCents(level: LevelInfo, recurring: boolean): number {
  return recurring ? level.monthlyCents : level.monthlyCents * 12;
}

export const PROJECT_TYPES: Array<{ key: ProjectType; label: string }> = [
  { key: 'AGRICULTURE', label: 'Agriculture' },
  { key: 'SMALL_BUSINESS', label: 'Small Business' },
  { key: 'EDUCATION', label: 'Education' },
  { key: 'MANUFACTURING', label: 'Manufacturing' },
  { key: 'BUILDING', label: 'Building' },
  { key: 'TRANSLATION', label: 'Translation' },
  { key: 'CLEAN_WATER', label: 'Clean Water' },
  { key: 'MEDIA', label: 'Media' },
  { key: 'HEALTH_CARE', label: 'Health Care' },
  { key: 'HUMANITARIAN', label: 'Humanitarian' },
  { key: 'OTHER', label: 'Other' },
];

export function projectTypeLabel(key: string): string {
  return PROJECT_TYPES.find((t) => t.key === key)?.label ?? key;
}

/** today is the local date as YYYY-MM-DD (the default recurring start). */
export function today(): string {
  const d = new Date();
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface AdoptionParams {
  level: AdoptionLevel;
  recurring: boolean;
  startDate?: string;
  adoptionId?: string;
  commitToAdopt: boolean;
}

/**
 * parseAdoptionParams checks the payment redirect's query (spec/01 §5): the
 * first problem's message, or the parameters.
 */
export function parseAdoptionParams(q: URLSearchParams): { error: string } | { params: AdoptionParams } {
  const level = levelInfo(q.get('level'));
  if (!level) return { error: MESSAGES.levelRequired };
  const rec = q.get('recurring');
  if (rec !== 'true' && rec !== 'false') return { error: MESSAGES.recurringRequired };
  const recurring = rec === 'true';
  const startDate = q.get('startDate') || undefined;
  if (recurring && (!startDate || !DATE_RE.test(startDate))) return { error: MESSAGES.startDateRequired };
  return {
    params: {
      level: level.key,
      recurring,
      startDate: recurring ? startDate : undefined,
      adoptionId: q.get('adoptionId') || undefined,
      commitToAdopt: q.get('commitToAdopt') !== 'false',
    },
  };
}

export interface ProjectParams {
  amount: number;
  recurring: boolean;
  startDate?: string;
  commitToAdopt: boolean;
}

/** parseProjectParams checks the project payment redirect's query (spec/01 §5). */
export function parseProjectParams(q: URLSearchParams): { error: string } | { params: ProjectParams } {
  const raw = q.get('amount');
  const amount = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  // the spec's message for a missing amount is 'Level is required'
  if (!Number.isSafeInteger(amount) || amount < 1) return { error: MESSAGES.levelRequired };
  const rec = q.get('recurring');
  if (rec !== 'true' && rec !== 'false') return { error: MESSAGES.recurringRequired };
  const recurring = rec === 'true';
  const startDate = q.get('startDate') || undefined;
  if (recurring && (!startDate || !DATE_RE.test(startDate))) return { error: MESSAGES.startDateRequired };
  return { params: { amount, recurring, startDate: startDate || undefined, commitToAdopt: q.get('commitToAdopt') === 'true' } };
}

/**
 * formatNumber shows a count with thousands separators: 1234567 -> "1,234,567".
 * Whole numbers are grouped here rather than by toLocaleString: the page's
 * first toLocaleString sets up the locale's number formatter, which was the
 * longest part of rendering Select UPG's first cards on a slow phone.
 */
export function formatNumber(n: number | null | undefined): string {
  if (n == null) return '';
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** frequencyLabel names a recurring frequency for 'Your Gift'. */
export function frequencyLabel(freq: string | null | undefined): string {
  switch (freq) {
    case 'Monthly':
      return 'Monthly';
    case 'Yearly':
      return 'Yearly';
    case 'Quarterly':
      return 'Quarterly';
    case 'Weekly':
      return 'Weekly';
    case null:
    case undefined:
    case '':
      return 'One-time';
    default:
      return freq.replace(/([a-z])([A-Z])/g, '$1 $2');
  }
}
