import { describe, expect, it } from 'vitest';
import { AMOUNT_REQUIRED, AMOUNT_TOO_LARGE, cancelQuestion, dollars, givingYears, monthlyDollars, pdfBlob, recurringStatusLabel, statusLabel } from './myGiving';

describe('My Giving rules', () => {
  it('shows cents as dollars, refunds negative', () => {
    expect(dollars(2500)).toBe('$25.00');
    expect(dollars(123450)).toBe('$1,234.50');
    expect(dollars(-2500)).toBe('-$25.00');
  });

  it('lists each year with gifts once, newest first', () => {
    const years = givingYears([
      { givenOn: '2025-03-01T10:00:00Z' },
      { givenOn: '2026-01-05T10:00:00Z' },
      { givenOn: '2025-12-31T23:00:00Z' },
    ]);
    expect(years).toEqual([2026, 2025]);
    expect(givingYears([])).toEqual([]);
  });

  it('names the statuses', () => {
    expect(statusLabel('PAID')).toBe('Paid');
    expect(statusLabel('REFUNDED')).toBe('Refunded');
  });

  it('decodes a base64 PDF into its bytes', async () => {
    const blob = pdfBlob(btoa('%PDF-1.4 x'));
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(10);
  });

  it('reads a monthly amount in whole dollars with the giving flow\'s messages', () => {
    expect(monthlyDollars('55')).toEqual({ dollars: 55 });
    expect(monthlyDollars(' $1,250 ')).toEqual({ dollars: 1250 });
    expect(monthlyDollars('999999')).toEqual({ dollars: 999_999 });
    for (const bad of ['', '0', '-5', '12.50', '1e3', 'ten']) expect(monthlyDollars(bad)).toEqual({ error: AMOUNT_REQUIRED });
    expect(monthlyDollars('1000000')).toEqual({ error: AMOUNT_TOO_LARGE });
  });

  it('names a monthly gift\'s status and asks before cancelling', () => {
    expect(recurringStatusLabel('ACTIVE')).toBe('Active');
    expect(recurringStatusLabel('CANCELLED')).toBe('Cancelled');
    expect(recurringStatusLabel('ENDED')).toBe('Ended');
    expect(cancelQuestion(5500, 'Holistic project: Clean water')).toBe(
      'Cancel your monthly gift of $55.00 to Holistic project: Clean water? No further charges will be made.',
    );
  });
});
