// Money in Reach (spec/01 §9: $ with thousands separators and 2 decimals). Amounts stay integers
// until they are shown: gifts and payments are US cents, project funding and loans are
// ten-thousandths of a dollar ("x4"), funding progress is hundredths of a percent. Formatting
// works on the integers, so no float rounding shows. In English the amounts read as the specs
// write them ("$1,234.56"); in another language through Intl in its locale, still in US dollars
// ("1234,56 US$" in Spanish, "1 234,56 $US" in French).
import { currentLanguage, ENGLISH, intlLocale, PSEUDO } from '@reach/ui/language';

/**
 * MAX_FUNDING_TARGET_X4 is the largest funding target the server takes: $100,000,000.00 in
 * ten-thousandths (holisticproject.MaxFundingTarget). fundingTarget is a SafeInt, a JSON number
 * well within what a JavaScript number holds exactly.
 */
export const MAX_FUNDING_TARGET_X4 = 1_000_000_000_000;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const isAmount = (n: number | null | undefined): n is number => n != null && Number.isFinite(n);

/** roundAway rounds half away from zero, so -0.5 cents and 0.5 cents are one cent apart from 0. */
const roundAway = (n: number): number => Math.sign(n) * Math.round(Math.abs(n));

/** english tells whether amounts read the specs' way (English and its pseudo-locale). */
const english = (): boolean => currentLanguage() === ENGLISH || currentLanguage() === PSEUDO;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * numberFormat is one Intl.NumberFormat per language and options, made once: making one looks up
 * the locale's data each time, which a list of cards on a slow phone paid for every number.
 */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${intlLocale()}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(), options);
    formats.set(key, f);
  }
  return f;
}

/** localDollars shows whole cents n as US dollars in the current language's locale; whole drops ",00". */
function localDollars(n: number, whole: boolean): string {
  return numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(n / 100);
}

/** formatCents shows cents as dollars: 123456 -> "$1,234.56"; a missing amount shows as "-". */
export function formatCents(cents: number | null | undefined): string {
  if (!isAmount(cents)) return '-';
  const n = roundAway(cents);
  if (!english()) return localDollars(n, false);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}$${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** x4ToCents rounds ten-thousandths of a dollar to whole cents (half away from zero). */
export const x4ToCents = (x4: number): number => roundAway(x4 / 100);

/** formatX4 shows ten-thousandths of a dollar, rounded to cents: 12345678 -> "$1,234.57". */
export function formatX4(x4: number | null | undefined): string {
  return isAmount(x4) ? formatCents(x4ToCents(x4)) : '-';
}

/** formatGift shows a gift as people say it: whole dollars without cents (3000 -> "$30"), else as formatCents. */
export function formatGift(cents: number | null | undefined): string {
  if (isAmount(cents) && !english()) {
    const n = roundAway(cents);
    return localDollars(n, n % 100 === 0);
  }
  const s = formatCents(cents);
  return s.endsWith('.00') ? s.slice(0, -3) : s;
}

/** formatDollars shows whole dollars: 1200 -> "$1,200.00". */
export function formatDollars(dollars: number): string {
  return formatCents(Math.round(dollars) * 100);
}

/** centsToDollars writes cents as a plain decimal ("-1234.05"), exactly, for CSV files. */
export function centsToDollars(cents: number | null | undefined): string {
  if (!isAmount(cents)) return '';
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** x4ToDollars writes ten-thousandths of a dollar as a plain decimal in dollars, for CSV files. */
export const x4ToDollars = (x4: number | null | undefined): string =>
  isAmount(x4) ? centsToDollars(x4ToCents(x4)) : '';

/**
 * dollarsToX4 turns a dollar amount typed in a form ("$1,250.50", 12.5) into ten-thousandths of
 * a dollar. Returns null for an empty or unreadable value.
 */
export function dollarsToX4(dollars: number | string | null | undefined): number | null {
  if (dollars == null || dollars === '') return null;
  const n = typeof dollars === 'number' ? dollars : Number(String(dollars).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 10000);
}

/** x4ToDollarNumber is the dollar value a form shows for ten-thousandths (12500.5). */
export const x4ToDollarNumber = (x4: number | null | undefined): number | null => (isAmount(x4) ? x4 / 10000 : null);

/** formatHundredthsPercent shows hundredths of a percent: 4250 -> "42.5%" (in French "42,5 %"). */
export const formatHundredthsPercent = (value: number | null | undefined): string =>
  isAmount(value) ? formatPercent(value / 100) : '-';

/** formatPercent shows a percentage (42.5 -> "42.5%") in the current language's locale, to 2 decimals. */
export function formatPercent(pct: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(pct / 100);
}
