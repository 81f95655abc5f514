// The GraphQL documents of the session that every page needs (backend/graph/schema/user.graphqls):
// the profile, its updates, signing out. The sign-in, sign-up, password and profile-editing
// documents are in authQueries.ts, with the pages that send them.
import { doc } from '@reach/ui/graphql';
import type { AppConfigQuery, MyProfileQuery, MyProfileQueryVariables, MyProfileUpdatesSubscription, MyProfileUpdatesSubscriptionVariables, ProfileFieldsFragment, SignOutMutation, SignOutMutationVariables, UserInviteQuery } from '../generated/graphql';

export const PROFILE_FIELDS = /* GraphQL */ `fragment ProfileFields on Profile {
  _id username permissions roles email name emailVerified phone primaryThumbnailUrl profilePhotoId locale language
  hasPassword createdAt updatedAt
  myContact { _id fullName }
  myHousehold { _id fullName }
  myOrganizations { _id fullName }
}`;

export const MY_PROFILE = doc<MyProfileQuery, MyProfileQueryVariables>(/* GraphQL */ `query MyProfile { myProfileForUser { ...ProfileFields } } ${PROFILE_FIELDS}`);

export const MY_PROFILE_UPDATES = doc<MyProfileUpdatesSubscription, MyProfileUpdatesSubscriptionVariables>(/* GraphQL */ `subscription MyProfileUpdates { myProfileUpdatesForUser { crud id new { ...ProfileFields } } } ${PROFILE_FIELDS}`);

export const SIGN_OUT = doc<SignOutMutation, SignOutMutationVariables>(/* GraphQL */ `mutation SignOut { signOutOfUser }`);

// The shapes the session reads, as codegen generated them from the documents above.
export type Profile = ProfileFieldsFragment;
export type ContactRef = NonNullable<Profile['myContact']>;
export type AppConfig = AppConfigQuery['appConfig'];
export type UserInvite = NonNullable<UserInviteQuery['userInvite']>;
