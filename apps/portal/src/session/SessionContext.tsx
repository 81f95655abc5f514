// The session (spec/01 §4): the stored token's profile, sign-in, sign-out and
// the selected account. What the device keeps of a user (docs/offline.md, "Your data on the
// device") goes with their sign-out, after a warning when reports wait to be sent; a portal
// opened offline signs in from the profile kept on the device.
import { currentLanguage, PSEUDO, setLanguage } from '@reach/ui/i18n';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { accountsOf, contactIdFor, loadForStoredAccount, settleContactId, type Account } from '@reach/ui/accounts';
import { isOfflineError, request } from '@reach/ui/graphql';
import {
  clearAllLocalStorage,
  clearContactId,
  clearSession,
  getAuthToken,
  getContactId,
  setAuthToken,
  setContactId as storeContactId,
} from '@reach/ui/session';
import type * as Subscriptions from '@reach/ui/subscriptions';
import { MY_PROFILE, MY_PROFILE_UPDATES, SIGN_OUT, type Profile } from './queries';
import { clearAllDrafts } from '../reports/draftStore';

// The device's store loads with a signed-in session's first need of it, not with every page
// (the giving site's first load runs this module).
const deviceStore = () => import(/* webpackChunkName: "offline-store" */ '../offline/store');

const loadSignOutWarning = () => import(/* webpackChunkName: "sign-out-warning" */ './SignOutWarning');
const SignOutWarning = lazy(loadSignOutWarning);

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
function setDeviceUser(id: string | null) {
  try {
    if (id) localStorage.setItem(DEVICE_USER, id);
    else localStorage.removeItem(DEVICE_USER);
  } catch {
    // storage disabled
  }
}

