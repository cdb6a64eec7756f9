import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import type { Book } from '../books/book.entity';
import type { Issue } from '../issues/issue.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { WebhookEvent } from '../webhooks/webhook-events';
import { bookData } from '../webhooks/webhook-payloads';
import { emitWebhookEvent } from '../webhooks/webhooks.jobs';
import { scheduleRelease } from '../releases/release-schedule';

/**
 * What follows each change to a work: search indexing, new-issue notices and webhooks.
 * Every call runs inside the writing transaction with its `em`, so the jobs it enqueues
 * exist if and only if the change commits.
 */
export class PublishEvents {
  constructor(private readonly deps: AppDeps) {}

  /**
   * A new issue (a book's first one too). Released at once (writeIssue marked it announced):
   * its announcements now. Scheduled: they wait for its release job (release-schedule.ts).
   */
  async issuePublished(em: EntityManager, issue: Issue): Promise<void> {
    if (!issue.releaseAnnouncedAt) return scheduleRelease(this.deps, em, issue);
    await this.issueAnnounced(em, issue);
  }

  /**
   * A scheduled issue's release time was edited: released at once (marked announced) or
   * scheduled again (the old job then finds nothing to claim).
   */
  async issueRescheduled(em: EntityManager, issue: Issue): Promise<void> {
    await this.issuePublished(em, issue);
  }

  /**
   * An issue reaches readers, once per issue (at publication or by its release job):
   * notices to subscribers, search, `issue.published`.
   */
  async issueAnnounced(em: EntityManager, issue: Issue): Promise<void> {
    await new NotificationsService(this.deps).notifyNewIssue(em, issue);
    // The book's documents change too (issue totals); its sync fans out to the issues.
    await this.deps.search.indexChanged(em, 'book', issue.book.id);
    await emitWebhookEvent(this.deps, em, {
      event: WebhookEvent.ISSUE_PUBLISHED,
      creatorId: issue.publisher.id,
      issueId: issue.id,
    });
  }

  /** Book details, genres or cover changed: search and `book.updated`. */
  async bookUpdated(em: EntityManager, creatorId: number, bookId: number): Promise<void> {
    await emitWebhookEvent(this.deps, em, {
      event: WebhookEvent.BOOK_UPDATED,
      creatorId,
      bookId,
    });
    await this.deps.search.indexChanged(em, 'book', bookId);
  }

  /** An issue's details, pages or cover changed: its book's documents. */
  async issueUpdated(em: EntityManager, bookId: number): Promise<void> {
    await this.deps.search.indexChanged(em, 'book', bookId);
  }

  /** The latest issue was deleted: its documents go, its book's change. */
  async issueDeleted(em: EntityManager, issueId: number, bookId: number): Promise<void> {
    await this.deps.search.indexChanged(em, 'issue', issueId);
    await this.deps.search.indexChanged(em, 'book', bookId);
  }

  /** A book was deleted (its row is gone; the payload is taken from the entity): search, `book.deleted`. */
  async bookDeleted(em: EntityManager, creatorId: number, book: Book): Promise<void> {
    await this.deps.search.indexChanged(em, 'book', book.id);
    await emitWebhookEvent(this.deps, em, {
      event: WebhookEvent.BOOK_DELETED,
      creatorId,
      book: bookData(book),
    });
  }
}
