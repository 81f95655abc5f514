// The browser state the session keeps (docs/architecture.md): the auth token
// and the selected account's contact id, in localStorage.

export const AUTH_TOKEN_KEY = 'authToken';
export const CONTACT_ID_KEY = 'contactId';

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled
  }
}

export function getAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setAuthToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
}

export function getContactId(): string | null {
  return storage()?.getItem(CONTACT_ID_KEY) ?? null;
}

export function setContactId(contactId: string): void {
  storage()?.setItem(CONTACT_ID_KEY, contactId);
}

/** clearContactId forgets the selected account: requests then act for the user's own contact. */
export function clearContactId(): void {
  storage()?.removeItem(CONTACT_ID_KEY);
}

/** clearSession removes the token and the selected account. */
export function clearSession(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
  storage()?.removeItem(CONTACT_ID_KEY);
}

/** clearAllLocalStorage is what sign-out does (spec/02 §2: it clears all local storage). */
export function clearAllLocalStorage(): void {
  storage()?.clear();
}
