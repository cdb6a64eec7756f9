import { graphql } from '../../../gql';

export const COMMENT_ITEM_FRAGMENT = graphql(`
  fragment CommentItem on Comment {
    id
    parentId
    state
    body
    spoiler
    pageNumber
    edited
    pinned
    likeCount
    replyCount
    viewerHasLiked
    dateCreated
    author {
      id
      username
      photoUrl
    }
    segments {
      kind
      text
      url
      username
    }
    # viewerCan is not normalised: every document asks for all of it.
    viewerCan {
      edit
      delete
      hide
      pin
      like
      reply
      blockAuthor
    }
  }
`);

/**
 * A page of an issue's comments, each with its first replies. The page size is written here
 * (components/IssueComments.tsx `COMMENTS_PAGE` says the same) so the query's cost is what
 * it asks for.
 */
export const ISSUE_COMMENTS_QUERY = graphql(`
  query IssueComments(
    $bookId: Int!
    $issueNumber: Int!
    $after: String
    $sort: CommentSort
    $pageNumber: Int
  ) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      pageCount
      commentCount
      commentsOpen
      viewerCanComment
      # viewerCan is not normalised: every document asks for all of it.
      viewerCan {
        edit
        delete
        addIssue
      }
      comments(first: 10, after: $after, sort: $sort, pageNumber: $pageNumber) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CommentItem
          replies(first: 2) {
            pageInfo {
              hasNextPage
              endCursor
            }
            nodes {
              ...CommentItem
            }
          }
        }
      }
    }
  }
`);

/** More replies of one comment. */
export const COMMENT_REPLIES_QUERY = graphql(`
  query CommentReplies($id: Int!, $first: Int, $after: String) {
    comment(id: $id) {
      id
      replies(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CommentItem
        }
      }
    }
  }
`);

/** The reader's markers: pages with anchored comments. */
export const COMMENTED_PAGES_QUERY = graphql(`
  query CommentedPages($bookId: Int!, $issueNumber: Int!) {
    issue(bookId: $bookId, issueNumber: $issueNumber) {
      id
      commentedPages {
        pageNumber
        count
      }
    }
  }
`);

export const POST_COMMENT_MUTATION = graphql(`
  mutation PostComment($input: PostCommentInput!) {
    postComment(input: $input) {
      ...CommentItem
    }
  }
`);

export const EDIT_COMMENT_MUTATION = graphql(`
  mutation EditComment($input: EditCommentInput!) {
    editComment(input: $input) {
      ...CommentItem
    }
  }
`);

export const DELETE_COMMENT_MUTATION = graphql(`
  mutation DeleteComment($id: Int!) {
    deleteComment(id: $id) {
      ...CommentItem
    }
  }
`);

export const LIKE_COMMENT_MUTATION = graphql(`
  mutation LikeComment($id: Int!) {
    likeComment(id: $id) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

export const UNLIKE_COMMENT_MUTATION = graphql(`
  mutation UnlikeComment($id: Int!) {
    unlikeComment(id: $id) {
      id
      likeCount
      viewerHasLiked
    }
  }
`);

export const HIDE_COMMENT_MUTATION = graphql(`
  mutation HideComment($id: Int!) {
    hideComment(id: $id) {
      ...CommentItem
    }
  }
`);

export const UNHIDE_COMMENT_MUTATION = graphql(`
  mutation UnhideComment($id: Int!) {
    unhideComment(id: $id) {
      ...CommentItem
    }
  }
`);

export const PIN_COMMENT_MUTATION = graphql(`
  mutation PinComment($id: Int!) {
    pinComment(id: $id) {
      id
      pinned
    }
  }
`);

export const UNPIN_COMMENT_MUTATION = graphql(`
  mutation UnpinComment($id: Int!) {
    unpinComment(id: $id) {
      id
      pinned
    }
  }
`);

export const BLOCK_USER_MUTATION = graphql(`
  mutation BlockUser($userId: Int!) {
    blockUser(userId: $userId) {
      id
    }
  }
`);

/** The creator's switch for comments on one of their books. */
export const SET_BOOK_COMMENTS_MUTATION = graphql(`
  mutation SetBookComments($bookId: Int!, $enabled: Boolean!) {
    setBookComments(bookId: $bookId, enabled: $enabled) {
      id
      commentsEnabled
    }
  }
`);

/** The users the viewer blocked from their works. */
export const BLOCKED_USERS_QUERY = graphql(`
  query BlockedUsers($after: String) {
    blockedUsers(first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        username
      }
    }
  }
`);

export const UNBLOCK_USER_MUTATION = graphql(`
  mutation UnblockUser($userId: Int!) {
    unblockUser(userId: $userId) {
      id
    }
  }
`);
