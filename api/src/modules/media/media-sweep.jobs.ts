import type { AppDeps } from '../../app-deps';
import { dbOf } from '../../db/sql';
import { schedulePeriodic } from '../../jobs/periodic';
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

/** Enqueues the sweep once per interval (jobs/periodic.ts). Returns a stop function. */
export function scheduleMediaSweep(deps: AppDeps, intervalMs: number): () => void {
  return schedulePeriodic(deps, MEDIA_SWEEP_JOB, intervalMs);
}
