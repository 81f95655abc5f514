import { describe, expect, it } from 'vitest';
import { afterGift } from './afterGift';
import type { SponsorshipResult } from '../api/queries';

const now = new Date('2026-11-28T12:00:00Z');
const group = { peopleGroup: { _id: 'af-14372' } } as unknown as SponsorshipResult;
const paid = { ...group, payment: { _id: '', usdCentsAmount: 3000 }, recurringPayment: { _id: '', frequency: 'Monthly', usdCentsAmount: 3000, startDate: '2026-11-28T00:00:00Z' } } as SponsorshipResult;
const startsLater = { ...group, payment: null, recurringPayment: { _id: '', frequency: 'Monthly', usdCentsAmount: 3000, startDate: '2026-12-28T00:00:00Z' } } as SponsorshipResult;
const adopt = { dashboard: '/upgs', noun: 'people group' as const, now };

describe('after a gift', () => {
  it('sends a signed-in donor to the dashboard, where the group already is', () => {
    expect(afterGift(paid, { ...adopt, signedIn: true })).toEqual({ label: 'Continue to My Dashboard', to: '/upgs', note: null });
  });

  it('says when a monthly gift that starts later shows', () => {
    expect(afterGift(startsLater, { ...adopt, signedIn: true }).note).toBe('Your people group shows in your dashboard from your first donation on 28 Dec 2026.');
  });

  it('names the account a signed-out donor creates, or signs in to', () => {
    const invited = afterGift({ ...paid, userInvite: { _id: 'code/1' } }, { ...adopt, signedIn: false });
    expect(invited).toEqual({ label: 'Create My Account', to: '/sign-up?i=code%2F1', note: 'Create your account to see your people group in your dashboard.' });
    const notInvited = afterGift({ ...startsLater, userInvite: null }, { dashboard: '/holistic-projects', noun: 'project', now, signedIn: false });
    expect(notInvited.label).toBe('Sign In to My Dashboard');
    expect(notInvited.to).toBe('/sign-in?p=%2Fholistic-projects');
  });

  it('never says the gift takes a day or two', () => {
    for (const r of [paid, startsLater, { ...paid, userInvite: { _id: 'c' } }, { payment: { _id: '', usdCentsAmount: 5000 } } as SponsorshipResult]) {
      for (const signedIn of [true, false]) {
        const { note } = afterGift(r, { ...adopt, signedIn });
        expect(note ?? '').not.toMatch(/day or two/);
      }
    }
  });

  it('tells a gift to where it is needed most that no group of its own shows', () => {
    expect(afterGift({ payment: { _id: '', usdCentsAmount: 5000 } } as SponsorshipResult, { ...adopt, signedIn: true }).note).toBe(
      'Your gift goes where it is needed most, so no people group of your own is added to your dashboard: My Giving lists the gift.',
    );
  });
});
