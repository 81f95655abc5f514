// The GraphQL documents of signing in and up, passwords, e-mail verification and editing the
// profile (backend/graph/schema/user.graphqls), apart from queries.ts so that only the pages
// that send them load them.
import { doc } from '@reach/ui/graphql';
import type { AppConfigQuery, AppConfigQueryVariables, ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables, MyPendingEmailChangeQuery, MyPendingEmailChangeQueryVariables, ResendEmailChangeMutation, ResendEmailChangeMutationVariables, EditMyProfileMutation, EditMyProfileMutationVariables, InterpretForgotPasswordLinkMutation, InterpretForgotPasswordLinkMutationVariables, RequestVerifyEmailLinkMutation, RequestVerifyEmailLinkMutationVariables, ResetPasswordWithLinkMutation, ResetPasswordWithLinkMutationVariables, SendForgotPasswordLinkMutation, SendForgotPasswordLinkMutationVariables, SendMagicLinkMutation, SendMagicLinkMutationVariables, SignInMutation, SignInMutationVariables, SignInWithGoogleMutation, SignInWithGoogleMutationVariables, SignInWithMagicLinkMutation, SignInWithMagicLinkMutationVariables, SignUpMutation, SignUpMutationVariables, UserInviteQuery, UserInviteQueryVariables, VerifyEmailWithMagicLinkMutation, VerifyEmailWithMagicLinkMutationVariables } from '../generated/graphql';
import { PROFILE_FIELDS } from './queries';

export const SIGN_IN = doc<SignInMutation, SignInMutationVariables>(/* GraphQL */ `mutation SignIn($username: String!, $password: String!) {
  signIntoUser(username: $username, password: $password) { token }
}`);

export const SIGN_IN_WITH_GOOGLE = doc<SignInWithGoogleMutation, SignInWithGoogleMutationVariables>(/* GraphQL */ `mutation SignInWithGoogle($authResponseCode: String!, $origin: String!) {
  signIntoUserWithGoogle(authResponseCode: $authResponseCode, origin: $origin) { token }
}`);

export const SIGN_IN_WITH_MAGIC_LINK = doc<SignInWithMagicLinkMutation, SignInWithMagicLinkMutationVariables>(/* GraphQL */ `mutation SignInWithMagicLink($code: String!) {
  signIntoUserWithMagicLink(code: $code) { token }
}`);

export const SEND_MAGIC_LINK = doc<SendMagicLinkMutation, SendMagicLinkMutationVariables>(/* GraphQL */ `mutation SendMagicLink($email: String!) { sendMagicLink(email: $email) }`);

export const SIGN_UP = doc<SignUpMutation, SignUpMutationVariables>(/* GraphQL */ `mutation SignUp($signUp: SignUpInput!) { signUpForUser(signUp: $signUp) { token } }`);

export const USER_INVITE = doc<UserInviteQuery, UserInviteQueryVariables>(/* GraphQL */ `query UserInvite($_id: ID!) {
  userInvite(_id: $_id) {
    _id contactId roleIds
    roles { name label }
    contact {
      _id fullName firstName primaryEmailId primaryPhoneNumberId
      emails { _id email }
      phoneNumbers { _id phone }
    }
  }
}`);

export const SEND_FORGOT_PASSWORD_LINK = doc<SendForgotPasswordLinkMutation, SendForgotPasswordLinkMutationVariables>(/* GraphQL */ `mutation SendForgotPasswordLink($email: String!) { sendForgotPasswordLink(email: $email) }`);

export const INTERPRET_FORGOT_PASSWORD_LINK = doc<InterpretForgotPasswordLinkMutation, InterpretForgotPasswordLinkMutationVariables>(/* GraphQL */ `mutation InterpretForgotPasswordLink($code: String!) {
  interpretForgotPasswordLink(code: $code) { _id username name }
}`);

export const RESET_PASSWORD_WITH_LINK = doc<ResetPasswordWithLinkMutation, ResetPasswordWithLinkMutationVariables>(/* GraphQL */ `mutation ResetPasswordWithLink($code: String!, $password: String!) {
  resetPasswordWithLink(code: $code, password: $password)
}`);

export const APP_CONFIG = doc<AppConfigQuery, AppConfigQueryVariables>(/* GraphQL */ `query AppConfig { appConfig { googleClientId botCheckProvider botCheckSiteKey publicUrl supportEmail } }`);

export const EDIT_MY_PROFILE = doc<EditMyProfileMutation, EditMyProfileMutationVariables>(/* GraphQL */ `mutation EditMyProfile($profile: ProfileInput!) {
  editMyProfileForUser(profile: $profile) { ...ProfileFields }
}
${PROFILE_FIELDS}`);

export const REQUEST_VERIFY_EMAIL = doc<RequestVerifyEmailLinkMutation, RequestVerifyEmailLinkMutationVariables>(/* GraphQL */ `mutation RequestVerifyEmailLink { RequestVerifyEmailLink }`);

export const VERIFY_EMAIL = doc<VerifyEmailWithMagicLinkMutation, VerifyEmailWithMagicLinkMutationVariables>(/* GraphQL */ `mutation VerifyEmailWithMagicLink($code: String!) { VerifyEmailWithMagicLink(code: $code) { ...ProfileFields } } ${PROFILE_FIELDS}`);

export const CONFIRM_EMAIL_CHANGE = doc<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>(/* GraphQL */ `mutation ConfirmEmailChange($code: String!) { confirmEmailChange(code: $code) { email } }`);

export const MY_PENDING_EMAIL_CHANGE = doc<MyPendingEmailChangeQuery, MyPendingEmailChangeQueryVariables>(/* GraphQL */ `query MyPendingEmailChange { myPendingEmailChange { email expiresAt } }`);

export const RESEND_EMAIL_CHANGE = doc<ResendEmailChangeMutation, ResendEmailChangeMutationVariables>(/* GraphQL */ `mutation ResendEmailChange { resendEmailChange { email expiresAt } }`);
