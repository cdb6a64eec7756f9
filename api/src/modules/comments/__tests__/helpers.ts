import type { TestApp } from '../../../../test/harness';
import { User } from '../../users/user.entity';
import { Comment } from '../comment.entity';

/** The GraphQL documents the comment tests share. */
export const COMMENT_FIELDS = `id issueId parentId state body spoiler pageNumber edited pinned likeCount replyCount
  viewerHasLiked bodyHtml author { id username }
  segments { kind text url username userId }
  viewerCan { edit delete hide pin like reply blockAuthor }`;

export const POST = `mutation($input: PostCommentInput!) { postComment(input: $input) { ${COMMENT_FIELDS} } }`;
export const EDIT = `mutation($input: EditCommentInput!) { editComment(input: $input) { ${COMMENT_FIELDS} } }`;
export const DELETE = `mutation($id: Int!) { deleteComment(id: $id) { ${COMMENT_FIELDS} } }`;
export const LIKE = `mutation($id: Int!) { likeComment(id: $id) { id likeCount viewerHasLiked } }`;
export const UNLIKE = `mutation($id: Int!) { unlikeComment(id: $id) { id likeCount viewerHasLiked } }`;
export const HIDE = `mutation($id: Int!) { hideComment(id: $id) { id state } }`;
export const UNHIDE = `mutation($id: Int!) { unhideComment(id: $id) { id state } }`;
export const PIN = `mutation($id: Int!) { pinComment(id: $id) { id pinned } }`;
export const UNPIN = `mutation($id: Int!) { unpinComment(id: $id) { id pinned } }`;
export const BLOCK = `mutation($u: Int!) { blockUser(userId: $u) { id } }`;
export const UNBLOCK = `mutation($u: Int!) { unblockUser(userId: $u) { id } }`;
export const SWITCH = `mutation($b: Int!, $on: Boolean!) { setBookComments(bookId: $b, enabled: $on) { id commentsEnabled } }`;

/** What a list shows of each comment (lighter than COMMENT_FIELDS: a page stays within the cost limit). */
export const LISTED_FIELDS =
  'id state body pinned likeCount replyCount viewerHasLiked author { id username }';

export const LIST = `query($b: Int!, $n: Int!, $first: Int, $after: String, $sort: CommentSort, $page: Int) {
  issue(bookId: $b, issueNumber: $n) { id commentCount viewerCanComment commentsOpen
    commentedPages { pageNumber count }
    comments(first: $first, after: $after, sort: $sort, pageNumber: $page) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { ${LISTED_FIELDS} segments { kind text } viewerCan { edit delete hide pin like reply blockAuthor }
        replies(first: 3) { totalCount pageInfo { hasNextPage endCursor } nodes { ${LISTED_FIELDS} } } }
    }
  }
}`;

export interface CommentResult {
  id: number;
  issueId: number;
  parentId: number | null;
  state: string;
  body: string | null;
  spoiler: boolean;
  pageNumber: number | null;
  edited: boolean;
  pinned: boolean;
  likeCount: number;
  replyCount: number;
  viewerHasLiked: boolean;
  bodyHtml: string | null;
  author: { id: number; username: string } | null;
  segments: { kind: string; text: string; url: string | null; username: string | null }[];
  viewerCan: Record<string, boolean>;
}

export interface ListResult {
  issue: {
    commentCount: number;
    viewerCanComment: boolean;
    commentsOpen: boolean;
    commentedPages: { pageNumber: number; count: number }[];
    comments: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: (CommentResult & {
        replies: { totalCount: number; nodes: CommentResult[] };
      })[];
    };
  };
}

/** Posts through GraphQL and returns the comment (failing the test on errors). */
export async function post(
  app: TestApp,
  token: string,
  input: Record<string, unknown>,
): Promise<CommentResult> {
  const res = await app.gql<{ postComment: CommentResult }>(POST, { input }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.postComment;
}

/** A comment row as stored (for "nothing changed" assertions). */
export async function stored(app: TestApp, id: number): Promise<Record<string, unknown>> {
  const row = await app.em().findOneOrFail(Comment, { id });
  return {
    body: row.body,
    spoiler: row.spoiler,
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    editedAt: row.editedAt ?? null,
    deletedAt: row.deletedAt ?? null,
    hiddenByCreatorAt: row.hiddenByCreatorAt ?? null,
    hiddenByModeratorAt: row.hiddenByModeratorAt ?? null,
    pinnedAt: row.pinnedAt ?? null,
  };
}

/** Makes accounts older than a day (the tighter new-account limit is for its own test). */
export async function settle(app: TestApp, ...users: { id: number }[]): Promise<void> {
  await app
    .em()
    .nativeUpdate(
      User,
      { id: { $in: users.map((u) => u.id) } },
      { dateCreated: new Date(Date.now() - 7 * 86_400_000) },
    );
}

/** Makes a comment older (for the edit window) without waiting. */
export async function age(app: TestApp, id: number, minutes: number): Promise<void> {
  await app
    .em()
    .nativeUpdate(Comment, { id }, { dateCreated: new Date(Date.now() - minutes * 60_000) });
}
