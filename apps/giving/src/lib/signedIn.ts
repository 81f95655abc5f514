// What the session needs once a token is stored: the profile and its
// accounts. A module of its own, loaded only when signed in, so that a
// signed-out visitor's first load carries neither the profile query nor the
// account helpers.
import { accountsOf, loadForStoredAccount, settleContactId, type Account } from '@reach/ui/accounts';
import { request } from '@reach/ui/graphql';
import { MY_PROFILE } from '../api/profile';
import type { Profile } from '../api/queries';

/**
 * loadProfile asks myProfileForUser. A stored account the user no longer
 * belongs to (staff took them out of that household or organization) is
 * forgotten, as in the portal: the profile is asked again as the user and the
 * session goes on with the default account.
 */
export async function loadProfile(signal: AbortSignal): Promise<{ profile: Profile; accounts: Account[]; contactId: string | null }> {
  const d = await loadForStoredAccount(() => request(MY_PROFILE, {}, { signal }));
  const profile = d.myProfileForUser;
  return { profile, accounts: accountsOf(profile), contactId: settleContactId(profile) };
}
