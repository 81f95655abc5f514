// The GraphQL documents of the session (backend/graph/schema/user.graphqls).

export const PROFILE_FIELDS = `
  _id username permissions roles email name emailVerified phone primaryThumbnailUrl profilePhotoId locale
  hasPassword createdAt updatedAt
  myContact { _id fullName }
  myHousehold { _id fullName }
  myOrganizations { _id fullName }
`;

export const MY_PROFILE = `query MyProfile { myProfileForUser { ${PROFILE_FIELDS} } }`;

export const MY_PROFILE_UPDATES = `subscription MyProfileUpdates { myProfileUpdatesForUser { crud id new { ${PROFILE_FIELDS} } } }`;

export const SIGN_OUT = `mutation SignOut { signOutOfUser }`;

export const SIGN_IN = `mutation SignIn($username: String!, $password: String!) {
  signIntoUser(username: $username, password: $password) { token }
}`;

export const SIGN_IN_WITH_GOOGLE = `mutation SignInWithGoogle($authResponseCode: String!, $origin: String!) {
  signIntoUserWithGoogle(authResponseCode: $authResponseCode, origin: $origin) { token }
}`;

export const SIGN_IN_WITH_MAGIC_LINK = `mutation SignInWithMagicLink($code: String!) {
  signIntoUserWithMagicLink(code: $code) { token }
}`;

export const SEND_MAGIC_LINK = `mutation SendMagicLink($email: String!) { sendMagicLink(email: $email) }`;

export const SIGN_UP = `mutation SignUp($signUp: SignUpInput!) { signUpForUser(signUp: $signUp) { token } }`;

export const USER_INVITE = `query UserInvite($_id: ID!) {
  userInvite(_id: $_id) {
    _id contactId roleIds
    roles { name label }
    contact {
      _id fullName firstName primaryEmailId primaryPhoneNumberId
      emails { _id email }
      phoneNumbers { _id phone }
    }
  }
}`;

export const SEND_FORGOT_PASSWORD_LINK = `mutation SendForgotPasswordLink($email: String!) { sendForgotPasswordLink(email: $email) }`;

export const INTERPRET_FORGOT_PASSWORD_LINK = `mutation InterpretForgotPasswordLink($code: String!) {
  interpretForgotPasswordLink(code: $code) { _id username name }
}`;

export const RESET_PASSWORD_WITH_LINK = `mutation ResetPasswordWithLink($code: String!, $password: String!) {
  resetPasswordWithLink(code: $code, password: $password)
}`;

export const APP_CONFIG = `query AppConfig { appConfig { googleClientId botCheckProvider botCheckSiteKey publicUrl supportEmail } }`;

export interface ContactRef {
  _id: string;
  fullName: string;
}

export interface Profile {
  _id: string;
  username: string;
  permissions: string[];
  roles: string[];
  email: string;
  name: string;
  emailVerified: boolean;
  phone?: string | null;
  primaryThumbnailUrl?: string | null;
  profilePhotoId?: string | null;
  locale?: string | null;
  /** hasPassword: the profile screens ask for the current password to confirm a new password or email. */
  hasPassword?: boolean;
  createdAt: string;
  updatedAt: string;
  myContact?: ContactRef | null;
  myHousehold?: ContactRef | null;
  myOrganizations: ContactRef[];
}

export interface AppConfig {
  googleClientId?: string | null;
  botCheckProvider?: string | null;
  botCheckSiteKey?: string | null;
  publicUrl: string;
  supportEmail: string;
}

export interface UserInvite {
  _id: string;
  contactId: string;
  roleIds: string[];
  roles: Array<{ name: string; label: string }>;
  contact: {
    _id: string;
    fullName: string;
    firstName?: string | null;
    primaryEmailId?: string | null;
    primaryPhoneNumberId?: string | null;
    emails: Array<{ _id: string; email: string }>;
    phoneNumbers: Array<{ _id: string; phone: string }>;
  };
}

export const EDIT_MY_PROFILE = `mutation EditMyProfile($profile: ProfileInput!) {
  editMyProfileForUser(profile: $profile) { ${PROFILE_FIELDS} }
}`;

export const REQUEST_VERIFY_EMAIL = `mutation RequestVerifyEmailLink { RequestVerifyEmailLink }`;

export const VERIFY_EMAIL = `mutation VerifyEmailWithMagicLink($code: String!) { VerifyEmailWithMagicLink(code: $code) { ${PROFILE_FIELDS} } }`;
