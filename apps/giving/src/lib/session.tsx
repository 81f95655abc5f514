// The partner area's view of the session. The remote reads the stored token
// through @reach/ui's session helpers and asks myProfileForUser itself, so the
// host only mounts it (no props needed); the selected account is
// localStorage.contactId, which every request sends as the Contact header.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Account } from '@reach/ui/accounts';
import { getAuthToken, getContactId, setContactId } from '@reach/ui/session';
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
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [contactId, setContactIdState] = useState<string | null>(() => getContactId());

  useEffect(() => {
    if (!getAuthToken()) return undefined;
    const ac = new AbortController();
    import(/* webpackChunkName: "signed-in" */ './signedIn').then((m) => m.loadProfile(ac.signal)).then(
      (d) => {
        setContactIdState(d.contactId);
        setProfile(d.profile);
        setAccounts(d.accounts);
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
    () => ({ status, profile, accounts, contactId, accountSelect, standalone, selectAccount }),
    [status, profile, accounts, contactId, accountSelect, standalone, selectAccount],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useGivingSession(): GivingSession {
  const s = useContext(Ctx);
  if (!s) throw new Error('useGivingSession outside GivingSessionProvider');
  return s;
}
