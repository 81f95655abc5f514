// The adoption gift levels (spec/01 §9).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdoptionLevel } from '../api/queries';

export interface LevelInfo {
  key: AdoptionLevel;
  /** label and effect are translated where shown (i18n._). */
  label: MessageDescriptor;
  /** monthlyCents is the monthly gift; one-time is 12 times it. 0 is prayer only. */
  monthlyCents: number;
  effect: MessageDescriptor;
}

/** LEVELS is the gift level table (spec/01 §9). */
export const LEVELS: LevelInfo[] = [
  { key: 'ADOPTER_PRAY', label: msg`Prayer`, monthlyCents: 0, effect: msg`Commitment to pray` },
  { key: 'ADOPTER_LV1', label: msg`Level 1`, monthlyCents: 3000, effect: msg`Partially sponsors 1 missionary` },
  { key: 'ADOPTER_LV2', label: msg`Level 2`, monthlyCents: 10000, effect: msg`Sponsors 1 missionary` },
  { key: 'ADOPTER_LV3', label: msg`Level 3`, monthlyCents: 30000, effect: msg`Sponsors 3 missionaries` },
];

/** SKIP_LEVELS are the levels offered when the organisation picks the group. */
export const SKIP_LEVELS: AdoptionLevel[] = ['ADOPTER_LV1', 'ADOPTER_LV2'];

export function levelInfo(key: string | null | undefined): LevelInfo | undefined {
  return LEVELS.find((l) => l.key === key);
}

/** levelCents is what a level gives once: monthly, or 12 times monthly when one-time. */
export function levelCents(level: LevelInfo, recurring: boolean): number {
  return recurring ? level.monthlyCents : level.monthlyCents * 12;
}
