import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { dbOf, type Db, exec, statement } from '../../db/sql';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import { type ConnectionResult, connectionWindow, toConnection } from '../../shared/paging';
import { refuseIfBlocked, refuseIfBlockedByCreator } from '../community/creator-blocks';
import { notify, type NotificationInput } from '../inbox/notify';
import type { User } from '../users/user.entity';
import { WebhookEvent } from '../webhooks/webhook-events';
import { emitWebhookEvent } from '../webhooks/webhooks.jobs';
import { CommentLike } from './comment-like.entity';
import { consumeCommentLike, consumeCommentPost } from './comment-rate-limits';
import { changeCommentState, insertComment, moveLikes } from './comment-state';
import { excerptOf, mentionedNames, normalizeBody } from './comment-text';
import { Comment } from './comment.entity';
import {
  areCommentsOpen,
  canComment,
  canDeleteComment,
  canEditComment,
  isCommentPublic,
} from './comments.policy';
import {
  commentCounts,
  commentedPages,
  commentsByIds,
  type CommentIssueRow,
  issueForComment,
  newCommentNode,
  topLevelComments,
  usersByNames,
} from './comments.queries';
import {
  COMMENTS_FIRST,
  COMMENTS_NEWEST_CURSOR,
  COMMENTS_TOP_CURSOR,
  type CommentNode,
  type CommentSort,
  type EditCommentInput,
  type PostCommentInput,
} from './comments.types';

/**
 * One author's posts on one issue go one at a time, so the duplicate check cannot race.
 * Exported for the benchmark's bare handler, which runs a post's statements without the app.
 */
export const lockAuthorOnIssue = statement(
  "select pg_advisory_xact_lock(hashtext('comment:' || $1::text || ':' || $2::text))",
  { pool: 'orm' },
);

/** The arguments of `Issue.comments`. */
export interface CommentListArgs {
  first?: number | null;
  after?: string | null;
  sort?: CommentSort | null;
  pageNumber?: number | null;
}

/**
 * Readers' comments, replies and comment likes. Every write runs in one transaction with the
 * counts it changes (comment-state.ts), its notifications (inbox/notify.ts) and its webhook
 * event, so a refused or failed write leaves nothing behind. Refusals come in one order:
 * not found, then a creator's block, then the book's switch, then the input.
 */
