import { beforeEach, describe, expect, it } from 'vitest';
import { accountsOf, contactIdFor, defaultContactId, loadForStoredAccount, settleContactId } from './accounts';
import { GraphQLRequestError } from './graphql';
import { CONTACT_ID_KEY } from './session';
import { withWindow } from './testing';

const me = { _id: 'c-me', fullName: 'Ann Lee' };
const household = { _id: 'c-home', fullName: 'The Lees' };
const org = { _id: 'c-org', fullName: 'Hope Church' };

describe('accounts', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = withWindow();
  });

  it("lists 'Me', 'My Household' and each organization", () => {
    expect(accountsOf({ myContact: me, myHousehold: household, myOrganizations: [org] }).map((a) => [a.label, a.fullName])).toEqual([
      ['Me', 'Ann Lee'],
      ['My Household', 'The Lees'],
      ['My Organization', 'Hope Church'],
    ]);
    expect(accountsOf(null)).toEqual([]);
  });

  it('acts for the household by default, else for the user', () => {
    expect(defaultContactId({ myContact: me, myHousehold: household })).toBe('c-home');
    expect(defaultContactId({ myContact: me })).toBe('c-me');
  });

  it('keeps a selected account only while the profile lists it', () => {
    const profile = { myContact: me, myHousehold: household, myOrganizations: [org] };
    expect(contactIdFor(profile, 'c-org')).toBe('c-org');
    expect(contactIdFor({ myContact: me, myHousehold: household }, 'c-org')).toBe('c-home');
  });

  it('stores the settled account', () => {
    storage.setItem(CONTACT_ID_KEY, 'c-gone');
    expect(settleContactId({ myContact: me })).toBe('c-me');
    expect(storage.getItem(CONTACT_ID_KEY)).toBe('c-me');
  });

  it('forgets an account the server refuses and loads again as the user', async () => {
    storage.setItem(CONTACT_ID_KEY, 'c-gone');
    const calls: (string | null)[] = [];
    const profile = await loadForStoredAccount(async () => {
      calls.push(storage.getItem(CONTACT_ID_KEY));
      if (storage.getItem(CONTACT_ID_KEY)) throw new GraphQLRequestError('Forbidden', 'FORBIDDEN');
      return 'profile';
    });
    expect(profile).toBe('profile');
    expect(calls).toEqual(['c-gone', null]);
  });

  it('passes other failures on', async () => {
    storage.setItem(CONTACT_ID_KEY, 'c-home');
    await expect(
      loadForStoredAccount(async () => {
        throw new GraphQLRequestError('Not signed in', 'UNAUTHENTICATED');
      }),
    ).rejects.toThrow('Not signed in');
    expect(storage.getItem(CONTACT_ID_KEY)).toBe('c-home');
  });
});
