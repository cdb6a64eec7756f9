import { blockedByCreatorSql } from '../community/creator-blocks.policy';
import { type CommentStateValue } from '../../config/limits';
import { columnsOf, type Db, isoSql, rows, statement, toView } from '../../db/sql';
import { groupBy } from '../../shared/collections';
import { issueWorkFrom, pageCountSql } from '../issues/public-works.queries';
import { publicIssueSql } from '../issues/issues.policy';
import { User, type UserView } from '../users/user.entity';
import { activeUserSql } from '../users/users.policy';
import { Comment } from './comment.entity';
import {
  commentStateSql,
  publicCommentSql,
  readableCommentSql,
  showsInThreadSql,
} from './comments.policy';
import type { CommentNode, CommentSort } from './comments.types';

/** A comment in context, for the moderation queue (rows of `commentsQueries.context`). */
export interface CommentContextRow {
  id: number;
  parentId: number | null;
  authorId: number;
  authorUsername: string;
  body: string;
  issueId: number;
  issueNumber: number;
  bookId: number;
  bookTitle: string;
  bookSlug: string;
  /** ISO 8601. */
  dateCreated: string;
  state: CommentStateValue;
}

/** A public issue as a comment write needs it (rows of `commentsQueries.issueForComment`). */
export interface CommentIssueRow {
  issue_id: number;
  issue_number: number;
  book_id: number;
  book_title: string;
  url_slug: string;
  creator_id: number;
  comments_enabled: boolean;
  page_count: number;
  /** The issue's creator blocked the writer (`$2`). */
  blocked: boolean;
}

/**
 * What a listed comment carries beside its columns, for the viewer bound at `viewer` (`$n`):
 * the work's creator, whether the viewer liked it and may read its text. `c` joined to `i`.
 */
const extras = (viewer: string) =>
  `i.publisher_id as creator_id, i.book_id as book_id,
   exists (select 1 from comment_likes l where l.comment_id = c.id and l.user_id = ${viewer}::int) as viewer_has_liked,
   ${readableCommentSql('c', 'i.publisher_id', viewer)} as readable`;

/** A top-level comment list's filter: `$1` the issue, `$2` the viewer, `$7` a page number or null. */
const topLevelWhere = `c.issue_id = $1 and c.parent_id is null
  and ($7::int is null or c.page_number = $7::int)
  and ${showsInThreadSql('c', 'i.publisher_id', '$2')}`;

/**
 * One page of an issue's top-level comments: the pinned one first (on the first page only),
 * then the others by `order`. `$3` the cursor's pinned flag (null: from the start; 1: the
 * pinned one was the last shown), `$4`/`$5` its (likes, id), `$6` the limit.
 */
const topLevelPage = (after: string, order: string) =>
  statement(
    `select x.* from (
       (select ${columnsOf(Comment, 'c')}, ${extras('$2')}, 1 as pinned
          from comments c join issues i on i.id = c.issue_id
         where ${topLevelWhere} and c.pinned_at is not null and $3::int is null)
       union all
       (select ${columnsOf(Comment, 'c')}, ${extras('$2')}, 0 as pinned
          from comments c join issues i on i.id = c.issue_id
         where ${topLevelWhere} and c.pinned_at is null
           and ($3::int is null or $3::int = 1 or ${after})
         order by ${order} limit $6)
     ) x order by x.pinned desc, ${order.replace(/c\./g, 'x.')} limit $6`,
  );

