// The accounts a signed-in user may act for ('Me', 'My Household', 'My Organization') and the
// one requests act for: localStorage.contactId, sent as the Contact header (docs/architecture.md,
// "Contacts and accounts"). The portal and the giving app's own page keep the selected account
// by these rules, so a household or organization the user was taken out of falls back to the
// default account in both instead of answering FORBIDDEN to every call.
import { clearContactId, getContactId, setContactId } from './session';

/** AccountContact is a contact as the profile names it. */
export interface AccountContact {
  _id: string;
  fullName: string;
}

/** AccountsProfile is the part of myProfileForUser that lists the accounts. */
export interface AccountsProfile {
  myContact?: AccountContact | null;
  myHousehold?: AccountContact | null;
  myOrganizations?: AccountContact[] | null;
}

export type AccountLabel = 'Me' | 'My Household' | 'My Organization';

export interface Account {
  contactId: string;
  label: AccountLabel;
  fullName: string;
}

/** accountsOf lists the accounts the user may act for: 'Me', 'My Household', 'My Organization'. */
export function accountsOf(profile: AccountsProfile | null | undefined): Account[] {
  if (!profile) return [];
  const out: Account[] = [];
  if (profile.myContact) out.push({ contactId: profile.myContact._id, label: 'Me', fullName: profile.myContact.fullName });
  if (profile.myHousehold) out.push({ contactId: profile.myHousehold._id, label: 'My Household', fullName: profile.myHousehold.fullName });
  for (const org of profile.myOrganizations ?? []) out.push({ contactId: org._id, label: 'My Organization', fullName: org.fullName });
  return out;
}

/** defaultContactId is the household if there is one, else the user's own contact. */
export function defaultContactId(profile: AccountsProfile): string | null {
  return profile.myHousehold?._id ?? profile.myContact?._id ?? null;
}

/**
 * contactIdFor keeps the selected account while the profile still lists it; otherwise (none yet,
 * or staff took the user out of that household or organization) it is the default account.
 */
export function contactIdFor(profile: AccountsProfile, selected: string | null): string | null {
  if (selected && accountsOf(profile).some((a) => a.contactId === selected)) return selected;
  return defaultContactId(profile);
}

/** settleContactId stores the account requests act for now that profile is known, and returns it. */
export function settleContactId(profile: AccountsProfile): string | null {
  const cid = contactIdFor(profile, getContactId());
  if (cid) setContactId(cid);
  else clearContactId();
  return cid;
}

/**
 * loadForStoredAccount runs load (the profile's query). The server refuses every call acting for
 * an account the user no longer belongs to, the profile's too: then the stored account is
 * forgotten and load runs again as the user, rather than the session ending.
 */
export async function loadForStoredAccount<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    // The error's code, not its class (GraphQLRequestError): a federated remote may hold
    // another copy of the graphql module than the host whose request failed.
    const code = e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
    if (code !== 'FORBIDDEN' || !getContactId()) throw e;
    clearContactId();
    return load();
  }
}
