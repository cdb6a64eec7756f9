import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { schedulePeriodic } from '../../jobs/periodic';
import { maintainAnalytics } from './retention';
import { rollup } from './rollup';

/** The analytics' periodic job: housekeeping, then the rollup of today and yesterday. */
export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';

/** One run of the job (the tests call it directly). */
export async function runAnalyticsJob(deps: AppDeps, now = new Date()) {
  const maintenance = await maintainAnalytics(deps, now);
  const rolled = await rollup(deps, { now });
  return { ...maintenance, ...rolled };
}

/** Registers the handler (processes with role worker or all). */
export async function registerAnalyticsJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(ANALYTICS_ROLLUP_JOB, async () => {
    const done = await runAnalyticsJob(deps);
    if (done.dropped.length > 0)
      deps.log.info('dropped reading-event partitions past the retention', {
        partitions: done.dropped.join(', '),
      });
  });
}

/** Enqueues the job once per interval per cluster (jobs/periodic.ts). Returns a stop function. */
export const scheduleAnalytics = (deps: AppDeps): (() => void) =>
  schedulePeriodic(deps, ANALYTICS_ROLLUP_JOB, LIMITS.analytics.rollupIntervalMinutes * 60_000);
