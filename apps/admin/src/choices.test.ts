import { afterEach, describe, expect, it } from 'vitest';
import { csvLabelOf, labelOf, regionName, REGION_CHOICES } from './choices';
import { i18nProvider } from './i18n';
import { STATUS_CHOICES } from './reports/reportRules';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('choice names', () => {
  it('read in the language shown; CSV files keep the English names', async () => {
    expect(labelOf(STATUS_CHOICES, 'PENDING')).toBe('Pending Approval');
    await i18nProvider.changeLocale('es');
    expect(labelOf(STATUS_CHOICES, 'PENDING')).toBe('Pendiente de aprobación');
    expect(regionName('11')).toBe('América Latina');
    expect(csvLabelOf(STATUS_CHOICES, 'PENDING')).toBe('Pending Approval');
    expect(csvLabelOf(REGION_CHOICES, '11')).toBe('America, Latin');
    await i18nProvider.changeLocale('ar');
    expect(labelOf(STATUS_CHOICES, 'HOLD')).toBe('معلّق');
    // A value no list names shows as it is.
    expect(labelOf(STATUS_CHOICES, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
