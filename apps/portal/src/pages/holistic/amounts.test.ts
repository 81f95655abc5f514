import { describe, expect, it } from 'vitest';
import { formatAmount, fromX4, overRate, parseDecimal, timesRate, toX4 } from './amounts';

describe('holistic amounts', () => {
  it('turns typed text into ten-thousandths exactly, never through a float', () => {
    expect(toX4('12.5')).toBe(125000);
    expect(toX4('0.1')).toBe(1000);
    expect(toX4('1,250.05')).toBe(12500500);
    expect(toX4('1.00005')).toBe(10001);
    expect(toX4('')).toBeNull();
    expect(toX4('abc')).toBeNull();
    expect(toX4('1e3')).toBeNull();
    expect(parseDecimal('.5')).toEqual({ num: 5n, den: 10n });
  });

  it('writes ten-thousandths back as the form shows them', () => {
    expect(fromX4(125000)).toBe('12.5');
    expect(fromX4(10000)).toBe('1');
    expect(fromX4(-5)).toBe('-0.0005');
    expect(fromX4(null)).toBe('');
  });

  it('converts with the exchange rate ($1 = N local), rounding half away from zero', () => {
    expect(timesRate(10000000, '129.5')).toBe(1295000000);
    expect(timesRate(10000, '0.3')).toBe(3000);
    expect(overRate(1295000000, '129.5')).toBe(10000000);
    expect(overRate(10000, '0')).toBeNull();
    expect(overRate(10000, '')).toBeNull();
    expect(timesRate(null, '2')).toBeNull();
  });

  it('shows amounts in dollars or the local currency', () => {
    expect(formatAmount(12345678)).toBe('$1,234.57');
    expect(formatAmount(12345678, 'KES')).toBe('1,234.57 KES');
    expect(formatAmount(-10000, 'usd')).toBe('-$1.00');
    expect(formatAmount(null)).toBe('—');
  });
});
