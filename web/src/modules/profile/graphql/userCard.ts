import { graphql } from '../../../gql';

/** What a user card shows (search results, subscriber lists). */
export const USER_CARD_FRAGMENT = graphql(`
  fragment UserCard on User {
    id
    username
    photoUrl
    subscriberCount
  }
`);
