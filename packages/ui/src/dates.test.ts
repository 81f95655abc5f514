import { describe, expect, it } from 'vitest';
import { applyLanguage } from './language';
import { dateTimeToDay, dayText, dayToDateTime, shortDate, yearAfter } from './dates';

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

  it('writes a day as gifts do, in UTC', () => {
    expect(dayText('2026-11-28')).toBe('28 Nov 2026');
    expect(dayText('2026-11-28T23:30:00Z')).toBe('28 Nov 2026');
    expect(dayText('2026-12-01T00:00:00Z')).toBe('1 Dec 2026');
    expect(dayText(null)).toBe('—');
    expect(dayText('soon')).toBe('—');
  });

  it('ends a monthly gift a year after its first day, as the server does', () => {
    expect(yearAfter('2026-11-28')).toBe('2027-11-28');
    expect(yearAfter('2028-02-29')).toBe('2029-03-01');
    expect(yearAfter('2026-11-28T00:00:00Z')).toBe('');
    expect(yearAfter('')).toBe('');
  });

  it('writes a day in the current language', () => {
    try {
      applyLanguage('fr');
      expect(dayText('2026-12-28')).toBe('28 déc. 2026');
      applyLanguage('es');
      expect(dayText('2026-12-28T00:00:00Z')).toBe('28 dic 2026');
    } finally {
      applyLanguage('en');
    }
    expect(dayText('2026-12-28')).toBe('28 Dec 2026');
  });
});
