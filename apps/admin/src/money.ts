// Money in the back office. Amounts stay integers until they are shown:
// gifts and payments are US cents, project funding is ten-thousandths of a dollar ("x4"),
// funding progress is hundredths of a percent.

/**
 * MAX_FUNDING_TARGET_X4 is the largest funding target the server takes: $100,000,000.00 in
 * ten-thousandths (holisticproject.MaxFundingTarget). fundingTarget is a SafeInt, a JSON number
 * well within what a JavaScript number holds exactly.
 */
export const MAX_FUNDING_TARGET_X4 = 1_000_000_000_000;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** centsToDollars writes cents as a plain decimal ("-1234.05"), exactly, for CSV files. */
export const centsToDollars = (cents: number | null | undefined): string => {
  if (cents == null || !Number.isFinite(cents)) return '';
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** formatCents shows cents as dollars: 123456 -> "$1,234.56". */
export const formatCents = (cents: number | null | undefined): string =>
  cents == null || !Number.isFinite(cents) ? '-' : usd.format(Math.trunc(cents) / 100);

/** x4ToCents rounds ten-thousandths of a dollar to whole cents (half away from zero). */
export const x4ToCents = (x4: number): number => Math.sign(x4) * Math.round(Math.abs(x4) / 100);

/** formatX4 shows ten-thousandths of a dollar as dollars: 125000000 -> "$12,500.00". */
export const formatX4 = (x4: number | null | undefined): string =>
  x4 == null || !Number.isFinite(x4) ? '-' : formatCents(x4ToCents(x4));

/** x4ToDollars writes ten-thousandths of a dollar as a plain decimal in dollars, for CSV files. */
export const x4ToDollars = (x4: number | null | undefined): string =>
  x4 == null || !Number.isFinite(x4) ? '' : centsToDollars(x4ToCents(x4));

/**
 * dollarsToX4 turns a dollar amount typed in a form into ten-thousandths of a dollar.
 * Returns null for an empty or unreadable value.
 */
export const dollarsToX4 = (dollars: number | string | null | undefined): number | null => {
  if (dollars == null || dollars === '') return null;
  const n = typeof dollars === 'number' ? dollars : Number(String(dollars).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 10000);
};

/** x4ToDollarNumber is the dollar value a form shows for ten-thousandths (12500.5). */
export const x4ToDollarNumber = (x4: number | null | undefined): number | null =>
  x4 == null || !Number.isFinite(x4) ? null : x4 / 10000;

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** formatHundredthsPercent shows hundredths of a percent: 4250 -> "42.5%". */
export const formatHundredthsPercent = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '-' : `${percent.format(value / 100)}%`;
