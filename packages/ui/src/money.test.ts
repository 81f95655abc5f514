import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './language';
import {
  centsToDollars,
  dollarsToX4,
  formatCents,
  formatDollars,
  formatGift,
  formatHundredthsPercent,
  formatX4,
  x4ToCents,
  x4ToDollarNumber,
  x4ToDollars,
} from './money';

describe('money', () => {
  it('shows a gift without cents when it has none', () => {
    expect(formatGift(3000)).toBe('$30');
    expect(formatGift(120000)).toBe('$1,200');
    expect(formatGift(1250)).toBe('$12.50');
    expect(formatGift(null)).toBe('-');
  });

  it('shows cents as dollars with thousands separators and two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-123456)).toBe('-$1,234.56');
    expect(formatCents(100_000_000_000)).toBe('$1,000,000,000.00');
  });

  it('shows a missing amount as a dash', () => {
    expect(formatCents(null)).toBe('-');
    expect(formatCents(undefined)).toBe('-');
    expect(formatCents(Number.NaN)).toBe('-');
    expect(formatX4(null)).toBe('-');
  });

  it('rounds ten-thousandths to cents, half away from zero', () => {
    expect(formatX4(12345678)).toBe('$1,234.57');
    expect(formatX4(125_000_000)).toBe('$12,500.00');
    expect(x4ToCents(50)).toBe(1);
    expect(x4ToCents(-50)).toBe(-1);
    expect(x4ToCents(49)).toBe(0);
  });

  it('writes exact decimals for CSV files', () => {
    expect(centsToDollars(-123405)).toBe('-1234.05');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(null)).toBe('');
    expect(x4ToDollars(125_005_000)).toBe('12500.50');
    expect(x4ToDollars(undefined)).toBe('');
  });

  it('reads dollars typed in a form', () => {
    expect(dollarsToX4('$1,250.50')).toBe(12_505_000);
    expect(dollarsToX4(12.5)).toBe(125_000);
    expect(dollarsToX4(0.1 + 0.2)).toBe(3000);
    expect(dollarsToX4('')).toBeNull();
    expect(dollarsToX4('twelve')).toBeNull();
    expect(x4ToDollarNumber(125_005_000)).toBe(12500.5);
  });

  it('shows whole dollars and percentages', () => {
    expect(formatDollars(1200)).toBe('$1,200.00');
    expect(formatHundredthsPercent(4250)).toBe('42.5%');
    expect(formatHundredthsPercent(10000)).toBe('100%');
    expect(formatHundredthsPercent(null)).toBe('-');
  });

  describe('in another language', () => {
    afterEach(() => applyLanguage('en'));

    it('shows US dollars the French way', () => {
      applyLanguage('fr');
      expect(formatCents(123450)).toBe('1\u202f234,50\u00a0$US');
      expect(formatGift(3000)).toBe('30\u00a0$US');
      expect(formatGift(1250)).toBe('12,50\u00a0$US');
      expect(formatX4(12345678)).toBe('1\u202f234,57\u00a0$US');
      expect(formatHundredthsPercent(4250)).toBe('42,5\u00a0%');
      expect(formatCents(null)).toBe('-');
    });

    it('shows US dollars the Spanish way', () => {
      applyLanguage('es');
      expect(formatCents(1234550)).toBe('12.345,50\u00a0US$');
      expect(formatDollars(1200)).toBe('1200,00\u00a0US$');
    });

    it('keeps the English of the specs in the pseudo-locale', () => {
      applyLanguage('en-XA');
      expect(formatCents(123456)).toBe('$1,234.56');
    });
  });
});
