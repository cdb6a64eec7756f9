import { graphql } from '../../../gql';

/** What the layout editor shows of an issue: the layout and each page's spread flag and size. */
export const ISSUE_LAYOUT_FRAGMENT = graphql(`
  fragment IssueLayoutFields on Issue {
    id
    layout {
      coverStandsAlone
      pairOffset
    }
    pages(first: 200) {
      nodes {
        id
        pageNumber
        isSpread
        image {
          url
          width
          height
        }
      }
    }
  }
`);

/**
 * The print layout for the edit screen: whether the cover stands alone, the pair offset and
 * each saved page's spread flag (with its size, so a landscape page is pointed out). Its own
 * query, beside EDITABLE_ISSUE_QUERY, as the page texts are (the API's cost limit).
 */
export const EDITABLE_ISSUE_LAYOUT_QUERY = graphql(`
  query EditableIssueLayout($bookId: Int!, $issueNumber: Int!) {
    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {
      ...IssueLayoutFields
    }
  }
`);

/** Saves the whole layout at once: the spreads are the full set of spread pages. */
export const SET_ISSUE_LAYOUT_MUTATION = graphql(`
  mutation SetIssueLayout($issueId: Int!, $input: IssueLayoutInput!) {
    setIssueLayout(issueId: $issueId, input: $input) {
      ...IssueLayoutFields
    }
  }
`);
