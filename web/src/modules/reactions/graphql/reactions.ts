import { graphql } from '../../../gql';

/** What a card shows of a book's reactions (search results, shelves). */
export const BOOK_REACTION_COUNTS_FRAGMENT = graphql(`
  fragment BookReactionCounts on Book {
    likeCount
    ratingCount
    ratingAverage
  }
`);

/** What a card shows of an issue's reactions. */
export const ISSUE_REACTION_COUNTS_FRAGMENT = graphql(`
  fragment IssueReactionCounts on Issue {
    likeCount
    readCount
    commentCount
  }
`);

/** The like button's state; mutations answer with the same fields so the cache updates. */
export const ISSUE_LIKE_STATE_FRAGMENT = graphql(`
  fragment IssueLikeState on Issue {
    id
    likeCount
    viewerHasLiked
    viewerCanLike
  }
`);

export const BOOK_RATING_STATE_FRAGMENT = graphql(`
  fragment BookRatingState on Book {
    id
    likeCount
    ratingCount
    ratingAverage
    viewerRating
    viewerCanRate
  }
`);

export const ISSUE_LIKES_QUERY = graphql(`
  query IssueLikes($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      ...IssueLikeState
    }
  }
`);

export const BOOK_RATING_QUERY = graphql(`
  query BookRating($id: Int!) {
    book(id: $id) {
      ...BookRatingState
    }
  }
`);

export const LIKE_ISSUE_MUTATION = graphql(`
  mutation LikeIssue($issueId: Int!) {
    likeIssue(issueId: $issueId) {
      ...IssueLikeState
    }
  }
`);

export const UNLIKE_ISSUE_MUTATION = graphql(`
  mutation UnlikeIssue($issueId: Int!) {
    unlikeIssue(issueId: $issueId) {
      ...IssueLikeState
    }
  }
`);

export const RATE_BOOK_MUTATION = graphql(`
  mutation RateBook($bookId: Int!, $rating: Int!) {
    rateBook(bookId: $bookId, rating: $rating) {
      ...BookRatingState
    }
  }
`);

export const CLEAR_BOOK_RATING_MUTATION = graphql(`
  mutation ClearBookRating($bookId: Int!) {
    clearBookRating(bookId: $bookId) {
      ...BookRatingState
    }
  }
`);
