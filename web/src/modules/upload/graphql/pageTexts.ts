import { graphql } from '../../../gql';

/** Alt text and transcripts, saved by page number once an upload or edit has set the page order. */
export const UPDATE_PAGE_TEXTS_MUTATION = graphql(`
  mutation UpdatePageTexts($bookId: Int!, $issueNumber: Int!, $pages: [PageTextInput!]!) {
    updatePageTexts(bookId: $bookId, issueNumber: $issueNumber, pages: $pages) {
      id
    }
  }
`);
