import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf, rows, type Db } from '../../db/sql';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import type { BookView } from '../books/book.entity';
import { refuseIfBlocked } from '../community/creator-blocks';
import type { IssueView } from '../issues/issue.entity';
import type { User } from '../users/user.entity';
import { consumeReactionWrite, type ReactionKind } from './reactions-rate-limit';
import { queueIssueLikedBatch } from './reactions.jobs';
import { isOwnWork, isValidRating } from './reactions.policy';
import {
  publicIssueView,
  type Reactable,
  reactionsQueries,
  visibleBookView,
} from './reactions.queries';

/**
 * Likes of issues and ratings of books by signed-in readers. Each write checks, in this order:
 * the input (400), that the work is public (404 otherwise, as for a work that does not exist),
 * the creator's block (403), that the work is not the viewer's own (403), the rate limits (429);
 * then one statement writes, which checks visibility, ownership and the block again, so a
 * write racing a removal or a block changes nothing. Writes are idempotent: liking twice keeps
 * one like, unliking or clearing what is not there is no error. The counters follow by trigger.
 */
export class ReactionsService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  /** Likes an issue for the viewer; returns the issue (its counts read after the write). */
  async likeIssue(viewer: User, issueId: number, ip: string): Promise<IssueView> {
    const issue = await this.requireIssue(viewer, issueId, ip, 'like');
    await this.em.transactional(async (em) => {
      const db = dbOf(em, this.deps);
      const [inserted] = await rows<{ date_created: Date }>(db, reactionsQueries.like, [
        issue.id,
        viewer.id,
      ]);
      if (inserted)
        await queueIssueLikedBatch(this.deps, em, issue.id, new Date(inserted.date_created));
    });
    return issue;
  }

  /** Takes the viewer's like back (no error when there was none). */
  async unlikeIssue(viewer: User, issueId: number, ip: string): Promise<IssueView> {
    const issue = await this.requireIssue(viewer, issueId, ip, 'like');
    await rows(this.db, reactionsQueries.unlike, [issue.id, viewer.id]);
    return issue;
  }

  /** Rates a book 1 to 5 for the viewer, replacing their earlier rating. */
  async rateBook(viewer: User, bookId: number, rating: number, ip: string): Promise<BookView> {
    if (!isValidRating(rating)) throw badInput(MESSAGES.ratingOutOfRange, 'rating');
    const book = await this.requireBook(viewer, bookId, ip);
    await this.em.transactional(async (em) => {
      const [changed] = await rows(dbOf(em, this.deps), reactionsQueries.rate, [
        book.id,
        viewer.id,
        rating,
      ]);
      // An engine with its own index carries the book's popularity in its document.
      if (changed) await this.deps.search.indexChanged(em, 'book', book.id);
    });
    return book;
  }

  /** Removes the viewer's rating of a book (no error when there was none). */
  async clearBookRating(viewer: User, bookId: number, ip: string): Promise<BookView> {
    const book = await this.requireBook(viewer, bookId, ip);
    await this.em.transactional(async (em) => {
      const [removed] = await rows(dbOf(em, this.deps), reactionsQueries.clearRating, [
        book.id,
        viewer.id,
      ]);
      if (removed) await this.deps.search.indexChanged(em, 'book', book.id);
    });
    return book;
  }

  private async requireIssue(
    viewer: User,
    issueId: number,
    ip: string,
    kind: ReactionKind,
  ): Promise<IssueView> {
    const found = await publicIssueView(this.db, issueId, viewer.id);
    if (!found) throw notFound(MESSAGES.reactionIssueNotFound);
    await this.refuse(viewer, found, ip, kind);
    return found.work;
  }

  private async requireBook(viewer: User, bookId: number, ip: string): Promise<BookView> {
    const found = await visibleBookView(this.db, bookId, viewer.id);
    if (!found) throw notFound(MESSAGES.bookNotFound);
    await this.refuse(viewer, found, ip, 'rating');
    return found.work;
  }

  /**
   * The refusals every reaction write shares, in their order, then the rate limits. The work's
   * statement checked the creator's block (`blockedByCreatorSql`).
   */
  private async refuse(
    viewer: User,
    { work, blocked }: Reactable<{ publisher: { id: number } }>,
    ip: string,
    kind: ReactionKind,
  ): Promise<void> {
    refuseIfBlocked(blocked);
    if (isOwnWork(viewer, work)) throw forbidden(MESSAGES.reactionOwnWork);
    await consumeReactionWrite(this.deps, kind, viewer.id, ip);
  }
}
