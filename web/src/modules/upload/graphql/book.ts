import { graphql } from '../../../gql';

export const CREATE_BOOK_MUTATION = graphql(`
  mutation CreateBook(
    $input: CreateBookInput!
    $cover: Upload!
    $issueCover: Upload!
    $pages: [Upload!]!
    $archive: Upload
  ) {
    createBook(
      input: $input
      cover: $cover
      issueCover: $issueCover
      pages: $pages
      archive: $archive
    ) {
      id
      urlSlug
    }
  }
`);

export const EDITABLE_BOOK_QUERY = graphql(`
  query EditableBook($bookId: Int!) {
    editableBook(bookId: $bookId) {
      id
      title
      description
      urlSlug
      contentRating
      status
      removed
      genres
      issueCount
      cover {
        url
        width
        height
        originalName
      }
    }
  }
`);

export const UPDATE_BOOK_MUTATION = graphql(`
  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {
    updateBook(bookId: $bookId, input: $input, cover: $cover) {
      id
      urlSlug
    }
  }
`);

export const DELETE_BOOK_MUTATION = graphql(`
  mutation DeleteBook($bookId: Int!) {
    deleteBook(bookId: $bookId)
  }
`);
