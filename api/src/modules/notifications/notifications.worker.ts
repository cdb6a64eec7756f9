import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { recordIssuePublished } from '../inbox/inbox.queries';
import { isBookVisible } from '../books/books.policy';
import { Issue } from '../issues/issue.entity';
import { isIssueReleased } from '../issues/issues.policy';
import { Subscription } from '../subscriptions/subscription.entity';
import { unsubscribeTokens } from '../subscriptions/unsubscribe-token';
import { ACTIVE_USER } from '../users/users.policy';
import { newIssueMail } from './new-issue-mail';
import {
  NEW_ISSUE_BATCH_QUEUE,
  NEW_ISSUE_QUEUE,
  NOTIFICATION_QUEUES,
  type NewIssueBatchJob,
  type NewIssueJob,
} from './notifications.service';

export { NOTIFICATION_QUEUES };

const MAX_BATCH_ATTEMPTS = 5;
const MAIL_CONCURRENCY = 4;

async function loadVisibleIssue(em: EntityManager, issueId: number): Promise<Issue | null> {
  const issue = await em.findOne(Issue, { id: issueId }, { populate: ['book', 'book.publisher'] });
  // A scheduled issue's notices are enqueued at its release (releases/releases.jobs.ts).
  return issue && isBookVisible(issue.book) && isIssueReleased(issue) ? issue : null;
}

/**
 * Fan-out: records the subscribers' `issue.published` notifications (the bell), then queues
 * one batch job per LIMITS.noticeBatchSize active subscribers (keyset pages by subscription
 * id). Each batch has its own singleton key, so a retried fan-out never queues a batch twice.
 */
export async function fanOutNewIssue(deps: AppDeps, job: NewIssueJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const issue = await loadVisibleIssue(em, job.issueId);
  if (!issue) return;
  // The bell's entries, in one insert for every subscriber; a retried fan-out adds none twice.
  await recordIssuePublished(dbOf(em, deps), issue.id);
  let afterId = 0;
  for (;;) {
    const rows = await em.find(
      Subscription,
      { publisher: issue.book.publisher.id, subscriber: ACTIVE_USER, id: { $gt: afterId } },
      { orderBy: { id: 'asc' }, limit: LIMITS.noticeBatchSize },
    );
    if (rows.length === 0) return;
    await deps.jobs.send<NewIssueBatchJob>(
      em,
      NEW_ISSUE_BATCH_QUEUE,
      { issueId: issue.id, subscriberIds: rows.map((r) => r.subscriber.id), attempt: 0 },
      { singletonKey: `issue:${issue.id}:after:${afterId}` },
    );
    afterId = rows[rows.length - 1].id;
  }
}

/**
 * Mails one batch. Recipients must still subscribe and be active when it runs. Failed
 * recipients are re-queued as a smaller batch (later), so a retry never mails anyone twice.
 */
export async function sendNewIssueBatch(deps: AppDeps, job: NewIssueBatchJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const issue = await loadVisibleIssue(em, job.issueId);
  if (!issue) return;
  const subscriptions = await em.find(
    Subscription,
    {
      publisher: issue.book.publisher.id,
      subscriber: { id: { $in: job.subscriberIds }, ...ACTIVE_USER },
    },
    { populate: ['subscriber'], orderBy: { id: 'asc' } },
  );
  const tokens = unsubscribeTokens(deps);
  const failed: number[] = [];
  const queue = [...subscriptions];
  const sendNext = async (): Promise<void> => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const message = newIssueMail({
        to: s.subscriber.email,
        issue,
        publicUrl: deps.config.publicUrl,
        unsubscribeToken: tokens.sign(s.subscriber.id, issue.book.publisher.id),
      });
      try {
        await deps.mailer.send(message);
      } catch (error) {
        failed.push(s.subscriber.id);
        deps.log.warn('new-issue notice failed', {
          issueId: issue.id,
          subscriberId: s.subscriber.id,
          message: String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: MAIL_CONCURRENCY }, sendNext));
  if (failed.length === 0) return;
  if (job.attempt + 1 >= MAX_BATCH_ATTEMPTS) {
    deps.log.error('new-issue notices given up', { issueId: issue.id, subscriberIds: failed });
    return;
  }
  await deps.jobs.send<NewIssueBatchJob>(
    em,
    NEW_ISSUE_BATCH_QUEUE,
    { issueId: issue.id, subscriberIds: failed, attempt: job.attempt + 1 },
    { startAfterSeconds: 60 * 2 ** job.attempt },
  );
}

export async function registerNotificationWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<NewIssueJob>(NEW_ISSUE_QUEUE, (job) => fanOutNewIssue(deps, job));
  await deps.jobs.work<NewIssueBatchJob>(NEW_ISSUE_BATCH_QUEUE, (job) =>
    sendNewIssueBatch(deps, job),
  );
}
