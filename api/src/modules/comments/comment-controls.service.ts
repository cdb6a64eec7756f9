import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf, type Db, exec, statement } from '../../db/sql';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import { type ConnectionResult, connectionWindow, toConnection } from '../../shared/paging';
import { Book } from '../books/book.entity';
import { canEditBook } from '../books/books.policy';
import { CreatorBlock } from '../community/creator-block.entity';
import { User, type UserView } from '../users/user.entity';
import { ACTIVE_USER } from '../users/users.policy';
import { changeCommentState } from './comment-state';
import { canBlockUser, canHideComment, canPinComment } from './comments.policy';
import { blockedCount, blockedUsersPage, commentsByIds } from './comments.queries';
import { BLOCKED_CURSOR, BLOCKED_FIRST, type CommentNode } from './comments.types';

/**
 * Pinning: unpin the issue's other comment (`$1` the issue, `$2` the comment), then pin. Two
 * statements in one transaction: the unique index allows one pinned comment per issue at any
 * moment, which one statement updating both rows would break.
 */
const unpinOthers = statement(
  'update comments set pinned_at = null where issue_id = $1 and pinned_at is not null and id <> $2',
  { pool: 'orm' },
);
const pin = statement('update comments set pinned_at = coalesce(pinned_at, now()) where id = $1', {
  pool: 'orm',
});

/**
 * What a creator controls on their own works: hiding, pinning and deleting comments
 * (deleting is CommentsService.remove, shared with authors), blocking users from all their
 * works, and the per-book switch. Every rule is comments.policy.ts; a comment the viewer
 * cannot read is NOT_FOUND, one they can read but do not control is FORBIDDEN.
 */
export class CommentControlsService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  /** Hides (or shows again) a comment on the viewer's work. */
  async setHidden(viewer: User, id: number, hidden: boolean): Promise<CommentNode> {
    const comment = await this.controlled(viewer, id);
    if (!canHideComment(viewer, comment, comment.creatorId))
      throw forbidden(MESSAGES.commentNotCreator);
    await this.em.transactional((em) =>
      changeCommentState(dbOf(em, this.deps), id, { kind: 'creatorHidden', hidden }),
    );
    return this.reload(viewer, id);
  }

  /** Pins a comment (unpinning the issue's other one), or unpins it. */
  async setPinned(viewer: User, id: number, pinned: boolean): Promise<CommentNode> {
    const comment = await this.controlled(viewer, id);
    const parentId = comment.parent?.id ?? null;
    if (comment.creatorId !== viewer.id) throw forbidden(MESSAGES.commentNotCreator);
    if (pinned && !canPinComment(viewer, { ...comment, parentId }, comment.creatorId))
      throw badInput(MESSAGES.commentPinTopLevel, 'id');
    if (pinned)
      await this.em.transactional(async (em) => {
        const db = dbOf(em, this.deps);
        await exec(db, unpinOthers, [comment.issue.id, id]);
        await exec(db, pin, [id]);
      });
    else await this.em.nativeUpdate('Comment', { id }, { pinnedAt: null });
    return this.reload(viewer, id);
  }

  /** Blocks a user from commenting, replying and liking on all of the viewer's works; idempotent. */
  async block(viewer: User, userId: number): Promise<User> {
    if (!canBlockUser(viewer, userId)) throw badInput(MESSAGES.commentBlockSelf, 'userId');
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound(MESSAGES.userNotFound);
    await this.em
      .createQueryBuilder(CreatorBlock)
      .insert({ creator: viewer.id, blocked: userId })
      .onConflict(['creator', 'blocked'])
      .ignore()
      .execute('run');
    return user;
  }

  /** Lifts a block; no error when there was none. */
  async unblock(viewer: User, userId: number): Promise<User> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound(MESSAGES.userNotFound);
    await this.em.nativeDelete(CreatorBlock, { creator: viewer.id, blocked: userId });
    return user;
  }

  /** The users the viewer blocked, latest first. */
  async blockedUsers(
    viewer: User,
    args: { first?: number | null; after?: string | null },
  ): Promise<ConnectionResult<UserView>> {
    const window = connectionWindow(BLOCKED_CURSOR, args, BLOCKED_FIRST);
    if (window.after && window.after[0] !== viewer.id)
      throw badInput(MESSAGES.invalidCursor, 'after');
    const found = await blockedUsersPage(
      this.db,
      viewer.id,
      window.after?.[1] ?? null,
      window.first + 1,
    );
    return toConnection(
      found,
      window,
      BLOCKED_CURSOR,
      (row) => [viewer.id, row.blockId] as const,
      (row) => row.user,
      () => blockedCount(this.db, viewer.id),
    );
  }

  /** Whether `userId` is blocked by the viewer (for the profile's block button). */
  async isBlocked(viewer: User, userId: number): Promise<boolean> {
    return (await this.em.count(CreatorBlock, { creator: viewer.id, blocked: userId })) > 0;
  }

  /** Turns comments on a book on or off (existing comments stay readable). */
  async setBookComments(viewer: User, bookId: number, enabled: boolean): Promise<Book> {
    const book = await this.em.findOne(Book, { id: bookId, publisher: ACTIVE_USER });
    if (!book || !canEditBook(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    book.commentsEnabled = enabled;
    await this.em.flush();
    return book;
  }

  /** A comment on the viewer's work they may read (404 otherwise: nobody learns of others'). */
  private async controlled(viewer: User, id: number): Promise<CommentNode> {
    const [found] = await commentsByIds(this.db, [id], viewer.id);
    if (!found || !found.readable) throw notFound(MESSAGES.commentNotFound);
    return found;
  }

  private async reload(viewer: User, id: number): Promise<CommentNode> {
    const [found] = await commentsByIds(this.db, [id], viewer.id);
    if (!found) throw notFound(MESSAGES.commentNotFound);
    return found;
  }
}
