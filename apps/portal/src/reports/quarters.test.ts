import { describe, expect, it } from 'vitest';
import { defaultQuarter, quarterOf, quarterOptions, shownQuarters } from './quarters';

describe('quarters', () => {
  it('names the quarter of a date', () => {
    expect(quarterOf(new Date(2026, 0, 1))).toBe('2026.Q1');
    expect(quarterOf(new Date(2026, 2, 31))).toBe('2026.Q1');
    expect(quarterOf(new Date(2026, 3, 1))).toBe('2026.Q2');
    expect(quarterOf(new Date(2026, 8, 30))).toBe('2026.Q3');
    expect(quarterOf(new Date(2026, 11, 31))).toBe('2026.Q4');
  });

  it('offers the current quarter and the last 2 years, newest first', () => {
    expect(quarterOptions(new Date(2026, 10, 25))).toEqual([
      '2026.Q4', '2026.Q3', '2026.Q2', '2026.Q1', '2025.Q4', '2025.Q3', '2025.Q2', '2025.Q1', '2024.Q4',
    ]);
    const q1 = quarterOptions(new Date(2026, 1, 10));
    expect(q1).toHaveLength(9);
    expect(q1[0]).toBe('2026.Q1');
    expect(q1[8]).toBe('2024.Q1');
  });

  it('defaults to the quarter holding the date 14 days ago', () => {
    expect(defaultQuarter(new Date(2026, 3, 10))).toBe('2026.Q1');
    expect(defaultQuarter(new Date(2026, 3, 15))).toBe('2026.Q2');
    expect(defaultQuarter(new Date(2026, 0, 5))).toBe('2025.Q4');
    expect(quarterOptions(new Date(2026, 0, 5))).toContain(defaultQuarter(new Date(2026, 0, 5)));
  });

  it('shows 4, then 2 more per Show More, never past 9', () => {
    expect(shownQuarters(0)).toBe(4);
    expect(shownQuarters(1)).toBe(6);
    expect(shownQuarters(2)).toBe(8);
    expect(shownQuarters(3)).toBe(9);
    expect(shownQuarters(10)).toBe(9);
  });
});
