import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf, rows } from '../../db/sql';
import type { JobQueue } from '../../jobs/job-queue';
import { WebhookEvent } from '../webhooks/webhook-events';
import { emitWebhookEvent } from '../webhooks/webhooks.jobs';
import { likeCounts, reactionsQueries } from './reactions.queries';

/** One job per issue and window: tells the creator's webhooks how many new likes came. */
export const ISSUE_LIKED_JOB = 'reactions.issue-liked';
export const REACTION_QUEUES = [ISSUE_LIKED_JOB] as const;

export interface IssueLikedJob {
  issueId: number;
  /** ISO start of the window (a multiple of the window length since the epoch). */
  windowStart: string;
}

const windowMs = () => LIMITS.reactions.likedWebhookWindowSeconds * 1000;

/** The window a like made at `likedAt` falls in. */
export const likeWindowStart = (likedAt: Date): Date =>
  new Date(Math.floor(likedAt.getTime() / windowMs()) * windowMs());

/**
 * Call in the like's transaction with the like's stored time. The first like of an issue in a
 * window queues the window's job (a fixed key per issue and window keeps the others out), due
 * when the window ends; so a burst of likes costs one job and one delivery.
 */
export async function queueIssueLikedBatch(
  deps: { jobs: JobQueue },
  em: EntityManager,
  issueId: number,
  likedAt: Date,
): Promise<void> {
  const start = likeWindowStart(likedAt);
  const dueInMs = start.getTime() + windowMs() - Date.now();
  await deps.jobs.send<IssueLikedJob>(
    em,
    ISSUE_LIKED_JOB,
    { issueId, windowStart: start.toISOString() },
    {
      singletonKey: `issue:${issueId}:${start.getTime()}`,
      // A second past the window's end, so no like of the window is still being committed.
      startAfterSeconds: Math.max(1, Math.ceil(dueInMs / 1000) + 1),
    },
  );
}

/**
 * Counts the window's likes that still stand and, if any, emits `issue.liked` (the webhooks
 * module fans it out to the creator's own endpoints). Likes taken back within the window are
 * not news. A search engine with its own index re-reads the issue and its book (their
 * popularity moved).
 */
export async function flushIssueLikes(deps: AppDeps, job: IssueLikedJob): Promise<void> {
  await (deps.orm.em.fork() as EntityManager).transactional(async (em) => {
    const db = dbOf(em, deps);
    const [found] = await rows<{ creator_id: number; book_id: number; likes: number }>(
      db,
      reactionsQueries.windowLikes,
      [job.issueId, job.windowStart, LIMITS.reactions.likedWebhookWindowSeconds],
    );
    if (!found) return;
    await deps.search.indexChanged(em, 'issue', job.issueId);
    await deps.search.indexChanged(em, 'book', Number(found.book_id));
    if (Number(found.likes) === 0) return;
    const total = (await likeCounts(db, [job.issueId])).get(job.issueId) ?? 0;
    await emitWebhookEvent(deps, em, {
      event: WebhookEvent.ISSUE_LIKED,
      creatorId: Number(found.creator_id),
      issueId: job.issueId,
      likes: Number(found.likes),
      likeCount: total,
      windowStart: job.windowStart,
      windowSeconds: LIMITS.reactions.likedWebhookWindowSeconds,
    });
  });
}

export async function registerReactionJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<IssueLikedJob>(ISSUE_LIKED_JOB, (job) => flushIssueLikes(deps, job));
}
