import { graphql } from '../../../gql';

export const READER_ISSUE_QUERY = graphql(`
  query ReaderIssue($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      issueNumber
      title
      description
      cover {
        url
      }
      # An issue has at most 200 pages: one page of the connection holds them all.
      pages(first: 200) {
        nodes {
          id
          pageNumber
          altText
          transcript
          image {
            url
            srcset
            width
            height
          }
        }
      }
      book {
        id
        title
        urlSlug
        issueCount
        viewerCanEdit
        viewerHasBookmarked
        publisher {
          id
          username
          viewerIsSubscribed
        }
      }
    }
  }
`);

/** The next issue's card at the end of an issue: its cover, title and first page (preloaded). */
export const READER_NEXT_ISSUE_QUERY = graphql(`
  query ReaderNextIssue($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      issueNumber
      title
      cover {
        url
        width
        height
      }
      pages(first: 1) {
        nodes {
          id
          image {
            url
            srcset
          }
        }
      }
    }
  }
`);
