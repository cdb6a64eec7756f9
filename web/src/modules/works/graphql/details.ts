import { graphql } from '../../../gql';

export const WORK_COVER_FRAGMENT = graphql(`
  fragment WorkCover on Image {
    url
    srcset
    width
    height
  }
`);

export const BOOK_DETAILS_QUERY = graphql(`
  query BookDetails($id: Int!) {
    book(id: $id) {
      id
      title
      urlSlug
      description
      status
      contentRating
      genres
      issueCount
      readCount
      dateCreated
      lastUpdated
      # viewerCan is not normalised: every document asks for all of it, so that one answer
      # never overwrites another's fields in the cache.
      viewerCan {
        edit
        delete
        addIssue
      }
      viewerHasBookmarked
      cover {
        ...WorkCover
      }
      publisher {
        id
        username
      }
      credits {
        role
        users {
          id
          username
        }
      }
      issues(first: 100) {
        nodes {
          id
          issueNumber
          title
          dateCreated
          cbzUrl
          isReleased
          releaseAt
          ...IssueReactionCounts
          viewerCan {
            edit
            delete
            addIssue
          }
        }
        totalCount
      }
    }
  }
`);

export const ISSUE_DETAILS_QUERY = graphql(`
  query IssueDetails($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      issueNumber
      title
      description
      dateCreated
      lastUpdated
      pageCount
      readCount
      cbzUrl
      viewerCan {
        edit
        delete
        addIssue
      }
      cover {
        ...WorkCover
      }
      publisher {
        id
        username
      }
      creditsByRole {
        role
        users {
          id
          username
        }
      }
      book {
        id
        title
        urlSlug
        status
        contentRating
        genres
        issueCount
        viewerHasBookmarked
      }
    }
  }
`);

export const ADD_BOOKMARK_MUTATION = graphql(`
  mutation AddBookmark($bookId: Int!) {
    addBookmark(bookId: $bookId) {
      id
      viewerHasBookmarked
    }
  }
`);

export const REMOVE_BOOKMARK_MUTATION = graphql(`
  mutation RemoveBookmark($bookId: Int!) {
    removeBookmark(bookId: $bookId) {
      id
      viewerHasBookmarked
    }
  }
`);

// Named apart from the edit screens' delete so the two documents never clash in codegen.
export const DELETE_LATEST_ISSUE_MUTATION = graphql(`
  mutation DeleteLatestIssue($bookId: Int!, $issueNumber: Int!) {
    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)
  }
`);
