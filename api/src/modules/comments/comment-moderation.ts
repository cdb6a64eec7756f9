import type { Db } from '../../db/sql';
import { changeCommentState } from './comment-state';

export { commentContext, type CommentContextRow } from './comments.queries';

/**
 * What moderation does to a comment: hide it, or restore it (undoing only a moderator's hiding;
 * a creator's own hiding and a deletion stay). The kept counts follow in the same statement
 * sequence, so call it inside the moderation action's transaction. Null when there is no such
 * comment.
 */
export async function setCommentHiddenByModerator(
  db: Db,
  commentId: number,
  hidden: boolean,
): Promise<{ authorId: number; issueId: number; bookId: number } | null> {
  const change = await changeCommentState(db, commentId, { kind: 'moderatorHidden', hidden });
  if (!change) return null;
  return { authorId: change.authorId, issueId: change.issueId, bookId: change.bookId };
}
