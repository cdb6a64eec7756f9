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
      }
    }
  }
`);
