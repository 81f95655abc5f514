// Amounts of the holistic forms (spec/03 §3, §9): typed as decimal text, sent as integers in
// ten-thousandths (×10000, SafeInt), never through a float. The exchange rate is local units per $1;
// products and quotients with it are worked out exactly (BigInt) and rounded half away from zero,
// as the server does.

import { ENGLISH, PSEUDO, currentLanguage } from '@reach/ui/language';
import { numberFormat } from '@reach/ui/money';

const DECIMAL_RE = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/** parseDecimal reads "1,250.5" as an exact fraction (numerator over 10^scale); null when unreadable. */
export function parseDecimal(s: string | number | null | undefined): { num: bigint; den: bigint } | null {
  if (s === null || s === undefined) return null;
  const text = typeof s === 'number' ? (Number.isFinite(s) ? String(s) : '') : s.replace(/[,\s$]/g, '');
  if (/e/i.test(text)) return null;
  const m = DECIMAL_RE.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const num = BigInt((m[2] || '0') + frac) * (m[1] ? -1n : 1n);
  return { num, den: 10n ** BigInt(frac.length) };
}

/** roundDiv divides exactly and rounds half away from zero. */
function roundDiv(num: bigint, den: bigint): bigint {
  if (den < 0n) return roundDiv(-num, -den);
  const neg = num < 0n;
  const a = neg ? -num : num;
  let q = a / den;
  if ((a % den) * 2n >= den) q += 1n;
  return neg ? -q : q;
}

/** toX4 turns typed text ("12.5") into ten-thousandths (125000); null when empty or unreadable. */
export function toX4(s: string | null | undefined): number | null {
  const d = parseDecimal(s ?? '');
  return d ? Number(roundDiv(d.num * 10000n, d.den)) : null;
}

/** fromX4 writes ten-thousandths as the text a form shows: 125000 -> "12.5"; null -> "". */
export function fromX4(x4: number | null | undefined): string {
  if (x4 === null || x4 === undefined || !Number.isFinite(x4)) return '';
  const n = BigInt(Math.trunc(x4));
  const neg = n < 0n;
  const a = neg ? -n : n;
  const frac = String(a % 10000n).padStart(4, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${a / 10000n}${frac ? `.${frac}` : ''}`;
}

/** rateValue is the typed exchange rate as a number for the wire (Float); null when empty. */
export function rateValue(s: string | null | undefined): number | null {
  const d = parseDecimal(s ?? '');
  return d ? Number(s!.replace(/[,\s$]/g, '')) : null;
}

/** timesRate is amountX4 × rate (USD to local), rounded; null when either is missing. */
export function timesRate(amountX4: number | null, rate: string | number | null | undefined): number | null {
  const r = parseDecimal(rate ?? '');
  if (amountX4 === null || !r) return null;
  return Number(roundDiv(BigInt(amountX4) * r.num, r.den));
}

/** overRate is amountX4 ÷ rate (local to USD), rounded; null when the rate is not above 0. */
export function overRate(amountX4: number | null, rate: string | number | null | undefined): number | null {
  const r = parseDecimal(rate ?? '');
  if (amountX4 === null || !r || r.num <= 0n) return null;
  return Number(roundDiv(BigInt(amountX4) * r.den, r.num));
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** formatAmount shows ten-thousandths rounded to cents, with a currency: "1,234.57 KES" or "$1,234.57". */
export function formatAmount(x4: number | null | undefined, currency?: string | null): string {
  if (x4 === null || x4 === undefined || !Number.isFinite(x4)) return '—';
  const cents = roundDiv(BigInt(Math.trunc(x4)), 100n);
  const neg = cents < 0n;
  const a = neg ? -cents : cents;
  const cur = (currency ?? '').trim();
  const usd = !cur || cur.toUpperCase() === 'USD';
  const lang = currentLanguage();
  if (lang !== ENGLISH && lang !== PSEUDO) {
    // Another language writes the amount its own way (US dollars stay US dollars).
    const n = Number(cents) / 100;
    const f = numberFormat(usd ? { style: 'currency', currency: 'USD' } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return usd ? f.format(n) : `${f.format(n)} ${cur}`;
  }
  const text = `${group(String(a / 100n))}.${String(a % 100n).padStart(2, '0')}`;
  if (usd) return `${neg ? '-' : ''}$${text}`;
  return `${neg ? '-' : ''}${text} ${cur}`;
}

/** LOAN_TERMS are the loan terms offered, in months (spec/03 §9). */
export const LOAN_TERMS = [6, 12, 18, 24, 30, 36, 42, 48];
