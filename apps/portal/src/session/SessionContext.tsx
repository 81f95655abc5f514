// The session (spec/01 §4): the stored token's profile, sign-in, sign-out and
// the selected account. What the device keeps of a user (docs/offline.md, "Your data on the
// device") goes with their sign-out, after a warning when reports wait to be sent; a portal
// opened offline signs in from the profile kept on the device.
import { currentLanguage, PSEUDO, setLanguage } from '@reach/ui/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { accountsOf, contactIdFor, loadForStoredAccount, settleContactId, type Account } from '@reach/ui/accounts';
import { request } from '@reach/ui/graphql';
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

// The device's store, and what the session does with it, load with a signed-in session's first
// need of them (each profile the server answers is kept there, so the store is in place before a
// sign-out that may happen offline), not with every page (the giving site's first load runs this
// module).
const deviceStore = () => import(/* webpackChunkName: "offline-store" */ '../offline/store');

// signOutGuard, set by the signed-in portal (offline/OfflineData.tsx), asks before a sign-out
// deletes reports waiting to be sent: false keeps the person signed in.
let signOutGuard: ((userId: string) => Promise<boolean>) | null = null;
export function setSignOutGuard(guard: typeof signOutGuard): void {
  signOutGuard = guard;
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
  const p = data.myProfileForUser;
  if (!p) throw new Error('No profile');
  void deviceStore().then((d) => d.rememberProfile(p, data));
  return p;
}

// A stored token's profile, asked for by startSession before the first render (bootstrap.tsx):
// on a phone the request then runs beside the catalogs' download and React's first render rather
// than after them. The provider's first mount takes it; later loads ask again.
let early: Promise<Profile> | null = null;
export function startSession(): void {
  if (!getAuthToken()) return;
  early = loadForStoredAccount(fetchProfile);
  early.catch(() => undefined); // handled where the provider takes it
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (getAuthToken() ? 'loading' : 'signedOut'));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [contactId, setContactIdState] = useState<string | null>(() => getContactId());
  const generation = useRef(0);

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
    const load = early ?? loadForStoredAccount(fetchProfile);
    early = null;
    load
      // Offline, the profile kept on the device; refused, what its user read goes (offline/store.ts).
      .catch(async (e: unknown) => (await deviceStore()).afterFailedLoad(e, () => gen === generation.current))
      .then(
        (p) => gen === generation.current && adopt(p),
        () => gen === generation.current && dropSession(),
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
    if (signOutGuard && !(await signOutGuard(uid))) return false;
    // What this device keeps of the user goes with the session: drafts (issue 13), what they
    // read, and the reports waiting to be sent.
    await (await deviceStore()).forgetUser(uid);
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
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
