import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf, rows } from '../../db/sql';
import { badInput } from '../../shared/app-error';
import type { Issue } from '../issues/issue.entity';
import { canReschedule } from '../issues/issues.policy';
import { releasesQueries } from './releases.queries';

/**
 * Scheduled releases. A scheduled issue is hidden from everyone but its
 * creator until its `releaseAt` (issues.policy.ts: the time alone decides visibility). At that
 * time this job sends what a publication sends (new-issue notices, the `issue.published`
 * webhook, the search re-index) exactly once: it claims the issue with a conditional update
 * of `release_announced_at` (releasesQueries.claimRelease). A duplicated or retried job finds
 * it claimed; the job of a rescheduled issue names the old time and finds nothing to claim.
 */
export const RELEASE_ISSUE_JOB = 'issue-release';

export interface ReleaseIssueJob {
  issueId: number;
  /** The release time the job was scheduled for (ISO, milliseconds). */
  releaseAt: string;
}

/** Enqueues the release of a scheduled issue on `em` (inside the writing transaction). */
export async function scheduleRelease(
  deps: Pick<AppDeps, 'jobs'>,
  em: EntityManager,
  issue: { id: number; releaseAt: Date },
): Promise<void> {
  // Rounded up: a job that starts early only re-schedules itself (runRelease).
  const seconds = Math.max(1, Math.ceil((issue.releaseAt.getTime() - Date.now()) / 1000));
  await deps.jobs.send<ReleaseIssueJob>(
    em,
    RELEASE_ISSUE_JOB,
    { issueId: issue.id, releaseAt: issue.releaseAt.toISOString() },
    { startAfterSeconds: seconds },
  );
}
/**
 * Release order: issue n is never released before issue n - 1, so what readers see of a book
 * is always issues 1..k (numbers stay contiguous, `issueCount` is the latest visible number).
 * `releaseAt` is the time asked for issue `issueNumber` (now when released at once); a still
 * scheduled neighbour must not be passed. BAD_USER_INPUT naming the neighbour otherwise.
 */
export async function assertReleaseOrder(
  deps: Pick<AppDeps, 'pools'>,
  em: EntityManager,
  bookId: number,
  issueNumber: number,
  releaseAt: Date,
): Promise<void> {
  const neighbours = await rows<{ issue_number: number; release_at: string }>(
    dbOf(em, deps),
    releasesQueries.scheduledNeighbours,
    [bookId, issueNumber],
  );
  for (const n of neighbours) {
    const at = new Date(n.release_at);
    if (n.issue_number < issueNumber && at > releaseAt)
      throw badInput(MESSAGES.releaseAtBeforePrevious(n.issue_number, n.release_at), 'releaseAt');
    if (n.issue_number > issueNumber && at < releaseAt)
      throw badInput(MESSAGES.releaseAtAfterNext(n.issue_number, n.release_at), 'releaseAt');
  }
}

/** Whether a release time asked for lies ahead (else the issue is released at once). */
export const isScheduled = (
  releaseAt: Date | undefined,
  now: Date = new Date(),
): releaseAt is Date => releaseAt !== undefined && releaseAt.getTime() > now.getTime();

/**
 * Before any file is stored: an edit may name the release time of a released issue only
 * unchanged (edit screens send whole records back); BAD_USER_INPUT otherwise.
 */
export function assertReleaseEditable(issue: Pick<Issue, 'releaseAt'>, releaseAt: Date): void {
  if (!canReschedule(issue) && issue.releaseAt.getTime() !== releaseAt.getTime())
    throw badInput(MESSAGES.releaseAtAlreadyReleased, 'releaseAt');
}

/**
 * Applies an edited release time to the issue (in the edit's transaction, the book locked):
 * a time ahead reschedules it, a time now or past releases it at once. Returns whether the
 * release changed (the caller then calls PublishEvents.issueRescheduled after its flush).
 */
export async function applyReleaseEdit(
  deps: Pick<AppDeps, 'pools'>,
  em: EntityManager,
  issue: Issue,
  releaseAt: Date,
): Promise<boolean> {
  assertReleaseEditable(issue, releaseAt);
  if (issue.releaseAt.getTime() === releaseAt.getTime()) return false;
  const now = new Date();
  const ahead = isScheduled(releaseAt, now);
  await assertReleaseOrder(deps, em, issue.book.id, issue.issueNumber, ahead ? releaseAt : now);
  const [row] = await rows<{ release_at: Date | string; release_announced_at: Date | null }>(
    dbOf(em, deps),
    releasesQueries.reschedule,
    [issue.id, ahead ? releaseAt.toISOString() : null],
  );
  // Released meanwhile (its time came, and its job may have announced it already).
  if (!row) throw badInput(MESSAGES.releaseAtAlreadyReleased, 'releaseAt');
  issue.releaseAt = new Date(row.release_at);
  issue.releaseAnnouncedAt = row.release_announced_at ? new Date(row.release_announced_at) : null;
  return true;
}
