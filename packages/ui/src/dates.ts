// Dates as people read them, and the days forms pick (the schema's DateTime is RFC 3339). Dates
// read in the current language's locale (intlLocale); English as the specs write them.
import { currentLanguage, ENGLISH, intlLocale, PSEUDO } from '@reach/ui/language';

/** DATE_TIME is how the back office shows moments: "Nov 21, 2026, 7:11 PM". */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** shortDate is a date for people: 'Mar 4, 2026'; a missing or unreadable one is '—'. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}

/** dayToDateTime turns a picked day ("2026-11-21") into midnight UTC of that day (RFC 3339). */
export const dayToDateTime = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;

/** dateTimeToDay shows a DateTime as the day a DateInput edits (in UTC, as it was saved). */
export const dateTimeToDay = (value: unknown): string =>
  typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : '';

/** dayText is a day as receipts and gifts write it, in UTC: '28 Nov 2026'; a missing or unreadable one is '—'. */
export function dayText(isoOrDay: string | null | undefined): string {
  if (!isoOrDay) return '—';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T00:00:00Z` : isoOrDay);
  if (Number.isNaN(d.getTime())) return '—';
  const english = currentLanguage() === ENGLISH || currentLanguage() === PSEUDO;
  return d.toLocaleDateString(english ? 'en-GB' : intlLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * yearAfter is the day a year after a picked day ('2026-11-28' -> '2027-11-28'), as the server
 * ends a monthly gift (Go's AddDate: 29 Feb goes to 1 Mar); '' for anything else.
 */
export function yearAfter(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]) + 1, Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}
