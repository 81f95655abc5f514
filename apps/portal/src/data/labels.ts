// Lookups the spec leaves to us ("labels from a lookup not shown").
import { BIBLE_STATUS_NAMES, JP_SCALE_NAMES } from '@reach/ui/words';

/** ROLE_LABELS names the user's relation to a people group or project (UpgXContact.type). */
export const ROLE_LABELS: Record<string, string> = {
  TRAINER: 'Trainer',
  FIELD_WORKER: 'Field Worker',
  REGIONAL_COORDINATOR: 'Regional Coordinator',
  REGIONAL_COORD: 'Regional Coordinator',
  ADOPTER: 'Adopter',
  SPONSOR: 'Sponsor',
};

/** roleLabel is the label of a link type, or the type made readable. */
export function roleLabel(type: string | null | undefined): string {
  if (!type) return '';
  const key = type.toUpperCase().replace(/[-\s]/g, '_');
  return ROLE_LABELS[key] ?? key.toLowerCase().replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** ADOPTION_LEVEL_LABELS names the gift levels of spec/01 §9. */
export const ADOPTION_LEVEL_LABELS: Record<string, string> = {
  ADOPTER_PRAY: 'Prayer',
  ADOPTER_LV1: 'Level 1 ($30 a month)',
  ADOPTER_LV2: 'Level 2 ($100 a month)',
  ADOPTER_LV3: 'Level 3 ($300 a month)',
};

export function adoptionLevelLabel(level: string | null | undefined): string {
  if (!level) return '—';
  return ADOPTION_LEVEL_LABELS[level] ?? level;
}

/** BIBLE_STATUS_LABELS is Joshua Project's "Bible Translation status" legend (@reach/ui/words). */
export const BIBLE_STATUS_LABELS: Record<number, string> = BIBLE_STATUS_NAMES;

export function bibleStatusLabel(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  return BIBLE_STATUS_LABELS[n] ?? String(n);
}

/** JP_SCALE_LABELS is Joshua Project's Progress Scale (@reach/ui/words). */
export const JP_SCALE_LABELS: Record<number, string> = JP_SCALE_NAMES;

export function jpScaleLabel(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  return JP_SCALE_LABELS[n] ? `${n} — ${JP_SCALE_LABELS[n]}` : String(n);
}

/** PROJECT_TYPE_LABELS names the ProjectType enum. */
export function enumLabel(v: string | null | undefined): string {
  if (!v) return '—';
  return v
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
