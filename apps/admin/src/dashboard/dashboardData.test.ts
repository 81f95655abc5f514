import { describe, expect, it } from 'vitest';
import { CHART_W, backupCaption, cellsOf, chartLayout, listLink, monthLabel, niceMax, statusOf } from './dashboardData';

describe('dashboard data', () => {
  it('reads the map cells five integers at a time and colours them', () => {
    const cells = cellsOf([-34, 150, 1, 0, 1, 2, -2, 2, 1, 1, 40, 10, 3, 0, 0]);
    expect(cells).toEqual([
      { lat: -34, lon: 150, groups: 1, adopted: 0, formerly: 1 },
      { lat: 2, lon: -2, groups: 2, adopted: 1, formerly: 1 },
      { lat: 40, lon: 10, groups: 3, adopted: 0, formerly: 0 },
    ]);
    expect(cells.map(statusOf)).toEqual(['formerly', 'adopted', 'none']);
  });

  it('says whether the backups are off, failed, late or on schedule', () => {
    const b = { scheduled: true, lastAt: '2026-11-29T02:00:00Z', failed: false, warning: false };
    expect(backupCaption({ ...b, scheduled: false, lastAt: null })).toBe('reach.dashboard.backup_off');
    expect(backupCaption({ ...b, failed: true, warning: true })).toBe('reach.dashboard.backup_failed');
    expect(backupCaption({ ...b, warning: true })).toBe('reach.dashboard.backup_old');
    expect(backupCaption(b)).toBe('reach.dashboard.backup_ok');
  });

  it('links a tile to the list with its filter', () => {
    expect(listLink('/admin/reports', { status: 'PENDING' })).toBe('/admin/reports?filter=%7B%22status%22%3A%22PENDING%22%7D');
  });

  it('labels months and rounds the chart top', () => {
    expect(monthLabel('2026-03')).toBe('Mar 26');
    expect(monthLabel('2026-03', 'en-US')).toBe('Mar 26');
    // Another language names the month its own way.
    expect(monthLabel('2026-03', 'es')).toBe('mar 26');
    expect(monthLabel('2026-03', 'fr')).toBe('mars 26');
    expect([niceMax(0), niceMax(3500), niceMax(12000), niceMax(100)]).toEqual([1, 5000, 20000, 100]);
  });

  it('mirrors the giving chart right to left: the first month on the right, the axis on the right edge', () => {
    const ltr = chartLayout(12, 'ltr');
    const rtl = chartLayout(12, 'rtl');
    expect(ltr.slot(0)).toBeLessThan(ltr.slot(11));
    expect(rtl.slot(0)).toBeGreaterThan(rtl.slot(11));
    // Each month's column is the other's mirror image, and so is the axis.
    for (let i = 0; i < 12; i++) expect(rtl.slot(i) + rtl.step).toBeCloseTo(CHART_W - ltr.slot(i));
    expect(ltr.axisX).toBeLessThan(ltr.plot.from);
    expect(rtl.axisX).toBeGreaterThan(rtl.plot.to);
    expect(rtl.plot.to - rtl.plot.from).toBe(ltr.plot.to - ltr.plot.from);
  });
});
