// The population filter (spec/01 §9): a log-scale slider from 1 to 1.5 billion
// on wide screens, and a few 'under' choices on phones.
import { msg } from '@lingui/core/macro';
import { intlLocale } from '@reach/ui/language';

export const POPULATION_MAX = 1_500_000_000;
/** SLIDER_STEPS is the slider's resolution; 0 is 1 person, SLIDER_STEPS is 1.5 billion. */
export const SLIDER_STEPS = 1000;
const LOG_MAX = Math.log10(POPULATION_MAX);

/** sliderToPopulation maps a slider position to a population, rounded to 2 significant digits. */
export function sliderToPopulation(v: number): number {
  if (v <= 0) return 1;
  if (v >= SLIDER_STEPS) return POPULATION_MAX;
  const raw = Math.pow(10, (v / SLIDER_STEPS) * LOG_MAX);
  const mag = Math.pow(10, Math.max(0, Math.floor(Math.log10(raw)) - 1));
  return Math.round(raw / mag) * mag;
}

/** compactPopulation shows 1.2K, 34M, 1.5B. */
export function compactPopulation(n: number): string {
  const locale = intlLocale();
  if (locale !== 'en-US') return new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 2 }).format(n);
  const fmt = (x: number, unit: string) => `${Number(x.toFixed(x < 10 ? 1 : 0))}${unit}`;
  if (n >= 1e9) return fmt(n / 1e9, 'B');
  if (n >= 1e6) return fmt(n / 1e6, 'M');
  if (n >= 1e3) return fmt(n / 1e3, 'K');
  return String(n);
}

/** MOBILE_OPTIONS are the phone's choices: a population maximum (labels translated where shown). */
export const MOBILE_OPTIONS = [
  { value: 1_000, label: msg`Under 1,000` },
  { value: 10_000, label: msg`Under 10,000` },
  { value: 100_000, label: msg`Under 100,000` },
  { value: 1_000_000, label: msg`Under 1 million` },
  { value: 1_000_000_000, label: msg`Under 1 billion` },
];
