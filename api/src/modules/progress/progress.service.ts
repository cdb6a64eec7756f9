import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { dbOf, type Db } from '../../db/sql';
import {
  type ConnectionArgs,
  type ConnectionResult,
  connectionWindow,
  toConnection,
  cursorKind,
} from '../../shared/paging';
import { badInput, notFound } from '../../shared/app-error';
import type { User } from '../users/user.entity';
import { consumeProgressWrite } from './progress-rate-limit';
import { isPageWithin } from './progress.policy';
import {
  type FollowedIssueView,
  followingCounts,
  followingPage,
  mergeProgress,
  progressOfIssues,
  type ProgressView,
  recordProgress,
  shelfCount,
  shelfPage,
  visibleIssueForProgress,
} from './progress.queries';
import { ReadingProgress } from './reading-progress.entity';

/** `continueReading`: newest first; a cursor is [user id, updated at in microseconds, progress id]. */
export const SHELF_CURSOR = cursorKind('continue-reading', ['int', 'int', 'int']);
/** `following`: newest issue first; a cursor is [user id, published at in microseconds, issue id]. */
export const FOLLOWING_CURSOR = cursorKind('following', ['int', 'int', 'int']);
export const SHELF_FIRST = {
  max: LIMITS.connectionMaxFirst,
  default: LIMITS.continueReadingDefaultFirst,
};

/** One entry of a visitor's local history, as the web sends it at log-in. */
export interface ProgressEntryInput {
  issueId: number;
  page: number;
  furthestPage?: number | null;
  readAt?: Date | null;
}

/**
 * Reading progress of signed-in readers (visitors keep theirs in the browser and merge it at
 * log-in) and the Following list built on it. Writes are validated (a visible issue, a page
 * within it: else 404 / 400 and nothing stored), rate-limited per reader, and skipped when
 * nothing changed. Everything here is the viewer's own: no user id ever comes from a client.
 */
export class ProgressService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  /**
   * Records that the viewer stopped at `page` of an issue, having seen up to `furthestPage`
   * (default `page`; a batch of scrolling reports both); returns the stored progress.
   */
  async record(
    viewer: User,
    issueId: number,
    page: number,
    furthestPage?: number | null,
  ): Promise<ProgressView> {
    const issue = await visibleIssueForProgress(this.db, issueId);
    if (!issue) throw notFound(MESSAGES.progressIssueNotFound);
    if (!isPageWithin(page, issue.pageCount))
      throw badInput(MESSAGES.progressPageOutOfRange(issue.pageCount), 'page');
    const furthest = furthestPage ?? page;
    if (!isPageWithin(furthest, issue.pageCount))
      throw badInput(MESSAGES.progressPageOutOfRange(issue.pageCount), 'furthestPage');
    await consumeProgressWrite(this.deps, viewer.id);
    await recordProgress(this.db, {
      userId: viewer.id,
      issueId,
      bookId: issue.bookId,
      page,
      furthestPage: Math.max(page, furthest),
    });
    const [stored] = await progressOfIssues(this.db, [viewer.id], [issueId]);
    return stored;
  }

  /**
   * Merges a visitor's local history into the viewer's account (at log-in): at most
   * LIMITS.progressMergeMax entries, else 400 and nothing stored. Entries of issues that are
   * gone or pages past an issue's end are skipped (local history goes stale); the furthest page
   * is the larger, the last page the more recent one's. Returns how many were merged.
   */
  async merge(
    viewer: User,
    entries: readonly ProgressEntryInput[],
  ): Promise<{ merged: number; skipped: number }> {
    if (entries.length > LIMITS.progressMergeMax)
      throw badInput(MESSAGES.progressMergeTooMany(LIMITS.progressMergeMax), 'entries');
    const now = Date.now();
    const byIssue = new Map<
      number,
      { issueId: number; page: number; furthestPage: number; readAt: Date }
    >();
    let dropped = 0;
    for (const e of entries) {
      if (!Number.isInteger(e.issueId) || !Number.isInteger(e.page)) {
        dropped += 1;
        continue;
      }
      const readAt = e.readAt && !Number.isNaN(e.readAt.getTime()) ? e.readAt : new Date(now);
      const entry = {
        issueId: e.issueId,
        page: e.page,
        furthestPage: Math.max(e.page, e.furthestPage ?? e.page),
        readAt: new Date(Math.min(readAt.getTime(), now)),
      };
      const seen = byIssue.get(e.issueId);
      if (!seen) byIssue.set(e.issueId, entry);
      else
        byIssue.set(e.issueId, {
          ...(entry.readAt > seen.readAt ? entry : seen),
          furthestPage: Math.max(seen.furthestPage, entry.furthestPage),
        });
    }
    if (byIssue.size === 0) return { merged: 0, skipped: dropped };
    await consumeProgressWrite(this.deps, viewer.id);
    const merged = await mergeProgress(this.db, viewer.id, [...byIssue.values()]);
    // Several entries of one issue count once: merged together, or skipped together.
    return { merged, skipped: byIssue.size - merged + dropped };
  }

  /** Forgets all of the viewer's progress; the number of issues forgotten. */
  clear(viewer: User): Promise<number> {
    return this.em.nativeDelete(ReadingProgress, { user: viewer.id });
  }

  /** The "Continue reading" shelf: one entry per visible book, most recently read first. */
  async shelf(viewer: User, args: ConnectionArgs): Promise<ConnectionResult<ProgressView>> {
    const window = connectionWindow(SHELF_CURSOR, args, SHELF_FIRST);
    if (window.after && window.after[0] !== viewer.id)
      throw badInput(MESSAGES.invalidCursor, 'after');
    const found = await shelfPage(
      this.db,
      viewer.id,
      window.after ? [window.after[1], window.after[2]] : null,
      window.first + 1,
    );
    return toConnection(
      found,
      window,
      SHELF_CURSOR,
      (row) => [viewer.id, row.updatedMicros, row.id] as const,
      (row) => row,
      () => shelfCount(this.db, viewer.id),
    );
  }

  /** New issues from the creators the viewer subscribes to, newest first, with unread markers. */
  async following(
    viewer: User,
    args: ConnectionArgs,
  ): Promise<ConnectionResult<FollowedIssueView> & { readonly unreadCount: Promise<number> }> {
    const window = connectionWindow(FOLLOWING_CURSOR, args);
    if (window.after && window.after[0] !== viewer.id)
      throw badInput(MESSAGES.invalidCursor, 'after');
    const found = await followingPage(
      this.db,
      viewer.id,
      window.after ? [window.after[1], window.after[2]] : null,
      window.first + 1,
    );
    let counts: Promise<{ count: number; unread: number }> | undefined;
    const countsOnce = () => (counts ??= followingCounts(this.db, viewer.id));
    const connection = toConnection(
      found,
      window,
      FOLLOWING_CURSOR,
      (row) => [viewer.id, row.createdMicros, row.issue.id] as const,
      (row) => row,
      async () => (await countsOnce()).count,
    );
    // A getter, like totalCount: counted only when a client asks for it.
    return Object.defineProperty(connection, 'unreadCount', {
      get: async () => (await countsOnce()).unread,
      enumerable: true,
    }) as ConnectionResult<FollowedIssueView> & { readonly unreadCount: Promise<number> };
  }
}
