import { describe, expect, it } from 'vitest';
import { dollars, givingYears, pdfBlob, statusLabel } from './myGiving';

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
});