/** forgetUser deletes what the device keeps of userId: answers, queued reports, drafts. */
export async function forgetUser(userId: string): Promise<void> {
  if (!userId) return;
  const { answers, queue } = await deviceStore();
  await Promise.all([clearAllDrafts(userId), answers.forget(userId), queue.forget(userId).catch(() => undefined)]);
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

// @reach/ui/subscriptions loads with a signed-in session's first subscription,
// not with every page. Until it has loaded there is no socket to reset.
let subscriptions: typeof Subscriptions | undefined;
function loadSubscriptions(): Promise<typeof Subscriptions> {
  return import('@reach/ui/subscriptions').then((m) => (subscriptions = m));
}
function resetSubscriptions() {
  subscriptions?.resetSubscriptions();
}

interface SessionApi {
  status: SessionStatus;
  profile: Profile | null;
  contactId: string | null;
  accounts: Account[];
  /** signIn stores token and loads the profile; on any failure it signs out and rethrows. */
  signIn: (token: string) => Promise<Profile>;
  /** signOut answers false when the user chose to stay signed in (reports wait to be sent). */
  signOut: () => Promise<boolean>;
  selectAccount: (contactId: string) => void;
  /** replaceProfile puts a profile the server just answered in place of the local one. */
  replaceProfile: (profile: Profile) => void;
}

const SessionContext = createContext<SessionApi | null>(null);

async function fetchProfile(): Promise<Profile> {
  const data = await request(MY_PROFILE);
  if (!data.myProfileForUser) throw new Error('No profile');
  const p = data.myProfileForUser;
  setDeviceUser(p._id);
  const contactId = getContactId();
  void deviceStore().then(({ answers }) => {
    answers.reopen(p._id);
    return answers.save(p._id, contactId, MY_PROFILE, {}, data);
  });
  return p;
}

/** keptProfile is the profile kept on the device for the stored session's user (offline open). */
async function keptProfile(): Promise<Profile | null> {
  const uid = deviceUser();
  if (!uid) return null;
  const { answers } = await deviceStore();
  const kept = (await answers.read<{ myProfileForUser: Profile | null }>(uid, getContactId(), MY_PROFILE, {})) ?? (await answers.read<{ myProfileForUser: Profile | null }>(uid, null, MY_PROFILE, {}));
  const p = kept?.data.myProfileForUser;
  return p && p._id === uid ? p : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (getAuthToken() ? 'loading' : 'signedOut'));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [contactId, setContactIdState] = useState<string | null>(() => getContactId());
  const generation = useRef(0);
  const [warning, setWarning] = useState<{ count: number; answer: (yes: boolean) => void } | null>(null);

  const adopt = useCallback((p: Profile) => {
    const cid = settleContactId(p);
    setContactIdState(cid);
    setProfile(p);
    setStatus('signedIn');
  }, []);

  const dropSession = useCallback(() => {
    generation.current++;
    clearSession();
    resetSubscriptions();
    setProfile(null);
    setContactIdState(null);
    setStatus('signedOut');
  }, []);

  // The sign-out warning and the device's store load once signed in: signing out may happen offline.
  useEffect(() => {
    if (status === 'signedIn') void Promise.all([loadSignOutWarning(), deviceStore()]).catch(() => undefined);
  }, [status]);

  // A signed-in user's own language wins over the device's (but for the pseudo-locale).
  const language = profile?.language;
  useEffect(() => {
    if (language && currentLanguage() !== PSEUDO && language !== currentLanguage()) void setLanguage(language, true);
  }, [language]);

  // Session on load: a stored token's profile, or signed out.
  useEffect(() => {
    if (!getAuthToken()) {
      clearSession();
      return;
    }
    const gen = generation.current;
    loadForStoredAccount(fetchProfile)
      .catch(async (e: unknown) => {
        // Offline: the profile kept on the device; the server has not refused the session.
        const kept = isOfflineError(e) ? await keptProfile() : null;
        if (kept) return kept;
        throw e;
      })
      .then(
        (p) => gen === generation.current && adopt(p),
        (e: unknown) => {
          if (gen !== generation.current) return;
          // A session the server refused: what this user read goes at once. Reports and drafts
          // waiting to be sent stay, readable by this user alone once they sign in again
          // (docs/offline.md, "Shared devices").
          const refused = deviceUser();
          if (!isOfflineError(e) && refused) void deviceStore().then(({ answers }) => answers.forget(refused));
          setDeviceUser(null);
          dropSession();
        },
      );
  }, [adopt, dropSession]);

  // An update of the profile replaces the local one. The socket carries the selected account, so
  // a change of account subscribes again (selectAccount closed the old socket).
  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    let stopped = false;
    let stop: (() => void) | undefined;
    void loadSubscriptions().then(({ subscribe }) => {
      if (stopped) return;
      stop = subscribe<{ myProfileUpdatesForUser: { crud: string; id: string; new: Profile | null } }>(
        MY_PROFILE_UPDATES,
        {},
        {
          next: (data) => {
            const update = data.myProfileUpdatesForUser;
            if (update?.new) setProfile(update.new);
          },
        },
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [status, contactId]);

  // A profile that no longer lists the selected account (staff removed the user from that
  // household or organization) moves the session to the default account.
  useEffect(() => {
    if (!profile || !contactId) return;
    const cid = contactIdFor(profile, contactId);
    if (cid === contactId) return;
    if (cid) storeContactId(cid);
    else clearContactId();
    setContactIdState(cid);
    resetSubscriptions();
  }, [profile, contactId]);

  const signIn = useCallback(
    async (token: string) => {
      generation.current++;
      clearSession();
      resetSubscriptions();
      setAuthToken(token);
      try {
        const p = await fetchProfile();
        adopt(p);
        return p;
      } catch (e) {
        dropSession();
        throw e;
      }
    },
    [adopt, dropSession],
  );

  const signOut = useCallback(async () => {
    const uid = profile?._id ?? '';
    // Reports waiting to be sent go with the session: the user is asked first.
    const waiting = uid ? (await (await deviceStore()).queue.list(uid).catch(() => [])).length : 0;
    if (waiting > 0) {
      const yes = await new Promise<boolean>((answer) => setWarning({ count: waiting, answer }));
      setWarning(null);
      if (!yes) return false;
    }
    // What this device keeps of the user goes with the session: drafts (issue 13), what they
    // read, and the reports waiting to be sent.
    await forgetUser(uid);
    setDeviceUser(null);
    if (getAuthToken()) {
      try {
        await request(SIGN_OUT);
      } catch {
        // the local session ends whatever the server says
      }
    }
    clearAllLocalStorage();
    dropSession();
    return true;
  }, [dropSession, profile?._id]);

  const selectAccount = useCallback((cid: string) => {
    storeContactId(cid);
    setContactIdState(cid);
    // the websocket carries contactId in its connection params
    resetSubscriptions();
  }, []);

  const replaceProfile = useCallback((p: Profile) => setProfile(p), []);

  const api = useMemo<SessionApi>(
    () => ({ status, profile, contactId, accounts: accountsOf(profile), signIn, signOut, selectAccount, replaceProfile }),
    [status, profile, contactId, signIn, signOut, selectAccount, replaceProfile],
  );
  return (
    <SessionContext.Provider value={api}>
      {children}
      {warning && (
        <Suspense fallback={null}>
          <SignOutWarning count={warning.count} onAnswer={warning.answer} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionApi {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
