import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n';
import { formatCents, formatWholeDollars, formatX4 } from './money';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('money in the language shown', () => {
  it('stays the specs\' dollars in English', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatX4(12345678)).toBe('$1,234.57');
    expect(formatCents(null)).toBe('-');
    expect(formatWholeDollars(10_000)).toBe('$100');
  });

  it('writes US dollars the Spanish and French way', async () => {
    await i18nProvider.changeLocale('es');
    expect(formatCents(123456)).toBe('1234,56\u00a0US$');
    await i18nProvider.changeLocale('fr');
    expect(formatCents(123456)).toBe('1\u202f234,56\u00a0$US');
    expect(formatX4(12345678)).toBe('1\u202f234,57\u00a0$US');
    expect(formatCents(undefined)).toBe('-');
    // A chart's axis: whole dollars, no cents.
    expect(formatWholeDollars(500_000)).toBe('5\u202f000\u00a0$US');
  });
});
