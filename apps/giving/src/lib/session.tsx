// The partner area's view of the session. The remote reads the stored token
// through @reach/ui's session helpers and asks myProfileForUser itself, so the
// host only mounts it (no props needed); the selected account is
// localStorage.contactId, which every request sends as the Contact header.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { accountsOf, loadForStoredAccount, settleContactId, type Account } from '@reach/ui/accounts';
import { request } from '@reach/ui/graphql';
import { getAuthToken, getContactId, setContactId } from '@reach/ui/session';
import { MY_PROFILE } from '../api/profile';
import type { Profile } from '../api/queries';

export interface GivingSession {
  status: 'loading' | 'signedOut' | 'signedIn';
  profile: Profile | null;
  accounts: Account[];
  contactId: string | null;
  /** accountSelect tells whether the page header shows 'Choose Account' (the host may show its own). */
  accountSelect: boolean;
  /** standalone is true on the giving app's own page (no portal around it). */
  standalone: boolean;
  selectAccount: (contactId: string) => void;
}

const Ctx = createContext<GivingSession | null>(null);

export function GivingSessionProvider({ accountSelect, standalone, children }: { accountSelect: boolean; standalone: boolean; children: ReactNode }) {
  const [status, setStatus] = useState<GivingSession['status']>(() => (getAuthToken() ? 'loading' : 'signedOut'));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [contactId, setContactIdState] = useState<string | null>(() => getContactId());

  useEffect(() => {
    if (!getAuthToken()) return undefined;
    const ac = new AbortController();
    // A stored account the user no longer belongs to (staff took them out of that household or
    // organization) is forgotten, as in the portal: the profile is asked again as the user and
    // the session goes on with the default account.
    loadForStoredAccount(() => request(MY_PROFILE, {}, { signal: ac.signal })).then(
      (d) => {
        const p = d.myProfileForUser;
        setContactIdState(settleContactId(p));
        setProfile(p);
        setStatus('signedIn');
      },
      () => {
        if (!ac.signal.aborted) setStatus('signedOut');
      },
    );
    return () => ac.abort();
  }, []);

  const selectAccount = useCallback((cid: string) => {
    setContactId(cid);
    setContactIdState(cid);
  }, []);

  const value = useMemo<GivingSession>(
    () => ({ status, profile, accounts: accountsOf(profile), contactId, accountSelect, standalone, selectAccount }),
    [status, profile, contactId, accountSelect, standalone, selectAccount],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useGivingSession(): GivingSession {
  const s = useContext(Ctx);
  if (!s) throw new Error('useGivingSession outside GivingSessionProvider');
  return s;
}
