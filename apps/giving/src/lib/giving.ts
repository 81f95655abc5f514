// The giving lists' constants and texts (spec/01 §9). The gift steps' messages
// are in messages.ts, the gift levels in levels.ts, the payment step's rules in
// payment.ts, the project types in projectTypes.ts: each page loads only what
// it uses.
import { msg } from '@lingui/core/macro';
import { liveRecord } from '@reach/ui/translate';
import { intlLocale } from '@reach/ui/language';
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

/** EMPTY_LISTS are the lists' empty states, word for word from the spec. */
export const EMPTY_LISTS = liveRecord({
  emptyAdoptions: msg`There are currently no available UPG adoptions with these specifications.`,
  emptyAdoptionsAction: msg`View available Unreached People Group Adoptions`,
  emptyProjects: msg`There are currently no available Holistic Projects with these specifications.`,
  emptyProjectsAction: msg`View available Holistic Projects`,
});

/**
 * formatNumber shows a count with thousands separators: 1234567 -> "1,234,567".
 * Whole numbers are grouped here rather than by toLocaleString: the page's
 * first toLocaleString sets up the locale's number formatter, which was the
 * longest part of rendering Select UPG's first cards on a slow phone. In another language
 * than English the locale's own grouping reads right (1 234 567, 1.234.567).
 */
export function formatNumber(n: number | null | undefined): string {
  if (n == null) return '';
  const locale = intlLocale();
  if (locale !== 'en-US' || !Number.isSafeInteger(n)) return n.toLocaleString(locale);
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}
