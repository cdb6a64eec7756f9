import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf, exec, rows } from '../../db/sql';
import { recordingQueries as queries } from './recording.queries';
import { addDays, utcDay } from './salts';

export interface MaintenanceResult {
  /** Partitions dropped (older than the retention). */
  dropped: string[];
  /** Days whose salts were deleted. */
  saltsDeleted: string[];
}

/**
 * The analytics' housekeeping, run before each rollup: today's and tomorrow's partitions exist
 * ahead of the first event; partitions older than ANALYTICS_RETENTION_DAYS are dropped (a
 * whole day at once, no row-by-row delete); salts older than yesterday are deleted, so the
 * hashes of those days cannot be recomputed from anything stored.
 */
export async function maintainAnalytics(
  deps: Pick<AppDeps, 'orm' | 'pools' | 'config' | 'recorder'>,
  now = new Date(),
): Promise<MaintenanceResult> {
  const db = dbOf(deps.orm.em.fork() as EntityManager, deps);
  const today = utcDay(now);
  for (const day of [today, addDays(today, 1)]) await exec(db, queries.ensurePartition, [day]);
  const oldest = addDays(today, -(deps.config.analyticsRetentionDays - 1));
  const dropped = await rows<{ name: string }>(db, queries.dropPartitionsBefore, [oldest]);
  if (dropped.length > 0) deps.recorder.forgetPartitions();
  const salts = await rows<{ day: string }>(db, queries.deleteSaltsBefore, [addDays(today, -1)]);
  await exec(db, queries.deleteSubscriptionChangesBefore, [oldest]);
  return { dropped: dropped.map((r) => r.name), saltsDeleted: salts.map((r) => r.day) };
}
