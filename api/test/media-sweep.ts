import type { AppDeps } from '../src/app-deps';
import { enqueuePeriodic } from '../src/jobs/periodic';
import { MEDIA_SWEEP_JOB } from '../src/modules/media/media-sweep.jobs';

/** Enqueues the media sweep of the interval slot `now` falls in, as a process's timer does. */
export function enqueueMediaSweep(
  deps: Pick<AppDeps, 'jobs' | 'orm'>,
  intervalMs: number,
  now = Date.now(),
): Promise<number> {
  return enqueuePeriodic(deps, MEDIA_SWEEP_JOB, intervalMs, now);
}
