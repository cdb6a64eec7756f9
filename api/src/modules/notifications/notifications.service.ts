import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import type { Issue } from '../issues/issue.entity';

export const NEW_ISSUE_QUEUE = 'new-issue-notice';
export const NEW_ISSUE_BATCH_QUEUE = 'new-issue-notice-batch';
export const NOTIFICATION_QUEUES = [NEW_ISSUE_QUEUE, NEW_ISSUE_BATCH_QUEUE] as const;

export interface NewIssueJob {
  issueId: number;
}

export interface NewIssueBatchJob {
  issueId: number;
  subscriberIds: number[];
  /** 0 for the first attempt; a batch re-queued for its failed recipients counts up. */
  attempt: number;
}

/**
 * Notices to subscribers. Producers only enqueue (inside their own transaction), so a
 * slow or broken mail server never slows an upload, and a rolled-back upload sends nothing.
 */
export class NotificationsService {
  constructor(private readonly deps: Pick<AppDeps, 'jobs'>) {}

  /**
   * Call inside the transaction that creates the issue (e.g. `em.transactional(async (tx) =>
   * ... notifyNewIssue(tx, issue))`). Flushes first when the issue has no id yet. One notice
   * per issue (singleton key), however often it is called.
   */
  async notifyNewIssue(em: EntityManager, issue: Issue): Promise<void> {
    if (issue.id === undefined || issue.id === null) await em.flush();
    await this.deps.jobs.send<NewIssueJob>(
      em,
      NEW_ISSUE_QUEUE,
      { issueId: issue.id },
      { singletonKey: `issue:${issue.id}` },
    );
  }
}
