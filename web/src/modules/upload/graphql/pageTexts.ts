import { graphql } from '../../../gql';

/** Alt text and transcripts, saved by page number once an upload or edit has set the page order. */
export const UPDATE_PAGE_TEXTS_MUTATION = graphql(`
  mutation UpdatePageTexts($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {
    updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {
      id
    }
  }
`);

/**
 * The pages' texts for the edit screen, beside EDITABLE_ISSUE_QUERY: with them, that query
 * would pass the API's cost limit (200 pages x 10 fields).
 */
export const EDITABLE_PAGE_TEXTS_QUERY = graphql(`
  query EditablePageTexts($bookId: Int!, $issueNumber: Int!) {
    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      pages(first: 200) {
        nodes {
          id
          altText
          transcript
        }
      }
    }
  }
`);
