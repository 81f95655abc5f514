// Small text helpers the screens share (spec/02 §9 "Text cuts"). Numbers and dates in the
// current language's locale (intlLocale).
import { intlLocale } from '@reach/ui/language';
import { numberFormat } from '@reach/ui/money';

/** shortDate is a date for people: 'Mar 4, 2026' (in English); a missing or unreadable one is '—'. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}

/** cut shortens s to at most n characters, ending with an ellipsis when cut. */
export function cut(s: string | null | undefined, n: number): string {
  const t = (s ?? '').trim();
  if (t.length <= n) return t;
  return `${t.slice(0, n).trimEnd()}…`;
}

/** capitalizeWords turns 'english' or 'brazilian portuguese' into 'English', 'Brazilian Portuguese'. */
export function capitalizeWords(s: string): string {
  return s.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** num formats a count for people (1,234,567 in English); empty values show as a dash. */
export function num(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : numberFormat().format(n);
}

/** plural is 'N File' / 'N Files'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * fuzzyMatch tells whether every character of needle appears in hay in order
 * (case-insensitive): 'engl' and 'eng' match 'english', 'prt' matches 'portuguese'.
 */
export function fuzzyMatch(hay: string, needle: string): boolean {
  const h = hay.toLowerCase();
  const n = needle.toLowerCase().replace(/\s+/g, '');
  let i = 0;
  for (const ch of h) {
    if (i < n.length && ch === n[i]) i++;
  }
  return i === n.length;
}

/** usd shows cents as US dollars the current language's way ('$1,234.50' in English, '-$25.00' for a refund). */
export function usd(cents: number | null | undefined, wholeWhenRound = false): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '-';
  const round = wholeWhenRound && Math.round(cents) % 100 === 0;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: round ? 0 : 2,
    maximumFractionDigits: round ? 0 : 2,
  }).format(Math.round(cents) / 100);
}

/** dayText is a day as receipts and gifts write it, in UTC: '28 Nov 2026' in English; a missing or unreadable one is '—'. */
export function dayText(isoOrDay: string | null | undefined): string {
  if (!isoOrDay) return '—';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T00:00:00Z` : isoOrDay);
  if (Number.isNaN(d.getTime())) return '—';
  const locale = intlLocale() === 'en-US' ? 'en-GB' : intlLocale();
  return d.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
