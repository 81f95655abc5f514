import { FREQUENCY_LABELS } from '../choices';
import { i18nProvider } from '../i18n';

/**
 * csvFrequencyLabel says how often an adoption gives, in English (CSV files keep English words,
 * docs/languages.md): a frequency, One-time, or '-' for prayer.
 */
export const csvFrequencyLabel = (r: Record<string, unknown>): string => {
  const frequency = r.donationFrequency as string | null | undefined;
  if (frequency) return FREQUENCY_LABELS[frequency] ?? frequency;
  return r.level === 'ADOPTER_PRAY' ? '-' : 'One-time';
};

/** frequencyLabel is csvFrequencyLabel in the language shown. */
export const frequencyLabel = (r: Record<string, unknown>): string => {
  const english = csvFrequencyLabel(r);
  if (english === 'One-time') return i18nProvider.translate('reach.fields.one_time');
  return i18nProvider.translate(english, { _: english });
};
