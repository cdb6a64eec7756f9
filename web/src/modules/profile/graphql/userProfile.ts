import { graphql } from '../../../gql';

export const USER_PROFILE_QUERY = graphql(`
  query UserProfile($username: String!) {
    user(username: $username) {
      id
      username
      bio
      role
      photoUrl
      backgroundPhotoUrl
      dateCreated
    }
  }
`);
