// Lookups the spec leaves to us ("labels from a lookup not shown"), in the current language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** ROLE_LABELS names the user's relation to a people group or project (UpgXContact.type). */
export const ROLE_LABELS: Record<string, MessageDescriptor> = {
  TRAINER: msg`Trainer`,
  FIELD_WORKER: msg`Field Worker`,
  REGIONAL_COORDINATOR: msg`Regional Coordinator`,
  REGIONAL_COORD: msg`Regional Coordinator`,
  ADOPTER: msg`Adopter`,
  SPONSOR: msg`Sponsor`,
};

/** roleLabel is the label of a link type, or the type made readable. */
export function roleLabel(type: string | null | undefined): string {
  if (!type) return '';
  const key = type.toUpperCase().replace(/[-\s]/g, '_');
  const known = ROLE_LABELS[key];
  return known ? i18n._(known) : key.toLowerCase().replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** ADOPTION_LEVEL_LABELS names the gift levels of spec/01 §9. */
export const ADOPTION_LEVEL_LABELS: Record<string, MessageDescriptor> = {
  ADOPTER_PRAY: msg`Prayer`,
  ADOPTER_LV1: msg`Level 1 ($30 a month)`,
  ADOPTER_LV2: msg`Level 2 ($100 a month)`,
  ADOPTER_LV3: msg`Level 3 ($300 a month)`,
};

export function adoptionLevelLabel(level: string | null | undefined): string {
  if (!level) return '—';
  const known = ADOPTION_LEVEL_LABELS[level];
  return known ? i18n._(known) : level;
}

/** BIBLE_STATUS_LABELS is Joshua Project's "Bible Translation status" legend. */
export const BIBLE_STATUS_LABELS: Record<number, MessageDescriptor> = {
  0: msg`Unspecified`,
  1: msg`Translation Needed`,
  2: msg`Translation Started`,
  3: msg`Portions`,
  4: msg`New Testament`,
  5: msg`Complete Bible`,
};

export function bibleStatusLabel(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  const known = BIBLE_STATUS_LABELS[n];
  return known ? i18n._(known) : String(n);
}

/** JP_SCALE_LABELS is Joshua Project's Progress Scale (1 least reached to 5 significantly reached). */
export const JP_SCALE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Unreached`,
  2: msg`Minimally Reached`,
  3: msg`Superficially Reached`,
  4: msg`Partially Reached`,
  5: msg`Significantly Reached`,
};

export function jpScaleLabel(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  const known = JP_SCALE_LABELS[n];
  return known ? `${n} — ${i18n._(known)}` : String(n);
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
