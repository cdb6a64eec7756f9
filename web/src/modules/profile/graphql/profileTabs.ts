import { graphql } from '../../../gql';

export const GRID_BOOK_FRAGMENT = graphql(`
  fragment GridBook on Book {
    id
    title
    urlSlug
    dateCreated
    likeCount
    ratingAverage
    ratingCount
    cover {
      url
      srcset
      width
      height
    }
  }
`);

export const USER_BOOKS_QUERY = graphql(`
  query UserBooks($userId: Int!, $page: Int!, $limit: Int!) {
    userBooks(userId: $userId, page: $page, limit: $limit) {
      totalCount
      items {
        ...GridBook
      }
    }
  }
`);

export const USER_ISSUES_QUERY = graphql(`
  query UserIssues($userId: Int!, $page: Int!, $limit: Int!) {
    userIssues(userId: $userId, page: $page, limit: $limit) {
      totalCount
      items {
        id
        issueNumber
        title
        dateCreated
        ...IssueReactionCounts
        cover {
          url
          srcset
          width
          height
        }
        book {
          id
          title
          urlSlug
        }
      }
    }
  }
`);

export const ACCREDITED_WORKS_QUERY = graphql(`
  query AccreditedWorks($userId: Int!) {
    accreditedWorks(userId: $userId) {
      role
      count
      issues {
        id
        issueNumber
        title
        book {
          id
          title
          urlSlug
        }
      }
    }
  }
`);

export const USER_BOOKMARKS_QUERY = graphql(`
  query UserBookmarks($userId: Int!, $page: Int!, $limit: Int!) {
    bookmarks(userId: $userId, page: $page, limit: $limit) {
      totalCount
      items {
        ...GridBook
      }
    }
  }
`);

export const USER_SUBSCRIBERS_QUERY = graphql(`
  query UserSubscribers($userId: Int!, $page: Int!, $limit: Int!) {
    subscribers(userId: $userId, page: $page, limit: $limit) {
      totalCount
      items {
        ...UserCard
      }
    }
  }
`);

export const USER_SUBSCRIPTIONS_QUERY = graphql(`
  query UserSubscriptions($userId: Int!, $page: Int!, $limit: Int!) {
    subscriptions(userId: $userId, page: $page, limit: $limit) {
      totalCount
      items {
        ...UserCard
      }
    }
  }
`);
