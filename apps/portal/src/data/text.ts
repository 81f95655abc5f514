// Small text helpers the screens share (spec/02 §9 "Text cuts").
export { shortDate } from '@reach/ui/dates';

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

const NUMBER = new Intl.NumberFormat('en-US');

/** num formats a count for people (1,234,567); empty values show as a dash. */
export function num(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : NUMBER.format(n);
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
