import { graphql } from '../../../gql';

export const CREATE_ISSUE_MUTATION = graphql(`
  mutation CreateIssue(
    $bookId: Int!
    $input: IssueDetailsInput!
    $cover: Upload!
    $pages: [Upload!]!
    $archive: Upload
  ) {
    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages, archive: $archive) {
      id
      issueNumber
      book {
        id
        urlSlug
      }
    }
  }
`);

export const EDITABLE_ISSUE_QUERY = graphql(`
  query EditableIssue($bookId: Int!, $issueNumber: Int!) {
    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      issueNumber
      title
      description
      releaseAt
      isReleased
      cover {
        url
        width
        height
        originalName
      }
      # An issue has at most 200 pages: one page of the connection holds them all.
      pages(first: 200) {
        nodes {
          id
          pageNumber
          image {
            url
            width
            height
            originalName
          }
        }
      }
      credits {
        user {
          id
          username
          photoUrl
        }
        roles
      }
      book {
        id
        title
        urlSlug
      }
    }
  }
`);

// Asked separately so that a failure leaves "may this issue be deleted?" unknown (then delete is not offered).
// The operation keeps its earlier name: the edit page's tests count its calls.
export const EDITABLE_ISSUE_VIEWER_CAN_QUERY = graphql(`
  query BookIssueCount($bookId: Int!, $issueNumber: Int!) {
    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      viewerCan {
        edit
        delete
        addIssue
      }
    }
  }
`);

export const UPDATE_ISSUE_MUTATION = graphql(`
  mutation UpdateIssue(
    $bookId: Int!
    $issueNumber: Int!
    $input: IssueDetailsInput!
    $pageOrder: [PageSlotInput!]!
    $newPages: [Upload!]
    $cover: Upload
  ) {
    updateIssue(
      bookId: $bookId
      issueNumber: $issueNumber
      input: $input
      pageOrder: $pageOrder
      newPages: $newPages
      cover: $cover
    ) {
      id
      issueNumber
      book {
        id
        urlSlug
      }
    }
  }
`);

export const DELETE_ISSUE_MUTATION = graphql(`
  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {
    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)
  }
`);