/** Reads of comments that are not a plain `em.find`. Aliases: `c` the comment, `i` its issue, `b` its book. */
export const commentsQueries = {
  /**
   * Rows `CommentContextRow` (camelCase aliases) for comments `$1` (int[]), whatever their
   * state: moderators see what they act on. On MikroORM's pool so an action's transaction sees
   * its own writes.
   */
  context: statement(
    `select c.id, c.parent_id as "parentId", c.author_id as "authorId", a.username as "authorUsername",
            c.body, c.issue_id as "issueId", i.issue_number as "issueNumber", i.book_id as "bookId",
            b.title as "bookTitle", b.url_slug as "bookSlug",
            ${isoSql('c.date_created')} as "dateCreated", ${commentStateSql('c')} as state
       from comments c join users a on a.id = c.author_id
       join issues i on i.id = c.issue_id join books b on b.id = i.book_id
      where c.id = any($1::int[])`,
    { pool: 'orm' },
  ),
  /** A `CommentIssueRow` for issue `$1` when the public sees it (nobody comments on a hidden work). */
  issueForComment: statement(
    `select i.id as issue_id, i.issue_number, i.book_id, b.title as book_title, b.url_slug,
            i.publisher_id as creator_id, b.comments_enabled, ${pageCountSql('i.id')} as page_count,
            ${blockedByCreatorSql('b.publisher_id', '$2::int')} as blocked
       from ${issueWorkFrom('i')} where i.id = $1 and ${publicIssueSql('i', 'b', 'u')}`,
    { pool: 'orm' },
  ),
  /** Top-level comments, most liked first (see `topLevelPage`). */
  topPage: topLevelPage(
    '(c.like_count, c.id) < ($4::int, $5::int)',
    'c.like_count desc, c.id desc',
  ),
  /** Top-level comments, newest first (ids grow with time; see `topLevelPage`; its cursors carry no likes: `$4` null). */
  newestPage: topLevelPage('($4::int is null and c.id < $5::int)', 'c.id desc'),
  /**
   * Replies of each parent `$1` (int[]) after the reply id at the same place in `$2` (int[]),
   * oldest first, at most `$3` each, for viewer `$4`: the ones the viewer may read. Rows of
   * the comment's columns, `extras` and `ord` (the parent's place in `$1`, 1-based).
   */
  replySlices: statement(
    `select k.ord, r.* from unnest($1::int[], $2::int[]) with ordinality as k(parent_id, after_id, ord)
       cross join lateral (select ${columnsOf(Comment, 'c')}, ${extras('$4')}
         from comments c join issues i on i.id = c.issue_id
        where c.parent_id = k.parent_id and c.id > k.after_id
          and ${readableCommentSql('c', 'i.publisher_id', '$4')}
        order by c.id limit $3) r
      order by k.ord, r.id`,
  ),
  /**
   * Comments `$1` (int[]) with `extras` for viewer `$2` and `work_public` (the public sees the
   * issue), whatever their state (the caller decides).
   */
  byIds: statement(
    `select ${columnsOf(Comment, 'c')}, ${extras('$2')}, ${publicIssueSql('i', 'b', 'u')} as work_public
       from comments c join issues i on i.id = c.issue_id join books b on b.id = i.book_id
       join users u on u.id = b.publisher_id where c.id = any($1::int[])`,
    { pool: 'orm' },
  ),
  /** Rows `{ id, username, lower }`: active users whose lower-cased name is in `$1` (text[]). */
  usersByNames: statement(
    `select u.id, u.username, lower(u.username) as lower from users u
      where lower(u.username) = any($1::text[]) and ${activeUserSql('u')}`,
  ),
  /** Rows `{ issue_id, comment_count }` for issues `$1` (int[]) that have a count. */
  commentCounts: statement(
    'select issue_id, comment_count from issue_comment_counts where issue_id = any($1::int[])',
  ),
  /**
   * Rows `{ page_number, count }`: public top-level comments anchored to each page of issue
   * `$1` (what `Issue.comments(pageNumber)` lists; a reply's anchor only shows on the reply).
   */
  commentedPages: statement(
    `select c.page_number, count(*)::int as count from comments c
      where c.issue_id = $1 and c.parent_id is null and c.page_number is not null
        and ${publicCommentSql('c')}
      group by c.page_number order by c.page_number`,
  ),
  /**
   * The users creator `$1` blocked, latest block first, after block id `$2` (or null), at most
   * `$3`: rows of `columnsOf(User)` plus `block_id`, run as views.
   */
  blockedUsers: statement(
    `select ${columnsOf(User, 'u')}, cb.id as block_id from creator_blocks cb join users u on u.id = cb.blocked_id
      where cb.creator_id = $1 and ($2::int is null or cb.id < $2::int)
      order by cb.id desc limit $3`,
  ),
  /** Rows `{ creator_id }`: which of creators `$2` (int[]) blocked user `$1`. */
  blockersAmong: statement(
    'select creator_id from creator_blocks where blocked_id = $1 and creator_id = any($2::int[])',
  ),
  /** Rows `{ count }` (text): the users creator `$1` blocked. */
  blockedCount: statement('select count(*) as count from creator_blocks where creator_id = $1'),
};

/** Comments in context for a moderation queue, in no particular order (missing ids are left out). */
export function commentContext(db: Db, ids: readonly number[]): Promise<CommentContextRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<CommentContextRow>(db, commentsQueries.context, [[...ids]]);
}

type NodeRow = Record<string, unknown> & {
  creator_id: number;
  book_id: number;
  viewer_has_liked: boolean;
  readable: boolean;
  work_public?: boolean;
};

/** A statement's row as a `CommentNode`. */
function nodeOf(db: Db, row: NodeRow): CommentNode {
  const view = toView<CommentNode>(db, Comment, row);
  view.creatorId = Number(row.creator_id);
  view.bookId = Number(row.book_id);
  view.viewerHasLiked = Boolean(row.viewer_has_liked);
  view.readable = Boolean(row.readable);
  view.workPublic = row.work_public === undefined ? true : Boolean(row.work_public);
  return view;
}

/**
 * A comment its author has just posted (the stored row of `columnsOf(Comment)`) as `byIds`
 * would give it to them: public, readable, liked by nobody, on the public issue it was
 * checked on.
 */
