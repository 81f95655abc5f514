// Browser storage keys shared with the portal (docs/architecture.md: Browser storage).
export const AUTH_TOKEN_KEY = 'authToken';
export const CONTACT_ID_KEY = 'contactId';

export const getAuthToken = (): string | null => localStorage.getItem(AUTH_TOKEN_KEY);

export const setAuthToken = (token: string): void => localStorage.setItem(AUTH_TOKEN_KEY, token);

export const clearSession = (): void => {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(CONTACT_ID_KEY);
};
