import { graphql } from '../../../gql';

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUser
    }
  }
`);

export const UPDATE_PROFILE_PHOTOS_MUTATION = graphql(`
  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {
    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {
      ...SessionUser
    }
  }
`);

export const DEACTIVATE_ACCOUNT_MUTATION = graphql(`
  mutation DeactivateAccount {
    deactivateAccount
  }
`);
