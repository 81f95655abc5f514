import { describe, expect, it } from 'vitest';
import { dateTimeToDay, dayToDateTime, shortDate } from './dates';

describe('dates', () => {
  it('shows a date for people', () => {
    expect(shortDate('2026-03-04T12:00:00Z')).toBe('Mar 4, 2026');
    expect(shortDate(null)).toBe('—');
    expect(shortDate('not a date')).toBe('—');
  });

  it('turns a picked day into midnight UTC and back', () => {
    expect(dayToDateTime('2026-11-21')).toBe('2026-11-21T00:00:00Z');
    expect(dateTimeToDay(dayToDateTime('2026-11-21'))).toBe('2026-11-21');
    expect(dateTimeToDay('2026-11-21T23:30:00Z')).toBe('2026-11-21');
  });

  it('leaves anything else alone', () => {
    expect(dayToDateTime('2026-11-21T05:00:00Z')).toBe('2026-11-21T05:00:00Z');
    expect(dayToDateTime(null)).toBeNull();
    expect(dateTimeToDay(undefined)).toBe('');
    expect(dateTimeToDay('2026')).toBe('');
  });
});
