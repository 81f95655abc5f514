// The dashboard's data: the query, the tiles' links and the map's cells.
import { doc } from '@reach/ui/graphql';
import type { StaffDashboardQuery, StaffDashboardQueryVariables } from '../generated/graphql';

export const STAFF_DASHBOARD = doc<StaffDashboardQuery, StaffDashboardQueryVariables>(/* GraphQL */ `query StaffDashboard {
  staffDashboard {
    tiles { reportsPending reportsOnHold loanAgreementsSigning mousSigning failedPayments failedMail }
    since
    giving { month usdCents gifts }
    adoptionsByRegion { regionCode region adoptions }
    peopleGroupMap { cellDegrees cells }
    backup { scheduled lastAt failed warning }
  }
}`);

export type BackupState = StaffDashboardQuery['staffDashboard']['backup'];

/** backupTime shows when the last backup finished, in the reader's language. */
export const backupTime = (iso: string, locale: string): string =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** backupCaption is the message key of the backup tile's caption. */
export const backupCaption = (b: BackupState): string =>
  !b.scheduled ? 'reach.dashboard.backup_off' : b.failed ? 'reach.dashboard.backup_failed' : b.warning ? 'reach.dashboard.backup_old' : 'reach.dashboard.backup_ok';

export type Tiles = StaffDashboardQuery['staffDashboard']['tiles'];

/** listLink is the address of a resource's list (listPath, with the back office's base) with filter applied. */
export const listLink = (listPath: string, filter: Record<string, unknown>): string =>
  `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** TILES are what waits for staff: each the count of the filtered list it links to. */
export const TILES: { key: keyof Omit<Tiles, '__typename'>; title: string; caption: string; resource: string; filter: Record<string, unknown> }[] = [
  { key: 'reportsPending', title: 'Reports pending', caption: 'submitted, waiting for a decision', resource: 'reports', filter: { status: 'PENDING' } },
  { key: 'reportsOnHold', title: 'Reports on hold', caption: 'held, waiting for a decision', resource: 'reports', filter: { status: 'HOLD' } },
  { key: 'loanAgreementsSigning', title: 'Loan agreements', caption: 'awaiting signature', resource: 'loan-agreements', filter: { status: 'SIGNING' } },
  { key: 'mousSigning', title: 'Partnership agreement forms', caption: 'awaiting signature', resource: 'mous', filter: { status: 'SIGNING' } },
  { key: 'failedPayments', title: 'Failed payments', caption: 'charges that failed', resource: 'payments', filter: { status: 'FAILED' } },
  { key: 'failedMail', title: 'Unsent mail', caption: 'delivery failed', resource: 'outbox', filter: { status: 'FAILED' } },
];

/** A map cell: its south-west corner, the groups in it, those adopted now and those adopted before. */
export interface Cell {
  lat: number;
  lon: number;
  groups: number;
  adopted: number;
  formerly: number;
}

/** cellsOf reads the flat array of five integers a cell. */
export function cellsOf(flat: readonly number[]): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i + 4 < flat.length; i += 5) {
    out.push({ lat: flat[i], lon: flat[i + 1], groups: flat[i + 2], adopted: flat[i + 3], formerly: flat[i + 4] });
  }
  return out;
}

export type CellStatus = 'adopted' | 'formerly' | 'none';

/** statusOf colours a cell by its groups: any adopted now, else any adopted before, else none. */
export const statusOf = (c: Cell): CellStatus => (c.adopted > 0 ? 'adopted' : c.formerly > 0 ? 'formerly' : 'none');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** monthLabel shows "2026-03" as "Mar 26" (in English; another language writes its own month names). */
export const monthLabel = (month: string, locale = 'en-US'): string => {
  const [y, m] = month.split('-');
  if (locale !== 'en-US' && Number(m) >= 1 && Number(m) <= 12) {
    return new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleDateString(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  }
  return `${MONTHS[Number(m) - 1] ?? m} ${y.slice(2)}`;
};

/** niceMax rounds a chart's top up to 1, 2 or 5 times a power of ten (at least 1). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(value));
  for (const f of [1, 2, 5, 10]) if (f * p >= value) return f * p;
  return 10 * p;
}

/** The giving chart's drawing size (SVG units) and the width of its amounts' axis. */
export const CHART_W = 640;
export const CHART_H = 220;
const AXIS = 64;
const W = CHART_W;

/**
 * chartLayout places the months and the amounts' axis: left to right, the axis on the left and the
 * first month next to it; right to left, the axis on the right and the first month next to it.
 */
export const chartLayout = (count: number, dir: 'ltr' | 'rtl') => {
  const step = (W - AXIS) / Math.max(1, count);
  const rtl = dir === 'rtl';
  return {
    step,
    /** slot is the left edge of month i's column. */
    slot: (i: number) => (rtl ? W - AXIS - (i + 1) * step : AXIS + i * step),
    /** the grid lines span the plot, the axis' labels stand just outside it. */
    plot: rtl ? { from: 0, to: W - AXIS } : { from: AXIS, to: W },
    axisX: rtl ? W - AXIS + 6 : AXIS - 6,
    // SVG's text-anchor follows the text's direction: 'end' is the right end left to right and the
    // left end right to left, so the labels stand clear of the plot on either side.
    axisAnchor: 'end' as const,
  };
};
