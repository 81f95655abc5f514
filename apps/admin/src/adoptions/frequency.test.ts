import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { formatValue } from '../reports/reportFields';
import { csvFrequencyLabel, frequencyLabel } from './frequency';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('words in lists and fields', () => {
  it('names how often an adoption gives in the language shown; the CSV file keeps English', async () => {
    await i18nProvider.changeLocale('es');
    expect(frequencyLabel({ donationFrequency: 'Monthly' })).toBe('Mensual');
    expect(frequencyLabel({ level: 'ADOPTER_LV1' })).toBe('Única');
    expect(frequencyLabel({ level: 'ADOPTER_PRAY' })).toBe('-');
    expect(csvFrequencyLabel({ donationFrequency: 'Monthly' })).toBe('Monthly');
    expect(csvFrequencyLabel({ level: 'ADOPTER_LV1' })).toBe('One-time');
  });

  it("says yes and no in the language shown in a report's fields", async () => {
    expect(formatValue('onBehalfOf', true)).toBe('Yes');
    await i18nProvider.changeLocale('ar');
    expect(formatValue('onBehalfOf', true)).toBe('نعم');
    expect(formatValue('onBehalfOf', false)).toBe('لا');
    expect(formatValue('potentialRole', 'TRAINER')).toBe('مدرّب');
  });
});
