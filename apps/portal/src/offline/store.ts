// store is what the session needs of the device's store, in one chunk loaded with a signed-in
// session's first need of it (the giving site's first load runs the session, not this): the
// answers kept for reading offline, the outbox of reports waiting to be sent, and the session's
// own uses of them (who the device's user is, their profile kept for an offline open, what goes
// at sign-out).
import { isOfflineError } from '@reach/ui/graphql';
import { getContactId } from '@reach/ui/session';
import { clearAllDrafts } from '../reports/draftStore';
import { MY_PROFILE, type Profile } from '../session/queries';
import { answers } from './answers';
import { queue } from './outbox';

export { answers, queue };

// DEVICE_USER is the signed-in user's id, kept beside the token so a portal opened offline finds
// that user's profile on the device (never the token itself in IndexedDB).
const DEVICE_USER = 'reach.deviceUser';
function deviceUser(): string {
  try {
    return localStorage.getItem(DEVICE_USER) ?? '';
  } catch {
    return '';
  }
}
export function setDeviceUser(id: string | null): void {
  try {
    if (id) localStorage.setItem(DEVICE_USER, id);
    else localStorage.removeItem(DEVICE_USER);
  } catch {
    // storage disabled
  }
}

/** rememberProfile keeps the profile the server answered, for a portal opened offline. */
export async function rememberProfile(p: Profile, data: unknown): Promise<void> {
  setDeviceUser(p._id);
  answers.reopen(p._id);
  await answers.save(p._id, getContactId(), MY_PROFILE, {}, data);
}

/**
 * afterFailedLoad: the stored session's profile could not be loaded (error e). Offline, it answers
 * the profile kept on the device, the server not having refused the session; a session the server
 * refused loses what its user read (refused), while current() says the load still matters. The
 * error stands otherwise.
 */
export async function afterFailedLoad(e: unknown, current: () => boolean): Promise<Profile> {
  if (isOfflineError(e)) {
    const kept = await keptProfile();
    if (kept) return kept;
  } else if (current()) {
    await refused();
  }
  throw e;
}

/** keptProfile is the profile kept on the device for the stored session's user (offline open). */
async function keptProfile(): Promise<Profile | null> {
  const uid = deviceUser();
  if (!uid) return null;
  const kept = (await answers.read<{ myProfileForUser: Profile | null }>(uid, getContactId(), MY_PROFILE, {})) ?? (await answers.read<{ myProfileForUser: Profile | null }>(uid, null, MY_PROFILE, {}));
  const p = kept?.data.myProfileForUser;
  return p && p._id === uid ? p : null;
}

/**
 * refused: the server refused the stored session. What its user read goes at once; reports and
 * drafts waiting to be sent stay, readable by this user alone once they sign in again
 * (docs/offline.md, "Shared devices").
 */
async function refused(): Promise<void> {
  const uid = deviceUser();
  setDeviceUser(null);
  if (uid) await answers.forget(uid);
}

/** forgetUser deletes what the device keeps of userId: answers, queued reports, drafts. */
export async function forgetUser(userId: string): Promise<void> {
  setDeviceUser(null);
  if (!userId) return;
  await Promise.all([clearAllDrafts(userId), answers.forget(userId), queue.forget(userId).catch(() => undefined)]);
}
