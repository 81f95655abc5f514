// Uploading a file (spec/02 §7): the flow is @reach/ui/upload's; the portal records a profile
// photo with saveProfilePhotoForUser.
import { doc } from '@reach/ui/graphql';
import type { SaveProfilePhotoMutation, SaveProfilePhotoMutationVariables } from '../generated/graphql';

export { getUploadTarget, newId, postFile, s3KeyFor } from '@reach/ui/upload';

export const SAVE_PROFILE_PHOTO = doc<SaveProfilePhotoMutation, SaveProfilePhotoMutationVariables>(/* GraphQL */ `mutation SaveProfilePhoto($profilePhoto: ProfilePhotoInput!) {
  saveProfilePhotoForUser(profilePhoto: $profilePhoto) { _id url thumbnail processed }
}`);
