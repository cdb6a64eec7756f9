import { graphql } from '../../../gql';

export const SESSION_USER_FRAGMENT = graphql(`
  fragment SessionUser on User {
    id
    username
    firstName
    lastName
    bio
    role
    photoUrl
    backgroundPhotoUrl
    dateCreated
    email
  }
`);

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const LOG_OUT_MUTATION = graphql(`
  mutation LogOut {
    logOut
  }
`);
