// The adoption gift levels (spec/01 §9).
import type { AdoptionLevel } from '../api/queries';

export interface LevelInfo {
  key: AdoptionLevel;
  label: string;
  /** monthlyCents is the monthly gift; one-time is 12 times it. 0 is prayer only. */
  monthlyCents: number;
  effect: string;
}

/** LEVELS is the gift level table (spec/01 §9). */
export const LEVELS: LevelInfo[] = [
  { key: 'ADOPTER_PRAY', label: 'Prayer', monthlyCents: 0, effect: 'Commitment to pray' },
  { key: 'ADOPTER_LV1', label: 'Level 1', monthlyCents: 3000, effect: 'Partially sponsors 1 missionary' },
  { key: 'ADOPTER_LV2', label: 'Level 2', monthlyCents: 10000, effect: 'Sponsors 1 missionary' },
  { key: 'ADOPTER_LV3', label: 'Level 3', monthlyCents: 30000, effect: 'Sponsors 3 missionaries' },
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
