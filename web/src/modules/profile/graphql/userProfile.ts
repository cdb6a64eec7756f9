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
      subscriberCount
      subscriptionCount
      viewerIsSubscribed
    }
  }
`);

export const SUBSCRIBE_MUTATION = graphql(`
  mutation Subscribe($userId: Int!) {
    subscribe(userId: $userId) {
      id
      subscriberCount
      viewerIsSubscribed
    }
  }
`);

export const UNSUBSCRIBE_MUTATION = graphql(`
  mutation Unsubscribe($userId: Int!) {
    unsubscribe(userId: $userId) {
      id
      subscriberCount
      viewerIsSubscribed
    }
  }
`);
