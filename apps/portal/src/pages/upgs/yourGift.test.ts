import { describe, expect, it } from 'vitest';
import { byGroup, giftLine, prayerLine, type MyAdoption } from './yourGift';

const gift = (over: Partial<MyAdoption>): MyAdoption => ({
  _id: 'a1',
  peopleGroupId: 'af-14372',
  level: 'ADOPTER_LV1',
  amount: 3000,
  monthly: true,
  since: '2026-11-28T00:00:00Z',
  until: '2027-11-28T00:00:00Z',
  commitToPray: true,
  ...over,
});

describe('your gift', () => {
  const now = new Date('2026-12-05T10:00:00Z');

  it('says a monthly gift as the donor gave it', () => {
    expect(giftLine(gift({}), now)).toBe('Level 1, $30 a month since 28 Nov 2026');
    expect(giftLine(gift({ level: 'ADOPTER_LV3', amount: 30000, since: '2026-12-28T00:00:00Z' }), now)).toBe('Level 3, $300 a month from 28 Dec 2026');
  });

  it('says a one-time gift, and nothing of money for prayer', () => {
    expect(giftLine(gift({ level: 'ADOPTER_LV2', amount: 120000, monthly: false, until: null, since: '2026-11-30T15:04:00Z' }), now)).toBe(
      'Level 2, $1,200 once, on 30 Nov 2026',
    );
    expect(giftLine(gift({ level: 'ADOPTER_PRAY', amount: 0, monthly: false, until: null }), now)).toBeNull();
  });

  it('says the commitment to pray from its first day', () => {
    expect(prayerLine([gift({ commitToPray: false })])).toBeNull();
    expect(prayerLine([gift({ since: '2026-12-01T00:00:00Z' }), gift({ _id: 'a2', since: '2026-11-02T00:00:00Z' })])).toBe('Committed to pray since 2 Nov 2026');
  });

  it('files gifts under their group', () => {
    const m = byGroup([gift({}), gift({ _id: 'a2' }), gift({ _id: 'a3', peopleGroupId: 'ke-1' })]);
    expect(m.get('af-14372')?.map((a) => a._id)).toEqual(['a1', 'a2']);
    expect(m.get('ke-1')).toHaveLength(1);
    expect(byGroup(null).size).toBe(0);
  });
});