export function newCommentNode(
  db: Db,
  row: Record<string, unknown>,
  issue: { creatorId: number; bookId: number },
): CommentNode {
  return nodeOf(db, {
    ...row,
    creator_id: issue.creatorId,
    book_id: issue.bookId,
    viewer_has_liked: false,
    readable: true,
    work_public: true,
  });
}

/** The public issue a comment write is about, or null. */
export async function issueForComment(
  db: Db,
  issueId: number,
  writerId: number,
): Promise<CommentIssueRow | null> {
  const [row] = await rows<CommentIssueRow>(db, commentsQueries.issueForComment, [
    issueId,
    writerId,
  ]);
  return row ? { ...row, page_count: Number(row.page_count) } : null;
}

/** Where a top-level page starts: after the (pinned, likes, id) of the last one shown. */
export interface TopLevelAfter {
  pinned: number;
  /** Null in the newest order. */
  likes: number | null;
  id: number;
}

/** Up to `limit` top-level comments of an issue for `viewerId`, in `sort` order (pinned first). */
export async function topLevelComments(
  db: Db,
  issueId: number,
  viewerId: number | null,
  sort: CommentSort,
  after: TopLevelAfter | null,
  limit: number,
  pageNumber: number | null,
): Promise<CommentNode[]> {
  const st = sort === 'top' ? commentsQueries.topPage : commentsQueries.newestPage;
  const found = await rows<NodeRow>(db, st, [
    issueId,
    viewerId,
    after?.pinned ?? null,
    after?.likes ?? null,
    after?.id ?? null,
    limit,
    pageNumber,
  ]);
  return found.map((row) => nodeOf(db, row));
}

/** Replies of each parent after a reply id, at most `limit` each, aligned with `requests`. */
export async function replySlices(
  db: Db,
  requests: readonly { parentId: number; after: number }[],
  limit: number,
  viewerId: number | null,
): Promise<CommentNode[][]> {
  const found = await rows<NodeRow & { ord: string | number }>(db, commentsQueries.replySlices, [
    requests.map((r) => r.parentId),
    requests.map((r) => r.after),
    limit,
    viewerId,
  ]);
  const byOrd = groupBy(found, (r) => Number(r.ord));
  return requests.map((_r, i) => (byOrd.get(i + 1) ?? []).map((row) => nodeOf(db, row)));
}

/** Comments by id for `viewerId`, whatever their state. */
export async function commentsByIds(
  db: Db,
  ids: readonly number[],
  viewerId: number | null,
): Promise<CommentNode[]> {
  if (ids.length === 0) return [];
  const found = await rows<NodeRow>(db, commentsQueries.byIds, [[...ids], viewerId]);
  return found.map((row) => nodeOf(db, row));
}

/** Active users by lower-cased username. */
export function usersByNames(
  db: Db,
  names: readonly string[],
): Promise<{ id: number; username: string; lower: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return rows(db, commentsQueries.usersByNames, [[...names]]);
}

/** Kept comment counts of issues (issues without a count are left out). */
export async function commentCounts(
  db: Db,
  issueIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await rows<{ issue_id: number; comment_count: number }>(
    db,
    commentsQueries.commentCounts,
    [[...issueIds]],
  );
  return new Map(found.map((r) => [Number(r.issue_id), Number(r.comment_count)]));
}

/** Pages of an issue with public anchored comments and how many. */
export async function commentedPages(
  db: Db,
  issueId: number,
): Promise<{ pageNumber: number; count: number }[]> {
  const found = await rows<{ page_number: number; count: number }>(
    db,
    commentsQueries.commentedPages,
    [issueId],
  );
  return found.map((r) => ({ pageNumber: Number(r.page_number), count: Number(r.count) }));
}

/** A page of the users a creator blocked, latest first, keyed by the block's id. */
export async function blockedUsersPage(
  db: Db,
  creatorId: number,
  afterBlockId: number | null,
  limit: number,
): Promise<{ user: UserView; blockId: number }[]> {
  const found = await rows<Record<string, unknown> & { block_id: number }>(
    db,
    commentsQueries.blockedUsers,
    [creatorId, afterBlockId, limit],
  );
  return found.map((row) => ({
    user: toView<UserView>(db, User, row),
    blockId: Number(row.block_id),
  }));
}

/** How many users a creator blocked. */
export async function blockedCount(db: Db, creatorId: number): Promise<number> {
  const [row] = await rows<{ count: string }>(db, commentsQueries.blockedCount, [creatorId]);
  return Number(row?.count ?? 0);
}

/** Which of `creatorIds` blocked `userId`. */
export async function blockersAmong(
  db: Db,
  userId: number,
  creatorIds: readonly number[],
): Promise<Set<number>> {
  const found = await rows<{ creator_id: number }>(db, commentsQueries.blockersAmong, [
    userId,
    [...creatorIds],
  ]);
  return new Set(found.map((r) => Number(r.creator_id)));
}
