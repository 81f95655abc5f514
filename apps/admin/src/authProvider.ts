// react-admin's authProvider for the back office.
//
// Sign-in uses the portal's mutations (signIntoUser, myProfileForUser, signOutOfUser) and the
// same localStorage.authToken, so a staff member signed in on the portal is signed in here too.
// Only users holding the view-admin-ui permission get in.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { doc, GraphQLRequestError, request } from '@reach/ui/graphql';
import { clearSession, getAuthToken, setAuthToken } from '@reach/ui/session';
import { Permissions } from '@reach/ui/permissions';
import type {
  SignIntoUserMutation,
  SignIntoUserMutationVariables,
  AdminProfileQuery,
  AdminProfileQueryVariables,
  SignOutOfUserMutation,
  SignOutOfUserMutationVariables,
  SaveMyLanguageMutation,
  SaveMyLanguageMutationVariables,
} from './generated/graphql';

// Messages react-admin shows as notices (it translates them: they are catalog keys).
export const STAFF_ONLY_MESSAGE = 'reach.layout.staff_only_notice';
const NOT_SIGNED_IN = 'reach.layout.not_signed_in';
export const ADMIN_UI_PERMISSION = Permissions.ViewAdminUI;


const SIGN_IN = doc<SignIntoUserMutation, SignIntoUserMutationVariables>(/* GraphQL */ `mutation SignIntoUser($username: String!, $password: String!) {
  signIntoUser(username: $username, password: $password) { token }
}`);

const PROFILE = doc<AdminProfileQuery, AdminProfileQueryVariables>(/* GraphQL */ `query AdminProfile {
  myProfileForUser { _id username name permissions roles language myContact { _id } }
}`);

const SAVE_LANGUAGE = doc<SaveMyLanguageMutation, SaveMyLanguageMutationVariables>(/* GraphQL */ `mutation SaveMyLanguage($profile: ProfileInput!) {
  editMyProfileForUser(profile: $profile) { _id language }
}`);

const SIGN_OUT = doc<SignOutOfUserMutation, SignOutOfUserMutationVariables>(/* GraphQL */ `mutation SignOutOfUser { signOutOfUser }`);

export type AdminProfile = NonNullable<AdminProfileQuery['myProfileForUser']>;

// The back office acts as the staff member themself, never for an account picked in the portal.
const AS_USER = { account: false } as const;

// The profile of the current token, loaded once per page load and per sign-in.
let profilePromise: Promise<AdminProfile> | null = null;

// Set when checkAuth turns away a non-staff token (a partner signed in on the portal, which
// shares the origin and the token). react-admin then calls logout(), which must not revoke or
// forget that portal session: it only leads to the sign-in page.
let keepPortalSession = false;

const loadProfile = (): Promise<AdminProfile> => {
  if (!profilePromise) {
    profilePromise = request(PROFILE, {}, AS_USER).then((data) => {
      if (!data.myProfileForUser) throw new GraphQLRequestError(NOT_SIGNED_IN, 'UNAUTHENTICATED');
      return data.myProfileForUser;
    });
    profilePromise.catch(() => {
      profilePromise = null;
    });
  }
  return profilePromise;
};

const isStaff = (profile: AdminProfile) => profile.permissions.includes(ADMIN_UI_PERMISSION);

const signOut = async () => {
  if (getAuthToken()) {
    try {
      await request(SIGN_OUT, {}, AS_USER);
    } catch {
      // The session may already be gone; the local sign-out below is what matters.
    }
  }
  clearSession();
  profilePromise = null;
};

/** errorCodes collects extensions.code from the error shapes react-admin hands to checkError. */
export const errorCodes = (error: unknown): string[] => {
  const codes: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    const record = value as Record<string, unknown>;
    if (record instanceof GraphQLRequestError && record.code) codes.push(record.code);
    const extensions = record.extensions as { code?: unknown } | undefined;
    if (extensions && typeof extensions.code === 'string') codes.push(extensions.code);
    for (const key of ['graphQLErrors', 'errors']) {
      const list = record[key];
      if (Array.isArray(list)) list.forEach((item) => visit(item, depth + 1));
    }
    for (const key of ['body', 'networkError', 'result', 'cause']) visit(record[key], depth + 1);
  };
  visit(error, 0);
  return codes;
};

/**
 * saveMyLanguage keeps the staff member's language on their profile (the portal and mail follow
 * it too), and in the profile this page has loaded.
 */
export const saveMyLanguage = async (language: string): Promise<void> => {
  const profile = await loadProfile();
  await request(SAVE_LANGUAGE, { profile: { _id: profile._id, language } }, AS_USER);
  profilePromise = Promise.resolve({ ...profile, language });
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    keepPortalSession = false;
    clearSession();
    profilePromise = null;
    const { signIntoUser } = await request(SIGN_IN, { username, password }, { ...AS_USER, token: null });
    setAuthToken(signIntoUser.token);
    const profile = await loadProfile();
    if (!isStaff(profile)) {
      await signOut();
      throw new Error(STAFF_ONLY_MESSAGE);
    }
  },

  async logout() {
    if (keepPortalSession) {
      keepPortalSession = false;
      return;
    }
    await signOut();
  },

  async checkAuth() {
    if (!getAuthToken()) {
      throw new Error(NOT_SIGNED_IN);
    }
    let profile: AdminProfile;
    try {
      profile = await loadProfile();
    } catch (error) {
      if (errorCodes(error).includes('UNAUTHENTICATED')) clearSession();
      throw error;
    }
    if (!isStaff(profile)) {
      keepPortalSession = true;
      throw new Error(STAFF_ONLY_MESSAGE);
    }
  },

  async checkError(error: unknown) {
    const status = (error as { status?: number } | null)?.status;
    if (status === 401 || errorCodes(error).includes('UNAUTHENTICATED')) {
      clearSession();
      profilePromise = null;
      throw new Error('Your session has ended. Please sign in again.');
    }
    // FORBIDDEN and the rest are shown where they happen; they do not sign anyone out.
  },

  /** getIdentity is the staff member: their user id, name, and their own contact (contactId). */
  async getIdentity(): Promise<UserIdentity> {
    const profile = await loadProfile();
    return {
      id: profile._id,
      fullName: profile.name || profile.username,
      contactId: profile.myContact?._id,
      language: profile.language,
    };
  },

  async getPermissions() {
    if (!getAuthToken()) return [];
    const profile = await loadProfile();
    return profile.permissions;
  },
};
