// Quarters (spec/03 §3, §5, §9): "YYYY.Qn"; Q1 is January to March. The selector offers the last
// 2 years and the current quarter (9 in all), newest first, shows the newest 4 and adds 2 per
// "Show More", and defaults to the quarter holding the date 14 days ago. A quarter reads in the
// reader's language (formatQuarter): "2026.Q4" in English as the spec writes it, "T4 2026",
// "4e trimestre 2026", "الربع الرابع ٢٠٢٦"; what is stored and sent stays "YYYY.Qn".
import { t } from '@lingui/core/macro';
import './texts';
import { numberFormat } from '@reach/ui/money';

/** QUARTER_RE is the "YYYY.Qn" format. */
export const QUARTER_RE = /^(\d{4})\.Q([1-4])$/;

/** QUARTERS_OFFERED: the current quarter and the 8 before it (2 years). */
export const QUARTERS_OFFERED = 9;
/** QUARTERS_SHOWN_FIRST and QUARTERS_SHOW_MORE are the selector's first view and step. */
export const QUARTERS_SHOWN_FIRST = 4;
export const QUARTERS_SHOW_MORE = 2;
/** DEFAULT_QUARTER_LAG_DAYS: the default quarter holds the date this many days ago. */
export const DEFAULT_QUARTER_LAG_DAYS = 14;

/** quarterOf is the quarter (local calendar) holding date. */
export function quarterOf(date: Date): string {
  return `${date.getFullYear()}.Q${Math.floor(date.getMonth() / 3) + 1}`;
}

/** quarterOptions are the quarters offered on `today`, newest first. */
export function quarterOptions(today: Date): string[] {
  let year = today.getFullYear();
  let q = Math.floor(today.getMonth() / 3) + 1;
  const out: string[] = [];
  for (let i = 0; i < QUARTERS_OFFERED; i++) {
    out.push(`${year}.Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return out;
}

/** defaultQuarter is the quarter holding the date 14 days before today. */
export function defaultQuarter(today: Date): string {
  const d = new Date(today.getTime());
  d.setDate(d.getDate() - DEFAULT_QUARTER_LAG_DAYS);
  return quarterOf(d);
}

/** quarterLabel is how a quarter reads in lists: formatQuarter, a dash for none. */
export function quarterLabel(q: string | null | undefined): string {
  return q && QUARTER_RE.test(q) ? formatQuarter(q) : q || '—';
}

/**
 * formatQuarter is "YYYY.Qn" in the reader's language, the year written the locale's way; any
 * other text is shown as it is.
 */
export function formatQuarter(q: string): string {
  const m = QUARTER_RE.exec(q);
  if (!m) return q;
  const year = numberFormat({ useGrouping: false }).format(Number(m[1]));
  const n = m[2];
  return t({
    message: `${year}.Q${n}`,
    comment: 'A quarter of a year: n is 1 to 4 (Q1 is January to March). English writes 2026.Q4; e.g. Spanish T4 2026, French 4e trimestre 2026.',
  });
}

/** shownQuarters is how many options the selector shows after `more` presses of "Show More". */
export function shownQuarters(more: number, total = QUARTERS_OFFERED): number {
  return Math.min(total, QUARTERS_SHOWN_FIRST + QUARTERS_SHOW_MORE * Math.max(0, more));
}
