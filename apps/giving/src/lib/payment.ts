// The payment step's rules (spec/01 §5): the redirect's parameters, the
// default recurring start, and how a recurring frequency reads.
import { msg } from '@lingui/core/macro';
import { tr } from '@reach/ui/translate';
import { MESSAGES } from './messages';
import { levelInfo } from './levels';
import type { AdoptionLevel } from '../api/queries';

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

/** frequencyLabel names a recurring frequency for 'Your Gift', in the current language. */
export function frequencyLabel(freq: string | null | undefined): string {
  switch (freq) {
    case 'Monthly':
      return tr(msg`Monthly`);
    case 'Yearly':
      return tr(msg`Yearly`);
    case 'Quarterly':
      return tr(msg`Quarterly`);
    case 'Weekly':
      return tr(msg`Weekly`);
    case null:
    case undefined:
    case '':
      return tr(msg`One-time`);
    default:
      return freq.replace(/([a-z])([A-Z])/g, '$1 $2');
  }
}
