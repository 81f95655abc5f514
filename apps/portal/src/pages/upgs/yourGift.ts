// 'Your gift' on the people group cards and page: the donor's own adoptions of a group (the
// account the portal acts for), from myAdoptions, written beside the spec's suggested level.
import { doc } from '@reach/ui/graphql';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { dayText, usd } from '../../data/text';
import type { MyAdoptionsQuery, MyAdoptionsQueryVariables } from '../../generated/graphql';

export const MY_ADOPTIONS = doc<MyAdoptionsQuery, MyAdoptionsQueryVariables>(/* GraphQL */ `query MyAdoptions($peopleGroupId: ID) {
  myAdoptions(peopleGroupId: $peopleGroupId) { _id peopleGroupId level amount monthly since until commitToPray }
}`);

export type MyAdoption = MyAdoptionsQuery['myAdoptions'][number];

const LEVEL_NAMES: Record<string, MessageDescriptor> = {
  ADOPTER_LV1: msg`Level 1`,
  ADOPTER_LV2: msg`Level 2`,
  ADOPTER_LV3: msg`Level 3`,
};

/**
 * giftLine says one gift: 'Level 1, $30 a month since 28 Nov 2026' (from a day to come: 'from 28 Dec
 * 2026'), 'Level 2, $1,200 once, on 28 Nov 2026'; null for a prayer-only adoption, which is a
 * commitment to pray (prayerLine), not a gift of money.
 */
export function giftLine(a: MyAdoption, now: Date = new Date()): string | null {
  const name = a.level === 'ADOPTER_PRAY' ? undefined : LEVEL_NAMES[a.level];
  if (!name || a.amount <= 0) return null;
  const level = i18n._(name);
  const amount = usd(a.amount, true);
  const day = dayText(a.since);
  if (a.monthly) {
    const later = new Date(a.since).getTime() > now.getTime();
    return later ? t`${level}, ${amount} a month from ${day}` : t`${level}, ${amount} a month since ${day}`;
  }
  return t`${level}, ${amount} once, on ${day}`;
}

/** prayerLine says the donor's commitment to pray for the group, or null when they made none. */
export function prayerLine(adoptions: readonly MyAdoption[]): string | null {
  const praying = adoptions.filter((a) => a.commitToPray);
  if (praying.length === 0) return null;
  const since = praying.map((a) => a.since).sort()[0];
  const day = dayText(since);
  return t`Committed to pray since ${day}`;
}

/** byGroup files adoptions under their people group. */
export function byGroup(adoptions: readonly MyAdoption[] | null | undefined): Map<string, MyAdoption[]> {
  const out = new Map<string, MyAdoption[]>();
  for (const a of adoptions ?? []) out.set(a.peopleGroupId, [...(out.get(a.peopleGroupId) ?? []), a]);
  return out;
}
