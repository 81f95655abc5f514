import { FREQUENCY_LABELS } from '../choices';

/** frequencyLabel says how often an adoption gives: a frequency, One-time, or '-' for prayer. */
export const frequencyLabel = (r: Record<string, unknown>): string => {
  const frequency = r.donationFrequency as string | null | undefined;
  if (frequency) return FREQUENCY_LABELS[frequency] ?? frequency;
  return r.level === 'ADOPTER_PRAY' ? '-' : 'One-time';
};
