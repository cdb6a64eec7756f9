import { graphql } from '../../../gql';

export const CONTINUE_READING_QUERY = graphql(`
  query ContinueReading($first: Int) {
    continueReading(first: $first) {
      nodes {
        page
        pageCount
        issueNumber
        updatedAt
        issue {
          id
          title
        }
        book {
          id
          title
          urlSlug
          cover {
            ...WorkCover
          }
        }
      }
    }
  }
`);

export const BOOK_PROGRESS_QUERY = graphql(`
  query BookProgress($id: Int!) {
    book(id: $id) {
      id
      viewerProgress {
        page
        issueNumber
      }
    }
  }
`);

export const ISSUE_PROGRESS_QUERY = graphql(`
  query IssueProgress($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      viewerProgress {
        page
        furthestPage
      }
    }
  }
`);

export const RECORD_PROGRESS_MUTATION = graphql(`
  mutation RecordReadingProgress($issueId: Int!, $page: Int!, $furthestPage: Int) {
    recordReadingProgress(issueId: $issueId, page: $page, furthestPage: $furthestPage) {
      page
      furthestPage
    }
  }
`);

export const MERGE_PROGRESS_MUTATION = graphql(`
  mutation MergeReadingProgress($entries: [ReadingProgressEntryInput!]!) {
    mergeReadingProgress(entries: $entries) {
      merged
      skipped
    }
  }
`);

export const CLEAR_HISTORY_MUTATION = graphql(`
  mutation ClearReadingHistory {
    clearReadingHistory
  }
`);

export const FOLLOWING_QUERY = graphql(`
  query Following($first: Int, $after: String) {
    following(first: $first, after: $after) {
      totalCount
      unreadCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          unread
          issue {
            id
            issueNumber
            title
            dateCreated
            cover {
              ...WorkCover
            }
            publisher {
              id
              username
            }
            book {
              id
              title
              urlSlug
            }
          }
        }
      }
    }
  }
`);

export const FOLLOWING_FEED_LINK_QUERY = graphql(`
  query FollowingFeedLink {
    followingFeedLink {
      createdAt
      url
    }
  }
`);

export const ROTATE_FEED_URL_MUTATION = graphql(`
  mutation RotateFollowingFeedUrl {
    rotateFollowingFeedUrl {
      createdAt
      url
    }
  }
`);
