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
      # How double-page mode pairs the pages (set by the creator).
      layout {
        coverStandsAlone
        pairOffset
      }
      # An issue has at most 200 pages: one page of the connection holds them all.
      pages(first: 200) {
        nodes {
          id
          pageNumber
          isSpread
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
        viewerCan {
          edit
        }
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

/**
 * The next issue's card at the end of an issue: its cover, title and first pages (preloaded;
 * the page-turning reader may show two at once).
 */
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
      pages(first: 2) {
        nodes {
          id
          image {
            url
            srcset
            width
            height
          }
        }
      }
    }
  }
`);

/**
 * The creators' alt texts, beside the issue query (asked for at the same time): with them,
 * the issue query would pass the API's cost limit (200 pages x 10 fields).
 */
export const READER_ALT_TEXTS_QUERY = graphql(`
  query ReaderAltTexts($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      pages(first: 200) {
        nodes {
          id
          altText
        }
      }
    }
  }
`);

/**
 * Transcripts are fetched only once the reader turns them on: up to 5,000 characters a page,
 * they would weigh on every page view (and the issue query's cost) for few readers.
 */
export const READER_TRANSCRIPTS_QUERY = graphql(`
  query ReaderTranscripts($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      pages(first: 200) {
        nodes {
          id
          transcript
        }
      }
    }
  }
`);