export class CommentsService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  /** `Issue.comments` of an issue the viewer sees: top-level comments, pinned first. */
  async issueComments(
    viewer: User | null,
    issueId: number,
    args: CommentListArgs,
    /** The issue's kept count when the caller batches it (GraphQL's loader), else read here. */
    issueCount?: () => Promise<number>,
  ): Promise<ConnectionResult<CommentNode>> {
    const viewerId = canComment(viewer) ? viewer.id : null;
    const pageNumber = args.pageNumber ?? null;
    const totalCount =
      pageNumber === null && issueCount ? issueCount : () => this.countFor(issueId, pageNumber);
    if (args.sort === 'newest') {
      const window = connectionWindow(COMMENTS_NEWEST_CURSOR, args, COMMENTS_FIRST);
      if (window.after && window.after[0] !== issueId)
        throw badInput(MESSAGES.invalidCursor, 'after');
      const after = window.after
        ? { pinned: window.after[1], likes: null, id: window.after[2] }
        : null;
      const found = await topLevelComments(
        this.db,
        issueId,
        viewerId,
        'newest',
        after,
        window.first + 1,
        pageNumber,
      );
      return toConnection(
        found,
        window,
        COMMENTS_NEWEST_CURSOR,
        (c) => [issueId, c.pinnedAt ? 1 : 0, c.id] as const,
        (c) => c,
        totalCount,
      );
    }
    const window = connectionWindow(COMMENTS_TOP_CURSOR, args, COMMENTS_FIRST);
    if (window.after && window.after[0] !== issueId)
      throw badInput(MESSAGES.invalidCursor, 'after');
    const after = window.after
      ? { pinned: window.after[1], likes: window.after[2], id: window.after[3] }
      : null;
    const found = await topLevelComments(
      this.db,
      issueId,
      viewerId,
      'top',
      after,
      window.first + 1,
      pageNumber,
    );
    return toConnection(
      found,
      window,
      COMMENTS_TOP_CURSOR,
      (c) => [issueId, c.pinnedAt ? 1 : 0, c.likeCount, c.id] as const,
      (c) => c,
      totalCount,
    );
  }

  /** Pages of an issue with comments anchored to them. */
  commentedPages(issueId: number): Promise<{ pageNumber: number; count: number }[]> {
    return commentedPages(this.db, issueId);
  }

  /**
   * A comment as the viewer sees it, or null when missing, unreadable to them, or on a work
   * the public does not see (its creator still does).
   */
  async find(viewer: User | null, id: number): Promise<CommentNode | null> {
    const viewerId = canComment(viewer) ? viewer.id : null;
    const [found] = await commentsByIds(this.db, [id], viewerId);
    if (!found?.readable) return null;
    return found.workPublic || found.creatorId === viewerId ? found : null;
  }

  /** Posts a comment or a reply (a reply to a reply joins its top-level comment). */
  async post(viewer: User, input: PostCommentInput, ip: string): Promise<CommentNode> {
    const body = normalizeBody(input.body);
    const issue = await this.openIssue(this.db, viewer, input.issueId);
    checkPage(input.pageNumber, issue);
    const parent = input.parentId == null ? null : await this.parentFor(this.db, viewer, input);
    // Counted only once the request is otherwise acceptable, and before the transaction: the
    // limits take a connection of their own, and a writer holding one while it waits for
    // another starves the pool under load.
    await consumeCommentPost(this.deps, viewer, ip);
    return this.em.transactional(async (em) => {
      const db = dbOf(em, this.deps);
      await exec(db, lockAuthorOnIssue, [viewer.id, issue.issue_id]);
      const row = await insertComment(
        db,
        {
          issueId: issue.issue_id,
          authorId: viewer.id,
          parentId: parent?.id ?? null,
          pageNumber: input.pageNumber ?? null,
          body,
          spoiler: input.spoiler ?? false,
        },
        LIMITS.comment.duplicateWindowSeconds,
      );
      if (!row) throw badInput(MESSAGES.commentDuplicate, 'body');
      // The answer is the stored row: no statement to read the comment back.
      const comment = newCommentNode(db, row, {
        creatorId: issue.creator_id,
        bookId: issue.book_id,
      });
      await notify(db, await this.noticesOf(db, viewer, issue, comment, parent));
      await emitWebhookEvent(this.deps, em, {
        event: WebhookEvent.COMMENT_CREATED,
        creatorId: issue.creator_id,
        commentId: comment.id,
      });
      return comment;
    });
  }

  /** Changes the text (and spoiler flag) of the viewer's own comment within the edit window. */
  async edit(viewer: User, input: EditCommentInput): Promise<CommentNode> {
    const body = normalizeBody(input.body);
    const comment = await this.readable(viewer, input.id);
    await refuseIfBlockedByCreator(this.db, viewer.id, { issueId: comment.issue.id });
    if (viewer.id !== comment.author.id) throw forbidden(MESSAGES.commentNotYours);
    if (!canEditComment(viewer, { ...comment, authorId: comment.author.id }))
      throw forbidden(MESSAGES.commentEditWindowOver(LIMITS.comment.editWindowMinutes));
    await this.em.nativeUpdate(
      Comment,
      { id: comment.id },
      { body, spoiler: input.spoiler ?? comment.spoiler, editedAt: new Date() },
    );
    return this.reload(viewer, comment.id);
  }

  /** Deletes a comment (its author or the work's creator); replies keep their place under "[deleted]". */
  async remove(viewer: User, id: number): Promise<CommentNode> {
    const comment = await this.readable(viewer, id);
    if (!canDeleteComment(viewer, { ...comment, authorId: comment.author.id }, comment.creatorId))
      throw forbidden(MESSAGES.commentNotYours);
    await this.em.transactional((em) =>
      changeCommentState(dbOf(em, this.deps), id, { kind: 'deleted' }),
    );
    return this.reloadAny(viewer, id);
  }

  /** Likes (`liked`) or unlikes a public comment; idempotent. */
  async setLiked(viewer: User, id: number, liked: boolean, ip: string): Promise<CommentNode> {
    const comment = await this.readable(viewer, id);
    if (!isCommentPublic(comment)) throw notFound(MESSAGES.commentNotFound);
    await refuseIfBlockedByCreator(this.db, viewer.id, { issueId: comment.issue.id });
    await consumeCommentLike(this.deps, viewer.id, ip);
    await this.em.transactional(async (em) => {
      const db = dbOf(em, this.deps);
      if (liked) {
        const inserted = await em
          .createQueryBuilder(CommentLike)
          .insert({ comment: id, user: viewer.id })
          .onConflict(['comment', 'user'])
          .ignore()
          .execute('run');
        if (inserted.affectedRows === 0) return;
        await moveLikes(db, id, 1);
        await notify(db, [
          {
            recipientId: comment.author.id,
            kind: 'comment.liked',
            actorId: viewer.id,
            bookId: comment.bookId,
            issueId: comment.issue.id,
            commentId: id,
            data: {
              excerpt: excerptOf(comment.body),
              ...(comment.spoiler ? { spoiler: true } : {}),
            },
          },
        ]);
      } else {
        const removed = await em.nativeDelete(CommentLike, { comment: id, user: viewer.id });
        if (removed > 0) await moveLikes(db, id, -1);
      }
    });
    return this.reload(viewer, id);
  }

  // --- Helpers ----------------------------------------------------------------------------------

  private async countFor(issueId: number, pageNumber: number | null): Promise<number> {
    if (pageNumber === null) return (await commentCounts(this.db, [issueId])).get(issueId) ?? 0;
    return (
      (await commentedPages(this.db, issueId)).find((p) => p.pageNumber === pageNumber)?.count ?? 0
    );
  }

  /** The public issue, open to the viewer: 404, then the creator's block, then the switch. */
  private async openIssue(db: Db, viewer: User, issueId: number): Promise<CommentIssueRow> {
    const issue = await issueForComment(db, issueId, viewer.id);
    if (!issue) throw notFound(MESSAGES.commentIssueNotFound);
    refuseIfBlocked(issue.blocked);
    if (!areCommentsOpen({ commentsEnabled: issue.comments_enabled }))
      throw forbidden(MESSAGES.commentsOff);
    return issue;
  }

  /** The top-level comment a reply joins: the parent, or the parent's own parent. */
  private async parentFor(
    db: Db,
    viewer: User,
    input: PostCommentInput,
  ): Promise<{ id: number; authorId: number; body: string } | null> {
    const [asked] = await commentsByIds(db, [input.parentId as number], viewer.id);
    if (!asked || !asked.readable || asked.issue.id !== input.issueId)
      throw notFound(MESSAGES.commentNotFound);
    if (asked.parent === null) {
      if (!isCommentPublic(asked)) throw badInput(MESSAGES.commentDeleted, 'parentId');
      return { id: asked.id, authorId: asked.author.id, body: asked.body };
    }
    const [top] = await commentsByIds(db, [asked.parent.id], viewer.id);
    if (!top || !isCommentPublic(top)) throw badInput(MESSAGES.commentDeleted, 'parentId');
    // The one replied to is told, not only the top-level author.
    return { id: top.id, authorId: asked.author.id, body: asked.body };
  }

  /** Who hears about a new comment: the replied-to author, the mentioned, the creator; once each. */
  private async noticesOf(
    db: Db,
    viewer: User,
    issue: CommentIssueRow,
    comment: Pick<Comment, 'id' | 'body' | 'spoiler'>,
    parent: { authorId: number } | null,
  ): Promise<NotificationInput[]> {
    const base = {
      actorId: viewer.id,
      bookId: issue.book_id,
      issueId: issue.issue_id,
      commentId: comment.id,
      // The bell and the digest hide a spoiler's excerpt behind the flag.
      data: { excerpt: excerptOf(comment.body), ...(comment.spoiler ? { spoiler: true } : {}) },
    };
    const told = new Set<number>([viewer.id]);
    const out: NotificationInput[] = [];
    const tell = (recipientId: number, kind: NotificationInput['kind']) => {
      if (told.has(recipientId)) return;
      told.add(recipientId);
      out.push({ ...base, recipientId, kind });
    };
    if (parent) tell(parent.authorId, 'comment.reply');
    for (const user of await usersByNames(db, mentionedNames(comment.body)))
      tell(Number(user.id), 'comment.mention');
    tell(issue.creator_id, 'work.commented');
    return out;
  }

  /** A comment the viewer may read (else 404), with what the rules need. */
  private async readable(viewer: User, id: number): Promise<CommentNode> {
    const found = await this.find(viewer, id);
    if (!found) throw notFound(MESSAGES.commentNotFound);
    return found;
  }

  private async reload(viewer: User, id: number): Promise<CommentNode> {
    return (await this.find(viewer, id)) ?? this.reloadAny(viewer, id);
  }

  /** The comment whatever its state (a deleted one is returned with its placeholder). */
  private async reloadAny(viewer: User, id: number): Promise<CommentNode> {
    const [found] = await commentsByIds(this.db, [id], viewer.id);
    if (!found) throw notFound(MESSAGES.commentNotFound);
    return found;
  }
}

/** A page anchor within the issue's pages, else BAD_USER_INPUT. */
function checkPage(pageNumber: number | null | undefined, issue: CommentIssueRow): void {
  if (pageNumber == null) return;
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > issue.page_count)
    throw badInput(MESSAGES.commentPageOutOfRange(issue.page_count), 'pageNumber');
}
