import { LIMITS, STAFF_ROLES, type CommentStateValue } from '../../config/limits';
import type { User } from '../users/user.entity';
import { isActiveUser, isSignedIn } from '../users/users.policy';

/**
 * Every rule about comments, once, with its forms side by side (as in books.policy.ts): the JS
 * form decides for one loaded comment (services, `viewerCan`), the ORM form is a MikroORM filter
 * on Comment, the SQL form a fragment for statements in comments.queries.ts.
 * comments.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 *
 * A comment is in one state for everyone: deleted (by its author or the work's creator) wins
 * over hidden by a moderator, which wins over hidden by the creator, else visible. Hiding and
 * deleting keep the row: a thread keeps "[deleted]" where replies hang, moderators keep the
 * context, and a moderator's restore does not undo the creator's own hiding.
 */

/** The columns the rules read, as the entity and the views carry them. */
export interface CommentStateFields {
  deletedAt?: Date | null;
  hiddenByCreatorAt?: Date | null;
  hiddenByModeratorAt?: Date | null;
}

// --- State ------------------------------------------------------------------------------------

/** JS: the comment's state. */
export function commentState(c: CommentStateFields): CommentStateValue {
  if (c.deletedAt) return 'deleted';
  if (c.hiddenByModeratorAt) return 'hidden_by_moderator';
  if (c.hiddenByCreatorAt) return 'hidden_by_creator';
  return 'visible';
}

/** SQL (text): the state of `c` (a comments alias). */
export const commentStateSql = (c: string): string =>
  `(case when ${c}.deleted_at is not null then 'deleted'
         when ${c}.hidden_by_moderator_at is not null then 'hidden_by_moderator'
         when ${c}.hidden_by_creator_at is not null then 'hidden_by_creator'
         else 'visible' end)`;

// --- Public comments --------------------------------------------------------------------------
// Everyone sees a visible comment; the kept counts (replies, the issue's comments) count only these.

/** JS: everyone sees the comment. */
export const isCommentPublic = (c: CommentStateFields): boolean => commentState(c) === 'visible';

/** ORM: a filter on Comment. */
export const PUBLIC_COMMENT = {
  deletedAt: null,
  hiddenByCreatorAt: null,
  hiddenByModeratorAt: null,
} as const;

/** SQL: `c` is public. */
export const publicCommentSql = (c: string): string =>
  `(${c}.deleted_at is null and ${c}.hidden_by_creator_at is null and ${c}.hidden_by_moderator_at is null)`;

// --- Who reads a comment's text ---------------------------------------------------------------
// A hidden comment's text stays readable to its author (they see it is hidden), the work's
// creator and staff; a deleted one to nobody. Everyone else sees a placeholder where it has
// replies, and nothing where it has none.

/** Who is looking (JS form): the viewer's id and whether they are staff (`viewerOf`). */
export interface CommentViewer {
  id: number | null;
  staff: boolean;
}

/** JS: the `CommentViewer` of a (possibly anonymous) viewer. */
export const viewerOf = (viewer: User | null): CommentViewer =>
  isSignedIn(viewer)
    ? { id: viewer.id, staff: STAFF_ROLES.includes(viewer.role) }
    : { id: null, staff: false };

/** JS: the viewer reads the text of comment `c` by `authorId` on a work by `creatorId`. */
export const canReadComment = (
  viewer: CommentViewer,
  c: CommentStateFields & { authorId: number },
  creatorId: number,
): boolean => {
  const state = commentState(c);
  if (state === 'visible') return true;
  if (state === 'deleted') return false;
  return viewer.staff || viewer.id === c.authorId || viewer.id === creatorId;
};

/** SQL: the user bound at `viewerId` (`$n`, int or null) is active staff. */
export const viewerIsStaffSql = (viewerId: string): string =>
  `exists (select 1 from users sv where sv.id = ${viewerId}::int and sv.active
     and sv.role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')}))`;

/**
 * SQL: the viewer bound at `viewerId` (`$n`, int or null) reads the text of `c`, whose work's
 * creator is the column `creator`.
 */
export const readableCommentSql = (c: string, creator: string, viewerId: string): string =>
  `(${publicCommentSql(c)} or (${c}.deleted_at is null and (${c}.author_id = ${viewerId}::int
      or ${creator} = ${viewerId}::int or ${viewerIsStaffSql(viewerId)})))`;

/** JS: the comment takes a place in its thread: readable, or a placeholder holding public replies. */
export const showsInThread = (
  viewer: CommentViewer,
  c: CommentStateFields & { authorId: number; replyCount: number },
  creatorId: number,
): boolean => canReadComment(viewer, c, creatorId) || c.replyCount > 0;

/** SQL: `c` takes a place in its thread (see `showsInThread`). */
export const showsInThreadSql = (c: string, creator: string, viewerId: string): string =>
  `(${readableCommentSql(c, creator, viewerId)} or ${c}.reply_count > 0)`;

// --- Authors ----------------------------------------------------------------------------------

/** A deactivated or suspended author's comments show without name or photo. */
export const isAuthorShown = (author: Pick<User, 'active'>): boolean => isActiveUser(author);

// --- What the viewer may do -------------------------------------------------------------------

/** Post a comment, reply or like: signed in (a creator's block and the book's switch are checked by the service). */
export const canComment = (viewer: User | null): viewer is User => isSignedIn(viewer);

/** The book takes new comments. */
export const areCommentsOpen = (book: { commentsEnabled: boolean }): boolean =>
  book.commentsEnabled;

/** The comment may still be edited at `now` (within the edit window). */
export const isWithinEditWindow = (c: { dateCreated: Date }, now: Date = new Date()): boolean =>
  now.getTime() - c.dateCreated.getTime() <= LIMITS.comment.editWindowMinutes * 60_000;

/** Edit: its author, within the window, while a moderator has not hidden or anyone deleted it. */
export const canEditComment = (
  viewer: User | null,
  c: CommentStateFields & { authorId: number; dateCreated: Date },
  now: Date = new Date(),
): boolean =>
  isSignedIn(viewer) &&
  viewer.id === c.authorId &&
  !c.deletedAt &&
  !c.hiddenByModeratorAt &&
  isWithinEditWindow(c, now);

/** The viewer created the work the comment is on. */
export const isWorkCreator = (viewer: User | null, creatorId: number): boolean =>
  isSignedIn(viewer) && viewer.id === creatorId;

/** Delete: its author or the work's creator, once. */
export const canDeleteComment = (
  viewer: User | null,
  c: CommentStateFields & { authorId: number },
  creatorId: number,
): boolean =>
  isSignedIn(viewer) && !c.deletedAt && (viewer.id === c.authorId || viewer.id === creatorId);

/**
 * Hide or show again: the work's creator (moderators hide through the moderation queue,
 * comment-moderation.ts, so a creator's and a moderator's decisions stay apart).
 */
export const canHideComment = (
  viewer: User | null,
  c: CommentStateFields,
  creatorId: number,
): boolean => isWorkCreator(viewer, creatorId) && !c.deletedAt;

/** Pin: the work's creator, a public top-level comment. */
export const canPinComment = (
  viewer: User | null,
  c: CommentStateFields & { parentId: number | null },
  creatorId: number,
): boolean => isWorkCreator(viewer, creatorId) && c.parentId === null && isCommentPublic(c);

/** Block a user from all of the viewer's works (anyone but themselves). */
export const canBlockUser = (viewer: User | null, userId: number): viewer is User =>
  isSignedIn(viewer) && viewer.id !== userId;
