import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf } from '../../db/sql';
import { sweepOrphanMedia } from './media-sweep';
import { sweepSpool } from './spool-sweep';

/** The media sweep as a job: enqueued once per interval per cluster, worked by one worker. */
export const MEDIA_SWEEP_JOB = 'media.sweep';

export interface MediaSweepJob {
  /** The interval slot (`floor(now / interval)`) this run belongs to. */
  slot: number;
}

/** Registers the sweep handler (processes with role worker or all). */
export async function registerMediaSweepJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work<MediaSweepJob>(MEDIA_SWEEP_JOB, async () => {
    // Upload temp files of dead requests (on this worker's machine and any shared DATA_DIR).
    await sweepSpool({ log: deps.log });
    await sweepOrphanMedia(dbOf(deps.orm.em.fork(), deps), deps.media.storage, { log: deps.log });
  });
}

/**
 * Enqueues the sweep of the interval slot `now` falls in. The job id is derived from the
 * slot (JobQueue singletonKey), so however many processes call this within one interval,
 * the cluster gets one job: periodic work runs once per cluster, not once per process.
 */
export async function enqueueMediaSweep(
  deps: Pick<AppDeps, 'jobs' | 'orm'>,
  intervalMs: number,
  now = Date.now(),
): Promise<number> {
  const slot = Math.floor(now / intervalMs);
  await deps.jobs.send<MediaSweepJob>(
    deps.orm.em.fork() as EntityManager,
    MEDIA_SWEEP_JOB,
    { slot },
    { singletonKey: `slot:${intervalMs}:${slot}` },
  );
  return slot;
}

/**
 * Checks every minute (or every interval, if shorter) whether this interval's sweep is
 * enqueued. Unref'd: never keeps the process alive. Returns a stop function.
 */
export function scheduleMediaSweep(deps: AppDeps, intervalMs: number): () => void {
  const tick = () =>
    enqueueMediaSweep(deps, intervalMs).catch((error: unknown) =>
      deps.log.warn('could not enqueue the media sweep', { error: String(error) }),
    );
  const timer = setInterval(tick, Math.min(intervalMs, 60_000));
  timer.unref();
  return () => clearInterval(timer);
}
