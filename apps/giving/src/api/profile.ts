// The signed-in user's profile, as the giving site asks it on every page (lib/session.tsx).
// Each page's chunk carries only the documents it sends.
import { doc } from '@reach/ui/graphql';
import type {
  MyProfileQuery,
  MyProfileQueryVariables,
} from '../generated/graphql';

export const MY_PROFILE = doc<MyProfileQuery, MyProfileQueryVariables>(/* GraphQL */ `query MyProfile {
  myProfileForUser { _id name email myContact { _id fullName } myHousehold { _id fullName } myOrganizations { _id fullName } }
}`);
