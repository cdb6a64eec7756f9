import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../app-deps';

/**
 * Enqueues job `name` for the interval slot `now` falls in. The job id is derived from the
 * slot (JobQueue singletonKey), so however many processes call this within one interval,
 * the cluster gets one job: periodic work runs once per cluster, not once per process.
 */
export async function enqueuePeriodic(
  deps: Pick<AppDeps, 'jobs' | 'orm'>,
  name: string,
  intervalMs: number,
  now = Date.now(),
): Promise<number> {
  const slot = Math.floor(now / intervalMs);
  await deps.jobs.send<{ slot: number }>(
    deps.orm.em.fork() as EntityManager,
    name,
    { slot },
    { singletonKey: `slot:${intervalMs}:${slot}` },
  );
  return slot;
}

/**
 * Checks every minute (or every interval, if shorter) whether this interval's job `name`
 * is enqueued. Unref'd: never keeps the process alive. Returns a stop function.
 */
export function schedulePeriodic(deps: AppDeps, name: string, intervalMs: number): () => void {
  const tick = () =>
    enqueuePeriodic(deps, name, intervalMs).catch((error: unknown) =>
      deps.log.warn(`could not enqueue ${name}`, { error: String(error) }),
    );
  const timer = setInterval(tick, Math.min(intervalMs, 60_000));
  timer.unref();
  return () => clearInterval(timer);
}
