import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf, rows } from '../../db/sql';
import { Issue } from '../issues/issue.entity';
import { PublishEvents } from '../publish/publish-events';
import { releasesQueries } from './releases.queries';
import { RELEASE_ISSUE_JOB, type ReleaseIssueJob, scheduleRelease } from './release-schedule';

export { RELEASE_ISSUE_JOB };

/**
 * The release job (release-schedule.ts says when it is enqueued). Runs one release: claims the issue and, when the claim succeeds, sends the announcements in
 * the same transaction (their jobs exist if and only if the claim commits). Returns whether
 * this run announced the issue.
 */
export async function runRelease(deps: AppDeps, job: ReleaseIssueJob): Promise<boolean> {
  return (deps.orm.em.fork() as EntityManager).transactional(async (em) => {
    const db = dbOf(em, deps);
    const claimed = await rows<{ id: number }>(db, releasesQueries.claimRelease, [
      job.issueId,
      job.releaseAt,
    ]);
    if (claimed.length === 0) {
      const ahead = await rows(db, releasesQueries.releaseStillAhead, [job.issueId, job.releaseAt]);
      if (ahead.length > 0)
        await scheduleRelease(deps, em, { id: job.issueId, releaseAt: new Date(job.releaseAt) });
      return false;
    }
    const issue = await em.findOneOrFail(Issue, job.issueId, { populate: ['book'] });
    await new PublishEvents(deps).issueAnnounced(em, issue);
    return true;
  });
}

export async function registerReleaseJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<ReleaseIssueJob>(RELEASE_ISSUE_JOB, async (job) => {
    await runRelease(deps, job);
  });
}
