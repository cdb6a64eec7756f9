import { graphql } from '../../../gql';

export const CREDITABLE_USERS_QUERY = graphql(`
  query CreditableUsers($query: String!, $limit: Int) {
    creditableUsers(query: $query, limit: $limit) {
      id
      username
      photoUrl
    }
  }
`);

export const PREVIOUS_ISSUE_CREDITS_QUERY = graphql(`
  query PreviousIssueCredits($bookId: Int!) {
    previousIssueCredits(bookId: $bookId) {
      user {
        id
        username
        photoUrl
      }
      roles
    }
  }
`);
